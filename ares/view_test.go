package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// battleStart plays s from an attack just played to its first battle
// decision (or the end of the turn), choosing with choose at each
// decision, and checks every seat's View at every decision on the way,
// that one included: the attacker's secret (combat choice, Attack card,
// Raid) shows to the attacking side only until the card is revealed, and
// then to everyone; no fact hidden from a seat (hiddenFacts) changes its
// View, while the attacker's secrets do change the attacking side's. It
// returns the number of decisions seen with the secret kept, and after
// the reveal.
func battleStart(t *testing.T, s *State, choose func(s *State) Action) (secret, revealed int) {
	t.Helper()
	r := dice.New(7)
	for steps := 0; ; steps++ {
		require.Less(t, steps, 100)
		kept := attackOnTable(s)
		for p := 0; p < int(s.n); p++ {
			v := s.View(p)
			info := v.BattleInfo()
			if kept && !s.sameSide(p, int(s.att)) {
				assert.Equal(t, NormalAttack, info.Choice, "phase %d: seat %d sees the combat choice", s.phase, p)
				assert.False(t, v.IsRaid(), "phase %d: seat %d sees the Raid", s.phase, p)
				assert.Equal(t, cardLoc{where: atHidden}, v.players[s.att].loc[s.attackCard], "phase %d: seat %d sees the Attack card", s.phase, p)
				assert.Equal(t, uint8(hiddenCard), v.attackCard, "phase %d: seat %d sees which Attack card", s.phase, p)
			} else {
				assert.Equal(t, s.choice, info.Choice, "phase %d: seat %d", s.phase, p)
				assert.Equal(t, s.raid, v.IsRaid(), "phase %d: seat %d", s.phase, p)
			}
		}
		for _, f := range hiddenFacts(s, &r) {
			require.NoError(t, f.s.Check(), "%s", f)
			for p := 0; p < int(s.n); p++ {
				same := s.View(p) == f.s.View(p)
				switch {
				case f.knows&(1<<p) == 0:
					assert.True(t, same, "phase %d: %s changes seat %d's View", s.phase, f, p)
				case f.of == int(s.att) && (f.kind == "the attacker's combat choice" || f.kind == "the attacker's Attack card"):
					assert.False(t, same, "phase %d: the attacking seat %d does not see %s", s.phase, p, f)
				}
			}
		}
		if kept {
			secret++
		} else {
			revealed++
		}
		if s.phase == phaseBattle || s.phase == phaseTurn && !s.JoinPending() {
			return secret, revealed
		}
		apply(t, s, choose(s))
	}
}

// firstLegal takes the first legal action, ending Construction decisions
// and declaring Frontier defence.
func firstLegal(s *State) Action {
	switch s.phase {
	case phaseConstruct:
		return Action{Kind: ActConstructed}
	case phaseDefend:
		return Action{Kind: ActDefend, Arg: 0}
	}
	return s.Legal(nil)[0]
}

// TestDefenderViewHidesTheRaidDuringItsConstruction: a Colossus Raid
// against the Xenos, whose Egg gives them Construction decisions before
// the reveal. Until the Raid card is revealed after the Xenos'
// Construction, their View shows neither the Deep Strike/Raid choice,
// nor the Raid, nor the card (rulebook, Raids: "the fact that you are
// playing a Raid card is not revealed until after the Defender does
// Construction"); then it shows them.
func TestDefenderViewHidesTheRaidDuringItsConstruction(t *testing.T) {
	s := newGame(t, Full, []string{"Colossus", "Xenos"}, [2]string{"Raid", "Assembly"}, [2]string{"Warren", "Den"})
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Raid")), Arg: uint8(DeepStrike), Target: 1})
	require.Equal(t, phaseConstruct, s.phase, "the Xenos may turn their Egg into Power")
	require.Equal(t, 1, s.ToMove())
	v := s.View(1)
	assert.Equal(t, NormalAttack, v.BattleInfo().Choice)
	assert.False(t, v.IsRaid())
	assert.Equal(t, []Action{{Kind: ActConvert, Target: 1}, {Kind: ActConstructed}}, v.Legal(nil), "the defender's own decisions show in full")
	secret, revealed := battleStart(t, &s, firstLegal)
	assert.Equal(t, 1, secret, "the Xenos' Construction")
	assert.Positive(t, revealed, "the Raid picks")
	v = s.View(1)
	assert.True(t, v.IsRaid(), "revealed")
}

// TestDefenderViewHidesTheAttackWhileDeclaring: the Xenos hold the
// Frontier; the Colossus Deep Strike them. Through the Xenos'
// Construction and their declaration of Frontier or Base defence, their
// View shows neither the choice nor the card; after it, both show.
func TestDefenderViewHidesTheAttackWhileDeclaring(t *testing.T) {
	for _, card := range []string{"Standard Attack", "Raid"} {
		s := newGame(t, Full, []string{"Colossus", "Xenos"}, [2]string{card, "Assembly"}, [2]string{"Standard Attack", "Den"})
		pass(t, &s, card)
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 1})
		firstUntil(t, &s, func() bool { return s.phase == phaseTurn && s.ToMove() == 0 })
		require.Equal(t, 1, s.Frontier(), "the Xenos took the Frontier")
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, card)), Arg: uint8(DeepStrike), Target: 1})
		sawDeclaration := false
		secret, revealed := battleStart(t, &s, func(s *State) Action {
			sawDeclaration = sawDeclaration || s.phase == phaseDefend
			return firstLegal(s)
		})
		assert.True(t, sawDeclaration, card)
		assert.Equal(t, 2, secret, "%s: the Xenos' Construction and declaration", card)
		assert.Positive(t, revealed, card)
	}
}

// TestTeamJoinDecisionHidesTheAttackFromTheDefenders: while a Team
// Match attack waits for the teammate's play, and then through the
// defenders' Construction, the defenders see neither the combat choice
// nor the Attack cards (the first one's and the joining one's); the
// teammate, who consults, sees them.
func TestTeamJoinDecisionHidesTheAttackFromTheDefenders(t *testing.T) {
	// The Xenos defend (seat 3), so the defenders have Construction
	// decisions: their Egg.
	factions := []string{"Terrans", "Kahoum", "Colossus", "Xenos"}
	for _, card := range []string{"Raid", "Standard Attack"} {
		s := newGame(t, Team, factions, [2]string{card, "Factory"}, [2]string{"Standard Attack", "Pyre"}, [2]string{"Forge", "Assembly"}, [2]string{"Warren", "Den"})
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, card)), Arg: uint8(DeepStrike), Target: 2})
		require.True(t, s.JoinPending())
		for p := 2; p < 4; p++ {
			v := s.View(p)
			assert.Equal(t, NormalAttack, v.BattleInfo().Choice, "%s: defender %d at the join decision", card, p)
			assert.False(t, v.IsRaid(), "%s: defender %d at the join decision", card, p)
			assert.Empty(t, v.Legal(nil), "%s: defender %d: the teammate's plays depend on its hidden hand", card, p)
		}
		mate := s.View(1)
		assert.Equal(t, DeepStrike, mate.BattleInfo().Choice, card)
		assert.Equal(t, card == "Raid", mate.IsRaid(), card)
		secret, _ := battleStart(t, &s, func(s *State) Action {
			if s.JoinPending() && card != "Raid" {
				return Action{Kind: ActAttack, Card: uint8(hand(s, 1, "Standard Attack")), Arg: uint8(DeepStrike), Target: 2}
			}
			if s.JoinPending() {
				return Action{Kind: ActResource, Card: 0, Target: 0}
			}
			return firstLegal(s)
		})
		assert.GreaterOrEqual(t, secret, 2, "%s: the join decision and the Xenos' Construction", card)
	}
}

// TestRaidRewardsAreChosenWithTheBasesShown: a raider that won chooses
// its rewards while the screens are still down: its View shows the
// defender's base and lists every reward the full state does, destroying
// an Empty Building included; the screens go back up after the rewards.
func TestRaidRewardsAreChosenWithTheBasesShown(t *testing.T) {
	s := raidGame(t)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Raid")), Arg: uint8(DeepStrike), Target: 1})
	retreat := Action{Kind: ActRetreat, Arg: 1}
	for steps := 0; s.phase != phaseReward; steps++ {
		require.Less(t, steps, 100, "the Kahoum retreat from the Raid at once")
		a := firstLegal(&s)
		if s.ToMove() == 1 && legalHas(&s, retreat) {
			a = retreat
		}
		apply(t, &s, a)
	}
	v := s.View(0)
	assert.False(t, v.BaseHidden(1), "the defender's base is still shown")
	grove := slotNamed(t, &s, 1, "Grove")
	destroy := Action{Kind: ActReward, Arg: RewardDestroy, Target: uint8(grove)}
	assert.Equal(t, s.Legal(nil), v.Legal(nil), "the raider is given what its View shows")
	assert.Contains(t, v.Legal(nil), destroy, "the Empty Grove")
	apply(t, &s, destroy)
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
	v, w := s.View(0), s.View(1)
	assert.True(t, v.BaseHidden(1), "the screens are back up after the rewards")
	assert.True(t, w.BaseHidden(0))
}

// TestShownBaseHidesFaceDownCards: a base revealed for a battle shows its
// face-up cards and how many cards lie face down on each building, not
// which: the Heavy Barracks' leftover resource (a Rocket costs two).
func TestShownBaseHidesFaceDownCards(t *testing.T) {
	s := newPicked(t, 3, [2]string{"Heavy Barracks", "Factory"}, [2]string{"Standard Attack", "Standard Attack"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Heavy Barracks")), Arg: 0, Target: TargetNew})
	require.Equal(t, "Rocket", s.SlotUnit(0, 1).Name)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 1})
	require.Equal(t, 1, s.Frontier())
	apply(t, &s, Action{Kind: ActResource, Card: uint8(hand(&s, 0, "Factory")), Target: 1})
	res := cardsAt(&s, 0, atResource)
	require.Len(t, res, 1)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(NormalAttack), Target: 0})
	require.Equal(t, phaseBattle, s.phase, "a battle on the Terran base")
	require.Equal(t, atResource, s.players[0].loc[res[0]].where, "one card short of a Rocket: still face down")
	v := s.View(1)
	require.False(t, v.BaseHidden(0), "the Terran base is revealed")
	assert.Equal(t, 1, v.Slot(0, 1).Resources, "how many cards lie face down shows")
	assert.Equal(t, "Heavy Barracks", v.SlotCard(0, 1).Name, "the face-up building shows")
	assert.Equal(t, cardLoc{where: atHidden}, v.players[0].loc[res[0]], "which card lies face down does not")
	swapped := s
	swapCards(&swapped, 0, res[0], s.players[0].hand[0])
	require.NoError(t, swapped.Check())
	assert.Equal(t, v, swapped.View(1), "another card face down there: the same View")
}

// TestViewHidesThePowerBehindTheScreen: Power lies in the base, and a
// Special card played behind the screen changes it (Meditation), so a
// View shows another player's Power only while its base is revealed.
func TestViewHidesThePowerBehindTheScreen(t *testing.T) {
	s := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Meditation", "Standard Attack"}, [2]string{"Standard Attack", "Barracks"})
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Meditation")), Target: TargetNew})
	require.Equal(t, 2, s.Power(0))
	other, own := s.View(1), s.View(0)
	assert.Equal(t, 0, other.Power(0), "played behind the screen")
	assert.Equal(t, 2, own.Power(0), "the owner knows")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 1})
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn && s.ToMove() == 0 })
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(NormalAttack), Target: 1})
	firstUntil(t, &s, func() bool { return s.phase == phaseBattle })
	other = s.View(1)
	assert.Equal(t, 2, other.Power(0), "revealed for the battle")
}

// TestLegalOnAViewOfAnotherSeat: Legal on the View of a seat that is not
// to move lists what the View shows, without looking up a hidden card:
// the mover's battle and Construction decisions and declarations as on
// the full state, and nothing for a card play or setup pick from a
// hand or picks the viewer cannot see.
func TestLegalOnAViewOfAnotherSeat(t *testing.T) {
	var real, seen []Action
	shown, blank := 0, 0
	visitRandomStates(t, 3, 0x1e9a1, func(s *State, seed uint64, cfg Config, step int) {
		mover := s.ToMove()
		real = s.Legal(real[:0])
		for p := 0; p < int(s.n); p++ {
			v := s.View(p)
			seen = v.Legal(seen[:0])
			hidden := !s.sameSide(p, mover) && (s.phase == phaseSetup || s.phase == phaseTurn && s.players[mover].handN > 0)
			if hidden {
				assert.Empty(t, seen, "seed %d %s step %d: seat %d's View lists another seat's hidden plays", seed, cfg.Mode, step, p)
				blank++
				continue
			}
			require.Equal(t, real, seen, "seed %d %s step %d: seat %d's View", seed, cfg.Mode, step, p)
			if p != mover {
				shown++
			}
		}
	})
	assert.Positive(t, shown, "another seat's decisions the View shows")
	assert.Positive(t, blank, "another seat's plays it does not")
}
