package toy

import "github.com/aresim/aresim/internal/dice"

// RaceMove is a move of Race.
type RaceMove int8

// The moves: Hold scores RaceHold points, Roll scores a die roll.
const (
	RaceHoldMove RaceMove = iota
	RaceRollMove
)

// RaceHold is what holding scores.
const RaceHold = 2

// String returns "hold" or "roll".
func (m RaceMove) String() string {
	if m == RaceHoldMove {
		return "hold"
	}
	return "roll"
}

// RaceState is a dice race for two seats: in turn each holds, scoring
// RaceHold, or rolls a die inside Apply, scoring its face (1-6). The first
// to reach Target wins. The state holds its generator.
type RaceState struct {
	rng    dice.Rand
	Score  [2]int8
	Target int8
	Turn   int8
	Roll   int8 // the last roll, 0 after a hold
}

// NewRace returns a race to target, seat 0 to move, its dice seeded with
// seed.
func NewRace(target int, seed uint64) RaceState {
	return RaceState{rng: dice.New(seed), Target: int8(target)}
}

// Reseed reseeds the state's dice.
func (s *RaceState) Reseed(seed uint64) { s.rng = dice.New(seed) }

// Race is the search adapter of RaceState. Its tree averages each
// roll's statistics over the faces (an open-loop tree); RaceSeen tells
// the faces apart.
type Race struct{}

// RaceSeen is Race with the rolls observed: it implements
// search.Observer, showing every seat the face rolled, so a seat's tree
// branches on it (a closed-loop tree).
type RaceSeen struct{ Race }

// Players returns 2.
func (Race) Players(*RaceState) int { return 2 }

// ToMove returns the seat to move.
func (Race) ToMove(s *RaceState) int { return int(s.Turn) }

// Over reports a seat at the target.
func (Race) Over(s *RaceState) bool { return s.Score[0] >= s.Target || s.Score[1] >= s.Target }

// Legal appends hold and roll.
func (Race) Legal(_ *RaceState, dst []RaceMove) []RaceMove {
	return append(dst, RaceHoldMove, RaceRollMove)
}

// Apply holds or rolls.
func (g Race) Apply(s *RaceState, m RaceMove) error {
	if g.Over(s) || (m != RaceHoldMove && m != RaceRollMove) {
		return errIllegal(m)
	}
	gain := int8(RaceHold)
	s.Roll = 0
	if m == RaceRollMove {
		s.Roll = int8(s.rng.D6())
		gain = s.Roll
	}
	s.Score[s.Turn] += gain
	s.Turn = 1 - s.Turn
	return nil
}

// Reward gives 1 to the seat at the target.
func (Race) Reward(s *RaceState, dst []float64) {
	dst[0], dst[1] = 0, 0
	if s.Score[0] >= s.Target {
		dst[0] = 1
	} else {
		dst[1] = 1
	}
}

// Observe shows the roll to every seat.
func (RaceSeen) Observe(after *RaceState, _, _ int, m RaceMove) (RaceMove, uint64) {
	return m, uint64(after.Roll)
}

// RaceOdds returns the winning chances of the seat to move, with score
// mine against theirs in a race to target, if it holds and if it rolls,
// both seats playing best afterwards.
func RaceOdds(target, mine, theirs int) (hold, roll float64) {
	memo := map[[2]int]float64{}
	var win func(a, b int) float64 // the mover's chance with a against b
	win = func(a, b int) float64 {
		if v, ok := memo[[2]int{a, b}]; ok {
			return v
		}
		h, r := odds(target, a, b, win)
		v := max(h, r)
		memo[[2]int{a, b}] = v
		return v
	}
	return odds(target, mine, theirs, win)
}

func odds(target, a, b int, win func(a, b int) float64) (hold, roll float64) {
	after := func(score int) float64 {
		if score >= target {
			return 1
		}
		return 1 - win(b, score)
	}
	hold = after(a + RaceHold)
	for d := 1; d <= 6; d++ {
		roll += after(a+d) / 6
	}
	return hold, roll
}
