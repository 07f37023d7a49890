package bot

import (
	"fmt"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim/search"
)

// DefaultMCTSIterations is the search agent's budget when none is given:
// iterations per decision (docs/search.md shows the sweep that chose it).
const DefaultMCTSIterations = 50

// MCTSConfig returns the search agent's configuration for a budget of
// iterations per decision (0 for DefaultMCTSIterations): PUCT selection
// with the heuristic's choice as the prior, one tree (the table is open
// and the team shares one reward, so every seat observes the same), and
// rollouts of a few actions by the team heuristic, judged by the leaf
// evaluation.
func MCTSConfig(iterations int) search.Config {
	if iterations == 0 {
		iterations = DefaultMCTSIterations
	}
	return search.Config{
		Iterations:   iterations,
		Selection:    search.PUCT,
		Exploration:  1,
		RolloutDepth: 12,
		Observers:    search.SingleObserver,
	}
}

// MCTS is the search agent for one seat of the Crisis team: an
// information-set Monte Carlo tree search (package sim/search) over the
// games its player cannot tell from the real one. At each decision with
// more than one legal action it samples, per iteration, a full game
// consistent with its View (crisis.Determinizer: the project deck and
// pile, the Crisis deck by tiers, the dummy hand), walks its tree with
// PUCT guided by the team heuristic's choice, plays on with the team
// heuristic in every seat for a few actions, and backs up the team's
// reward: 1 for every seat when the team wins, 0 when it loses, and
// before the end the leaf evaluation's chance of a win (leaf.go). It
// chooses the action tried most.
//
// The table is open (Ruling C8) and every action shows to every player,
// so the agent needs no memory of the game beyond its View: it decides
// from the View alone, like the other Crisis bots. Everything random comes
// from its seed and the decision's index, so a game between seeded bots
// is reproducible; the budget is iterations, never time. An MCTS panics if
// the engine rejects an action the search found legal or its View cannot
// be determinized: both are programming errors, never a player's input.
type MCTS struct {
	search    *search.Search[crisis.State, crisis.Action]
	game      *searchGame
	det       crisis.Determinizer
	seed      uint64
	decisions uint64
	legal     []crisis.Action
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
	s, err := search.New[crisis.State, crisis.Action](g, cfg)
	if err != nil {
		return nil, fmt.Errorf("crisis/bot: %w", err)
	}
	return &MCTS{search: s, game: g, seed: seed, legal: make([]crisis.Action, 0, 128)}, nil
}

// Config returns the agent's search configuration, defaults filled in.
func (m *MCTS) Config() search.Config { return m.search.Config() }

// Stats returns the statistics of the agent's last searched decision.
func (m *MCTS) Stats() search.Stats { return m.search.Stats() }

// Searched returns the decisions the agent searched (those with more than
// one legal action) and their iterations, over its life.
func (m *MCTS) Searched() (decisions, iterations int) { return m.searched, m.iterations }

// Act searches the decision and returns the action tried most.
func (m *MCTS) Act(v *crisis.View) crisis.Action {
	m.legal = v.Legal(m.legal[:0])
	if len(m.legal) == 1 {
		return m.legal[0]
	}
	if err := m.det.Reset(v); err != nil {
		panic(fmt.Sprintf("crisis/bot: MCTS: %v", err))
	}
	seed := search.DeriveSeed(search.DeriveSeed(m.seed, 0), m.decisions)
	m.decisions++
	a, err := m.search.Choose(&m.det, m.legal, seed)
	if err != nil {
		panic(fmt.Sprintf("crisis/bot: MCTS: %v", err))
	}
	m.searched++
	m.iterations += m.search.Stats().Iterations
	return a
}
