package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Every corporation: its starting MC, production and capabilities, its
// setup effect, and its lasting effect at work. corpGame deals player 0
// corporation num (and player 1 another), lets both keep the first one
// offered through Apply, and returns the game at the Planning of round 1,
// player 0 with the corporation's MC and the eight cards dealt.
func corpGame(t *testing.T, num string) *State {
	t.Helper()
	return corpGameWith(t, Config{Players: 2, Seed: 7}, num)
}

// corpGameWith is corpGame for a game configured by cfg; player 0 answers
// the choices of the corporation's setup (a phase card to upgrade) with
// script.
func corpGameWith(t *testing.T, cfg Config, num string, script ...string) *State {
	t.Helper()
	game, err := New(cfg)
	require.NoError(t, err)
	s := &game
	for s.Decision() == DecisionRedraw {
		do(t, s, Action{Kind: ActDone, Player: int8(s.ToMove()), Card: -1})
	}
	require.Equal(t, DecisionCorporation, s.Decision())
	mine := int16(corpID(t, num))
	other := int16(corpID(t, "215")) // PhoboLog: titanium, nothing that reaches player 0
	if mine == other {
		other = int16(corpID(t, "219"))
	}
	s.players[0].offer[0], s.players[1].offer[0] = mine, other // the deal
	for p := 0; p < 2; p++ {
		do(t, s, Action{Kind: ActChooseCorp, Player: int8(p), Card: -1, Index: 0})
	}
	answer(t, s, 0, script...)
	require.Equal(t, StagePlanning, s.Stage())
	v := s.View(0)
	require.Equal(t, int(mine), v.Info(0).Corporation)
	return s
}

func TestCorporationCrediCor(t *testing.T) {
	s := corpGame(t, "209")
	require.Equal(t, int32(48), s.players[0].mc)
	require.Equal(t, 25-4, costOf(t, s, "125"), "a card of 20 MC or more costs 4 less")
	require.Equal(t, 20-4, costOf(t, s, "122"))
	require.Equal(t, 19, costOf(t, s, "150"), "below 20 no discount")
}

func TestCorporationEcoline(t *testing.T) {
	s := corpGame(t, "210")
	pl := &s.players[0]
	require.Equal(t, int32(27), pl.mc)
	require.Equal(t, int16(1), pl.prod[cards.Plants])
	pl.plants = 7
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	act(t, s, "p0 standard forest-plants")
	require.Equal(t, int32(0), pl.plants, "a forest costs 7 plants")
	require.Equal(t, int16(1), pl.forests)
}

func TestCorporationHelion(t *testing.T) {
	s := corpGame(t, "211")
	pl := &s.players[0]
	require.Equal(t, int32(28), pl.mc)
	require.Equal(t, int16(3), pl.prod[cards.Heat])
	pl.mc, pl.heat = 4, 10
	toHandOf(t, s, 0, "130") // Economic Growth, 10 MC
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	act(t, s, "p0 play 130")
	require.Equal(t, int32(0), pl.mc, "MC first")
	require.Equal(t, int32(4), pl.heat, "then 6 heat as MC")
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment) // the next Development phase
	pl.mc, pl.heat = 10, 10
	toHandOf(t, s, 0, "190") // Sponsors, 5 MC
	act(t, s, "p0 play 190 pay=heat-first")
	require.Equal(t, int32(10), pl.mc)
	require.Equal(t, int32(5), pl.heat, "heat first when asked")
}

func TestCorporationInterplanetaryCinematics(t *testing.T) {
	s := corpGame(t, "212")
	pl := &s.players[0]
	require.Equal(t, int32(46), pl.mc)
	require.Equal(t, int16(1), pl.steel)
	require.Equal(t, 17-2, costOf(t, s, "88"), "events cost 2 less")
	require.Equal(t, 10-2, costOf(t, s, "130"), "1 steel: building cards 2 less")
}

func TestCorporationInventrix(t *testing.T) {
	s := corpGame(t, "213")
	require.Equal(t, int32(33), s.players[0].mc)
	require.Equal(t, uint16(StartingHand+3), s.players[0].nHand, "draws 3 cards")
	require.True(t, s.meetsRequirements(0, s.card(id(t, "121"))), "temperature read one zone higher")
	setParam(s, cards.Oxygen, 7)
	require.True(t, s.meetsRequirements(0, s.card(id(t, "72"))), "oxygen yellow read as red for a maximum")
	require.False(t, s.meetsRequirements(1, s.card(id(t, "72"))))
}

func TestCorporationMiningGuild(t *testing.T) {
	s := corpGame(t, "214")
	pl := &s.players[0]
	require.Equal(t, int32(27), pl.mc)
	require.Equal(t, int16(1), pl.steel)
	require.Equal(t, uint8(2), pl.tags[cards.TagBuilding], "two building tags")
	toHandOf(t, s, 0, "164") // Mine: steel +2
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	act(t, s, "p0 play 164")
	require.Equal(t, int16(StartingTR+1), pl.tr, "a card that raises steel gives 1 TR")
	require.Equal(t, int32(27-8), pl.mc, "Mine cost 10 less 2 for the steel")
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment) // the next Development phase
	toHandOf(t, s, 0, "130")
	act(t, s, "p0 play 130")
	require.Equal(t, int16(StartingTR+1), pl.tr, "no steel, no TR")
}

func TestCorporationPhoboLog(t *testing.T) {
	s := corpGame(t, "215")
	require.Equal(t, int32(20), s.players[0].mc)
	require.Equal(t, int16(1), s.players[0].titanium)
	require.Equal(t, 14-4, costOf(t, s, "189"), "titanium is worth 4")
}

func TestCorporationSaturnSystems(t *testing.T) {
	s := corpGame(t, "216")
	pl := &s.players[0]
	require.Equal(t, int32(24), pl.mc)
	require.Equal(t, int16(1), pl.titanium)
	toHandOf(t, s, 0, "138") // Ganymede Shipyard: space jovian
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	act(t, s, "p0 play 138")
	require.Equal(t, int16(StartingTR+1), pl.tr, "a jovian tag played gives 1 TR")
	require.Equal(t, int32(24-14), pl.mc)
}

func TestCorporationTeractor(t *testing.T) {
	s := corpGame(t, "217")
	require.Equal(t, int32(51), s.players[0].mc)
	require.Equal(t, 11-3, costOf(t, s, "103"), "earth cards cost 3 less")
	require.Equal(t, 10, costOf(t, s, "130"))
}

func TestCorporationTharsisRepublic(t *testing.T) {
	s := corpGame(t, "218")
	require.Equal(t, int32(40), s.players[0].mc)
	hand := s.players[0].nHand
	at(t, s, PhaseResearch, PhaseDevelopment, PhaseResearch)
	require.Equal(t, DecisionKeep, s.Decision())
	require.Equal(t, uint16(3), s.players[0].nRevealed, "draws 3 instead of 2")
	answer(t, s, 0, "keep *", "keep *")
	require.Equal(t, hand+2, s.players[0].nHand, "keeps 2 instead of 1")
}

func TestCorporationThorGate(t *testing.T) {
	s := corpGame(t, "219")
	require.Equal(t, int32(45), s.players[0].mc)
	require.Equal(t, int16(1), s.players[0].prod[cards.Heat])
	require.Equal(t, 8-3, costOf(t, s, "140"), "power cards cost 3 less")
}

func TestCorporationUnitedNationsMarsInitiative(t *testing.T) {
	s := corpGame(t, "220")
	pl := &s.players[0]
	require.Equal(t, int32(35), pl.mc)
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	act(t, s, "p0 standard temperature-mc")
	require.Equal(t, DecisionMay, s.Decision(), "first TR raise of the phase")
	act(t, s, "p0 accept")
	require.Equal(t, int16(StartingTR+2), pl.tr)
	require.Equal(t, int32(35-14-6), pl.mc)
	act(t, s, "p0 standard temperature-mc")
	require.Equal(t, DecisionTurn, s.Decision(), "only the first raise of a phase")
	require.Equal(t, int16(StartingTR+3), pl.tr)
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	pl.mc = 14
	onlyHand(t, s, 0)
	act(t, s, "p0 standard temperature-mc")
	require.Equal(t, DecisionTurn, s.Decision(), "cannot pay 6 MC, no card to sell: no question")
}

func TestEveryCorporationHasATest(t *testing.T) {
	tested := map[string]bool{"209": true, "210": true, "211": true, "212": true, "213": true, "214": true,
		"215": true, "216": true, "217": true, "218": true, "219": true, "220": true}
	for _, c := range cards.MustBase().Corporations {
		require.True(t, tested[c.Number], "corporation %s %s has no test", c.Number, c.Name)
	}
}
