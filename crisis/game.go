package crisis

// Game is the Crisis mode as package sim/play plays it (play.Rules): the
// state's rules, each player's View (State.ViewInto), and the team's
// shared reward: 1 for every seat when the team wins, 0 when it loses. The
// table is open (Ruling C8): every player sees every action in full. It is
// a zero-size value; every search and loop may share it.
//
// Bots are asked every decision, forced ones included, as they always
// were: a bot's generator draws on them.
type Game struct{}

// Observation is what one player saw of one action: at the open table,
// the action itself and the player's View after it.
type Observation struct {
	// Mover is the player who made the action; -1 before the first
	// action.
	Mover int
	// Action is the action (every player sees it in full).
	Action Action
	// View is the player's View after the action.
	View View
}

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

// Reward is the team's: 1 for every seat on a win, 0 on a loss.
func (Game) Reward(s *State, dst []float64) {
	w := 0.0
	if s.Outcome() == Won {
		w = 1
	}
	for i := range dst {
		dst[i] = w
	}
}

// Observe shows every player the action in full (Ruling C8).
func (Game) Observe(_ *State, _, _ int, a Action) (Action, uint64) { return a, 0 }

// View writes player p's View of s into v (State.ViewInto).
func (Game) View(s *State, p int, v *View) { s.ViewInto(p, v) }

// Mark does nothing: an observation at the open table needs nothing of
// the state before the action.
func (Game) Mark(*State, *Observation) {}

// Observation writes into o what player viewer observed of action a, just
// applied by player mover to reach s; at the start (mover -1) the zero
// action.
func (Game) Observation(s *State, mover, viewer int, a Action, o *Observation) {
	o.Mover, o.Action = mover, a
	if mover < 0 {
		o.Action = Action{}
	}
	s.ViewInto(viewer, &o.View)
}
