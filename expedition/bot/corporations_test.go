package bot

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/expedition/bot/internal/selfplay"
)

// The corporation study (package selfplay) for the heuristic's tests.

// maker makes the bot of one seat of game g.
type maker func(g uint64, seat int) Bot

// The kinds of plays the tests look at.
const (
	playSpace      = selfplay.PlaySpace
	playBuilding   = selfplay.PlayBuilding
	playGivesSteel = selfplay.PlayGivesSteel
	playJovian     = selfplay.PlayJovian
)

var playKindNames = selfplay.PlayKindNames

// corpPlays is what the players of each corporation played.
type corpPlays struct{ *selfplay.CorpPlays }

// perPlayer returns the mean count of kind per player of corporation
// name, and per player of any corporation.
func (c corpPlays) perPlayer(name string, kind int) (corp, all float64) {
	return c.PerPlayer(name, kind)
}

// playCorporations plays games of the bots mk makes, corporations kept by
// a coin, and returns what the players of each corporation played.
func playCorporations(t *testing.T, players, games int, mk maker) corpPlays {
	t.Helper()
	plays, err := selfplay.Corporations(players, games, func(g uint64, seat int) selfplay.Player { return mk(g, seat) })
	require.NoError(t, err)
	return corpPlays{plays}
}
