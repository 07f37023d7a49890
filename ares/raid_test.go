package ares

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// raidGame sets up a Full Game where the Terrans hold a Raid card and the
// Kahoum have built Soldiers and a Grove of Poison Ivy.
func raidGame(t *testing.T) State {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Raid", "Barracks"}, [2]string{"Grove", "Standard Attack"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Barracks")), Arg: 0, Target: TargetNew})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 1, "Grove")), Arg: 0, Target: TargetNew})
	return s
}

// TestRaidIsADeepStrikeOnABase: a Raid card only makes a Deep Strike/Raid
// choice against a base, whoever holds the Frontier.
func TestRaidIsADeepStrikeOnABase(t *testing.T) {
	s := raidGame(t)
	h := uint8(hand(&s, 0, "Raid"))
	var kinds []AttackChoice
	for _, a := range s.Legal(nil) {
		if a.Kind == ActAttack && a.Card == h {
			kinds = append(kinds, AttackChoice(a.Arg))
		}
	}
	assert.Equal(t, []AttackChoice{DeepStrike}, kinds, "no take and no Normal Attack with a Raid")
}

// TestRaidEachSidePicksOneForceInSecret: the attacker picks an Infantry or
// Armor Force without Base Defense, the defender an Infantry, Armor or
// Base Defense Force; the pick is hidden from the defender; the two face
// off for three rounds with no battle line, no Base Cards and no
// Emergency Defense, and the defender may retreat.
func TestRaidEachSidePicksOneForceInSecret(t *testing.T) {
	s := raidGame(t)
	grove := slotNamed(t, &s, 1, "Grove")
	s.players[1].base[grove].res = 0
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Raid")), Arg: uint8(DeepStrike), Target: 1})
	firstUntil(t, &s, func() bool { return s.phase == phaseRaidPick })
	assert.True(t, s.IsRaid())
	assert.Equal(t, 0, s.ToMove(), "the attacker picks first")
	for _, a := range s.Legal(nil) {
		u := s.SlotUnit(0, int(a.Target))
		assert.True(t, (u.Type == Infantry || u.Type == Armor) && !u.BaseDefense, "%s", u.Name)
	}
	apply(t, &s, Action{Kind: ActRaidPick, Target: 0}) // the Militia
	assert.Equal(t, 1, s.ToMove())
	v := s.View(1)
	assert.Equal(t, int8(-3), v.raidSlot[0], "the defender does not see the attacker's pick")
	var picks []string
	for _, a := range s.Legal(nil) {
		picks = append(picks, s.SlotUnit(1, int(a.Target)).Name)
	}
	assert.Contains(t, picks, "Novice")
	// The Poison Ivy has no units yet: it cannot be picked.
	apply(t, &s, Action{Kind: ActRaidPick, Target: 0})
	b := s.Battle()
	assert.Equal(t, RaidBattle, b.Kind())
	assert.Equal(t, 3, b.Rounds())
	assert.Equal(t, 2, b.Alive(Attacker)+b.Alive(Defender), "one Force each")
	assert.False(t, b.HasBaseCards())
	assert.False(t, b.edAllowed, "no Emergency Defense in a Raid")
	assert.True(t, b.defRetreat, "the defender may retreat")
}

// TestRaidRewards: a winning raider takes two of the three rewards, each
// once, only those possible; the Frontier does not change and nobody is
// eliminated.
func TestRaidRewards(t *testing.T) {
	s := raidGame(t)
	c := s.takeFromHand(1, 0)
	s.players[1].setLoc(int(c), cardLoc{where: atScoring, at: 1})
	s.players[1].scoring = 1
	frontier := s.frontier
	s.att, s.def, s.raid = 0, 1, true
	s.players[0].setLoc(int(s.players[0].deck[0]), cardLoc{where: atDiscard})
	s.players[0].discard = 1
	copy(s.players[0].deck[:], s.players[0].deck[1:s.players[0].deckN])
	s.players[0].deckN--
	require.NoError(t, s.Check())
	s.startRewards()
	require.Equal(t, phaseReward, s.phase)
	kinds := map[uint8]bool{}
	for _, a := range s.Legal(nil) {
		kinds[a.Arg] = true
	}
	assert.True(t, kinds[RewardScoring] && kinds[RewardResources] && kinds[RewardDestroy], "all three possible")
	apply(t, &s, Action{Kind: ActReward, Arg: RewardScoring})
	assert.Equal(t, 1, s.ScoringCards(0), "the defender's Scoring card")
	assert.Equal(t, 0, s.ScoringCards(1))
	for _, a := range s.Legal(nil) {
		assert.NotEqual(t, uint8(RewardScoring), a.Arg, "each reward once")
	}
	grove := slotNamed(t, &s, 1, "Grove")
	apply(t, &s, Action{Kind: ActReward, Arg: RewardDestroy, Target: uint8(grove)})
	assert.Equal(t, SlotKind(slotEmpty), s.Slot(1, grove).Kind, "the Empty Building destroyed")
	assert.Equal(t, phaseTurn, s.phase, "two rewards taken")
	assert.Equal(t, frontier, s.frontier)
	assert.False(t, s.Eliminated(1))
}

// TestRaidLostRewardsNothing: a Raid the defender wins ends the turn, and
// a raider with nothing to pick loses at once.
func TestRaidLostRewardsNothing(t *testing.T) {
	s := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Raid", "Sanctum"}, [2]string{"Barracks", "Factory"})
	s.players[0].base[0].units = 0 // no Novices left: nothing to pick
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Raid")), Arg: uint8(DeepStrike), Target: 1})
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
	assert.Equal(t, AttackerEliminated, s.Battle().Outcome())
	assert.Equal(t, 0, s.ScoringCards(0)+s.ScoringCards(1), "the neutral Frontier: the Raid card is discarded")
}

// TestRaidDefenderMayRetreat: in a Raid the defender of its base may
// retreat; the raider then wins without conquering or taking the Frontier.
func TestRaidDefenderMayRetreat(t *testing.T) {
	s := raidGame(t)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Raid")), Arg: uint8(DeepStrike), Target: 1})
	firstUntil(t, &s, func() bool { return s.phase == phaseRaidPick })
	apply(t, &s, Action{Kind: ActRaidPick, Target: 0})
	apply(t, &s, Action{Kind: ActRaidPick, Target: 0})
	firstUntil(t, &s, func() bool { return s.phase == phaseBattle && s.battle.step == stepRetreat })
	apply(t, &s, Action{Kind: ActRetreat, Arg: 0})
	require.True(t, legalHas(&s, Action{Kind: ActRetreat, Arg: 1}), "the defender may retreat in a Raid")
	apply(t, &s, Action{Kind: ActRetreat, Arg: 1})
	firstUntil(t, &s, func() bool { return !s.InBattle() })
	assert.True(t, s.Battle().Outcome().AttackerWins())
	assert.Equal(t, -1, s.Frontier(), "a Raid never moves the Frontier")
	assert.False(t, s.Eliminated(1), "nor conquers a base")
}

// TestRaidRewardNotPossibleIsLost: with only one reward possible, the
// raider takes it and the other is lost.
func TestRaidRewardNotPossibleIsLost(t *testing.T) {
	s := raidGame(t)
	s.players[1].base[slotNamed(t, &s, 1, "Grove")].units = 1 // no Empty Building to destroy
	toDiscard(t, &s, 0, 2)
	s.att, s.def, s.raid = 0, 1, true
	s.startRewards()
	for _, a := range s.Legal(nil) {
		assert.Equal(t, uint8(RewardResources), a.Arg, "no Scoring card and no Empty Building to take")
	}
	apply(t, &s, Action{Kind: ActReward, Arg: RewardResources, Target: 0})
	assert.Equal(t, 2, s.Slot(0, 0).Resources, "three Bonus Resources, two in the pile")
	assert.Equal(t, phaseTurn, s.phase, "the second reward is lost")
}
