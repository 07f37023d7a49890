package bot

import (
	"fmt"
	"time"

	"github.com/aresim/aresim/ares"
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
	// DefaultPriorTemperature.
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
	}
	if cfg.Exploration == 0 {
		cfg.Exploration = DefaultMCTSExploration
	}
	if cfg.PriorTemperature == 0 {
		cfg.PriorTemperature = DefaultPriorTemperature
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
// (package sim/search) over the game as the bot's seat knows it. Each
// decision runs a fixed number of iterations; each samples a full game
// consistent with the seat's View and its Memory (ares.Determinizer),
// walks one tree per seat (what each seat sees of the others' actions:
// a card played behind a screen shows as a card played), plays a short
// rollout with the heuristic bot, and judges the position reached by the
// leaf evaluation (the battle in progress fought out, then each side's
// points and strength mapped to a chance of winning by curves fitted to
// self-play). The heuristic's action scores are the priors of its PUCT
// selection, and by default the heuristic's battle tactics take the
// battle micro-decisions, inside the tree and the agent's own: placing
// the battle line, fire targets and the like, which searching them
// made no stronger at the budgets measured (docs/search.md).
//
// It is deterministic: decision k is seeded from (seed, k), so a game
// replays exactly at any worker count. It watches the game between its
// decisions (Watcher) to remember the opponents' bases. One MCTS plays
// one seat of one game at a time; Reset readies it for another.
type MCTS struct {
	cfg       MCTSConfig
	seed      uint64
	decisions uint64
	memory    ares.Memory
	det       ares.Determinizer
	game      searchGame
	search    *search.Search[ares.State, ares.Action]
	// tactics takes the agent's own battle micro-decisions when they are
	// not searched; it sees the agent's View at every decision.
	tactics *Heuristic
	// searched reports whether the last decision was searched.
	searched bool
}

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
	m := &MCTS{cfg: cfg, seed: seed, tactics: NewHeuristic(seed)}
	m.game = searchGame{policy: NewHeuristic(seed), fixedBattles: !cfg.SearchBattles}
	var game search.Game[ares.State, ares.Action] = priorGame{&m.game}
	if cfg.NoPriors {
		game = &m.game
	}
	s, err := search.New(game, cfg.searchConfig())
	if err != nil {
		return nil, fmt.Errorf("bot: mcts: %w", err)
	}
	m.search = s
	return m, nil
}

// Config returns the agent's settings.
func (m *MCTS) Config() MCTSConfig { return m.cfg }

// Iterations returns the agent's budget per decision.
func (m *MCTS) Iterations() int { return m.search.Config().Iterations }

// Reset readies the agent for a new game, seeded with seed, as if made
// anew; it keeps its buffers.
func (m *MCTS) Reset(seed uint64) {
	m.seed, m.decisions = seed, 0
	m.memory.Reset()
	m.game.policy.Reset(seed)
	m.tactics.Reset(seed)
}

// Watch records what the agent's seat observed of the last action.
func (m *MCTS) Watch(obs *ares.State, _ int, _ ares.Action) { m.memory.Observe(obs) }

// Choose searches the decision and returns one of legal. It panics if the
// search fails, which means the engine broke its contract (an action it
// listed rejected, a sample that contradicts the View).
func (m *MCTS) Choose(view *ares.State, legal []ares.Action) ares.Action {
	k := m.decisions
	m.decisions++
	m.searched = false
	if len(legal) == 1 {
		return legal[0]
	}
	if tactics := !m.cfg.SearchBattles && !m.cfg.SearchOwnBattles; tactics {
		if battleMicro(legal[0].Kind) {
			return m.tactics.Choose(view, legal)
		}
		me := view.Viewer()
		if me < 0 {
			me = view.ToMove() // a full state, not a View
		}
		m.tactics.remember(view, me) // what the tactics know of the bases
	}
	seed := search.DeriveSeed(m.seed, k)
	m.det.Reset(view, &m.memory)
	m.game.policy.Reset(search.DeriveSeed(seed, 1<<63))
	m.searched = true
	a, err := m.search.Choose(&m.det, legal, seed)
	if err != nil {
		panic(fmt.Sprintf("bot: mcts: decision %d: %v", k, err))
	}
	return a
}

// Stats returns the last decision's search statistics: zero for a
// decision not searched (one legal action, or a battle micro-decision
// taken by the battle tactics).
func (m *MCTS) Stats() search.Stats {
	if !m.searched {
		return search.Stats{}
	}
	return m.search.Stats()
}

// RootStats appends the last decision's statistics of each legal action
// to dst.
func (m *MCTS) RootStats(dst []search.ActionStats[ares.Action]) []search.ActionStats[ares.Action] {
	if !m.searched {
		return dst
	}
	return m.search.RootStats(dst)
}
