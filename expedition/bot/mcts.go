package bot

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/play"
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
// (package sim/search, through play.Search) over the games its player
// cannot tell from the real one. At each decision with more than one
// legal action it samples, per iteration, a full game consistent with its
// View and its Memory (expedition.Determinizer), walks its trees (one per
// player, over what that player observes) with PUCT guided by the
// heuristic's choices, plays on with the heuristic for a few actions, and
// backs up every player's expected rank reward, judged from the players'
// worth by a logistic curve fitted on self-play (or the real result when
// the game ends first). It chooses the action tried most.
//
// It remembers what it observed (play.Observer): play it with Play (or
// play.Play) so that it sees every action. Everything random comes from
// its seed and the index of the decision among those it searched, so a
// game between seeded bots is reproducible; the budget is iterations,
// never time. An MCTS panics if the engine rejects an action the search
// found legal or its View cannot be determinized: both are programming
// errors, never a player's input.
type MCTS = play.Search[expedition.State, expedition.View, expedition.Observation, expedition.Action]

// Seeding derives the seed of the k-th decision searched as
// DeriveSeed(DeriveSeed(seed, 0), k): the derivation of Ares Expedition's
// and Crisis's search agents.
var Seeding = play.Seeding{Derive: func(seed, k uint64) uint64 {
	return search.DeriveSeed(search.DeriveSeed(seed, 0), k)
}}

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
	st := &seat{game: g}
	m, err := play.NewSearch(g, cfg, play.Seat[expedition.State, expedition.View, expedition.Observation, expedition.Action](st), Seeding, seed)
	if err != nil {
		return nil, fmt.Errorf("expedition/bot: %w", err)
	}
	return m, nil
}

// seat is the agent's seat (play.Seat): its memory of what it observed and
// the determinizer fed by it, counting the samples it writes so that the
// search game's heuristic players know when a new sample begins.
type seat struct {
	mem  expedition.Memory
	det  expedition.Determinizer
	game *searchGame
}

// Reset forgets the game.
func (st *seat) Reset(uint64) { st.mem.Reset() }

// Observe records what the seat observed of an action.
func (st *seat) Observe(o *expedition.Observation) {
	if o.Mover >= 0 {
		st.mem.Observe(o, &o.View)
	}
}

// Look records the seat's View at its decision.
func (st *seat) Look(v *expedition.View) { st.mem.Observe(nil, v) }

// Fixed searches every decision.
func (st *seat) Fixed(*expedition.View, []expedition.Action) (expedition.Action, bool) {
	return expedition.Action{}, false
}

// Prepare sets the determinizer up from the View and the memory.
func (st *seat) Prepare(v *expedition.View, _ uint64) error { return st.det.Reset(v, &st.mem) }

// Determinize writes a sample, a new one for the heuristic players.
func (st *seat) Determinize(dst *expedition.State, seed uint64) {
	st.game.epoch++
	st.det.Determinize(dst, seed)
}
