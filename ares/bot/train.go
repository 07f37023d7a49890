package bot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
)

// TrainConfig is what the learned models of The Ares Project are trained
// on: games of the given modes (one after the other by game seed) between
// factions drawn at random from those the mode allows, each seat played
// by the search agent with a budget of Iterations.
type TrainConfig struct {
	Rules      *ares.Rules
	Modes      []ares.Mode
	Iterations int
	// RolloutDepth is the guided search's rollout from round 2 on: the
	// heuristic actions played before the value model judges (0: none).
	RolloutDepth int
}

// trainFactions are the factions of each mode's training games.
func trainFactions(m ares.Mode) []string {
	if m == ares.Basic {
		return []string{"Terrans", "Kahoum"}
	}
	return []string{"Terrans", "Kahoum", "Xenos", "Colossus"}
}

// NewGame returns the training game seeded with seed: its mode by the
// seed, its factions drawn from the seed, seated in random order.
func (c TrainConfig) NewGame(seed uint64) (ares.State, error) {
	mode := c.Modes[seed%uint64(len(c.Modes))]
	fs := trainFactions(mode)
	r := rand.New(rand.NewPCG(seed, 0x747261696e))
	r.Shuffle(len(fs), func(i, j int) { fs[i], fs[j] = fs[j], fs[i] })
	players := 2
	switch mode {
	case ares.FreeForAll:
		players = 3 + r.IntN(2)
	case ares.Team:
		players = 4
	}
	return ares.NewGame(c.Rules, ares.Config{Mode: mode, Factions: fs[:players], FirstPlayer: -1}, seed)
}

// String names the configuration: its modes, and the guided search's
// rollouts when it has them.
func (c TrainConfig) String() string {
	names := make([]string, len(c.Modes))
	for i, m := range c.Modes {
		names[i] = m.String()
	}
	s := fmt.Sprintf("ares modes %s", strings.Join(names, ","))
	if c.RolloutDepth > 0 {
		s += fmt.Sprintf("; guided rollouts %d", c.RolloutDepth)
	}
	return s
}

// TrainSetup returns the training of the learned models on c: the first
// round's expert is today's search ("uct:N"), each later round's the
// search guided by the last round's weights ("mcts:N" with them).
func TrainSetup(c TrainConfig) *learn.Setup[ares.State, ares.State, ares.Observation, ares.Action] {
	return &learn.Setup[ares.State, ares.State, ares.Observation, ares.Action]{
		Game: "ares-train", Config: c.String(), Rules: ares.Game{}, Encoder: NewFeatures(),
		NewGame: c.NewGame,
		SeatEncoder: func(_ int, seed uint64) learn.Encoder[ares.State, ares.Action] {
			return NewSeatFeatures(NewHeuristic(seed))
		},
		Tier: fmt.Sprintf("search:%d", c.Iterations),
		Expert: func(w *learn.Weights, _ int, seed uint64) (learn.Expert[ares.State, ares.Action], error) {
			cfg := MCTSConfig{Iterations: c.Iterations, Guide: w}
			if w != nil && c.RolloutDepth > 0 {
				cfg.RolloutDepth = c.RolloutDepth
			}
			return NewMCTSWith(cfg, seed)
		},
	}
}

// Mirror returns the match of the learned bot with weights w against the
// heuristic on c's games.
func (c TrainConfig) Mirror(w *learn.Weights) *learn.Match[ares.State, ares.State, ares.Observation, ares.Action] {
	return &learn.Match[ares.State, ares.State, ares.Observation, ares.Action]{
		Game: "ares-learned-match", Config: c.String() + "; weights " + w.Hash(), Rules: ares.Game{}, NewGame: c.NewGame,
		Tested: func(_ int, seed uint64) (play.Bot[ares.State, ares.Action], error) { return NewLearned(w, seed), nil },
		Field:  func(_ int, seed uint64) (play.Bot[ares.State, ares.Action], error) { return NewHeuristic(seed), nil },
	}
}
