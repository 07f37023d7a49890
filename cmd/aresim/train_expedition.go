package main

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/expedition"
	expbot "github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/learn"
	"github.com/spf13/cobra"
)

// newExpeditionTrainCmd builds `aresim expedition train`.
func newExpeditionTrainCmd() *cobra.Command {
	t := &trainFlags{}
	var g expeditionGameFlags
	var players, maxRounds int
	var redraw bool
	var cardFiles []string
	cmd := &cobra.Command{
		Use:   "train",
		Short: "Train the learned bot of Ares Expedition by expert iteration",
		Long: `Train the value and policy models of the learned tiers by expert iteration.
Each round plays --games self-play games of one configuration (--players,
--sets and the expansions' options, as balance takes them; every bot keeps
the corporation it chooses) in which every seat searches (--budget
iterations a decision): the first round with the search guided by the
heuristic ('uct'), each later round with the search guided by the last
round's models. Every position a seat decided from, with the game's rank
reward and the search's visits, is the round's data; the models are fitted
to it and written to --out. After each round the learned bot plays
--match-games against the heuristic, its seat rotating.

` + trainSplitHelp,
		Example: `  aresim expedition train --players 2 --rounds 2 --games 150 --budget 25 --out expedition-weights.json
  aresim expedition train --players 4 --sets base,discovery --games 400
  aresim expedition train --round 1 --shard 0/4 --games 400 --out round1-0.json
  aresim expedition train --fit round1-0.json,round1-1.json,round1-2.json,round1-3.json --out round1.json
  aresim expedition train --round 2 --guide round1.json --shard 0/4 --games 400 --out round2-0.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c, err := expeditionTrainConfig(&g, players, maxRounds, redraw, cardFiles, t.budget)
			if err != nil {
				return err
			}
			tr := trainer[expedition.State, expedition.View, expedition.Observation, expedition.Action]{
				setup: expbot.TrainSetup(c),
				match: func(w *learn.Weights) sim.Game[*learn.MatchResult] { return c.Mirror(w) },
				read:  expbot.ReadWeightsFile,
			}
			return tr.run(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), t)
		},
	}
	f := cmd.Flags()
	f.IntVar(&players, "players", 2, "players per game, 2 to 6")
	f.IntVar(&maxRounds, "max-rounds", expedition.DefaultMaxRounds, "round cap: a game longer is unfinished, a loss for every seat")
	f.BoolVar(&redraw, "redraw", false, "play the setup redraw variant: each player may set aside dealt cards and draw as many, once")
	f.StringSliceVar(&cardFiles, "cards", nil, "card `FILES` to use instead of the embedded cards")
	g.add(f)
	t.add(f, "expedition")
	return cmd
}

// expeditionTrainConfig reads the game flags of train into the training's
// configuration, checked as balance checks them.
func expeditionTrainConfig(g *expeditionGameFlags, players, maxRounds int, redraw bool, cardFiles []string, budget int) (expbot.TrainConfig, error) {
	if err := checkPlayers(players); err != nil {
		return expbot.TrainConfig{}, err
	}
	if maxRounds < 1 || maxRounds > 255 {
		return expbot.TrainConfig{}, fmt.Errorf("--max-rounds %d: want 1 to 255", maxRounds)
	}
	cat, err := loadCatalogue(cardFiles)
	if err != nil {
		return expbot.TrainConfig{}, err
	}
	options, err := g.options()
	if err != nil {
		return expbot.TrainConfig{}, err
	}
	cfg := options.Config(players, 0, maxRounds, cat)
	cfg.Redraw = redraw
	if _, err := expedition.New(cfg); err != nil { // a configuration the engine refuses, before any game
		return expbot.TrainConfig{}, err
	}
	cardsName := "base"
	if len(cardFiles) > 0 {
		cardsName = strings.Join(cardFiles, ",")
	}
	return expbot.TrainConfig{Game: cfg, Cards: cardsName, Iterations: budget}, nil
}
