package toy

import "strconv"

// NimMaxTake is the most stones a Nim move takes.
const NimMaxTake = 3

// NimState is a game of Nim on one heap: in turn the seats take 1 to
// NimMaxTake stones, and whoever takes the last stone wins. With four
// seats it is the team game: seats 0 and 2 against 1 and 3, the team of
// the seat that takes the last stone wins, both its seats alike.
type NimState struct {
	Heap  int8
	Seats int8
	Turn  int8
	Last  int8 // the seat that took the last stone, -1 while stones remain
}

// NewNim returns a heap of heap stones for seats seats (2, or 4 for the
// team game), seat 0 to move.
func NewNim(heap, seats int) NimState {
	return NimState{Heap: int8(heap), Seats: int8(seats), Last: -1}
}

// NimTake is a Nim move: the number of stones taken.
type NimTake int8

// String returns "take N".
func (t NimTake) String() string { return "take " + strconv.Itoa(int(t)) }

// Nim is the search adapter of NimState.
type Nim struct{}

// Players returns the number of seats.
func (Nim) Players(s *NimState) int { return int(s.Seats) }

// ToMove returns the seat to move.
func (Nim) ToMove(s *NimState) int { return int(s.Turn) }

// Over reports whether the heap is empty.
func (Nim) Over(s *NimState) bool { return s.Heap == 0 }

// Legal appends the takes the heap allows.
func (Nim) Legal(s *NimState, dst []NimTake) []NimTake {
	for t := NimTake(1); t <= NimMaxTake && int8(t) <= s.Heap; t++ {
		dst = append(dst, t)
	}
	return dst
}

// Apply takes the stones.
func (Nim) Apply(s *NimState, t NimTake) error {
	if t < 1 || t > NimMaxTake || int8(t) > s.Heap {
		return errIllegal(t)
	}
	s.Heap -= int8(t)
	if s.Heap == 0 {
		s.Last = s.Turn
	}
	s.Turn = (s.Turn + 1) % s.Seats
	return nil
}

// Reward gives 1 to the seat (or the team) that took the last stone.
func (Nim) Reward(s *NimState, dst []float64) {
	for p := range dst {
		dst[p] = 0
		if p%2 == int(s.Last)%2 && (s.Seats == 4 || p == int(s.Last)) {
			dst[p] = 1
		}
	}
}

// NimBest returns the winning take from a heap (heap mod (NimMaxTake+1)),
// or 0 when every take loses against best play.
func NimBest(heap int) NimTake { return NimTake(heap % (NimMaxTake + 1)) }
