package bot

import (
	"fmt"
	"math"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// featureConfig is one kind of Crisis game the feature tests play.
type featureConfig struct {
	players int
	d       crisis.Difficulty
	sets    []cards.Set
}

// String names the configuration in failure messages.
func (c featureConfig) String() string {
	return fmt.Sprintf("%d players, %s, %d sets", c.players, c.d, len(c.sets))
}

// featureConfigs lists every player count and difficulty, with the base
// game and with Discovery.
func featureConfigs() []featureConfig {
	var out []featureConfig
	for p := 1; p <= crisis.MaxPlayers; p++ {
		for d := crisis.Beginner; d < crisis.NumDifficulties; d++ {
			for _, sets := range [][]cards.Set{{cards.SetBase}, {cards.SetBase, cards.SetDiscovery}} {
				out = append(out, featureConfig{p, d, sets})
			}
		}
	}
	return out
}

// playPositions plays a game of heuristic bots of config c from seed and
// calls visit at every position before its action (n counts the
// actions), with the game to decide.
func playPositions(t testing.TB, c featureConfig, seed uint64, visit func(s *crisis.State, n int)) {
	t.Helper()
	s, err := crisis.New(crisis.Config{Players: c.players, Seed: seed, Difficulty: c.d, Sets: c.sets})
	require.NoError(t, err)
	bots := make([]Bot, c.players)
	for p := range bots {
		bots[p] = NewHeuristic(seed*8 + uint64(p))
	}
	ShareTable(bots)
	var v crisis.View
	for n := 0; !s.Over(); n++ {
		visit(&s, n)
		p := s.ToMove()
		s.ViewInto(p, &v)
		require.NoError(t, s.Apply(act(bots[p], &v)))
	}
}

// sameBits reports whether two vectors are equal bit for bit.
func sameBits(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return false
		}
	}
	return true
}

// checkHidden compares the features of player q's View of s with those
// of the same player's View of two samples of the games q cannot tell
// from s (crisis.Determinizer: the project deck, the Crisis deck's order
// and the cards returned to the box, the dummy hand, the generators
// dealt afresh), State and the legal actions' Actions (the heuristic's
// choice included) bit for bit. It returns how many samples differ from
// s.
func checkHidden(t *testing.T, f *Features, s *crisis.State, q int, seed uint64, d *crisis.Determinizer, sample *crisis.State) (differ int) {
	t.Helper()
	var v, sv crisis.View
	s.ViewInto(q, &v)
	want := make([]float32, f.StateLen())
	got := make([]float32, f.StateLen())
	f.State(&v, want)
	legal := v.Legal(nil)
	wantA := make([]float32, len(legal)*f.ActionLen())
	gotA := make([]float32, len(legal)*f.ActionLen())
	f.Actions(&v, legal, wantA)
	require.NoError(t, d.Reset(&v))
	for j := uint64(0); j < 2; j++ {
		d.Determinize(sample, seed*2+j)
		if *sample != *s {
			differ++
		}
		sample.ViewInto(q, &sv)
		f.State(&sv, got)
		require.True(t, sameBits(want, got), "player %d: the state features change with a hidden fact", q)
		require.Equal(t, legal, sv.Legal(nil))
		f.Actions(&sv, legal, gotA)
		for i, a := range legal {
			row := gotA[i*actionLen : (i+1)*actionLen]
			require.True(t, sameBits(wantA[i*actionLen:(i+1)*actionLen], row), "player %d: the features of %v change with a hidden fact", q, a)
		}
	}
	return differ
}

// playOn plays a and b on with heuristic teams seeded alike for up to n
// actions and reports whether player q's state features ever differ
// between them: the hidden facts a sample deals afresh come to show.
func playOn(t *testing.T, f *Features, a, b crisis.State, q, n int, seed uint64) bool {
	t.Helper()
	teams := [2][]Bot{}
	for i := range teams {
		teams[i] = make([]Bot, a.Players())
		for p := range teams[i] {
			teams[i][p] = NewHeuristic(seed*8 + uint64(p))
		}
	}
	fa, fb := make([]float32, f.StateLen()), make([]float32, f.StateLen())
	var va, vb crisis.View
	for k := 0; k < n && !a.Over() && !b.Over(); k++ {
		a.ViewInto(q, &va)
		b.ViewInto(q, &vb)
		f.State(&va, fa)
		f.State(&vb, fb)
		if !sameBits(fa, fb) {
			return true
		}
		for i, s := range []*crisis.State{&a, &b} {
			p := s.ToMove()
			var v crisis.View
			s.ViewInto(p, &v)
			require.NoError(t, s.Apply(act(teams[i][p], &v)))
		}
	}
	return a.Over() != b.Over()
}

// TestFeaturesIgnoreHiddenFacts plays heuristic games of every player
// count, difficulty and set list and, at every sixth position, for every
// player, checks that the features of two samples of the games the player
// cannot tell from the real one (other project and Crisis decks, dummy
// hand and generators) are those of the real game. The samples do differ
// from the game, and playing a sample and the game on makes their
// features part: the hidden facts compared are facts that come to count.
func TestFeaturesIgnoreHiddenFacts(t *testing.T) {
	f := NewFeatures()
	var d crisis.Determinizer
	var sample crisis.State
	checked, samples, differ, tried, parted := 0, 0, 0, 0, 0
	for i, c := range featureConfigs() {
		playPositions(t, c, uint64(100+i), func(s *crisis.State, n int) {
			if n%6 != 0 {
				return
			}
			for q := 0; q < c.players; q++ {
				differ += checkHidden(t, f, s, q, uint64(n*4+q), &d, &sample)
				samples += 2
			}
			checked++
			if n%120 == 0 {
				tried++
				q := s.ToMove()
				if playOn(t, f, *s, sample, q, 400, uint64(n)) {
					parted++
				}
			}
		})
	}
	t.Logf("%d positions, %d samples (%d unlike the game), %d of %d samples played on part from the game", checked, samples, differ, parted, tried)
	require.Greater(t, checked, 1000)
	require.Greater(t, differ, samples*9/10, "the samples deal the hidden facts afresh")
	require.Greater(t, parted, tried/2, "the hidden facts come to show")
}

// TestFeaturesFollowTheTable checks that the features see what the table
// shows: along a game, player 0's state features change at most positions;
// at one position, two players' features differ (each sees the table from
// their seat); and the legal actions of a decision have different
// features, but for the few that do the same thing to the features'
// eyes.
func TestFeaturesFollowTheTable(t *testing.T) {
	f := NewFeatures()
	prev, cur := make([]float32, f.StateLen()), make([]float32, f.StateLen())
	other := make([]float32, f.StateLen())
	var v crisis.View
	var legal []crisis.Action
	positions, changed, seated, unlike := 0, 0, 0, 0
	pairs, same := 0, 0
	for i, c := range featureConfigs() {
		playPositions(t, c, uint64(200+i), func(s *crisis.State, n int) {
			s.ViewInto(0, &v)
			f.State(&v, cur)
			if n > 0 && !sameBits(prev, cur) {
				changed++
			}
			positions++
			copy(prev, cur)
			if c.players > 1 {
				seated++
				s.ViewInto(1, &v)
				f.State(&v, other)
				if !sameBits(cur, other) {
					unlike++
				}
			}
			s.ViewInto(s.ToMove(), &v)
			legal = v.Legal(legal[:0])
			if len(legal) < 2 || len(legal) > 40 {
				return
			}
			rows := make([]float32, len(legal)*f.ActionLen())
			f.Actions(&v, legal, rows)
			vecs := make([][]float32, len(legal))
			for i := range legal {
				vecs[i] = rows[i*actionLen : (i+1)*actionLen]
				for j := range vecs[:i] {
					pairs++
					if sameBits(vecs[i], vecs[j]) {
						same++
					}
				}
			}
		})
	}
	t.Logf("%d positions: %d changed; %d of %d seat pairs unlike; %d of %d action pairs alike", positions, changed, unlike, seated, same, pairs)
	require.Greater(t, changed, positions*3/5, "the state features follow the game")
	require.Equal(t, seated, unlike, "two seats see the table from their own places")
	require.Less(t, same, pairs/50, "the actions of a decision have their own features")
}

// TestFeaturesAreFiniteAndScaled checks, at every position of heuristic
// games of every kind and for every player, the lengths and that every
// state feature and every row Actions writes is finite and within
// [-10, 10], with one heuristic's choice among the legal actions.
func TestFeaturesAreFiniteAndScaled(t *testing.T) {
	f := NewFeatures()
	require.Equal(t, "crisis/2", f.Schema())
	require.Equal(t, 86, f.ActionLen())
	st := make([]float32, f.StateLen())
	var ac []float32
	var v crisis.View
	var legal []crisis.Action
	ok := func(xs []float32) bool {
		for _, x := range xs {
			if math.IsNaN(float64(x)) || math.Abs(float64(x)) > 10 {
				return false
			}
		}
		return true
	}
	positions, actions := 0, 0
	for i, c := range featureConfigs() {
		for g := 0; g < 2; g++ {
			playPositions(t, c, uint64(300+10*i+g), func(s *crisis.State, n int) {
				for q := 0; q < c.players; q++ {
					s.ViewInto(q, &v)
					f.State(&v, st)
					require.True(t, ok(st), "%v, action %d, player %d: %v", c, n, q, st)
				}
				positions++
				s.ViewInto(s.ToMove(), &v)
				legal = v.Legal(legal[:0])
				ac = append(ac[:0], make([]float32, len(legal)*actionLen)...)
				f.Actions(&v, legal, ac)
				chosen := 0
				for i, a := range legal {
					row := ac[i*actionLen : (i+1)*actionLen]
					require.True(t, ok(row), "%v, action %d, %v: %v", c, n, a, row)
					require.True(t, row[aHeuristic] == 0 || row[aHeuristic] == 1)
					chosen += int(row[aHeuristic])
					actions++
				}
				require.Equal(t, 1, chosen, "%v, action %d: the heuristic's choice", c, n)
			})
		}
	}
	t.Logf("%d positions, %d actions", positions, actions)
	require.Greater(t, positions, 10000)
}

// TestHeuristicFeatureIsANewBotsChoice checks that Actions marks the
// action a new heuristic bot would choose from the same View, at every
// decision of heuristic games of every kind: its pooled heuristic carries
// nothing from one decision, seat or game to the next. The team that plays
// the games (linked, remembering the game) mostly agrees with it.
func TestHeuristicFeatureIsANewBotsChoice(t *testing.T) {
	f := NewFeatures()
	var v crisis.View
	var legal []crisis.Action
	var ac []float32
	decisions, agree := 0, 0
	for i, c := range featureConfigs() {
		team := make([]Bot, c.players)
		for p := range team {
			team[p] = NewHeuristic(uint64(500+i)*8 + uint64(p))
		}
		ShareTable(team)
		playPositions(t, c, uint64(500+i), func(s *crisis.State, n int) {
			s.ViewInto(s.ToMove(), &v)
			legal = v.Legal(legal[:0])
			if len(legal) < 2 {
				return
			}
			ac = append(ac[:0], make([]float32, len(legal)*actionLen)...)
			f.Actions(&v, legal, ac)
			want := NewHeuristic(0).Choose(&v, legal)
			got := -1
			for i := range legal {
				if ac[i*actionLen+aHeuristic] == 1 {
					got = i
				}
			}
			require.GreaterOrEqual(t, got, 0)
			require.Equal(t, want, legal[got], "%v, action %d", c, n)
			decisions++
			if team[s.ToMove()].Choose(&v, legal) == want {
				agree++
			}
		})
	}
	t.Logf("%d decisions with a choice; the playing team's bot chose the same in %d", decisions, agree)
	require.Greater(t, decisions, 5000)
	require.Greater(t, agree, decisions*9/10)
}

// TestFeaturesAllocateNothing measures State and Actions on the decisions
// of games of one and four players.
func TestFeaturesAllocateNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's sync.Pool drops items at random: allocation counts mean nothing")
	}
	f := NewFeatures()
	st := make([]float32, f.StateLen())
	for _, n := range []int{1, 4} {
		views := decisionViews(t, n, 3)
		require.NotEmpty(t, views)
		for i := 0; i < len(views); i += max(len(views)/20, 1) {
			v := &views[i]
			legal := v.Legal(nil)
			ac := make([]float32, len(legal)*f.ActionLen())
			allocs := testing.AllocsPerRun(10, func() {
				f.State(v, st)
				f.Actions(v, legal, ac)
			})
			require.Zero(t, allocs, "%d players, decision %d", n, i)
		}
	}
}

// BenchmarkFeatures is the cost of a learned decision's features: State
// and Actions, at turns of the middle of a game of
// four players (the decisions with the most actions).
func BenchmarkFeatures(b *testing.B) {
	f := NewFeatures()
	st := make([]float32, f.StateLen())
	var ac []float32
	views := decisionViews(b, 4, 3)
	type decision struct {
		v     *crisis.View
		legal []crisis.Action
	}
	var ds []decision
	for i := len(views) / 3; i < 2*len(views)/3; i++ {
		if legal := views[i].Legal(nil); len(legal) >= 10 {
			ds = append(ds, decision{&views[i], legal})
		}
	}
	require.NotEmpty(b, ds)
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := ds[i%len(ds)]
		f.State(d.v, st)
		if n := len(d.legal) * actionLen; len(ac) < n {
			ac = make([]float32, n)
		}
		f.Actions(d.v, d.legal, ac[:len(d.legal)*actionLen])
		actions += len(d.legal)
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/op")
}
