package bot

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
)

// TrainConfig is what the learned models of Ares Expedition are trained
// on: games of one configuration (Game, its seed set per game), each seat
// played by the search agent with a budget of Iterations, every bot
// choosing its corporation.
type TrainConfig struct {
	// Game is the configuration of every game: players, catalogue, sets,
	// the expansions' options and variants, the round cap. Its Seed is
	// replaced by each game's.
	Game expedition.Config
	// Cards names the catalogue ("base" for the embedded cards).
	Cards string
	// Iterations is the self-play search's budget per decision.
	Iterations int
}

// NewGame returns the training game seeded with seed.
func (c TrainConfig) NewGame(seed uint64) (expedition.State, error) {
	cfg := c.Game
	cfg.Seed = seed
	return expedition.New(cfg)
}

// String names the configuration as the balance study's flags do.
func (c TrainConfig) String() string {
	g := c.Game
	sets := make([]string, len(g.Sets))
	for i, s := range g.Sets {
		sets[i] = s.String()
	}
	if len(sets) == 0 {
		sets = []string{"base"}
	}
	cardsName := c.Cards
	if cardsName == "" {
		cardsName = "base"
	}
	maxRounds := g.MaxRounds
	if maxRounds == 0 {
		maxRounds = expedition.DefaultMaxRounds
	}
	return fmt.Sprintf("expedition players=%d sets=%s infrastructure=%s milestones=%s upgrades=%s draft=%v dummy-hand=%v redraw=%v max-rounds=%d cards=%s",
		g.Players, strings.Join(sets, ","), g.Infrastructure, g.Milestones, g.Upgrades, g.Draft, g.DummyHand, g.Redraw, maxRounds, cardsName)
}

// TrainSetup returns the training of the learned models on c: the first
// round's expert is today's search agent (NewMCTS, guided by the
// heuristic), each later round's the search guided by the last round's
// weights (NewGuidedMCTS), both at c's budget.
func TrainSetup(c TrainConfig) *learn.Setup[expedition.State, expedition.View, expedition.Observation, expedition.Action] {
	return &learn.Setup[expedition.State, expedition.View, expedition.Observation, expedition.Action]{
		Game: "expedition-train", Config: c.String(), Rules: expedition.Game{}, Encoder: NewFeatures(),
		NewGame: c.NewGame,
		Tier:    fmt.Sprintf("search:%d", c.Iterations),
		Expert: func(w *learn.Weights, _ int, seed uint64) (learn.Expert[expedition.View, expedition.Action], error) {
			if w == nil {
				return NewMCTSWith(MCTSConfig(c.Iterations), seed)
			}
			return NewGuidedMCTS(GuidedMCTSConfig(c.Iterations), w, seed)
		},
	}
}

// Mirror returns the match of the learned bot with weights w against the
// heuristic on c's games, the learned bot's seat rotating from game to
// game.
func (c TrainConfig) Mirror(w *learn.Weights) *learn.Match[expedition.State, expedition.View, expedition.Observation, expedition.Action] {
	return &learn.Match[expedition.State, expedition.View, expedition.Observation, expedition.Action]{
		Game: "expedition-learned-match", Config: c.String() + "; weights " + w.Hash(), Rules: expedition.Game{}, NewGame: c.NewGame,
		Tested: func(int, uint64) (play.Bot[expedition.View, expedition.Action], error) { return NewLearned(w), nil },
		Field: func(_ int, seed uint64) (play.Bot[expedition.View, expedition.Action], error) {
			return NewHeuristic(seed), nil
		},
	}
}
