package main

import (
	"github.com/spf13/cobra"
)

// The groups of the root command's help.
const (
	gamesGroup = "games"
	toolsGroup = "tools"
)

// newRootCmd builds the aresim command tree: a command per game holding
// its verbs (games.go), the tools that are not about one game, and the
// earlier command forms (aliases.go).
func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "aresim",
		Short: "Rules engines, battle odds and balance simulations for The Ares Project and Ares Expedition",
		Long: `aresim plays and replays seeded games of The Ares Project and Terraforming
Mars: Ares Expedition between bots, computes battle-outcome probabilities,
and runs Monte Carlo balance studies over millions of games.

Every game takes the same verbs: aresim <game> <verb>, such as
'aresim ares play', 'aresim expedition balance' or 'aresim crisis ladder'.
The earlier forms ('aresim play', 'aresim ladder --game crisis', 'aresim
cards expedition', ...) still work, with the same flags and output.

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
	root.AddGroup(&cobra.Group{ID: gamesGroup, Title: "Games (aresim <game> <verb>):"},
		&cobra.Group{ID: toolsGroup, Title: "Tools for every game:"})
	for _, g := range games() {
		root.AddCommand(newGameCmd(g))
	}
	for _, tool := range tools() {
		tool.GroupID = toolsGroup
		root.AddCommand(tool)
	}
	root.AddCommand(aliases()...)
	markUsageErrors(root)
	return root
}

// tools are the commands that are not about one game, one constructor
// each.
func tools() []*cobra.Command {
	return []*cobra.Command{
		newMergeCmd(summaryGames()),
		newCompareCmd(summaryGames()),
		newBattleCmd(),
		newWebCmd(),
		newServeCmd(),
		newVersionCmd(),
	}
}
