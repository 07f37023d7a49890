package balance

import (
	"bytes"
	"context"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newStudy(t testing.TB, bots ...string) *Study {
	st, err := New(Config{Rules: ares.MustDefaultRules(), Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, Bots: bots})
	require.NoError(t, err)
	return st
}

func summaryJSON(t testing.TB, s sim.Summary[*Acc]) string {
	var buf bytes.Buffer
	require.NoError(t, sim.WriteSummary(&buf, s))
	return buf.String()
}

// TestSameJSONForAnyWorkersAndShards runs one balance job with 1, 2 and 7
// workers and as 3 merged shards: the summaries are byte-identical.
func TestSameJSONForAnyWorkersAndShards(t *testing.T) {
	st := newStudy(t, "heuristic", "random")
	const games = 600
	ctx := context.Background()
	var want string
	for _, w := range []int{1, 2, 7} {
		s, err := sim.Run(ctx, sim.Config{Games: games, Seed: 5, Workers: w}, st)
		require.NoError(t, err)
		got := summaryJSON(t, s)
		if want == "" {
			want = got
			continue
		}
		assert.Equal(t, want, got, "%d workers", w)
	}
	var merged sim.Summary[*Acc]
	for i := uint64(0); i < 3; i++ {
		s, err := sim.Run(ctx, sim.Config{Games: games, Seed: 5, Workers: 2, Shard: sim.Shard{Index: i, Count: 3}}, st)
		require.NoError(t, err)
		// Through JSON, as shard files would travel.
		back, err := sim.ReadSummary[*Acc](bytes.NewReader([]byte(summaryJSON(t, s))), "shard", Name)
		require.NoError(t, err)
		if i == 0 {
			merged = back
			continue
		}
		merged, err = sim.MergeSummaries(merged, back)
		require.NoError(t, err)
	}
	assert.Equal(t, want, summaryJSON(t, merged), "3 merged shards")
}

func TestStudyCountsEveryGame(t *testing.T) {
	st := newStudy(t, "heuristic")
	s, err := sim.Run(context.Background(), sim.Config{Games: 200, Seed: 1, Workers: 2}, st)
	require.NoError(t, err)
	a := s.Acc
	assert.Equal(t, int64(200), a.Ends.Total())
	assert.Equal(t, int64(200), a.Seats.Total())
	assert.Equal(t, int64(200), a.Turns.Count())
	assert.Equal(t, int64(200), a.Matrix.At(0, 1).Trials, "one pairing, every game")
	assert.Equal(t, a.Matrix.At(0, 1).Trials, a.Matrix.At(1, 0).Trials)
	draws := a.Seats.Count(2)
	assert.Equal(t, int64(200)-draws, a.Matrix.At(0, 1).Successes+a.Matrix.At(1, 0).Successes, "every decisive game has one winner")
	assert.Equal(t, a.Field.At(0), a.Matrix.At(0, 1), "with two entrants the field is the opponent")
	fought := int64(0)
	for i := range a.Units.Labels() {
		fought += a.Units.At(i).Trials
		assert.LessOrEqual(t, a.UnitResourcesWon.Count(i), a.UnitResources.Count(i))
	}
	assert.Greater(t, fought, int64(0), "units fought battles")
	r := NewReport(s)
	for _, f := range []sim.Format{sim.FormatTable, sim.FormatJSON, sim.FormatCSV} {
		var buf bytes.Buffer
		require.NoError(t, r.Write(&buf, sim.ReportOptions{Format: f}))
		assert.Contains(t, buf.String(), "Kahoum/heuristic")
	}
}

func TestSeatsSwapAndPairings(t *testing.T) {
	st := newStudy(t, "heuristic", "random")
	assert.Equal(t, 6, st.Tables(), "four entrants, six pairs")
	assert.Equal(t, 2, st.Rotations())
	assert.Len(t, st.Entrants(), 4)
	one, err := New(Config{Rules: ares.MustDefaultRules(), Factions: []string{"Kahoum"}, Bots: []string{"random"}})
	require.NoError(t, err)
	assert.Equal(t, 1, one.Tables(), "a single entrant plays mirror matches")
	s, err := sim.Run(context.Background(), sim.Config{Games: 50, Seed: 1, Workers: 1}, one)
	require.NoError(t, err)
	assert.Equal(t, int64(50), s.Acc.Matrix.At(0, 0).Trials)
}

func TestNewRejectsBadConfig(t *testing.T) {
	rules := ares.MustDefaultRules()
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Config{Rules: rules, Factions: []string{"Zerg"}, Bots: []string{"random"}}, `unknown faction "Zerg"`},
		{Config{Rules: rules, Factions: []string{"Kahoum"}, Bots: []string{"smart"}}, `unknown bot "smart"`},
		{Config{Rules: rules, Bots: []string{"random"}}, "no factions"},
		{Config{Rules: rules, Factions: []string{"Kahoum", "kahoum"}, Bots: []string{"random"}}, "given twice"},
	} {
		_, err := New(tc.cfg)
		assert.ErrorContains(t, err, tc.want)
	}
}

// BenchmarkStudyGame is one heuristic Basic Game through the harness's
// Play, accumulator included.
func BenchmarkStudyGame(b *testing.B) {
	st := newStudy(b, "heuristic")
	acc := st.NewAccumulator()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := st.Play(uint64(i), uint64(i)*7919, acc); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkStudyRun measures a whole run of 4096 games on 1 and 2
// workers; compare the two for the scaling ratio.
func BenchmarkStudyRun(b *testing.B) {
	st := newStudy(b, "heuristic")
	for _, w := range []int{1, 2} {
		b.Run(map[int]string{1: "workers=1", 2: "workers=2"}[w], func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := sim.Run(context.Background(), sim.Config{Games: 4096, Seed: uint64(i), Workers: w}, st); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(4096*b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// TestReportOfOneGame writes the report of a one-game run in every
// format: one observation has no sample deviation, which JSON cannot
// hold as NaN.
func TestReportOfOneGame(t *testing.T) {
	s, err := sim.Run(context.Background(), sim.Config{Games: 1, Seed: 3, Workers: 1}, newStudy(t, "heuristic"))
	require.NoError(t, err)
	for _, f := range []sim.Format{sim.FormatTable, sim.FormatJSON, sim.FormatCSV} {
		var buf bytes.Buffer
		require.NoError(t, WriteReport(&buf, s, sim.ReportOptions{Format: f}), "format %v", f)
	}
	assert.Zero(t, NewReport(s).Turns.SD)
}

// TestGamesArePlayedFromOneWaySeeds: game i of a run is the game that
// the engine seeded with sim.EngineSeed(seed) and bots seeded with
// sim.BotSeed(seed, seat) play, seed being the harness's seed of game i,
// and a run seed gives the same games every time. (Random bots, whose
// games differ in length, battles and winner from seed to seed.)
func TestGamesArePlayedFromOneWaySeeds(t *testing.T) {
	st := newStudy(t, "random")
	rules := ares.MustDefaultRules()
	for i := uint64(0); i < 20; i++ {
		seed := dice.Derive(9, i)
		played, again, byHand := st.NewAccumulator(), st.NewAccumulator(), st.NewAccumulator()
		require.NoError(t, st.Play(i, seed, played))
		require.NoError(t, st.Play(i, seed, again))
		seats := st.seating(i, nil)
		factions := make([]string, len(seats))
		bots := make([]bot.Bot, len(seats))
		for p, e := range seats {
			factions[p] = st.entrants[e].Faction
			b, err := bot.New(st.entrants[e].Bot, sim.BotSeed(seed, p))
			require.NoError(t, err)
			bots[p] = b
		}
		g, err := ares.NewGame(rules, ares.Config{Mode: ares.Basic, Factions: factions, FirstPlayer: 0}, sim.EngineSeed(seed))
		require.NoError(t, err)
		require.NoError(t, bot.Play(&g, bots))
		st.recordGame(byHand, &g, seats)
		assert.Equal(t, played, again, "game %d: the same seed, the same game", i)
		for _, part := range []struct {
			name      string
			got, want any
		}{
			{"turns", played.Turns, byHand.Turns}, {"battles", played.Battles, byHand.Battles},
			{"winner", played.Seats, byHand.Seats}, {"end", played.Ends, byHand.Ends}, {"field", played.Field, byHand.Field},
		} {
			assert.Equal(t, part.want, part.got, "game %d: %s", i, part.name)
		}
	}
}
