package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
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
		h := uint8(hand(&s, p, "Standard Attack"))
		for _, a := range s.Legal(nil) {
			if a.Kind == ActAttack && a.Card == h {
				out[AttackChoice(a.Arg)] = append(out[AttackChoice(a.Arg)], a.Target)
			}
		}
		return out
	}
	assert.Equal(t, map[AttackChoice][]uint8{TakeFrontier: {0}, DeepStrike: {1, 2}}, targets(0))
	pass(t, &s, "Standard Attack")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 1})
	require.Equal(t, 1, s.Frontier())
	pass(t, &s, "Standard Attack")
	assert.Equal(t, map[AttackChoice][]uint8{NormalAttack: {1}, DeepStrike: {1, 2}}, targets(0),
		"a Normal Attack goes to the Frontier, held by seat 1")
	// Seat 0 attacks the Frontier, and seat 1 defends its base instead.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(NormalAttack), Target: 1})
	apply(t, &s, Action{Kind: ActDefend, Arg: 1})
	require.Equal(t, 0, s.Frontier())
	pass(t, &s)
	pass(t, &s)
	give(t, &s, 0, "Standard Attack")
	assert.Equal(t, map[AttackChoice][]uint8{NormalAttack: {1, 2}}, targets(0), "from the Frontier, any base")
}

// TestFreeForAllElimination plays a Free-For-All until the Frontier's
// controller loses the defence of its base: the Terrans take the
// Frontier and bank a card; the Xenos Deep Strike their base with Burrow.
// The Terrans are out, the Xenos take their Scoring cards, the Frontier
// becomes neutral (Ruling A28) and the next player may take it; the game
// goes on without the Terrans (Ruling A20).
func TestFreeForAllElimination(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		s, err := NewGame(MustDefaultRules(), Config{Mode: FreeForAll, Factions: ffa3, FirstPlayer: 0}, seed)
		require.NoError(t, err)
		for p, picks := range [][2]string{{"Standard Attack", "Barracks"}, {"Sanctum", "Pyre"}, {"Burrow", "Warren"}} {
			for _, name := range picks {
				apply(t, &s, Action{Kind: ActPick, Card: uint8(defIndex(t, s.Faction(p), name))})
			}
		}
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
		require.Equal(t, 0, s.Frontier())
		pass(t, &s)
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 2, "Burrow")), Target: 0})
		give(t, &s, 0, "Standard Attack")
		apply(t, &s, Action{Kind: ActBank, Card: uint8(hand(&s, 0, "Standard Attack"))})
		pass(t, &s)
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, 2, "Burrow")), Target: 0})
		pass(t, &s)
		pass(t, &s)
		require.Equal(t, 2, s.ToMove())
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 2, "Burrow")), Arg: uint8(DeepStrike), Target: 0})
		for !s.InBattle() && s.phase != phaseTurn {
			a := s.Legal(nil)[0]
			if s.phase == phaseConstruct {
				a = Action{Kind: ActConstructed}
			}
			apply(t, &s, a)
		}
		require.True(t, s.InBattle())
		require.Equal(t, BaseBattle, s.BattleInfo().Kind)
		for s.InBattle() {
			a := s.Legal(nil)[0]
			if a.Kind == ActFire {
				for _, b := range s.Legal(nil) {
					if b.Force == a.Force && b.Target < TargetBaseRight && s.battle.Force(int(b.Target)).Side() == Defender {
						a = b
					}
				}
			}
			apply(t, &s, a)
		}
		if !s.Eliminated(0) {
			continue // the Terrans held: another seed
		}
		assert.False(t, s.Over(), "two players remain")
		assert.Equal(t, -1, s.Frontier(), "the Frontier's controller is out: the Frontier is neutral")
		assert.Equal(t, 2, s.ScoringCards(2), "Burrow (a Surprise) and the Terrans' banked card")
		assert.Equal(t, 0, s.ScoringCards(0))
		require.Equal(t, 1, s.ToMove(), "the eliminated seat is skipped")
		give(t, &s, 1, "Standard Attack")
		take := Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 1}
		require.True(t, legalHas(&s, take), "the next player may take the neutral Frontier")
		apply(t, &s, take)
		assert.Equal(t, 1, s.Frontier())
		assert.Equal(t, 2, s.ToMove())
		return
	}
	t.Fatal("no seed saw the Terran base fall")
}

// TestTeamSetupDiscardsTwoStandardAttacks pins Ruling A23: each Team
// Match deck discards two Standard Attack cards at setup, to its owner's
// discard pile, where Bonus Resources take them: the Terran Supply Depot
// on the first turn puts both on the Militia building, which builds two
// more Militia at the next Construction.
func TestTeamSetupDiscardsTwoStandardAttacks(t *testing.T) {
	s, err := NewGame(MustDefaultRules(), Config{Mode: Team, Factions: team4, FirstPlayer: 0}, 1)
	require.NoError(t, err)
	for p := 0; p < 4; p++ {
		assert.Equal(t, DeckSize-2, s.DeckLen(p))
		assert.Equal(t, 2, s.DiscardLen(p), "the two Standard Attacks are discarded")
	}
	s = newGame(t, Team, team4, [2]string{"Supply Depot", "Standard Attack"}, [2]string{"Warren", "Den"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	std := 0
	for c := 0; c < DeckSize; c++ {
		if d := s.Faction(0).CardOf(c); d.Kind == AttackCard && d.Attack == StandardAttack && s.players[0].loc[c].where != atDiscard {
			std++
		}
	}
	assert.Equal(t, 2, std, "four less two left to play")
	apply(t, &s, Action{Kind: ActSpecial, Card: uint8(hand(&s, 0, "Supply Depot")), Target: 0})
	assert.Equal(t, 2, s.Slot(0, 0).Resources, "two Bonus Resources: the discarded Standard Attacks")
	assert.Equal(t, 1, s.DiscardLen(0), "and the Supply Depot after them")
	pass(t, &s)
	pass(t, &s)
	pass(t, &s)
	// The Terrans take the neutral Frontier: their Construction uses the
	// Bonus Resources.
	give(t, &s, 0, "Standard Attack")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
	pass(t, &s)
	firstUntil(t, &s, func() bool { return s.phase == phaseTurn })
	assert.Equal(t, 4, s.Slot(0, 0).Units, "two Militia and two built from the Bonus Resources")
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

// teamTakes plays team 0's first turn in a Team Match: seat 0 takes the
// neutral Frontier with a Standard Attack in hand, seat 1 plays a card
// face down (keeping the cards named in keep); then team 1 plays two cards
// face down. It returns at seat 0's next turn.
func teamTakes(t *testing.T, s *State, keep ...string) {
	t.Helper()
	apply(t, s, Action{Kind: ActAttack, Card: uint8(hand(s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
	pass(t, s, keep...)
	for s.phase == phaseConstruct {
		apply(t, s, Action{Kind: ActConstructed})
	}
	require.Equal(t, 0, s.Frontier())
	pass(t, s, keep...)
	pass(t, s, keep...)
	require.Equal(t, 0, s.ToMove())
}

// TestTeamBattleCombinesForces: both teammates' Forces fight in one battle
// line, on both sides, and both defenders may use Emergency Defense.
func TestTeamBattleCombinesForces(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Standard Attack", "Factory"}, [2]string{"Warren", "Den"}, [2]string{"Grove", "Pyre"}, [2]string{"Bulwark", "Assembly"})
	teamTakes(t, &s)
	give(t, &s, 0, "Standard Attack")
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
	teamTakes(t, &s, "Standard Attack", "Raid")
	give(t, &s, 0, "Standard Attack")
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

// TestTeamConquestEndsTheMatch plays a Team Match until a team loses the
// defence of its base: the Kahoum and Colossus take the Frontier and
// attack the Terran and Xenos bases from it, with more Forces than they
// face; when the attack wins, both defenders are out and the attacking
// team has won, named by its first seat.
func TestTeamConquestEndsTheMatch(t *testing.T) {
	factions := []string{"Kahoum", "Colossus", "Terrans", "Xenos"}
	for seed := uint64(1); seed < 40; seed++ {
		s, err := NewGame(MustDefaultRules(), Config{Mode: Team, Factions: factions, FirstPlayer: 0}, seed)
		require.NoError(t, err)
		for p, picks := range [][2]string{{"Standard Attack", "Sanctum"}, {"Assembly", "Forge"}, {"Barracks", "Factory"}, {"Warren", "Den"}} {
			for _, name := range picks {
				apply(t, &s, Action{Kind: ActPick, Card: uint8(defIndex(t, s.Faction(p), name))})
			}
		}
		teamTakes(t, &s)
		give(t, &s, 0, "Standard Attack")
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(NormalAttack), Target: 2})
		pass(t, &s)
		for !s.Over() && s.phase != phaseTurn {
			a := s.Legal(nil)[0]
			if s.phase == phaseConstruct {
				a = Action{Kind: ActConstructed}
			}
			if a.Kind == ActFire {
				for _, b := range s.Legal(nil) {
					if b.Force == a.Force && b.Target < TargetBaseRight && s.battle.Force(int(b.Target)).Side() == Defender {
						a = b
					}
				}
			}
			apply(t, &s, a)
		}
		if !s.Over() {
			continue // the defence held: another seed
		}
		assert.True(t, s.Eliminated(2) && s.Eliminated(3), "the defending team loses together")
		assert.Equal(t, Conquest, s.Result().Reason)
		assert.Equal(t, 0, s.Result().Winner, "the winning team is named by its first seat")
		return
	}
	t.Fatal("no seed saw a base fall")
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
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
	pass(t, &s)
	for s.phase == phaseConstruct {
		apply(t, &s, Action{Kind: ActConstructed})
	}
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 2, "Grove")), Arg: 0, Target: TargetNew})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 3, "Bulwark")), Arg: 0, Target: TargetNew})
	give(t, &s, 0, "Standard Attack")
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

// TestFreeForAllEndsOnPoints plays Free-For-Alls to the end of the
// cards (Ruling A6): the most points win; a tie goes to the Frontier's
// controller; with the Frontier neutral and nobody ahead it is a draw.
// Seat 0 takes the Frontier and banks a card; seat 1 takes the Frontier
// from it unopposed (seat 0 defends its base and scores that attack's
// card too): two points each. With one card banked by seat 1 as well, it
// wins on points.
func TestFreeForAllEndsOnPoints(t *testing.T) {
	s := newGame(t, FreeForAll, ffa3, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Warren", "Den"})
	playOut(t, &s)
	assert.Equal(t, Draw, s.Result().Reason)
	assert.Equal(t, -1, s.Result().Winner)
	for _, banks := range []int{0, 1} {
		s := newGame(t, FreeForAll, ffa3, [2]string{"Standard Attack", "Barracks"}, [2]string{"Standard Attack", "Pyre"}, [2]string{"Warren", "Den"})
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
		pass(t, &s, "Standard Attack")
		pass(t, &s)
		give(t, &s, 0, "Standard Attack")
		apply(t, &s, Action{Kind: ActBank, Card: uint8(hand(&s, 0, "Standard Attack"))})
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(NormalAttack), Target: 0})
		apply(t, &s, Action{Kind: ActDefend, Arg: 1})
		require.Equal(t, 1, s.Frontier())
		for i := 0; i < banks; i++ {
			pass(t, &s)
			pass(t, &s)
			give(t, &s, 1, "Standard Attack")
			apply(t, &s, Action{Kind: ActBank, Card: uint8(hand(&s, 1, "Standard Attack"))})
		}
		playOut(t, &s)
		r := s.Result()
		if banks == 0 {
			assert.Equal(t, FrontierTie, r.Reason)
			assert.Equal(t, 1, r.Winner, "seat 0's two cards against seat 1's Frontier: the controller wins")
			assert.Equal(t, [MaxPlayers]int{2, 2, 0}, r.Points)
		} else {
			assert.Equal(t, Points, r.Reason)
			assert.Equal(t, 1, r.Winner)
			assert.Equal(t, [MaxPlayers]int{2, 3, 0}, r.Points)
		}
	}
}

// TestTeamTakeWaitsForThePartner pins Ruling A25: a neutral Frontier take
// waits for the partner's card like any attack; the partner plays (here
// a building, which the take's Construction then uses), and the take
// resolves before the other team's turn. A partner may join a take: both
// Attack cards are discarded, as nobody controls the Frontier.
func TestTeamTakeWaitsForThePartner(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Standard Attack", "Barracks"}, [2]string{"Warren", "Standard Attack"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
	require.Equal(t, 1, s.ToMove(), "the partner plays before the take resolves")
	assert.True(t, s.JoinPending())
	assert.Equal(t, -1, s.Frontier(), "not yet taken")
	join := Action{Kind: ActAttack, Card: uint8(hand(&s, 1, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0}
	assert.True(t, legalHas(&s, join), "the partner may join the take")
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, 1, "Warren")), Arg: 0, Target: TargetNew})
	// Both teammates do Construction; the Xenos may turn their Egg into
	// Power.
	require.Equal(t, phaseConstruct, s.phase)
	require.Equal(t, 1, s.ToMove())
	assert.True(t, legalHas(&s, Action{Kind: ActConvert, Target: 1}))
	apply(t, &s, Action{Kind: ActConstructed})
	assert.Equal(t, 0, s.Frontier(), "the Militia take the Frontier")
	assert.Equal(t, 2, s.ToMove(), "then the other team's turn")
	assert.Equal(t, 1, s.Turns())
	assert.Equal(t, 1, s.FrontierTakes())

	j := newGame(t, Team, team4, [2]string{"Standard Attack", "Barracks"}, [2]string{"Warren", "Standard Attack"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	d0, d1 := j.DiscardLen(0), j.DiscardLen(1)
	apply(t, &j, Action{Kind: ActAttack, Card: uint8(hand(&j, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
	apply(t, &j, join)
	apply(t, &j, Action{Kind: ActConstructed})
	assert.Equal(t, 0, j.Frontier())
	assert.Equal(t, [2]int{d0 + 1, d1 + 1}, [2]int{j.DiscardLen(0), j.DiscardLen(1)}, "both Attack cards of a take are discarded")
	assert.Equal(t, 0, j.ScoringCards(0)+j.ScoringCards(1))
	assert.Equal(t, 2, j.ToMove())
}

// TestTeamEitherTeammateBanks pins Ruling A25: while the team controls
// the Frontier either teammate may bank an Attack card, and the partner
// still plays; beside the partner's Raid nobody banks.
func TestTeamEitherTeammateBanks(t *testing.T) {
	s := newGame(t, Team, team4, [2]string{"Standard Attack", "Barracks"}, [2]string{"Standard Attack", "Raid"}, [2]string{"Sanctum", "Pyre"}, [2]string{"Forge", "Assembly"})
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Standard Attack")), Arg: uint8(TakeFrontier), Target: 0})
	pass(t, &s, "Standard Attack", "Raid")
	apply(t, &s, Action{Kind: ActConstructed}) // the Xenos keep their Egg
	require.Equal(t, 0, s.Frontier())
	pass(t, &s)
	pass(t, &s)
	// Team 0's next turn: the first seat plays a resource, the second
	// banks.
	require.Equal(t, 0, s.ToMove())
	pass(t, &s, "Standard Attack")
	require.Equal(t, 1, s.ToMove())
	bank := Action{Kind: ActBank, Card: uint8(hand(&s, 1, "Standard Attack"))}
	require.True(t, legalHas(&s, bank), "the second teammate may bank")
	apply(t, &s, bank)
	assert.Equal(t, 1, s.ScoringCards(1))
	assert.Equal(t, 2, s.ToMove(), "banking was the teammate's play")
	pass(t, &s)
	pass(t, &s)
	// The first seat banks; the partner still plays.
	give(t, &s, 0, "Standard Attack")
	apply(t, &s, Action{Kind: ActBank, Card: uint8(hand(&s, 0, "Standard Attack"))})
	require.Equal(t, 1, s.ToMove(), "the partner still plays")
	// Beside a Raid on the table, no Attack card is played, nor banked.
	pass(t, &s)
	pass(t, &s)
	pass(t, &s)
	give(t, &s, 0, "Raid")
	give(t, &s, 1, "Standard Attack")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, 0, "Raid")), Arg: uint8(DeepStrike), Target: 2})
	require.Equal(t, 1, s.ToMove())
	for _, a := range s.Legal(nil) {
		assert.NotContains(t, []ActionKind{ActAttack, ActBank}, a.Kind, "a Raid is played singly: %s", a)
	}
}

// TestTeamBothTeammatesPlayEveryTurn: in seeded Team Matches with random
// plays, on every team turn each teammate with cards in hand when the
// turn began makes a play (Ruling A25), takes and Raids included.
func TestTeamBothTeammatesPlayEveryTurn(t *testing.T) {
	rules := MustDefaultRules()
	cfg := Config{Mode: Team, Factions: team4, FirstPlayer: -1}
	games := 300
	if testing.Short() {
		games = 40
	}
	takes := 0
	for seed := uint64(0); seed < uint64(games); seed++ {
		s, err := NewGame(rules, cfg, seed)
		require.NoError(t, err)
		pick := dice.New(seed ^ 0x7ea4)
		var buf []Action
		var held [MaxPlayers]bool // had cards when the turn began
		var played [MaxPlayers]bool
		turn := -1
		for !s.Over() {
			if s.phase == phaseTurn && s.Turns() != turn {
				turn = s.Turns()
				for p := 0; p < int(s.n); p++ {
					held[p], played[p] = s.HandLen(p) > 0, false
				}
			}
			if s.phase == phaseTurn {
				played[s.ToMove()] = true
			}
			team := s.current &^ 1
			buf = s.Legal(buf[:0])
			a := buf[pick.Intn(len(buf))]
			if a.Kind == ActAttack && AttackChoice(a.Arg) == TakeFrontier {
				takes++
			}
			apply(t, &s, a)
			if s.Turns() != turn && !s.Over() {
				for _, p := range []uint8{team, team + 1} {
					require.True(t, played[p] || !held[p], "seed %d turn %d: seat %d held cards and did not play", seed, turn+1, p)
				}
			}
		}
	}
	require.Greater(t, takes, games/2, "the games hold neutral Frontier takes")
}
