package bot

import (
	"fmt"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/search"
)

// DefaultMCTSIterations is the search agent's budget when none is given,
// in both its forms: iterations per decision (docs/search.md shows the
// sweep of the UCT search that chose it).
const DefaultMCTSIterations = 50

// MCTSConfig returns the UCT search's configuration ("uct"; the guided
// search's is GuidedMCTSConfig) for a budget of
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
// chooses the action tried most. That is the UCT search, as NewMCTS
// builds it ("uct"); NewGuidedMCTS's ("guided") takes its priors from the
// learned policy and judges its leaves by the value model, with no
// rollout. "mcts" is either, by the table's size (NewDefaultSearch).
//
// The table is open (Ruling C8) and every action shows to every player,
// so the agent needs no memory of the game beyond its View: it decides
// from the View alone, like the other Crisis bots (it observes the game,
// as every play.Search does, and keeps nothing of it). Everything random
// comes from its seed and the decision's index, so a game between seeded
// bots is reproducible; the budget is iterations, never time. An MCTS
// panics if the engine rejects an action the search found legal or its
// View cannot be determinized: both are programming errors, never a
// player's input.
type MCTS = play.Search[crisis.State, crisis.View, crisis.Observation, crisis.Action]

// NewMCTS returns the UCT search over heuristic rollouts ("uct", "uct:N")
// of budget iterations per decision (0 for DefaultMCTSIterations), seeded
// with seed.
func NewMCTS(budget int, seed uint64) *MCTS {
	m, err := NewMCTSWith(MCTSConfig(budget), seed)
	if err != nil {
		panic(err) // MCTSConfig is valid for every budget >= 0
	}
	return m
}

// NewMCTSWith returns a search agent with configuration cfg (see
// MCTSConfig for the default), seeded with seed. It returns an error
// wrapping search.ErrConfig for a configuration the search refuses. Its
// decisions are seeded as Ares Expedition's agent's are (bot.Seeding).
func NewMCTSWith(cfg search.Config, seed uint64) (*MCTS, error) {
	return NewGuidedMCTS(cfg, nil, seed)
}

// GuidedMCTSConfig is MCTSConfig for the search guided by learned models:
// no rollout, the value model judging the leaves the tree reaches.
func GuidedMCTSConfig(iterations int) search.Config {
	cfg := MCTSConfig(iterations)
	cfg.RolloutDepth = search.LeafEvaluation
	return cfg
}

// NewGuidedMCTS returns a search agent with configuration cfg guided by
// the learned models of guide (see GuidedMCTSConfig), seeded with seed:
// the policy's scores, from the View of the seat to move, are the
// priors, and the value model's chance of a win for the team judges the
// leaves (mcts_guided.go). A nil guide is NewMCTSWith's agent, guided by
// the team heuristic.
func NewGuidedMCTS(cfg search.Config, guide *learn.Weights, seed uint64) (*MCTS, error) {
	sg := newSearchGame(search.DeriveSeed(seed, 1))
	var g search.Game[crisis.State, crisis.Action] = sg
	if guide != nil {
		g = &guidedGame{searchGame: sg, guide: learn.NewGuide[crisis.View, crisis.Action](NewFeatures(), guide)}
	}
	m, err := play.NewSearch(g, cfg, play.Seat[crisis.State, crisis.View, crisis.Observation, crisis.Action](&agentSeat{}), bot.Seeding, seed)
	if err != nil {
		return nil, fmt.Errorf("crisis/bot: %w", err)
	}
	return m, nil
}

// agentSeat is the agent's seat (play.Seat): the determinizer, set up
// from the View alone (the open table leaves nothing to remember).
type agentSeat struct {
	det crisis.Determinizer
}

func (*agentSeat) Reset(uint64)                {}
func (*agentSeat) Observe(*crisis.Observation) {}
func (*agentSeat) Look(*crisis.View)           {}

func (*agentSeat) Fixed(*crisis.View, []crisis.Action) (crisis.Action, bool) {
	return crisis.Action{}, false
}

func (st *agentSeat) Prepare(v *crisis.View, _ uint64) error { return st.det.Reset(v) }

func (st *agentSeat) Determinize(dst *crisis.State, seed uint64) { st.det.Determinize(dst, seed) }
