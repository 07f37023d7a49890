package bot

import (
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/play"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var basic = ares.Config{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1}

func playOne(t testing.TB, rules *ares.Rules, cfg ares.Config, seed uint64, a, b Bot, check bool) ares.State {
	s, err := ares.NewGame(rules, cfg, seed)
	require.NoError(t, err)
	var watchers []play.Watcher[ares.State, ares.Action]
	if check {
		watchers = append(watchers, func(_ int, act ares.Action, after *ares.State) {
			if err := after.Check(); err != nil {
				t.Fatalf("seed %d after %s: %v", seed, act, err)
			}
		})
	}
	require.NoError(t, Play(&s, []Bot{a, b}, watchers...))
	return s
}

func TestBotsPlayLegalGames(t *testing.T) {
	rules := ares.MustDefaultRules()
	for seed := uint64(0); seed < 200; seed++ {
		for _, pair := range [][2]string{{"heuristic", "heuristic"}, {"heuristic", "random"}, {"random", "heuristic"}} {
			a, _ := New(pair[0], seed)
			b, _ := New(pair[1], seed+1)
			s := playOne(t, rules, basic, seed, a, b, true)
			assert.True(t, s.Over())
		}
	}
}

func TestHeuristicBeatsRandom(t *testing.T) {
	rules := ares.MustDefaultRules()
	wins, games := 0, 0
	for seed := uint64(0); seed < 300; seed++ {
		seat := int(seed % 2)
		bots := []Bot{NewRandom(seed), NewRandom(seed + 7)}
		bots[seat] = NewHeuristic(seed)
		s := playOne(t, rules, basic, seed, bots[0], bots[1], false)
		if s.Result().Winner == seat {
			wins++
		}
		games++
	}
	t.Logf("heuristic won %d of %d against random", wins, games)
	assert.Greater(t, float64(wins)/float64(games), 0.8)
}

func TestNewUnknownBot(t *testing.T) {
	_, err := New("clever", 1)
	assert.ErrorContains(t, err, `unknown bot "clever"`)
}

func benchGames(b *testing.B, mk func(seed uint64) []Bot) {
	rules := ares.MustDefaultRules()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, err := ares.NewGame(rules, basic, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		if err := Play(&s, mk(uint64(i))); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

func BenchmarkRandomGame(b *testing.B) {
	benchGames(b, func(seed uint64) []Bot { return []Bot{NewRandom(seed), NewRandom(seed + 1)} })
}

func BenchmarkHeuristicGame(b *testing.B) {
	benchGames(b, func(seed uint64) []Bot { return []Bot{NewHeuristic(seed), NewHeuristic(seed + 1)} })
}

func benchMode(b *testing.B, cfg ares.Config) {
	rules := ares.MustDefaultRules()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, err := ares.NewGame(rules, cfg, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]Bot, len(cfg.Factions))
		for p := range bots {
			bots[p] = NewHeuristic(uint64(i*8 + p))
		}
		if err := Play(&s, bots); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkHeuristicFullGame: two-player Full Games, Xenos against
// Colossus.
func BenchmarkHeuristicFullGame(b *testing.B) { benchMode(b, modeConfigs[1]) }

// BenchmarkHeuristicFreeForAll4: four-player Free-For-All games.
func BenchmarkHeuristicFreeForAll4(b *testing.B) { benchMode(b, modeConfigs[3]) }

// BenchmarkHeuristicTeam: Team Matches.
func BenchmarkHeuristicTeam(b *testing.B) { benchMode(b, modeConfigs[4]) }
