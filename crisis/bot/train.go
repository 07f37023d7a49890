package bot

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
)

// TrainConfig is what the learned models of Crisis are trained on: games
// of the given player counts and difficulties (the cells, one after the
// other by game seed) with the given project card sets, each seat played
// by the search agent with a budget of Iterations.
type TrainConfig struct {
	// Players and Difficulties are the cells' player counts and
	// difficulties; Sets the project card sets (empty: base).
	Players      []int
	Difficulties []crisis.Difficulty
	Sets         []cards.Set
	Iterations   int
}

// cell returns the player count and difficulty of the game seeded with
// seed.
func (c TrainConfig) cell(seed uint64) (int, crisis.Difficulty) {
	i := seed % uint64(len(c.Players)*len(c.Difficulties))
	n := uint64(len(c.Difficulties))
	return c.Players[i/n], c.Difficulties[i%n]
}

// NewGame returns the training game seeded with seed, in the cell the
// seed picks.
func (c TrainConfig) NewGame(seed uint64) (crisis.State, error) {
	p, d := c.cell(seed)
	return crisis.New(crisis.Config{Players: p, Seed: seed, Difficulty: d, Sets: c.Sets})
}

// String names the configuration: its player counts, difficulties and
// sets.
func (c TrainConfig) String() string {
	players := make([]string, len(c.Players))
	for i, p := range c.Players {
		players[i] = strconv.Itoa(p)
	}
	ds := make([]string, len(c.Difficulties))
	for i, d := range c.Difficulties {
		ds[i] = d.String()
	}
	sets := make([]string, len(c.Sets))
	for i, s := range c.Sets {
		sets[i] = s.String()
	}
	if len(sets) == 0 {
		sets = []string{cards.SetBase.String()}
	}
	return fmt.Sprintf("crisis players %s difficulty %s sets %s", strings.Join(players, ","), strings.Join(ds, ","), strings.Join(sets, ","))
}

// TrainSetup returns the training of the learned models on c: the first
// round's expert is the UCT search ("uct:N", guided by the team
// heuristic), each later round's the search guided by the last round's
// weights (NewGuidedMCTS).
func TrainSetup(c TrainConfig) *learn.Setup[crisis.State, crisis.View, crisis.Observation, crisis.Action] {
	return &learn.Setup[crisis.State, crisis.View, crisis.Observation, crisis.Action]{
		Game: "crisis-train", Config: c.String(), Rules: crisis.Game{}, Encoder: NewFeatures(),
		NewGame: c.NewGame,
		Tier:    fmt.Sprintf("search:%d", c.Iterations),
		Expert: func(w *learn.Weights, _ int, seed uint64) (learn.Expert[crisis.View, crisis.Action], error) {
			if w == nil {
				return NewMCTSWith(MCTSConfig(c.Iterations), seed)
			}
			return NewGuidedMCTS(GuidedMCTSConfig(c.Iterations), w, seed)
		},
	}
}

// Mirror returns the team match of the learned bot with weights w on c's
// games: the learned bot plays every seat, and the rate is the team's
// win rate (learn.Match's Cooperative).
func (c TrainConfig) Mirror(w *learn.Weights) *learn.Match[crisis.State, crisis.View, crisis.Observation, crisis.Action] {
	return c.teamMatch("weights "+w.Hash(), func(_ int, seed uint64) (play.Bot[crisis.View, crisis.Action], error) {
		return NewLearned(w, seed), nil
	})
}

// HeuristicTeam returns the team match of the heuristic on c's games: the
// win rate to set beside Mirror's on the same seeds.
func (c TrainConfig) HeuristicTeam() *learn.Match[crisis.State, crisis.View, crisis.Observation, crisis.Action] {
	return c.teamMatch("heuristic", func(_ int, seed uint64) (play.Bot[crisis.View, crisis.Action], error) {
		return NewHeuristic(seed), nil
	})
}

// teamMatch returns the co-operative match of the team of bots made by
// tested, named by who.
func (c TrainConfig) teamMatch(who string, tested func(int, uint64) (play.Bot[crisis.View, crisis.Action], error)) *learn.Match[crisis.State, crisis.View, crisis.Observation, crisis.Action] {
	return &learn.Match[crisis.State, crisis.View, crisis.Observation, crisis.Action]{
		Game: "crisis-learned-match", Config: c.String() + "; team " + who, Rules: crisis.Game{}, NewGame: c.NewGame,
		Tested: tested, Cooperative: true,
	}
}
