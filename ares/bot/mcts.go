package bot

import (
	"fmt"
	"time"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/search"
)

// DefaultMCTSIterations is the search agent's budget when none is given:
// the iterations per decision of the bot named "mcts". It is the smallest
// budget of the sweep against the heuristic at which the agent wins at
// least 65% of both Basic Game mirror matches (docs/search.md), at about
// 20 ms of CPU a decision.
const DefaultMCTSIterations = 400

// MCTSConfig tunes the search agent. The zero value is the default agent.
type MCTSConfig struct {
	// Iterations is the budget: determinized iterations per decision; 0
	// means DefaultMCTSIterations.
	Iterations int
	// RolloutDepth is the number of actions a rollout plays with the
	// heuristic before the leaf evaluation judges it; 0 means
	// DefaultRolloutDepth, and search.LeafEvaluation (-1) evaluates where
	// the tree stops. The evaluation first fights out a battle in
	// progress.
	RolloutDepth int
	// UCT selects by UCT with availability counts and a progressive bias
	// of PriorWeight toward the priors, instead of PUCT (the default: an
	// action's mean reward plus Exploration·prior·√available/(1+visits),
	// see package search).
	UCT bool
	// Exploration is the selection constant; 0 means DefaultMCTSExploration.
	Exploration float64
	// PriorWeight is UCT's progressive bias weight; 0 means
	// DefaultPriorWeight. PUCT does not use it.
	PriorWeight float64
	// PriorTemperature is the softmax temperature that turns the
	// heuristic's action scores into priors; 0 means
	// DefaultPriorTemperature, or 1 for a guided search (the policy's
	// scores are log-probabilities up to a constant).
	PriorTemperature float64
	// NoPriors leaves the heuristic's scores out: PUCT then takes every
	// prior as equal, and UCT tries untried actions in a seeded random
	// order.
	NoPriors bool
	// SearchBattles searches the battle micro-decisions (placing the
	// battle line, fire targets, rerolls, Emergency Defense, the Empty
	// Building destroyed), both in the tree and those the agent itself is
	// asked, instead of taking them by the heuristic's tactics.
	SearchBattles bool
	// SearchOwnBattles searches the battle micro-decisions the agent
	// itself is asked, leaving those inside the tree to the tactics.
	SearchOwnBattles bool
	// Observers is the number of trees (search.Config.Observers): one per
	// seat by default.
	Observers search.Observers
	// Duration, when positive, also stops a decision after this much wall
	// time. Not reproducible: leave it zero in studies.
	Duration time.Duration
	// Guide, when set, guides the search with learned models: the
	// policy's scores are the priors, and the value model judges the
	// leaves (with no rollout unless RolloutDepth asks for one).
	Guide *learn.Weights
}

// Defaults of the zero MCTSConfig.
const (
	DefaultRolloutDepth     = 10
	DefaultMCTSExploration  = 0.7
	DefaultPriorWeight      = 1
	DefaultPriorTemperature = 0.25
)

// searchConfig returns the search.Config of c.
func (c MCTSConfig) searchConfig() search.Config {
	cfg := search.Config{Iterations: c.Iterations, Duration: c.Duration, Selection: search.PUCT,
		Exploration: c.Exploration, PriorTemperature: c.PriorTemperature,
		RolloutDepth: c.RolloutDepth, Observers: c.Observers}
	if cfg.Iterations == 0 {
		cfg.Iterations = DefaultMCTSIterations
	}
	if cfg.RolloutDepth == 0 {
		cfg.RolloutDepth = DefaultRolloutDepth
		if c.Guide != nil {
			cfg.RolloutDepth = search.LeafEvaluation
		}
	}
	if cfg.Exploration == 0 {
		cfg.Exploration = DefaultMCTSExploration
	}
	if cfg.PriorTemperature == 0 {
		cfg.PriorTemperature = DefaultPriorTemperature
		if c.Guide != nil {
			cfg.PriorTemperature = 1 // the policy's scores are log-odds already
		}
	}
	if c.UCT {
		cfg.Selection, cfg.PriorWeight = search.UCT, c.PriorWeight
		switch {
		case c.NoPriors:
			cfg.PriorWeight = 0
		case cfg.PriorWeight == 0:
			cfg.PriorWeight = DefaultPriorWeight
		}
	}
	return cfg
}

// MCTS is the search agent: an information-set Monte Carlo tree search
// (package sim/search, through play.Search) over the game as the bot's
// seat knows it. Each decision runs a fixed number of iterations; each
// samples a full game consistent with the seat's View and its Memory
// (ares.Determinizer), walks one tree per seat (what each seat sees of the
// others' actions: a card played behind a screen shows as a card played),
// plays a short rollout with the heuristic bot, and judges the position
// reached by the leaf evaluation (the battle in progress fought out, then
// each side's points and strength mapped to a chance of winning by curves
// fitted to self-play). The heuristic's action scores are the priors of
// its PUCT selection, and by default the heuristic's battle tactics take
// the battle micro-decisions, inside the tree and the agent's own: placing
// the battle line, fire targets and the like, which searching them made no
// stronger at the budgets measured (docs/search.md).
//
// It is deterministic: decision k (every decision it is asked counts) is
// seeded from (seed, k), so a game replays exactly at any worker count.
// It observes the game between its decisions (play.Observer) to remember
// the opponents' bases. One MCTS plays one seat of one game at a time;
// Reset readies it for another.
type MCTS struct {
	*play.Search[ares.State, ares.State, ares.Observation, ares.Action]
	cfg  MCTSConfig
	seat *seat
}

// aresSeeding derives decision k's seed as DeriveSeed(seed, k), counting
// every decision the agent is asked.
var aresSeeding = play.Seeding{EveryDecision: true, Derive: search.DeriveSeed}

// NewMCTS returns the search agent with a budget of iterations per
// decision (0 for DefaultMCTSIterations) and the other settings at their
// defaults, seeded with seed. It panics if iterations is negative.
func NewMCTS(iterations int, seed uint64) *MCTS {
	m, err := NewMCTSWith(MCTSConfig{Iterations: iterations}, seed)
	if err != nil {
		panic(err)
	}
	return m
}

// NewMCTSWith returns the search agent with settings cfg, seeded with
// seed, or an error naming a setting out of range.
func NewMCTSWith(cfg MCTSConfig, seed uint64) (*MCTS, error) {
	st := &seat{tactics: NewHeuristic(seed), searchTactics: cfg.SearchBattles || cfg.SearchOwnBattles}
	st.game = searchGame{policy: NewHeuristic(seed), fixedBattles: !cfg.SearchBattles}
	var game search.Game[ares.State, ares.Action] = priorGame{&st.game}
	switch {
	case cfg.Guide != nil:
		game = &guidedGame{searchGame: &st.game, guide: learn.NewGuide[ares.State, ares.Action](NewFeatures(), cfg.Guide)}
		st.guide = learn.NewGuide[ares.State, ares.Action](NewSeatFeatures(st.tactics), cfg.Guide)
	case cfg.NoPriors:
		game = &st.game
	}
	s, err := play.NewSearch(game, cfg.searchConfig(), play.Seat[ares.State, ares.State, ares.Observation, ares.Action](st), aresSeeding, seed)
	if err != nil {
		return nil, fmt.Errorf("bot: mcts: %w", err)
	}
	return &MCTS{Search: s, cfg: cfg, seat: st}, nil
}

// Config returns the agent's settings.
func (m *MCTS) Config() MCTSConfig { return m.cfg }

// Iterations returns the agent's budget per decision.
func (m *MCTS) Iterations() int { return m.Search.Config().Iterations }

// seat is the agent's seat (play.Seat): its memory of the opponents'
// bases, the determinizer fed by it, and the heuristic's battle tactics,
// which take the agent's own battle micro-decisions when they are not
// searched.
type seat struct {
	memory        ares.Memory
	det           ares.Determinizer
	game          searchGame
	tactics       *Heuristic
	searchTactics bool
	// guide, in a guided search, scores the seat's own decisions for the
	// root's priors with the policy's features as the learned bot sees
	// them: its heuristic (the tactics) remembers the game.
	guide *learn.Guide[ares.State, ares.Action]
}

// Reset forgets the game and reseeds the policies.
func (st *seat) Reset(seed uint64) {
	st.memory.Reset()
	st.game.policy.Reset(seed)
	st.tactics.Reset(seed)
}

// Observe records what the seat observed of the last action.
func (st *seat) Observe(o *ares.Observation) { st.memory.Observe(&o.View) }

// Look does nothing: the agent decides from the View it is handed.
func (st *seat) Look(*ares.State) {}

// Fixed takes a battle micro-decision by the heuristic's tactics, unless
// they are searched; for any other decision it lets the tactics remember
// what they know of the bases.
func (st *seat) Fixed(view *ares.State, legal []ares.Action) (ares.Action, bool) {
	if st.searchTactics {
		return ares.Action{}, false
	}
	if battleMicro(legal[0].Kind) {
		return st.tactics.Choose(view, legal), true
	}
	me := view.Viewer()
	if me < 0 {
		me = view.ToMove() // a full state, not a View
	}
	st.tactics.remember(view, me) // what the tactics know of the bases
	return ares.Action{}, false
}

// RootPrior implements play.RootPrior in a guided search: the policy's
// scores of the seat's legal actions, with the features the learned bot
// plays from, whose heuristic remembers what the seat saw. A sample has
// no such history, and the policy scores it worse: it was trained with
// the memory.
func (st *seat) RootPrior(view *ares.State, legal []ares.Action, dst []float64) bool {
	if st.guide == nil {
		return false
	}
	st.guide.Prior(view, legal, dst)
	return true
}

// Prepare sets the determinizer up from the View and the memory, and
// reseeds the search's heuristic for the decision.
func (st *seat) Prepare(view *ares.State, seed uint64) error {
	st.det.Reset(view, &st.memory)
	st.game.policy.Reset(search.DeriveSeed(seed, 1<<63))
	return nil
}

// Determinize samples a full game consistent with the View and the
// memory (ares.Determinizer).
func (st *seat) Determinize(dst *ares.State, seed uint64) { st.det.Determinize(dst, seed) }
