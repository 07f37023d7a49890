package main

import (
	"context"
	"fmt"
	"io"
	"math"

	aresbalance "github.com/aresim/aresim/ares/balance"
	crisisbalance "github.com/aresim/aresim/crisis/balance"
	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// sweepLong is the part of every sweep's help that says what it does.
const sweepLong = `Every game of the study is played once under each value of --vary
PATH=VALUES (a list 1,2,4, a range 1..4, or a range with a step 0..20:5; at
most 64 values), all values from the same seeds, and the report gives a row
per value with the rates of the study's head. --target RATE picks, from the
finished grid, the value whose rate named by --rate comes closest to RATE
(such as 0.5), with its interval, or says that no value in the grid gets
there (no interval holds the target). --plot draws the rates against the
values. Shards and 'aresim merge' work as for balance; the target is part
of the run, so a merge reports the same pick.`

// sweepFlags are the flags every sweep adds to its study's.
type sweepFlags struct {
	flags  *pflag.FlagSet
	vary   string
	target float64
	rate   string
}

func (s *sweepFlags) add(f *pflag.FlagSet, example, rates string) {
	s.flags = f
	f.StringVar(&s.vary, "vary", "", "the number to vary and its values, `PATH=VALUES`, such as "+example)
	f.Float64Var(&s.target, "target", 0, "pick the value whose rate (--rate) comes closest to this `RATE`, such as 0.5")
	f.StringVar(&s.rate, "rate", "", "the rate --target aims at: "+rates)
}

// parse reads --vary and checks --target; rate resolves --rate (or, when
// it is empty, the name the path starts with) to a rate of the study.
func (s *sweepFlags) parse(rate func(name string) (string, error)) (path []string, values []int, target string, err error) {
	if s.vary == "" {
		return nil, nil, "", fmt.Errorf("--vary: the number to vary is missing, as in --vary Kahoum.Novice.cost=1..4")
	}
	if path, values, err = sim.ParseVary(s.vary); err != nil {
		return nil, nil, "", err
	}
	if !s.flags.Changed("target") {
		if s.rate != "" {
			return nil, nil, "", fmt.Errorf("--rate %q without --target: the rate to aim at needs a target", s.rate)
		}
		return path, values, "", nil
	}
	if math.IsNaN(s.target) || s.target <= 0 || s.target >= 1 {
		return nil, nil, "", fmt.Errorf("--target %g: want a rate between 0 and 1, such as 0.5", s.target)
	}
	name := s.rate
	if name == "" {
		name = path[0]
	}
	if target, err = rate(name); err != nil {
		if s.rate == "" {
			return nil, nil, "", fmt.Errorf("--target: name the rate with --rate (%w)", err)
		}
		return nil, nil, "", err
	}
	return path, values, target, nil
}

// aresSweepOptions are the flags of `aresim ares sweep`.
type aresSweepOptions struct {
	balanceOptions
	sweep sweepFlags
}

// newAresSweepCmd builds `aresim ares sweep`.
func newAresSweepCmd() *cobra.Command {
	o := &aresSweepOptions{}
	cmd := &cobra.Command{
		Use:   "sweep",
		Short: "Vary one number of a faction's data over a grid and report the win rates",
		Long: `Take the flags of 'aresim ares balance', plus --vary Faction.Unit.field=VALUES,
the field one of cost, initiative, attack.infantry, attack.armor,
attack.air or attack.building. The report gives each entrant's win rate
against the field at every value.

` + sweepLong,
		Example: `  aresim ares sweep --vary Kahoum.Novice.cost=1..4 --games 20000 --plot novice.svg
  aresim ares sweep --vary Kahoum.Novice.cost=1..4 --target 0.5 --rate Kahoum`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runAresSweep(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	o.addFlags(f, "every value's matchup cells, entrants against the field and first-player share",
		"the win rates against the values, with the target")
	o.sweep.add(f, "Kahoum.Novice.cost=1..4", "a faction, or faction/bot (default: the faction varied)")
	return cmd
}

func runAresSweep(ctx context.Context, out, errOut io.Writer, o *aresSweepOptions) error {
	cfg, err := o.study()
	if err != nil {
		return err
	}
	path, values, target, err := o.sweep.parse(func(name string) (string, error) { return aresbalance.FieldRate(cfg, name) })
	if err != nil {
		return err
	}
	sw, err := aresbalance.NewSweep(cfg, path, values, target, o.sweep.target)
	if err != nil {
		return fmt.Errorf("--vary %w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, sw, sim.Outputs[*sim.SweepAcc]{Report: aresbalance.WriteSweep, Plot: aresbalance.PlotSweep})
}

// expeditionSweepOptions are the flags of `aresim expedition sweep`.
type expeditionSweepOptions struct {
	expeditionBalanceOptions
	sweep sweepFlags
}

// newExpeditionSweepCmd builds `aresim expedition sweep`.
func newExpeditionSweepCmd() *cobra.Command {
	o := &expeditionSweepOptions{expeditionBalanceOptions: expeditionBalanceOptions{players: 4, bots: "heuristic"}}
	cmd := &cobra.Command{
		Use:   "sweep",
		Short: "Vary a card's cost or VP or a corporation's starting MC over a grid",
		Long: `Take the flags of 'aresim expedition balance', plus --vary PATH=VALUES: a
project card's Card.cost or Card.vp (a fixed VP), or a corporation's
Corporation.mc (its starting MC), the card or corporation named by its name
or number. The report gives each corporation's win rate at every value.

` + sweepLong,
		Example: `  aresim expedition sweep --players 2 --vary ThorGate.mc=30..50:5 --target 0.5`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runExpeditionSweep(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	o.addFlags(f, "every value's corporation win rates", "the corporation win rates against the values, with the target")
	o.sweep.add(f, "ThorGate.mc=30..50:5", "a corporation (default: the corporation varied)")
	return cmd
}

func runExpeditionSweep(ctx context.Context, out, errOut io.Writer, o *expeditionSweepOptions) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("expedition sweep: "+format, args...) }
	game, err := o.study()
	if err != nil {
		return fail("%w", err)
	}
	path, values, target, err := o.sweep.parse(func(name string) (string, error) { return expbalance.CorporationRate(game, name) })
	if err != nil {
		return fail("%w", err)
	}
	sw, err := expbalance.NewSweep(game, path, values, target, o.sweep.target)
	if err != nil {
		return fail("--vary %w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, sw, sim.Outputs[*sim.SweepAcc]{Report: expbalance.WriteSweep, Plot: expbalance.PlotSweep})
}

// crisisSweepOptions are the flags of `aresim crisis sweep`.
type crisisSweepOptions struct {
	crisisBalanceOptions
	sweep sweepFlags
}

// newCrisisSweepCmd builds `aresim crisis sweep`.
func newCrisisSweepCmd() *cobra.Command {
	o := &crisisSweepOptions{crisisBalanceOptions: crisisBalanceOptions{players: "1,2,3,4", difficulty: "all", bots: "heuristic", sets: "base", corps: "bots"}}
	cmd := &cobra.Command{
		Use:   "sweep",
		Short: "Vary a Crisis card's counters, or a card's or corporation's number, over a grid",
		Long: `Take the flags of 'aresim crisis balance', plus --vary PATH=VALUES: a Crisis
card's counters (C33.counters, by its code), a project card's Card.cost or
Card.vp, or a corporation's Corporation.mc. The report gives each cell's
win rate at every value.

` + sweepLong,
		Example: `  aresim crisis sweep --players 2 --difficulty normal --vary C33.counters=1..5 --target 0.5 --rate "2p normal"`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCrisisSweep(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	o.addFlags(f, "every value's cell win rates", "the cells' win rates against the values, with the target")
	o.sweep.add(f, "C33.counters=1..5", `a cell, as "2p normal" (default: the only cell)`)
	return cmd
}

func runCrisisSweep(ctx context.Context, out, errOut io.Writer, o *crisisSweepOptions) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("crisis sweep: "+format, args...) }
	game, err := o.study()
	if err != nil {
		return fail("%w", err)
	}
	path, values, target, err := o.sweep.parse(func(name string) (string, error) {
		if o.sweep.rate == "" && len(game.Players)*len(game.Difficulties) == 1 {
			name = fmt.Sprintf("%dp %s", game.Players[0], game.Difficulties[0])
		}
		return crisisbalance.CellRate(game, name)
	})
	if err != nil {
		return fail("%w", err)
	}
	sw, err := crisisbalance.NewSweep(game, path, values, target, o.sweep.target)
	if err != nil {
		return fail("--vary %w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, sw, sim.Outputs[*sim.SweepAcc]{Report: crisisbalance.WriteSweep, Plot: crisisbalance.PlotSweep})
}
