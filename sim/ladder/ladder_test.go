package ladder_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/ladder"
	"github.com/stretchr/testify/require"
)

// dieEngine is a game of dice: every side rolls one die per point of its
// agent's strength and places by its best roll, ties sharing a place.
type dieEngine struct{ sides, pools int }

var strength = map[string]int{"one": 1, "two": 2, "three": 3}

func (e dieEngine) Name() string  { return "dice-ladder" }
func (e dieEngine) Setup() string { return fmt.Sprintf("sides=%d", e.sides) }
func (e dieEngine) Sides() int    { return e.sides }
func (e dieEngine) Pools() []string {
	out := make([]string, e.pools)
	for k := range out {
		out[k] = fmt.Sprint("pool ", k)
	}
	return out
}

func (e dieEngine) CheckAgent(name string) error {
	if strength[name] == 0 {
		return fmt.Errorf("dice: unknown agent %q (want one, two or three)", name)
	}
	return nil
}

// Definition names "three" with its dice, as a registry names a tier
// with a definition, and the others by name alone.
func (e dieEngine) Definition(name string) (string, error) {
	if err := e.CheckAgent(name); err != nil {
		return "", err
	}
	if name == "three" {
		return name + " (3 dice)", nil
	}
	return name, nil
}

func (e dieEngine) Play(pool int, agents []string, seed uint64, places []int) error {
	rng := dice.New(sim.EngineSeed(seed))
	best := make([]int, len(agents))
	for s, a := range agents {
		for range strength[a] {
			best[s] = max(best[s], 1+rng.Intn(6))
		}
	}
	for s := range places {
		places[s] = 0
		for t := range best {
			if best[t] > best[s] {
				places[s]++
			}
		}
	}
	return nil
}

func study(t *testing.T, sides, pools int, agents ...string) *ladder.Study {
	t.Helper()
	st, err := ladder.New(dieEngine{sides: sides, pools: pools}, agents)
	require.NoError(t, err)
	return st
}

// The fingerprint names each agent as the engine's Definition does.
func TestFingerprintNamesTheAgentsDefinitions(t *testing.T) {
	require.Equal(t, "sides=2 agents=one,two", study(t, 2, 1, "one", "two").Fingerprint())
	require.Equal(t, "sides=2 agents=one,three (3 dice)", study(t, 2, 1, "one", "three").Fingerprint())
}

func TestTablesCoverEveryChoiceOfAgents(t *testing.T) {
	require.Equal(t, [][]int{{0, 1}, {0, 2}, {1, 2}}, ladder.Tables(3, 2))
	require.Equal(t, [][]int{{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}}, ladder.Tables(4, 3))
	// Fewer agents than sides: every multiset with two different agents.
	require.Equal(t, [][]int{{0, 0, 0, 1}, {0, 0, 1, 1}, {0, 1, 1, 1}}, ladder.Tables(2, 4))
}

func TestEveryAgentHoldsEverySideEquallyOverACycle(t *testing.T) {
	for _, c := range []struct{ sides, agents int }{{2, 3}, {3, 3}, {4, 2}, {3, 2}} {
		names := []string{"one", "two", "three"}[:c.agents]
		st := study(t, c.sides, 2, names...)
		held := map[[2]int]int{}
		pools := map[int]int{}
		for i := range st.Cycle() {
			pool, sides := st.Seating(i)
			pools[pool]++
			for s, a := range sides {
				held[[2]int{a, s}]++
			}
		}
		for a := range c.agents {
			for s := 1; s < c.sides; s++ {
				require.Equal(t, held[[2]int{a, 0}], held[[2]int{a, s}], "agent %d side %d of %+v", a, s, c)
			}
		}
		require.Equal(t, pools[0], pools[1])
	}
}

func TestNewRefusesBadAgents(t *testing.T) {
	_, err := ladder.New(dieEngine{sides: 2, pools: 1}, []string{"one"})
	require.ErrorContains(t, err, "at least two agents")
	_, err = ladder.New(dieEngine{sides: 2, pools: 1}, []string{"one", "four"})
	require.EqualError(t, err, `dice: unknown agent "four" (want one, two or three)`)
	_, err = ladder.New(dieEngine{sides: 2, pools: 1}, []string{"one", "one"})
	require.ErrorContains(t, err, "agent one given twice")
}

func summaryBytes(t *testing.T, s sim.Summary[*ladder.Acc]) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, sim.WriteSummary(&buf, s))
	return buf.Bytes()
}

func TestLadderIsTheSameOnOneAndTwoWorkersAndItsShardsMergeToIt(t *testing.T) {
	st := study(t, 3, 2, "one", "two", "three")
	cfg := sim.Config{Games: 600, Seed: 7, Workers: 1}
	one, err := sim.Run(context.Background(), cfg, st)
	require.NoError(t, err)
	cfg.Workers = 2
	two, err := sim.Run(context.Background(), cfg, st)
	require.NoError(t, err)
	whole := summaryBytes(t, one)
	require.Equal(t, string(whole), string(summaryBytes(t, two)))

	reg := sim.NewRegistry()
	sim.Register(reg, st.Name(), ladder.Outputs("Dice ladder"))
	var inputs []sim.Input
	for k := range 3 {
		cfg.Shard = sim.Shard{Index: uint64(k), Count: 3}
		s, err := sim.Run(context.Background(), cfg, st)
		require.NoError(t, err)
		inputs = append(inputs, sim.Input{Name: fmt.Sprint("shard ", k), R: bytes.NewReader(summaryBytes(t, s))})
	}
	merged, err := reg.Merge(inputs...)
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, merged.WriteJSON(&buf))
	require.Equal(t, string(whole), buf.String())
}

func TestStrongerAgentsRateHigher(t *testing.T) {
	st := study(t, 2, 1, "one", "two", "three")
	s, err := sim.Run(context.Background(), sim.Config{Games: 3000, Seed: 1}, st)
	require.NoError(t, err)
	r, err := ladder.NewReport(s)
	require.NoError(t, err)
	require.Equal(t, ladder.ModelBradleyTerry, r.Model)
	require.Equal(t, []string{"three", "two", "one"}, []string{r.Ratings[0].Name, r.Ratings[1].Name, r.Ratings[2].Name})
	for _, x := range r.Ratings {
		require.Equal(t, 2000.0, x.Games) // 3000 games, each agent in two of every three
	}
	require.Greater(t, *r.Matrix[2][0].Score, 0.5)
}

// TestRatingsOfAHandComputedLadder checks the report of four games: agent
// a beats b three times, b beats a once.
//
// Bradley-Terry with the default prior (each agent one virtual drawn
// game against a reference of strength 1) gives, by the symmetry of the
// results, γ_b = 1/γ_a = 1/g, where g solves a's likelihood equation
// (wins and half the virtual game = expected wins):
//
//	3.5 = 4·g²/(g²+1) + g/(g+1)  →  g = 1.6071
//
// so a is rated 400·log10 g = +82.4 and b -82.4. The Fisher information
// of (ln γ_a, ln γ_b) is 4·p(1-p) = 0.80468 on the pair (p = g²/(g²+1) =
// 0.72097) plus q(1-q) = 0.23645 of the prior on each diagonal (q =
// g/(g+1)): [[1.04113, -0.80468], [-0.80468, 1.04113]], whose inverse is
// [[2.38551, 1.84374], [1.84374, 2.38551]]. Centred (C - row means -
// column means + mean, the mean 2.11463) the variance of a's rating is
// 0.27088, so its 95% half-width is 1.96·√0.27088·400/ln 10 = 177.2
// points, and that of a − b (variance 4·0.27088) 354.4 around 164.9.
// The cell a against b is 3-0-1: 75%, Wilson interval [30.1%, 95.4%].
// Side 1 placed first in game 0 only (a won games 0, 1 and 3, sitting
// on side 1 in games 0 and 2).
func TestRatingsOfAHandComputedLadder(t *testing.T) {
	acc := ladder.NewAcc([]string{"a", "b"}, []string{"mirror"}, 2)
	for k, placeOfA := range []int{0, 0, 1, 0} {
		sides, places := []int{0, 1}, []int{placeOfA, 1 - placeOfA}
		if k%2 == 1 {
			sides, places = []int{1, 0}, []int{1 - placeOfA, placeOfA}
		}
		require.NoError(t, acc.Record(0, sides, places))
	}
	r, err := ladder.NewReport(sim.Summary[*ladder.Acc]{Schema: sim.SummarySchema, Game: "dice-ladder", Games: 4, Stop: sim.StopGames, Acc: acc})
	require.NoError(t, err)
	a := r.Ratings[0]
	require.Equal(t, "a", a.Name)
	require.InDelta(t, 82.4, a.Elo, 0.1)
	require.InDelta(t, 82.4-177.2, a.Lo, 0.2)
	require.InDelta(t, 82.4+177.2, a.Hi, 0.2)
	require.InDelta(t, 164.9, *a.AboveNext, 0.2)
	require.InDelta(t, 164.9-354.4, a.AboveNextCI[0], 0.3)
	require.InDelta(t, -82.4, r.Ratings[1].Elo, 0.1)
	require.Nil(t, r.Ratings[1].AboveNext)
	cell := r.Matrix[0][1]
	require.Equal(t, [4]int64{4, 3, 0, 1}, [4]int64{cell.Games, cell.Wins, cell.Draws, cell.Losses})
	require.InDelta(t, 0.301, cell.CI95[0], 0.001)
	require.InDelta(t, 0.954, cell.CI95[1], 0.001)
	require.Nil(t, r.Matrix[0][0].Score)
	require.Equal(t, []int64{1, 3}, []int64{r.Firsts[0].Rate.Successes, r.Firsts[1].Rate.Successes})
}

func TestMultiplayerLaddersUsePlackettLuceAndAgentsOnSeveralSidesPlaceAsTheirBest(t *testing.T) {
	acc := ladder.NewAcc([]string{"a", "b"}, []string{"mirror"}, 4)
	// a holds sides 0, 1 and 3; b side 2; a's side 3 wins.
	require.NoError(t, acc.Record(0, []int{0, 0, 1, 0}, []int{1, 1, 1, 0}))
	require.Equal(t, int64(1), acc.All.Cell(0, 1).Wins)
	r, err := ladder.NewReport(sim.Summary[*ladder.Acc]{Games: 1, Stop: sim.StopGames, Acc: acc})
	require.NoError(t, err)
	require.Equal(t, ladder.ModelPlackettLuce, r.Model)
	require.Equal(t, "a", r.Ratings[0].Name)
}

func TestReportsPrintInEveryFormat(t *testing.T) {
	st := study(t, 2, 2, "one", "three")
	s, err := sim.Run(context.Background(), sim.Config{Games: 40, Seed: 3}, st)
	require.NoError(t, err)
	for _, f := range []sim.Format{sim.FormatTable, sim.FormatJSON, sim.FormatCSV} {
		var buf bytes.Buffer
		require.NoError(t, ladder.WriteReport(&buf, "Dice ladder", s, sim.ReportOptions{Format: f}))
		require.NotEmpty(t, buf.String())
		if f == sim.FormatTable {
			require.True(t, strings.HasPrefix(buf.String(), "Dice ladder: 40 games"), buf.String())
			require.Contains(t, buf.String(), "Ratings on pool 1")
		}
	}
}
