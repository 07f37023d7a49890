package odds

import (
	"slices"

	"github.com/aresim/aresim/ares"
)

// InitialLine returns the battle line that fights round 1: the explicit
// line or the one the tactics place, after round 1's Emergency Defense and
// Reorganization, with Base Card columns at the ends in a base attack.
// Reorganization may change it in later rounds.
func InitialLine(s *Setup) []Column {
	b := s.Start
	newDecider(s.Tactics).prepare(&b)
	return lineOf(s, &b)
}

// lineOf reads the battle line of b.
func lineOf(s *Setup, b *ares.Battle) []Column {
	var cols []Column
	if b.HasBaseCards() {
		cols = append(cols, Column{BaseCard: true})
	}
	for c := 0; c < b.Columns(); c++ {
		var col Column
		for _, side := range []ares.Side{ares.Attacker, ares.Defender} {
			var ids []int
			for i := 0; i < b.NumForces(); i++ {
				if f := b.Force(i); f.Side() == side && f.InBattle() && f.Column() == c {
					ids = append(ids, i)
				}
			}
			slices.SortFunc(ids, func(x, y int) int { return b.Force(x).Rank() - b.Force(y).Rank() })
			for _, i := range ids {
				if side == ares.Attacker {
					col.Attacker = append(col.Attacker, s.Name(i))
				} else {
					col.Defender = append(col.Defender, s.Name(i))
				}
			}
		}
		cols = append(cols, col)
	}
	if b.HasBaseCards() {
		cols = append(cols, Column{BaseCard: true})
	}
	return cols
}
