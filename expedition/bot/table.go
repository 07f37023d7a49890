package bot

import "github.com/aresim/aresim/expedition"

// Observer is implemented by bots that watch the game between their
// decisions, as their seat sees it: every action applied, by any player
// and their own included. Play (and every loop that applies actions with
// a Table) calls Observe after each action with the seat's Observation of
// it (another player's card sold or kept shows as expedition.HiddenCard,
// a secret Planning card as Index 0 until the choices are revealed) and
// the seat's View after it. Both are valid during the call only. Bots
// that decide from the View alone need not implement it.
type Observer interface {
	Bot
	Observe(o *expedition.Observation, v *expedition.View)
}

// Table applies the actions of a game played by bots and tells each bot
// that implements Observer what its seat saw of every action. Play uses
// one; a loop of its own (one that logs, or takes some decisions itself)
// applies its actions with Apply instead of State.Apply so that observing
// bots can follow. The zero Table is ready. It holds a View buffer (about
// 7 KB) that View also lends for the decisions.
type Table struct {
	watch expedition.Watcher
	view  expedition.View
}

// View writes player p's View of s into the Table's buffer and returns it,
// valid until the next call of View or Apply.
func (t *Table) View(s *expedition.State, p int) *expedition.View {
	s.ViewInto(p, &t.view)
	return &t.view
}

// Apply applies a, the action of the player to move in s, and tells every
// bot of bots (one per seat) that implements Observer what its seat saw.
// A rejected action changes nothing and tells nobody.
func (t *Table) Apply(s *expedition.State, bots []Bot, a expedition.Action) error {
	watching := false
	for _, b := range bots {
		if _, ok := b.(Observer); ok {
			watching = true
			break
		}
	}
	mover := s.ToMove()
	if watching {
		t.watch.Mark(s)
	}
	if err := s.Apply(a); err != nil {
		return err
	}
	if !watching {
		return nil
	}
	for q := 0; q < s.Players() && q < len(bots); q++ {
		if o, ok := bots[q].(Observer); ok {
			obs := t.watch.Observation(s, mover, q, a)
			s.ViewInto(q, &t.view)
			o.Observe(&obs, &t.view)
		}
	}
	return nil
}
