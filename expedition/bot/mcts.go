package bot

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/search"
)

// DefaultMCTSIterations is the search agent's budget when none is given:
// iterations per decision (see docs for the sweep that chose it).
const DefaultMCTSIterations = 400

// MCTSConfig returns the search agent's configuration for a budget of
// iterations per decision (0 for DefaultMCTSIterations): PUCT selection
// with the heuristic's priors, one tree per player (each player's secret
// choices stay secret from the others), and rollouts of a few actions by
// the heuristic, judged by the leaf evaluation.
func MCTSConfig(iterations int) search.Config {
	if iterations == 0 {
		iterations = DefaultMCTSIterations
	}
	return search.Config{
		Iterations:   iterations,
		Selection:    search.PUCT,
		Exploration:  1,
		RolloutDepth: 20,
		Observers:    search.MultipleObserver,
	}
}

// MCTS is the search agent: an information-set Monte Carlo tree search
// (package sim/search) over the games its player cannot tell from the
// real one. At each decision with more than one legal action it samples,
// per iteration, a full game consistent with its View and its Memory
// (expedition.Determinizer), walks its trees (one per player, over what
// that player observes) with PUCT guided by the heuristic's choices,
// plays on with the heuristic for a few actions, and backs up every
// player's expected rank reward, judged from the players' worth by a
// logistic curve fitted on self-play (or the real result when the game
// ends first). It chooses the action tried most.
//
// It remembers what it observed (Observer): play it with Play or a Table
// so that it sees every action. Everything random comes from its seed and
// the decision's index, so a game between seeded bots is reproducible; the
// budget is iterations, never time. An MCTS panics if the engine rejects
// an action the search found legal or its View cannot be determinized:
// both are programming errors, never a player's input.
type MCTS struct {
	search    *search.Search[expedition.State, expedition.Action]
	game      *searchGame
	det       countingDeterminizer
	mem       expedition.Memory
	seed      uint64
	decisions uint64
	legal     []expedition.Action
	// searched and iterations count the decisions searched and their
	// iterations over the agent's life.
	searched, iterations int
}

// NewMCTS returns a search agent of budget iterations per decision (0 for
// DefaultMCTSIterations), seeded with seed.
func NewMCTS(budget int, seed uint64) *MCTS {
	m, err := NewMCTSWith(MCTSConfig(budget), seed)
	if err != nil {
		panic(err) // MCTSConfig is valid for every budget >= 0
	}
	return m
}

// NewMCTSWith returns a search agent with configuration cfg (see
// MCTSConfig for the default), seeded with seed. It returns an error
// wrapping search.ErrConfig for a configuration the search refuses.
func NewMCTSWith(cfg search.Config, seed uint64) (*MCTS, error) {
	g := newSearchGame(search.DeriveSeed(seed, 1))
	s, err := search.New[expedition.State, expedition.Action](g, cfg)
	if err != nil {
		return nil, fmt.Errorf("expedition/bot: %w", err)
	}
	m := &MCTS{search: s, game: g, seed: seed, legal: make([]expedition.Action, 0, 64)}
	m.det.game = g
	return m, nil
}

// Config returns the agent's search configuration, defaults filled in.
func (m *MCTS) Config() search.Config { return m.search.Config() }

// Stats returns the statistics of the agent's last searched decision.
func (m *MCTS) Stats() search.Stats { return m.search.Stats() }

// Observe records what the agent's player saw of an action (Observer).
func (m *MCTS) Observe(o *expedition.Observation, v *expedition.View) { m.mem.Observe(o, v) }

// Act searches the decision and returns the action tried most.
func (m *MCTS) Act(v *expedition.View) expedition.Action {
	m.mem.Observe(nil, v)
	m.legal = v.Legal(m.legal[:0])
	if len(m.legal) == 1 {
		return m.legal[0]
	}
	if err := m.det.det.Reset(v, &m.mem); err != nil {
		panic(fmt.Sprintf("expedition/bot: MCTS: %v", err))
	}
	seed := search.DeriveSeed(search.DeriveSeed(m.seed, 0), m.decisions)
	m.decisions++
	a, err := m.search.Choose(&m.det, m.legal, seed)
	if err != nil {
		panic(fmt.Sprintf("expedition/bot: MCTS: %v", err))
	}
	m.searched++
	m.iterations += m.search.Stats().Iterations
	return a
}
