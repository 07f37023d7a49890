package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/aresim/aresim/ares"
	aresbalance "github.com/aresim/aresim/ares/balance"
	"github.com/aresim/aresim/crisis"
	crisisbalance "github.com/aresim/aresim/crisis/balance"
	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// whatIfLong is the part of every what-if's help that says what it does.
const whatIfLong = `Every game of the study is played twice from the same seeds (the same
game seed and bot seeds: common random numbers), once with the original
data and once with the variant, and the report gives every rate of the
balance report under both, their difference (variant minus original) with
the 95% interval of the paired games, the interval the same games would
give as two independent samples, and the ratio of the two widths: what
pairing bought. --set PATH=VALUE changes one number of the data without a
file (the numbers 'sweep --vary' takes); --set and the variant's files
combine. Shards and 'aresim merge' work as for balance.`

// addSetFlag declares --set, the same in every what-if.
func addSetFlag(f *pflag.FlagSet, p *[]string, example string) {
	f.StringArrayVar(p, "set", nil, "change one number of the variant's data, `PATH=VALUE`, such as "+example+" (repeatable)")
}

// parseSet reads one --set: a path and one value.
func parseSet(s string) ([]string, int, error) {
	path, values, err := sim.ParseVary(s)
	if err != nil {
		return nil, 0, fmt.Errorf("--set: %w", err)
	}
	if len(values) != 1 {
		return nil, 0, fmt.Errorf("--set %q: one value (a sweep takes several: 'sweep --vary')", s)
	}
	return path, values[0], nil
}

// aresWhatIfOptions are the flags of `aresim ares whatif`.
type aresWhatIfOptions struct {
	balanceOptions
	variantFiles []string
	set          []string
}

// newAresWhatIfCmd builds `aresim ares whatif`.
func newAresWhatIfCmd() *cobra.Command {
	o := &aresWhatIfOptions{}
	cmd := &cobra.Command{
		Use:   "whatif",
		Short: "Compare a variant of the faction data with the original on the same games",
		Long: `Take the flags of 'aresim ares balance', plus the variant's faction data:
--variant-faction-file FILE (a faction file replacing the faction of its
name in the variant only; repeatable) or --set Faction.Unit.field=VALUE.

` + whatIfLong,
		Example: `  aresim ares whatif --set Kahoum.Novice.cost=2 --games 20000
  aresim ares whatif --variant-faction-file kahoum-v2.json --format json
  aresim ares whatif --set Kahoum.Novice.cost=2 --games 100000 --shard 0/4 --out shard-0.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runAresWhatIf(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	o.addFlags(f, "each version's matchup cells, entrants against the field and first-player share",
		"each entrant's difference against the field with its paired and unpaired intervals")
	f.StringSliceVar(&o.variantFiles, "variant-faction-file", nil, "faction data `FILE` replacing the faction of its name in the variant (repeatable)")
	addSetFlag(f, &o.set, "Kahoum.Novice.cost=2")
	return cmd
}

func runAresWhatIf(ctx context.Context, out, errOut io.Writer, o *aresWhatIfOptions) error {
	cfg, err := o.study()
	if err != nil {
		return err
	}
	if len(o.variantFiles) == 0 && len(o.set) == 0 {
		return fmt.Errorf("whatif: no variant: give --variant-faction-file or --set")
	}
	variant := cfg.Rules
	for _, name := range o.variantFiles {
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("--variant-faction-file: %w", err)
		}
		fac, err := ares.ReadFaction(name, f)
		f.Close()
		if err != nil {
			return err
		}
		if variant, err = variant.WithFaction(fac); err != nil {
			return err
		}
	}
	for _, s := range o.set {
		path, v, err := parseSet(s)
		if err != nil {
			return err
		}
		if variant, err = aresbalance.Vary(variant, path, v); err != nil {
			return fmt.Errorf("--set %w", err)
		}
	}
	w, err := aresbalance.NewWhatIf(cfg, variant)
	if err != nil {
		return err
	}
	return runStudy(ctx, out, errOut, &o.runFlags, w, sim.Outputs[*sim.PairedAcc]{Report: aresbalance.WriteWhatIf, Plot: aresbalance.PlotWhatIf})
}

// expeditionWhatIfOptions are the flags of `aresim expedition whatif`.
type expeditionWhatIfOptions struct {
	expeditionBalanceOptions
	variantFiles []string
	set          []string
}

// newExpeditionWhatIfCmd builds `aresim expedition whatif`.
func newExpeditionWhatIfCmd() *cobra.Command {
	o := &expeditionWhatIfOptions{expeditionBalanceOptions: expeditionBalanceOptions{players: 4, bots: "heuristic"}}
	cmd := &cobra.Command{
		Use:   "whatif",
		Short: "Compare a variant of the cards and corporations with the original on the same games",
		Long: `Take the flags of 'aresim expedition balance', plus the variant's data:
--variant-cards FILES (card files, project cards and corporations in the
format of the embedded ones, used instead of the original's in the
variant) or --set Card.cost=N, Card.vp=N, Corporation.mc=N.

` + whatIfLong,
		Example: `  aresim expedition whatif --players 2 --set ThorGate.mc=40 --games 20000
  aresim expedition whatif --variant-cards my-base.cards,my-corps.cards --format csv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runExpeditionWhatIf(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	o.addFlags(f, "each version's corporation win rates", "each corporation's difference with its paired and unpaired intervals")
	f.StringSliceVar(&o.variantFiles, "variant-cards", nil, "card `FILES` to use in the variant instead of the original's cards")
	addSetFlag(f, &o.set, "ThorGate.mc=40")
	return cmd
}

func runExpeditionWhatIf(ctx context.Context, out, errOut io.Writer, o *expeditionWhatIfOptions) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("expedition whatif: "+format, args...) }
	game, err := o.study()
	if err != nil {
		return fail("%w", err)
	}
	if len(o.variantFiles) == 0 && len(o.set) == 0 {
		return fail("no variant: give --variant-cards or --set")
	}
	variant, name := game.Catalogue, game.CardsName
	if len(o.variantFiles) > 0 {
		if variant, err = cards.LoadPaths(o.variantFiles...); err != nil {
			return fail("--variant-cards: %w", err)
		}
		name = strings.Join(o.variantFiles, ",")
	}
	if variant == nil {
		if variant, err = game.Cards(); err != nil {
			return fail("%w", err)
		}
	}
	for _, s := range o.set {
		path, v, err := parseSet(s)
		if err != nil {
			return fail("%w", err)
		}
		if variant, err = expbalance.Vary(variant, path, v); err != nil {
			return fail("--set %w", err)
		}
		name += fmt.Sprintf(" with %s=%d", strings.Join(path, "."), v)
	}
	w, err := expbalance.NewWhatIf(game, variant, name)
	if err != nil {
		return fail("%w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, w, sim.Outputs[*sim.PairedAcc]{Report: expbalance.WriteWhatIf, Plot: expbalance.PlotWhatIf})
}

// crisisWhatIfOptions are the flags of `aresim crisis whatif`.
type crisisWhatIfOptions struct {
	crisisBalanceOptions
	variantCards, variantCrises []string
	set                         []string
}

// newCrisisWhatIfCmd builds `aresim crisis whatif`.
func newCrisisWhatIfCmd() *cobra.Command {
	o := &crisisWhatIfOptions{crisisBalanceOptions: crisisBalanceOptions{players: "1,2,3,4", difficulty: "all", bots: "heuristic", sets: "base", corps: "bots"}}
	cmd := &cobra.Command{
		Use:   "whatif",
		Short: "Compare a variant of the Crisis or project cards with the original on the same games",
		Long: `Take the flags of 'aresim crisis balance', plus the variant's data:
--variant-cards FILES (project cards and corporations), --variant-crisis-cards
FILES (the Crisis cards), in the format of the embedded ones, or --set
C33.counters=N, Card.cost=N, Card.vp=N, Corporation.mc=N.

` + whatIfLong,
		Example: `  aresim crisis whatif --players 2 --difficulty normal --set C33.counters=2 --games 20000`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCrisisWhatIf(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	o.addFlags(f, "each version's cell win rates", "each cell's difference with its paired and unpaired intervals")
	f.StringSliceVar(&o.variantCards, "variant-cards", nil, "card `FILES` (project cards and corporations) for the variant")
	f.StringSliceVar(&o.variantCrises, "variant-crisis-cards", nil, "Crisis card `FILES` for the variant")
	addSetFlag(f, &o.set, "C33.counters=2")
	return cmd
}

func runCrisisWhatIf(ctx context.Context, out, errOut io.Writer, o *crisisWhatIfOptions) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("crisis whatif: "+format, args...) }
	game, err := o.study()
	if err != nil {
		return fail("%w", err)
	}
	if len(o.variantCards) == 0 && len(o.variantCrises) == 0 && len(o.set) == 0 {
		return fail("no variant: give --variant-cards, --variant-crisis-cards or --set")
	}
	v := game
	var names []string
	if len(o.variantCards) > 0 {
		if v.Catalogue, err = cards.LoadPaths(o.variantCards...); err != nil {
			return fail("--variant-cards: %w", err)
		}
		names = append(names, strings.Join(o.variantCards, ","))
	}
	if len(o.variantCrises) > 0 {
		if v.Deck, err = loadCrises(o.variantCrises); err != nil {
			return fail("--variant-crisis-cards: %w", err)
		}
		names = append(names, strings.Join(o.variantCrises, ","))
	}
	for _, s := range o.set {
		path, x, err := parseSet(s)
		if err != nil {
			return fail("%w", err)
		}
		if v, err = crisisbalance.Vary(v, path, x); err != nil {
			return fail("--set %w", err)
		}
		names = append(names, fmt.Sprintf("%s=%d", strings.Join(path, "."), x))
	}
	w, err := crisisbalance.NewWhatIf(game, v.Catalogue, v.Deck, strings.Join(names, ","))
	if err != nil {
		return fail("%w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, w, sim.Outputs[*sim.PairedAcc]{Report: crisisbalance.WriteWhatIf, Plot: crisisbalance.PlotWhatIf})
}

// loadCrises reads Crisis card files.
func loadCrises(paths []string) (*crisis.Deck, error) {
	var files []cards.File
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		files = append(files, cards.File{Name: p, Data: data})
	}
	return crisis.LoadCrises(files...)
}
