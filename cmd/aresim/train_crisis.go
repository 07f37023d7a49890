package main

import (
	"github.com/aresim/aresim/crisis"
	crisisbot "github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/learn"
	"github.com/spf13/cobra"
)

// newCrisisTrainCmd builds `aresim crisis train`.
func newCrisisTrainCmd() *cobra.Command {
	t := &trainFlags{}
	players, difficulty, sets := "4", "normal", "base"
	cmd := &cobra.Command{
		Use:   "train",
		Short: "Train the learned bot of the Crisis mode by expert iteration",
		Long: `Train the value and policy models of the learned tiers by expert iteration.
Each round plays --games self-play games in which every seat searches
(--budget iterations a decision): the first round with the search guided by
the team heuristic ('uct'), each later round with the search guided by the
last round's models. Every position a seat decided from, with the team's
result and the search's visits, is the round's data; the models are fitted
to it and written to --out. Game i plays the cell (player count,
difficulty) its seed picks.

Crisis is co-operative, so after each round the learned bot plays every
seat of --match-games games, and the heuristic team the same games: the
line shows both teams' win rates on the same seeds.

` + trainSplitHelp,
		Example: `  aresim crisis train --rounds 2 --games 200 --budget 20 --out crisis-weights.json
  aresim crisis train --players 2,3,4 --difficulty normal,expert --games 400
  aresim crisis train --round 1 --shard 0/4 --games 400 --out round1-0.json
  aresim crisis train --fit round1-0.json,round1-1.json,round1-2.json,round1-3.json --out round1.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ps, err := parsePlayerCounts(players)
			if err != nil {
				return err
			}
			ds, err := parseDifficulties(difficulty)
			if err != nil {
				return err
			}
			ss, err := parseCrisisSets(sets)
			if err != nil {
				return err
			}
			c := crisisbot.TrainConfig{Players: ps, Difficulties: ds, Sets: ss, Iterations: t.budget}
			tr := trainer[crisis.State, crisis.View, crisis.Observation, crisis.Action]{
				setup: crisisbot.TrainSetup(c),
				match: func(w *learn.Weights) sim.Game[*learn.MatchResult] { return c.Mirror(w) },
				team:  func() sim.Game[*learn.MatchResult] { return c.HeuristicTeam() },
				read:  crisisbot.ReadWeightsFile,
			}
			return tr.run(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), t)
		},
	}
	f := cmd.Flags()
	f.StringVar(&players, "players", players, "player counts of the training games, a comma list of 1 to 4")
	f.StringVar(&difficulty, "difficulty", difficulty, "difficulties of the training games, a comma list of beginner, normal, expert, nightmare, or all")
	f.StringVar(&sets, "sets", sets, "project card sets: base, or base,discovery (Crisis plays Discovery's cards without awards and milestones)")
	t.add(f, "crisis")
	return cmd
}
