package bot

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/stretchr/testify/require"
)

func heuristics(n int, seed uint64) []Bot {
	bots := make([]Bot, n)
	for p := range bots {
		bots[p] = NewHeuristic(seed + uint64(p))
	}
	return bots
}

// TestHeuristicFinishesFourPlayerGamesInRealisticRounds: real four-player
// games last about 8 to 12 rounds. The heuristic bots must finish every
// game and average at most two rounds more (four heuristic bots build
// their engines for a round or so longer than players do); the
// distribution is logged.
func TestHeuristicFinishesFourPlayerGamesInRealisticRounds(t *testing.T) {
	const games = 500
	hist := map[int]int{}
	total := 0
	var tableau, cardVP, vp float64
	for g := 0; g < games; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g)})
		require.NoError(t, err)
		require.NoError(t, Play(&s, heuristics(4, uint64(g))))
		r := s.Result()
		require.True(t, r.Finished, "game %d stopped by the round cap", g)
		hist[r.Rounds]++
		total += r.Rounds
		for p := 0; p < 4; p++ {
			v := s.View(p)
			tableau += float64(v.TableauSize(p))
			cardVP += float64(r.Scores[p].CardVP)
			vp += float64(r.Scores[p].Total)
		}
	}
	mean := float64(total) / games
	var keys []int
	for k := range hist {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, " %d:%d", k, hist[k])
	}
	t.Logf("rounds per game (rounds:games):%s; mean %.2f", b.String(), mean)
	t.Logf("per player at the end: %.1f cards in play, %.1f card VP, %.1f VP", tableau/4/games, cardVP/4/games, vp/4/games)
	require.GreaterOrEqual(t, mean, 8.0)
	require.LessOrEqual(t, mean, 14.0)
}

// TestBotsAreSeeded: the same seeds give the same game.
func TestBotsAreSeeded(t *testing.T) {
	for _, mk := range []func(uint64) Bot{
		func(s uint64) Bot { return NewHeuristic(s) },
		func(s uint64) Bot { return NewRandom(s) },
	} {
		var recs [2]expedition.Record
		for i := range recs {
			s, err := expedition.New(expedition.Config{Players: 3, Seed: 5})
			require.NoError(t, err)
			bots := []Bot{mk(1), mk(2), mk(3)}
			require.NoError(t, Play(&s, bots, Recording(&recs[i])))
		}
		require.Equal(t, recs[0].Actions, recs[1].Actions)
	}
}

// TestHeuristicBeatsRandom: the heuristic bot wins more than 4 games in 5
// against three random bots.
func TestHeuristicBeatsRandom(t *testing.T) {
	wins := 0
	const games = 200
	for g := 0; g < games; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g)})
		require.NoError(t, err)
		seat := g % 4
		bots := []Bot{NewRandom(uint64(g)), NewRandom(uint64(g) + 1), NewRandom(uint64(g) + 2), NewRandom(uint64(g) + 3)}
		bots[seat] = NewHeuristic(uint64(g))
		require.NoError(t, Play(&s, bots))
		if s.Result().Won(seat) {
			wins++
		}
	}
	require.Greater(t, wins, games*4/5, "heuristic won %d of %d (a random seat wins 1 in 4)", wins, games)
}

// TestBotsDecideFromTheirView: a bot given another player's view has no
// legal action to pick from (View.Legal is empty), so it cannot act for
// someone else; and the heuristic bot's choice is always legal.
func TestBotsDecideFromTheirView(t *testing.T) {
	s, err := expedition.New(expedition.Config{Players: 2, Seed: 3})
	require.NoError(t, err)
	v := s.View(1)
	require.Empty(t, v.Legal(nil))
	h := NewHeuristic(1)
	for i := 0; i < 200 && !s.Over(); i++ {
		p := s.ToMove()
		v := s.View(p)
		a := h.Act(&v)
		require.Contains(t, s.Legal(nil), a)
		require.NoError(t, s.Apply(a))
	}
}

// TestHeuristicUsesActionsInEveryActionPhase: in seeded four-player games
// between heuristic bots, blue-card actions come back every Action phase
// (Ruling E9): some card's action is used in three or more Action phases of
// one game.
func TestHeuristicUsesActionsInEveryActionPhase(t *testing.T) {
	const games = 40
	best, often := 0, 0 // most Action phases one card was used in; games with a card used in 3+
	for g := 0; g < games; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g)})
		require.NoError(t, err)
		bots := heuristics(4, uint64(g))
		phases := map[int16]map[int]bool{} // card -> rounds whose Action phase used it
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			a := act(bots[p], &v)
			if a.Kind == expedition.ActUseAction {
				if phases[a.Card] == nil {
					phases[a.Card] = map[int]bool{}
				}
				phases[a.Card][s.Round()] = true
			}
			require.NoError(t, s.Apply(a))
		}
		most := 0
		for _, rounds := range phases {
			most = max(most, len(rounds))
		}
		best = max(best, most)
		if most >= 3 {
			often++
		}
	}
	t.Logf("a card's action used in up to %d Action phases of one game; in 3 or more in %d of %d games", best, often, games)
	require.GreaterOrEqual(t, best, 3)
}
