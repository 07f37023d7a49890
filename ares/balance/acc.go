package balance

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
)

// Acc is a study's accumulator: integer counts only, so merging is exact.
type Acc struct {
	// Matrix: row entrant beat column entrant, over the games they played
	// against each other (draws are not wins).
	Matrix sim.Matrix `json:"matrix"`
	// Field: each entrant's wins over all its games.
	Field sim.RateSet `json:"field"`
	// Seats: who won by seat; seat 0 plays first.
	Seats sim.Tally `json:"seats"`
	// Ends: how games ended.
	Ends sim.Tally `json:"ends"`
	// Turns and Battles: per game.
	Turns   sim.Histogram `json:"turns"`
	Battles sim.Histogram `json:"battles"`
	// Attacks: attacker success by kind of attack.
	Attacks sim.RateSet `json:"attacks"`
	// Units: for each unit, the battles its Forces fought that their side
	// won; UnitResources and UnitResourcesWon: the resources committed in
	// those battles (units at the start times cost), in all and in won
	// battles.
	Units            sim.RateSet `json:"units"`
	UnitResources    sim.Tally   `json:"unitResources"`
	UnitResourcesWon sim.Tally   `json:"unitResourcesWon"`
}

// NewAccumulator implements sim.Game.
func (st *Study) NewAccumulator() *Acc {
	return &Acc{
		Matrix:           sim.NewMatrix(st.labels.Entrants, st.labels.Entrants),
		Field:            sim.NewRateSet(st.labels.Entrants...),
		Seats:            sim.NewTally(seatLabels(st.players)...),
		Ends:             sim.NewTally(endLabels...),
		Attacks:          sim.NewRateSet(attackKinds...),
		Units:            sim.NewRateSet(st.labels.Units...),
		UnitResources:    sim.NewTally(st.labels.Units...),
		UnitResourcesWon: sim.NewTally(st.labels.Units...),
	}
}

// Merge implements sim.Accumulator.
func (a *Acc) Merge(o *Acc) {
	a.Matrix.Merge(&o.Matrix)
	a.Field.Merge(&o.Field)
	a.Seats.Merge(&o.Seats)
	a.Ends.Merge(&o.Ends)
	a.Turns.Merge(&o.Turns)
	a.Battles.Merge(&o.Battles)
	a.Attacks.Merge(&o.Attacks)
	a.Units.Merge(&o.Units)
	a.UnitResources.Merge(&o.UnitResources)
	a.UnitResourcesWon.Merge(&o.UnitResourcesWon)
}

// Rates implements sim.Accumulator: the rates a --precision run watches
// are the matchup cells that are played, each entrant against the field,
// and the first player's share of decisive games.
func (a *Acc) Rates() []sim.Rate {
	var out []sim.Rate
	rows := a.Matrix.Rows()
	for i := range rows {
		for j := range rows {
			if i != j || len(rows) == 1 {
				out = append(out, a.Matrix.At(i, j))
			}
		}
	}
	out = append(out, a.Field.Rates()...)
	return append(out, a.FirstPlayer())
}

// FirstPlayer is the first player's share of decisive games.
func (a *Acc) FirstPlayer() sim.Rate {
	n := len(a.Seats.Labels()) - 1
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	return a.Seats.ShareAmong(0, all...)
}

// recordGame records a finished game with entrants seats[p] at seat p
// (seat 0 plays first).
func (st *Study) recordGame(acc *Acc, s *ares.State, seats []int) {
	r := s.Result()
	won := func(p int) bool {
		return r.Winner >= 0 && s.Teammate(p, r.Winner)
	}
	if len(st.entrants) == 1 && len(seats) == 2 {
		acc.Matrix.Record(0, 0, won(0)) // a mirror: the first player's wins
	} else {
		for p := range seats {
			for q := range seats {
				if p != q && !s.Teammate(p, q) {
					acc.Matrix.Record(seats[p], seats[q], won(p))
				}
			}
		}
	}
	for p := range seats {
		acc.Field.Record(seats[p], won(p))
	}
	if r.Winner >= 0 {
		acc.Seats.Record(r.Winner)
	} else {
		acc.Seats.Record(len(seats))
	}
	switch r.Reason {
	case ares.Conquest:
		acc.Ends.Record(0)
	case ares.Points:
		acc.Ends.Record(1)
	case ares.FrontierTie:
		acc.Ends.Record(2)
	default:
		acc.Ends.Record(3)
	}
	acc.Turns.Observe(int64(r.Turns))
	acc.Battles.Observe(int64(r.Battles))
}

// recordBattle records the battle that just ended in s.
func (st *Study) recordBattle(acc *Acc, s *ares.State, seats []int) {
	info := s.BattleInfo()
	b := s.Battle()
	won := b.Outcome().AttackerWins()
	switch {
	case info.Kind == ares.FrontierBattle:
		acc.Attacks.Record(atkFrontier, won)
	case b.IsDeepStrike():
		acc.Attacks.Record(atkDeep, won)
	default:
		acc.Attacks.Record(atkBase, won)
	}
	for i := 0; i < b.NumForces(); i++ {
		f := b.Force(i)
		sp := f.Spec()
		if sp.Units == 0 || f.Unit() < 0 {
			continue // an Emergency Defense building that started empty
		}
		label := st.unitBase[st.entF[seats[f.Owner()]]] + f.Unit()
		sideWon := won == (f.Side() == ares.Attacker)
		acc.Units.Record(label, sideWon)
		res := int64(sp.Units) * int64(sp.Cost)
		acc.UnitResources.Add(label, res)
		if sideWon {
			acc.UnitResourcesWon.Add(label, res)
		}
	}
}
