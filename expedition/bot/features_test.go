package bot

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// featureConfigs are the games the feature tests play: every player count,
// with Discovery (awards and milestones, upgraded phase cards, the draft,
// the dummy hand) and Foundations (the infrastructure track) on and off.
func featureConfigs() []expedition.Config {
	found := []cards.Set{cards.SetBase, cards.SetFoundations}
	cfgs := []expedition.Config{
		{Players: 2},
		{Players: 2, Sets: discovery},
		{Players: 2, Sets: discovery, Draft: true, DummyHand: true, Redraw: true},
		{Players: 2, Sets: found, Infrastructure: expedition.On},
		{Players: 2, Sets: allSets, Infrastructure: expedition.On},
		{Players: 3, Sets: discovery},
		{Players: 3, Sets: found, Infrastructure: expedition.On, Redraw: true},
		{Players: 4},
		{Players: 4, Sets: allSets, Draft: true},
		{Players: 5, Sets: found},
		{Players: 5, Sets: allSets},
		{Players: 6, Sets: allSets, Redraw: true},
	}
	for i := range cfgs {
		cfgs[i].Seed = uint64(100 + i)
	}
	return cfgs
}

// featureCase names a configuration in a subtest.
func featureCase(cfg expedition.Config) string {
	return fmt.Sprintf("%dp-%v-infra%v-draft%v-dummy%v", cfg.Players, cfg.Sets, cfg.Infrastructure, cfg.Draft, cfg.DummyHand)
}

// encoded is the features of one View: its state and each legal action's.
type encoded struct {
	legal   []expedition.Action
	state   []float32
	actions [][]float32
}

// encode returns the features of v, its actions' through Actions.
func encode(f *Features, v *expedition.View) encoded {
	e := encoded{legal: v.Legal(nil), state: make([]float32, f.StateLen())}
	f.State(v, e.state)
	rows := make([]float32, len(e.legal)*f.ActionLen())
	f.Actions(v, e.legal, rows)
	for i := range e.legal {
		e.actions = append(e.actions, rows[i*f.ActionLen():(i+1)*f.ActionLen()])
	}
	return e
}

// checkHeuristicFeatures fails unless Actions' rows of v (e) are Action's
// with the heuristic's two features added: the action a heuristic fresh
// from seed scorerSeed chooses has a 1 and the best score (0), and every
// other action a 0 and a score within [-5, 0].
func checkHeuristicFeatures(t *testing.T, f *Features, v *expedition.View, e encoded) {
	t.Helper()
	if len(e.legal) == 0 {
		return
	}
	own := make([]float32, f.ActionLen())
	for i, a := range e.legal {
		f.Action(v, a, own)
		require.True(t, sameBits(own[:aHeuristic], e.actions[i][:aHeuristic]), "%v: Actions' row begins with Action's", a)
		require.Zero(t, own[aHeuristic])
		require.Zero(t, own[aHeuristicTop])
	}
	top := NewHeuristic(scorerSeed).Choose(v, slices.Clone(e.legal))
	for i, a := range e.legal {
		row := e.actions[i]
		require.True(t, row[aHeuristic] >= heuristicFloor && row[aHeuristic] <= 0, "%v: the heuristic's score against its best is %v", a, row[aHeuristic])
		if a == top {
			require.Equal(t, float32(1), row[aHeuristicTop], "the heuristic's choice %v is marked", a)
			require.Zero(t, row[aHeuristic], "the heuristic's choice %v has its best score", a)
		} else {
			require.Zero(t, row[aHeuristicTop], "%v is not the heuristic's choice %v", a, top)
		}
	}
}

// sameBits reports whether two vectors are equal bit for bit.
func sameBits(a, b []float32) bool {
	return slices.EqualFunc(a, b, func(x, y float32) bool { return math.Float32bits(x) == math.Float32bits(y) })
}

// playFeatureGame plays a game of cfg between heuristic bots and calls
// visit with the state before every action and at the end.
func playFeatureGame(t *testing.T, cfg expedition.Config, visit func(s *expedition.State)) {
	s, err := expedition.New(cfg)
	require.NoError(t, err)
	bots := heuristics(cfg.Players, cfg.Seed)
	for !s.Over() {
		visit(&s)
		p := s.ToMove()
		v := s.View(p)
		require.NoError(t, s.Apply(act(bots[p], &v)))
	}
	require.True(t, s.Result().Finished, "the game ends")
	visit(&s)
}

// hiddenDiffer reports whether two full games differ in a fact player p
// cannot see: another player's hand.
func hiddenDiffer(a, b *expedition.State, p int) bool {
	for q := 0; q < a.Players(); q++ {
		if q != p && !slices.Equal(a.HandOf(q, nil), b.HandOf(q, nil)) {
			return true
		}
	}
	return false
}

// TestFeaturesSeeOnlyTheView: at every position of seeded heuristic games
// of every configuration (three each) and at their end, for every seat, two
// full games the Determinizer deals from the seat's View (seeded
// differently, so that the other hands, the deck, the face-down ocean
// tiles and the secret choices differ) give, through their View of the
// seat, the same legal actions and the same state and action features
// (Actions, with the heuristic's scores of the whole legal list) bit for
// bit as the real game. Most of the pairs differ in another player's hand.
// One Features encodes every View of every game, so its heuristics are
// used over and over. The features are finite, of the declared lengths and
// within [-3, 3] (the heuristic's score against its best within [-5, 0]);
// at the mover's decisions the heuristic's two features mark the action a
// fresh heuristic chooses; they change along the game: a seat's state features from one of its
// decisions to the next, most of the time, and the actions of most
// decisions with a choice have features of their own.
func TestFeaturesSeeOnlyTheView(t *testing.T) {
	f := NewFeatures()
	require.Equal(t, "expedition/2", f.Schema())
	for _, cfg := range featureConfigs() {
		t.Run(featureCase(cfg), func(t *testing.T) {
			var det expedition.Determinizer
			var d1, d2 expedition.State
			positions, differ, changed, moves, choices, told := 0, 0, 0, 0, 0, 0
			before := make([][]float32, cfg.Players)
			const featureGames = 3
			for g := 0; g < featureGames; g++ {
				cfg.Seed += 1000
				playFeatureGame(t, cfg, func(s *expedition.State) {
					mover := max(s.ToMove(), 0)
					for k := 0; k < s.Players(); k++ {
						p := (mover + k) % s.Players()
						v := s.View(p)
						real := encode(f, &v)
						checkFinite(t, real)
						require.NoError(t, det.Reset(&v, nil))
						det.Determinize(&d1, uint64(positions)*2+1)
						det.Determinize(&d2, uint64(positions)*2+2)
						if hiddenDiffer(&d1, &d2, p) {
							differ++
						}
						for _, d := range []*expedition.State{&d1, &d2} {
							dv := d.View(p)
							got := encode(f, &dv)
							require.Equal(t, real.legal, got.legal, "round %d, seat %d: the legal actions", s.Round(), p)
							require.True(t, sameBits(real.state, got.state), "round %d, seat %d: the state features of a game dealt from the View", s.Round(), p)
							for i := range real.actions {
								require.True(t, sameBits(real.actions[i], got.actions[i]), "round %d, seat %d: the features of %v", s.Round(), p, real.legal[i])
							}
						}
						positions++
						if k > 0 {
							continue
						}
						checkHeuristicFeatures(t, f, &v, real)
						if before[p] != nil {
							moves++
							if !sameBits(before[p], real.state) {
								changed++
							}
						}
						before[p] = real.state
						if len(real.legal) > 1 {
							choices++
							for _, a := range real.actions[1:] {
								if !sameBits(a, real.actions[0]) {
									told++
									break
								}
							}
						}
					}
				})
			}
			t.Logf("%d views, %d with dealt games differing in a hand; state changed after %d of %d actions; %d of %d choices tell actions apart",
				positions, differ, changed, moves, told, choices)
			require.Greater(t, positions, 1000, "thousands of views")
			require.Greater(t, differ, positions/3, "the dealt games differ in a hidden hand")
			require.Greater(t, changed, moves*9/10, "the state features follow the game")
			require.Greater(t, told, choices*9/10, "the action features tell the actions apart")
		})
	}
}

// checkFinite fails unless every feature of e is finite, within [-3, 3]
// (the heuristic's score against its best within [-5, 0]), and the vectors
// have the declared lengths.
func checkFinite(t *testing.T, e encoded) {
	t.Helper()
	require.Len(t, e.state, StateFeatures)
	for i, x := range e.state {
		require.False(t, math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) || x < -3 || x > 3, "state feature %d is %v", i, x)
	}
	for k, a := range e.actions {
		require.Len(t, a, ActionFeatures)
		for i, x := range a {
			lo, hi := float32(-3), float32(3)
			if i == aHeuristic {
				lo, hi = heuristicFloor, 0
			}
			require.False(t, math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) || x < lo || x > hi, "feature %d of %v is %v", i, e.legal[k], x)
		}
	}
}

// featureViews returns the Views of the player to move at its decisions
// with more than one legal action, from round from on, in a heuristic game
// of cfg.
func featureViews(t testing.TB, cfg expedition.Config, from int) []expedition.View {
	s, err := expedition.New(cfg)
	require.NoError(t, err)
	bots := heuristics(cfg.Players, cfg.Seed)
	var out []expedition.View
	for !s.Over() {
		p := s.ToMove()
		v := s.View(p)
		if s.Round() >= from && len(v.Legal(nil)) > 1 {
			out = append(out, v)
		}
		require.NoError(t, s.Apply(act(bots[p], &v)))
	}
	return out
}

// TestFeaturesAllocateNothing: State, Action of every legal action and
// Actions of the whole legal list (the heuristic's scores included)
// allocate nothing once the encoder's heuristic has grown, at decisions of
// games of every configuration.
func TestFeaturesAllocateNothing(t *testing.T) {
	f := NewFeatures()
	state := make([]float32, f.StateLen())
	action := make([]float32, f.ActionLen())
	var rows []float32
	for _, cfg := range featureConfigs() {
		views := featureViews(t, cfg, 0)
		for i := range views { // the heuristic's buffers grow to the game's needs
			legal := views[i].Legal(nil)
			rows = slices.Grow(rows[:0], len(legal)*f.ActionLen())[:len(legal)*f.ActionLen()]
			f.Actions(&views[i], legal, rows)
		}
		for i := 0; i < len(views); i += max(len(views)/20, 1) {
			v := &views[i]
			legal := v.Legal(nil)
			rows = slices.Grow(rows[:0], len(legal)*f.ActionLen())[:len(legal)*f.ActionLen()]
			allocs := testing.AllocsPerRun(5, func() {
				f.State(v, state)
				for _, a := range legal {
					f.Action(v, a, action)
				}
				f.Actions(v, legal, rows)
			})
			require.Zero(t, allocs, "%s: %v decision of round %d", featureCase(cfg), v.Decision(), v.Round())
		}
	}
}

// BenchmarkFeatures encodes a mid-game decision of a 2-player game per op:
// the state and every legal action through Actions (the work of one
// learned decision before its dot products).
func BenchmarkFeatures(b *testing.B) {
	cfg := expedition.Config{Players: 2, Sets: discovery, Seed: 7}
	var views []expedition.View
	for _, v := range featureViews(b, cfg, 3) {
		if v.Decision() == expedition.DecisionTurn {
			views = append(views, v)
		}
	}
	require.NotEmpty(b, views)
	legal := make([][]expedition.Action, len(views))
	actions := 0
	for i := range views {
		legal[i] = views[i].Legal(nil)
		actions += len(legal[i])
	}
	f := NewFeatures()
	state := make([]float32, f.StateLen())
	rows := make([]float32, 0, 64*f.ActionLen())
	for k := range views { // the heuristic's buffers grow to the game's needs
		rows = slices.Grow(rows[:0], len(legal[k])*f.ActionLen())[:len(legal[k])*f.ActionLen()]
		f.Actions(&views[k], legal[k], rows)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(views)
		f.State(&views[k], state)
		rows = slices.Grow(rows[:0], len(legal[k])*f.ActionLen())[:len(legal[k])*f.ActionLen()]
		f.Actions(&views[k], legal[k], rows)
	}
	b.ReportMetric(float64(actions)/float64(len(views)), "actions/op")
}
