package main

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim"
)

// versionNames name the upgraded versions in versionIndex order.
var versionNames = [numVersions]string{"Development A", "Development B", "Construction A", "Construction B",
	"Action A", "Action B", "Production A", "Production B", "Research A", "Research B"}

var phaseShort = [expedition.NumPhases + 1]string{"", "Dev", "Con", "Act", "Prod", "Res"}

// hyperion is the corporation whose setup upgrades Action.
const hyperion = "Hyperion Systems"

// report prints the study's sums.
func (st study) report(out io.Writer, a *acc) {
	games := float64(a.Games)
	seats := float64(a.Sides[0].Seats + a.Sides[1].Seats)
	fmt.Fprintf(out, "%d games (%d stopped by the round cap), %.2f rounds a game, %.2f VP a player\n",
		a.Games, a.Unfinished, float64(a.Rounds)/games, float64(a.Sides[0].VP+a.Sides[1].VP)/seats)
	if st.mirror {
		st.mirrorReport(out, a)
		for k := range a.Sides {
			fmt.Fprintf(out, "\n%s's seats:\n", st.names[k])
			versions(out, &a.Sides[k], a.Sides[k].Seats)
		}
		return
	}
	fmt.Fprintln(out)
	versions(out, &a.Sides[0], a.Sides[0].Seats)
	fmt.Fprintln(out)
	st.corporations(out, &a.Sides[0])
}

// pct formats a rate with its 95% Wilson interval.
func pct(r sim.Rate) string {
	if r.Trials == 0 {
		return "    -"
	}
	lo, hi := r.Wilson95()
	return fmt.Sprintf("%5.1f%% [%.1f, %.1f]", 100*r.Value(), 100*lo, 100*hi)
}

// versions prints the upgrades of one side's seats.
func versions(out io.Writer, s *sideAcc, seats int64) {
	var all versionAcc
	for i := range s.Versions {
		v := &s.Versions[i]
		all.Upgrades += v.Upgrades
		all.Setup += v.Setup
		all.Chosen += v.Chosen
		all.Never += v.Never
		all.SetupNever += v.SetupNever
		all.Unused += v.Unused
		all.Now += v.Now
		all.Replaced += v.Replaced
		all.RoundsAfter += v.RoundsAfter
	}
	fmt.Fprintf(out, "Upgraded phase cards: %d upgrades, %.2f a player a game (%d at setup, by the corporations)\n",
		all.Upgrades, float64(all.Upgrades)/float64(max(seats, 1)), all.Setup)
	fmt.Fprintf(out, "  %-15s %-21s %-21s %-13s %-21s %-10s %-21s %s\n", "version", "share of upgrades", "share in play", "chosen again",
		"never chosen again", "this round", "never used", "Plannings after")
	line := func(name string, v *versionAcc, share, inPlay string) {
		n := float64(max(v.Upgrades, 1))
		fmt.Fprintf(out, "  %-15s %-21s %-21s %-13s %-21s %5.1f%%     %-21s %.1f\n", name, share, inPlay,
			fmt.Sprintf("%.2f", float64(v.Chosen)/n), pct(sim.Rate{Successes: v.Never, Trials: v.Upgrades}),
			100*float64(v.Now)/n, pct(sim.Rate{Successes: v.Unused, Trials: v.Upgrades}), float64(v.RoundsAfter)/n)
	}
	for i := range s.Versions {
		v := &s.Versions[i]
		line(versionNames[i], v, pct(sim.Rate{Successes: v.Upgrades, Trials: all.Upgrades}),
			pct(sim.Rate{Successes: v.Upgrades - v.Setup, Trials: all.Upgrades - all.Setup}))
	}
	line("all", &all, "", "")
	fmt.Fprintf(out, "  never chosen again: at setup %s of %d, in play %s of %d\n",
		strings.TrimSpace(pct(sim.Rate{Successes: all.SetupNever, Trials: all.Setup})), all.Setup,
		strings.TrimSpace(pct(sim.Rate{Successes: all.Never - all.SetupNever, Trials: all.Upgrades - all.Setup})), all.Upgrades-all.Setup)
}

// corporations prints each corporation's Planning choices and wins.
func (st study) corporations(out io.Writer, s *sideAcc) {
	fmt.Fprintln(out, "Planning choices by corporation (shares of its player's choices) and wins:")
	fmt.Fprintf(out, "  %-31s %6s", "corporation", "seats")
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		fmt.Fprintf(out, " %6s", phaseShort[ph])
	}
	fmt.Fprintf(out, "  %-21s %s\n", "win rate", "VP")
	var all corpAcc
	row := func(name string, c *corpAcc) {
		total := int64(0)
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			total += c.Choices[ph]
		}
		fmt.Fprintf(out, "  %-31s %6d", name, c.Seats)
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			fmt.Fprintf(out, " %5.1f%%", 100*float64(c.Choices[ph])/float64(max(total, 1)))
		}
		fmt.Fprintf(out, "  %-21s %.1f\n", pct(sim.Rate{Successes: c.Wins, Trials: c.Seats}), float64(c.VP)/float64(max(c.Seats, 1)))
	}
	hyper := -1
	for i, cp := range st.cat.Corporations {
		c := &s.Corps[i]
		if c.Seats == 0 {
			continue
		}
		if cp.Name == hyperion {
			hyper = i
		}
		all.Seats += c.Seats
		all.Wins += c.Wins
		all.VP += c.VP
		for ph := range c.Choices {
			all.Choices[ph] += c.Choices[ph]
		}
		row(cp.Name, c)
	}
	row("all", &all)
	if hyper < 0 {
		return
	}
	c := &s.Corps[hyper]
	var mine, others sim.Rate
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		mine.Trials += c.Choices[ph]
		others.Trials += all.Choices[ph] - c.Choices[ph]
	}
	mine.Successes = c.Choices[expedition.PhaseAction]
	others.Successes = all.Choices[expedition.PhaseAction] - mine.Successes
	fmt.Fprintf(out, "\n%s: Action in %s of its choices (the other corporations: %s); wins %s of %d games (even %.1f%%)\n",
		hyperion, strings.TrimSpace(pct(mine)), strings.TrimSpace(pct(others)), strings.TrimSpace(pct(sim.Rate{Successes: c.Wins, Trials: c.Seats})),
		c.Seats, 100/float64(st.players))
}

// mirrorReport prints the sides of a mirror match.
func (st study) mirrorReport(out io.Writer, a *acc) {
	fmt.Fprintf(out, "\n  %-24s %6s  %-21s %s\n", "bot", "seats", "win rate", "VP a seat")
	for k, s := range a.Sides {
		fmt.Fprintf(out, "  %-24s %6d  %-21s %.2f\n", st.names[k], s.Seats, pct(sim.Rate{Successes: s.Wins, Trials: s.Seats}),
			float64(s.VP)/float64(max(s.Seats, 1)))
	}
	if a.Norm == 0 {
		return
	}
	g := float64(a.Games)
	mean := float64(a.Diff) / g
	sd := math.Sqrt(max(float64(a.Diff2)/g-mean*mean, 0) * g / max(g-1, 1))
	per := float64(a.Norm) / g
	fmt.Fprintf(out, "  VP a seat, %s less %s: %+.2f (95%% interval ±%.2f, games as independent)\n",
		st.names[0], st.names[1], mean/per, 1.96*sd/math.Sqrt(g)/per)
}
