package main

import (
	"fmt"
	"io"

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
and runs Monte Carlo balance studies over millions of games.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(
		// Subcommands are registered here, one constructor each.
		newPlayCmd(),
		newReplayCmd(),
		newBalanceCmd(),
		newMergeCmd(summaryGames()),
		newExpeditionCmd(),
		newCrisisCmd(),
		newCardsCmd(),
		newBattleCmd(),
	)
	return root
}

// run executes the CLI with args and returns the process exit code. Errors
// are printed as one line on stderr.
func run(args []string, stdout, stderr io.Writer) int {
	root := newRootCmd()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	if err := root.Execute(); err != nil {
		fmt.Fprintln(stderr, "aresim: "+err.Error())
		return 1
	}
	return 0
}
