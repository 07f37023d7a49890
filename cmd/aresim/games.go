package main

import "github.com/spf13/cobra"

// game describes one game of the command line, `aresim <game> <verb>`:
// the word that names it, its help and its verbs. Each verb has its own
// file (play.go, replay.go, balance.go, ladder.go, cards.go) with one
// constructor per game; a game lists the constructors of the verbs it
// takes. A new verb is one file and one entry in each game's list.
type game struct {
	name  string
	short string
	long  string
	verbs []func() *cobra.Command
}

// games are the games of the command line, in the order of the help.
func games() []game {
	return []game{aresGame, expeditionGame, crisisGame}
}

// newGameCmd builds `aresim <game>`, which holds the game's verbs: alone
// it prints its help, and an unknown verb is a usage error with a "did
// you mean" line (see checkSubcommand).
func newGameCmd(g game) *cobra.Command {
	cmd := &cobra.Command{Use: g.name, Short: g.short, Long: g.long, GroupID: gamesGroup}
	for _, verb := range g.verbs {
		cmd.AddCommand(verb())
	}
	return cmd
}
