package balance

import (
	"fmt"
	"io"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
)

// MilestoneRow says how a milestone went in the games it was drawn in.
type MilestoneRow struct {
	Milestone string `json:"milestone"`
	// Claimed is the share of those games in which its tile was claimed;
	// ClaimRound the round of the claim; ClaimerWon the share of the
	// claimers who won the game.
	Claimed    report.Estimate     `json:"claimed"`
	ClaimRound report.Distribution `json:"claimRound"`
	ClaimerWon report.Estimate     `json:"claimerWon"`
}

// CorporationTilesRow says how a corporation did at the milestones and
// awards of its games.
type CorporationTilesRow struct {
	Corporation string `json:"corporation"`
	// Milestones is the share of the milestones in play in its games that
	// it took (a tile or a 3VP token); AwardFirst and AwardSecond the
	// share of the awards in play it placed first (second) in, ties
	// included.
	Milestones  report.Estimate `json:"milestones"`
	AwardFirst  report.Estimate `json:"awardFirst"`
	AwardSecond report.Estimate `json:"awardSecond"`
}

// ExpansionReport is what a study shows of the expansions its games
// played; a part they did not play is left out (nil or empty).
type ExpansionReport struct {
	Milestones   []MilestoneRow        `json:"milestones,omitempty"`
	Corporations []CorporationTilesRow `json:"corporations,omitempty"`
	// Upgrades is the phase upgrades each player made in a game;
	// UpgradeChoices the share of the upgrades that took each upgraded
	// phase card.
	Upgrades       *report.Distribution  `json:"upgrades,omitempty"`
	UpgradeChoices []report.LabelledRate `json:"upgradeChoices,omitempty"`
	// Infrastructure is the infrastructure steps each player raised in a
	// game with the track; WinnerInfrastructure the winners' only.
	Infrastructure       *report.Distribution `json:"infrastructure,omitempty"`
	WinnerInfrastructure *report.Distribution `json:"winnerInfrastructure,omitempty"`
}

// newExpansionReport computes the report of the expansions' sums, or nil
// when the study's games played none of them.
func newExpansionReport(a *ExpansionAcc, corps *sim.RateSet) *ExpansionReport {
	r := &ExpansionReport{}
	labels := a.Milestones.Labels()
	for i, l := range labels {
		in := a.Milestones.At(i)
		if in.Trials == 0 {
			continue
		}
		row := MilestoneRow{Milestone: l, Claimed: report.NewEstimate(in), ClaimerWon: report.NewEstimate(a.ClaimerWon.At(i))}
		if i < len(a.ClaimRound) {
			row.ClaimRound = report.NewDistribution(&a.ClaimRound[i])
		}
		r.Milestones = append(r.Milestones, row)
	}
	for i, l := range a.CorpMilestones.Labels() {
		m, first, second := a.CorpMilestones.At(i), a.AwardFirst.At(i), a.AwardSecond.At(i)
		if m.Trials == 0 && first.Trials == 0 {
			continue
		}
		r.Corporations = append(r.Corporations, CorporationTilesRow{Corporation: l, Milestones: report.NewEstimate(m),
			AwardFirst: report.NewEstimate(first), AwardSecond: report.NewEstimate(second)})
	}
	if a.Upgrades.Count() > 0 {
		d := report.NewDistribution(&a.Upgrades)
		r.Upgrades = &d
		r.UpgradeChoices = report.ShareList(&a.UpgradeChoices)
	}
	if a.Infrastructure.Count() > 0 {
		d, w := report.NewDistribution(&a.Infrastructure), report.NewDistribution(&a.WinnerInfrastructure)
		r.Infrastructure, r.WinnerInfrastructure = &d, &w
	}
	if len(r.Milestones) == 0 && len(r.Corporations) == 0 && r.Upgrades == nil && r.Infrastructure == nil {
		return nil
	}
	return r
}

func (r *ExpansionReport) writeTable(w io.Writer) {
	if len(r.Milestones) > 0 {
		fmt.Fprintln(w, "\nMilestones (in the games they were drawn in):")
		t := report.Table{Indent: "  ", Header: []string{"milestone", "claimed", "round of the claim", "claimer's win rate"}}
		for _, m := range r.Milestones {
			round := report.NoTrials
			if m.ClaimRound.Count > 0 {
				round = fmt.Sprintf("mean %.1f", m.ClaimRound.Mean)
			}
			t.Add(m.Milestone, m.Claimed.String(), round, m.ClaimerWon.String())
		}
		_ = t.Write(w, report.Width)
	}
	if len(r.Corporations) > 0 {
		fmt.Fprintln(w, "\nMilestones and awards by corporation (shares of those in play in its games):")
		t := report.Table{Indent: "  ", Header: []string{"corporation", "milestones taken", "award first places", "second places"}}
		for _, c := range r.Corporations {
			t.Add(c.Corporation, c.Milestones.String(), c.AwardFirst.String(), c.AwardSecond.String())
		}
		_ = t.Write(w, report.Width)
	}
	if r.Upgrades != nil {
		fmt.Fprintln(w, "\nUpgraded phase cards:")
		d := report.Table{Indent: "  "}
		d.Add("Upgrades per player", r.Upgrades.String())
		_ = d.Write(w, report.Width)
		t := report.Table{Indent: "  ", Header: []string{"card taken", "share of the upgrades"}}
		for _, c := range r.UpgradeChoices {
			t.Add(c.Label, c.Rate.String())
		}
		_ = t.Write(w, report.Width)
	}
	if r.Infrastructure != nil {
		fmt.Fprintln(w, "\nInfrastructure:")
		d := report.Table{Indent: "  "}
		d.Add("Steps per player", r.Infrastructure.String())
		d.Add("Steps per winner", r.WinnerInfrastructure.String())
		_ = d.Write(w, report.Width)
	}
}

func (r *ExpansionReport) writeCSV(c *report.CSV) {
	for _, m := range r.Milestones {
		c.Rate("milestones", m.Milestone, "claimed", m.Claimed)
		c.Rate("milestones", m.Milestone, "claimerWon", m.ClaimerWon)
		c.Distribution("milestoneClaimRound", m.Milestone, m.ClaimRound)
	}
	for _, x := range r.Corporations {
		c.Rate("corporationTiles", x.Corporation, "milestones", x.Milestones)
		c.Rate("corporationTiles", x.Corporation, "awardFirst", x.AwardFirst)
		c.Rate("corporationTiles", x.Corporation, "awardSecond", x.AwardSecond)
	}
	if r.Upgrades != nil {
		c.Distribution("upgrades", "", *r.Upgrades)
		c.Rates("upgradeChoices", r.UpgradeChoices)
	}
	if r.Infrastructure != nil {
		c.Distribution("infrastructure", "", *r.Infrastructure)
		c.Distribution("winnerInfrastructure", "", *r.WinnerInfrastructure)
	}
}
