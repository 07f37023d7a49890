package ares

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// frontierBattleOf3Against2 plays a Basic Game to a Frontier battle: the
// Terrans take the neutral Frontier with a Trooper and build a Tank; the
// Kahoum attack it with their two Novices, two Soldiers and a Pyre, and
// the Terrans defend the Frontier. It returns the state at the battle's
// first placement.
func frontierBattleOf3Against2(t *testing.T, seed uint64) State {
	t.Helper()
	s := newPicked(t, seed, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"})
	keep := []string{"Barracks", "Factory", "Sanctum", "Pyre", "Standard Attack"}
	// Turn 1: the Barracks and the Sanctum; turn 2: a resource on each.
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, terran, "Barracks")), Target: TargetNew})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, kahoum, "Sanctum")), Target: TargetNew})
	barracks, sanctum := slotOf(t, &s, terran, "Trooper"), slotOf(t, &s, kahoum, "Soldier")
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, terran, keep...)), Target: uint8(barracks)})
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, kahoum, keep...)), Target: uint8(sanctum)})
	// Turn 3: the Terrans take the Frontier with one Trooper.
	give(t, &s, terran, "Standard Attack")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, terran, "Standard Attack")), Arg: uint8(TakeFrontier), Target: terran})
	require.Equal(t, terran, s.Frontier())
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, kahoum, keep...)), Target: uint8(sanctum)})
	// Turns 4-6: a Factory with two resources (one Tank); a Pyre with two
	// (one Pyre).
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, terran, "Factory")), Target: TargetNew})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, kahoum, "Pyre")), Target: TargetNew})
	factory, pyre := slotOf(t, &s, terran, "Tank"), slotOf(t, &s, kahoum, "Pyre")
	for i := 0; i < 2; i++ {
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, terran, keep...)), Target: uint8(factory)})
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, kahoum, keep...)), Target: uint8(pyre)})
	}
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, terran, keep...)), Target: 0})
	// Turn 7: the Kahoum attack the Frontier; the Terrans defend it.
	give(t, &s, kahoum, "Standard Attack")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(NormalAttack), Target: terran})
	apply(t, &s, Action{Kind: ActDefend, Arg: 0})
	require.True(t, s.InBattle())
	return s
}

// battleForce returns the index of the battle Force of player p producing
// unit.
func battleForce(t *testing.T, s *State, p int, unit string) uint8 {
	t.Helper()
	for i := 0; i < s.battle.NumForces(); i++ {
		f := s.battle.Force(i)
		if f.Owner() == p && s.Faction(p).Units[f.Unit()].Name == unit {
			return uint8(i)
		}
	}
	t.Fatalf("no %s Force of player %d in the battle", unit, p)
	return 0
}

// TestFlankingNeedsAnEngagedFront pins Ruling A24 through a game: the
// Kahoum Novices flank behind their Soldiers, who face the Terran
// Trooper; when the Trooper dies in round 1, the Soldiers stand unopposed
// and in round 2's Reorganization the Novices may not stay behind them:
// they move behind the Pyre, engaged with the Tank, and their +1 goes
// with them.
func TestFlankingNeedsAnEngagedFront(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		s := frontierBattleOf3Against2(t, seed)
		novices, soldiers, pyre := battleForce(t, &s, kahoum, "Novice"), battleForce(t, &s, kahoum, "Soldier"), battleForce(t, &s, kahoum, "Pyre")
		trooper, tank := battleForce(t, &s, terran, "Trooper"), battleForce(t, &s, terran, "Tank")
		// The line: Soldiers against the Trooper, the Pyre against the
		// Tank, the Novices left over.
		apply(t, &s, Action{Kind: ActPlace, Force: soldiers, Arg: uint8(PlaceGap), Target: 0})
		apply(t, &s, Action{Kind: ActPlace, Force: trooper, Arg: uint8(PlaceMatch), Target: soldiers})
		apply(t, &s, Action{Kind: ActPlace, Force: tank, Arg: uint8(PlaceGap), Target: 1})
		apply(t, &s, Action{Kind: ActPlace, Force: pyre, Arg: uint8(PlaceMatch), Target: tank})
		apply(t, &s, Action{Kind: ActPlace, Force: novices, Arg: uint8(PlaceGap), Target: 2})
		// Round 1's Reorganization: the unopposed Novices flank behind the
		// Soldiers, engaged with the Trooper.
		require.Equal(t, 1, s.battle.Round())
		apply(t, &s, Action{Kind: ActPlace, Force: novices, Arg: uint8(PlaceFlank), Target: uint8(s.battle.Force(int(soldiers)).Column())})
		require.Equal(t, 1, s.battle.Force(int(novices)).Rank())
		v, _ := s.battle.ToHit(int(novices), trooper)
		require.Equal(t, 2+1, v, "a Novice hits Infantry on 2, +1 for Flanking")
		apply(t, &s, Action{Kind: ActRetreat, Arg: 0})
		apply(t, &s, Action{Kind: ActRetreat, Arg: 0})
		// Every Kahoum Force fires at the Trooper; the Terrans fire at the
		// Novices and Soldiers, never at the lone Pyre.
		for s.InBattle() && s.battle.Round() == 1 {
			a := s.Legal(nil)[0]
			if a.Kind == ActFire {
				want := trooper
				if s.battle.ToAct() == Defender {
					want = novices
					if a.Force == tank {
						want = soldiers
					}
				}
				if legalHas(&s, Action{Kind: ActFire, Force: a.Force, Target: want}) {
					a.Target = want
				}
			}
			apply(t, &s, a)
		}
		b := s.Battle()
		if !s.InBattle() || b.Force(int(trooper)).InBattle() || !b.Force(int(pyre)).InBattle() ||
			!b.Force(int(soldiers)).InBattle() || !b.Force(int(novices)).InBattle() {
			continue // the dice did not leave the situation: another seed
		}
		// Round 2's Reorganization: the Novices, behind the unopposed
		// Soldiers, decide first and must move.
		require.Equal(t, stepPlace, b.step)
		require.Equal(t, Attacker, b.ToAct())
		require.Equal(t, 1, b.Force(int(novices)).Rank(), "still behind the Soldiers")
		assert.False(t, legalHas(&s, Action{Kind: ActPlace, Force: novices, Arg: uint8(PlaceStay)}),
			"Forces may not flank behind an unopposed Force")
		assert.ErrorIs(t, s.Apply(Action{Kind: ActPlace, Force: novices, Arg: uint8(PlaceStay)}), ErrIllegalAction)
		pyreCol := uint8(b.Force(int(pyre)).Column())
		soldierCol := uint8(b.Force(int(soldiers)).Column())
		assert.False(t, legalHas(&s, Action{Kind: ActPlace, Force: novices, Arg: uint8(PlaceFlank), Target: soldierCol}))
		require.True(t, legalHas(&s, Action{Kind: ActPlace, Force: novices, Arg: uint8(PlaceFlank), Target: pyreCol}),
			"behind the Pyre, engaged with the Tank")
		apply(t, &s, Action{Kind: ActPlace, Force: novices, Arg: uint8(PlaceFlank), Target: pyreCol})
		// The Soldiers, unopposed in the front line, may stay: the Kahoum
		// have more Forces.
		require.True(t, legalHas(&s, Action{Kind: ActPlace, Force: soldiers, Arg: uint8(PlaceStay)}))
		apply(t, &s, Action{Kind: ActPlace, Force: soldiers, Arg: uint8(PlaceStay)})
		require.Equal(t, stepRetreat, b.step)
		assert.Equal(t, b.Force(int(pyre)).Column(), b.Force(int(novices)).Column())
		assert.Equal(t, 1, b.Force(int(novices)).Rank())
		v, _ = b.ToHit(int(novices), tank)
		assert.Equal(t, 1+1, v, "a Novice hits Armor on 1, +1 behind the engaged Pyre")
		// Play the battle out: every Reorganization leaves a line the rules
		// allow (State.Check verifies it after every action).
		firstUntil(t, &s, func() bool { return !s.InBattle() })
		return
	}
	t.Fatal("no seed left the Soldiers unopposed with the Novices behind them")
}
