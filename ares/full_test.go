package ares

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFullGameSetup: the Full Game uses each faction's Full Game Start
// Buildings and its Base Mat (Terran Militia and Workers, the Kahoum Full
// Game Novice, the Xenos Queen, the Colossus bays).
func TestFullGameSetup(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"})
	assert.Equal(t, "Militia", s.SlotUnit(0, 0).Name)
	assert.Equal(t, 2, s.Slot(0, 0).Units)
	assert.Equal(t, SlotKind(slotMat), s.Slot(0, 1).Kind)
	assert.Equal(t, "Worker", s.SlotUnit(0, 1).Name)
	assert.Equal(t, "Novice", s.SlotUnit(1, 0).Name)
	assert.Equal(t, 4, s.Slot(1, 0).Units, "the Kahoum Full Game Novice")
	x := newGame(t, Full, []string{"Xenos", "Colossus"}, [2]string{"Warren", "Den"}, [2]string{"Forge", "Assembly"})
	assert.Equal(t, "Egg", x.SlotUnit(0, 1).Name, "the Queen on the Base Mat")
	assert.Equal(t, 1, x.Slot(0, 1).Units)
	assert.Equal(t, uint8(4), x.Faction(1).Mat.Bays)
	b := newPicked(t, 1, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"})
	assert.Equal(t, "Turret", b.SlotUnit(0, 0).Name, "the Basic Game keeps the Turret")
	assert.Equal(t, SlotKind(slotEmpty), b.Slot(0, 1).Kind, "and no Base Mat")
}

func TestEveryDeckHasFourStandardTwoRaidsAndThreeSpecialAttacks(t *testing.T) {
	for _, f := range MustDefaultRules().Factions() {
		var n [numAttackKinds]int
		for _, c := range f.Cards {
			if c.Kind == AttackCard {
				n[c.Attack] += c.Count
				if c.Attack == SpecialAttack {
					assert.NotNil(t, c.Effect, "%s %s has an effect", f.Name, c.Name)
				}
			}
		}
		assert.Equal(t, [numAttackKinds]int{4, 2, 3}, n, f.Name)
	}
}

// TestBuildingCostNeedsAResourceStack: the Colossus Explosive Gun (cost 1)
// goes onto a resource stack; at Construction the stack is used up and
// units are built on the gun at once.
func TestBuildingCostNeedsAResourceStack(t *testing.T) {
	s := newGame(t, Full, []string{"Colossus", "Kahoum"}, [2]string{"Explosive Gun", "Assembly"}, [2]string{"Standard Attack", "Sanctum"})
	gun := uint8(hand(&s, 0, "Explosive Gun"))
	assert.False(t, legalHas(&s, Action{Kind: ActBuilding, Card: gun, Arg: 0, Target: TargetNew}), "a cost-1 building needs a stack")
	apply(t, &s, Action{Kind: ActStack, Card: uint8(handOther(t, &s, 0, "Explosive Gun"))})
	stack := s.freeSlot(0) - 1
	require.Equal(t, SlotKind(slotStack), s.Slot(0, stack).Kind)
	pass(t, &s, "Standard Attack")
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Explosive Gun")), Arg: 0, Target: uint8(stack)})
	assert.True(t, s.players[0].base[stack].pending)
	assert.Equal(t, 1, s.Slot(0, stack).Under)
	for i := 0; i < 2; i++ {
		pass(t, &s, "Standard Attack")
		apply(t, &s, Action{Kind: ActResource, Card: 0, Target: uint8(stack)})
	}
	discard := s.DiscardLen(0)
	// The Kahoum Deep Strike with nothing: the Colossus still construct.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(DeepStrike), Target: 0})
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
	sl := s.Slot(0, stack)
	assert.False(t, s.players[0].base[stack].pending, "built")
	assert.Equal(t, 0, sl.Under, "the stack is used up")
	assert.Equal(t, 1, sl.Units, "a Mortis Cannon (cost 2) built at once")
	assert.Equal(t, discard+3, s.DiscardLen(0))
}

// TestInsufficientStackDiscardsTheBuilding: with a stack too small, the
// building and the resources on it are discarded at Construction; the
// stack stays.
func TestInsufficientStackDiscardsTheBuilding(t *testing.T) {
	data, err := factionFiles.ReadFile("data/colossus.json")
	require.NoError(t, err)
	custom := strings.Replace(string(data), `"buildingCost": 1`, `"buildingCost": 2`, 1)
	f, err := ParseFaction("colossus-cost2.json", []byte(custom))
	require.NoError(t, err)
	rules, err := MustDefaultRules().WithFaction(f)
	require.NoError(t, err)
	s, err := NewGame(rules, Config{Mode: Full, Factions: []string{"Colossus", "Kahoum"}, FirstPlayer: 0}, 1)
	require.NoError(t, err)
	for p, picks := range [][2]string{{"Explosive Gun", "Assembly"}, {"Standard Attack", "Sanctum"}} {
		for _, name := range picks {
			apply(t, &s, Action{Kind: ActPick, Card: uint8(defIndex(t, s.Faction(p), name))})
		}
	}
	apply(t, &s, Action{Kind: ActStack, Card: uint8(handOther(t, &s, 0, "Explosive Gun"))})
	stack := s.freeSlot(0) - 1
	pass(t, &s, "Standard Attack")
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Explosive Gun")), Arg: 0, Target: uint8(stack)})
	pass(t, &s, "Standard Attack")
	apply(t, &s, Action{Kind: ActResource, Card: 0, Target: uint8(stack)})
	discard := s.DiscardLen(0)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(DeepStrike), Target: 0})
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
	assert.Equal(t, SlotKind(slotStack), s.Slot(0, stack).Kind, "the stack remains")
	assert.Equal(t, 1, s.Slot(0, stack).Under)
	assert.Equal(t, discard+2, s.DiscardLen(0), "the Explosive Gun and the resource on it are discarded")
}

// TestEmptyBuildingsInTheFullGame: resource stacks and Special Buildings
// are Empty Buildings; Start Buildings, Base Mat buildings and the
// Colossus buildings on the mat's bays never are.
func TestEmptyBuildingsInTheFullGame(t *testing.T) {
	s := newGame(t, Full, []string{"Colossus", "Terrans"}, [2]string{"Upgrade", "Forge"}, [2]string{"Power Plant", "Barracks"})
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Upgrade")), Target: TargetNew})
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 1, "Power Plant")), Target: TargetNew})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Forge")), Arg: 0, Target: TargetNew})
	apply(t, &s, Action{Kind: ActStack, Card: 0})
	upgrade := slotNamed(t, &s, 0, "Upgrade")
	forge := slotNamed(t, &s, 0, "Forge")
	plant := slotNamed(t, &s, 1, "Power Plant")
	assert.True(t, s.destroyable(0, upgrade), "a Special Building is always an Empty Building")
	assert.True(t, s.destroyable(1, plant))
	assert.True(t, s.players[0].base[forge].bay, "the Colossus build on their Base Mat")
	assert.False(t, s.destroyable(0, forge), "a building on the Base Mat is never destroyed")
	assert.True(t, s.destroyable(1, s.freeSlot(1)-1), "a resource stack is an Empty Building")
	assert.False(t, s.destroyable(1, 1), "the Workers on the Base Mat are never destroyed")
	assert.False(t, s.destroyable(1, 0), "nor is a Start Building")
}

// TestBaseMatUnitsNeverFight: Workers built on the Base Mat make Power
// but never join a battle, and stay on the mat through it.
func TestBaseMatUnitsNeverFight(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Standard Attack", "Barracks"}, [2]string{"Sanctum", "Pyre"})
	for i := 0; i < 2; i++ {
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Standard Attack")), Target: 1})
		pass(t, &s)
	}
	attackWith(t, &s, 0, 1, "Standard Attack", TakeFrontier)
	require.Equal(t, 2, s.Slot(0, 1).Units, "two Workers built")
	attackWith(t, &s, 0, 1, "Standard Attack", NormalAttack)
	require.True(t, s.InBattle())
	for i := 0; i < s.battle.NumForces(); i++ {
		f := s.battle.Force(i)
		assert.NotEqual(t, "Worker", s.Faction(f.Owner()).Units[f.Unit()].Name)
	}
	finishAttack(t, &s)
	assert.Equal(t, 2, s.Slot(0, 1).Units, "the Workers were never in danger")
}

// TestPowerIsGeneratedAtConstruction: Workers, Power Plants, Obelisks,
// Acolytes and Upgrades make Power each time their owner does
// Construction (a take, a defence, an attack), and the pool keeps it.
func TestPowerIsGeneratedAtConstruction(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Power Plant", "Standard Attack"}, [2]string{"Obelisk", "Temple"})
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Power Plant")), Target: TargetNew})
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 1, "Obelisk")), Target: TargetNew})
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Standard Attack")), Target: 1}) // a Worker
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 1, "Temple")), Arg: 0, Target: TargetNew})  // Acolytes
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 0, "Standard Attack")), Target: 1})
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 1)), Target: uint8(slotOf(t, &s, 1, "Acolyte"))})
	attackWith(t, &s, 0, 1, "Standard Attack", TakeFrontier)
	assert.Equal(t, 2, s.Slot(0, 1).Units, "two Workers built")
	assert.Equal(t, 2+1, s.Power(0), "two Workers and a Power Plant")
	// The Kahoum attack the Frontier: both sides construct again.
	attackWith(t, &s, 1, 0, "Standard Attack", NormalAttack)
	assert.Equal(t, 2*3, s.Power(0), "the Terrans' defence: three more")
	assert.Equal(t, 1+1, s.Power(1), "an Obelisk and an Acolyte")

	c := newGame(t, Full, []string{"Colossus", "Kahoum"}, [2]string{"Upgrade", "Standard Attack"}, [2]string{"Sanctum", "Pyre"})
	apply(t, &c, Action{Kind: ActSpecial, Card: uint8(hand(&c, 0, "Upgrade")), Target: TargetNew})
	up := slotNamed(t, &c, 0, "Upgrade")
	for i := 0; i < 2; i++ {
		pass(t, &c)
		apply(t, &c, Action{Kind: ActResource, Card: uint8(handOther(t, &c, 0, "Standard Attack")), Target: uint8(up)})
	}
	attackWith(t, &c, 0, 1, "Standard Attack", TakeFrontier)
	assert.Equal(t, 2, c.Power(0), "two resources on the Upgrade become two Power")
	assert.Equal(t, 0, c.Slot(0, up).Resources)
}

// TestAttachedCardsAreDestroyedWithTheirBuilding: a Technology under an
// Empty Building goes to the discard pile with it when a Raid destroys
// it.
func TestAttachedCardsAreDestroyedWithTheirBuilding(t *testing.T) {
	s := newGame(t, Full, []string{"Kahoum", "Terrans"}, [2]string{"Raid", "Sanctum"}, [2]string{"Barracks", "Recon Drone"})
	pass(t, &s, "Raid")
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 1, "Barracks")), Arg: 0, Target: TargetNew})
	k := uint8(slotNamed(t, &s, 1, "Barracks"))
	pass(t, &s, "Raid")
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 1, "Recon Drone")), Target: k})
	require.Len(t, s.Attached(1, int(k)), 1)
	attackWith(t, &s, 0, 1, "Raid", DeepStrike)
	defenderFlees(t, &s) // the Novices against the Militia
	discard := s.DiscardLen(1)
	apply(t, &s, Action{Kind: ActReward, Arg: RewardDestroy, Target: k})
	assert.Equal(t, discard+2, s.DiscardLen(1), "the building and its Technology")
	assert.Equal(t, SlotEmpty, s.Slot(1, int(k)).Kind)
}

// TestBonusResourcesComeFromTheDiscardPile: a Supply Depot takes two cards
// from the discard pile onto a building; what the pile lacks is lost.
func TestBonusResourcesComeFromTheDiscardPile(t *testing.T) {
	s := newGame(t, Full, []string{"Terrans", "Kahoum"}, [2]string{"Supply Depot", "Standard Attack"}, [2]string{"Sanctum", "Pyre"})
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
	require.Equal(t, 1, s.DiscardLen(0), "the take's Attack card")
	pass(t, &s)
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Supply Depot")), Target: 0})
	assert.Equal(t, 1, s.Slot(0, 0).Resources, "one card in the pile, one Bonus Resource")
	assert.Equal(t, 1, s.DiscardLen(0), "the Supply Depot itself is discarded after")
	assert.NoError(t, s.Check())
}

// TestSpecialCardsAreResourcesInTheBasicGame pins Ruling A3.
func TestSpecialCardsAreResourcesInTheBasicGame(t *testing.T) {
	s := newPicked(t, 3, [2]string{"Power Plant", "Barracks"}, [2]string{"Sanctum", "Pyre"})
	h := uint8(hand(&s, 0, "Power Plant"))
	assert.ErrorIs(t, s.Apply(Action{Kind: ActSpecial, Card: h, Target: TargetNew}), ErrIllegalAction)
	for _, a := range s.Legal(nil) {
		assert.NotEqual(t, ActSpecial, a.Kind)
	}
}

// TestTimingAttackerFirst pins Ruling A19 with the Tactical Brain: when
// both sides have one, the attacker switches first.
func TestTimingAttackerFirst(t *testing.T) {
	f := sp(Infantry, 3, 2, 2, 2, 2, 1)
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle}, []ForceSpec{f, f}, []ForceSpec{f, f}, nil)
	b.SetTactical(Attacker)
	b.SetTactical(Defender)
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 0, Arg: uint8(PlaceGap)})
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 2, Arg: uint8(PlaceMatch), Target: 0})
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 3, Arg: uint8(PlaceGap), Target: 1})
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 1, Arg: uint8(PlaceMatch), Target: 3})
	require.Equal(t, stepSwitch, b.step)
	assert.Equal(t, Attacker, b.ToAct(), "the attacker's Brain first")
	mustDecide(t, &b, Action{Kind: ActSwitch, Force: 0, Target: 1})
	assert.Equal(t, 1, b.Force(0).Column(), "switched")
	assert.Equal(t, Defender, b.ToAct(), "then the defender's")
	mustDecide(t, &b, Action{Kind: ActSwitch, Arg: 1})
	assert.Equal(t, stepRetreat, b.step)
}

// TestBonusResourcesGoWhereFaceDownCardsGo pins Ruling A26: Salvage's
// Bonus Resources may go into a resource stack and onto a building
// waiting on its stack, as face-down cards from the hand may; at the next
// Construction the Explosive Gun is built on the stack they grew and
// builds a Mortis Cannon with the ones on top of it.
func TestBonusResourcesGoWhereFaceDownCardsGo(t *testing.T) {
	s := newGame(t, Full, []string{"Colossus", "Kahoum"}, [2]string{"Salvage", "Explosive Gun"}, [2]string{"Standard Attack", "Sanctum"})
	apply(t, &s, Action{Kind: ActStack, Card: uint8(handOther(t, &s, 0, "Salvage", "Explosive Gun"))})
	stack := uint8(s.freeSlot(0) - 1)
	require.Equal(t, SlotStack, s.Slot(0, int(stack)).Kind)
	pass(t, &s, "Standard Attack")
	toDiscard(t, &s, 0, 3)
	salvage := uint8(hand(&s, 0, "Salvage"))
	assert.True(t, legalHas(&s, Action{Kind: ActSpecial, Card: salvage, Target: stack}), "Salvage may go into the stack")
	apply(t, &s, Action{Kind: ActSpecial, Card: salvage, Target: stack})
	assert.Equal(t, 3, s.Slot(0, int(stack)).Under, "the stack grew by two")
	pass(t, &s, "Standard Attack")
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Explosive Gun")), Arg: 0, Target: stack})
	pass(t, &s, "Standard Attack")
	give(t, &s, 0, "Salvage")
	salvage = uint8(hand(&s, 0, "Salvage"))
	require.True(t, legalHas(&s, Action{Kind: ActSpecial, Card: salvage, Target: stack}), "onto the gun waiting on its stack")
	apply(t, &s, Action{Kind: ActSpecial, Card: salvage, Target: stack})
	assert.Equal(t, 2, s.Slot(0, int(stack)).Resources)
	// The Kahoum Deep Strike with nothing: the Colossus construct.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(DeepStrike), Target: 0})
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
	sl := s.Slot(0, int(stack))
	assert.Equal(t, SlotBuilding, sl.Kind)
	assert.Equal(t, 0, sl.Under, "the stack is used up")
	assert.Equal(t, 1, sl.Units, "a Mortis Cannon from the two Bonus Resources on the gun")
}

// TestCostZeroBuildingNeverGoesOntoAStack pins Ruling A26: a Building
// card of cost 0 goes straight into the base; it is never played onto a
// resource stack, which stays whole through the next Construction.
func TestCostZeroBuildingNeverGoesOntoAStack(t *testing.T) {
	s := newGame(t, Full, []string{"Colossus", "Kahoum"}, [2]string{"Assembly", "Forge"}, [2]string{"Standard Attack", "Sanctum"})
	apply(t, &s, Action{Kind: ActStack, Card: uint8(handOther(t, &s, 0, "Assembly", "Forge"))})
	stack := uint8(s.freeSlot(0) - 1)
	pass(t, &s, "Standard Attack")
	assembly := uint8(hand(&s, 0, "Assembly"))
	for _, a := range s.Legal(nil) {
		assert.False(t, a.Kind == ActBuilding && a.Target != TargetNew, "%s: a cost-0 building onto a stack", a)
	}
	before := s
	assert.ErrorIs(t, s.Apply(Action{Kind: ActBuilding, Card: assembly, Arg: 0, Target: stack}), ErrIllegalAction)
	assert.Equal(t, before, s)
	apply(t, &s, Action{Kind: ActBuilding, Card: assembly, Arg: 0, Target: TargetNew})
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(DeepStrike), Target: 0})
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
	assert.Equal(t, Slot{Kind: SlotStack, Card: -1, Unit: -1, Under: 1}, s.Slot(0, int(stack)), "the stack stays whole")
}

// TestColossusGunOnAStackTakesABay: the Explosive Gun played onto a
// resource stack goes onto a free bay of the Colossus Base Mat, like any
// Building card they play, so once built and empty it is no Empty
// Building a battle at their base can destroy.
func TestColossusGunOnAStackTakesABay(t *testing.T) {
	s := newGame(t, Full, []string{"Colossus", "Kahoum"}, [2]string{"Explosive Gun", "Assembly"}, [2]string{"Standard Attack", "Sanctum"})
	apply(t, &s, Action{Kind: ActStack, Card: uint8(handOther(t, &s, 0, "Explosive Gun", "Assembly"))})
	stack := s.freeSlot(0) - 1
	pass(t, &s, "Standard Attack")
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Explosive Gun")), Arg: 0, Target: uint8(stack)})
	assert.True(t, s.players[0].base[stack].bay, "on a bay of the Base Mat")
	pass(t, &s, "Standard Attack")
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 0, "Assembly")), Arg: 0, Target: TargetNew})
	// The Kahoum attack the Colossus base: the gun is built, without units.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(DeepStrike), Target: 0})
	require.Equal(t, SlotBuilding, s.Slot(0, stack).Kind)
	assert.Equal(t, 0, s.Slot(0, stack).Units)
	assert.False(t, s.destroyable(0, stack), "a building on a bay is never destroyed, even empty")
	assert.Equal(t, 0, s.countDestroyable(0), "the Assembly is on a bay too")
}

// TestTakeHasConstructionDecisions: taking a neutral Frontier, the
// attacker does Construction with its decisions (Ruling A5): the Xenos
// may turn their Egg into Power and remove an Evolve card before the
// take resolves.
func TestTakeHasConstructionDecisions(t *testing.T) {
	s := newGame(t, Full, []string{"Xenos", "Terrans"}, [2]string{"Standard Attack", "Evolve"}, [2]string{"Barracks", "Factory"})
	s.players[0].power = 1 // a card in hand and Power in the pool: the scenario
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Evolve")), Target: 0})
	require.Equal(t, "Warrior", s.SlotUnit(0, 0).Name)
	pass(t, &s)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
	require.Equal(t, phaseConstruct, s.phase, "the take's Construction has decisions")
	require.Equal(t, 0, s.ToMove())
	assert.True(t, legalHas(&s, Action{Kind: ActUnevolve, Target: 0}))
	apply(t, &s, Action{Kind: ActConvert, Target: 1})
	assert.Equal(t, 1, s.Power(0), "the Egg became Power")
	apply(t, &s, Action{Kind: ActUnevolve, Target: 0})
	assert.Equal(t, "Drone", s.SlotUnit(0, 0).Name)
	apply(t, &s, Action{Kind: ActConstructed})
	assert.Equal(t, 0, s.Frontier(), "the Drones take the Frontier")
	assert.Equal(t, 1, s.ToMove(), "the turn is over")
	assert.Equal(t, 1, s.FrontierTakes())
}
