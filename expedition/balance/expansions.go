package balance

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
)

// Options are the game options of a study: the sets and the expansions'
// options and variants (as in expedition.Config).
type Options struct {
	// Sets are the sets played; empty means the base game only.
	Sets []cards.Set
	// Infrastructure, Milestones and Upgrades are Foundations' track and
	// Discovery's awards and milestones and upgraded phase cards (Auto: the
	// engine's default for the game).
	Infrastructure, Milestones, Upgrades expedition.Toggle
	// Draft and DummyHand play Discovery's variants.
	Draft, DummyHand bool
}

// Config returns the engine configuration of a game with these options.
func (o Options) Config(players int, seed uint64, maxRounds int, cat *cards.Catalogue) expedition.Config {
	return expedition.Config{Players: players, Seed: seed, MaxRounds: maxRounds, Catalogue: cat, Sets: o.Sets,
		Infrastructure: o.Infrastructure, Milestones: o.Milestones, Upgrades: o.Upgrades,
		Draft: o.Draft, DummyHand: o.DummyHand}
}

// isBase reports whether the options are the base game's defaults.
func (o Options) isBase() bool {
	return (len(o.Sets) == 0 || len(o.Sets) == 1 && o.Sets[0] == cards.SetBase) &&
		o.Infrastructure == expedition.Auto && o.Milestones == expedition.Auto && o.Upgrades == expedition.Auto &&
		!o.Draft && !o.DummyHand
}

// fingerprint describes the options, so that summaries of different games
// never merge.
func (o Options) fingerprint() string {
	sets := o.Sets
	if len(sets) == 0 {
		sets = []cards.Set{cards.SetBase}
	}
	names := make([]string, len(sets))
	for i, s := range sets {
		names[i] = s.String()
	}
	return fmt.Sprintf("sets=%s infrastructure=%s milestones=%s upgrades=%s draft=%v dummy-hand=%v",
		strings.Join(names, ","), o.Infrastructure, o.Milestones, o.Upgrades, o.Draft, o.DummyHand)
}

// versionLabels name the upgraded phase cards ("Development A", ...).
var versionLabels = func() []string {
	var out []string
	for _, l := range phaseLabels {
		out = append(out, l+" A", l+" B")
	}
	return out
}()

// ExpansionAcc holds the sums of Discovery and Foundations; they stay
// empty in games without them.
type ExpansionAcc struct {
	// Milestones: for each milestone, the games it was in play (trials)
	// and the games its tile was claimed in.
	Milestones sim.RateSet `json:"milestones"`
	// ClaimRound: for each milestone, the round its tile was claimed in.
	ClaimRound []sim.Histogram `json:"claim_round"`
	// ClaimerWon: for each milestone, the players who claimed its tile in
	// a finished game and how many of them won.
	ClaimerWon sim.RateSet `json:"claimer_won"`
	// CorpMilestones: for each corporation, the milestones in play in its
	// games (trials) and those it took (tile or 3VP token).
	CorpMilestones sim.RateSet `json:"corporation_milestones"`
	// AwardFirst and AwardSecond: for each corporation, the awards in play
	// in its finished games and the first (second) places it took, ties
	// included.
	AwardFirst  sim.RateSet `json:"award_first"`
	AwardSecond sim.RateSet `json:"award_second"`
	// Upgrades: the phase upgrades each player made in a finished game;
	// UpgradeChoices: which upgraded phase cards they took.
	Upgrades       sim.Histogram `json:"upgrades"`
	UpgradeChoices sim.Tally     `json:"upgrade_choices"`
	// Infrastructure: the infrastructure steps each player raised in a
	// finished game with the track, and the winners' only.
	Infrastructure       sim.Histogram `json:"infrastructure_steps"`
	WinnerInfrastructure sim.Histogram `json:"winner_infrastructure_steps"`
}

// newExpansionAcc returns empty sums for the milestones of cat and the
// corporations labelled corps.
func newExpansionAcc(cat *cards.Catalogue, corps []string) ExpansionAcc {
	ms := make([]string, len(cat.Milestones))
	for i, m := range cat.Milestones {
		ms[i] = m.Name
	}
	return ExpansionAcc{
		Milestones: sim.NewRateSet(ms...), ClaimRound: make([]sim.Histogram, len(ms)), ClaimerWon: sim.NewRateSet(ms...),
		CorpMilestones: sim.NewRateSet(corps...), AwardFirst: sim.NewRateSet(corps...), AwardSecond: sim.NewRateSet(corps...),
		UpgradeChoices: sim.NewTally(versionLabels...),
	}
}

// gameTally is what one game adds, gathered from its events.
type gameTally struct {
	upgrades [expedition.MaxPlayers]int64
	infra    [expedition.MaxPlayers]int64
}

// observe reads the events of one Apply.
func (t *gameTally) observe(acc *ExpansionAcc, events []expedition.Event) {
	for _, e := range events {
		switch e.Kind {
		case expedition.EvPhaseUpgraded:
			if e.Player >= 0 {
				t.upgrades[e.Player]++
			}
			if e.N >= 1 && e.N <= expedition.NumPhases && e.Index >= expedition.PhaseUpgradeA && e.Index <= expedition.PhaseUpgradeB {
				acc.UpgradeChoices.Record(2*(int(e.N)-1) + int(e.Index) - 1)
			}
		case expedition.EvParamRaised:
			if e.Param == cards.Infrastructure && e.Player >= 0 {
				t.infra[e.Player]++
			}
		}
	}
}

// record adds a finished game's milestones, awards, upgrades and
// infrastructure steps.
func (a *ExpansionAcc) record(s *expedition.State, r expedition.Result, t *gameTally) {
	tiles := s.Tiles()
	feats := s.Features()
	corp := func(p int) int {
		v := s.View(p)
		return v.Info(p).Corporation
	}
	for i := 0; i < tiles.NumMilestones; i++ {
		m := tiles.Milestones[i]
		claimed := tiles.Holder[i] >= 0
		a.Milestones.Record(m, claimed)
		if claimed {
			a.ClaimRound[m].Observe(int64(tiles.ClaimRound[i]))
			a.ClaimerWon.Record(m, r.Won(tiles.Holder[i]))
		}
	}
	for p := 0; p < r.Players; p++ {
		c := corp(p)
		if c < 0 {
			continue
		}
		for i := 0; i < tiles.NumMilestones; i++ {
			a.CorpMilestones.Record(c, tiles.Has[p]&(1<<i) != 0)
		}
		for i := 0; i < tiles.NumAwards; i++ {
			place := s.AwardPlace(i, p)
			a.AwardFirst.Record(c, place == 1)
			a.AwardSecond.Record(c, place == 2)
		}
		if feats&cards.NeedsUpgrades != 0 {
			a.Upgrades.Observe(t.upgrades[p])
		}
		if feats&cards.NeedsInfrastructure != 0 {
			a.Infrastructure.Observe(t.infra[p])
			if r.Won(p) {
				a.WinnerInfrastructure.Observe(t.infra[p])
			}
		}
	}
}

func (a *ExpansionAcc) merge(o *ExpansionAcc) {
	a.Milestones.Merge(&o.Milestones)
	rounds := make([]sim.Histogram, len(a.Milestones.Labels()))
	for _, src := range []*ExpansionAcc{a, o} {
		for i, l := range src.Milestones.Labels() {
			if i < len(src.ClaimRound) {
				rounds[slices.Index(a.Milestones.Labels(), l)].Merge(&src.ClaimRound[i])
			}
		}
	}
	a.ClaimRound = rounds
	a.ClaimerWon.Merge(&o.ClaimerWon)
	a.CorpMilestones.Merge(&o.CorpMilestones)
	a.AwardFirst.Merge(&o.AwardFirst)
	a.AwardSecond.Merge(&o.AwardSecond)
	a.Upgrades.Merge(&o.Upgrades)
	a.UpgradeChoices.Merge(&o.UpgradeChoices)
	a.Infrastructure.Merge(&o.Infrastructure)
	a.WinnerInfrastructure.Merge(&o.WinnerInfrastructure)
}

func (a *ExpansionAcc) validate() error {
	if len(a.ClaimRound) != len(a.Milestones.Labels()) {
		return fmt.Errorf("%w: %d claim-round histograms for %d milestones", ErrConfig, len(a.ClaimRound), len(a.Milestones.Labels()))
	}
	for i := range a.ClaimRound {
		if err := a.ClaimRound[i].Validate(); err != nil {
			return err
		}
	}
	for _, v := range []interface{ Validate() error }{&a.Milestones, &a.ClaimerWon, &a.CorpMilestones, &a.AwardFirst,
		&a.AwardSecond, &a.Upgrades, &a.UpgradeChoices, &a.Infrastructure, &a.WinnerInfrastructure} {
		if err := v.Validate(); err != nil {
			return err
		}
	}
	return nil
}
