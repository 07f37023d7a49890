package odds

import "github.com/aresim/aresim/ares"

// Names of the Base Cards in a to-hit table.
const (
	BaseCardLeft  = "baseCard left"
	BaseCardRight = "baseCard right"
)

// ToHit is one entry of a to-hit table.
type ToHit struct {
	Firer  string `json:"firer"`
	Target string `json:"target"`
	// Value is the to-hit number (Ruling A11: rating, +1 Flanking, minus
	// the position modifier), or nil when the firer rolls no dice at the
	// target (an X rating, a number below zero, or zero with one unit).
	Value *int `json:"value"`
}

// ToHitTable lists, for the setup's explicit battle line (Setup.Line, as
// placed, before round 1's Reorganization; or the two Forces of a Raid), the
// to-hit number of every Force in the line against every enemy Force in the
// line and, for the attacker in a base attack, the two Base Cards. Without
// an explicit line it lists the line the tactics place (InitialLine).
func ToHitTable(s *Setup) ([]ToHit, error) {
	var view ares.Battle
	if s.Line != nil {
		v, err := s.Start.LineView(s.Line)
		if err != nil {
			return nil, badSpec("line", "%v", err)
		}
		view = v
	} else {
		view = s.Start
		newDecider(s.Tactics).prepare(&view)
	}
	b := &view
	out := []ToHit{}
	for i := 0; i < b.NumForces(); i++ {
		f := b.Force(i)
		if !inLine(f) {
			continue
		}
		add := func(target uint8, name string) {
			e := ToHit{Firer: s.Name(i), Target: name}
			if n, _ := b.Dice(i, target); n > 0 {
				v, _ := b.ToHit(i, target)
				e.Value = &v
			}
			out = append(out, e)
		}
		for t := 0; t < b.NumForces(); t++ {
			if g := b.Force(t); g.Side() != f.Side() && inLine(g) {
				add(uint8(t), s.Name(t))
			}
		}
		if b.HasBaseCards() && f.Side() == ares.Attacker {
			add(ares.TargetBaseLeft, BaseCardLeft)
			add(ares.TargetBaseRight, BaseCardRight)
		}
	}
	return out, nil
}
