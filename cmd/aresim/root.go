package main

import (
	"github.com/spf13/cobra"
)

// newRootCmd builds the aresim command tree. Each subcommand lives in its
// own file with its own constructor.
func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "aresim",
		Short: "Rules engines, battle odds and balance simulations for The Ares Project and Ares Expedition",
		Long: `aresim plays and replays seeded games of The Ares Project and Terraforming
Mars: Ares Expedition between bots, computes battle-outcome probabilities,
and runs Monte Carlo balance studies over millions of games.

Exit codes, the same for every command: 0 when it did all it was asked;
1 for bad input; 2 for a wrong command line (unknown flag or command,
missing argument); 3 when the result is partial (--timeout stopped a run
before its --games, or a merge lacks shards) and was still printed; 130
after Ctrl-C or SIGTERM, with the partial result.`,
		Version:       version(),
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetVersionTemplate("aresim {{.Version}}\n")
	groupCommand(root,
		// Subcommands are registered here, one constructor each.
		newPlayCmd(),
		newReplayCmd(),
		newBalanceCmd(),
		newLadderCmd(),
		newMergeCmd(summaryGames()),
		newCompareCmd(summaryGames()),
		newExpeditionCmd(),
		newCrisisCmd(),
		newCardsCmd(),
		newBattleCmd(),
		newWebCmd(),
		newServeCmd(),
		newVersionCmd(),
	)
	markUsageErrors(root)
	return root
}
