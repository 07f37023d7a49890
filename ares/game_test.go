package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const terran, kahoum = 0, 1

// TestTerranFirstSixTurnsAndConstruction plays the rulebook's Terran First
// Six Turns example, then its Basic Game Construction example: Eric's
// Heliport (Predator side) and Heavy Barracks (Rocket side) with two
// resources each become two Predators and one Rocket when Ryan attacks.
func TestTerranFirstSixTurnsAndConstruction(t *testing.T) {
	s := newPicked(t, 1, [2]string{"Heliport", "Heavy Barracks"}, [2]string{"Standard Attack", "Sanctum"})
	keepK := []string{"Standard Attack"}
	// Turn 1: the Heliport, Predator side up.
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, terran, "Heliport")), Arg: 0, Target: TargetNew})
	heliport := slotOf(t, &s, terran, "Predator")
	filler(t, &s, kahoum, keepK...)
	// Turn 2: a resource on the Heliport.
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, terran, "Heavy Barracks")), Target: uint8(heliport)})
	filler(t, &s, kahoum, keepK...)
	// Turn 3: the Heavy Barracks, Rocket side up.
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, terran, "Heavy Barracks")), Arg: 0, Target: TargetNew})
	barracks := slotOf(t, &s, terran, "Rocket")
	filler(t, &s, kahoum, keepK...)
	// Turns 4 and 5: two resources on the Heavy Barracks.
	for i := 0; i < 2; i++ {
		apply(t, &s, Action{Kind: ActResource, Card: 0, Target: uint8(barracks)})
		filler(t, &s, kahoum, keepK...)
	}
	// Turn 6: another resource on the Heliport.
	apply(t, &s, Action{Kind: ActResource, Card: 0, Target: uint8(heliport)})
	assert.Equal(t, Slot{Kind: SlotBuilding, Card: s.Slot(terran, heliport).Card, Unit: s.Slot(terran, heliport).Unit, Resources: 2}, s.Slot(terran, heliport))
	assert.Equal(t, 2, s.Slot(terran, barracks).Resources)
	assert.Equal(t, 0, s.DiscardLen(terran))

	// Ryan (Kahoum) attacks Eric: Eric does Construction.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(DeepStrike), Target: terran})
	assert.Equal(t, 2, s.Slot(terran, heliport).Units, "two Air tokens: two Predators")
	assert.Equal(t, 0, s.Slot(terran, heliport).Resources)
	assert.Equal(t, 1, s.Slot(terran, barracks).Units, "one Infantry token: one Rocket")
	assert.Equal(t, 0, s.Slot(terran, barracks).Resources)
	assert.Equal(t, 4, s.DiscardLen(terran), "all resources go to the discard pile")
}

// TestConstructionLimits: at most four units a building, excess resources
// kept on the card (rulebook, Units).
func TestConstructionLimits(t *testing.T) {
	s := newPicked(t, 2, [2]string{"Factory", "Barracks"}, [2]string{"Standard Attack", "Sanctum"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, terran, "Barracks")), Arg: 0, Target: TargetNew})
	barracks := slotOf(t, &s, terran, "Trooper")
	for i := 0; i < 6; i++ {
		filler(t, &s, kahoum, "Standard Attack")
		apply(t, &s, Action{Kind: ActResource, Card: 0, Target: uint8(barracks)})
	}
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(DeepStrike), Target: terran})
	assert.Equal(t, 4, s.Slot(terran, barracks).Units, "four units at most")
	assert.Equal(t, 2, s.Slot(terran, barracks).Resources, "excess resources stay on the card")
}

// setFrontier hands the Frontier to p by a neutral take with a Trooper.
func terranTakesFrontier(t *testing.T, seed uint64) State {
	s := newPicked(t, seed, [2]string{"Barracks", "Standard Attack"}, [2]string{"Standard Attack", "Sanctum"})
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, terran, "Barracks")), Arg: 0, Target: TargetNew})
	filler(t, &s, kahoum, "Standard Attack")
	apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, terran, "Standard Attack")), Target: uint8(slotOf(t, &s, terran, "Trooper"))})
	filler(t, &s, kahoum, "Standard Attack")
	require.Equal(t, -1, s.Frontier())
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, terran, "Standard Attack")), Arg: uint8(TakeFrontier), Target: terran})
	require.Equal(t, terran, s.Frontier(), "Ruling A5: the Trooper takes the neutral Frontier")
	require.Equal(t, 0, s.ScoringCards(terran), "the take's Attack card is discarded")
	return s
}

// TestAttackChoiceExample is the rulebook's Attack Choice example: the
// Terrans control the Frontier; the Kahoum attack it with a Normal Attack
// or the Terran base with a Deep Strike; the Terrans can only make a
// Normal Attack, on the Kahoum base.
func TestAttackChoiceExample(t *testing.T) {
	s := terranTakesFrontier(t, 3)
	h := uint8(hand(&s, kahoum, "Standard Attack"))
	assert.True(t, legalHas(&s, Action{Kind: ActAttack, Card: h, Arg: uint8(NormalAttack), Target: terran}))
	assert.True(t, legalHas(&s, Action{Kind: ActAttack, Card: h, Arg: uint8(DeepStrike), Target: terran}))
	assert.False(t, legalHas(&s, Action{Kind: ActAttack, Card: h, Arg: uint8(TakeFrontier), Target: kahoum}))
	filler(t, &s, kahoum, "Standard Attack")
	give(t, &s, terran, "Standard Attack")
	h = uint8(hand(&s, terran, "Standard Attack"))
	assert.True(t, legalHas(&s, Action{Kind: ActAttack, Card: h, Arg: uint8(NormalAttack), Target: kahoum}))
	assert.False(t, legalHas(&s, Action{Kind: ActAttack, Card: h, Arg: uint8(DeepStrike), Target: kahoum}))
}

func TestTakeNeedsAForceThatIsNotBaseDefense(t *testing.T) {
	s := newPicked(t, 4, [2]string{"Standard Attack", "Barracks"}, [2]string{"Standard Attack", "Sanctum"})
	// The Terrans' only Force is the Turret: Base Defense.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, terran, "Standard Attack")), Arg: uint8(TakeFrontier), Target: terran})
	assert.Equal(t, -1, s.Frontier())
	assert.Equal(t, 1, s.DiscardLen(terran))
	assert.Equal(t, 1, s.FrontierTakes())
}

// TestBankOnlyByController pins Ruling A4.
func TestBankOnlyByController(t *testing.T) {
	s := terranTakesFrontier(t, 5)
	h := uint8(hand(&s, kahoum, "Standard Attack"))
	err := s.Apply(Action{Kind: ActBank, Card: h})
	assert.ErrorIs(t, err, ErrIllegalAction)
	filler(t, &s, kahoum, "Standard Attack")
	give(t, &s, terran, "Standard Attack")
	apply(t, &s, Action{Kind: ActBank, Card: uint8(hand(&s, terran, "Standard Attack"))})
	assert.Equal(t, 1, s.ScoringCards(terran))
	assert.Equal(t, 3, s.Points(terran), "one Scoring card and two for the Frontier")
}

// TestBaseDefenceGivesUpTheFrontier: a Normal Attack on the Frontier whose
// controller defends its base takes the Frontier without combat; the
// Scoring card goes to the controller at the start (Ruling A6).
func TestBaseDefenceGivesUpTheFrontier(t *testing.T) {
	s := terranTakesFrontier(t, 6)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(NormalAttack), Target: terran})
	require.True(t, s.AttackPending())
	assert.Equal(t, terran, s.ToMove(), "the controller declares")
	apply(t, &s, Action{Kind: ActDefend, Arg: 1})
	assert.Equal(t, kahoum, s.Frontier())
	assert.True(t, s.BattleInfo().NoCombat)
	assert.Equal(t, 1, s.ScoringCards(terran), "the Terrans controlled the Frontier when the battle began")
	assert.Equal(t, 0, s.BattlesFought())
}

// TestSurpriseAttackerKeepsScoringCard pins Ruling A6: a Deep Strike met
// by a Frontier defence.
func TestSurpriseAttackerKeepsScoringCard(t *testing.T) {
	s := terranTakesFrontier(t, 7)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(DeepStrike), Target: terran})
	apply(t, &s, Action{Kind: ActDefend, Arg: 0})
	info := s.BattleInfo()
	assert.True(t, info.Surprise)
	assert.Equal(t, kahoum, info.ScoringTo)
	assert.Equal(t, 1, s.ScoringCards(kahoum))
	assert.Equal(t, BaseBattle, info.Kind, "the battle is fought at the base")
	assert.True(t, s.Battle().IsDeepStrike())
	assert.Equal(t, 3, s.Battle().Rounds())
}

func TestDeepStrikeOnlyDeepStrikeUnits(t *testing.T) {
	s := newPicked(t, 8, [2]string{"Standard Attack", "Barracks"}, [2]string{"Standard Attack", "Sanctum"})
	filler(t, &s, terran, "Standard Attack")
	// Kahoum's Novices have no Deep Strike: the attacker has no eligible
	// Force and loses at once (Ruling A8).
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(DeepStrike), Target: terran})
	assert.False(t, s.InBattle())
	assert.Equal(t, AttackerEliminated, s.Battle().Outcome())
	assert.Equal(t, 1, s.BattlesFought())
	assert.Equal(t, 1, s.DiscardLen(kahoum), "neutral Frontier: the Attack card is discarded")
}

// TestBaseDefenseUnitsOnlyDefendTheBase: the Turret stays out of a
// Frontier battle; with no other Force the Terrans lose the Frontier at
// once (Ruling A8).
func TestBaseDefenseUnitsOnlyDefendTheBase(t *testing.T) {
	s := newPicked(t, 9, [2]string{"Standard Attack", "Barracks"}, [2]string{"Standard Attack", "Sanctum"})
	// Kahoum takes the Frontier with its Novices.
	filler(t, &s, terran, "Standard Attack")
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(TakeFrontier), Target: kahoum})
	require.Equal(t, kahoum, s.Frontier())
	// The Terrans attack the Frontier with nothing but the Turret.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, terran, "Standard Attack")), Arg: uint8(NormalAttack), Target: kahoum})
	apply(t, &s, Action{Kind: ActDefend, Arg: 0})
	assert.Equal(t, AttackerEliminated, s.Battle().Outcome())
	assert.Equal(t, kahoum, s.Frontier())
}

// TestConquestEndsTheGame plays a Deep Strike until the base falls.
func TestConquestEndsTheGame(t *testing.T) {
	s := terranTakesFrontier(t, 10)
	filler(t, &s, kahoum, "Standard Attack")
	give(t, &s, terran, "Standard Attack")
	// Kill the Kahoum defence: make the battle's dice settle it.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, terran, "Standard Attack")), Arg: uint8(NormalAttack), Target: kahoum})
	require.True(t, s.InBattle())
	assert.Equal(t, BaseBattle, s.BattleInfo().Kind)
	for steps := 0; s.InBattle() && steps < 1000; steps++ {
		apply(t, &s, s.Legal(nil)[0])
	}
	if s.Battle().Outcome().AttackerWins() {
		assert.True(t, s.Over())
		assert.Equal(t, Result{Over: true, Winner: terran, Reason: Conquest, Points: s.Result().Points, Turns: s.Turns(), Battles: 1}, s.Result())
	} else {
		assert.False(t, s.Over())
		assert.Equal(t, terran, s.Frontier(), "a failed base attack changes nothing")
	}
}

// TestPassAndPointsAtTheEnd empties both decks and scores (Rulings A2, A6).
func TestPassAndPointsAtTheEnd(t *testing.T) {
	s := newPicked(t, 11, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"})
	for !s.Over() {
		p := s.ToMove()
		if s.HandLen(p) == 0 {
			assert.Equal(t, []Action{{Kind: ActPass}}, s.Legal(nil), "an empty hand and deck pass")
			apply(t, &s, Action{Kind: ActPass})
			continue
		}
		apply(t, &s, Action{Kind: ActResource, Card: 0, Target: 0})
	}
	r := s.Result()
	assert.Equal(t, Draw, r.Reason, "no points, Frontier neutral: a draw")
	assert.Equal(t, -1, r.Winner)
	assert.Equal(t, 100, r.Turns, "one card a turn, fifty each")
}

// playOut plays every remaining turn with a card face down on the Start
// Building, or a pass, until the game ends.
func playOut(t *testing.T, s *State) {
	t.Helper()
	for !s.Over() {
		require.Equal(t, phaseTurn, s.phase)
		if s.HandLen(s.ToMove()) == 0 {
			apply(t, s, Action{Kind: ActPass})
			continue
		}
		apply(t, s, Action{Kind: ActResource, Card: 0, Target: 0})
	}
}

// TestTieGoesToFrontierController plays two Basic Games to their end
// (Rulings A2, A6): the Terrans take the Frontier and bank a card, then
// give the Frontier up to a Kahoum attack by defending their base, which
// scores them the attack's card too. Two Scoring cards against the
// Frontier's two points: a tie, won by the Frontier's controller. With one
// more card banked, the Terrans win on points.
func TestTieGoesToFrontierController(t *testing.T) {
	for _, banks := range []int{1, 2} {
		s := terranTakesFrontier(t, 12)
		for i := 0; i < banks; i++ {
			filler(t, &s, kahoum, "Standard Attack")
			give(t, &s, terran, "Standard Attack")
			apply(t, &s, Action{Kind: ActBank, Card: uint8(hand(&s, terran, "Standard Attack"))})
		}
		give(t, &s, kahoum, "Standard Attack")
		apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(NormalAttack), Target: terran})
		apply(t, &s, Action{Kind: ActDefend, Arg: 1})
		require.Equal(t, kahoum, s.Frontier())
		require.Equal(t, banks+1, s.ScoringCards(terran))
		playOut(t, &s)
		r := s.Result()
		if banks == 1 {
			assert.Equal(t, FrontierTie, r.Reason)
			assert.Equal(t, kahoum, r.Winner, "the tie goes to the Frontier's controller")
			assert.Equal(t, [MaxPlayers]int{2, 2}, r.Points)
		} else {
			assert.Equal(t, Points, r.Reason)
			assert.Equal(t, terran, r.Winner)
			assert.Equal(t, [MaxPlayers]int{3, 2}, r.Points)
		}
	}
}

// TestEmergencyDefenseInAGame: the defender of its base plays hand cards
// onto its Turret during the battle.
func TestEmergencyDefenseInAGame(t *testing.T) {
	s := newPicked(t, 13, [2]string{"Barracks", "Factory"}, [2]string{"Void Rip", "Standard Attack"})
	// Kahoum builds Void Rips (Deep Strike) and attacks the Terran base.
	filler(t, &s, terran)
	apply(t, &s, Action{Kind: ActBuilding, Card: uint8(hand(&s, kahoum, "Void Rip")), Arg: 0, Target: TargetNew})
	rip := slotOf(t, &s, kahoum, "Void Rip")
	for i := 0; i < 3; i++ {
		filler(t, &s, terran)
		apply(t, &s, Action{Kind: ActResource, Card: uint8(handOther(t, &s, kahoum, "Standard Attack")), Target: uint8(rip)})
	}
	filler(t, &s, terran)
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(DeepStrike), Target: terran})
	require.True(t, s.InBattle())
	for s.InBattle() && s.battle.step != stepEmergency {
		apply(t, &s, s.Legal(nil)[0])
	}
	require.True(t, s.InBattle(), "Emergency Defense opens round 1")
	turret := slotOf(t, &s, terran, "Turret")
	handBefore := s.HandLen(terran)
	var ed Action
	for _, a := range s.Legal(nil) {
		if a.Kind == ActEmergency {
			ed = a
			break
		}
	}
	require.Equal(t, ActEmergency, ed.Kind)
	unitsBefore := s.Slot(terran, turret).Units
	apply(t, &s, ed)
	assert.Equal(t, handBefore-1, s.HandLen(terran))
	assert.Equal(t, unitsBefore+1, s.Slot(terran, turret).Units, "a Turret costs one resource: built at once")
}

func TestIllegalActionsLeaveTheStateUnchanged(t *testing.T) {
	s := newPicked(t, 14, [2]string{"Barracks", "Factory"}, [2]string{"Sanctum", "Pyre"})
	before := s
	for _, a := range []Action{
		{Kind: ActPass}, {Kind: ActBuilding, Card: 7}, {Kind: ActResource, Card: 0, Target: 9},
		{Kind: ActBank, Card: 0}, {Kind: ActDefend}, {Kind: ActFire}, {Kind: ActPick},
		{Kind: ActAttack, Card: uint8(hand(&s, terran, "Barracks")), Arg: uint8(NormalAttack), Target: kahoum},
		{Kind: numActionKinds},
	} {
		assert.ErrorIs(t, s.Apply(a), ErrIllegalAction, "%s", a)
		assert.Equal(t, before, s, "%s changed the state", a)
	}
}

func TestViewHidesWhatThePlayerCannotSee(t *testing.T) {
	s := terranTakesFrontier(t, 15)
	v := s.View(kahoum)
	assert.Equal(t, -1, v.HandCard(terran, 0), "the opponent's hand is hidden")
	assert.GreaterOrEqual(t, v.HandCard(kahoum, 0), 0)
	assert.True(t, v.BaseHidden(terran))
	assert.Equal(t, s.BaseCards(terran), v.BaseCards(terran), "the number of cards in a base is public")
	assert.Equal(t, Slot{Card: -1, Unit: -1}, v.Slot(terran, 1))
	assert.Equal(t, State{}.rng, v.rng, "the dice are blanked")
	assert.NoError(t, s.Check())
	assert.Error(t, v.Check())
	assert.ErrorIs(t, v.Apply(v.Legal(nil)[0]), ErrIllegalAction, "a View cannot be played")
	// The attacker's choice stays secret from the defender until revealed.
	apply(t, &s, Action{Kind: ActAttack, Card: uint8(hand(&s, kahoum, "Standard Attack")), Arg: uint8(DeepStrike), Target: terran})
	vd := s.View(terran)
	assert.Equal(t, NormalAttack, vd.BattleInfo().Choice)
	va := s.View(kahoum)
	assert.Equal(t, DeepStrike, va.BattleInfo().Choice)
	assert.False(t, vd.BaseHidden(terran))
}

// TestNoResourceStacksInTheBasicGame pins Ruling A21 over random Basic
// Games: no play starts a resource stack (Legal never offers one, Apply
// refuses one and changes nothing), no base ever holds one, and a card
// can always go face down onto the Start Building, which no battle
// destroys.
func TestNoResourceStacksInTheBasicGame(t *testing.T) {
	rules := MustDefaultRules()
	for seed := uint64(0); seed < 100; seed++ {
		s, err := NewGame(rules, basicConfig, seed)
		require.NoError(t, err)
		pick := dice.New(seed ^ 0xa21)
		var buf []Action
		for !s.Over() {
			buf = s.Legal(buf[:0])
			if s.phase == phaseTurn && s.HandLen(s.ToMove()) > 0 {
				p := s.ToMove()
				for _, a := range buf {
					require.NotEqual(t, ActStack, a.Kind, "seed %d: %s", seed, a)
				}
				require.True(t, legalHas(&s, Action{Kind: ActResource, Card: 0, Target: 0}), "seed %d: the Start Building takes a resource", seed)
				before := s
				require.ErrorIs(t, s.Apply(Action{Kind: ActStack, Card: 0}), ErrIllegalAction)
				require.Equal(t, before, s)
				require.Equal(t, SlotStart, s.Slot(p, 0).Kind)
			}
			apply(t, &s, buf[pick.Intn(len(buf))])
			for p := 0; p < int(s.n); p++ {
				for k := 0; k < MaxBuildings; k++ {
					require.NotEqual(t, SlotStack, s.Slot(p, k).Kind, "seed %d: player %d slot %d", seed, p, k)
				}
			}
		}
	}
}
