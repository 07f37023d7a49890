package main

import (
	"fmt"

	"github.com/aresim/aresim/ares"
	aresbot "github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/learn"
	"github.com/spf13/cobra"
)

// newAresTrainCmd builds `aresim ares train`.
func newAresTrainCmd() *cobra.Command {
	t := &trainFlags{}
	var modes string
	var rollout int
	var factionFiles []string
	cmd := &cobra.Command{
		Use:   "train",
		Short: "Train the learned bot of The Ares Project by expert iteration",
		Long: `Train the value and policy models of the learned tiers by expert iteration.
Each round plays --games self-play games in which every seat searches
(--budget iterations a decision): the first round with the search guided by
the heuristic ('uct'), each later round with the search guided by the last
round's models. Every position a seat decided from, with the game's result
and the search's visits, is the round's data; the models are fitted to it
and written to --out. After each round the learned bot plays --match-games
against the heuristic.

` + trainSplitHelp,
		Example: `  aresim ares train --rounds 2 --games 400 --out ares-weights.json
  aresim ares train --round 1 --shard 0/4 --games 400 --out round1-0.json
  aresim ares train --fit round1-0.json,round1-1.json,round1-2.json,round1-3.json --out round1.json
  aresim ares train --round 2 --guide round1.json --shard 0/4 --games 400 --out round2-0.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rules, err := loadRules(factionFiles)
			if err != nil {
				return err
			}
			var ms []ares.Mode
			for _, name := range splitList(modes) {
				m, err := parseMode(name)
				if err != nil {
					return err
				}
				ms = append(ms, m)
			}
			if rollout < 0 || rollout > 1000 {
				return fmt.Errorf("--rollout: %d: want 0 to 1000 actions", rollout)
			}
			c := aresbot.TrainConfig{Rules: rules, Modes: ms, Iterations: t.budget, RolloutDepth: rollout}
			tr := trainer[ares.State, ares.State, ares.Observation, ares.Action]{
				setup: aresbot.TrainSetup(c),
				match: func(w *learn.Weights) sim.Game[*learn.MatchResult] { return c.Mirror(w) },
				read:  aresbot.ReadWeightsFile,
			}
			return tr.run(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), t)
		},
	}
	f := cmd.Flags()
	f.StringVar(&modes, "mode", "basic,full", "rules of the training games, in turn: a comma list of basic, full, ffa and team")
	f.IntVar(&rollout, "rollout", 0, "heuristic actions the guided search of round 2 on plays before its value model judges (0: none)")
	t.add(f, "ares")
	f.StringSliceVar(&factionFiles, "faction-file", nil, "faction data file replacing the embedded faction of the same name (repeatable)")
	return cmd
}
