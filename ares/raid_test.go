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

// wonRaid plays a Full Game to a Raid the Terrans win: the Kahoum, who
// took the Frontier and built an empty Grove, retreat at once. The
// Terrans started a resource stack and had a resource on their Militia.
// When take is false the Frontier stays neutral and the Kahoum build no
// Grove.
func wonRaid(t *testing.T, take bool) State {
	t.Helper()
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Raid", "Barracks"}, [2]string{"Grove", "Standard Attack"})
	apply(t, &s, Action{Kind: ActStack, Card: uint8(handOther(t, &s, 0, "Raid"))})
	if take {
		apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 1, "Grove")), Arg: 0, Target: TargetNew})
	} else {
		pass(t, &s, "Grove")
	}
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Raid")), Target: 0})
	if take {
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 1})
	} else {
		pass(t, &s, "Grove")
	}
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Raid")), Arg: uint8(DeepStrike), Target: 1})
	defenderFlees(t, &s)
	return s
}

// defenderFlees plays a Raid just played to its rewards: each side picks
// the Force of its slot 0, and the defender retreats in round 1.
func defenderFlees(t *testing.T, s *State) {
	t.Helper()
	firstUntil(t, s, func() bool { return s.phase == phaseRaidPick })
	apply(t, s, Action{Kind: ActRaidPick, Target: 0})
	apply(t, s, Action{Kind: ActRaidPick, Target: 0})
	apply(t, s, Action{Kind: ActRetreat, Arg: 0})
	apply(t, s, Action{Kind: ActRetreat, Arg: 1})
	firstUntil(t, s, func() bool { return !s.InBattle() })
	require.Equal(t, DefenderRetreated, s.Battle().Outcome())
	require.Equal(t, phaseReward, s.phase)
}

// TestRaidRewards: a winning raider takes two of the three rewards, each
// once: the Scoring card the Raid itself gave the Frontier's controller
// (Ruling A22), three Bonus Resources onto any building or stack (A26),
// or an Empty Building destroyed, which the log names. The Frontier does
// not change and nobody is eliminated.
func TestRaidRewards(t *testing.T) {
	s := wonRaid(t, true)
	require.Equal(t, 1, s.ScoringCards(1), "the Raid card went to the Frontier's controller")
	stack := uint8(slotOfKind(t, &s, 0, SlotStack))
	grove := uint8(slotNamed(t, &s, 1, "Grove"))
	assert.True(t, legalHas(&s, Action{Kind: ActReward, Arg: RewardScoring}))
	assert.True(t, legalHas(&s, Action{Kind: ActReward, Arg: RewardResources, Target: stack}), "Bonus Resources may go into a stack")
	assert.True(t, legalHas(&s, Action{Kind: ActReward, Arg: RewardDestroy, Target: grove}))
	apply(t, &s, Action{Kind: ActReward, Arg: RewardScoring})
	assert.Equal(t, 1, s.ScoringCards(0), "the defender's Scoring card")
	assert.Equal(t, 0, s.ScoringCards(1))
	for _, a := range s.Legal(nil) {
		assert.NotEqual(t, uint8(RewardScoring), a.Arg, "each reward once")
	}
	before := s
	destroy := Action{Kind: ActReward, Arg: RewardDestroy, Target: grove}
	apply(t, &s, destroy)
	assert.Equal(t, []string{"  Terrans take the Raid reward: destroy the Kahoum Grove (Poison Ivy, slot 1)"}, Narrate(&before, destroy, &s))
	assert.Equal(t, SlotEmpty, s.Slot(1, int(grove)).Kind, "the Empty Building destroyed")
	assert.Equal(t, phaseTurn, s.phase, "two rewards taken")
	assert.Equal(t, 1, s.Frontier())
	assert.False(t, s.Eliminated(1))
}

// slotOfKind returns p's first slot of kind k.
func slotOfKind(t testing.TB, s *State, p int, k SlotKind) int {
	t.Helper()
	for i := 0; i < MaxBuildings; i++ {
		if s.Slot(p, i).Kind == k {
			return i
		}
	}
	t.Fatalf("player %d has no slot of kind %d", p, k)
	return -1
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

// TestRaidRewardNotPossibleIsLost: with only one reward possible (no
// Scoring card to take with the Frontier neutral, no Empty Building), the
// raider takes it and the other is lost; the pile gives what it holds.
func TestRaidRewardNotPossibleIsLost(t *testing.T) {
	s := wonRaid(t, false)
	for _, a := range s.Legal(nil) {
		assert.Equal(t, uint8(RewardResources), a.Arg, "no Scoring card and no Empty Building to take: %s", a)
	}
	require.Equal(t, 2, s.DiscardLen(0), "the Raid card and the resource the Militia used")
	reward := Action{Kind: ActReward, Arg: RewardResources, Target: 0}
	before := s
	apply(t, &s, reward)
	assert.Equal(t, []string{"  Terrans take the Raid reward: 2 Bonus Resources onto the Terrans Militia building (slot 0)"}, Narrate(&before, reward, &s))
	assert.Equal(t, 2, s.Slot(0, 0).Resources, "three Bonus Resources, two in the pile")
	assert.Equal(t, phaseTurn, s.phase, "the second reward is lost")
}

// TestRaidIsNeverASurprise pins Ruling A22: a Raid on the Frontier's
// controller, who declares the Frontier's defence, is no Surprise: the
// Raid card goes to the controller's Scoring pile, and stays there when
// the Raid is over.
func TestRaidIsNeverASurprise(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Raid", "Barracks"}, [2]string{"Standard Attack", "Sanctum"})
	pass(t, &s, "Raid")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 1})
	require.Equal(t, 1, s.Frontier())
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Raid")), Arg: uint8(DeepStrike), Target: 1})
	require.True(t, s.AttackPending(), "the Kahoum declare: they do not know it is a Raid")
	apply(t, &s, Action{Kind: ActDefend, Arg: 0})
	firstUntil(t, &s, func() bool { return s.phase == phaseRaidPick })
	info := s.BattleInfo()
	assert.False(t, info.Surprise, "a Raid is never a Surprise")
	assert.Equal(t, 1, info.ScoringTo)
	assert.Equal(t, 1, s.ScoringCards(1), "the Raid card goes to the Frontier's controller")
	assert.Equal(t, 0, s.ScoringCards(0))
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
	assert.Equal(t, 1, s.Frontier(), "a Raid never moves the Frontier")
	assert.Equal(t, 1, s.ScoringCards(1)+s.ScoringCards(0), "the Raid card stays scored")
}
