package bot

import (
	"fmt"
	"sync"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/require"
)

// TestFeaturesSeatBlocks: the seat blocks follow the viewer: block 0 is
// its own seat, then its teammate in a Team Match, then the others in
// seat order after it, each block with its seat's faction, points and
// turn to move; a seat's hand shows in its block only where the View
// shows it (the viewer's, a teammate's).
func TestFeaturesSeatBlocks(t *testing.T) {
	e := NewFeatures()
	x := make([]float32, e.StateLen())
	checked := 0
	playFeatureGames(t, 2, func(g *featureGame) {
		s := &g.s
		if g.step%11 != 0 {
			return
		}
		n := s.NumPlayers()
		for p := 0; p < n; p++ {
			v := s.View(p)
			e.State(&v, x)
			want := []int{p}
			if g.cfg.Mode == ares.Team {
				want = append(want, p^1)
			}
			for i := 1; i < n; i++ {
				if q := (p + i) % n; g.cfg.Mode != ares.Team || q != p^1 {
					want = append(want, q)
				}
			}
			require.Len(t, want, n)
			for i, q := range want {
				blk := x[globalLen+i*playerLen : globalLen+(i+1)*playerLen]
				where := fmt.Sprintf("%s seed %d step %d seat %d block %d", g.cfg.Mode, g.seed, g.step, p, i)
				fi := -1
				for j, name := range featureFactions {
					if name == s.Faction(q).Name {
						fi = j
					}
				}
				require.Equal(t, float32(1), blk[pFaction+fi], where)
				require.Equal(t, float32(s.Points(q))/10, blk[pPoints], where)
				require.Equal(t, b2f32(s.ToMove() == q), blk[pToMove], where)
				require.Equal(t, b2f32(i > 0 && s.Teammate(p, q)), blk[pMate], where)
				require.Equal(t, b2f32(v.BaseHidden(q)), blk[pHidden], where)
				if s.Teammate(p, q) || s.TurnPlay() {
					require.Equal(t, b2f32(!s.Teammate(p, q)), blk[pHidden], where) // screens are up at a turn's play
				}
				hand := float32(0)
				for _, f := range blk[pHandBuilding : pHandBuilding+5] {
					hand += f
				}
				if s.Teammate(p, q) {
					require.InDelta(t, float32(s.HandLen(q))/3, hand, 1e-6, where)
				} else {
					require.Zero(t, hand, where)
				}
				checked++
			}
		}
	})
	require.Greater(t, checked, 1000)
}

// featureDecision is a decision of a game: the mover's View and its
// legal actions.
type featureDecision struct {
	v     ares.State
	legal []ares.Action
}

// featureDecisions returns decisions of one heuristic game of each
// configuration: for each, its turn decision with the most legal actions
// past its tenth turn, and a battle decision.
func featureDecisions(t testing.TB) []featureDecision {
	var out []featureDecision
	var turn, battle featureDecision
	playFeatureGames(t, 1, func(g *featureGame) {
		s := &g.s
		if g.step == 0 {
			turn, battle = featureDecision{}, featureDecision{}
		}
		if s.Over() {
			out = append(out, turn, battle)
			return
		}
		v := s.View(s.ToMove())
		legal := v.Legal(nil)
		switch {
		case s.TurnPlay() && s.Turns() > 10 && len(legal) > len(turn.legal):
			turn = featureDecision{v, legal}
		case s.InBattle() && battle.legal == nil && len(legal) > 1:
			battle = featureDecision{v, legal}
		}
	})
	for _, d := range out {
		require.NotEmpty(t, d.legal)
	}
	return out
}

// TestFeaturesAllocateNothing: State and Action allocate nothing, at turn
// and battle decisions of every mode.
func TestFeaturesAllocateNothing(t *testing.T) {
	e := NewFeatures()
	x := make([]float32, e.StateLen())
	y := make([]float32, e.ActionLen())
	for _, d := range featureDecisions(t) {
		e.State(&d.v, x) // the unit values of the game's factions are made once
		rows := make([]float32, len(d.legal)*e.ActionLen())
		e.Actions(&d.v, d.legal, rows)
		allocs := testing.AllocsPerRun(20, func() {
			e.State(&d.v, x)
			for _, a := range d.legal {
				e.Action(&d.v, a, y)
			}
			e.Actions(&d.v, d.legal, rows)
		})
		require.Zero(t, allocs, "%s, %d legal actions", d.v.Mode(), len(d.legal))
	}
}

// BenchmarkFeatures encodes a mid-game turn decision (the one with the
// most legal actions of a heuristic game past its tenth turn) of a Full
// Game, a four-player Free-For-All and a Team Match, and a battle
// decision of the Full Game: the state and every legal action.
func BenchmarkFeatures(b *testing.B) {
	e := NewFeatures()
	x := make([]float32, e.StateLen())
	ds := featureDecisions(b)
	for _, c := range []struct {
		name string
		d    featureDecision
	}{{"full-turn", ds[4]}, {"full-battle", ds[5]}, {"ffa4-turn", ds[10]}, {"team-turn", ds[12]}} {
		b.Run(c.name, func(b *testing.B) {
			d := &c.d
			rows := make([]float32, len(d.legal)*e.ActionLen())
			for b.Loop() {
				e.State(&d.v, x)
				e.Actions(&d.v, d.legal, rows)
			}
			b.ReportMetric(float64(len(d.legal)), "actions")
		})
	}
}

// TestFeaturesServeGoroutines: one Features encodes from several
// goroutines at once, its unit values made while they run, as one
// encoder alone does.
func TestFeaturesServeGoroutines(t *testing.T) {
	ds := featureDecisions(t)
	encode := func(e *Features) []float32 {
		var out []float32
		x := make([]float32, e.StateLen())
		y := make([]float32, e.ActionLen())
		for _, d := range ds {
			e.State(&d.v, x)
			out = append(out, x...)
			for _, a := range d.legal {
				e.Action(&d.v, a, y)
				out = append(out, y...)
			}
			rows := make([]float32, len(d.legal)*e.ActionLen())
			e.Actions(&d.v, d.legal, rows)
			out = append(out, rows...)
		}
		return out
	}
	want := encode(NewFeatures())
	shared := NewFeatures()
	got := make([][]float32, 4)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() { got[i] = encode(shared) })
	}
	wg.Wait()
	for i := range got {
		require.True(t, sameBits(want, got[i]), "goroutine %d", i)
	}
}
