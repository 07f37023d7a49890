package ares

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// unitSpec returns the ForceSpec of units of a faction's unit.
func unitSpec(t testing.TB, faction, unit string, units uint8) ForceSpec {
	t.Helper()
	f, _, err := MustDefaultRules().Faction(faction)
	require.NoError(t, err)
	u, ok := f.UnitByName(unit)
	require.True(t, ok, unit)
	return u.Spec(units)
}

// TestXenosTacticalBrainChangesABattle: two Forces that cannot hit across
// columns switch places after round 1's Reorganization and then win.
func TestXenosTacticalBrainChangesABattle(t *testing.T) {
	antiInf := ForceSpec{Type: Infantry, Initiative: 3, Attack: Ratings{1, RatingX, RatingX, RatingX}, Units: 1, Cost: 1}
	antiAir := ForceSpec{Type: Infantry, Initiative: 3, Attack: Ratings{RatingX, RatingX, 1, RatingX}, Units: 1, Cost: 1}
	air := ForceSpec{Type: Air, Initiative: 1, Attack: Ratings{RatingX, RatingX, RatingX, RatingX}, Units: 1, Cost: 1}
	inf := ForceSpec{Type: Infantry, Initiative: 1, Attack: Ratings{RatingX, RatingX, RatingX, RatingX}, Units: 1, Cost: 1}
	fight := func(tactical bool) Outcome {
		b, err := NewBattle(BattleConfig{Kind: FrontierBattle, Rounds: 1}, []ForceSpec{antiInf, antiAir}, []ForceSpec{air, inf})
		require.NoError(t, err)
		if tactical {
			b.SetTactical(Attacker)
		}
		require.NoError(t, b.SetLine([]LineColumn{{Attacker: []int{0}, Defender: []int{2}}, {Attacker: []int{1}, Defender: []int{3}}}))
		if tactical {
			require.Equal(t, stepSwitch, b.step, "after Reorganization, the Brain's switch")
			mustDecide(t, &b, Action{Kind: ActSwitch, Force: 0, Target: 1})
		}
		for !b.Over() {
			if _, _, ok := b.Chance(); ok {
				mustResolve(t, &b, 1)
				continue
			}
			a := b.Legal(nil)[0]
			if a.Kind == ActRetreat {
				a.Arg = 0
			}
			mustDecide(t, &b, a)
		}
		return b.Outcome()
	}
	assert.Equal(t, RoundLimit, fight(false), "facing the wrong enemies, nobody can fire")
	assert.Equal(t, DefenderEliminated, fight(true))
}

// TestColossusMortisCannonIgnoresPosition: the Mortis Cannon fires across
// the line without the position modifier, and so reaches a Force no other
// unit of its ratings could.
func TestColossusMortisCannonIgnoresPosition(t *testing.T) {
	cannon := unitSpec(t, "Colossus", "Mortis Cannon", 1)
	plain := cannon
	plain.IgnorePosition = false
	d := sp(Infantry, 1, 0, 0, 0, 0, 1)
	for _, tc := range []struct {
		spec ForceSpec
		want int
	}{{cannon, 3}, {plain, 1}} {
		b := newTestBattle(t, BattleConfig{Kind: FrontierBattle}, []ForceSpec{tc.spec}, []ForceSpec{d, d, d},
			[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}, {Defender: []int{2}}, {Defender: []int{3}}})
		assert.Equal(t, tc.want, toHit(t, &b, 0, 3))
	}
}

// TestSpendUpToNPowerIsAChoice pins Ruling A27: Overcharge, Psionic
// Storm and Orbital Barrage spend "up to 3" Power when the battle is set
// up, and their owner chooses how much, from 0 to 3, or to the pool when
// it holds less. What is not spent stays in the pool after the battle.
func TestSpendUpToNPowerIsAChoice(t *testing.T) {
	for _, tc := range []struct {
		faction, card string
		power, spend  int
	}{
		{"Colossus", "Overcharge", 5, 2},
		{"Kahoum", "Psionic Storm", 5, 3},
		{"Terrans", "Orbital Barrage", 5, 1},
		{"Terrans", "Orbital Barrage", 2, 0},
		{"Kahoum", "Psionic Storm", 1, 1},
	} {
		t.Run(fmt.Sprintf("%s-%d-%d", tc.card, tc.power, tc.spend), func(t *testing.T) {
			s := newGame(t, Full, []string{tc.faction, "Xenos"}, [2]string{tc.card, "Standard Attack"}, [2]string{"Standard Attack", "Warren"})
			pass(t, &s, tc.card)
			apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 1})
			firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
			require.Equal(t, 1, s.Frontier())
			s.players[0].power = uint8(tc.power) // Power in the pool: the scenario
			apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, tc.card)), Arg: uint8(NormalAttack), Target: 1})
			firstUntil(t, &s, func() bool { return s.phase == phaseDefend }) // the Xenos keep their Eggs
			apply(t, &s, Action{Kind: ActDefend, Arg: 0})
			firstUntil(t, &s, func() bool { return s.phase == phaseSpend })
			require.Equal(t, 0, s.ToMove())
			var want []Action
			for k := 0; k <= min(3, tc.power); k++ {
				want = append(want, Action{Kind: ActSpend, Arg: uint8(k)})
			}
			assert.Equal(t, want, s.Legal(nil), "from 0 to 3 Power, no more than the pool")
			rng := s.rng
			apply(t, &s, Action{Kind: ActSpend, Arg: uint8(tc.spend)})
			assert.Equal(t, tc.power-tc.spend, s.Power(0))
			if tc.card == "Orbital Barrage" {
				assert.Equal(t, tc.spend > 0, rng != s.rng, "one die per Power at the biggest defending Force")
			} else {
				assert.Equal(t, tc.spend, s.battle.Rerolls(Attacker), "one reroll per Power")
			}
			firstUntil(t, &s, func() bool { return s.phase == phaseTurn || s.Over() })
			assert.Equal(t, tc.power-tc.spend, s.Power(0), "the rest stays in the pool")
		})
	}
}
