package bot

import "github.com/aresim/aresim/sim/search"

// SearchTuning holds the search agent's settings beyond search.Config:
// how much the heuristic's guidance weighs, where the leaf evaluation
// judges, and how secret Planning picks are sampled. NewMCTS and
// NewMCTSWith use DefaultSearchTuning; the others are for measuring
// alternatives (go run ./expedition/bot/internal/sweep).
type SearchTuning struct {
	// ChoicePrior is the prior score of the action the heuristic would
	// take and SalePrior that of a sale it would not make; every other
	// action scores 0, and the search takes a softmax of the scores.
	ChoicePrior, SalePrior float64
	// LeafAtRoundEnd plays the heuristic on to the end of the round (the
	// next Planning) before the leaf evaluation judges a position.
	LeafAtRoundEnd bool
	// HeuristicPicks samples the secret Planning picks of the players who
	// chose before the agent's player as their heuristic would pick,
	// rather than uniformly among the phases they may choose.
	HeuristicPicks bool
}

// DefaultSearchTuning returns the search agent's default tuning.
func DefaultSearchTuning() SearchTuning {
	g := newSearchGame(0)
	return SearchTuning{ChoicePrior: g.priorChoice, SalePrior: g.priorSell, LeafAtRoundEnd: g.toRound}
}

// NewMCTSTuned returns a search agent with configuration cfg and tuning
// t, seeded with seed. It returns an error wrapping search.ErrConfig for
// a configuration the search refuses.
func NewMCTSTuned(cfg search.Config, t SearchTuning, seed uint64) (*MCTS, error) {
	m, err := NewMCTSWith(cfg, seed)
	if err != nil {
		return nil, err
	}
	st := m.Seat().(*seat)
	st.game.priorChoice, st.game.priorSell, st.game.toRound = t.ChoicePrior, t.SalePrior, t.LeafAtRoundEnd
	if t.HeuristicPicks {
		st.det.SetPickModel(st.game)
	}
	return m, nil
}
