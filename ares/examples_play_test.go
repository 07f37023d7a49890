package ares

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file plays the rulebook's Tough and Shield examples through games:
// the Forces are built, constructed and fought in real battles, and the
// examples' numbers are checked there, together with what happens across
// the battle (no shield comes back within it, damaged units heal at its
// end) and in the next one (the shield is there again).

// spare returns a hand card of p to play face down: one not named in
// keep, or a second copy of a kept card.
func spare(t testing.TB, s *State, p int, keep ...string) uint8 {
	t.Helper()
	seen := map[string]bool{}
	for h := 0; h < s.HandLen(p); h++ {
		name := s.HandDef(p, h).Name
		kept := false
		for _, k := range keep {
			kept = kept || k == name
		}
		if !kept || seen[name] {
			return uint8(h)
		}
		seen[name] = true
	}
	t.Fatalf("player %d holds only %v", p, keep)
	return 0
}

// frontierAttackWith plays a Basic Game in which the Terrans build the
// unit of end terranEnd of building terranCard with terranRes resources,
// and the Kahoum the unit of end kahoumEnd of kahoumCard with kahoumRes
// resources, after taking the neutral Frontier with their Novices; then
// the Terrans attack the Frontier and the Kahoum defend it. It returns
// the state at the battle's first decision.
func frontierAttackWith(t *testing.T, seed uint64, terranCard string, terranEnd uint8, terranRes int, kahoumCard string, kahoumEnd uint8, kahoumRes int) State {
	t.Helper()
	s := newPicked(t, seed, [2]string{terranCard, "Barracks"}, [2]string{kahoumCard, "Standard Attack"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, terran, terranCard)), Arg: terranEnd, Target: TargetNew})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, kahoum, kahoumCard)), Arg: kahoumEnd, Target: TargetNew})
	apply(t, &s, Action{Kind: ActResource, Card: spare(t, &s, terran), Target: 1})
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(TakeFrontier), Target: kahoum})
	require.Equal(t, kahoum, s.Frontier())
	for tr, kr := 1, 0; tr < terranRes || kr < kahoumRes; tr, kr = tr+1, kr+1 {
		target := uint8(1)
		if tr >= terranRes {
			target = 0 // the Turret, which stays out of a Frontier battle
		}
		apply(t, &s, Action{Kind: ActResource, Card: spare(t, &s, terran), Target: target})
		if kr < kahoumRes {
			apply(t, &s, Action{Kind: ActResource, Card: spare(t, &s, kahoum), Target: 1})
		} else {
			apply(t, &s, Action{Kind: ActResource, Card: spare(t, &s, kahoum), Target: 0})
		}
	}
	give(t, &s, terran, "Standard Attack")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, terran, "Standard Attack")), Arg: uint8(NormalAttack), Target: kahoum})
	apply(t, &s, Action{Kind: ActDefend, Arg: 0})
	require.True(t, s.InBattle())
	return s
}

// faceOff places the attacking Force a opposite the defending Force d;
// the defender's other Forces go to the end, and stay there.
func faceOff(t *testing.T, s *State, a, d uint8) {
	t.Helper()
	apply(t, s, Action{Kind: ActPlace, Force: a, Arg: uint8(PlaceGap), Target: 0})
	apply(t, s, Action{Kind: ActPlace, Force: d, Arg: uint8(PlaceMatch), Target: a})
	for s.battle.step == stepPlace {
		l := s.Legal(nil)
		apply(t, s, l[len(l)-1])
	}
}

// fireFirstRound fires round 1, every Force of the attacker at target and
// every Force of the defender at its first target, and returns the hits
// booked on target in the initiative group of firer, or -1 if the battle
// ended before the round did.
func fireFirstRound(t *testing.T, s *State, firer, target uint8) int {
	t.Helper()
	hits := -1
	for s.InBattle() && s.battle.Round() == 1 {
		a := s.Legal(nil)[0]
		if a.Kind == ActFire && a.Force == firer {
			a.Target = target
		}
		apply(t, s, a)
		if a.Kind == ActFire && a.Force == firer {
			hits = int(s.battle.last.Hits)
		}
		if a.Kind == ActRetreat {
			require.Equal(t, uint8(0), a.Arg)
		}
	}
	if !s.InBattle() {
		return -1
	}
	return hits
}

// withdraw plays on to the next Declare Retreat step, calls there, and
// has the attacker retreat: the round is fought without its fire, and
// the battle ends.
func withdraw(t *testing.T, s *State, there func()) {
	t.Helper()
	for s.battle.step != stepRetreat {
		apply(t, s, s.Legal(nil)[0])
	}
	there()
	apply(t, s, Action{Kind: ActRetreat, Arg: 1})
	firstUntil(t, s, func() bool { return !s.InBattle() })
	require.Equal(t, AttackerRetreated, s.Battle().Outcome())
}

// TestShieldExample is the rulebook's Shield example played in a game:
// a Kahoum Void Rip Force of three units has one shield token from its
// Construction; three Fighter hits in round 1 remove the shield and two
// units; the shield does not come back in round 2; in the next battle the
// Void Rip has its shield again.
func TestShieldExample(t *testing.T) {
	for seed := uint64(1); seed < 80; seed++ {
		s := frontierAttackWith(t, seed, "Airfield", 1, 8, "Void Rip", 0, 9)
		fighters, rip := battleForce(t, &s, terran, "Fighter"), battleForce(t, &s, kahoum, "Void Rip")
		require.Equal(t, 4, s.battle.Force(int(fighters)).Units())
		require.Equal(t, 3, s.battle.Force(int(rip)).Units(), "nine resources, three Void Rips")
		assert.Equal(t, 1, s.battle.Force(int(rip)).Shields(), "Construction places the shield")
		faceOff(t, &s, fighters, rip)
		if fireFirstRound(t, &s, fighters, rip) != 3 {
			continue // the example wants three hits at once: another seed
		}
		f := s.battle.Force(int(rip))
		assert.Equal(t, 0, f.Shields(), "the first hit removes the shield")
		assert.Equal(t, 1, f.Units(), "the other two destroy two units")
		// Round 2: the Terrans withdraw; the shield has not come back.
		withdraw(t, &s, func() {
			assert.Equal(t, 0, s.battle.Force(int(rip)).Shields(), "shields are not replaced during the battle")
		})
		require.Equal(t, 1, s.Slot(kahoum, int(s.battle.Force(int(rip)).Slot())).Units)
		// The next battle: from the Frontier the Kahoum attack the Terran
		// base, and Construction gives the Void Rip its shield again.
		firstUntil(t, &s, func() bool { return s.ToMove() == kahoum && s.phase == phaseTurn })
		give(t, &s, kahoum, "Standard Attack")
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(NormalAttack), Target: terran})
		require.True(t, s.InBattle())
		rip = battleForce(t, &s, kahoum, "Void Rip")
		assert.Equal(t, 1, s.battle.Force(int(rip)).Shields(), "the shield regenerates at a later Construction")
		return
	}
	t.Fatal("no seed gave the Fighters three hits at once")
}

// TestToughExample is the rulebook's Tough rules played in a game: three
// Kahoum Pebbles (Tough) take three Mecha Infantry hits at once: one unit
// is lost for the pair, the leftover hit damages one unit (never two);
// when the battle ends the damaged unit heals, and the next battle starts
// with every Pebble whole.
func TestToughExample(t *testing.T) {
	for seed := uint64(1); seed < 80; seed++ {
		s := frontierAttackWith(t, seed, "Barracks", 1, 8, "Sanctum", 1, 6)
		mecha, pebbles := battleForce(t, &s, terran, "Mecha Infantry"), battleForce(t, &s, kahoum, "Pebble")
		require.Equal(t, 3, s.battle.Force(int(pebbles)).Units())
		require.Equal(t, 6, s.battle.Force(int(pebbles)).HitPoints(), "two hits per Tough unit")
		faceOff(t, &s, mecha, pebbles)
		if fireFirstRound(t, &s, mecha, pebbles) != 3 {
			continue // the example wants three hits at once: another seed
		}
		f := s.battle.Force(int(pebbles))
		assert.Equal(t, 2, f.Units(), "one unit lost for the pair of hits")
		assert.True(t, f.Damaged(), "the leftover hit damages a unit")
		assert.Equal(t, 3, f.HitPoints(), "one damaged unit, one whole")
		withdraw(t, &s, func() {})
		assert.False(t, s.battle.Force(int(pebbles)).Damaged(), "damaged units regain full strength when the battle ends")
		// The next battle: the Pebbles fight whole.
		firstUntil(t, &s, func() bool { return s.ToMove() == terran && s.phase == phaseTurn })
		give(t, &s, terran, "Standard Attack")
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, terran, "Standard Attack")), Arg: uint8(NormalAttack), Target: kahoum})
		apply(t, &s, Action{Kind: ActDefend, Arg: 0})
		require.True(t, s.InBattle())
		pebbles = battleForce(t, &s, kahoum, "Pebble")
		n := s.battle.Force(int(pebbles)).Units()
		require.GreaterOrEqual(t, n, 1)
		assert.False(t, s.battle.Force(int(pebbles)).Damaged())
		assert.Equal(t, 2*n, s.battle.Force(int(pebbles)).HitPoints(), "every Pebble whole")
		return
	}
	t.Fatal("no seed gave the Mecha Infantry three hits at once")
}
