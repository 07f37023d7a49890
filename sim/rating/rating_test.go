package rating_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/rating"
)

// add adds n copies of r to t.
func add(t *testing.T, tally *rating.Tally, n int, r rating.Result) {
	t.Helper()
	for range n {
		require.NoError(t, tally.Add(r))
	}
}

const z = sim.Z95

// Two agents: the maximum-likelihood strengths have the ratio of their
// scores, and the variance of the log-ratio is 1/(n·p·(1-p)).
func TestBradleyTerryTwoAgentsClosedForm(t *testing.T) {
	for _, draws := range []int{0, 10} {
		tally := rating.NewTally("a", "b")
		add(t, tally, 30-draws/2, rating.Win(0, 1))
		add(t, tally, draws, rating.Draw(0, 1))
		add(t, tally, 10-draws/2, rating.Win(1, 0))
		r, err := tally.BradleyTerry(rating.Options{NoPrior: true})
		require.NoError(t, err)
		// Score 30 of 40 either way (a draw is half a win).
		d, lo, hi := r.Diff(0, 1)
		assert.InDelta(t, 400*math.Log10(3), d, 1e-6, "draws %d", draws)
		half := z * rating.EloPerNat / math.Sqrt(40*0.75*0.25)
		assert.InDelta(t, d-half, lo, 1e-6)
		assert.InDelta(t, d+half, hi, 1e-6)
		assert.InDelta(t, 200*math.Log10(3), r.Elo(0), 1e-6, "centred")
		assert.InDelta(t, -200*math.Log10(3), r.Elo(1), 1e-6)
		lo0, hi0 := r.Interval(0)
		assert.InDelta(t, half/2, (hi0-lo0)/2, 1e-6, "the centred rating is half the difference")
		assert.InDelta(t, 0.75, r.WinProbability(0, 1), 1e-9)
		assert.InDelta(t, 1/(1+math.Pow(10, -d/400)), r.WinProbability(0, 1), 1e-9, "the Elo scale")
	}
}

// Three agents computed by hand.
func TestBradleyTerryThreeAgentsByHand(t *testing.T) {
	// a beats b and c 3-1, b and c draw 2-2 (two wins each): b and c are
	// alike, γ = (x, 1, 1), and a's equation 6 = 8x/(x+1) gives x = 3.
	tally := rating.NewTally("a", "b", "c")
	add(t, tally, 3, rating.Win(0, 1))
	add(t, tally, 1, rating.Win(1, 0))
	add(t, tally, 3, rating.Win(0, 2))
	add(t, tally, 1, rating.Win(2, 0))
	add(t, tally, 2, rating.Win(1, 2))
	add(t, tally, 2, rating.Win(2, 1))
	r, err := tally.BradleyTerry(rating.Options{NoPrior: true})
	require.NoError(t, err)
	assert.InDelta(t, 3, r.Strength(0)/r.Strength(1), 1e-8)
	assert.InDelta(t, 1, r.Strength(1)/r.Strength(2), 1e-8)
	assert.InDelta(t, 2*rating.EloPerNat*math.Log(3)/3, r.Elo(0), 1e-6)

	// A chain: a beats b 2-1, b beats c 3-1, a and c never meet. The
	// likelihood splits: γa/γb = 2, γb/γc = 3, and the two log-ratios are
	// independent with variances 1/(3·2/3·1/3) = 3/2 and 1/(4·3/4·1/4) = 4/3.
	tally = rating.NewTally("a", "b", "c")
	add(t, tally, 2, rating.Win(0, 1))
	add(t, tally, 1, rating.Win(1, 0))
	add(t, tally, 3, rating.Win(1, 2))
	add(t, tally, 1, rating.Win(2, 1))
	r, err = tally.BradleyTerry(rating.Options{NoPrior: true})
	require.NoError(t, err)
	for _, c := range []struct {
		i, j       int
		ratio, vAr float64
	}{{0, 1, 2, 1.5}, {1, 2, 3, 4.0 / 3}, {0, 2, 6, 1.5 + 4.0/3}} {
		d, lo, hi := r.Diff(c.i, c.j)
		assert.InDelta(t, rating.EloPerNat*math.Log(c.ratio), d, 1e-6, "%d-%d", c.i, c.j)
		assert.InDelta(t, z*rating.EloPerNat*math.Sqrt(c.vAr), (hi-lo)/2, 1e-6, "%d-%d", c.i, c.j)
	}
}

// Ratings from many games between agents of known strength recover the
// strengths within their intervals.
func TestBradleyTerryRecoversKnownStrengths(t *testing.T) {
	elo := []float64{-150, 0, 50, 300}
	tally := rating.NewTally("w", "x", "y", "z")
	var s uint64 = 1
	next := func() float64 { // a small LCG: enough for coin flips
		s = s*6364136223846793005 + 1442695040888963407
		return float64(s>>11) / (1 << 53)
	}
	for g := range 24000 {
		i, j := g%4, (g/4)%4
		if i == j {
			continue
		}
		if next() < 1/(1+math.Pow(10, (elo[j]-elo[i])/400)) {
			require.NoError(t, tally.Add(rating.Win(i, j)))
		} else {
			require.NoError(t, tally.Add(rating.Win(j, i)))
		}
	}
	r, err := tally.BradleyTerry(rating.Options{})
	require.NoError(t, err)
	for i := 1; i < 4; i++ {
		d, lo, hi := r.Diff(i, 0)
		assert.True(t, lo <= elo[i]-elo[0] && elo[i]-elo[0] <= hi, "%d: %.0f [%.0f, %.0f] against %.0f", i, d, lo, hi, elo[i]-elo[0])
		assert.Less(t, hi-lo, 40.0)
	}
}

// An agent that never loses has no finite maximum-likelihood rating: the
// fit without a prior says so, and the default prior keeps it finite and
// on top.
func TestAgentThatNeverLoses(t *testing.T) {
	tally := rating.NewTally("best", "mid", "low")
	add(t, tally, 20, rating.Win(0, 1))
	add(t, tally, 20, rating.Win(0, 2))
	add(t, tally, 12, rating.Win(1, 2))
	add(t, tally, 8, rating.Win(2, 1))
	for _, fit := range []func(rating.Options) (*rating.Ratings, error){tally.BradleyTerry, tally.PlackettLuce} {
		_, err := fit(rating.Options{NoPrior: true})
		assert.ErrorIs(t, err, rating.ErrDegenerate)
		assert.ErrorContains(t, err, `"best" never placed below`)
		r, err := fit(rating.Options{})
		require.NoError(t, err)
		lo, hi := r.Interval(0)
		assert.False(t, math.IsInf(hi, 0) || math.IsNaN(hi))
		assert.Greater(t, r.Elo(0), r.Elo(1))
		assert.Greater(t, lo, r.Elo(1))
		assert.Equal(t, rating.DefaultPrior, r.Prior())
		assert.Equal(t, "best", r.Table()[0].Name)
	}
	// An agent with no games at all: ErrDegenerate without a prior, the
	// reference rating with a wide interval with one.
	tally = rating.NewTally("a", "b", "idle")
	add(t, tally, 5, rating.Win(0, 1))
	add(t, tally, 5, rating.Win(1, 0))
	_, err := tally.BradleyTerry(rating.Options{NoPrior: true})
	assert.ErrorIs(t, err, rating.ErrDegenerate)
	r, err := tally.BradleyTerry(rating.Options{})
	require.NoError(t, err)
	lo, hi := r.Interval(2)
	assert.InDelta(t, r.Elo(0), r.Elo(2), 1e-6)
	assert.Greater(t, hi-lo, 1000.0)
}

// Plackett-Luce by hand: three agents, a finishes first in 4 games of 8
// (each order of b and c behind it twice), second in 2 and last in 2, b and
// c alike. With γ = (x, 1, 1) a's equation x·(8/(x+2) + 4/(x+1)) = 6 is
// 3x² - x - 6 = 0: x = (1+√73)/6.
func TestPlackettLuceByHand(t *testing.T) {
	tally := rating.NewTally("a", "b", "c")
	order := func(first, second, third int) rating.Result {
		return rating.Result{{first, 0}, {second, 1}, {third, 2}}
	}
	add(t, tally, 2, order(0, 1, 2))
	add(t, tally, 2, order(0, 2, 1))
	add(t, tally, 1, order(1, 0, 2))
	add(t, tally, 1, order(2, 0, 1))
	add(t, tally, 1, order(1, 2, 0))
	add(t, tally, 1, order(2, 1, 0))
	r, err := tally.PlackettLuce(rating.Options{NoPrior: true})
	require.NoError(t, err)
	x := (1 + math.Sqrt(73)) / 6
	assert.InDelta(t, x, r.Strength(0)/r.Strength(1), 1e-8)
	assert.InDelta(t, 1, r.Strength(1)/r.Strength(2), 1e-8)
	assert.InDelta(t, 8.0, float64(tally.Played(0)), 0)
}

// On two-agent games Plackett-Luce is Bradley-Terry, draws included (a tie
// is the average of its two orders: half a win each).
func TestPlackettLuceOnDuelsIsBradleyTerry(t *testing.T) {
	tally := rating.NewTally("a", "b", "c")
	add(t, tally, 7, rating.Win(0, 1))
	add(t, tally, 3, rating.Win(1, 0))
	add(t, tally, 4, rating.Draw(0, 1))
	add(t, tally, 5, rating.Win(1, 2))
	add(t, tally, 6, rating.Win(2, 1))
	add(t, tally, 2, rating.Win(2, 0))
	add(t, tally, 1, rating.Draw(2, 0))
	for _, opt := range []rating.Options{{}, {NoPrior: true}, {Prior: 4}} {
		bt, err := tally.BradleyTerry(opt)
		require.NoError(t, err)
		pl, err := tally.PlackettLuce(opt)
		require.NoError(t, err)
		for i := range 3 {
			assert.InDelta(t, bt.Elo(i), pl.Elo(i), 1e-6)
			for j := range 3 {
				_, blo, bhi := bt.Diff(i, j)
				_, plo, phi := pl.Diff(i, j)
				assert.InDelta(t, blo, plo, 1e-6)
				assert.InDelta(t, bhi, phi, 1e-6)
			}
		}
	}
}

// A tie in a multiplayer game counts as the average of its orders.
func TestPlackettLuceTieIsTheAverageOfItsOrders(t *testing.T) {
	tied := rating.NewTally("a", "b", "c", "d")
	orders := rating.NewTally("a", "b", "c", "d")
	for range 3 {
		require.NoError(t, tied.Add(rating.Result{{0, 0}, {1, 0}, {2, 1}, {3, 2}})) // a and b share first
		require.NoError(t, tied.Add(rating.Result{{2, 0}, {3, 1}, {0, 1}, {1, 1}})) // b, d and a share second
		for _, o := range [][]int{{0, 1, 2, 3}, {1, 0, 2, 3}} {
			for range 3 { // each order of the first game three times (6 = 2·3)...
				require.NoError(t, orders.Add(rating.Result{{o[0], 0}, {o[1], 1}, {o[2], 2}, {o[3], 3}}))
			}
		}
		for _, o := range [][]int{{3, 0, 1}, {3, 1, 0}, {0, 3, 1}, {0, 1, 3}, {1, 3, 0}, {1, 0, 3}} {
			require.NoError(t, orders.Add(rating.Result{{2, 0}, {o[0], 1}, {o[1], 2}, {o[2], 3}})) // ...and of the second once
		}
	}
	a, err := tied.PlackettLuce(rating.Options{NoPrior: true})
	require.NoError(t, err)
	b, err := orders.PlackettLuce(rating.Options{NoPrior: true})
	require.NoError(t, err)
	// The expanded tally has six times the first game's weight and six
	// times the second's: the same likelihood, times six.
	for i := range 4 {
		assert.InDelta(t, b.Elo(i), a.Elo(i), 1e-6)
	}
	_, lo, hi := a.Diff(0, 3)
	_, blo, bhi := b.Diff(0, 3)
	assert.InDelta(t, (bhi-blo)*math.Sqrt(6), hi-lo, 1e-6, "six times the data: intervals √6 narrower")
}

func TestTallyMergeAndJSON(t *testing.T) {
	all, one, two := rating.NewTally("a", "b", "c"), rating.NewTally("a", "b", "c"), rating.NewTally("a", "b", "c")
	results := []rating.Result{rating.Win(0, 1), rating.Draw(1, 2), {{0, 1}, {1, 0}, {2, 1}}, rating.Win(2, 0)}
	for k, r := range results {
		require.NoError(t, all.Add(r))
		part := one
		if k%2 == 1 {
			part = two
		}
		require.NoError(t, part.Add(r))
	}
	require.NoError(t, one.Merge(two))
	a, err := json.Marshal(all)
	require.NoError(t, err)
	b, err := json.Marshal(one)
	require.NoError(t, err)
	assert.JSONEq(t, string(a), string(b))
	var back rating.Tally
	require.NoError(t, json.Unmarshal(a, &back))
	c, err := json.Marshal(&back)
	require.NoError(t, err)
	assert.JSONEq(t, string(a), string(c))
	assert.Equal(t, rating.Cell{Wins: 0, Draws: 1, Losses: 1}, back.Cell(0, 2)) // a drew with c once and lost once

	assert.ErrorIs(t, one.Merge(rating.NewTally("a", "b")), rating.ErrMismatch)
	for _, bad := range []string{
		`{"agents":["a","b"],"games":1,"played":[1,1],"wins":[[0,1],[0,0]],"draws":[[0,0],[0,0]],"picks":[{"set":[0],"chosen":0,"weight":720}]}`,
		`{"agents":["a","b"],"games":1,"played":[1,1],"wins":[[0,-1],[0,0]],"draws":[[0,0],[0,0]],"picks":[]}`,
		`{"agents":["a","b"],"games":1,"played":[1],"wins":[[0,1],[0,0]],"draws":[[0,0],[0,0]],"picks":[]}`,
		`{"agents":["a","b"],"games":1,"played":[1,1],"wins":[[0,0],[0,0]],"draws":[[0,1],[0,0]],"picks":[]}`,
		`{"agents":`,
	} {
		assert.ErrorIs(t, back.UnmarshalJSON([]byte(bad)), rating.ErrTally, bad)
	}
}

func TestBadResultsAreRefused(t *testing.T) {
	tally := rating.NewTally("a", "b", "c", "d", "e", "f", "g")
	for name, r := range map[string]rating.Result{
		"one agent":   {{0, 0}},
		"out":         {{0, 0}, {7, 1}},
		"twice":       {{1, 0}, {1, 1}},
		"negative":    {{0, -1}, {1, 0}},
		"seven tie":   {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}},
		"negative id": {{-1, 0}, {1, 0}},
	} {
		assert.ErrorIs(t, tally.Add(r), rating.ErrResult, name)
	}
	assert.Zero(t, tally.Games(), "a refused result changes nothing")
	r, err := tally.PlackettLuce(rating.Options{})
	require.NoError(t, err)
	assert.Zero(t, r.Elo(0))
}

// The win-rate matrix's intervals are sim's Wilson intervals.
func TestCellIntervalsAreWilson(t *testing.T) {
	c := rating.Cell{Wins: 60, Losses: 40}
	lo, hi := c.Interval95()
	wlo, whi := sim.Rate{Successes: 60, Trials: 100}.Wilson95()
	assert.Equal(t, [2]float64{wlo, whi}, [2]float64{lo, hi})
	assert.Equal(t, 0.6, c.Score())
	// With draws: from the draws-as-losses lower bound to the
	// draws-as-wins upper bound.
	c = rating.Cell{Wins: 50, Draws: 20, Losses: 30}
	lo, hi = c.Interval95()
	wlo, _ = sim.Rate{Successes: 50, Trials: 100}.Wilson95()
	_, whi = sim.Rate{Successes: 70, Trials: 100}.Wilson95()
	assert.Equal(t, [2]float64{wlo, whi}, [2]float64{lo, hi})
	assert.Equal(t, 0.6, c.Score())
	assert.Equal(t, "0.6000 [0.4038, 0.7811] (50-20-30)", c.String())
}
