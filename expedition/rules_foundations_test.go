package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Foundations' rules: five and six players (F1), the infrastructure track
// (F2), its cards without it (F3), the reprints (F4).

var foundations = []cards.Set{cards.SetBase, cards.SetFoundations}

func TestF1FiveAndSixPlayersNeedFoundations(t *testing.T) { // Ruling F1
	for _, n := range []int{5, 6} {
		_, err := New(Config{Players: n, Seed: 1})
		require.ErrorIs(t, err, ErrBadConfig)
		require.ErrorContains(t, err, "need the foundations set")
		s, err := New(Config{Players: n, Seed: uint64(n), Sets: foundations})
		require.NoError(t, err)
		playRandom(t, &s, uint64(n), true)
		require.True(t, s.Over())
		require.Equal(t, n, s.Result().Players)
	}
}

func TestF2InfrastructureTrackAndZones(t *testing.T) { // Ruling F2
	require.Equal(t, 14, ParamMax(cards.Infrastructure))
	want := map[int]cards.Zone{0: cards.Purple, 2: cards.Purple, 3: cards.RedZone, 7: cards.RedZone,
		8: cards.Yellow, 11: cards.Yellow, 12: cards.White, 14: cards.White}
	for step, z := range want {
		require.Equal(t, z, zoneOf(cards.Infrastructure, uint8(step)), "step %d", step)
	}
	require.Equal(t, []int{0, 21, 56, 85, 100}, []int{ParamValue(cards.Infrastructure, 0), ParamValue(cards.Infrastructure, 3),
		ParamValue(cards.Infrastructure, 8), ParamValue(cards.Infrastructure, 12), ParamValue(cards.Infrastructure, 14)})
}

func TestF2EachStepGivesATRAndACardAndTheTwoStandardProjects(t *testing.T) { // Ruling F2
	s := expGame(t, Config{Players: 2, Sets: foundations, Infrastructure: On})
	s.players[0].heat, s.players[0].plants = 5, 3
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	require.Equal(t, parseDelta(t, "mc-15 infra+1 tr+1 hand+1"), deltaOf(t, s, -1, func() { act(t, s, "p0 standard infrastructure-mc") }))
	require.Equal(t, parseDelta(t, "heat-5 plants-3 infra+1 tr+1 hand+1"), deltaOf(t, s, -1, func() { act(t, s, "p0 standard infrastructure-heat") }))
	require.False(t, s.legalStandard(0, StdInfraHeat), "5 heat and 3 plants")
}

func TestF2TrackOnByDefaultWithFiveOrSixPlayersEitherWaySwitchable(t *testing.T) { // Ruling F2
	for _, tc := range []struct {
		players int
		toggle  Toggle
		on      bool
	}{{2, Auto, false}, {4, Auto, false}, {5, Auto, true}, {6, Auto, true}, {3, On, true}, {6, Off, false}} {
		s, err := New(Config{Players: tc.players, Seed: 2, Sets: foundations, Infrastructure: tc.toggle})
		require.NoError(t, err)
		require.Equal(t, tc.on, s.paramEnabled(cards.Infrastructure), "%d players, %s", tc.players, tc.toggle)
	}
	_, err := New(Config{Players: 2, Seed: 2, Infrastructure: On})
	require.ErrorIs(t, err, ErrBadConfig, "the track is Foundations'")
}

func TestF2InfrastructureIsNeverForced(t *testing.T) { // Ruling F2
	s := expGame(t, Config{Players: 2, Sets: foundations, Infrastructure: On})
	s.players[0].heat, s.players[0].plants = 7, 7
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	doneAll(t, s)
	require.Zero(t, s.Param(cards.Infrastructure), "no forced infrastructure project")
	require.Equal(t, int32(7), s.players[0].heat, "nor a temperature step below 8 heat")
	require.Equal(t, int32(7), s.players[0].plants)
}

func TestF2GameEndsWhenAllFourParametersAreMaxed(t *testing.T) { // Ruling F2, E7
	s := expGame(t, Config{Players: 2, Sets: foundations, Infrastructure: On})
	nearEnd(s)
	setParam(s, cards.Temperature, 19)
	setParam(s, cards.Oxygen, 14)
	setParam(s, cards.Infrastructure, 13)
	require.False(t, s.allMaxed())
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	act(t, s, "p0 standard infrastructure-mc")
	require.False(t, s.Over(), "the phase is finished by every player")
	doneAll(t, s)
	require.True(t, s.Over())
	require.True(t, s.Result().Finished)
}

func TestF3WithoutTheTrackItsCardsLeave(t *testing.T) { // Ruling F3
	s, err := New(Config{Players: 2, Seed: 3, Sets: foundations})
	require.NoError(t, err)
	require.False(t, s.paramEnabled(cards.Infrastructure))
	cat := s.cat()
	var in []string
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if c.Set == cards.SetFoundations && s.loc[i] != locOut {
			in = append(in, c.Number)
		}
	}
	require.Equal(t, []string{"F02", "F03", "F23"}, in, "the reprints and the one card without infrastructure stay")
	on, err := New(Config{Players: 2, Seed: 3, Sets: foundations, Infrastructure: On})
	require.NoError(t, err)
	n := 0
	for i := range cat.Cards {
		if cat.Cards[i].Set == cards.SetFoundations && on.loc[i] != locOut {
			n++
		}
	}
	require.Equal(t, 21, n, "with the track, all but F16, which upgrades a phase card (no Discovery here, Ruling D5)")
}

func TestF4ReprintsReplaceTheBasePrintings(t *testing.T) { // Ruling F4
	s, err := New(Config{Players: 6, Seed: 3, Sets: foundations})
	require.NoError(t, err)
	for _, num := range []string{"1", "97"} {
		require.Equal(t, locOut, s.loc[id(t, num)], "base %s is replaced", num)
	}
	for _, num := range []string{"F02", "F03"} {
		require.NotEqual(t, locOut, s.loc[id(t, num)])
	}
	inventrix, reprint := int16(corpID(t, "213")), int16(corpID(t, "F01"))
	offered := map[int16]bool{}
	for p := 0; p < 6; p++ {
		offered[s.players[p].offer[0]], offered[s.players[p].offer[1]] = true, true
	}
	require.False(t, offered[inventrix], "base Inventrix is replaced")
	require.True(t, offered[reprint], "six players are dealt all twelve corporations")
	base, err := New(Config{Players: 2, Seed: 3, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}})
	require.NoError(t, err)
	require.NotEqual(t, locOut, base.loc[id(t, "1")], "without Foundations the base printings stay")
	require.Equal(t, locOut, base.loc[id(t, "F02")])
}
