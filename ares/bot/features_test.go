package bot

import (
	"fmt"
	"math"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/require"
)

// featureConfigs are the games the feature tests play: the Basic Game
// and every configuration of modeConfigs.
var featureConfigs = append([]ares.Config{basic,
	{Mode: ares.Basic, Factions: []string{"Xenos", "Colossus"}, FirstPlayer: -1}}, modeConfigs...)

// featureGame is a game the feature tests play: the state, each seat's
// Memory fed every observation, and the step.
type featureGame struct {
	cfg  ares.Config
	seed uint64
	step int
	s    ares.State
	mem  [ares.MaxPlayers]ares.Memory
}

// playFeatureGames plays a seeded game between heuristic bots for each
// configuration of featureConfigs and each of seeds seeds, calling visit
// at every decision before it is made.
func playFeatureGames(t testing.TB, seeds int, visit func(g *featureGame)) {
	t.Helper()
	rules := ares.MustDefaultRules()
	var view ares.State
	var legal []ares.Action
	for i, cfg := range featureConfigs {
		for seed := uint64(0); seed < uint64(seeds); seed++ {
			g := &featureGame{cfg: cfg, seed: 100*uint64(i) + seed}
			var err error
			g.s, err = ares.NewGame(rules, cfg, g.seed)
			require.NoError(t, err)
			n := g.s.NumPlayers()
			bots := make([]*Heuristic, n)
			for p := range bots {
				bots[p] = NewHeuristic(g.seed + uint64(p))
				g.s.ViewInto(p, &view)
				g.mem[p].Observe(&view)
			}
			for ; ; g.step++ {
				visit(g)
				if g.s.Over() {
					break
				}
				p := g.s.ToMove()
				g.s.ViewInto(p, &view)
				legal = view.Legal(legal[:0])
				require.NotEmpty(t, legal)
				require.NoError(t, g.s.Apply(bots[p].Choose(&view, legal)))
				for q := 0; q < n; q++ {
					g.s.ObservationInto(q, &view)
					g.mem[q].Observe(&view)
				}
			}
		}
	}
}

// hiddenDiffer reports whether full states s and t differ in a hand or
// a base seat p does not see.
func hiddenDiffer(s, t *ares.State, p int) bool {
	for q := 0; q < s.NumPlayers(); q++ {
		if s.Teammate(p, q) {
			continue
		}
		for h := 0; h < s.HandLen(q); h++ {
			if s.HandCard(q, h) != t.HandCard(q, h) {
				return true
			}
		}
		for k := 0; k < ares.MaxBuildings; k++ {
			if s.Slot(q, k) != t.Slot(q, k) {
				return true
			}
		}
	}
	return false
}

// sameBits reports whether two feature vectors are equal bit for bit.
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

// requireSameFeatures checks that Views v and w of one seat have the same
// state features, and the same features of every legal action of v.
func requireSameFeatures(t *testing.T, e *Features, v, w *ares.State, legal []ares.Action, where string) {
	t.Helper()
	x, y := make([]float32, e.StateLen()), make([]float32, e.StateLen())
	e.State(v, x)
	e.State(w, y)
	require.True(t, sameBits(x, y), "%s: state features differ:\n%v\n%v", where, x, y)
	n := e.ActionLen()
	x, y = make([]float32, len(legal)*n), make([]float32, len(legal)*n)
	e.Actions(v, legal, x)
	e.Actions(w, legal, y)
	for i, a := range legal {
		require.True(t, sameBits(x[i*n:(i+1)*n], y[i*n:(i+1)*n]), "%s: features of %s differ:\n%v\n%v", where, a, x[i*n:(i+1)*n], y[i*n:(i+1)*n])
	}
}

// TestFeaturesHideWhatTheViewHides: at decisions of heuristic games of
// every mode, for every seat, full states that differ from the real one
// in what the seat cannot see give the seat the same features, of the
// position and of each of its legal actions: states sampled by the
// Determinizer from the seat's View and Memory, and states reached by an
// opponent playing one of two different cards behind its screen. The
// features do change along a game, as the View does.
func TestFeaturesHideWhatTheViewHides(t *testing.T) {
	e := NewFeatures()
	var det ares.Determinizer
	var d1, d2 ares.State
	var legal, plays []ares.Action
	sampled, varied, played, changed, viewChanges := 0, 0, 0, 0, 0
	last := make([]float32, e.StateLen())
	now := make([]float32, e.StateLen())
	var lastView ares.State
	playFeatureGames(t, 3, func(g *featureGame) {
		s := &g.s
		n := s.NumPlayers()
		where := func(p int) string { return fmt.Sprintf("%s seed %d step %d seat %d", g.cfg.Mode, g.seed, g.step, p) }
		// Along the game: seat 0's features change with its View.
		v0 := s.View(0)
		e.State(&v0, now)
		if g.step > 0 && v0 != lastView {
			viewChanges++
			if !sameBits(now, last) {
				changed++
			}
		}
		copy(last, now)
		lastView = v0
		if g.step%5 != 0 {
			return
		}
		for p := 0; p < n; p++ {
			v := s.View(p)
			legal = legal[:0]
			if s.ToMove() == p {
				legal = v.Legal(legal)
			}
			det.Reset(&v, &g.mem[p])
			det.Determinize(&d1, g.seed<<20|uint64(g.step)<<3|uint64(p))
			det.Determinize(&d2, ^(g.seed<<20 | uint64(g.step)<<3 | uint64(p)))
			w1, w2 := d1.View(p), d2.View(p)
			requireSameFeatures(t, e, &v, &w1, legal, where(p)+" (first sample)")
			requireSameFeatures(t, e, &v, &w2, legal, where(p)+" (second sample)")
			sampled++
			if hiddenDiffer(&d1, &d2, p) {
				varied++
			}
		}
		// An opponent's two different plays behind its screen.
		q := s.ToMove()
		if !s.TurnPlay() {
			return
		}
		plays = plays[:0]
		for _, a := range s.Legal(legal[:0]) {
			if a.Kind == ares.ActResource || a.Kind == ares.ActBuilding || a.Kind == ares.ActStack {
				plays = append(plays, a)
			}
		}
		f := s.Faction(q)
		for i := 1; i < len(plays); i++ {
			a, b := plays[0], plays[i]
			if f.CardDefIndex(s.HandCard(q, int(a.Card))) == f.CardDefIndex(s.HandCard(q, int(b.Card))) {
				continue
			}
			s1, s2 := *s, *s
			require.NoError(t, s1.Apply(a))
			require.NoError(t, s2.Apply(b))
			for p := 0; p < n; p++ {
				if s.Teammate(p, q) {
					continue
				}
				w1, w2 := s1.View(p), s2.View(p)
				require.True(t, w1 == w2, "%s: seat %d's View tells %s from %s", where(p), q, a, b)
				legal = legal[:0]
				if s1.ToMove() == p {
					legal = w1.Legal(legal)
				}
				requireSameFeatures(t, e, &w1, &w2, legal, where(p)+fmt.Sprintf(" after %s or %s", a, b))
				played++
			}
			break
		}
	})
	t.Logf("%d Views sampled (%d with samples of different hands or bases), %d pairs of hidden plays; seat 0's features changed at %d of %d changes of its View",
		sampled, varied, played, changed, viewChanges)
	require.Greater(t, varied, sampled/2, "the samples hardly differ from each other")
	require.Greater(t, played, 200)
	require.Greater(t, changed, viewChanges*3/4, "the features hardly follow the View")
}

// TestFeaturesFiniteAndScaled: at every decision of heuristic games of
// every mode, for every seat, every state feature and every feature of
// the mover's legal actions is written, finite and within the scale the
// models expect, and the one-hot groups have exactly one 1.
func TestFeaturesFiniteAndScaled(t *testing.T) {
	e := NewFeatures()
	x := make([]float32, e.StateLen())
	y := make([]float32, e.ActionLen())
	var legal []ares.Action
	var maxState [stateLen]float32
	var maxAction [actionLen]float32
	states, actions, over := map[ares.Mode]int{}, 0, 0
	check := func(dst []float32, maxes []float32, what string) {
		for i, f := range dst {
			if a := math.Abs(float64(f)); !(a <= 4) { // NaN and infinities fail too
				t.Fatalf("%s: feature %d is %v", what, i, f)
			}
			maxes[i] = max(maxes[i], float32(math.Abs(float64(f))))
		}
	}
	oneHot := func(dst []float32, at, n int, what string) {
		ones := 0
		for _, f := range dst[at : at+n] {
			switch f {
			case 1:
				ones++
			case 0:
			default:
				t.Fatalf("%s: the one-hot at %d holds %v", what, at, f)
			}
		}
		if ones != 1 {
			t.Fatalf("%s: the one-hot at %d has %d ones", what, at, ones)
		}
	}
	playFeatureGames(t, 12, func(g *featureGame) {
		s := &g.s
		for p := 0; p < s.NumPlayers(); p++ {
			where := fmt.Sprintf("%s seed %d step %d seat %d", g.cfg.Mode, g.seed, g.step, p)
			v := s.View(p)
			for i := range x {
				x[i] = float32(math.NaN()) // unwritten entries stay NaN
			}
			e.State(&v, x)
			check(x, maxState[:], where)
			oneHot(x, gMode, 4, where)
			oneHot(x, gPlayers, 3, where)
			oneHot(x, gStage, 4, where)
			oneHot(x, gPhase, 7, where)
			if x[globalLen+pPresent] != 1 || x[globalLen+3*playerLen+pPresent] != b2f32(s.NumPlayers() == 4) {
				t.Fatalf("%s: seat blocks present wrongly", where)
			}
			states[g.cfg.Mode]++
			if s.Over() {
				over++
			}
			if s.ToMove() != p {
				continue
			}
			legal = v.Legal(legal[:0])
			if ph := decisionPhase(legal[0].Kind); x[gPhase+ph] != 1 && (ph != phaseTurn || x[gPhase+phaseJoin] != 1) {
				t.Fatalf("%s: a decision of %s shows phases %v", where, legal[0], x[gPhase:gPhase+7])
			}
			for _, a := range legal {
				for i := range y {
					y[i] = float32(math.NaN())
				}
				e.Action(&v, a, y)
				check(y, maxAction[:], fmt.Sprintf("%s: %s", where, a))
				oneHot(y, aKind, numKinds, where)
				actions++
			}
		}
	})
	t.Logf("positions by mode %v, %d actions", states, actions)
	for i := 0; i < stateLen; i += 11 {
		t.Logf("largest state features %d: %v", i, maxState[i:min(i+11, stateLen)])
	}
	t.Logf("largest action features: %v", maxAction)
	for m := ares.Basic; m <= ares.Team; m++ {
		require.Greater(t, states[m], 2000, "%s", m)
	}
	require.Greater(t, actions, 10000)
	require.Greater(t, over, 100, "too few finished games seen")
}

// decisionPhase returns the phase of the state features a decision of
// kind k belongs to.
func decisionPhase(k ares.ActionKind) int {
	switch k {
	case ares.ActPick:
		return phaseSetup
	case ares.ActDefend:
		return phaseDeclare
	case ares.ActPower, ares.ActConvert, ares.ActUnevolve, ares.ActConstructed, ares.ActRaidPick, ares.ActReward:
		return phaseAttackStep
	}
	if isTurnPlay(k) {
		return phaseTurn
	}
	return phaseBattle
}
