package ares

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file plays the factions' Full Game rules through games: abilities
// bought with Power at Construction, special Attacks and the Xenos Queen,
// each checked in the battle (or take) it changes and after it.

// attackWith plays fillers (keeping the cards named in keep) until player
// att's turn, gives att the Attack card called card if it holds none, and
// attacks with it with choice (against def, or taking the Frontier). A
// defender declares the Frontier's defence and makes no Construction
// decision. It returns at att's first Construction decision, at a Power
// choice, or once no decision of the Battle Sequence's start is left.
func attackWith(t *testing.T, s *State, att, def int, card string, choice AttackChoice, keep ...string) {
	t.Helper()
	for !(s.phase == phaseTurn && s.ToMove() == att) {
		pass(t, s, keep...)
	}
	if hand(s, att, card) < 0 {
		give(t, s, att, card)
	}
	target := def
	if choice == TakeFrontier {
		target = att
	}
	apply(t, s, Action{Kind: ActAttack, Card: uint8(hand(s, att, card)), Arg: uint8(choice), Target: uint8(target)})
	for {
		switch {
		case s.phase == phaseDefend:
			apply(t, s, Action{Kind: ActDefend, Arg: 0})
		case s.phase == phaseConstruct && int(s.cons) != att:
			apply(t, s, Action{Kind: ActConstructed})
		default:
			return
		}
	}
}

// finishAttack plays the first legal decision, and no Construction
// decision, until the turn is over.
func finishAttack(t *testing.T, s *State) {
	t.Helper()
	firstUntil(t, s, func() bool { return s.phase == phaseTurn || s.Over() })
}

// forceOf returns the battle Force on slot k of player p, or nil.
func forceOf(s *State, p, k int) *Force {
	for i := 0; i < s.battle.NumForces(); i++ {
		if f := s.battle.Force(i); f.Owner() == p && f.Slot() == k {
			return f
		}
	}
	return nil
}

// TestPoweredAbilitiesLastOneBattle: an ability bought with Power at
// Construction (Armor Plating, a Targeting System, the Pebble's shield)
// changes the Force in that battle; at the next Construction it must be
// bought again, and unbought the Force fights plain.
func TestPoweredAbilitiesLastOneBattle(t *testing.T) {
	for _, tc := range []struct {
		name     string
		factions []string
		picks    [2][2]string
		unit     string
		arg      uint8 // the ability: 0 the unit's, 1+i attachment i
		setup    func(t *testing.T, s *State)
		check    func(t *testing.T, f *Force, bought bool)
	}{
		{"Armor Plating", []string{"Terrans", "Kahoum"}, [2][2]string{{"Armor Plating", "Barracks"}, {"Standard Attack", "Sanctum"}}, "Militia", 1,
			func(t *testing.T, s *State) {
				apply(t, s, Action{Kind: ActSpecial, Card: uint8(hand(s, 0, "Armor Plating")), Target: 0})
			},
			func(t *testing.T, f *Force, bought bool) {
				assert.Equal(t, bought, f.Spec().Tough, "Tough for the battle it was bought for")
			}},
		{"Targeting System", []string{"Terrans", "Kahoum"}, [2][2]string{{"Targeting System", "Airfield"}, {"Standard Attack", "Sanctum"}}, "Bomber", 1,
			func(t *testing.T, s *State) {
				apply(t, s, Action{Kind: ActBuilding, Card: uint8(hand(s, 0, "Airfield")), Arg: 0, Target: TargetNew})
				pass(t, s, "Standard Attack")
				k := uint8(slotOf(t, s, 0, "Bomber"))
				apply(t, s, Action{Kind: ActSpecial, Card: uint8(hand(s, 0, "Targeting System")), Target: k})
				for i := 0; i < 4; i++ {
					pass(t, s, "Standard Attack")
					apply(t, s, Action{Kind: ActResource, Card: 0, Target: k})
				}
			},
			func(t *testing.T, f *Force, bought bool) {
				want := Ratings{3, 1, RatingX, 3}
				if bought {
					want = Ratings{4, 2, RatingX, 4} // +1 where not X
				}
				assert.Equal(t, want, f.Spec().Attack)
			}},
		{"Pebble shield", []string{"Kahoum", "Terrans"}, [2][2]string{{"Sanctum", "Pyre"}, {"Standard Attack", "Barracks"}}, "Pebble", 0,
			func(t *testing.T, s *State) {
				apply(t, s, Action{Kind: ActBuilding, Card: uint8(hand(s, 0, "Sanctum")), Arg: 1, Target: TargetNew})
				k := uint8(slotOf(t, s, 0, "Pebble"))
				for i := 0; i < 2; i++ {
					pass(t, s, "Standard Attack")
					apply(t, s, Action{Kind: ActResource, Card: 0, Target: k})
				}
			},
			func(t *testing.T, f *Force, bought bool) {
				assert.Equal(t, b2n(bought), f.Shields(), "the Pebble ignores its first hit when powered")
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, Full, tc.factions, tc.picks[0], tc.picks[1])
			tc.setup(t, &s)
			k := slotOf(t, &s, 0, tc.unit)
			attackWith(t, &s, 1, 0, "Standard Attack", TakeFrontier)
			finishAttack(t, &s)
			require.Equal(t, 1, s.Frontier())
			s.players[0].power = 1 // Power in the pool: the scenario
			attackWith(t, &s, 0, 1, "Standard Attack", NormalAttack)
			require.Equal(t, phaseConstruct, s.phase)
			buy := Action{Kind: ActPower, Target: uint8(k), Arg: tc.arg}
			require.True(t, legalHas(&s, buy), "bought at Construction")
			apply(t, &s, buy)
			assert.Equal(t, 0, s.Power(0))
			apply(t, &s, Action{Kind: ActConstructed})
			require.True(t, s.InBattle())
			tc.check(t, forceOf(&s, 0, k), true)
			finishAttack(t, &s)
			// Rebuild the Force, then attack again without buying it.
			for i := 0; i < 2; i++ {
				for !(s.phase == phaseTurn && s.ToMove() == 0) {
					pass(t, &s)
				}
				apply(t, &s, Action{Kind: ActResource, Card: 0, Target: uint8(k)})
			}
			s.players[0].power = 1
			attackWith(t, &s, 0, 1, "Standard Attack", NormalAttack)
			require.True(t, legalHas(&s, buy), "not kept from the last battle: bought again, or not")
			apply(t, &s, Action{Kind: ActConstructed})
			require.True(t, s.InBattle())
			tc.check(t, forceOf(&s, 0, k), false)
			assert.Equal(t, 1, s.Power(0))
		})
	}
}

func b2n(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestKahoumZephyrDeepStrikeIsBought: a Zephyr Force Deep Strikes only
// when its Deep Strike is bought at Construction: unbought, the Kahoum
// have no Force for the Deep Strike and lose at once (Ruling A8); bought
// at the next one, the Zephyrs fight.
func TestKahoumZephyrDeepStrikeIsBought(t *testing.T) {
	s := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Void Rip", "Pyre"}, [2]string{"Barracks", "Factory"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Void Rip")), Arg: 1, Target: TargetNew})
	k := slotOf(t, &s, 0, "Zephyr")
	for i := 0; i < 2; i++ {
		pass(t, &s)
		apply(t, &s, Action{Kind: ActResource, Card: 0, Target: uint8(k)})
	}
	s.players[0].power = 1 // Power in the pool: the scenario
	attackWith(t, &s, 0, 1, "Standard Attack", DeepStrike)
	require.Equal(t, phaseConstruct, s.phase)
	require.True(t, legalHas(&s, Action{Kind: ActPower, Target: uint8(k)}))
	apply(t, &s, Action{Kind: ActConstructed})
	assert.Nil(t, forceOf(&s, 0, k), "no Deep Strike of its own")
	assert.Equal(t, AttackerEliminated, s.Battle().Outcome())
	assert.Equal(t, 1, s.Power(0))
	attackWith(t, &s, 0, 1, "Standard Attack", DeepStrike)
	apply(t, &s, Action{Kind: ActPower, Target: uint8(k)})
	apply(t, &s, Action{Kind: ActConstructed})
	require.True(t, s.InBattle())
	f := forceOf(&s, 0, k)
	require.NotNil(t, f, "bought for 1 Power, the Zephyrs Deep Strike")
	assert.True(t, f.Spec().DeepStrike)
}

// TestKahoumPhaseShiftAndAncestralCall: Ancestral Call gives the Kahoum
// Forces (and no defender) +1 Initiative in its battle; Phase Shift lets
// the Novices, who have no Deep Strike, join a Deep Strike.
func TestKahoumPhaseShiftAndAncestralCall(t *testing.T) {
	s := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Ancestral Call", "Pyre"}, [2]string{"Standard Attack", "Factory"})
	attackWith(t, &s, 1, 0, "Standard Attack", TakeFrontier, "Ancestral Call")
	finishAttack(t, &s)
	require.Equal(t, 1, s.Frontier())
	attackWith(t, &s, 0, 1, "Ancestral Call", NormalAttack, "Ancestral Call")
	require.True(t, s.InBattle())
	assert.Equal(t, int8(4), forceOf(&s, 0, 0).Spec().Initiative, "Novice 3, +1")
	assert.Equal(t, int8(3), forceOf(&s, 1, 0).Spec().Initiative, "the Militia are not Kahoum")

	d := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Phase Shift", "Pyre"}, [2]string{"Standard Attack", "Factory"})
	attackWith(t, &d, 0, 1, "Standard Attack", DeepStrike, "Phase Shift")
	assert.Nil(t, forceOf(&d, 0, 0), "the Novices have no Deep Strike")
	assert.Equal(t, AttackerEliminated, d.Battle().Outcome())
	attackWith(t, &d, 0, 1, "Phase Shift", DeepStrike, "Phase Shift")
	require.True(t, d.InBattle())
	require.NotNil(t, forceOf(&d, 0, 0), "Phase Shift: the Novices Deep Strike")
	assert.Equal(t, int8(3), forceOf(&d, 0, 0).Spec().Initiative)
}

// TestTerranAirSuperiority: +1 Initiative in its battle for the
// attacker's Air Forces only.
func TestTerranAirSuperiority(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Air Superiority", "Heliport"}, [2]string{"Standard Attack", "Sanctum"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Heliport")), Arg: 0, Target: TargetNew})
	k := slotOf(t, &s, 0, "Predator")
	attackWith(t, &s, 1, 0, "Standard Attack", TakeFrontier, "Air Superiority")
	finishAttack(t, &s)
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Air Superiority")), Target: uint8(k)})
	attackWith(t, &s, 0, 1, "Air Superiority", NormalAttack, "Air Superiority")
	require.True(t, s.InBattle())
	assert.Equal(t, int8(6), forceOf(&s, 0, k).Spec().Initiative, "Predator 5, +1")
	assert.Equal(t, int8(3), forceOf(&s, 0, 0).Spec().Initiative, "the Militia are not Air")
	assert.Equal(t, int8(3), forceOf(&s, 1, 0).Spec().Initiative, "only attackers")
}

// TestColossusShieldWall: every attacking Colossus Force has one more
// shield in its battle.
func TestColossusShieldWall(t *testing.T) {
	s := newGame(t, Full, []string{"Colossus", "Kahoum"}, [2]string{"Shield Wall", "Forge"}, [2]string{"Standard Attack", "Sanctum"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Forge")), Arg: 0, Target: TargetNew})
	k := slotOf(t, &s, 0, "Golem")
	attackWith(t, &s, 1, 0, "Standard Attack", TakeFrontier, "Shield Wall")
	finishAttack(t, &s)
	for i := 0; i < 2; i++ {
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Shield Wall")), Target: uint8(k)})
		pass(t, &s, "Standard Attack")
	}
	attackWith(t, &s, 0, 1, "Shield Wall", NormalAttack, "Shield Wall")
	require.True(t, s.InBattle())
	assert.Equal(t, 1, forceOf(&s, 0, k).Shields(), "the Golem, Shield 0, has one")
	assert.Equal(t, 1, forceOf(&s, 0, 0).Shields(), "and the Sentinels")
	assert.Equal(t, 0, forceOf(&s, 1, 0).Shields(), "not the defenders")
}

// TestTerranDropshipCarriesInfantry: in a Deep Strike each Dropship Force
// brings one Terran Infantry Force without Deep Strike.
func TestTerranDropshipCarriesInfantry(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Heliport", "Standard Attack"}, [2]string{"Sanctum", "Pyre"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Heliport")), Arg: 1, Target: TargetNew})
	k := slotOf(t, &s, 0, "Dropship")
	for i := 0; i < 2; i++ {
		pass(t, &s)
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Standard Attack")), Target: uint8(k)})
	}
	attackWith(t, &s, 0, 1, "Standard Attack", DeepStrike)
	require.True(t, s.InBattle())
	var units []string
	for i := 0; i < s.battle.NumForces(); i++ {
		if f := s.battle.Force(i); f.Side() == Attacker {
			units = append(units, s.Faction(0).Units[f.Unit()].Name)
		}
	}
	assert.ElementsMatch(t, []string{"Dropship", "Militia"}, units, "the Militia ride the Dropship")
}

// TestTerranResupply: before the Terran Construction, three Bonus
// Resources reach the first building that fights outside the base and has
// room, and become units, in an attack from the Frontier and in a
// neutral Frontier take alike (a take has the attacker's Construction).
func TestTerranResupply(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Resupply", "Standard Attack"}, [2]string{"Sanctum", "Pyre"})
	toDiscard(t, &s, 0, 3)
	attackWith(t, &s, 0, 1, "Standard Attack", TakeFrontier, "Resupply")
	require.Equal(t, 0, s.Frontier())
	attackWith(t, &s, 0, 1, "Resupply", NormalAttack, "Resupply")
	require.True(t, s.InBattle())
	assert.Equal(t, 4, forceOf(&s, 0, 0).Units(), "two Militia, and the Bonus Resources build two more")
	assert.Equal(t, 1, s.Slot(0, 0).Resources, "the third waits: four units at most")

	// With the Frontier neutral the Resupply card is discarded when it is
	// revealed, before the Bonus Resources: one of them.
	take := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Resupply", "Barracks"}, [2]string{"Sanctum", "Pyre"})
	attackWith(t, &take, 0, 1, "Resupply", TakeFrontier)
	assert.Equal(t, 3, take.Slot(0, 0).Units, "the Resupply card, alone in the pile, one more Militia")
	assert.Equal(t, 1, take.DiscardLen(0), "back in the pile once the Militia is built")
	assert.Equal(t, 0, take.Frontier())
}

// TestXenosEvolveChains: an Evolve card turns a building's unit, and the
// units on it, into the next unit, for 1 Power; a second goes on; the
// evolved Force fights as its new unit (Ravagers, Tough); an Evolve card
// can be removed at a later Construction.
func TestXenosEvolveChains(t *testing.T) {
	s := newGame(t, Full, []string{"Xenos", "Terrans"}, [2]string{"Evolve", "Evolve"}, [2]string{"Standard Attack", "Factory"})
	s.players[0].power = 2 // Power in the pool: the scenario
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Evolve")), Target: 0})
	assert.Equal(t, "Warrior", s.SlotUnit(0, 0).Name, "the Brood Pit's Drones become Warriors")
	assert.Equal(t, 2, s.Slot(0, 0).Units, "the units change with it")
	assert.Equal(t, 1, s.Power(0))
	pass(t, &s, "Standard Attack")
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Evolve")), Target: 0})
	assert.Equal(t, "Ravager", s.SlotUnit(0, 0).Name, "chains are allowed")
	assert.Equal(t, 0, s.Power(0))
	attackWith(t, &s, 1, 0, "Standard Attack", TakeFrontier)
	finishAttack(t, &s)
	require.Equal(t, 1, s.Frontier())
	attackWith(t, &s, 0, 1, "Standard Attack", NormalAttack)
	require.Equal(t, phaseConstruct, s.phase)
	require.True(t, legalHas(&s, Action{Kind: ActUnevolve, Target: 0}))
	apply(t, &s, Action{Kind: ActConstructed})
	require.True(t, s.InBattle())
	f := forceOf(&s, 0, 0)
	assert.Equal(t, "Ravager", s.Faction(0).Units[f.Unit()].Name)
	assert.True(t, f.Spec().Tough)
	assert.Equal(t, 4, f.HitPoints(), "two Tough Ravagers")
	finishAttack(t, &s)
	if s.Over() {
		return // the Ravagers conquered the Terran base
	}
	attackWith(t, &s, 0, 1, "Standard Attack", NormalAttack)
	require.Equal(t, phaseConstruct, s.phase)
	apply(t, &s, Action{Kind: ActUnevolve, Target: 0})
	assert.Equal(t, "Warrior", s.SlotUnit(0, 0).Name, "removed at Construction: one step back")
}

// TestXenosQueenEggsBecomePower: the Queen's Eggs, built like units, are
// turned into Power one each at a Construction, here a take's.
func TestXenosQueenEggsBecomePower(t *testing.T) {
	s := newGame(t, Full, []string{"Xenos", "Terrans"}, [2]string{"Standard Attack", "Den"}, [2]string{"Barracks", "Factory"})
	for i := 0; i < 2; i++ {
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Standard Attack")), Target: 1})
		pass(t, &s)
	}
	attackWith(t, &s, 0, 1, "Standard Attack", TakeFrontier)
	require.Equal(t, phaseConstruct, s.phase)
	assert.Equal(t, 3, s.Slot(0, 1).Units, "one Egg and two built")
	apply(t, &s, Action{Kind: ActConvert, Target: 1})
	apply(t, &s, Action{Kind: ActConvert, Target: 1})
	assert.Equal(t, 2, s.Power(0))
	assert.Equal(t, 1, s.Slot(0, 1).Units)
	apply(t, &s, Action{Kind: ActConstructed})
	assert.Equal(t, 0, s.Frontier())
	assert.Equal(t, 2, s.Power(0), "Power stays in the pool")
}

// TestXenosBroodSwarm: the Queen Attack hatches the Eggs into units on the
// Brood Pit, up to four there, before the Xenos Construction; Eggs that
// do not fit stay. A Brood Swarm played to take the neutral Frontier
// hatches them too, before the take's Construction.
func TestXenosBroodSwarm(t *testing.T) {
	s := newGame(t, Full, []string{"Xenos", "Terrans"}, [2]string{"Brood Swarm", "Standard Attack"}, [2]string{"Barracks", "Factory"})
	for i := 0; i < 2; i++ {
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Brood Swarm", "Standard Attack")), Target: 1})
		pass(t, &s)
	}
	attackWith(t, &s, 0, 1, "Standard Attack", TakeFrontier, "Brood Swarm")
	apply(t, &s, Action{Kind: ActConstructed}) // keep the Eggs
	require.Equal(t, 3, s.Slot(0, 1).Units)
	attackWith(t, &s, 0, 1, "Brood Swarm", NormalAttack, "Brood Swarm")
	for s.phase == phaseConstruct {
		apply(t, &s, Action{Kind: ActConstructed})
	}
	require.True(t, s.InBattle())
	assert.Equal(t, 4, forceOf(&s, 0, 0).Units(), "two Drones and two hatched; the Brood Pit holds four")
	assert.Equal(t, 1, s.Slot(0, 1).Units, "the Egg that did not fit stays")

	take := newGame(t, Full, []string{"Xenos", "Terrans"}, [2]string{"Brood Swarm", "Den"}, [2]string{"Barracks", "Factory"})
	apply(t, &take, Action{Kind: ActResource, Card: uint8(handOther(t, &take, 0, "Brood Swarm")), Target: 1})
	pass(t, &take)
	attackWith(t, &take, 0, 1, "Brood Swarm", TakeFrontier)
	assert.Equal(t, 3, take.Slot(0, 0).Units, "the Queen's first Egg hatched before Construction")
	assert.Equal(t, 1, take.Slot(0, 1).Units, "the Egg built at the take's Construction stays an Egg")
}
