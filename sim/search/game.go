package search

// Game is what an engine supplies for the search to play it. S is the
// engine's state, a value type that copies completely by assignment; A is
// its action, a small comparable value. The search calls the methods with
// pointers into its own buffers, so an implementation must not keep them.
//
// A Game is usually a zero-size adapter type whose methods call the
// engine's own; it may hold read-only configuration (a rules table, a
// payoff matrix) shared by every search.
type Game[S any, A comparable] interface {
	// Players returns the number of seats, the length of a reward vector.
	Players(s *S) int
	// ToMove returns the seat whose decision s waits for. It is called
	// only when Over(s) is false.
	ToMove(s *S) int
	// Over reports whether the game has ended.
	Over(s *S) bool
	// Legal appends the legal actions of the seat to move to dst and
	// returns it. A state that is not over has at least one. The order
	// should be the same from one call to the next for the same decision
	// (the search then finds its statistics at once); any order is
	// correct.
	Legal(s *S, dst []A) []A
	// Apply plays a, one of Legal(s), in place. Dice and shuffles inside
	// come from the generator held in s. An error means the engine
	// rejected an action it listed: the search stops and returns it.
	Apply(s *S, a A) error
	// Reward writes each seat's reward for the finished game s into dst
	// (len(dst) == Players(s)): 1 for a win, 0 for a loss, a share
	// between for a draw or a shared place, all in [0, 1]. Teammates
	// (Team Match, a co-operative game) get the same reward: the team's.
	// Each seat maximises its own entry, so a game with more than two
	// seats backs up the whole vector (max^n).
	Reward(s *S, dst []float64)
}

// Determinizer samples the full states a player cannot tell from the real
// one: one of them is the player's information set.
//
// Determinize writes into dst a full state consistent with everything
// the searching player knows (its View of the game and its own memory of
// what it saw: cards revealed, cards passed, choices shown). Every fact
// the player can see is equal to the real game's, every count agrees
// (hand sizes, deck sizes, cards per place), and the cards it cannot see
// come from the pool it cannot see, uniformly unless play has revealed
// more. dst is the search's buffer and holds an earlier sample (or the
// zero state): the determinizer overwrites all of it.
//
// The state's own generator must then be reseeded from seed, so that the
// dice and shuffles Apply makes differ from one iteration to the next and
// are the same from one run to the next. The search derives seed from
// the decision's seed and the iteration's index. The determinizer may use
// seed for its own sampling as well (a generator seeded with it, say,
// then the state's seeded from another draw of it).
//
// For a perfect-information game the determinizer copies the real state
// and reseeds its generator.
type Determinizer[S any] interface {
	Determinize(dst *S, seed uint64)
}

// The optional interfaces below add to a Game what the search uses when
// it is there. New detects them once.

// Observer is implemented by a Game whose seats do not see every action
// in full, or see chance outcomes the search should tell apart.
//
// Observe returns what seat viewer sees of action a, just played by seat
// mover and leading to state after: seen is the action with what the
// viewer cannot see blanked (a card played face down shows its place but
// not which card; a secret phase pick shows that a pick was made), and
// outcome is a summary of what the viewer saw happen inside Apply (dice
// rolled, a card drawn face up, a card glimpsed), 0 when nothing it would
// decide on. A mover sees its own action: Observe must return a itself
// when viewer == mover. Two transitions a viewer cannot tell apart must
// give equal (seen, outcome); transitions it can tell apart should give
// different ones, or its tree merges them.
//
// Without an Observer every action is public and chance is not told
// apart (an open-loop tree: the statistics after an action average over
// its outcomes).
type Observer[S any, A comparable] interface {
	Observe(after *S, mover, viewer int, a A) (seen A, outcome uint64)
}

// Evaluator is implemented by a Game that can judge a state before its
// end. Evaluate writes each seat's estimated reward (a win probability,
// in [0, 1]) into dst (len(dst) == Players(s)). It is required when
// Config.RolloutDepth truncates rollouts; FitLogistic turns an engine's
// score into such a probability.
type Evaluator[S any] interface {
	Evaluate(s *S, dst []float64)
}

// RolloutPolicy is implemented by a Game with a cheap policy for the
// rollouts: RolloutAction returns one of legal (len(legal) >= 2) for the
// seat to move in s, drawing any randomness from r. Without it rollouts
// play uniformly random legal actions.
type RolloutPolicy[S any, A comparable] interface {
	RolloutAction(s *S, legal []A, r *Rand) A
}

// PriorPolicy is implemented by a Game whose policy can score actions.
// Prior writes a score for each of legal into dst (len(dst) ==
// len(legal)), higher for an action a good player would rather look at;
// the search turns them into probabilities with a softmax at
// Config.PriorTemperature. They steer the search when Config.PriorWeight
// is positive (progressive bias under UCT) or Config.Selection is PUCT.
type PriorPolicy[S any, A comparable] interface {
	Prior(s *S, legal []A, dst []float64)
}

// FixedPolicy is implemented by a Game that takes some decisions inside
// the tree by a fixed policy instead of searching them (battle
// micro-decisions, say, where the branching is large and a good local
// rule exists). FixedAction returns the action and true for such a
// decision, or false to let the search choose. A fixed decision takes no
// step in the tree: like a chance event, only its Observe outcome is
// kept (see Observer). The decision being searched (the root) is never
// fixed; rollouts use the RolloutPolicy, not this.
type FixedPolicy[S any, A comparable] interface {
	FixedAction(s *S, legal []A, r *Rand) (A, bool)
}
