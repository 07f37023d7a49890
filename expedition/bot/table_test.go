package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/play"
)

// act returns b's choice at the decision View v shows.
func act(b Bot, v *expedition.View) expedition.Action { return b.Choose(v, v.Legal(nil)) }

// table applies the actions of a game a test plays step by step, showing
// them to the observing bots as play.Play does.
type table struct {
	view expedition.View
	obs  expedition.Observation
}

// View writes player p's View of s into the table's buffer and returns it.
func (t *table) View(s *expedition.State, p int) *expedition.View {
	s.ViewInto(p, &t.view)
	return &t.view
}

// Apply applies a, the action of the player to move, and shows it to the
// bots that observe.
func (t *table) Apply(s *expedition.State, bots []Bot, a expedition.Action) error {
	var g expedition.Game
	mover := s.ToMove()
	g.Mark(s, &t.obs)
	if err := s.Apply(a); err != nil {
		return err
	}
	for q, b := range bots[:s.Players()] {
		if o, ok := b.(play.Observer[expedition.Observation]); ok {
			g.Observation(s, mover, q, a, &t.obs)
			o.Observe(&t.obs)
		}
	}
	return nil
}
