package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// aliases are the command forms of earlier versions, which keep working
// with the same flags and print the same bytes, so that no script breaks:
// `aresim play`, `aresim replay` and `aresim balance` are The Ares
// Project's, `aresim ladder --game X` is `aresim X ladder`, and `aresim
// cards X` is `aresim X cards`. They are left out of the help (docs/cli.md
// lists them) and print no note, on stdout or stderr: a script that
// captures either sees what it saw before.
func aliases() []*cobra.Command {
	cards := &cobra.Command{
		Use:         "cards",
		Short:       "List the cards of a game as the engine understands them",
		Long:        aliasNote("aresim <game> cards") + "List the cards of a game as the engine understands them.",
		Hidden:      true,
		Annotations: map[string]string{aliasKey: "<game> cards"},
	}
	for _, g := range games() {
		for _, verb := range g.verbs {
			if c := verb(); c.Name() == "cards" {
				c.Use = g.name
				c.Long = aliasNote("aresim "+g.name+" cards") + c.Long
				cards.AddCommand(c)
			}
		}
	}
	return []*cobra.Command{
		alias(newAresPlayCmd(), "aresim ares play"),
		alias(newAresReplayCmd(), "aresim ares replay"),
		alias(newAresBalanceCmd(), "aresim ares balance"),
		alias(newLadderAliasCmd(), "aresim <game> ladder"),
		cards,
	}
}

// alias hides c, the earlier form of the command of, from the help.
func alias(c *cobra.Command, of string) *cobra.Command {
	c.Hidden = true
	c.Long = aliasNote(of) + c.Long
	c.Annotations = map[string]string{aliasKey: strings.TrimPrefix(of, "aresim ")}
	return c
}

// aliasNote opens an alias's help.
func aliasNote(of string) string {
	return fmt.Sprintf("The earlier form of '%s', with the same flags and output.\n\n", of)
}

// ladders are the games' ladders by the names --game takes.
var ladders = map[string]ladderSpec{"ares": aresLadder, "expedition": expeditionLadder, "crisis": crisisLadder}

// newLadderAliasCmd builds `aresim ladder`, the ladder of every game with
// --game (default ares) and the flags of all of them.
func newLadderAliasCmd() *cobra.Command {
	o := &ladderOptions{bots: "random,heuristic"}
	game := "ares"
	cmd := &cobra.Command{
		Use:   "ladder",
		Short: "Play a round-robin of bot tiers in mirror matches and rate them",
		Long: ladderLong(`--game picks the game, and each game takes its own flags: The Ares Project
--mode, --players and --factions; Ares Expedition --players and
--corporations; Crisis --players, --corporations and --difficulty.`),
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runLadderAlias(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o, game)
		},
	}
	f := cmd.Flags()
	f.StringVar(&game, "game", game, "the game: ares (The Ares Project), expedition (Ares Expedition) or crisis")
	f.StringVar(&o.bots, "bots", o.bots, "the bots to rank, a comma list (at least two, or one for crisis) of "+aresBotNames)
	f.StringVar(&o.mode, "mode", "basic", "ares: rules, basic, full, ffa (Free-For-All) or team (a bot plays both seats of its team)")
	f.StringVar(&o.players, "players", "", "players of each game: ares ffa 3 or 4 (default 4); expedition 2 to 6 (default 2); crisis a comma list of 1 to 4 (default 1,2,3,4)")
	f.StringVar(&o.factions, "factions", "", "ares: the factions, each a pool every seat plays in turn (default Terrans,Kahoum in the Basic Game, all four otherwise)")
	f.StringVar(&o.corps, "corporations", "", "expedition and crisis: who keeps one of the two corporations dealt: random (a seeded coin) or bots (default random for expedition, bots for crisis)")
	f.StringVar(&o.difficulty, "difficulty", "all", "crisis: difficulties, a comma list of beginner, normal, expert, nightmare, or all")
	o.add(f, "the win rates of every pair of bots (for crisis, every cell's win rate under every bot)",
		"the heat map of the scores (for crisis, of the win rates)")
	return cmd
}

// runLadderAlias plays the ladder of --game, refusing the flags of the
// other games.
func runLadderAlias(ctx context.Context, out, errOut io.Writer, o *ladderOptions, game string) error {
	game = strings.ToLower(strings.TrimSpace(game))
	spec, ok := ladders[game]
	if !ok {
		return fmt.Errorf("ladder: --game %q: want ares, expedition or crisis", game)
	}
	var takes []string
	own := pflag.NewFlagSet(game, pflag.ContinueOnError)
	own.SortFlags = false
	spec.flags(own, &ladderOptions{})
	own.VisitAll(func(f *pflag.Flag) { takes = append(takes, f.Name) })
	for _, name := range []string{"mode", "players", "factions", "corporations", "difficulty"} {
		if o.flags.Changed(name) && !slices.Contains(takes, name) {
			return fmt.Errorf("ladder: --%s is not a flag of the %s ladder (it takes --%s)", name, game, strings.Join(takes, ", --"))
		}
	}
	return runLadder(ctx, out, errOut, o, spec)
}
