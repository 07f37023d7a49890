package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Ruling E4: in each phase each player has, for each global parameter, an
// allowance of the steps it had left when the phase began, used up by their
// own raises only.

// standards returns the standard projects among player p's legal actions.
func standards(s *State, p int) []int {
	var ks []int
	for _, a := range s.Legal(nil) {
		if a.Kind == ActStandard && int(a.Player) == p {
			ks = append(ks, int(a.Index))
		}
	}
	return ks
}

func TestE4EachPlayerHasTheirOwnAllowanceInAPhase(t *testing.T) { // Ruling E4
	s := fresh(t, 2)
	setParam(s, cards.Temperature, 17) // two steps left
	s.players[0].mc, s.players[0].heat = 100, 8
	s.players[1].mc, s.players[1].heat = 100, 8
	at(t, s, PhaseAction, PhaseAction, PhaseAction)
	for p := 0; p < 2; p++ {
		v := s.View(p)
		require.Equal(t, 2, v.Allowance(cards.Temperature), "p%d: the steps left when the phase began", p)
	}
	tr0 := s.players[0].tr
	act(t, s, "p0 standard temperature-mc")
	act(t, s, "p0 standard temperature-heat")
	require.Equal(t, 19, s.Param(cards.Temperature), "p0 maxed it")
	require.Equal(t, tr0+2, s.players[0].tr)
	v := s.View(0)
	require.Zero(t, v.Allowance(cards.Temperature), "p0's own raises used up p0's allowance")
	require.False(t, v.CanRaise(cards.Temperature))
	require.NotContains(t, standards(s, 0), StdTempMC, "past p0's allowance: not offered, though p0 has 72 MC")
	require.ErrorIs(t, s.Apply(Action{Kind: ActStandard, Player: 0, Card: -1, Index: StdTempMC}), ErrIllegalAction)
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})

	v = s.View(1)
	require.Equal(t, 2, v.Allowance(cards.Temperature), "p0's raises do not use p1's allowance")
	require.True(t, v.CanRaise(cards.Temperature), "maxed this phase, p1 may still raise it")
	require.Contains(t, standards(s, 1), StdTempMC)
	tr1 := s.players[1].tr
	act(t, s, "p1 standard temperature-heat")
	require.True(t, s.Events()[0].Over || s.Events()[1].Over, "reported as past the maximum")
	act(t, s, "p1 standard temperature-mc")
	require.Equal(t, tr1+2, s.players[1].tr, "each step within p1's allowance gives its TR")
	require.Equal(t, 19, s.Param(cards.Temperature))
	require.NotContains(t, standards(s, 1), StdTempMC, "p1's allowance is used up in turn")
	do(t, s, Action{Kind: ActDone, Player: 1, Card: -1})

	// From the next phase on, nobody may raise it.
	at(t, s, PhaseAction, PhaseAction, PhaseAction)
	for p := 0; p < 2; p++ {
		v := s.View(p)
		require.Zero(t, v.Allowance(cards.Temperature), "p%d: maxed before the phase began", p)
	}
	s.players[0].heat = 8
	require.NotContains(t, standards(s, 0), StdTempMC)
	require.NotContains(t, standards(s, 0), StdTempHeat)
}

func TestE4ACardRaisesOnlyWithinItsPlayersAllowance(t *testing.T) { // Ruling E4
	s := fresh(t, 2)
	setParam(s, cards.Temperature, 18) // one step left
	onlyHand(t, s, 0, "88")            // Lava Flows: temperature +2
	onlyHand(t, s, 1, "77")            // Giant Ice Asteroid: temperature +2, two oceans
	s.players[0].mc, s.players[1].mc = 100, 100
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseConstruction)
	tr0 := s.players[0].tr
	play(t, s, 0, "88")
	require.Equal(t, tr0+1, s.players[0].tr, "one step maxes it; the second is past p0's allowance of 1")
	require.Equal(t, 19, s.Param(cards.Temperature))
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})
	tr1 := s.players[1].tr
	play(t, s, 1, "77")
	require.Equal(t, tr1+1+2, s.players[1].tr, "p1's one step of allowance past the maximum, and the two oceans")
	require.Equal(t, 19, s.Param(cards.Temperature))
	require.Equal(t, 2, s.Param(cards.Oceans))
}

func TestE4AnOceanPastTheNinthGivesTRAndTriggersButNoTile(t *testing.T) { // Ruling E4
	s := fresh(t, 2)
	setParam(s, cards.Oceans, 8)
	algae := inPlay(t, s, 1, "8") // Arctic Algae: 4 plants when p1 flips an ocean
	s.players[0].mc, s.players[1].mc = 100, 100
	at(t, s, PhaseAction, PhaseAction, PhaseAction)
	last := -1
	for i := range s.oceanTiles {
		if s.oceanUp&(1<<i) == 0 {
			last = i
		}
	}
	reward := s.OceanTile(last).Reward
	before := snapshot(s, 0, -1)
	act(t, s, "p0 standard ocean-mc")
	require.Equal(t, 9, s.Param(cards.Oceans))
	require.True(t, s.OceanTile(last).Up, "p0 flips the ninth tile")
	require.Equal(t, reward[cards.MC]-15, diff(before, snapshot(s, 0, -1)).MC, "and takes its reward")
	require.NotContains(t, standards(s, 0), StdOceanMC, "p0's allowance is used up")
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})

	up := s.oceanUp
	before = snapshot(s, 1, algae)
	act(t, s, "p1 standard ocean-mc")
	require.Equal(t, parseDelta(t, "mc-15 plants+4 tr+1"), diff(before, snapshot(s, 1, algae)),
		"past the ninth: the TR and the trigger, no tile and no reward")
	require.Equal(t, up, s.oceanUp)
	require.Equal(t, 9, s.Param(cards.Oceans))
	require.NotContains(t, standards(s, 1), StdOceanMC, "p1's allowance is used up")
	require.ErrorIs(t, s.Apply(Action{Kind: ActStandard, Player: 1, Card: -1, Index: StdOceanMC}), ErrIllegalAction)
}

func TestE4InfrastructurePastItsMaximumDrawsOnlyWithinTheAllowance(t *testing.T) { // Ruling E4, F2
	s := expGame(t, Config{Players: 2, Sets: foundations, Infrastructure: On})
	setParam(s, cards.Infrastructure, 13) // one step left
	onlyHand(t, s, 0, "F14")              // Grain Silos: infrastructure +2, 4 plants
	onlyHand(t, s, 1, "F13")              // City Planning: infrastructure +2
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	before := snapshot(s, 0, -1)
	play(t, s, 0, "F14")
	got := diff(before, snapshot(s, 0, -1))
	require.Equal(t, 1, got.TR, "one step: the last; the second is past p0's allowance")
	require.Equal(t, 1, got.Hand+1, "one card drawn (the played card left the hand)")
	require.Equal(t, 14, s.Param(cards.Infrastructure))
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})
	before = snapshot(s, 1, -1)
	play(t, s, 1, "F13")
	got = diff(before, snapshot(s, 1, -1))
	require.Equal(t, 1, got.TR, "p1's one step past the maximum gives its TR")
	require.Equal(t, 1, got.Hand+1, "and its card; the second step nothing")
	require.Equal(t, 14, s.Param(cards.Infrastructure))

	// In the Action phase of a later round, neither project is offered.
	s.players[0].heat, s.players[0].plants = 5, 3
	at(t, s, PhaseAction, PhaseAction, PhaseAction)
	require.NotContains(t, standards(s, 0), StdInfraMC)
	require.NotContains(t, standards(s, 0), StdInfraHeat)
}

func TestE4ForcedConversionOnlyWithinTheAllowance(t *testing.T) { // Ruling E4
	s := fresh(t, 2)
	setParam(s, cards.Temperature, 18) // one step left
	setParam(s, cards.Oxygen, 13)      // one step left
	s.players[0].mc, s.players[0].heat, s.players[0].plants = 100, 16, 16
	s.players[1].heat, s.players[1].plants = 16, 16
	at(t, s, PhaseAction, PhaseAction, PhaseResearch)
	act(t, s, "p0 standard temperature-mc")
	act(t, s, "p0 standard forest-mc")
	require.Equal(t, 19, s.Param(cards.Temperature))
	require.Equal(t, 14, s.Param(cards.Oxygen))
	tr0, tr1 := s.players[0].tr, s.players[1].tr
	doneAll(t, s)
	require.NotEqual(t, PhaseAction, s.Phase(), "the Action phase is over")
	require.Equal(t, int32(16), s.players[0].heat, "p0 used its allowances: nothing forced")
	require.Equal(t, int32(16), s.players[0].plants)
	require.Equal(t, tr0, s.players[0].tr)
	require.Equal(t, int32(8), s.players[1].heat, "p1 had one step of each left: one conversion each")
	require.Equal(t, int32(8), s.players[1].plants)
	require.Equal(t, int16(1), s.players[1].forests)
	require.Equal(t, tr1+2, s.players[1].tr)
}

// TestCheckCatchesAStepPastTheAllowance: the invariant checker reports
// steps counted past a player's allowance, steps counted outside a phase, a
// rise nobody's steps account for, and, with no step past a maximum allowed
// (Ruling C13), a step past one.
func TestCheckCatchesAStepPastTheAllowance(t *testing.T) { // Ruling E4
	s := fresh(t, 2)
	setParam(s, cards.Temperature, 18)
	at(t, s, PhaseAction, PhaseAction, PhaseAction)
	act(t, s, "p0 standard temperature-mc")
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})
	act(t, s, "p1 standard temperature-mc") // past the maximum, within p1's allowance
	require.Equal(t, uint16(1), s.overMax)
	require.NoError(t, s.Check())
	for _, spoil := range []func(c *State){
		func(c *State) { c.players[1].raised[cards.Temperature] = 2 },
		func(c *State) { c.stage = StageEndRound },
		func(c *State) { c.players[0].raised[cards.Temperature], c.players[1].raised[cards.Temperature] = 0, 0 },
		func(c *State) { c.opts |= optNoPastMax },
	} {
		c := *s
		spoil(&c)
		require.ErrorIs(t, c.Check(), ErrInvariant)
	}
}
