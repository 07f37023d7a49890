package toy

// PennyMove is a move of Pennies.
type PennyMove int8

// The moves. Seat 0 plays Safe, Heads or Tails; seat 1 then guesses Heads
// or Tails. Hidden is how seat 1 sees seat 0's Heads or Tails.
const (
	PennyNone PennyMove = iota
	PennySafe
	PennyHeads
	PennyTails
	PennyHidden
)

var pennyNames = [...]string{"none", "safe", "heads", "tails", "hidden"}

// String returns the move's name.
func (m PennyMove) String() string {
	if int(m) < len(pennyNames) {
		return pennyNames[m]
	}
	return "penny?"
}

// PenniesState is a game of Pennies: seat 0 either plays safe, for a
// fixed reward, or puts a coin heads or tails under its hand; seat 1 then
// guesses heads or tails without seeing the coin. A right guess wins for
// seat 1, a wrong one for seat 0. Against a guesser who cannot see the
// coin, hiding it is worth 1/2 to seat 0; against one who could see it,
// it is worth nothing and playing safe is better.
type PenniesState struct {
	Coin, Guess PennyMove
}

// Pennies is the search adapter of PenniesState, with the reward of
// playing safe. It implements search.Observer: seat 1 sees Heads and
// Tails as Hidden.
type Pennies struct {
	Safe float64
}

// Players returns 2.
func (Pennies) Players(*PenniesState) int { return 2 }

// ToMove returns 0 before the coin, 1 before the guess.
func (Pennies) ToMove(s *PenniesState) int {
	if s.Coin == PennyNone {
		return 0
	}
	return 1
}

// Over reports whether seat 1 has guessed.
func (Pennies) Over(s *PenniesState) bool { return s.Guess != PennyNone }

// Legal appends the moves of the seat to move.
func (g Pennies) Legal(s *PenniesState, dst []PennyMove) []PennyMove {
	if s.Coin == PennyNone {
		return append(dst, PennySafe, PennyHeads, PennyTails)
	}
	return append(dst, PennyHeads, PennyTails)
}

// Apply plays the move.
func (g Pennies) Apply(s *PenniesState, m PennyMove) error {
	switch {
	case s.Coin == PennyNone && m >= PennySafe && m <= PennyTails:
		s.Coin = m
	case s.Coin != PennyNone && s.Guess == PennyNone && (m == PennyHeads || m == PennyTails):
		s.Guess = m
	default:
		return errIllegal(m)
	}
	return nil
}

// Reward scores the coin against the guess.
func (g Pennies) Reward(s *PenniesState, dst []float64) {
	switch {
	case s.Coin == PennySafe:
		dst[0] = g.Safe
	case s.Coin == s.Guess:
		dst[0] = 0
	default:
		dst[0] = 1
	}
	dst[1] = 1 - dst[0]
}

// Observe hides the coin from seat 1.
func (Pennies) Observe(_ *PenniesState, mover, viewer int, m PennyMove) (PennyMove, uint64) {
	if mover == 0 && viewer == 1 && (m == PennyHeads || m == PennyTails) {
		return PennyHidden, 0
	}
	return m, 0
}

// PenniesDeterminizer samples the coin for seat 1, who saw only that it
// is hidden (or that seat 0 played safe): heads or tails, evenly.
type PenniesDeterminizer struct {
	View PenniesState // Coin is PennyHidden or PennySafe
}

// Determinize writes a sample into dst.
func (d *PenniesDeterminizer) Determinize(dst *PenniesState, seed uint64) {
	*dst = d.View
	if dst.Coin == PennyHidden {
		dst.Coin = PennyHeads + PennyMove(seed>>63)
	}
}
