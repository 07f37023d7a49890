package balance

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/stretchr/testify/require"
)

func run(t *testing.T, g Game, cfg sim.Config) sim.Summary[*Acc] {
	t.Helper()
	s, err := sim.Run(context.Background(), cfg, g)
	require.NoError(t, err)
	return s
}

func summaryJSON(t *testing.T, s sim.Summary[*Acc]) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, sim.WriteSummary(&b, s))
	return b.String()
}

// The summary of a run does not depend on the number of workers, and the
// shards of a run merge into exactly the whole run: for the base game at
// three players and for six players with every set (the track on).
func TestBalanceIsReproducibleAndMergeable(t *testing.T) {
	all := Options{Sets: []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations}}
	for _, tc := range []struct {
		g     Game
		games uint64
	}{{Game{Players: 3}, 120}, {Game{Players: 6, Options: all}, 40}} {
		g, n := tc.g, tc.games
		one := run(t, g, sim.Config{Games: n, Seed: 4, Workers: 1})
		two := run(t, g, sim.Config{Games: n, Seed: 4, Workers: 2})
		require.Equal(t, summaryJSON(t, one), summaryJSON(t, two))
		a := run(t, g, sim.Config{Games: n, Seed: 4, Shard: sim.Shard{Index: 0, Count: 2}})
		b := run(t, g, sim.Config{Games: n, Seed: 4, Shard: sim.Shard{Index: 1, Count: 2}})
		merged, err := sim.MergeSummaries(a, b)
		require.NoError(t, err)
		require.Equal(t, summaryJSON(t, one), summaryJSON(t, merged))
		// And it reads back.
		back, err := sim.ReadSummary[*Acc](strings.NewReader(summaryJSON(t, one)), "one", Name)
		require.NoError(t, err)
		require.Equal(t, summaryJSON(t, one), summaryJSON(t, back))
		if g.Players == 6 {
			require.Equal(t, int64(6*n), one.Acc.Expansion.Infrastructure.Count(), "every player's infrastructure steps")
		}
	}
}

// The sums add up: every game's players are counted once per seat, and
// the wins match the games (at least one winner per finished game).
func TestBalanceCounts(t *testing.T) {
	s := run(t, Game{Players: 4}, sim.Config{Games: 200, Seed: 9})
	a := s.Acc
	finished := int64(200) - a.Unfinished.Successes
	var corpGames, corpWins, seatWins int64
	for _, r := range a.Corporations.Rates() {
		corpGames += r.Trials
		corpWins += r.Successes
	}
	for _, r := range a.Seats.Rates() {
		require.Equal(t, finished, r.Trials)
		seatWins += r.Successes
	}
	require.Equal(t, 4*finished, corpGames, "every player has a corporation")
	require.Equal(t, seatWins, corpWins)
	require.GreaterOrEqual(t, seatWins, finished, "a winner in every finished game")
	require.Equal(t, int64(200), a.Rounds.Count())
	require.Equal(t, 4*finished, a.VP.Count())
	require.Equal(t, a.Phases.Total(), int64(4)*int64(a.Resolved.At(0).Trials), "four choices per round")
	// Shared wins as fractions: one whole win per finished game.
	require.Equal(t, 4*finished, a.PlayerGames.Trials)
	require.Equal(t, sim.ShareUnit*finished, a.PlayerGames.Units)
	var corpUnits, played, byRound int64
	for _, c := range a.CorporationShares.All() {
		corpUnits += c.Units
	}
	require.Equal(t, a.PlayerGames.Units, corpUnits)
	for i, c := range a.Played.All() {
		played += c.Trials
		for j := range a.PlayedRound.Cols() {
			byRound += a.PlayedRound.At(i, j).Trials
		}
		require.LessOrEqual(t, c.Trials, a.Cards.At(i).Trials, "a card played is in play at the end")
	}
	require.Equal(t, played, byRound)
	require.Greater(t, played, 10*finished, "players play cards")
	// Random corporations: each of the 12 is played.
	for i, r := range a.Corporations.Rates() {
		require.Positive(t, r.Trials, "corporation %s never played", a.Corporations.Labels()[i])
	}
}

func TestBalanceReportFormats(t *testing.T) {
	s := run(t, Game{Players: 2}, sim.Config{Games: 60, Seed: 2})
	var table, js, csv bytes.Buffer
	require.NoError(t, WriteReport(&table, s, sim.ReportOptions{Format: sim.FormatTable}))
	require.NoError(t, WriteReport(&js, s, sim.ReportOptions{Format: sim.FormatJSON}))
	require.NoError(t, WriteReport(&csv, s, sim.ReportOptions{Format: sim.FormatCSV}))
	require.Contains(t, table.String(), "Corporations")
	require.Contains(t, table.String(), "Rounds per game         mean")
	require.Contains(t, table.String(), "Production")
	var r Report
	require.NoError(t, json.Unmarshal(js.Bytes(), &r))
	require.Equal(t, uint64(60), r.Games)
	require.Equal(t, 0.5, r.Even)
	require.Len(t, r.Phases, 5)
	require.Len(t, r.CorporationsShrunk, len(r.Corporations))
	require.NotEmpty(t, r.CardsPlayed)
	require.Equal(t, 0.5, r.CardPrior.Mean)
	require.Contains(t, table.String(), report.CardsConfounded)
	require.Contains(t, csv.String(), "\ncardsPlayedByRound,")
	lines := strings.Split(strings.TrimSpace(csv.String()), "\n")
	require.Equal(t, "section,row,column,statistic,value,ci95_low,ci95_high,successes,trials", lines[0])
	require.Contains(t, csv.String(), "\ncorporations,")
	plot := filepath.Join(t.TempDir(), "corps.svg")
	require.NoError(t, WritePlot(plot, s))
	data, err := os.ReadFile(plot)
	require.NoError(t, err)
	require.Contains(t, string(data), "<svg")
	require.ErrorIs(t, WritePlot(filepath.Join(t.TempDir(), "x.gif"), s), ErrConfig)
}

func TestBalanceConfigErrors(t *testing.T) {
	require.ErrorIs(t, Game{Players: 1}.Check(), ErrConfig)
	require.ErrorIs(t, Game{Players: 4, Bots: []string{"a", "b"}}.Check(), ErrConfig)
	require.ErrorIs(t, Game{Players: 4, Bots: []string{"clever"}}.Check(), ErrConfig)
	require.NoError(t, Game{Players: 4, Bots: []string{"random"}}.Check())
}
