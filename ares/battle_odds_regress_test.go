package ares

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Regression tests for two defects found while building package ares/odds
// on the battle engine (both fixed).

// TestAttackerEmptiedForceIsNoEmptyBuilding: only the defender's buildings
// are Empty Buildings that Base Card hits destroy (rulebook, Firing at
// Empty Buildings; Ruling A15): resolveGroup counts only the defender's
// emptied Forces.
func TestAttackerEmptiedForceIsNoEmptyBuilding(t *testing.T) {
	// The defender (initiative 5) wipes out the attacker's first Force; the
	// attacker's second Force (initiative 3, flanking) then hits a Base Card.
	// The defender has no Empty Building, so nothing may be destroyed.
	weak := sp(Infantry, 3, 1, 1, 1, 1, 1)
	gunner := sp(Infantry, 3, RatingX, RatingX, RatingX, 5, 2)
	def := sp(Infantry, 5, 5, 5, 5, 5, 1)
	b := newTestBattle(t, BattleConfig{Kind: BaseBattle}, []ForceSpec{weak, gunner}, []ForceSpec{def},
		[]LineColumn{{Attacker: []int{0, 1}, Defender: []int{2}}})
	mustDecide(t, &b, Action{Kind: ActPlace, Force: 1, Arg: uint8(PlaceStay)}) // Reorganization: stay
	mustDecide(t, &b, Action{Kind: ActRetreat})
	mustDecide(t, &b, Action{Kind: ActFire, Force: 2, Target: 0})
	mustResolve(t, &b, 1) // the weak Force is gone
	require.Equal(t, 0, b.Force(0).Units())
	require.Equal(t, Attacker, b.ToAct())
	mustDecide(t, &b, Action{Kind: ActFire, Force: 1, Target: TargetBaseRight})
	mustResolve(t, &b, 2)
	if b.step == stepDestroy {
		mustDecide(t, &b, Action{Kind: ActDestroy, Target: TargetAnyBuilding})
	}
	assert.Equal(t, 0, b.Destroyed(), "the attacker's emptied Force is not one of the defender's Empty Buildings")
}

// TestEmptiedBaseDefenseBuildingTakesEmergencyDefense: a Base Defense
// building whose units were all destroyed is still in the defender's base
// (rulebook, Building Cards: buildings are not removed when their units
// are), so Emergency Defense can build on it in a later round.
func TestEmptiedBaseDefenseBuildingTakesEmergencyDefense(t *testing.T) {
	att := sp(Infantry, 5, 5, 5, 5, 5, 4)
	bd := sp(BuildingUnit, 3, 1, 1, 1, 1, 1)
	bd.BaseDefense = true
	other := sp(Infantry, 3, 1, 1, 1, 1, 4)
	other.Tough = true
	b := newTestBattle(t, BattleConfig{Kind: BaseBattle, EmergencyCards: 2}, []ForceSpec{att}, []ForceSpec{bd, other},
		[]LineColumn{{Attacker: []int{0}, Defender: []int{1}}, {Defender: []int{2}}})
	// Round 1: the defender keeps its cards; the attacker destroys the
	// Base Defense unit.
	if kind, _ := b.Awaits(); kind == ActEmergency {
		mustDecide(t, &b, Action{Kind: ActEmergencyDone})
	}
	for kind, ok := b.Awaits(); ok && kind == ActPlace; kind, ok = b.Awaits() {
		mustDecide(t, &b, b.Legal(nil)[0])
	}
	mustDecide(t, &b, Action{Kind: ActRetreat})
	mustDecide(t, &b, Action{Kind: ActFire, Force: 0, Target: 1})
	mustResolve(t, &b, 1)
	require.Equal(t, 0, b.Force(1).Units())
	for !b.Over() && b.Round() == 1 {
		if b.AtChance() {
			mustResolve(t, &b, 0)
			continue
		}
		mustDecide(t, &b, b.Legal(nil)[0])
	}
	require.Equal(t, 2, b.Round())
	kind, ok := b.Awaits()
	require.True(t, ok)
	assert.Equal(t, ActEmergency, kind, "round 2 opens with Emergency Defense on the emptied Base Defense building")
}
