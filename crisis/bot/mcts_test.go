package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/search"
	"github.com/stretchr/testify/require"
)

// playChecked plays a game of bots made by mk, checking that every action
// is one of the legal ones and the invariants after every Apply; it
// returns the actions.
func playChecked(t *testing.T, cfg crisis.Config, mk func(p int) Bot) []crisis.Action {
	t.Helper()
	s, err := crisis.New(cfg)
	require.NoError(t, err)
	bots := make([]Bot, cfg.Players)
	for p := range bots {
		bots[p] = mk(p)
	}
	var v crisis.View
	var legal, played []crisis.Action
	for !s.Over() {
		p := s.ToMove()
		require.GreaterOrEqual(t, p, 0)
		s.ViewInto(p, &v)
		a := act(bots[p], &v)
		legal = s.Legal(legal[:0])
		require.Contains(t, legal, a, "%d players, %s, seed %d: %s is not legal", cfg.Players, cfg.Difficulty, cfg.Seed, s.ActionString(a))
		require.NoError(t, s.Apply(a))
		require.NoError(t, s.Check())
		played = append(played, a)
	}
	return played
}

// TestMCTSPlaysOnlyLegalActions plays whole games with the search agent
// in every seat (a small budget) at one to four players and every
// difficulty, with and without Discovery.
func TestMCTSPlaysOnlyLegalActions(t *testing.T) {
	for p := 1; p <= crisis.MaxPlayers; p++ {
		for d := crisis.Beginner; d < crisis.NumDifficulties; d++ {
			sets := []cards.Set{cards.SetBase}
			if (p+int(d))%2 == 0 {
				sets = append(sets, cards.SetDiscovery)
			}
			cfg := crisis.Config{Players: p, Seed: uint64(10*p + int(d)), Difficulty: d, Sets: sets}
			playChecked(t, cfg, func(q int) Bot { return NewMCTS(3, uint64(q)) })
		}
	}
}

// TestMCTSIsDeterministic: the same seeds play the same game, and the
// agent searches its budget at every decision with a choice.
func TestMCTSIsDeterministic(t *testing.T) {
	cfg := crisis.Config{Players: 2, Seed: 4, Difficulty: crisis.Normal}
	var agents []*MCTS
	mk := func(q int) Bot {
		if q == 1 {
			return NewHeuristic(7)
		}
		m := NewMCTS(8, 3)
		agents = append(agents, m)
		return m
	}
	requireSameSearchGames(t, cfg, mk, &agents, 8)
}

// requireSameSearchGames plays cfg twice with the seats mk makes and
// requires the same actions both times, and that the first search agent
// made (appended to agents by mk) searched every decision at budget
// iterations.
func requireSameSearchGames(t *testing.T, cfg crisis.Config, mk func(q int) Bot, agents *[]*MCTS, budget int) {
	t.Helper()
	a := playChecked(t, cfg, mk)
	b := playChecked(t, cfg, mk)
	require.Equal(t, a, b)
	decisions, iterations := (*agents)[0].Searched()
	require.Positive(t, decisions)
	require.Equal(t, budget*decisions, iterations)
}

// TestMCTSDiffersFromItsRollouts: with a budget the agent does not just
// play the heuristic's choice: over a game some of its choices differ.
func TestMCTSDiffersFromItsRollouts(t *testing.T) {
	cfg := crisis.Config{Players: 2, Seed: 9, Difficulty: crisis.Normal}
	s, err := crisis.New(cfg)
	require.NoError(t, err)
	m, h := NewMCTS(50, 1), NewHeuristic(2)
	var v crisis.View
	differ, decisions := 0, 0
	for !s.Over() {
		p := s.ToMove()
		s.ViewInto(p, &v)
		if len(v.Legal(nil)) > 1 {
			decisions++
			if act(m, &v) != h.Act(&v) {
				differ++
			}
		}
		require.NoError(t, s.Apply(h.Act(&v)))
	}
	t.Logf("%d of %d choices differ from the heuristic's", differ, decisions)
	require.Positive(t, differ)
}

// TestDeterminizerMatchesHeuristicGames samples positions of heuristic
// games (which last longer than random ones, to Dwindling Supplies and
// the deck's last tiers): every sample's View is the real View, Check
// passes, and the sample's legal actions are the real ones.
func TestDeterminizerMatchesHeuristicGames(t *testing.T) {
	var d crisis.Determinizer
	var sample crisis.State
	var v crisis.View
	positions := 0
	for p := 1; p <= crisis.MaxPlayers; p++ {
		for diff := crisis.Beginner; diff < crisis.NumDifficulties; diff++ {
			for i := uint64(0); i < 3; i++ {
				s, err := crisis.New(crisis.Config{Players: p, Seed: 77 + i, Difficulty: diff})
				require.NoError(t, err)
				bots := make([]Bot, p)
				for q := range bots {
					bots[q] = NewHeuristic(i*4 + uint64(q))
				}
				for n := 0; !s.Over(); n++ {
					q := s.ToMove()
					s.ViewInto(q, &v)
					if n%7 == 0 {
						positions++
						require.NoError(t, d.Reset(&v))
						d.Determinize(&sample, search.DeriveSeed(i, uint64(n)))
						require.NoError(t, sample.Check())
						require.True(t, sample.View(q) == v, "%d players, %s, action %d: the sample's View differs", p, diff, n)
						require.Equal(t, s.Legal(nil), sample.Legal(nil))
					}
					require.NoError(t, s.Apply(act(bots[q], &v)))
				}
			}
		}
	}
	require.Greater(t, positions, 1000)
	t.Logf("%d positions", positions)
}
