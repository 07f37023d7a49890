package bot

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/search"
)

// GuidedMCTSConfig returns the configuration of the search guided by
// learned models for a budget of iterations per decision (0 for
// DefaultMCTSIterations): MCTSConfig's, with no rollout, the value model
// judging the position where the tree stops.
func GuidedMCTSConfig(iterations int) search.Config {
	cfg := MCTSConfig(iterations)
	cfg.RolloutDepth = search.LeafEvaluation
	return cfg
}

// NewGuidedMCTS returns the search agent guided by the learned models of
// weights w (DefaultWeights if nil), with configuration cfg (see
// GuidedMCTSConfig), seeded with seed: the policy's scores of the mover's
// View are the priors of its PUCT selection (a softmax at cfg's prior
// temperature), and the value model judges the leaves from each seat's
// View. Everything else is the search agent's (NewMCTSWith). It returns an
// error wrapping search.ErrConfig for a configuration the search refuses.
func NewGuidedMCTS(cfg search.Config, w *learn.Weights, seed uint64) (*MCTS, error) {
	if w == nil {
		w = DefaultWeights()
	}
	g := &guidedGame{searchGame: newSearchGame(search.DeriveSeed(seed, 1)),
		guide: learn.NewGuide[expedition.View, expedition.Action](NewFeatures(), w)}
	st := &seat{game: g.searchGame}
	m, err := play.NewSearch(g, cfg, play.Seat[expedition.State, expedition.View, expedition.Observation, expedition.Action](st), Seeding, seed)
	if err != nil {
		return nil, fmt.Errorf("expedition/bot: %w", err)
	}
	return m, nil
}

// guidedGame is Ares Expedition searched with learned models: the
// policy's scores are the priors and the value model judges the leaves,
// in place of the heuristic's. The heuristic players stay the rollout
// policy, for a configuration that asks for rollouts.
type guidedGame struct {
	*searchGame
	guide *learn.Guide[expedition.View, expedition.Action]
	gview expedition.View
}

var (
	_ search.PriorPolicy[expedition.State, expedition.Action] = (*guidedGame)(nil)
	_ search.Evaluator[expedition.State]                      = (*guidedGame)(nil)
)

// Prior writes the policy's scores of legal, from the mover's View.
func (g *guidedGame) Prior(s *expedition.State, legal []expedition.Action, dst []float64) {
	s.ViewInto(s.ToMove(), &g.gview)
	g.guide.Prior(&g.gview, legal, dst)
}

// Evaluate writes each player's expected rank reward: the value model's
// estimate from each player's View, scaled so that they add up to what
// the rank rewards of a finished game add up to, n/2 for n players (1 at
// two players), each at most 1; or the rewards themselves at the game's
// end.
func (g *guidedGame) Evaluate(s *expedition.State, dst []float64) {
	if s.Over() {
		g.Reward(s, dst)
		return
	}
	n := s.Players()
	sum := 0.0
	for q := 0; q < n; q++ {
		s.ViewInto(q, &g.gview)
		dst[q] = max(g.guide.Value(&g.gview), 1e-6)
		sum += dst[q]
	}
	scale := float64(n) / 2 / sum
	for q := 0; q < n; q++ {
		dst[q] = min(dst[q]*scale, 1)
	}
}

// newGuided is the guided tier's bot: the search guided by weights w at
// a budget of n iterations a decision (0 for DefaultMCTSIterations),
// seeded with seed.
func newGuided(w *learn.Weights, n int, seed uint64) Bot {
	m, err := NewGuidedMCTS(GuidedMCTSConfig(n), w, seed)
	if err != nil {
		panic(err) // GuidedMCTSConfig is valid for every budget >= 0
	}
	return m
}
