package search_test

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// playOut plays s to its end with the search deciding every seat's moves
// (perfect information), checking that every action it returns is legal,
// and returns the actions.
func playOut[S any, A comparable](t testing.TB, m *search.Search[S, A], g search.Game[S, A], s S, seed uint64, reseed func(*S, uint64)) []A {
	t.Helper()
	actions, err := play(m, g, s, seed, reseed)
	require.NoError(t, err)
	return actions
}

// play is playOut for any goroutine: it returns an error where playOut
// fails the test.
func play[S any, A comparable](m *search.Search[S, A], g search.Game[S, A], s S, seed uint64, reseed func(*S, uint64)) ([]A, error) {
	var actions []A
	for k := uint64(0); !g.Over(&s); k++ {
		legal := g.Legal(&s, nil)
		a, err := m.Choose(&toy.Open[S]{State: s, Reseed: reseed}, legal, search.DeriveSeed(seed, k))
		if err != nil {
			return actions, err
		}
		if !slices.Contains(legal, a) {
			return actions, fmt.Errorf("decision %d: %v is not one of %v", k, a, legal)
		}
		if err := g.Apply(&s, a); err != nil {
			return actions, err
		}
		actions = append(actions, a)
	}
	return actions, nil
}

// configs are the variants every game is played under.
var configs = []search.Config{
	{Iterations: 40},
	{Iterations: 40, Selection: search.PUCT},
	{Iterations: 40, Observers: search.SingleObserver},
	{Iterations: 40, Observers: search.MultipleObserver, Widening: search.Widening{Coefficient: 1, Exponent: 0.5}},
}

func newSearch[S any, A comparable](t testing.TB, g search.Game[S, A], cfg search.Config) *search.Search[S, A] {
	t.Helper()
	m, err := search.New(g, cfg)
	require.NoError(t, err)
	return m
}

// The search returns only legal actions, in random games of every toy
// game under every variant.
func TestSearchReturnsOnlyLegalActions(t *testing.T) {
	for _, cfg := range configs {
		for seed := uint64(0); seed < 20; seed++ {
			playOut(t, newSearch[toy.NimState, toy.NimTake](t, toy.Nim{}, cfg), toy.Nim{}, toy.NewNim(5+int(seed), 2+2*int(seed%2)), seed, nil)
			playOut(t, newSearch[toy.TicTacToeState, toy.Cell](t, toy.TicTacToe{}, cfg), toy.TicTacToe{}, toy.NewTicTacToe(), seed, nil)
			tree := toy.NewGameTree(3, 5, 4, seed)
			playOut(t, newSearch[toy.TreeState, toy.Branch](t, tree, cfg), tree, toy.TreeState{}, seed, nil)
			for _, race := range []search.Game[toy.RaceState, toy.RaceMove]{toy.Race{}, toy.RaceSeen{}} {
				playOut(t, newSearch(t, race, cfg), race, toy.NewRace(15, seed), seed, reseedRace)
			}
			playOut(t, newSearch[toy.PenniesState, toy.PennyMove](t, toy.Pennies{Safe: 0.3}, cfg), toy.Pennies{Safe: 0.3},
				toy.PenniesState{}, seed, nil)
			m := newSearch[toy.TrickState, toy.TrickCard](t, toy.Trick{}, cfg)
			playTrick(t, seed, [2]*trickSeat{{m: m}, {m: m}}, nil) // checks legality itself
		}
	}
}

// The same decision with the same seed gives the same action and the same
// statistics, bit for bit, from a fresh search or a reused one.
func TestSearchIsReproducible(t *testing.T) {
	for _, cfg := range configs {
		cfg.Iterations = 500
		s := toy.NewTrick(11)
		view := s.View(0)
		legal := toy.Trick{}.Legal(&view, nil)
		run := func(m *search.Search[toy.TrickState, toy.TrickCard]) (toy.TrickCard, []search.ActionStats[toy.TrickCard], search.Stats) {
			a, err := m.Choose(&toy.TrickDeterminizer{View: view}, legal, 99)
			require.NoError(t, err)
			return a, m.RootStats(nil), m.Stats()
		}
		reused := newSearch[toy.TrickState, toy.TrickCard](t, toy.Trick{}, cfg)
		a1, st1, n1 := run(reused)
		_, _ = reused.Choose(&toy.TrickDeterminizer{View: view}, legal, 5) // another decision in between
		a2, st2, n2 := run(reused)
		a3, st3, n3 := run(newSearch[toy.TrickState, toy.TrickCard](t, toy.Trick{}, cfg))
		assert.Equal(t, a1, a2)
		assert.Equal(t, a1, a3)
		assert.Equal(t, st1, st2)
		assert.Equal(t, st1, st3)
		assert.Equal(t, n1, n2)
		assert.Equal(t, n1, n3)
	}
}

// Games played concurrently, each goroutine with its own search, give the
// actions the same games give one after another.
func TestSearchIsReproducibleAcrossGoroutines(t *testing.T) {
	const games = 16
	cfg := search.Config{Iterations: 200}
	want := make([][]toy.RaceMove, games)
	m := newSearch[toy.RaceState, toy.RaceMove](t, toy.RaceSeen{}, cfg)
	for i := range want {
		want[i] = playOut(t, m, toy.RaceSeen{}, toy.NewRace(20, uint64(i)), uint64(i), reseedRace)
	}
	got := make([][]toy.RaceMove, games)
	errs := make([]error, games)
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m, err := search.New[toy.RaceState, toy.RaceMove](toy.RaceSeen{}, cfg)
			for i := w; i < games; i += 4 {
				if err != nil {
					errs[i] = err
					continue
				}
				got[i], errs[i] = play[toy.RaceState, toy.RaceMove](m, toy.RaceSeen{}, toy.NewRace(20, uint64(i)), uint64(i), reseedRace)
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
	assert.Equal(t, want, got)
}

func TestForcedMoveNeedsNoSearch(t *testing.T) {
	m := newSearch[toy.NimState, toy.NimTake](t, toy.Nim{}, search.Config{})
	a, err := m.Choose(&toy.Open[toy.NimState]{State: toy.NewNim(1, 2)}, []toy.NimTake{1}, 1)
	require.NoError(t, err)
	assert.Equal(t, toy.NimTake(1), a)
	assert.Zero(t, m.Stats().Iterations)
	assert.Empty(t, m.RootStats(nil))
	_, err = m.Choose(&toy.Open[toy.NimState]{State: toy.NewNim(1, 2)}, nil, 1)
	assert.ErrorIs(t, err, search.ErrNoActions)
}

// alternating is a determinizer whose samples disagree on the seat to move.
type alternating struct{ n int }

func (d *alternating) Determinize(dst *toy.NimState, _ uint64) {
	*dst = toy.NewNim(9, 2)
	dst.Turn = int8(d.n % 2)
	d.n++
}

func TestBadDeterminizationsAreReported(t *testing.T) {
	m := newSearch[toy.NimState, toy.NimTake](t, toy.Nim{}, search.Config{Iterations: 10})
	legal := []toy.NimTake{1, 2, 3}
	_, err := m.Choose(&toy.Open[toy.NimState]{State: toy.NewNim(0, 2)}, legal, 1)
	assert.ErrorIs(t, err, search.ErrDeterminizer, "a sample of a finished game")
	_, err = m.Choose(&alternating{}, legal, 1)
	assert.ErrorIs(t, err, search.ErrDeterminizer, "samples with different seats to move")
	_, err = m.Choose(&toy.Open[toy.NimState]{State: toy.NewNim(1, 2)}, []toy.NimTake{2, 3}, 1)
	assert.ErrorIs(t, err, search.ErrDeterminizer, "none of the caller's actions legal in the samples")
}

// Broken engines: Apply refuses a listed action, Legal lists nothing, or
// the game never ends.
type refusingNim struct{ toy.Nim }

func (refusingNim) Apply(*toy.NimState, toy.NimTake) error { return errors.New("refused") }

type emptyNim struct{ toy.Nim }

func (emptyNim) Legal(s *toy.NimState, dst []toy.NimTake) []toy.NimTake {
	if s.Heap < 9 {
		return dst
	}
	return toy.Nim{}.Legal(s, dst)
}

type endlessNim struct{ toy.Nim }

func (endlessNim) Apply(s *toy.NimState, _ toy.NimTake) error {
	s.Turn = 1 - s.Turn
	return nil
}

func TestBrokenEnginesAreReported(t *testing.T) {
	det := &toy.Open[toy.NimState]{State: toy.NewNim(9, 2)}
	legal := []toy.NimTake{1, 2, 3}
	for name, g := range map[string]search.Game[toy.NimState, toy.NimTake]{
		"refusing": refusingNim{}, "empty": emptyNim{}, "endless": endlessNim{},
	} {
		m := newSearch(t, g, search.Config{Iterations: 10, MaxRolloutActions: 100})
		_, err := m.Choose(det, legal, 1)
		assert.ErrorIs(t, err, search.ErrEngine, name)
	}
}

// Once warmed up, a search allocates nothing: not per iteration, not per
// decision.
func TestSearchAllocatesNothingOnceWarm(t *testing.T) {
	trick := newSearch[toy.TrickState, toy.TrickCard](t, toy.Trick{}, search.Config{Iterations: 300})
	s := toy.NewTrick(3)
	view := s.View(0)
	trickDet := &toy.TrickDeterminizer{View: view}
	trickLegal := toy.Trick{}.Legal(&view, nil)
	nim := newSearch[toy.NimState, toy.NimTake](t, toy.Nim{}, search.Config{Iterations: 300, Selection: search.PUCT})
	nimDet := &toy.Open[toy.NimState]{State: toy.NewNim(21, 2)}
	nimLegal := []toy.NimTake{1, 2, 3}
	race := newSearch[toy.RaceState, toy.RaceMove](t, toy.RaceSeen{}, search.Config{Iterations: 300})
	raceDet := &toy.Open[toy.RaceState]{State: toy.NewRace(15, 1), Reseed: reseedRace}
	raceLegal := []toy.RaceMove{toy.RaceHoldMove, toy.RaceRollMove}
	seed := uint64(0)
	decide := func() {
		seed++
		_, _ = trick.Choose(trickDet, trickLegal, seed%4)
		_, _ = nim.Choose(nimDet, nimLegal, seed%4)
		_, _ = race.Choose(raceDet, raceLegal, seed%4)
	}
	for range 8 {
		decide() // grow the buffers to what these decisions need
	}
	assert.Zero(t, testing.AllocsPerRun(20, decide))
}
