package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// The hooks Discovery, Foundations and the Crisis mode build on.

func TestHoldRoundStartAndRoundMods(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 9, HoldRoundStart: true})
	require.NoError(t, err)
	for s.Stage() < StageRoundStart {
		do(t, &s, s.Legal(nil)[len(s.Legal(nil))-1])
	}
	require.Equal(t, StageRoundStart, s.Stage())
	require.Equal(t, -1, s.ToMove(), "held for the mode")
	s.SetRoundMods(RoundMods{CardCost: 3, Forbidden: 1 << PhaseDevelopment, NoBonus: 1 << PhaseProduction, Extra: 1 << PhaseResearch})
	s.ContinueRound()
	require.Equal(t, StagePlanning, s.Stage())
	for _, a := range s.Legal(nil) {
		require.NotEqual(t, int8(PhaseDevelopment), a.Index, "a forbidden phase cannot be chosen")
	}
	c := s.players[0].hand.next(0)
	require.Equal(t, int(s.card(c).Cost)+3, s.CardCost(0, c), "cards cost more this round")
	mc := s.players[0].mc
	do(t, &s, Action{Kind: ActChoosePhase, Player: 0, Card: -1, Index: PhaseProduction})
	do(t, &s, Action{Kind: ActChoosePhase, Player: 1, Card: -1, Index: PhaseProduction})
	require.Equal(t, mc+int32(s.players[0].tr), s.players[0].mc, "production without the bonus")
	require.Equal(t, DecisionKeep, s.Decision(), "the extra phase (Research) resolves too")
	for s.ToMove() >= 0 {
		do(t, &s, s.Legal(nil)[0]) // keep, and discard down to ten if needed
	}
	require.Equal(t, StageRoundStart, s.Stage(), "held again at the next round")
	require.Equal(t, RoundMods{}, s.RoundMods(), "mods last one round")
}

func TestLowerParametersAndOceansFlipBack(t *testing.T) {
	s := fresh(t, 2)
	setParam(s, cards.Oceans, 3)
	setParam(s, cards.Temperature, 5)
	tr := s.players[1].tr
	require.Equal(t, 2, s.Lower(cards.Oceans, 2))
	require.Equal(t, 1, s.Param(cards.Oceans))
	require.Equal(t, uint16(1), s.oceanUp, "the last flipped tiles go back face down")
	require.Equal(t, 5, s.Lower(cards.Temperature, 7), "not below the start")
	require.Equal(t, tr, s.players[1].tr, "lowering never changes TR")
	require.NoError(t, s.Check())
	require.Equal(t, EvParamLowered, s.Events()[0].Kind)
	// Raised again, they give TR again and the tile again.
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	mc := s.players[0].mc
	act(t, s, "p0 standard ocean-mc")
	require.Equal(t, mc-15+1+0, s.players[0].mc, "tile 3 again: 1 card and 1 MC")
	require.NoError(t, s.Check())
}

func TestNoForcedConversionOption(t *testing.T) {
	ss := freshWith(t, Config{Players: 2, Seed: 2, NoForcedConversion: true})
	ss.players[0].heat = 20
	at(t, ss, PhaseAction, PhaseResearch, PhaseAction)
	doneAll(t, ss)
	require.Equal(t, int32(20), ss.players[0].heat)
}

func TestInfrastructureIsAFourthParameter(t *testing.T) {
	ss := freshWith(t, Config{Players: 2, Seed: 2, Sets: []cards.Set{cards.SetBase, cards.SetFoundations}, Infrastructure: On})
	ss.players[0].mc = 40
	ss.players[0].heat, ss.players[0].plants = 5, 3
	at(t, ss, PhaseAction, PhaseResearch, PhaseAction)
	hand := ss.players[0].nHand
	act(t, ss, "p0 standard infrastructure-mc")
	act(t, ss, "p0 standard infrastructure-heat")
	require.Equal(t, 2, ss.Param(cards.Infrastructure))
	require.Equal(t, int16(StartingTR+2), ss.players[0].tr, "1 TR per step")
	require.Equal(t, hand+2, ss.players[0].nHand, "and a card")
	require.Equal(t, int32(40-15), ss.players[0].mc)
	require.Zero(t, ss.players[0].heat)
	// The game does not end while infrastructure is not maxed.
	nearEnd(ss)
	setParam(ss, cards.Temperature, 19)
	require.False(t, ss.allMaxed())
	setParam(ss, cards.Infrastructure, 14)
	require.True(t, ss.allMaxed())
	// Without the option the standard projects are not there.
	b := fresh(t, 2)
	at(t, b, PhaseAction, PhaseResearch, PhaseAction)
	require.False(t, b.legalStandard(0, StdInfraMC))
}

func TestEventStream(t *testing.T) {
	s := fresh(t, 2)
	onlyHand(t, s, 0, "118") // Biothermal Power: space power, forest, heat production
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	play(t, s, 0, "118")
	var kinds []EventKind
	for _, e := range s.Events() {
		kinds = append(kinds, e.Kind)
	}
	require.Equal(t, []EventKind{EvResourcesSpent, EvCardPlayed, EvForestGained, EvParamRaised, EvTRChanged}, kinds)
	ev := s.Events()
	require.Equal(t, int16(18), ev[0].N)
	require.Equal(t, cards.MC, ev[0].Res)
	require.Equal(t, cards.Green, ev[1].Color)
	require.Equal(t, cards.TagMask(1<<cards.TagSpace|1<<cards.TagPower), ev[1].Tags)
	require.Equal(t, cards.Oxygen, ev[3].Param)
	require.Zero(t, s.EventsDropped())
	allocs := testing.AllocsPerRun(100, func() { _ = s.Events() })
	require.Zero(t, allocs)
}
