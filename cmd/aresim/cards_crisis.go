package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/report"
	"github.com/spf13/cobra"
)

// cardsCrisisOptions are the flags of `aresim cards crisis`.
type cardsCrisisOptions struct {
	players int
	format  string
}

// newCardsCrisisCmd builds `aresim cards crisis`.
func newCardsCrisisCmd() *cobra.Command {
	var opts cardsCrisisOptions
	opts.format = "table"
	cmd := &cobra.Command{
		Use:   "crisis",
		Short: "List the Crisis mode's 85 Crisis cards and its four corporations",
		Long: `crisis lists the Crisis cards the engine plays with: code, name, tier, player
count, counters, and their immediate effect, persistent effect, goal and
ability, in the project's card language (see the expedition/cards package
documentation), then the four Crisis corporations.`,
		Example: `  aresim cards crisis
  aresim cards crisis --players 2
  aresim cards crisis --format json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCardsCrisis(cmd.OutOrStdout(), opts)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.players, "players", 0, "only the cards of this player count, 1 to 4 (0: all)")
	f.StringVar(&opts.format, "format", opts.format, "output format: table or json")
	return cmd
}

// cardsCrisisSchema names the JSON of `aresim cards crisis`.
var cardsCrisisSchema = report.Schema("cards-crisis", 1)

// crisisJSON is a Crisis card in the JSON listing: plain fields, one per
// line of the card's definition.
type crisisJSON struct {
	Number     string   `json:"number"`
	Name       string   `json:"name"`
	Tier       int      `json:"tier"`
	Players    string   `json:"players"`
	Counters   int      `json:"counters"`
	Immediate  []string `json:"immediate,omitempty"`
	Persistent []string `json:"persistent,omitempty"`
	Goal       []string `json:"goal,omitempty"`
	Anytime    []string `json:"anytime,omitempty"`
	Note       string   `json:"note,omitempty"`

	text []cards.FieldText // what the card does, for the table
}

func runCardsCrisis(w io.Writer, opts cardsCrisisOptions) error {
	opts.format = strings.ToLower(opts.format)
	if opts.format != "table" && opts.format != "json" {
		return fmt.Errorf("cards crisis: --format %q: want table or json", opts.format)
	}
	if opts.players < 0 || opts.players > 4 {
		return fmt.Errorf("cards crisis: --players %d: want 1 to 4 (0: all)", opts.players)
	}
	cat, deck, err := crisis.Data()
	if err != nil {
		return fmt.Errorf("cards crisis: %w", err)
	}
	var list []crisisJSON
	for i := range deck.Cards {
		c := &deck.Cards[i]
		if opts.players != 0 && c.Players != 0 && int(c.Players) != opts.players {
			continue
		}
		players := "all"
		if c.Players > 0 {
			players = strconv.Itoa(int(c.Players))
		}
		j := crisisJSON{Number: c.Number, Name: c.Name, Tier: int(c.Tier), Players: players,
			Counters: int(c.Counters), Note: c.Note, text: c.Text}
		for _, f := range c.Text {
			switch f.Key {
			case "immediate":
				j.Immediate = append(j.Immediate, f.Value)
			case "persistent":
				j.Persistent = append(j.Persistent, f.Value)
			case "goal":
				j.Goal = append(j.Goal, f.Value)
			case "anytime":
				j.Anytime = append(j.Anytime, f.Value)
			}
		}
		list = append(list, j)
	}
	var corps []cardJSON
	for i := range cat.Corporations {
		c := &cat.Corporations[i]
		if c.Set != crisis.Set {
			continue
		}
		mc := int(c.MC)
		j := cardJSON{Kind: "corporation", Number: c.Number, Name: c.Name, Set: c.Set.String(),
			StartingMC: &mc, Tags: tagNames(c.Tags), Holds: holdsText(c.Holds), Note: c.Note}
		j.setVP(c.VP)
		j.setText(c.Text)
		corps = append(corps, j)
	}
	if opts.format == "json" {
		return report.WriteJSON(w, struct {
			Schema       string       `json:"schema"`
			Crises       []crisisJSON `json:"crisisCards"`
			Corporations []cardJSON   `json:"corporations"`
		}{cardsCrisisSchema, list, corps})
	}
	ew := report.NewErrWriter(w)
	for _, c := range list {
		counters := "no counters"
		if c.Counters > 0 {
			counters = strconv.Itoa(c.Counters) + " counters"
		}
		fmt.Fprintf(ew, "%s  %s  tier %d  players %s  %s\n", c.Number, c.Name, c.Tier, c.Players, counters)
		for _, f := range c.text {
			if f.Key == "note" {
				continue
			}
			fmt.Fprintf(ew, "     %s: %s\n", f.Key, f.Value)
		}
	}
	if ew.Err() != nil {
		return ew.Err()
	}
	fmt.Fprintln(ew)
	if ew.Err() != nil {
		return ew.Err()
	}
	return writeExpeditionCardTable(w, corps)
}
