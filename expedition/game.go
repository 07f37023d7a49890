package expedition

// Game is Ares Expedition as package sim/play plays it (play.Rules): the
// state's rules, each player's View (State.ViewInto) and observation of
// an action (State.Seen, State.Revealed, Observation), and rank rewards
// (Result.RankRewards). It is a zero-size value; every search and loop
// may share it.
//
// Bots are asked every decision, forced ones included: the random bot
// weighs the plays that selling would make payable even where only one
// action is legal now.
type Game struct{}

// Players returns the number of players.
func (Game) Players(s *State) int { return s.Players() }

// ToMove returns the player to move, -1 when nobody can move.
func (Game) ToMove(s *State) int { return s.ToMove() }

// Over reports whether the game has ended.
func (Game) Over(s *State) bool { return s.Over() }

// Legal appends the legal actions to dst.
func (Game) Legal(s *State, dst []Action) []Action { return s.Legal(dst) }

// Apply applies a (State.Apply).
func (Game) Apply(s *State, a Action) error { return s.Apply(a) }

// Reward writes each player's rank reward for the finished game s
// (Result.RankRewards).
func (Game) Reward(s *State, dst []float64) {
	r := s.Result()
	r.RankRewards(dst)
}

// Observe shows each player the action as it saw it (State.Seen), and
// what the action revealed to everyone (State.Revealed). Cards drawn are
// not told apart: a search's statistics after a draw average over the
// cards.
func (Game) Observe(after *State, mover, viewer int, a Action) (Action, uint64) {
	return after.Seen(mover, viewer, a), after.Revealed(a)
}

// View writes player p's View of s into v (State.ViewInto).
func (Game) View(s *State, p int, v *View) { s.ViewInto(p, v) }

// Mark records in o the discard pile of s before an action, so that the
// observations of it tell whether cards left the pile.
func (Game) Mark(s *State, o *Observation) { o.mark.mark(s) }

// Observation writes into o what player viewer observed of action a,
// just applied by player mover to reach s (see Observation), and the
// viewer's View after it. At the start (mover -1) o holds the View and
// the zero action.
func (Game) Observation(s *State, mover, viewer int, a Action, o *Observation) {
	if mover < 0 {
		o.Mover, o.Action, o.DiscardLeft = mover, Action{}, false
	} else {
		o.Mover, o.Action, o.DiscardLeft = mover, s.Seen(mover, viewer, a), o.mark.left(s)
	}
	s.ViewInto(viewer, &o.View)
}

// RankRewards writes each player's reward for the final result r into
// dst: 1 for first place, 0 for last, evenly between (a player ahead of k
// of the n-1 others and tied with t gets (k + t/2)/(n-1)), so shared
// places split their rewards. A game the round cap stopped gives nobody
// anything (Ruling E8: it counts as unfinished, never as a win). Places
// go by VP, then by the tiebreak (Ruling E7).
func (r *Result) RankRewards(dst []float64) {
	n := r.Players
	for q := 0; q < n; q++ {
		if !r.Finished {
			dst[q] = 0
			continue
		}
		ahead := 0.0
		for o := 0; o < n; o++ {
			if o == q {
				continue
			}
			a, b := r.Scores[q], r.Scores[o]
			switch {
			case a.Total > b.Total || a.Total == b.Total && a.Tiebreak > b.Tiebreak:
				ahead++
			case a.Total == b.Total && a.Tiebreak == b.Tiebreak:
				ahead += 0.5
			}
		}
		dst[q] = ahead / float64(n-1)
	}
}
