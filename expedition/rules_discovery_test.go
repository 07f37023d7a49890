package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Discovery's rules: milestones (D1), awards (D2), wild tags (D3),
// upgraded phase cards (D4), the options and variants (D5).

// greens puts n quiet green cards into player p's tableau.
func greens(t *testing.T, s *State, p int, nums ...string) {
	t.Helper()
	for _, n := range nums {
		inPlay(t, s, p, n)
	}
}

var sevenGreens = []string{"103", "104", "108", "123", "129", "130", "144"}
var sevenOtherGreens = []string{"155", "174", "175", "181", "190", "194", "201"}

// magnate sets up the Magnate milestone (8 green cards) for both players
// of s, each one card short.
func magnate(t *testing.T, s *State) {
	t.Helper()
	setMilestones(t, s, "Magnate", "Builder", "Farmer")
	greens(t, s, 0, sevenGreens...)
	greens(t, s, 1, sevenOtherGreens...)
	onlyHand(t, s, 0, "D21")
	onlyHand(t, s, 1, "D25")
}

func TestD1MilestoneClaimedTheMomentItIsMet(t *testing.T) { // Ruling D1
	s := both(t)
	magnate(t, s)
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	play(t, s, 0, "D21")
	var claimed []Event
	for _, e := range s.Events() {
		if e.Kind == EvMilestoneClaimed || e.Kind == EvMilestoneToken {
			claimed = append(claimed, e)
		}
	}
	require.Len(t, claimed, 1, "claimed by the play itself, before the turn ends")
	require.Equal(t, EvMilestoneClaimed, claimed[0].Kind)
	require.Equal(t, int8(0), claimed[0].Player)
	tiles := s.Tiles()
	require.Equal(t, 0, tiles.Holder[0])
	require.Equal(t, 1, tiles.ClaimRound[0])
	require.Equal(t, MilestoneVP, s.Score(0).Milestones)
	require.Zero(t, s.Score(1).Milestones)
}

func TestD1OthersMeetingItInTheSamePhaseTakeA3VPToken(t *testing.T) { // Ruling D1
	s := both(t)
	magnate(t, s)
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	play(t, s, 0, "D21")
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})
	play(t, s, 1, "D25")
	require.Equal(t, EvMilestoneToken, s.Events()[len(s.Events())-1].Kind)
	tiles := s.Tiles()
	require.Equal(t, 0, tiles.Holder[0], "the tile stays with the first")
	require.Equal(t, uint8(1), tiles.Has[1]&1, "the second takes a 3VP token")
	require.Equal(t, MilestoneVP, s.Score(1).Milestones, "worth 3 VP too")
	require.Equal(t, 1, s.milestonesOf(1), "and it counts as a milestone for cards")
	require.True(t, s.meetsRequirements(1, s.card(id(t, "D19"))), "Private Investor Beach: milestone >= 1")
}

func TestD1MilestonesScore3VPEachAtTheEnd(t *testing.T) { // Ruling D1
	s := expGame(t, Config{Players: 2, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}})
	magnate(t, s)
	onlyHand(t, s, 0, "D21", "88") // 3D Printing, then Lava Flows: temperature +2, the last parameter
	nearEnd(s)
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseConstruction)
	play(t, s, 0, "D21") // p0's eighth green card: the Magnate tile
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})
	play(t, s, 1, "D25") // p1's eighth, in the same phase: a 3VP token
	do(t, s, Action{Kind: ActDone, Player: 1, Card: -1})
	require.Equal(t, PhaseConstruction, s.Phase())
	play(t, s, 0, "88")
	doneAll(t, s)
	require.True(t, s.Over())
	r := s.Result()
	for p := 0; p < 2; p++ {
		sc := r.Scores[p]
		require.Equal(t, MilestoneVP, sc.Milestones, "p%d: 3 VP for the tile or the token", p)
		require.Equal(t, sc.TR+sc.Forests+sc.CardVP+sc.Awards+MilestoneVP, sc.Total, "p%d: counted in the total", p)
	}
}

func TestD1MilestoneClosedAfterItsPhase(t *testing.T) { // Ruling D1
	s := both(t)
	magnate(t, s)
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	play(t, s, 0, "D21")
	doneAll(t, s)
	require.NotEqual(t, PhaseDevelopment, s.Phase())
	require.Zero(t, s.Tiles().Open&1, "closed once its phase is over")
	toPhase(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	for s.ToMove() != 1 {
		do(t, s, Action{Kind: ActDone, Player: int8(s.ToMove()), Card: -1})
	}
	play(t, s, 1, "D25")
	require.Equal(t, 8, int(s.players[1].colors[cards.Green]))
	require.Zero(t, s.Tiles().Has[1], "reached in a later phase: nothing")
	require.Zero(t, s.Score(1).Milestones)
}

func TestD1MilestoneMetByAForcedConversionAtThePhaseEnd(t *testing.T) { // Ruling D1
	s := both(t)
	setMilestones(t, s, "Terraformer", "Builder", "Farmer")
	s.cardTR(1, 9) // TR 14
	s.players[1].heat = 8
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	doneAll(t, s) // the forced conversion raises player 1's TR to 15 as the phase ends
	require.Equal(t, int16(15), s.players[1].tr)
	require.Equal(t, 1, s.Tiles().Holder[0], "claimed in the phase it was met")
}

func TestD1ThreeOfElevenDrawnAtSetup(t *testing.T) { // Ruling D1
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 60; seed++ {
		s, err := New(Config{Players: 3, Seed: seed, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}})
		require.NoError(t, err)
		tiles := s.Tiles()
		require.Equal(t, TilesInPlay, tiles.NumMilestones)
		require.Equal(t, TilesInPlay, tiles.NumAwards)
		require.NotEqual(t, tiles.Milestones[0], tiles.Milestones[1])
		require.NotEqual(t, tiles.Milestones[1], tiles.Milestones[2])
		require.NotEqual(t, tiles.Milestones[0], tiles.Milestones[2])
		for i := 0; i < TilesInPlay; i++ {
			seen[tiles.Milestones[i]] = true
			require.Equal(t, -1, tiles.Holder[i])
		}
	}
	require.Len(t, seen, 11, "every milestone comes up")
}

// setupAward makes award name the game's only award.
func setupAward(t *testing.T, s *State, name string) {
	t.Helper()
	setAwards(t, s, name)
}

func TestD2AwardsMost5VPSecond2VP(t *testing.T) { // Ruling D2
	s := expGame(t, Config{Players: 3, Sets: allSets})
	setupAward(t, s, "Celebrity")
	s.players[0].prod[cards.MC], s.players[1].prod[cards.MC], s.players[2].prod[cards.MC] = 5, 3, 1
	require.Equal(t, [3]int{5, 2, 0}, [3]int{s.Score(0).Awards, s.Score(1).Awards, s.Score(2).Awards})
	require.Equal(t, [3]int{1, 2, 0}, [3]int{s.AwardPlace(0, 0), s.AwardPlace(0, 1), s.AwardPlace(0, 2)})
}

func TestD2AwardsTieForTheMostGives4EachAndNoSecond(t *testing.T) { // Ruling D2
	require.Equal(t, []int{4, 4, 0}, awardVPs(5, 5, 3))
	require.Equal(t, []int{4, 4, 4, 0}, awardVPs(2, 2, 2, 1))
}

func TestD2AwardsTieForSecondGives1Each(t *testing.T) { // Ruling D2
	require.Equal(t, []int{5, 1, 1, 0}, awardVPs(5, 3, 3, 1))
}

func TestD2AwardsNoPlaceWithNothingCounted(t *testing.T) { // Ruling D2
	require.Equal(t, []int{5, 0, 0}, awardVPs(4, 0, 0))
	require.Equal(t, []int{0, 0}, awardVPs(0, 0))
}

func TestD2SecondPlaceAtEveryPlayerCount(t *testing.T) { // Ruling D2
	require.Equal(t, []int{5, 2}, awardVPs(3, 1), "two players: second place too")
}

// awardVPs scores one award for the given counts.
func awardVPs(counts ...int) []int {
	out := make([]int, len(counts))
	for p := range counts {
		out[p] = AwardVP(counts, p)
	}
	return out
}

func TestD2AwardsScoredAtTheEndOfAGame(t *testing.T) { // Ruling D2
	s := both(t)
	s.opts &^= optInfrastructure // a 3-parameter end for this test
	setupAward(t, s, "Industrialist")
	s.players[0].steel, s.players[1].titanium = 2, 1
	nearEnd(s)
	onlyHand(t, s, 0, "88") // Lava Flows: temperature +2
	choose(t, s, PhaseConstruction, PhaseProduction)
	play(t, s, 0, "88")
	doneAll(t, s)
	require.True(t, s.Over())
	r := s.Result()
	require.Equal(t, 5, r.Scores[0].Awards, "most steel + titanium")
	require.Equal(t, 2, r.Scores[1].Awards)
	require.Equal(t, r.Scores[0].TR+r.Scores[0].Forests+r.Scores[0].CardVP+r.Scores[0].Milestones+5, r.Scores[0].Total)
}

func TestD6IndustrialistCountsSteelAndTitanium(t *testing.T) { // Ruling D6
	s := both(t)
	setupAward(t, s, "Industrialist")
	giveTags(t, s, 0, cards.TagBuilding, 2)
	giveTags(t, s, 0, cards.TagSpace, 1)
	require.Zero(t, s.AwardCount(0, 0), "building and space tags do not count")
	s.players[0].steel, s.players[0].titanium = 2, 1
	require.Equal(t, 3, s.AwardCount(0, 0), "steel plus titanium")
}

func TestD2AwardTiesScoredAtTheEndOfAGame(t *testing.T) { // Ruling D2
	s := expGame(t, Config{Players: 4, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}})
	setAwards(t, s, "Industrialist", "Generator")
	// Industrialist: a tie for the most (3 and 3), then 1 and 0.
	s.players[0].steel, s.players[1].titanium, s.players[2].steel = 3, 3, 1
	// Generator: 4 the most, then a tie for second (2 and 2), then 0.
	s.players[1].prod[cards.Heat], s.players[2].prod[cards.Heat], s.players[3].prod[cards.Heat] = 2, 4, 2
	nearEnd(s)
	onlyHand(t, s, 0, "88") // Lava Flows: temperature +2, the last parameter
	choose(t, s, PhaseConstruction, PhaseProduction, PhaseProduction, PhaseProduction)
	play(t, s, 0, "88")
	doneAll(t, s)
	require.True(t, s.Over(), "the game ends in the Construction phase")
	r := s.Result()
	var got [4]int
	for p := range got {
		got[p] = r.Scores[p].Awards
	}
	require.Equal(t, [4]int{4 + 0, 4 + 1, 0 + 5, 0 + 1}, got,
		"a tie for the most gives 4 each and no second; a tie for second gives 1 each")
	for p := range got {
		sc := r.Scores[p]
		require.Equal(t, sc.TR+sc.Forests+sc.CardVP+sc.Milestones+sc.Awards, sc.Total, "p%d's total counts its awards", p)
	}
}

func TestD2CollectorCountsResourcesOnEveryCard(t *testing.T) { // Ruling D2
	s := both(t)
	setupAward(t, s, "Collector")
	birds := inPlay(t, s, 0, "12")
	fungus := inPlay(t, s, 1, "20") // Decomposing Fungus: microbes
	setRes(s, birds, 3)
	setRes(s, fungus, 2)
	inPlay(t, s, 1, "D10")
	setRes(s, id(t, "D10"), 2)
	require.Equal(t, 3, s.AwardCount(0, 0))
	require.Equal(t, 4, s.AwardCount(0, 1), "resources of every kind, on all the player's cards")
	require.Equal(t, 2, s.Score(0).Awards)
	require.Equal(t, 5, s.Score(1).Awards)
}

func TestD2VisionaryOnlyWithUpgradedPhaseCards(t *testing.T) { // Ruling D2, D5
	visionary := -1
	cat := cards.MustEmbedded()
	for i := range cat.Awards {
		if cat.Awards[i].Name == "Visionary" {
			visionary = i
		}
	}
	require.GreaterOrEqual(t, visionary, 0)
	with, without := 0, 0
	for seed := uint64(1); seed <= 80; seed++ {
		for _, up := range []Toggle{On, Off} {
			s, err := New(Config{Players: 2, Seed: seed, Sets: allSets, Upgrades: up})
			require.NoError(t, err)
			tiles := s.Tiles()
			for i := 0; i < tiles.NumAwards; i++ {
				if tiles.Awards[i] == visionary {
					if up == On {
						with++
					} else {
						without++
					}
				}
			}
		}
	}
	require.Positive(t, with)
	require.Zero(t, without)
	s := both(t)
	setupAward(t, s, "Visionary")
	require.NoError(t, s.UpgradePhaseCard(0, PhaseAction, PhaseUpgradeA))
	require.NoError(t, s.UpgradePhaseCard(0, PhaseResearch, PhaseUpgradeB))
	require.NoError(t, s.UpgradePhaseCard(1, PhaseAction, PhaseUpgradeB))
	require.Equal(t, 2, s.AwardCount(0, 0), "upgraded phase cards")
	require.Equal(t, []int{5, 2}, []int{s.Score(0).Awards, s.Score(1).Awards})
}

func TestD3WildTagChosenWhenPlayed(t *testing.T) { // Ruling D3
	s := both(t)
	inPlay(t, s, 0, "D08") // Impact Analysis: a card per event tag played
	s.players[0].titanium = 1
	onlyHand(t, s, 0, "D26") // Local Market: green, 7 MC, wild
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	plays := 0
	for _, a := range s.Legal(nil) {
		if a.Kind == ActPlay {
			plays++
			require.NotEqual(t, int8(cards.TagEvent), a.Index, "a wild tag never stands for event")
		}
	}
	require.Equal(t, 9, plays, "one play per tag the wild tag may stand for")
	require.Equal(t, 7-3, s.CardCostAs(0, id(t, "D26"), cards.TagSpace), "as space, titanium lowers its cost")
	require.Equal(t, 7, s.CardCostAs(0, id(t, "D26"), cards.TagEarth))
	require.Equal(t, 4, s.CardCost(0, id(t, "D26")), "its cost: the cheapest choice")
	d := deltaOf(t, s, -1, func() { act(t, s, "p0 play D26 wild=space") })
	require.Equal(t, -4, d.MC)
	require.Equal(t, cards.TagSpace, s.WildTag(id(t, "D26")))
	require.Equal(t, uint8(1), s.players[0].tags[cards.TagSpace])
	require.Equal(t, cards.TagMask(1<<cards.TagSpace), s.Events()[len(s.Events())-1].Tags&^(1<<cards.TagEvent),
		"the play's event carries the tag chosen")
}

func TestD3WildTagTriggersEffectsOfThatTag(t *testing.T) { // Ruling D3
	s := expCorpGame(t, "D01", "upgrade 2 A") // Apollo Industries: a card per science tag played
	s.players[0].mc = 100
	onlyHand(t, s, 0, "D39") // Political Influence: green, wild
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	d := deltaOf(t, s, -1, func() { act(t, s, "p0 play D39 wild=science") })
	require.Equal(t, 0, d.Hand, "the card played, a card drawn for the science tag chosen")
	require.Equal(t, uint8(1), s.players[0].tags[cards.TagScience])
}

func TestD3WildTagOnARevealedCard(t *testing.T) { // Ruling D3
	s := both(t)
	inPlay(t, s, 0, "3") // Advanced Screening Technology: reveal 3, keep a science or plant card
	onTop(t, s, "104")   // green, plant
	onTop(t, s, "9")     // blue, no tag
	onTop(t, s, "D26")   // green, wild
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	act(t, s, "p0 use 3 0")
	require.Equal(t, DecisionKeep, s.Decision())
	kept := map[int16]bool{}
	for _, a := range s.Legal(nil) {
		kept[a.Card] = true
	}
	require.Equal(t, map[int16]bool{int16(id(t, "104")): true, int16(id(t, "D26")): true}, kept,
		"the revealer may choose science or plant for the wild tag")
	act(t, s, "p0 keep D26")
	require.Equal(t, cards.TagWild, s.WildTag(id(t, "D26")), "in hand it has no tag chosen: one is chosen when it is played")
}

func TestD3WildTagCountsWhileInPlay(t *testing.T) { // Ruling D3
	s2 := both(t)
	setMilestones(t, s2, "Diversifier", "Builder", "Farmer")
	for _, n := range []string{"4", "16", "25", "24", "80", "5"} {
		inPlay(t, s2, 0, n)
	}
	require.Equal(t, 8, s2.distinctTags(0), "science building plant space animal earth event microbe")
	onlyHand(t, s2, 0, "D39") // Political Influence: wild
	at(t, s2, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	act(t, s2, "p0 play D39 wild=jovian")
	require.Equal(t, 9, s2.distinctTags(0), "the wild tag counts as the jovian tag chosen")
	require.Equal(t, 0, s2.Tiles().Holder[0], "Diversifier claimed")
}

func TestD4UpgradeOfTheCardChosenThisRoundGivesItsBonus(t *testing.T) { // Ruling D4
	s := both(t)
	onlyHand(t, s, 0, "D40") // Biological Factories: upgrade the Production card
	s.players[0].mc = 50
	choose(t, s, PhaseProduction, PhaseDevelopment) // player 0 chose Production this round
	require.Equal(t, PhaseDevelopment, s.Phase())
	play(t, s, 0, "D40", "upgrade 4 A")
	mc := s.players[0].mc
	doneAll(t, s)
	// Production: TR 5 and the upgraded bonus (7 MC, not 4).
	require.Equal(t, mc+5+7, s.players[0].mc)
}

// An upgrade during its own phase gives from then on what the upgraded
// bonus adds (more in upgrades_during_test.go). Action A during Action: a
// second action may be used again, whether or not the first repeat was
// used; a player who did not choose the phase gets nothing.
func TestD4UpgradeDuringItsOwnPhaseGivesTheRestOfTheUpgradedBonus(t *testing.T) { // Ruling D4
	s := both(t)
	inPlay(t, s, 0, "D07") // Experimental Technology: pay 1 TR to upgrade a phase card
	inPlay(t, s, 0, "15")  // actions to repeat
	inPlay(t, s, 0, "41")
	at(t, s, PhaseAction, PhaseAction, PhaseResearch)
	require.Equal(t, uint8(1), s.players[0].repeats)
	act(t, s, "p0 use D07 0")
	answer(t, s, 0, "upgrade 3 A")
	require.Equal(t, uint8(2), s.players[0].repeats, "A: one more action used again")
	upgradedTo(t, s, PhaseAction, PhaseUpgradeA)
	for _, n := range []string{"15", "15", "41", "41"} {
		act(t, s, "p0 use "+n+" 0")
	}
	require.ErrorIs(t, s.Apply(Action{Kind: ActUseAction, Player: 0, Card: int16(id(t, "D07"))}), ErrIllegalAction, "two repeats, no third")

	// The repeat already used: A still adds the second. Player 1, who did
	// not choose Action, upgrades it and gets nothing this phase.
	s = both(t)
	inPlay(t, s, 0, "D07")
	inPlay(t, s, 0, "15")
	inPlay(t, s, 0, "41")
	inPlay(t, s, 1, "D12") // Virtual Employee Development: upgrade a phase card
	at(t, s, PhaseAction, PhaseAction, PhaseResearch)
	act(t, s, "p0 use 15 0")
	act(t, s, "p0 use 15 0")
	require.Zero(t, s.players[0].repeats)
	act(t, s, "p0 use D07 0")
	answer(t, s, 0, "upgrade 3 A")
	act(t, s, "p0 use 41 0")
	act(t, s, "p0 use 41 0")
	act(t, s, "p0 done")
	require.Equal(t, 1, s.ToMove())
	act(t, s, "p1 use D12 0")
	answer(t, s, 1, "upgrade 3 A")
	require.Zero(t, s.players[1].repeats, "no bonus for a player who did not choose the phase")
	require.ErrorIs(t, s.Apply(Action{Kind: ActUseAction, Player: 1, Card: int16(id(t, "D12"))}), ErrIllegalAction)
	doneAll(t, s)
	require.Equal(t, PhaseResearch, s.Phase())
	require.Equal(t, PhaseUpgradeA, s.PhaseCard(1, PhaseAction), "upgraded for next time")
}

func TestD4UpgradedCardUpgradedIntoItsOtherVersion(t *testing.T) { // Ruling D4
	s := both(t)
	require.NoError(t, s.UpgradePhaseCard(0, PhaseDevelopment, PhaseUpgradeA))
	setParam(s, cards.Temperature, 11)
	onlyHand(t, s, 0, "D17") // Imported Construction Crews: upgrade twice
	at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction)
	play(t, s, 0, "D17")
	require.Equal(t, DecisionUpgrade, s.Decision())
	var offered []Action
	for _, a := range s.Legal(nil) {
		if a.Kind == ActUpgrade && a.Index == PhaseDevelopment {
			offered = append(offered, a)
		}
	}
	require.Equal(t, []Action{{Kind: ActUpgrade, Player: 0, Card: -1, Index: PhaseDevelopment, X: PhaseUpgradeB}}, offered,
		"the other version only")
	answer(t, s, 0, "upgrade 1 B", "upgrade 2 A")
	upgradedTo(t, s, PhaseDevelopment, PhaseUpgradeB)
	upgradedTo(t, s, PhaseConstruction, PhaseUpgradeA)
}

func TestD4UpgradeOfANamedPhaseAndDeclining(t *testing.T) { // Ruling D4
	s := both(t)
	onlyHand(t, s, 0, "D37") // Perfluorocarbon Production: upgrade the Development card
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	play(t, s, 0, "D37")
	legal := s.Legal(nil)
	require.Equal(t, []Action{
		{Kind: ActUpgrade, Player: 0, Card: -1, Index: PhaseDevelopment, X: PhaseUpgradeA},
		{Kind: ActUpgrade, Player: 0, Card: -1, Index: PhaseDevelopment, X: PhaseUpgradeB},
		{Kind: ActDecline, Player: 0, Card: -1},
	}, legal)
	require.ErrorIs(t, s.Apply(Action{Kind: ActUpgrade, Player: 0, Card: -1, Index: PhaseAction, X: PhaseUpgradeA}), ErrIllegalAction)
	answer(t, s, 0, "decline")
	upgradedTo(t, s, PhaseDevelopment, PhaseBase)
}

func TestD5WithoutAwardsAndMilestonesTheirCardsLeave(t *testing.T) { // Ruling D5
	s, err := New(Config{Players: 2, Seed: 3, Sets: allSets, Milestones: Off})
	require.NoError(t, err)
	require.Zero(t, s.Tiles().NumMilestones)
	require.Zero(t, s.Tiles().NumAwards)
	for _, num := range []string{"D19", "D35"} {
		require.Equal(t, locOut, s.loc[id(t, num)], "%s mentions milestones", num)
	}
	require.NotEqual(t, locOut, s.loc[id(t, "D21")], "the other cards stay")
}

func TestD5WithoutUpgradedPhaseCardsTheirCardsAndCorporationsLeave(t *testing.T) { // Ruling D5
	s, err := New(Config{Players: 2, Seed: 3, Sets: allSets, Upgrades: Off, Infrastructure: On})
	require.NoError(t, err)
	cat := s.cat()
	in := 0
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if c.Needs&cards.NeedsUpgrades != 0 {
			require.Equal(t, locOut, s.loc[i], "%s %s upgrades phase cards", c.Number, c.Name)
		} else if c.Set != cards.SetBase && s.loc[i] != locOut {
			in++
		}
	}
	require.Equal(t, 38-26+22-1, in, "the other expansion cards are in the game")
	for p := 0; p < 2; p++ {
		for _, c := range s.players[p].offer {
			require.NotEqual(t, cards.SetDiscovery, cat.Corporation(int(c)).Set, "Discovery's corporations all upgrade")
		}
	}
	require.Zero(t, s.Features()&cards.NeedsUpgrades)
}

func TestD5DraftKeepOneAndPassTheRestLeft(t *testing.T) { // Ruling D5
	g, err := New(Config{Players: 3, Seed: 5, Sets: allSets, Draft: true})
	require.NoError(t, err)
	s := &g
	require.Equal(t, DecisionDraft, s.Decision())
	for p := 0; p < 3; p++ {
		require.Equal(t, uint16(StartingHand), s.players[p].nRevealed, "a pack of eight")
		require.Zero(t, s.players[p].nHand)
	}
	pack1 := s.players[1].revealed
	for pick := 1; pick <= StartingHand; pick++ {
		for k := 0; k < 3; k++ {
			p := s.ToMove()
			first := s.players[p].revealed.next(0)
			do(t, s, Action{Kind: ActKeep, Player: int8(p), Card: int16(first)})
		}
		for p := 0; p < 3; p++ {
			require.Equal(t, uint16(pick), s.players[p].nHand)
			if pick < StartingHand {
				require.Equal(t, uint16(StartingHand-pick), s.players[p].nRevealed)
			}
		}
		if pick == 1 {
			// Player 1's pack, less the card kept, is now player 2's.
			pack1.remove(s.players[1].hand.next(0))
			require.Equal(t, pack1, s.players[2].revealed, "passed to the left")
		}
	}
	require.Equal(t, DecisionCorporation, s.Decision(), "then the corporations")
	require.NoError(t, s.Check())
	g, err = New(Config{Players: 2, Seed: 5, Sets: allSets, Draft: true, Redraw: true})
	require.NoError(t, err)
	for g.Decision() == DecisionDraft {
		do(t, &g, g.Legal(nil)[0])
	}
	require.Equal(t, DecisionRedraw, g.Decision(), "the redraw follows the draft when it is played (Ruling E10)")
	require.Equal(t, uint16(StartingHand), g.players[0].nHand)
}

func TestD5DummyHandResolvesARevealedPhaseEachRound(t *testing.T) { // Ruling D5
	_, err := New(Config{Players: 3, Seed: 1, DummyHand: true})
	require.ErrorIs(t, err, ErrBadConfig, "a 2-player variant")
	s := expGame(t, Config{Players: 2, Sets: allSets, DummyHand: true})
	seen := uint8(0)
	for round := 0; round < 5; round++ {
		require.Equal(t, StagePlanning, s.Stage())
		ph := s.DummyPhase()
		require.NotZero(t, ph)
		require.Zero(t, seen&(1<<ph), "five different cards before a reshuffle")
		seen |= 1 << ph
		require.Equal(t, uint8(1<<ph), s.RoundMods().Extra)
		// Both players choose other phases: the dummy's resolves anyway,
		// with no bonus for anyone.
		mine := []int{0, 0}
		for p := 0; p < 2; p++ {
			for c := 1; c <= NumPhases; c++ {
				if c != ph && s.legalPhaseChoice(p, c) && (p == 0 || c != mine[0]) {
					mine[p] = c
					break
				}
			}
		}
		started := uint8(0)
		for k := 0; k < 2; k++ {
			p := s.ToMove()
			do(t, s, Action{Kind: ActChoosePhase, Player: int8(p), Card: -1, Index: int8(mine[p])})
			for _, e := range s.Events() {
				if e.Kind == EvPhaseStarted {
					started |= 1 << e.N
				}
			}
		}
		for s.Stage() != StagePlanning {
			if s.Stage() == StagePhase && int(s.phase) == ph {
				require.False(t, s.bonus(0) || s.bonus(1), "no bonus for the dummy's phase")
			}
			passOn(t, s, 0)
			for _, e := range s.Events() {
				if e.Kind == EvPhaseStarted {
					started |= 1 << e.N
				}
			}
		}
		require.NotZero(t, started&(1<<ph), "the dummy's phase resolved")
	}
	require.Equal(t, uint8(allPhases), seen)
	require.NotZero(t, s.DummyPhase(), "reshuffled: a sixth round reveals a card again")
	require.Equal(t, uint8(allPhases)&^(1<<s.DummyPhase()), s.DummyLeft())
}
