package cards

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestEmbeddedHoldsDiscoveryAndFoundations(t *testing.T) {
	cat, err := Embedded()
	require.NoError(t, err)
	base := MustBase()
	for i := range base.Cards {
		require.Equal(t, base.Cards[i].Number, cat.Cards[i].Number, "base cards keep their IDs")
	}
	type tally struct{ cards, green, blue, red, cost, corps int }
	got := map[Set]tally{}
	for i := range cat.Cards {
		c := &cat.Cards[i]
		x := got[c.Set]
		x.cards++
		x.cost += int(c.Cost)
		switch c.Color {
		case Green:
			x.green++
		case Blue:
			x.blue++
		case Red:
			x.red++
		}
		got[c.Set] = x
	}
	for i := range cat.Corporations {
		x := got[cat.Corporations[i].Set]
		x.corps++
		got[cat.Corporations[i].Set] = x
	}
	// The published sets: Discovery 38 cards (22 green, 9 blue, 7 red,
	// printed costs 576) and 4 corporations; Foundations 22 cards (3 green,
	// 6 blue, 13 red, costs 399) and its Inventrix.
	require.Equal(t, map[Set]tally{
		SetBase:        {cards: 208, green: 106, blue: 64, red: 38, cost: 2750, corps: 12},
		SetDiscovery:   {cards: 38, green: 22, blue: 9, red: 7, cost: 576, corps: 4},
		SetFoundations: {cards: 22, green: 3, blue: 6, red: 13, cost: 399, corps: 1},
	}, got)
	require.Len(t, cat.Milestones, 11)
	require.Len(t, cat.Awards, 7)
}

func TestNeedsAreDerivedFromWhatCardsDo(t *testing.T) {
	cat := MustEmbedded()
	needs := map[Features][]string{}
	for i := range cat.Cards {
		if c := &cat.Cards[i]; c.Needs != 0 {
			needs[c.Needs] = append(needs[c.Needs], c.Number)
		}
	}
	for i := range cat.Corporations {
		if c := &cat.Corporations[i]; c.Needs != 0 {
			needs[c.Needs] = append(needs[c.Needs], "corp "+c.Number)
		}
	}
	for i := range cat.Awards {
		if a := &cat.Awards[i]; a.Needs != 0 {
			needs[a.Needs] = append(needs[a.Needs], "award "+a.Name)
		}
	}
	require.Equal(t, map[Features][]string{
		// Cards that mention milestones (Ruling D5).
		NeedsMilestones: {"D19", "D35"},
		// Cards and corporations that upgrade phases or count upgraded
		// phase cards (Ruling D5), and the Visionary award.
		NeedsUpgrades: {"D05", "D06", "D07", "D09", "D10", "D11", "D12", "D14", "D15", "D16", "D17", "D18",
			"D20", "D22", "D23", "D27", "D28", "D30", "D32", "D33", "D34", "D36", "D37", "D38", "D40", "D42",
			"corp D01", "corp D02", "corp D03", "corp D04", "award Visionary"},
		// Foundations cards that involve the infrastructure track (Ruling
		// F3); the reprints F01-F03 and F23 stay without it.
		NeedsInfrastructure: {"F04", "F05", "F06", "F07", "F08", "F09", "F10", "F11", "F12", "F13", "F14",
			"F15", "F17", "F18", "F19", "F20", "F21", "F22"},
		NeedsUpgrades | NeedsInfrastructure: {"F16"},
	}, needs)
	require.Equal(t, "milestones,upgrades,infrastructure", (NeedsMilestones | NeedsUpgrades | NeedsInfrastructure).String())
}

func TestReprintsReplaceTheBasePrintings(t *testing.T) {
	cat := MustEmbedded()
	for num, old := range map[string]string{"F02": "1", "F03": "97"} {
		c, ok := cat.CardByNumber(num)
		require.True(t, ok)
		require.Equal(t, old, c.Replaces)
		o, _ := cat.CardByNumber(old)
		require.Equal(t, o.Name, c.Name)
		require.Equal(t, o.Passive.ReqShift|shiftOf(o.Effect)|1<<Infrastructure, c.Passive.ReqShift|shiftOf(c.Effect))
	}
	inv, ok := cat.CorporationByNumber("F01")
	require.True(t, ok)
	require.Equal(t, "213", inv.Replaces)
	require.Equal(t, uint8(1<<Temperature|1<<Oxygen|1<<Infrastructure), inv.Passive.ReqShift)
}

// shiftOf returns the parameters of a shift-next in p.
func shiftOf(p Program) uint8 {
	for _, op := range p {
		if op.Code == OpShiftNext {
			return uint8(op.N)
		}
	}
	return 0
}

func TestExpansionLanguage(t *testing.T) {
	cat, err := LoadFiles(File{Name: "x.cards", Data: []byte(`
card X1 Upgrader
  set: discovery
  color: red
  cost: 5
  tags: wild event
  requires: milestones >= 1, production heat >= 2
  effect: upgrade-phase any; upgrade-phase research; if chose upgraded { gain 1 mc }; if phase-start infrastructure >= yellow { gain 1 card }; if infrastructure >= red { gain 1 heat }; if milestones >= 2 { gain 2 mc }
  when: upgraded-phase-revealed -> gain 1 mc

corporation X2 Counter
  set: discovery
  mc: 30
  replaces: 9
  vp: 1 per 2 upgraded-phases

corporation 9 Old
  set: base
  mc: 30

milestone Heater
  set: discovery
  condition: production heat >= 10

award Hoarder
  set: discovery
  counts: steel + titanium + all resources + distinct-tags + tr
`)})
	require.NoError(t, err)
	c := &cat.Cards[0]
	require.Equal(t, []Requirement{
		{Kind: ReqCount, Count: Countable{Kind: CountMilestones, Per: 1}, N: 1},
		{Kind: ReqCount, Count: Countable{Kind: CountProduction, Res: Heat, Per: 1}, N: 2},
	}, c.Requires)
	require.Equal(t, OpUpgradePhase, c.Effect[0].Code)
	require.Equal(t, int16(0), c.Effect[0].N, "any phase")
	require.Equal(t, int16(5), c.Effect[1].N, "research")
	require.Equal(t, Cond{Kind: CondChoseUpgraded}, c.Effect[2].Cond)
	require.Equal(t, Cond{Kind: CondParamAtPhaseStart, Param: Infrastructure, Zone: Yellow}, c.Effect[4].Cond)
	require.Equal(t, Cond{Kind: CondParam, Param: Infrastructure, Zone: RedZone}, c.Effect[6].Cond)
	require.Equal(t, Cond{Kind: CondCount, Count: Countable{Kind: CountMilestones, Per: 1}, N: 2}, c.Effect[8].Cond)
	require.Equal(t, EvUpgradedRevealed, c.Triggers[0].Event)
	require.Equal(t, NeedsMilestones|NeedsUpgrades|NeedsInfrastructure, c.Needs)
	corp := &cat.Corporations[0]
	require.Equal(t, "9", corp.Replaces)
	require.Equal(t, Countable{Kind: CountUpgraded, Per: 2}, corp.VP.Count)
	require.Equal(t, NeedsUpgrades, corp.Needs)
	require.Equal(t, Milestone{ID: 0, Name: "Heater", Set: SetDiscovery, Count: Countable{Kind: CountProduction, Res: Heat, Per: 1},
		N: 10, Text: []FieldText{{"condition", "production heat >= 10"}}, Source: "x.cards:21"}, cat.Milestones[0])
	require.Equal(t, []Countable{{Kind: CountSteel, Per: 1}, {Kind: CountTitanium, Per: 1}, {Kind: CountAllResources, Per: 1},
		{Kind: CountDistinctTags, Per: 1}, {Kind: CountTR, Per: 1}}, cat.Awards[0].Counts)
}

func TestExpansionValidationErrors(t *testing.T) {
	head := "card X9 Test Card\n  set: promo\n  color: blue\n  cost: 5\n"
	for _, tc := range []struct {
		text, want string
	}{
		{head + "  effect: upgrade-phase sixth", `effect: expected any, development, construction, action, production or research at "sixth"`},
		{head + "  effect: if chose nothing { gain 1 mc }", `expected action or upgraded at "nothing"`},
		{head + "  effect: if phase-start oxygen >= 3 { gain 1 mc }", `expected purple, red, yellow or white at "3"`},
		{head + "  requires: wishes >= 2", "requires: expected a parameter, tag, tr or something to count"},
		{head + "  replaces: 1 2", "replaces: expected one card number"},
		{head + "  replaces: 77", `card X9 "Test Card": replaces: no card 77 of another set`},
		{"milestone Hero\n  set: promo\n", `mine.cards:1: milestone "Hero": condition: missing`},
		{"milestone Hero\n  set: promo\n  condition: tr >= 0", "condition: a milestone needs a positive threshold"},
		{"milestone Hero\n  set: promo\n  condition: tr", `condition: expected ">=" at end`},
		{"award Hoarder\n  set: promo\n  counts: resources", "counts: a tile counts the player's things"},
		{"award Hoarder\n  set: promo\n  counts: tr\n  condition: tr >= 1", "condition: unknown field"},
		{"award Hoarder\n  set: promo\n  counts: tr\naward hoarder\n  set: promo\n  counts: tr", "name used twice"},
		{"milestone\n", "milestone needs a name"},
	} {
		err := bad(t, tc.text)
		require.Contains(t, err.Error(), tc.want, "for %q", tc.text)
	}
}

func TestWildTagsMatchFiltersUntilPlayed(t *testing.T) {
	cat := MustEmbedded()
	market, _ := cat.CardByNumber("D26") // Local Market: wild
	science := Filter{Tags: 1 << TagScience, MaxCost: -1, MinCost: -1}
	event := Filter{Tags: 1 << TagEvent, MaxCost: -1, MinCost: -1}
	require.True(t, science.Match(market), "the revealer may choose science for it (Ruling D3)")
	require.False(t, event.Match(market), "a wild tag never stands for event")
	require.Zero(t, science.MatchCount(market), "played, it counts only as the tag chosen")
	require.Equal(t, 1, science.MatchCountAs(market, TagScience))
	require.Zero(t, science.MatchCountAs(market, TagSpace))
	mapping, _ := cat.CardByNumber("D20") // Topographic Mapping: wild and event
	require.Equal(t, 1, event.MatchCountAs(mapping, TagScience), "its printed event tag; the wild one stands for science")
}

// TestMatchCountAgreesWithMatch: a played card matches a filter as many
// times as MatchCount says, and at least once exactly when Match says so
// (for a card whose wild tag, if any, stands for nothing).
func TestMatchCountAgreesWithMatch(t *testing.T) {
	cat := MustEmbedded()
	filters := []Filter{AnyFilter, {Colors: 1 << Blue, MaxCost: -1, MinCost: -1}, {HasAction: true, MaxCost: -1, MinCost: -1},
		{GivesSteel: true, MaxCost: -1, MinCost: -1}, {MaxCost: 9, MinCost: -1}, {MinCost: 20, MaxCost: -1},
		{Colors: 1 << Green, Tags: 1<<TagPlant | 1<<TagMicrobe, MaxCost: 12, MinCost: -1}, {Tags: 1 << TagScience, MaxCost: -1, MinCost: -1}}
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if c.TagMask.Has(TagWild) {
			continue
		}
		for _, f := range filters {
			require.Equal(t, f.Match(c), f.MatchCount(c) > 0, "%s %s, %+v", c.Number, c.Name, f)
		}
	}
}
