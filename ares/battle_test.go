package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sp builds a ForceSpec: type, initiative, ratings against infantry, armor,
// air and building (use 'X' as -128), and units.
func sp(t UnitType, init int8, inf, arm, air, bld Rating, units uint8) ForceSpec {
	return ForceSpec{Type: t, Initiative: init, Attack: Ratings{inf, arm, air, bld}, Units: units, Cost: 1}
}

func newTestBattle(t *testing.T, cfg BattleConfig, att, def []ForceSpec, line []LineColumn) Battle {
	t.Helper()
	b, err := NewBattle(cfg, att, def)
	require.NoError(t, err)
	if line != nil {
		require.NoError(t, b.SetLine(line))
	}
	return b
}

func mustDecide(t *testing.T, b *Battle, a Action) {
	t.Helper()
	require.NoError(t, b.Decide(a), "decide %s", a)
}

func mustResolve(t *testing.T, b *Battle, hits int) {
	t.Helper()
	require.NoError(t, b.ResolveChance(hits))
}

func toHit(t *testing.T, b *Battle, firer int, target uint8) int {
	t.Helper()
	v, ok := b.ToHit(firer, target)
	require.True(t, ok, "Force %d cannot fire at %d", firer, target)
	return v
}

// TestPositionModifierRulebookExample pins Ruling A12 with the rulebook's
// Position Modifier Simplified Example: A, B, C against D, E, F, G with A
// opposite D, B opposite E, nobody opposite F and C opposite G.
func TestPositionModifierRulebookExample(t *testing.T) {
	f := sp(Infantry, 3, 4, 4, 4, 4, 1)
	// Forces: A=0 B=1 C=2, D=3 E=4 F=5 G=6.
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle}, []ForceSpec{f, f, f}, []ForceSpec{f, f, f, f},
		[]LineColumn{{Attacker: []int{0}, Defender: []int{3}}, {Attacker: []int{1}, Defender: []int{4}},
			{Defender: []int{5}}, {Attacker: []int{2}, Defender: []int{6}}})
	const A, B, C, D, E, F, G = 0, 1, 2, 3, 4, 5, 6
	assert.Equal(t, 4, toHit(t, &b, B, E), "B at E: no modifier")
	assert.Equal(t, 3, toHit(t, &b, B, D), "B at D: -1")
	assert.Equal(t, 3, toHit(t, &b, B, F), "B at F: -1")
	assert.Equal(t, 2, toHit(t, &b, B, G), "B at G: -2")
	assert.Equal(t, 3, toHit(t, &b, E, C), "E at C: -1, nobody opposite F")
	assert.Equal(t, 4, toHit(t, &b, A, D))
	_ = G
}

// TestFullCombatModifierExample reproduces the rulebook's Full Combat
// Modifier Example as far as our data allows. Our reading of its battle
// line: Mecha Infantry opposite the Soldier; the Trooper opposite the
// Poison Ivy with the Bomber flanking it; the Stealth Infantry unopposed;
// the Tanks opposite the Rover; the Rocket unopposed at the end. Every
// to-hit number of the example comes out, except that the rulebook says
// the Poison Ivy skips "the Trooper and Rocket" to reach the Tanks where
// our line puts the Stealth Infantry in between: the number (-1) is the
// same.
func TestFullCombatModifierExample(t *testing.T) {
	rules := MustDefaultRules()
	terrans, _, err := rules.Faction("Terrans")
	require.NoError(t, err)
	kahoum, _, err := rules.Faction("Kahoum")
	require.NoError(t, err)
	unit := func(f *Faction, name string, units uint8) ForceSpec {
		u, ok := f.UnitByName(name)
		require.True(t, ok, name)
		return u.Spec(units)
	}
	att := []ForceSpec{
		unit(terrans, "Mecha Infantry", 2), // 0
		unit(terrans, "Trooper", 2),        // 1
		unit(terrans, "Bomber", 2),         // 2
		unit(terrans, "Stealth Infantry", 2),
		unit(terrans, "Tank", 2), // 4
		unit(terrans, "Rocket", 1),
	}
	def := []ForceSpec{
		unit(kahoum, "Soldier", 2),    // 6
		unit(kahoum, "Poison Ivy", 3), // 7
		unit(kahoum, "Rover", 2),      // 8
	}
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle}, att, def, []LineColumn{
		{Attacker: []int{0}, Defender: []int{6}},
		{Attacker: []int{1, 2}, Defender: []int{7}},
		{Attacker: []int{3}},
		{Attacker: []int{4}, Defender: []int{8}},
		{Attacker: []int{5}},
	})
	const mecha, bomber, stealth, tanks, soldier, ivy, rover = 0, 2, 3, 4, 6, 7, 8
	assert.Equal(t, 3, toHit(t, &b, mecha, soldier), "Mecha Infantry at the Soldier")
	assert.Equal(t, 1, toHit(t, &b, mecha, ivy), "Mecha Infantry at the Poison Ivy")
	assert.Equal(t, 2, toHit(t, &b, mecha, rover), "Mecha Infantry at the Rover")
	assert.Equal(t, 3, toHit(t, &b, bomber, soldier), "Bomber at the Soldier")
	assert.Equal(t, 4, toHit(t, &b, bomber, ivy), "Bomber at the Poison Ivy")
	assert.Equal(t, 1, toHit(t, &b, bomber, rover), "Bomber at the Rover")
	assert.Equal(t, 1, toHit(t, &b, stealth, ivy), "Stealth Infantry at the Poison Ivy")
	assert.Equal(t, 1, toHit(t, &b, stealth, rover), "Stealth Infantry at the Rover")
	assert.Equal(t, 0, toHit(t, &b, stealth, soldier), "Stealth Infantry at the Soldier")
	assert.Equal(t, -1, toHit(t, &b, ivy, tanks), "Poison Ivy at the Tanks")
	n, _ := b.rollFor(ivy, tanks)
	assert.Equal(t, 0, n, "the Poison Ivy cannot shoot at the Tanks")
	assert.Equal(t, 0, toHit(t, &b, ivy, bomber), "Poison Ivy at the flanking Bomber")
	n, hitOn := b.rollFor(ivy, bomber)
	assert.Equal(t, 1, n, "one die for the three units")
	assert.Equal(t, 1, hitOn, "hitting on a 1")
}

func TestToHitRules(t *testing.T) {
	t.Run("X never hits", func(t *testing.T) {
		b := newTestBattle(t, BattleConfig{Kind: FrontierBattle},
			[]ForceSpec{sp(Air, 3, 3, 3, RatingX, 3, 2)}, []ForceSpec{sp(Air, 3, 1, 1, 1, 1, 2)},
			[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
		_, ok := b.ToHit(0, 1)
		assert.False(t, ok)
		assert.False(t, b.canFire(0, 1))
	})
	t.Run("six or more hits on 1-5", func(t *testing.T) {
		b := newTestBattle(t, BattleConfig{Kind: FrontierBattle},
			[]ForceSpec{sp(Infantry, 3, 7, 0, 0, 0, 3)}, []ForceSpec{sp(Infantry, 3, 1, 1, 1, 1, 2)},
			[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
		assert.Equal(t, 7, toHit(t, &b, 0, 1))
		n, hitOn := b.rollFor(0, 1)
		assert.Equal(t, 3, n)
		assert.Equal(t, 5, hitOn, "a 6 always misses")
	})
	t.Run("zero rolls one die per two units, odd unit left out", func(t *testing.T) {
		b := newTestBattle(t, BattleConfig{Kind: FrontierBattle},
			[]ForceSpec{sp(Infantry, 3, 0, 0, 0, 0, 1)}, []ForceSpec{sp(Infantry, 3, 1, 1, 1, 1, 2)},
			[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
		n, _ := b.rollFor(0, 1)
		assert.Equal(t, 0, n, "a single zero to-hit unit may not attack")
		assert.False(t, b.hasTarget(0))
	})
	t.Run("negative rolls nothing", func(t *testing.T) {
		f := sp(Infantry, 3, 1, 1, 1, 1, 4)
		b := newTestBattle(t, BattleConfig{Kind: FrontierBattle}, []ForceSpec{f}, []ForceSpec{f, f, f},
			[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}, {Defender: []int{2}}, {Defender: []int{3}}})
		assert.Equal(t, -1, toHit(t, &b, 0, 3))
		n, _ := b.rollFor(0, 3)
		assert.Equal(t, 0, n)
	})
	t.Run("flanking +1 unless the front has No Flanking", func(t *testing.T) {
		front := sp(Infantry, 3, 1, 1, 1, 1, 1)
		nf := front
		nf.NoFlanking = true
		flank := sp(Infantry, 3, 2, 2, 2, 2, 1)
		def := sp(Infantry, 3, 1, 1, 1, 1, 1)
		b := newTestBattle(t, BattleConfig{Kind: FrontierBattle}, []ForceSpec{front, flank, nf, flank}, []ForceSpec{def, def},
			[]LineColumn{{Attacker: []int{0, 1}, Defender: []int{4}}, {Attacker: []int{2, 3}, Defender: []int{5}}})
		assert.Equal(t, 3, toHit(t, &b, 1, 4), "flanking")
		assert.Equal(t, 2, toHit(t, &b, 3, 5), "behind No Flanking: no bonus")
	})
}

// TestHigherInitiativeKillsDoNotFireBack: a Force destroyed by a higher
// initiative group leaves before its own group fires (Ruling A10).
func TestHigherInitiativeKillsDoNotFireBack(t *testing.T) {
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle},
		[]ForceSpec{sp(Infantry, 5, 5, 5, 5, 5, 1)}, []ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 1)}, nil)
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 0, Arg: uint8(PlaceGap), Target: 0})
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 1, Arg: uint8(PlaceMatch), Target: 0})
	mustDecide(t, &b, Action{Kind: ActRetreat, Arg: 0})
	mustDecide(t, &b, Action{Kind: ActRetreat, Arg: 0})
	mustDecide(t, &b, Action{Kind: ActFire, Force: 0, Target: 1})
	mustResolve(t, &b, 1)
	assert.True(t, b.Over())
	assert.Equal(t, DefenderEliminated, b.Outcome())
	assert.Equal(t, 1, b.Force(0).Units(), "the defender never fired")
}

// TestEqualInitiativeFiresSimultaneously: within one group both sides fire
// with the units they had when it began (Ruling A10).
func TestEqualInitiativeFiresSimultaneously(t *testing.T) {
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle},
		[]ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 1)}, []ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 1)},
		[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
	mustDecide(t, &b, Action{Kind: ActRetreat, Arg: 0})
	mustDecide(t, &b, Action{Kind: ActRetreat, Arg: 0})
	mustDecide(t, &b, Action{Kind: ActFire, Force: 0, Target: 1})
	mustResolve(t, &b, 1)
	require.False(t, b.Over(), "the defender still fires")
	assert.Equal(t, Defender, b.ToAct())
	mustDecide(t, &b, Action{Kind: ActFire, Force: 1, Target: 0})
	mustResolve(t, &b, 1)
	assert.Equal(t, BothEliminated, b.Outcome())
	assert.False(t, b.Outcome().AttackerWins(), "Ruling A7: both eliminated is a defender win")
}

// TestBattleLineExample is the rulebook's first Battle Line and Scouting
// example: Cody attacks with three Forces, John defends with four, nobody
// scouts.
func TestBattleLineExample(t *testing.T) {
	f := sp(Infantry, 3, 2, 2, 2, 2, 1)
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle}, []ForceSpec{f, f, f}, []ForceSpec{f, f, f, f}, nil)
	const c1, c2, c3, j1, j2, j3, j4 = 0, 1, 2, 3, 4, 5, 6
	// Scouting equal: Cody (the attacker) places the first Force.
	assert.Equal(t, Attacker, b.ToAct())
	legal := b.Legal(nil)
	assert.Len(t, legal, 3, "any of Cody's three Forces, starting the line")
	mustDecide(t, &b, Action{Kind: ActPlace, Force: c1, Arg: uint8(PlaceGap), Target: 0})
	// John matches it, then adds one at either end.
	assert.Equal(t, Defender, b.ToAct())
	for _, a := range b.Legal(nil) {
		assert.Equal(t, uint8(PlaceMatch), a.Arg, "John must match first: %s", a)
	}
	mustDecide(t, &b, Action{Kind: ActPlace, Force: j1, Arg: uint8(PlaceMatch), Target: c1})
	assert.Equal(t, Defender, b.ToAct())
	mustDecide(t, &b, Action{Kind: ActPlace, Force: j2, Arg: uint8(PlaceGap), Target: 1})
	// Cody matches that card and places one more.
	assert.Equal(t, Attacker, b.ToAct())
	mustDecide(t, &b, Action{Kind: ActPlace, Force: c2, Arg: uint8(PlaceMatch), Target: j2})
	mustDecide(t, &b, Action{Kind: ActPlace, Force: c3, Arg: uint8(PlaceGap), Target: 2})
	// Cody is out of Forces: John places his remaining two.
	assert.Equal(t, Defender, b.ToAct())
	mustDecide(t, &b, Action{Kind: ActPlace, Force: j3, Arg: uint8(PlaceMatch), Target: c3})
	mustDecide(t, &b, Action{Kind: ActPlace, Force: j4, Arg: uint8(PlaceGap), Target: 3})
	assert.Equal(t, 4, b.Columns())
	assert.Equal(t, 1, b.Round(), "placement done, round 1")
	assert.True(t, b.unengaged(j4), "John's Force on the right is unengaged")
	// Reorganization: John may now move it, for example to flank.
	assert.Equal(t, stepPlace, b.step)
	assert.Equal(t, Defender, b.ToAct())
	mustDecide(t, &b, Action{Kind: ActPlace, Force: j4, Arg: uint8(PlaceFlank), Target: 0})
	assert.Equal(t, 1, b.Force(j4).Rank())
	assert.Equal(t, 3, b.Columns())
	assert.Equal(t, stepRetreat, b.step)
}

// TestScoutingExample is the same example with Cody scouting 3 and John 1,
// attacking John's base: John places two Forces first; Cody must match
// both before he places his third, which goes at an end of the line;
// John then matches it and places his last at an end; the Base Cards
// stand outside all Forces.
func TestScoutingExample(t *testing.T) {
	f := sp(Infantry, 3, 2, 2, 2, 2, 1)
	scout3, scout1 := f, f
	scout3.Scouting = 3
	scout1.Scouting = 1
	b := newTestBattle(t, BattleConfig{Kind: BaseBattle}, []ForceSpec{scout3, f, f}, []ForceSpec{scout1, f, f, f}, nil)
	const c1, c2, c3, j1, j2, j3, j4 = 0, 1, 2, 3, 4, 5, 6
	place := func(i, kind, target int) Action {
		return Action{Kind: ActPlace, Force: uint8(i), Arg: uint8(kind), Target: uint8(target)}
	}
	assert.Equal(t, Defender, b.ToAct(), "fewer Scouting points place first")
	mustDecide(t, &b, place(j1, int(PlaceGap), 0))
	assert.Equal(t, Defender, b.ToAct(), "as many Forces as the difference: two")
	assert.ElementsMatch(t, []Action{place(j2, int(PlaceGap), 0), place(j2, int(PlaceGap), 1),
		place(j3, int(PlaceGap), 0), place(j3, int(PlaceGap), 1), place(j4, int(PlaceGap), 0), place(j4, int(PlaceGap), 1)},
		b.Legal(nil), "John's second Force goes at either end")
	mustDecide(t, &b, place(j2, int(PlaceGap), 1))
	// Cody must match John's two Forces before placing his third.
	assert.Equal(t, Attacker, b.ToAct())
	var matches []Action
	for _, c := range []int{c1, c2, c3} {
		matches = append(matches, place(c, int(PlaceMatch), j1), place(c, int(PlaceMatch), j2))
	}
	assert.ElementsMatch(t, matches, b.Legal(nil), "only matches while John's Forces wait")
	mustDecide(t, &b, place(c1, int(PlaceMatch), j1))
	assert.ElementsMatch(t, []Action{place(c2, int(PlaceMatch), j2), place(c3, int(PlaceMatch), j2)}, b.Legal(nil))
	mustDecide(t, &b, place(c2, int(PlaceMatch), j2))
	assert.Equal(t, Attacker, b.ToAct(), "then one more than John placed")
	assert.ElementsMatch(t, []Action{place(c3, int(PlaceGap), 0), place(c3, int(PlaceGap), 2)}, b.Legal(nil),
		"the extra Force goes at an end")
	mustDecide(t, &b, place(c3, int(PlaceGap), 2))
	assert.Equal(t, Defender, b.ToAct())
	assert.ElementsMatch(t, []Action{place(j3, int(PlaceMatch), c3), place(j4, int(PlaceMatch), c3)}, b.Legal(nil),
		"John matches Cody's last Force first")
	mustDecide(t, &b, place(j3, int(PlaceMatch), c3))
	assert.ElementsMatch(t, []Action{place(j4, int(PlaceGap), 0), place(j4, int(PlaceGap), 3)}, b.Legal(nil),
		"and places his last at an end")
	mustDecide(t, &b, place(j4, int(PlaceGap), 0))
	assert.Equal(t, 4, b.Columns())
	assert.Equal(t, 1, b.Round(), "the line is complete: round 1")
	assert.True(t, b.HasBaseCards(), "the Base Cards stand outside all Forces")
	v, ok := b.ToHit(c1, TargetBaseLeft)
	require.True(t, ok)
	// c1 is in column 1 (j4 went to the left end): columns 1 and 0 hold
	// defenders, so the left Base Card is two columns away.
	assert.Equal(t, 2-2, v)
}

func TestRetreatedSideDoesNotFireAndLoses(t *testing.T) {
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle},
		[]ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 2)}, []ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 2)},
		[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
	mustDecide(t, &b, Action{Kind: ActRetreat, Arg: 1})
	assert.Equal(t, Defender, b.ToAct(), "only the defender fires")
	mustDecide(t, &b, Action{Kind: ActFire, Force: 1, Target: 0})
	mustResolve(t, &b, 1)
	assert.Equal(t, AttackerRetreated, b.Outcome())
	assert.Equal(t, 1, b.Force(0).Units())
}

func TestBaseDefenderCannotRetreat(t *testing.T) {
	b := newTestBattle(t, BattleConfig{Kind: BaseBattle},
		[]ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 2)}, []ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 2)},
		[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
	mustDecide(t, &b, Action{Kind: ActRetreat, Arg: 0})
	assert.Equal(t, stepFire, b.step, "no defender retreat decision when defending the base")
}

func TestFireAtBaseCardEarnsOneEmptyBuilding(t *testing.T) {
	b := newTestBattle(t, BattleConfig{Kind: BaseBattle, EmptyBuildings: 2},
		[]ForceSpec{sp(Infantry, 3, 1, 1, 1, 5, 4)}, []ForceSpec{sp(Infantry, 1, 1, 1, 1, 1, 1)},
		[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
	mustDecide(t, &b, Action{Kind: ActRetreat, Arg: 0})
	v, ok := b.ToHit(0, TargetBaseRight)
	require.True(t, ok)
	assert.Equal(t, 4, v, "Building rating 5, one defender column passed")
	mustDecide(t, &b, Action{Kind: ActFire, Force: 0, Target: TargetBaseRight})
	mustResolve(t, &b, 3)
	assert.Equal(t, stepDestroy, b.step, "three hits still destroy a single Empty Building")
	mustDecide(t, &b, Action{Kind: ActDestroy, Target: TargetAnyBuilding})
	assert.Equal(t, 1, b.Destroyed())
	assert.NotEqual(t, stepDestroy, b.step)
}

func TestEmergencyDefenseBuildsAndReorganizes(t *testing.T) {
	bd := sp(BuildingUnit, 3, 2, 2, 2, 2, 0)
	bd.BaseDefense, bd.Cost = true, 1
	b := newTestBattle(t, BattleConfig{Kind: BaseBattle, EmergencyCards: 2},
		[]ForceSpec{sp(Infantry, 3, 2, 2, 2, 2, 1)}, []ForceSpec{sp(Infantry, 3, 2, 2, 2, 2, 1), bd}, nil)
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 0, Arg: uint8(PlaceGap), Target: 0})
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 1, Arg: uint8(PlaceMatch), Target: 0})
	require.Equal(t, stepEmergency, b.step)
	mustDecide(t, &b, Action{Kind: ActEmergency, Card: NoCard, Force: 2})
	assert.Equal(t, 1, b.Force(2).Units())
	mustDecide(t, &b, Action{Kind: ActEmergencyDone})
	// The new Force is unengaged: the defender places it.
	require.Equal(t, stepPlace, b.step)
	assert.Equal(t, Defender, b.ToAct())
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 2, Arg: uint8(PlaceFlank), Target: 0})
	assert.Equal(t, stepRetreat, b.step)
}

func TestNoEligibleForce(t *testing.T) {
	b, err := NewBattle(BattleConfig{Kind: FrontierBattle}, nil, []ForceSpec{sp(Infantry, 3, 1, 1, 1, 1, 1)})
	require.NoError(t, err)
	assert.Equal(t, AttackerEliminated, b.Outcome(), "Ruling A8: the attacker loses at once")
	b, err = NewBattle(BattleConfig{Kind: FrontierBattle}, []ForceSpec{sp(Infantry, 3, 1, 1, 1, 1, 1)}, nil)
	require.NoError(t, err)
	assert.Equal(t, DefenderEliminated, b.Outcome())
}

func TestRerolls(t *testing.T) {
	a := sp(Infantry, 3, 3, 3, 3, 3, 3)
	a.Rerolls = 2
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle}, []ForceSpec{a}, []ForceSpec{sp(Infantry, 1, 1, 1, 1, 1, 4)},
		[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
	mustDecide(t, &b, Action{Kind: ActRetreat})
	mustDecide(t, &b, Action{Kind: ActRetreat})
	mustDecide(t, &b, Action{Kind: ActFire, Force: 0, Target: 1})
	mustResolve(t, &b, 0)
	require.Equal(t, stepReroll, b.step)
	assert.Len(t, b.Legal(nil), 3, "reroll 0, 1 or 2 of the three misses")
	mustDecide(t, &b, Action{Kind: ActReroll, Arg: 2})
	n, _, ok := b.Chance()
	require.True(t, ok)
	assert.Equal(t, 2, n)
	mustResolve(t, &b, 2)
	assert.Equal(t, 0, b.Rerolls(Attacker))
	assert.Equal(t, stepFire, b.step, "no reroll of a reroll")
}

func TestIllegalDecisionLeavesBattleUnchanged(t *testing.T) {
	b := newTestBattle(t, BattleConfig{Kind: FrontierBattle},
		[]ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 2)}, []ForceSpec{sp(Infantry, 3, 5, 5, 5, 5, 2)}, nil)
	before := b
	for _, a := range []Action{{Kind: ActFire}, {Kind: ActPlace, Force: 1, Arg: uint8(PlaceGap)}, {Kind: ActPlace, Force: 9},
		{Kind: ActRetreat}, {Kind: ActPass}, {Kind: ActPlace, Arg: 7}} {
		assert.ErrorIs(t, b.Decide(a), ErrIllegalAction, "%s", a)
		assert.Equal(t, before, b)
	}
}

// playRandomBattle plays a battle to its end with uniformly random
// decisions.
func playRandomBattle(t testing.TB, b *Battle, rng *dice.Rand) {
	var buf []Action
	for steps := 0; !b.Over(); steps++ {
		if steps > 10000 {
			t.Fatalf("battle does not end: %s", b)
		}
		buf = b.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("no legal decision at step %d: %s", b.step, b)
		}
		if err := b.Apply(buf[rng.Intn(len(buf))], rng); err != nil {
			t.Fatal(err)
		}
		if err := b.checkDerived(); err != nil {
			t.Fatalf("after step %d: %v", steps, err)
		}
	}
}

func TestRandomBattlesEnd(t *testing.T) {
	rng := dice.New(1)
	for k := 0; k < 2000; k++ {
		var att, def []ForceSpec
		for i := 0; i < 1+rng.Intn(5); i++ {
			att = append(att, randomSpec(&rng, false))
		}
		for i := 0; i < rng.Intn(5); i++ {
			def = append(def, randomSpec(&rng, true))
		}
		kind := BattleKind(rng.Intn(2))
		b, err := NewBattle(BattleConfig{Kind: kind, EmergencyCards: rng.Intn(3), EmptyBuildings: rng.Intn(3)}, att, def)
		require.NoError(t, err)
		playRandomBattle(t, &b, &rng)
		assert.NotEqual(t, Undecided, b.Outcome())
	}
}

func randomSpec(rng *dice.Rand, defender bool) ForceSpec {
	r := func() Rating {
		if rng.Intn(8) == 0 {
			return RatingX
		}
		return Rating(rng.Intn(6))
	}
	s := ForceSpec{Type: UnitType(rng.Intn(4)), Initiative: int8(1 + rng.Intn(5)),
		Attack: Ratings{r(), r(), r(), r()}, Units: uint8(1 + rng.Intn(4)), Cost: uint8(1 + rng.Intn(3))}
	s.Tough = rng.Intn(4) == 0
	s.Shield = uint8(rng.Intn(2))
	s.Scouting = uint8(rng.Intn(3))
	s.NoFlanking = rng.Intn(5) == 0
	s.Rerolls = uint8(rng.Intn(2))
	if defender && rng.Intn(3) == 0 {
		s.BaseDefense = true
		s.Units = uint8(rng.Intn(3))
	}
	return s
}
