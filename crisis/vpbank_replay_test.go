package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/stretchr/testify/require"
)

// Ruling C14: what a card has banked belongs to that play of it. Io
// Mining Industries (1 VP per jovian tag) banks a token for its own tag;
// Seismic Aftershocks removes it from play (the token stays in the bank);
// played again, it banks afresh.
func TestVPBankPerPlayC14(t *testing.T) {
	s := scenario(t, 1, Beginner, "C05", "C15")
	toPlanning(t, s)
	playFor(t, s, 0, "Io Mining Industries")
	require.Equal(t, 1, s.g.VPBank(), "its own jovian tag")
	passRoundTo(t, s, DecisionChoose)
	require.Equal(t, 2, s.Round())
	v := s.View(0)
	require.Equal(t, crisisID(t, s, "C15"), v.DecisionCard())
	apply(t, s, find(t, s, ActChoose, 0, func(a Action) bool { return a.Index == 0 })) // remove a green card
	io := cardByName(t, s, "Io Mining Industries")
	require.NotContains(t, s.g.TableauOf(0, nil), io)
	require.Equal(t, 1, s.g.VPBank(), "the token banked stays in the bank")
	toPlanning(t, s)
	choosePhases(t, s, expedition.PhaseResearch)
	passRound(t, s)
	playFor(t, s, 0, "Io Mining Industries")
	require.Contains(t, s.g.TableauOf(0, nil), io)
	require.Equal(t, 2, s.g.VPBank(), "played again, it banks its jovian tag afresh")
}
