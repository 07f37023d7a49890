package ares

// Game is The Ares Project as package sim/play plays it (play.Rules): the
// state's rules, each seat's View (State.ViewInto) and observation of an
// action (State.Seen, State.ObservationInto), and rewards of 1 for a win,
// 0 for a loss and shares for a draw. It is a zero-size value; every
// search and loop may share it.
//
// A decision with one legal action is played without asking the bot
// (AutoForced): no Ares bot draws from its generator on such a decision.
type Game struct{}

// Observation is what one seat observed of one action: the seat that
// made it, the action as the seat saw it (State.Seen: a card played face
// down shows that a card was played, not which) and the seat's
// observation of the state after it (State.ObservationInto: its View,
// with the bases whose screens just went back up as they stood).
type Observation struct {
	// Mover is the seat that made the action; -1 before the first action.
	Mover int
	// Action is the action as the seat saw it.
	Action Action
	// View is the seat's observation of the state after the action.
	View State
}

// Players returns the number of seats.
func (Game) Players(s *State) int { return s.NumPlayers() }

// ToMove returns the seat to move.
func (Game) ToMove(s *State) int { return s.ToMove() }

// Over reports whether the game has ended.
func (Game) Over(s *State) bool { return s.Over() }

// Legal appends the legal actions to dst.
func (Game) Legal(s *State, dst []Action) []Action { return s.Legal(dst) }

// Apply applies a (State.Apply).
func (Game) Apply(s *State, a Action) error { return s.Apply(a) }

// Reward writes each seat's reward for the finished game s: 1 for the
// winner (both teammates in a Team Match), 0 for the others; on a draw,
// an equal share for each side tied on the most points among those still
// in.
func (Game) Reward(s *State, dst []float64) {
	clear(dst)
	team := s.Mode() == Team
	if w := s.Result().Winner; w >= 0 {
		dst[w] = 1
		if team {
			dst[w^1] = 1
		}
		return
	}
	best, tied := -1, 0
	for p := range dst {
		if s.Eliminated(p) || (team && p%2 == 1) {
			continue
		}
		switch pts := s.Points(p); {
		case pts > best:
			best, tied = pts, 1
		case pts == best:
			tied++
		}
	}
	for p := range dst {
		if !s.Eliminated(p) && !(team && p%2 == 1) && s.Points(p) == best {
			dst[p] = 1 / float64(tied)
			if team {
				dst[p+1] = dst[p]
			}
		}
	}
}

// Observe returns what viewer sees of a (State.Seen). Chance inside Apply
// (dice, draws) is not told apart: the search's trees are open-loop over
// it.
func (Game) Observe(after *State, mover, viewer int, a Action) (Action, uint64) {
	return after.Seen(mover, viewer, a), 0
}

// View writes seat's View of s into v (State.ViewInto).
func (Game) View(s *State, seat int, v *State) { s.ViewInto(seat, v) }

// Mark does nothing: an Ares observation needs nothing of the state
// before the action.
func (Game) Mark(*State, *Observation) {}

// Observation writes into o what viewer observed of a, just applied by
// mover to reach s; at the start (mover -1) o.View is the seat's View.
func (Game) Observation(s *State, mover, viewer int, a Action, o *Observation) {
	o.Mover = mover
	if mover < 0 {
		o.Action = Action{}
		s.ViewInto(viewer, &o.View)
		return
	}
	o.Action = s.Seen(mover, viewer, a)
	s.ObservationInto(viewer, &o.View)
}

// AutoForced reports that the loop plays a forced move without asking
// the bot.
func (Game) AutoForced() bool { return true }
