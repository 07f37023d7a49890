package toy

import "strconv"

// TicTacToeState is a game of noughts and crosses: seat 0 plays X (1),
// seat 1 plays O (2) on cells 0-8, row by row.
type TicTacToeState struct {
	Board  [9]int8
	Turn   int8
	Moves  int8
	Winner int8 // -1 while nobody has three in a row (a draw when the board is full)
}

// NewTicTacToe returns an empty board, X to move.
func NewTicTacToe() TicTacToeState { return TicTacToeState{Winner: -1} }

// TicTacToeFrom returns the position of a board written as nine
// characters "X", "O" or "." row by row, the seat to move being the one
// with fewer marks (X when equal).
func TicTacToeFrom(board string) TicTacToeState {
	s := NewTicTacToe()
	for i := 0; i < 9 && i < len(board); i++ {
		switch board[i] {
		case 'X', 'x':
			s.Board[i] = 1
			s.Moves++
		case 'O', 'o':
			s.Board[i] = 2
			s.Moves++
		}
	}
	s.Turn = s.Moves % 2
	for p := int8(0); p < 2; p++ {
		if s.line(p + 1) {
			s.Winner = p
		}
	}
	return s
}

// Cell is a TicTacToe move: the cell marked.
type Cell int8

// String returns "cell N".
func (c Cell) String() string { return "cell " + strconv.Itoa(int(c)) }

var lines = [8][3]int8{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func (s *TicTacToeState) line(mark int8) bool {
	for _, l := range lines {
		if s.Board[l[0]] == mark && s.Board[l[1]] == mark && s.Board[l[2]] == mark {
			return true
		}
	}
	return false
}

// TicTacToe is the search adapter of TicTacToeState.
type TicTacToe struct{}

// Players returns 2.
func (TicTacToe) Players(*TicTacToeState) int { return 2 }

// ToMove returns the seat to move.
func (TicTacToe) ToMove(s *TicTacToeState) int { return int(s.Turn) }

// Over reports a line of three or a full board.
func (TicTacToe) Over(s *TicTacToeState) bool { return s.Winner >= 0 || s.Moves == 9 }

// Legal appends the empty cells.
func (TicTacToe) Legal(s *TicTacToeState, dst []Cell) []Cell {
	for i, m := range s.Board {
		if m == 0 {
			dst = append(dst, Cell(i))
		}
	}
	return dst
}

// Apply marks the cell.
func (TicTacToe) Apply(s *TicTacToeState, c Cell) error {
	if c < 0 || c > 8 || s.Board[c] != 0 || s.Winner >= 0 {
		return errIllegal(c)
	}
	s.Board[c] = s.Turn + 1
	s.Moves++
	if s.line(s.Turn + 1) {
		s.Winner = s.Turn
	}
	s.Turn = 1 - s.Turn
	return nil
}

// Reward is 1 for the winner, 0.5 each for a draw.
func (TicTacToe) Reward(s *TicTacToeState, dst []float64) {
	for p := range dst {
		switch s.Winner {
		case -1:
			dst[p] = 0.5
		case int8(p):
			dst[p] = 1
		default:
			dst[p] = 0
		}
	}
}
