package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// checkedTrick is a Trick determinizer that checks every sample it
// writes against what its seat knows.
type checkedTrick struct {
	toy.TrickDeterminizer
	memory  toy.TrickMemory // what the seat really remembers
	samples int
	err     error
}

func (c *checkedTrick) Determinize(dst *toy.TrickState, seed uint64) {
	c.TrickDeterminizer.Determinize(dst, seed)
	c.samples++
	if err := toy.CheckTrickSample(dst, &c.View, &c.memory); err != nil && c.err == nil {
		c.err = err
	}
}

// trickSeat is a player of Trick: a search over its View and memory, or
// a seeded random player when m is nil.
type trickSeat struct {
	m      *search.Search[toy.TrickState, toy.TrickCard]
	memory toy.TrickMemory
	forget bool // determinize without the memory
}

// playTrick plays a game from seed, calling decided after every search
// decision with its determinizer, and returns the final state.
func playTrick(t *testing.T, seed uint64, seats [2]*trickSeat, decided func(d *checkedTrick)) toy.TrickState {
	t.Helper()
	g := toy.Trick{}
	s := toy.NewTrick(seed)
	r := search.NewRand(seed)
	for k := 0; !g.Over(&s); k++ {
		p := g.ToMove(&s)
		view := s.View(p)
		legal := g.Legal(&view, nil)
		var a toy.TrickCard
		if seat := seats[p]; seat.m == nil {
			a = legal[r.Intn(len(legal))]
		} else {
			d := &checkedTrick{TrickDeterminizer: toy.TrickDeterminizer{View: view, Memory: seat.memory}, memory: seat.memory}
			if seat.forget {
				d.Memory = toy.TrickMemory{}
			}
			var err error
			a, err = seat.m.Choose(d, legal, search.DeriveSeed(seed, uint64(k)))
			require.NoError(t, err)
			if decided != nil {
				decided(d)
			}
		}
		require.Contains(t, legal, a)
		require.NoError(t, g.Apply(&s, a))
		for q := range seats {
			v := s.View(q)
			seats[q].memory.Observe(&v)
		}
	}
	return s
}

func newTrickSearch(t *testing.T, cfg search.Config) *search.Search[toy.TrickState, toy.TrickCard] {
	t.Helper()
	m, err := search.New[toy.TrickState, toy.TrickCard](toy.Trick{}, cfg)
	require.NoError(t, err)
	return m
}

// Every sample of every search decision in hundreds of games agrees with
// what the deciding seat knows: its hand, every public fact, every hand
// size, the cards it glimpsed (which its View no longer shows), and each
// card in one place.
func TestTrickEverySampleIsConsistentWithTheSeatsKnowledge(t *testing.T) {
	m := newTrickSearch(t, search.Config{Iterations: 200})
	decisions, samples := 0, 0
	for seed := uint64(0); seed < 300; seed++ {
		seats := [2]*trickSeat{{m: m}, {m: m}}
		if seed%3 == 1 {
			seats[1].m = nil // against a random player too
		}
		playTrick(t, seed, seats, func(d *checkedTrick) {
			require.NoError(t, d.err, "game %d", seed)
			decisions++
			samples += d.samples
			assert.Equal(t, m.Stats().Iterations, d.samples)
		})
	}
	assert.Greater(t, decisions, 1000)
	t.Logf("%d decisions, %d samples checked", decisions, samples)
}

// The check can fail: a determinizer that forgets what its seat glimpsed
// deals glimpsed cards into the other hand, and the check catches it.
func TestTrickSampleCheckCatchesAForgottenGlimpse(t *testing.T) {
	m := newTrickSearch(t, search.Config{Iterations: 100})
	caught := 0
	for seed := uint64(0); seed < 50; seed++ {
		seats := [2]*trickSeat{{m: m, forget: true}, {m: m, forget: true}}
		playTrick(t, seed, seats, func(d *checkedTrick) {
			if d.err != nil {
				assert.ErrorIs(t, d.err, toy.ErrSample)
				caught++
			}
		})
	}
	assert.Greater(t, caught, 10)
}

// A position where Trick's determinization decides the move: the seat
// follows to the last trick but one holding two cards, against one unseen
// card.
// The search weighs each card the opponent may hold as its determinizer
// samples them (uniformly among the cards the seat has not seen) and picks
// the follow with the best expectation, which is not the follow that is
// best against the card the opponent really holds; a search that is shown
// the real state (cheating) picks that one instead.
func TestTrickSearchWeighsTheUnseenCards(t *testing.T) {
	g := toy.Trick{}
	found := 0
	for seed := uint64(0); seed < 4000 && found < 10; seed++ {
		s := toy.NewTrick(seed)
		r := search.NewRand(seed)
		for s.Tricks < toy.TrickHand-2 || s.Led == 0 { // the tricks before, and the lead, at random
			legal := g.Legal(&s, nil)
			require.NoError(t, g.Apply(&s, legal[r.Intn(len(legal))]))
		}
		me := s.ToMove()
		view := s.View(me)
		var mem toy.TrickMemory
		mem.Observe(&view)
		legal := g.Legal(&view, nil)
		expect, truth := followValues(t, view, mem, legal, s)
		bestExpect, bestTruth := argmax(expect), argmax(truth)
		if bestExpect == bestTruth || expect[bestExpect]-expect[1-bestExpect] < 0.2 ||
			truth[bestTruth]-truth[1-bestTruth] < 0.5 {
			continue
		}
		found++
		m := newTrickSearch(t, search.Config{Iterations: 1000})
		a, err := m.Choose(&toy.TrickDeterminizer{View: view, Memory: mem}, legal, seed)
		require.NoError(t, err)
		assert.Equal(t, legal[bestExpect], a, "seed %d: expected %v, true %v, search %v", seed, expect, truth, m.RootStats(nil))
		for i, st := range m.RootStats(nil) {
			if st.Visits >= 200 { // the move UCT settles on; the other has a mean of few visits
				assert.InDelta(t, expect[i], st.Mean, 0.1, "seed %d, %v", seed, st.Action)
			}
		}
		cheat, err := m.Choose(&toy.Open[toy.TrickState]{State: s}, legal, seed)
		require.NoError(t, err)
		assert.Equal(t, legal[bestTruth], cheat, "seed %d: the cheating search", seed)
	}
	assert.GreaterOrEqual(t, found, 8)
}

// followValues returns, for each of the seat's two follows, its expected
// reward over the unseen cards the opponent may hold (each equally likely)
// and its reward against the card the opponent holds in real.
func followValues(t *testing.T, view toy.TrickState, mem toy.TrickMemory, legal []toy.TrickCard, real toy.TrickState) (expect, truth []float64) {
	t.Helper()
	require.Len(t, legal, 2)
	me := int(view.Viewer)
	g := toy.Trick{}
	play := func(s toy.TrickState, a toy.TrickCard) float64 { // the rest is forced
		require.NoError(t, g.Apply(&s, a))
		for !g.Over(&s) {
			require.NoError(t, g.Apply(&s, g.Legal(&s, nil)[0]))
		}
		r := make([]float64, 2)
		g.Reward(&s, r)
		return r[me]
	}
	expect, truth = make([]float64, 2), make([]float64, 2)
	seen := view.Hand[me] | view.Played
	for _, c := range mem.Known {
		if c != 0 {
			seen |= 1 << (c - 1)
		}
	}
	pool := 0
	for c := 1; c <= toy.TrickCards; c++ { // the opponent's last card is any card the seat has not seen
		if seen&(1<<(c-1)) != 0 {
			continue
		}
		pool++
		s := real
		s.Hand[1-me] = 1 << (c - 1)
		for i, a := range legal {
			expect[i] += play(s, a)
		}
	}
	for i, a := range legal {
		expect[i] /= float64(pool)
		truth[i] = play(real, a)
	}
	return expect, truth
}

func argmax(v []float64) int {
	best := 0
	for i := range v {
		if v[i] > v[best] {
			best = i
		}
	}
	return best
}

// In Pennies seat 0 may hide a coin that seat 1 must guess blind, worth
// 1/2, or play safe for 0.3. With one tree per seat (MO-ISMCTS) seat 1's
// tree cannot tell heads from tails, so hiding is worth about 1/2 and the
// search hides. A single tree models seat 1 as seeing the coin, which
// makes hiding worth nothing, and plays safe: the reason the search grows
// one tree per seat when an engine's actions are partly hidden.
func TestPenniesSecretMoveNeedsATreePerSeat(t *testing.T) {
	g := toy.Pennies{Safe: 0.3}
	legal := []toy.PennyMove{toy.PennySafe, toy.PennyHeads, toy.PennyTails}
	for seed := uint64(1); seed <= 5; seed++ {
		multi, m := decide[toy.PenniesState, toy.PennyMove](t, g, search.Config{Iterations: 3000}, toy.PenniesState{}, seed)
		assert.Contains(t, []toy.PennyMove{toy.PennyHeads, toy.PennyTails}, multi, "multiple trees: %v", m.RootStats(nil))
		for _, st := range m.RootStats(nil) {
			if st.Action != toy.PennySafe {
				assert.InDelta(t, 0.5, st.Mean, 0.15, "multiple trees, %v", st.Action)
			}
		}
		single, m := decide[toy.PenniesState, toy.PennyMove](t, g, search.Config{Iterations: 3000, Observers: search.SingleObserver}, toy.PenniesState{}, seed)
		assert.Equal(t, toy.PennySafe, single, "single tree: %v", m.RootStats(nil))
	}
	// Seat 1, deciding after a hidden coin, samples it and guesses.
	m, err := search.New[toy.PenniesState, toy.PennyMove](g, search.Config{Iterations: 200})
	require.NoError(t, err)
	a, err := m.Choose(&toy.PenniesDeterminizer{View: toy.PenniesState{Coin: toy.PennyHidden}}, legal[1:], 1)
	require.NoError(t, err)
	assert.Contains(t, legal[1:], a)
}
