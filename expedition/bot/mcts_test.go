package bot

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/cputime"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim/search"
)

// checkedMCTS is a search agent whose every action is checked against the
// legal actions of its View, and every iteration's sample against the
// engine's invariants.
type checkedMCTS struct {
	*MCTS
	t       *testing.T
	actions int
}

func (c *checkedMCTS) Choose(v *expedition.View, legal []expedition.Action) expedition.Action {
	a := c.MCTS.Choose(v, legal)
	require.Contains(c.t, v.Legal(nil), a, "the search chose an action its View does not list")
	c.actions++
	return a
}

// randomOptions draws the options of a game: the sets (Foundations
// always with five or six players) and the expansions' options and
// variants, the setup redraw, and (after New) random phase-card versions.
func randomOptions(r *dice.Rand, cfg *expedition.Config) {
	cfg.Sets = []cards.Set{cards.SetBase}
	if r.Intn(2) == 0 {
		cfg.Sets = append(cfg.Sets, cards.SetDiscovery)
		cfg.Milestones, cfg.Upgrades = expedition.Toggle(r.Intn(3)), expedition.Toggle(r.Intn(3))
	}
	if cfg.Players >= 5 || r.Intn(2) == 0 {
		cfg.Sets = append(cfg.Sets, cards.SetFoundations)
		cfg.Infrastructure = expedition.Toggle(r.Intn(3))
	}
	cfg.Draft = r.Intn(4) == 0
	cfg.DummyHand = cfg.Players == 2 && r.Intn(2) == 0
	cfg.Redraw = r.Intn(2) == 0
}

// TestMCTSPlaysOnlyLegalActions plays random games of 2 to 6 players with
// every option (the setup redraw, the infrastructure track, upgraded phase
// cards), search agents at small budgets in some seats and random or
// heuristic bots in the others, and checks that every action the agents
// choose is legal, that the engine's invariants hold after every action,
// and that every game ends.
func TestMCTSPlaysOnlyLegalActions(t *testing.T) {
	games := 15
	if testing.Short() {
		games = 5
	}
	searched := 0
	for g := 0; g < games; g++ {
		r := dice.New(dice.Derive(31, uint64(g)))
		cfg := expedition.Config{Players: 2 + g%5, Seed: r.Uint64()}
		randomOptions(&r, &cfg)
		s, err := expedition.New(cfg)
		require.NoError(t, err)
		if r.Intn(3) == 0 {
			for p := 0; p < s.Players(); p++ {
				for ph := 1; ph <= expedition.NumPhases; ph++ {
					require.NoError(t, s.UpgradePhaseCard(p, ph, r.Intn(3)))
				}
			}
		}
		bots := make([]Bot, s.Players())
		var agents []*checkedMCTS
		for p := range bots {
			switch r.Intn(3) {
			case 0:
				bots[p] = NewRandom(r.Uint64())
			case 1:
				bots[p] = NewHeuristic(r.Uint64())
			default:
				c := &checkedMCTS{MCTS: NewMCTS(6+r.Intn(10), r.Uint64()), t: t}
				agents = append(agents, c)
				bots[p] = c
			}
		}
		var tab table
		for !s.Over() {
			p := s.ToMove()
			require.GreaterOrEqual(t, p, 0)
			require.NoError(t, tab.Apply(&s, bots, act(bots[p], tab.View(&s, p))))
			require.NoError(t, s.Check())
		}
		for _, a := range agents {
			n, _ := a.Searched()
			searched += n
		}
	}
	require.Positive(t, searched)
	t.Logf("%d decisions searched", searched)
}

// TestMCTSIsSeeded: the same seeds give the same game, and the same
// statistics at every decision; another seed gives other statistics.
// (At small budgets the heuristic's prior decides most choices, so
// another seed often plays the same game: the statistics are what the
// seed must change.)
func TestMCTSIsSeeded(t *testing.T) {
	play := func(seed uint64) []expedition.Action {
		s, err := expedition.New(expedition.Config{Players: 3, Seed: 5})
		require.NoError(t, err)
		var rec expedition.Record
		require.NoError(t, Play(&s, []Bot{NewMCTS(10, seed), NewHeuristic(2), NewMCTS(10, seed+1)}, Recording(&rec)))
		return rec.Actions
	}
	require.Equal(t, play(1), play(1))
	views := decisionViews(t, 3, 5)
	stats := func(seed uint64) []string { return rootStatsText(NewMCTS(30, seed), views[:10]) }
	a := stats(1)
	require.Equal(t, a, stats(1))
	require.NotEqual(t, a, stats(3))
}

// TestMCTSObservesEveryAction: played by Play, the agent's Memory follows
// the game: it remembers the cards its seat sold.
func TestMCTSObservesEveryAction(t *testing.T) {
	s, err := expedition.New(expedition.Config{Players: 2, Seed: 11})
	require.NoError(t, err)
	m := NewMCTS(8, 1)
	bots := []Bot{m, NewRandom(2)}
	var tab table
	sold := 0
	for !s.Over() {
		p := s.ToMove()
		a := act(bots[p], tab.View(&s, p))
		require.NoError(t, tab.Apply(&s, bots, a))
		if a.Kind == expedition.ActSell && p == 0 {
			require.Contains(t, memOf(m).Discarded(nil), int(a.Card))
			sold++
		}
		require.Equal(t, 0, memOf(m).Viewer())
	}
	t.Logf("%d sales remembered", sold)
}

// TestNew: every tier by its name, budgets after a colon, and errors
// naming what is wrong.
func TestNew(t *testing.T) {
	for name, check := range map[string]func(b Bot) bool{
		"random":     func(b Bot) bool { _, ok := b.(*Random); return ok },
		" Heuristic": func(b Bot) bool { _, ok := b.(*Heuristic); return ok },
		"mcts":       func(b Bot) bool { m, ok := b.(*MCTS); return ok && m.Config().Iterations == DefaultMCTSIterations },
		"MCTS:37":    func(b Bot) bool { m, ok := b.(*MCTS); return ok && m.Config().Iterations == 37 },
	} {
		b, err := New(name, 1)
		require.NoError(t, err, name)
		require.True(t, check(b), name)
	}
	for _, bad := range []string{"", "mcts:", "mcts:0", "mcts:-3", "mcts:x", "minimax", "random:5"} {
		_, err := New(bad, 1)
		require.True(t, errors.Is(err, ErrUnknownBot), "%q: %v", bad, err)
		require.Contains(t, err.Error(), bad)
	}
}

// TestNewMCTSWithRefusesBadConfigs: a configuration the search refuses is
// an error, not a panic.
func TestNewMCTSWithRefusesBadConfigs(t *testing.T) {
	_, err := NewMCTSWith(search.Config{Iterations: -1}, 1)
	require.ErrorIs(t, err, search.ErrConfig)
}

// decisionViews returns the Views of seat 0 at its decisions with more
// than one legal action in a heuristic game of n players.
func decisionViews(tb testing.TB, n int, seed uint64) []expedition.View {
	s, err := expedition.New(expedition.Config{Players: n, Seed: seed})
	require.NoError(tb, err)
	bots := heuristics(n, seed)
	var views []expedition.View
	var tab table
	for !s.Over() {
		p := s.ToMove()
		v := tab.View(&s, p)
		if p == 0 && len(v.Legal(nil)) > 1 {
			views = append(views, *v)
		}
		require.NoError(tb, tab.Apply(&s, bots, act(bots[p], v)))
	}
	return views
}

// benchmarkDecision searches the decisions of seat 0 in a heuristic game
// of n players, one per op, at a budget of iterations (0: the default):
// ns/op is the cost of one decision, and the iterations and decisions per
// second are reported, and the CPU time of a decision (run with -cpu 1:
// the search is single-threaded, and so is then the collector).
func benchmarkDecision(b *testing.B, n, iterations int) {
	views := decisionViews(b, n, 3)
	m := NewMCTS(iterations, 1)
	for i := range views[:min(len(views), 5)] { // warm the buffers
		memOf(m).Reset()
		act(m, &views[i])
	}
	b.ReportAllocs()
	b.ResetTimer()
	done, cpu := 0, cputime.Process()
	for i := 0; i < b.N; i++ {
		memOf(m).Reset()
		_, before := m.Searched()
		act(m, &views[i%len(views)])
		_, after := m.Searched()
		done += after - before
	}
	b.ReportMetric(float64(done)/b.Elapsed().Seconds(), "iter/s")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "decisions/s")
	if cpu > 0 { // the process's CPU time: a figure a loaded machine does not inflate
		b.ReportMetric(float64(cputime.Process()-cpu)/float64(time.Millisecond)/float64(b.N), "cpu-ms/decision")
	}
}

func BenchmarkMCTSDecision2P(b *testing.B) { benchmarkDecision(b, 2, 0) }
func BenchmarkMCTSDecision4P(b *testing.B) { benchmarkDecision(b, 4, 0) }

// BenchmarkMCTSBudgets: the cost of a decision at the budgets of the
// sweep, at 2 and 4 players.
func BenchmarkMCTSBudgets(b *testing.B) {
	for _, n := range []int{2, 4} {
		for _, k := range []int{25, 50, 100, 200, 400} {
			b.Run(fmt.Sprintf("players=%d/iterations=%d", n, k), func(b *testing.B) { benchmarkDecision(b, n, k) })
		}
	}
}

// memOf returns the search agent's Memory.
func memOf(m *MCTS) *expedition.Memory { return &m.Seat().(*seat).mem }

// rootStatsText returns the root statistics agent m gives at each of
// views, its memory forgotten before each, as text (an action never tried
// has a NaN mean, which no comparison of numbers would find equal).
func rootStatsText(m *MCTS, views []expedition.View) []string {
	var all []string
	for i := range views {
		memOf(m).Reset()
		act(m, &views[i])
		all = append(all, fmt.Sprint(m.RootStats(nil)))
	}
	return all
}
