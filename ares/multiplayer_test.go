package ares

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var ffa3 = []string{"Terrans", "Kahoum", "Xenos"}
var team4 = []string{"Terrans", "Xenos", "Kahoum", "Colossus"}

// TestFreeForAllPlaysClockwise: turns go round the table from the first
// player.
func TestFreeForAllPlaysClockwise(t *testing.T) {
	s := newGame(t, FreeForAll, ffa3, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Warren", "Den"})
	var order []int
	for i := 0; i < 6; i++ {
		order = append(order, s.ToMove())
		pass(t, &s)
	}
	assert.Equal(t, []int{0, 1, 2, 0, 1, 2}, order)
}

// TestFreeForAllAttackerNamesTheDefender: with the Frontier neutral any
// base can be Deep Struck; a Normal Attack goes against the Frontier's
// controller; from the Frontier, any base (bases are adjacent to the
// Frontier only, Ruling A20).
func TestFreeForAllAttackerNamesTheDefender(t *testing.T) {
	s := newGame(t, FreeForAll, ffa3, [2]string{"Standard Attack", "Barracks"}, [2]string{"Standard Attack", "Pyre"}, [2]string{"Standard Attack", "Den"})
	targets := func(p int) map[AttackChoice][]uint8 {
		out := map[AttackChoice][]uint8{}
		for _, a := range s.Legal(nil) {
			if a.Kind == ActAttack && s.HandDef(p, int(a.Card)).Name == "Standard Attack" && a.Card == uint8(hand(&s, p, "Standard Attack")) {
				out[AttackChoice(a.Arg)] = append(out[AttackChoice(a.Arg)], a.Target)
			}
		}
		return out
	}
	assert.Equal(t, map[AttackChoice][]uint8{TakeFrontier: {0}, DeepStrike: {1, 2}}, targets(0))
	s.frontier = 1
	assert.Equal(t, map[AttackChoice][]uint8{NormalAttack: {1}, DeepStrike: {1, 2}}, targets(0),
		"a Normal Attack goes to the Frontier, held by seat 1")
	s.frontier = 0
	assert.Equal(t, map[AttackChoice][]uint8{NormalAttack: {1, 2}}, targets(0), "from the Frontier, any base")
}

// TestFreeForAllElimination: a player who loses the defence of their base
// is out; the attacker takes their Scoring cards; a Frontier they held
// turns neutral; the game goes on without them and ends when one player
// remains (Ruling A20).
func TestFreeForAllElimination(t *testing.T) {
	s := newGame(t, FreeForAll, ffa3, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Warren", "Den"})
	c := s.takeFromHand(1, 0)
	s.players[1].setLoc(int(c), cardLoc{where: atScoring, at: 1})
	s.players[1].scoring = 1
	s.frontier = 1
	require.NoError(t, s.Check())
	s.conquer(2, 1)
	assert.True(t, s.Eliminated(1))
	assert.False(t, s.Over(), "two players remain")
	assert.Equal(t, 1, s.ScoringCards(2), "the attacker takes the Scoring cards")
	assert.Equal(t, -1, s.Frontier())
	require.NoError(t, s.Check())
	s.current = 0
	s.endTurn()
	assert.Equal(t, 2, s.ToMove(), "the eliminated seat is skipped")
	s.conquer(2, 0)
	assert.True(t, s.Over())
	assert.Equal(t, Result{Over: true, Winner: 2, Reason: Conquest, Points: [MaxPlayers]int{0, 0, 1}, Turns: s.Turns()}, s.Result())
}

// TestTeamSetupDiscardsTwoStandardAttacks: each Team Match deck loses two
// Standard Attack cards before setup.
func TestTeamSetupDiscardsTwoStandardAttacks(t *testing.T) {
	s, err := NewGame(MustDefaultRules(), Config{Mode: Team, Factions: team4, FirstPlayer: 0}, 1)
	require.NoError(t, err)
	for p := 0; p < 4; p++ {
		assert.Equal(t, DeckSize-2, s.DeckLen(p))
	}
	s = newGame(t, Team, team4, [2]string{"Barracks", "Standard Attack"}, [2]string{"Warren", "Den"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	std := 0
	for c := 0; c < DeckSize; c++ {
		if s.players[0].loc[c].where != atRemoved && s.Faction(0).CardOf(c).Attack == StandardAttack && s.Faction(0).CardOf(c).Kind == AttackCard {
			std++
		}
	}
	assert.Equal(t, 2, std, "four less two")
}

// TestTeamTurnsAreJoint: both teammates play a card each turn, then the
// other team.
func TestTeamTurnsAreJoint(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Barracks", "Factory"}, [2]string{"Warren", "Den"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	var order []int
	for i := 0; i < 8; i++ {
		order = append(order, s.ToMove())
		pass(t, &s)
	}
	assert.Equal(t, []int{0, 1, 2, 3, 0, 1, 2, 3}, order)
	assert.Equal(t, 4, s.Turns(), "a team's two plays are one turn")
}

// TestTeamBattleCombinesForces: both teammates' Forces fight in one battle
// line, on both sides, and both defenders may use Emergency Defense.
func TestTeamBattleCombinesForces(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Standard Attack", "Factory"}, [2]string{"Warren", "Den"}, [2]string{"Grove", "Pyre"}, [2]string{"Bulwark", "Assembly"})
	s.frontier = 0 // team 0 holds the Frontier: a Normal Attack on the enemy base
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(NormalAttack), Target: 2})
	require.Equal(t, 1, s.ToMove(), "the teammate plays before the battle")
	pass(t, &s)
	firstUntil(t, &s, func() bool { return s.phase == phaseBattle })
	owners := map[Side]map[int]bool{Attacker: {}, Defender: {}}
	for i := 0; i < s.battle.NumForces(); i++ {
		f := s.battle.Force(i)
		owners[f.Side()][f.Owner()] = true
	}
	assert.Equal(t, map[int]bool{0: true, 1: true}, owners[Attacker])
	assert.Equal(t, map[int]bool{2: true, 3: true}, owners[Defender])
	assert.True(t, s.battle.HasBaseCards(), "the enemy team's base")
}

// TestTeamJointAttack: the teammate may join with an Attack card: one
// battle, both cards scored; a Raid goes alone.
func TestTeamJointAttack(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Standard Attack", "Factory"}, [2]string{"Standard Attack", "Raid"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	s.frontier = 0
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(NormalAttack), Target: 2})
	require.True(t, s.JoinPending())
	raid := uint8(hand(&s, 1, "Raid"))
	for _, a := range s.Legal(nil) {
		assert.False(t, a.Kind == ActAttack && a.Card == raid, "a Raid cannot join")
	}
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(NormalAttack), Target: 2})
	firstUntil(t, &s, func() bool { return s.phase == phaseBattle || s.phase == phaseTurn })
	assert.Equal(t, 2, s.ScoringCards(0), "both Attack cards go to the Frontier's controller")
	assert.Equal(t, s.Points(0), s.Points(1), "teammates pool their points")
	assert.Equal(t, 2+2, s.Points(1))

	r := newGame(t, Team, team4, [2]string{"Raid", "Factory"}, [2]string{"Standard Attack", "Den"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	apply(t, &r, Action{Kind: ActAttack, Card: uint8(hand(&r, 0, "Raid")), Arg: uint8(DeepStrike), Target: 2})
	for _, a := range r.Legal(nil) {
		assert.NotEqual(t, ActAttack, a.Kind, "after a Raid the teammate plays no Attack")
	}
}

// TestTeamConquestEndsTheMatch: a team that loses the defence of its base
// loses together.
func TestTeamConquestEndsTheMatch(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Barracks", "Factory"}, [2]string{"Warren", "Den"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	s.conquer(1, 2)
	assert.True(t, s.Over())
	assert.True(t, s.Eliminated(2) && s.Eliminated(3))
	assert.Equal(t, 0, s.Result().Winner, "the winning team is named by its first seat")
}

// TestTeammatesSeeEachOthersBases: teammates consult and view each
// other's bases at any time; the other team's stay hidden.
func TestTeammatesSeeEachOthersBases(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Barracks", "Factory"}, [2]string{"Warren", "Den"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	v := s.View(0)
	assert.False(t, v.BaseHidden(1))
	assert.GreaterOrEqual(t, v.HandCard(1, 0), 0, "the teammate's hand is open")
	assert.True(t, v.BaseHidden(2))
	assert.Equal(t, -1, v.HandCard(2, 0))
}

// TestTeamBothDefendersUseEmergencyDefense: the teammate of the named
// defender plays Emergency Defense from their own hand onto their own Base
// Defense building.
func TestTeamBothDefendersUseEmergencyDefense(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Standard Attack", "Factory"}, [2]string{"Warren", "Den"}, [2]string{"Grove", "Pyre"}, [2]string{"Bulwark", "Assembly"})
	s.frontier = 0
	pass(t, &s)
	pass(t, &s)
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 2, "Grove")), Arg: 0, Target: TargetNew})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 3, "Bulwark")), Arg: 0, Target: TargetNew})
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(NormalAttack), Target: 2})
	pass(t, &s)
	firstUntil(t, &s, func() bool { return s.BattlesFought() > 0 || s.InBattle() && s.battle.step == stepEmergency })
	require.True(t, s.InBattle(), "Emergency Defense opens round 1")
	var ed Action
	for _, a := range s.Legal(nil) {
		if a.Kind == ActEmergency && a.Card >= maxHand {
			ed = a
		}
	}
	require.Equal(t, ActEmergency, ed.Kind, "a card from the teammate's hand")
	assert.Equal(t, 3, s.battle.Force(int(ed.Force)).Owner(), "onto the teammate's building")
	before := s.HandLen(3)
	apply(t, &s, ed)
	assert.Equal(t, before-1, s.HandLen(3))
	assert.Equal(t, 2, s.ToMove(), "the team's first seat decides for both")
}

// TestFreeForAllEndsOnPoints: when the cards run out the most points win;
// a tie goes to the Frontier's controller, and without one it is a draw
// (Ruling A6).
func TestFreeForAllEndsOnPoints(t *testing.T) {
	s := newGame(t, FreeForAll, ffa3, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Warren", "Den"})
	s.players[0].scoring, s.players[1].scoring = 2, 2
	s.finishByPoints()
	assert.Equal(t, Draw, s.Result().Reason)
	assert.Equal(t, -1, s.Result().Winner)
	s.frontier = 2 // two points for the Frontier: a three-way tie
	s.finishByPoints()
	assert.Equal(t, FrontierTie, s.Result().Reason)
	assert.Equal(t, 2, s.Result().Winner)
	s.players[1].scoring = 3
	s.finishByPoints()
	assert.Equal(t, Points, s.Result().Reason)
	assert.Equal(t, 1, s.Result().Winner)
}
