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

// buy makes player p buy ability arg of slot k as a Construction decision.
func buy(t testing.TB, s *State, p, k int, arg uint8) {
	t.Helper()
	saved := s.phase
	s.phase, s.cons = phaseConstruct, uint8(p)
	require.NoError(t, s.Apply(Action{Kind: ActPower, Target: uint8(k), Arg: arg}))
	s.phase = saved
}

// TestTerranArmorPlatingChangesABattle: a powered Armor Plating makes the
// Militia Tough; with the same dice the Militia then survive and win.
func TestTerranArmorPlatingChangesABattle(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Armor Plating", "Barracks"}, [2]string{"Sanctum", "Pyre"})
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Armor Plating")), Target: 0})
	plain := s.forceSpec(0, 0, true)
	assert.False(t, plain.Tough, "unpowered, the Technology does nothing")
	s.players[0].power = 1
	buy(t, &s, 0, 0, 1)
	plated := s.forceSpec(0, 0, true)
	require.True(t, plated.Tough)
	novices := unitSpec(t, "Kahoum", "Novice", 2)
	hits := []int{0, 2, 1, 0, 1, 0}
	assert.Equal(t, AttackerEliminated, duel(t, BattleConfig{Kind: FrontierBattle}, plain, novices, hits...))
	assert.Equal(t, DefenderEliminated, duel(t, BattleConfig{Kind: FrontierBattle}, plated, novices, hits...))
}

// TestTerranTargetingSystemRaisesRatings: +1 to every rating that is not X.
func TestTerranTargetingSystemRaisesRatings(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Targeting System", "Airfield"}, [2]string{"Sanctum", "Pyre"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Airfield")), Arg: 0, Target: TargetNew}) // Bombers
	pass(t, &s)
	k := slotOf(t, &s, 0, "Bomber")
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Targeting System")), Target: uint8(k)})
	s.players[0].base[k].units = 2
	s.players[0].power = 2
	buy(t, &s, 0, k, 1)
	sp := s.forceSpec(0, k, true)
	assert.Equal(t, Ratings{4, 2, RatingX, 4}, sp.Attack, "Bomber 3/1/X/3, +1 where not X")
}

// TestTerranDropshipCarriesInfantry: in a Deep Strike each Dropship Force
// brings one Terran Infantry Force without Deep Strike.
func TestTerranDropshipCarriesInfantry(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Heliport", "Standard Attack"}, [2]string{"Sanctum", "Pyre"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Heliport")), Arg: 1, Target: TargetNew})
	k := slotOf(t, &s, 0, "Dropship")
	s.players[0].base[k].units = 1
	pass(t, &s)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(DeepStrike), Target: 1})
	firstUntil(t, &s, func() bool { return s.phase == phaseBattle })
	var units []string
	for i := 0; i < s.battle.NumForces(); i++ {
		if f := s.battle.Force(i); f.Side() == Attacker {
			units = append(units, s.Faction(0).Units[f.Unit()].Name)
		}
	}
	assert.ElementsMatch(t, []string{"Dropship", "Militia"}, units, "the Militia ride the Dropship")
}

// TestTerranResupply: three Bonus Resources reach the first building with
// room before the Terran Construction, and become units.
func TestTerranResupply(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Resupply", "Standard Attack"}, [2]string{"Sanctum", "Pyre"})
	toDiscard(t, &s, 0, 3)
	s.frontier = 0
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Resupply")), Arg: uint8(NormalAttack), Target: 1})
	firstUntil(t, &s, func() bool { return s.phase == phaseBattle || s.phase == phaseTurn })
	assert.Equal(t, 4, s.Slot(0, 0).Units, "two Militia, and the Bonus Resources build two more")
	assert.Equal(t, 1, s.Slot(0, 0).Resources, "the third waits: four units at most")
}

// TestTerranAirSuperiority: +1 Initiative for the attacker's Air Forces
// only.
func TestTerranAirSuperiority(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Air Superiority", "Heliport"}, [2]string{"Sanctum", "Pyre"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Heliport")), Arg: 0, Target: TargetNew})
	k := slotOf(t, &s, 0, "Predator")
	s.players[0].base[k].units = 2
	pass(t, &s)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Air Superiority")), Arg: uint8(DeepStrike), Target: 1})
	assert.Equal(t, int8(6), s.forceSpec(0, k, true).Initiative, "Predator 5, +1")
	assert.Equal(t, int8(3), s.forceSpec(0, 0, true).Initiative, "the Militia are not Air")
	assert.Equal(t, int8(5), s.forceSpec(0, k, false).Initiative, "only attackers")
}

// TestKahoumPebbleShieldChangesABattle: a powered Pebble Force ignores
// its first hit, and with the same dice it holds.
func TestKahoumPebbleShieldChangesABattle(t *testing.T) {
	s := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Barracks", "Factory"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Sanctum")), Arg: 1, Target: TargetNew})
	k := slotOf(t, &s, 0, "Pebble")
	s.players[0].base[k].units = 1
	plain := s.forceSpec(0, k, false)
	s.players[0].power = 1
	buy(t, &s, 0, k, 0)
	shielded := s.forceSpec(0, k, false)
	require.Equal(t, uint8(1), shielded.Shield)
	militia := unitSpec(t, "Terrans", "Militia", 3)
	// Militia fire first (initiative 3 against the Pebble's 2): 2 hits in
	// round 1, then none; the Pebble hits back once each round.
	hits := []int{2, 1, 0, 1, 0, 1}
	assert.Equal(t, DefenderEliminated, duel(t, BattleConfig{Kind: FrontierBattle}, militia, plain, hits...))
	assert.Equal(t, AttackerEliminated, duel(t, BattleConfig{Kind: FrontierBattle}, militia, shielded, hits...))
}

// TestKahoumZephyrDeepStrike: a powered Zephyr Force may Deep Strike.
func TestKahoumZephyrDeepStrike(t *testing.T) {
	s := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Void Rip", "Pyre"}, [2]string{"Barracks", "Factory"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Void Rip")), Arg: 1, Target: TargetNew})
	k := slotOf(t, &s, 0, "Zephyr")
	s.players[0].base[k].units = 2
	s.att = 0
	assert.False(t, s.eligible(0, k, true, false), "no Deep Strike of its own")
	s.players[0].power = 1
	buy(t, &s, 0, k, 0)
	assert.True(t, s.eligible(0, k, true, false), "bought for 1 Power")
}

// TestPhaseShiftAndAncestralCall: Kahoum special Attacks change the
// attacker's Forces for the battle.
func TestPhaseShiftAndAncestralCall(t *testing.T) {
	s := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Phase Shift", "Ancestral Call"}, [2]string{"Barracks", "Factory"})
	s.att, s.attackCard = 0, s.players[0].hand[hand(&s, 0, "Phase Shift")]
	assert.True(t, s.eligible(0, 0, true, false), "Phase Shift: the Novices may Deep Strike")
	s.attackCard = s.players[0].hand[hand(&s, 0, "Ancestral Call")]
	assert.Equal(t, int8(4), s.forceSpec(0, 0, true).Initiative, "Ancestral Call: Novice 3, +1")
	assert.False(t, s.eligible(0, 0, true, false))
}

// TestXenosEvolveChains: an Evolve card turns a building's unit, and the
// units on it, into the next unit; a second one goes on; one can be
// removed at Construction. Each costs 1 Power.
func TestXenosEvolveChains(t *testing.T) {
	s := newGame(t, Full, []string{"Xenos", "Terrans"}, [2]string{"Evolve", "Evolve"}, [2]string{"Barracks", "Factory"})
	s.players[0].power = 2
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Evolve")), Target: 0})
	assert.Equal(t, "Warrior", s.SlotUnit(0, 0).Name, "the Brood Pit's Drones become Warriors")
	assert.Equal(t, 2, s.Slot(0, 0).Units, "the units change with it")
	assert.Equal(t, 1, s.Power(0))
	pass(t, &s)
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Evolve")), Target: 0})
	assert.Equal(t, "Ravager", s.SlotUnit(0, 0).Name, "chains are allowed")
	assert.Equal(t, 0, s.Power(0))
	s.phase, s.cons = phaseConstruct, 0
	assert.True(t, legalHas(&s, Action{Kind: ActUnevolve, Target: 0}))
	require.NoError(t, s.Apply(Action{Kind: ActUnevolve, Target: 0}))
	assert.Equal(t, "Warrior", s.SlotUnit(0, 0).Name, "removed at Construction")
	s.phase = phaseTurn
	assert.NoError(t, s.Check())
}

// TestXenosEvolveChangesABattle: evolved twice, the Brood Pit's units are
// Tough Ravagers, and with the same dice they win.
func TestXenosEvolveChangesABattle(t *testing.T) {
	drones := unitSpec(t, "Xenos", "Drone", 2)
	ravagers := unitSpec(t, "Xenos", "Ravager", 2)
	novices := unitSpec(t, "Kahoum", "Novice", 2)
	hits := []int{0, 2, 1, 0, 1, 0, 1, 0}
	assert.Equal(t, AttackerEliminated, duel(t, BattleConfig{Kind: FrontierBattle}, drones, novices, hits...))
	assert.Equal(t, DefenderEliminated, duel(t, BattleConfig{Kind: FrontierBattle}, ravagers, novices, hits...))
}

// TestXenosQueenEggsBecomePower: each Egg turns into one Power at
// Construction.
func TestXenosQueenEggsBecomePower(t *testing.T) {
	s := newGame(t, Full, []string{"Xenos", "Terrans"}, [2]string{"Warren", "Den"}, [2]string{"Barracks", "Factory"})
	s.players[0].base[1].units = 3
	s.phase, s.cons = phaseConstruct, 0
	apply(t, &s, Action{Kind: ActConvert, Target: 1})
	apply(t, &s, Action{Kind: ActConvert, Target: 1})
	assert.Equal(t, 2, s.Power(0))
	assert.Equal(t, 1, s.Slot(0, 1).Units)
}

// TestXenosTacticalBrainChangesABattle: two Forces that cannot hit across
// columns switch places after Reorganization and then win.
func TestXenosTacticalBrainChangesABattle(t *testing.T) {
	antiInf := ForceSpec{Type: Infantry, Initiative: 3, Attack: Ratings{1, RatingX, RatingX, RatingX}, Units: 1, Cost: 1}
	antiAir := ForceSpec{Type: Infantry, Initiative: 3, Attack: Ratings{RatingX, RatingX, 1, RatingX}, Units: 1, Cost: 1}
	air := ForceSpec{Type: Air, Initiative: 1, Attack: Ratings{RatingX, RatingX, RatingX, RatingX}, Units: 1, Cost: 1}
	inf := ForceSpec{Type: Infantry, Initiative: 1, Attack: Ratings{RatingX, RatingX, RatingX, RatingX}, Units: 1, Cost: 1}
	fight := func(tactical bool) Outcome {
		b := newTestBattle(t, BattleConfig{Kind: FrontierBattle, Rounds: 1}, []ForceSpec{antiInf, antiAir}, []ForceSpec{air, inf},
			[]LineColumn{{Attacker: []int{0}, Defender: []int{2}}, {Attacker: []int{1}, Defender: []int{3}}})
		if tactical {
			b.SetTactical(Attacker)
			b.startRetreat() // SetLine began round 1 before the Brain was set
			require.Equal(t, stepSwitch, b.step)
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

// TestXenosBroodSwarm: the Queen Attack hatches the Eggs into units on the
// Brood Pit before the Xenos Construction.
func TestXenosBroodSwarm(t *testing.T) {
	s := newGame(t, Full, []string{"Xenos", "Terrans"}, [2]string{"Brood Swarm", "Den"}, [2]string{"Barracks", "Factory"})
	s.players[0].base[1].units = 3
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Brood Swarm")), Arg: uint8(DeepStrike), Target: 1})
	firstUntil(t, &s, func() bool { return s.phase == phaseBattle || s.phase == phaseTurn })
	assert.Equal(t, 4, s.Slot(0, 0).Units, "two Drones and two hatched; the Brood Pit holds four")
	assert.Equal(t, 1, s.Slot(0, 1).Units, "the Egg that did not fit stays")
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

// TestColossusShieldWallChangesABattle: every attacking Colossus Force has
// one more shield, and with the same dice the Golems win.
func TestColossusShieldWallChangesABattle(t *testing.T) {
	s := newGame(t, Full, []string{"Colossus", "Kahoum"}, [2]string{"Shield Wall", "Forge"}, [2]string{"Sanctum", "Pyre"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Forge")), Arg: 0, Target: TargetNew})
	k := slotOf(t, &s, 0, "Golem")
	s.players[0].base[k].units = 1
	plain := s.forceSpec(0, k, true)
	s.att, s.attackCard = 0, s.players[0].hand[hand(&s, 0, "Shield Wall")]
	walled := s.forceSpec(0, k, true)
	require.Equal(t, plain.Shield+1, walled.Shield)
	novices := unitSpec(t, "Kahoum", "Novice", 3)
	// The Novices fire first (initiative 3): 2 hits; the Golem answers.
	hits := []int{2, 1, 0, 1, 0, 1}
	assert.Equal(t, AttackerEliminated, duel(t, BattleConfig{Kind: FrontierBattle}, plain, novices, hits...))
	assert.Equal(t, DefenderEliminated, duel(t, BattleConfig{Kind: FrontierBattle}, walled, novices, hits...))
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
