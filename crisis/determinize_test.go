package crisis

import (
	"fmt"
	"slices"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// checkSample returns what in sample contradicts what player p sees of the
// real game s, or "": Check fails, the sample's View differs from the real
// one, another decision or other legal actions, a Crisis deck not stacked
// by tiers (Ruling C3) or holding a card that came out, a dummy deck
// holding a revealed card.
func checkSample(s, sample *State, p int) string {
	if err := sample.Check(); err != nil {
		return err.Error()
	}
	real, got := s.View(p), sample.View(p)
	if real != got {
		return "the sample's View differs from the real one"
	}
	if sample.ToMove() != s.ToMove() || sample.Decision() != s.Decision() {
		return "another decision"
	}
	if !slices.Equal(s.Legal(nil), sample.Legal(nil)) {
		return "other legal actions"
	}
	k := &sample.k
	for i := 1; i < int(k.deckLen); i++ {
		if k.crisis(int(k.deck[i])).Tier > k.crisis(int(k.deck[i-1])).Tier {
			return fmt.Sprintf("Crisis deck position %d (from the bottom) holds a tier %d card on a tier %d one", i,
				k.crisis(int(k.deck[i])).Tier, k.crisis(int(k.deck[i-1])).Tier)
		}
	}
	for _, id := range k.deck[:k.deckLen] {
		if !real.Unseen(int(id)) {
			return fmt.Sprintf("Crisis card %s is in the deck and has come out", k.crisis(int(id)).Number)
		}
	}
	shown := k.dummyUsed
	for _, c := range k.dummyNow[:k.nDummyNow] {
		shown |= 1 << c
	}
	for _, c := range k.dummyDeck[:k.dummyLen] {
		if shown&(1<<c) != 0 {
			return fmt.Sprintf("the dummy deck holds card %d, which is face up", c)
		}
		shown |= 1 << c
	}
	if shown != 1<<5-1 {
		return fmt.Sprintf("dummy cards %05b are nowhere", ^shown&(1<<5-1))
	}
	return ""
}

// sampler is what a test samples positions with.
type sampler func(d *Determinizer, dst *State, seed uint64)

func rightSampler(d *Determinizer, dst *State, seed uint64) { d.Determinize(dst, seed) }

// forEachSample plays random games of every player count, difficulty and
// set list, and at every step-th action samples two games for every
// player with sample and checks them; it returns the positions, the
// samples and the first failure.
func forEachSample(t *testing.T, games, step int, sample sampler) (positions, samples int, failure string) {
	t.Helper()
	var d Determinizer
	var dst State
	buf := make([]Action, 0, 256)
	for p := 1; p <= MaxPlayers; p++ {
		for diff := Beginner; diff < NumDifficulties; diff++ {
			for _, sets := range [][]cards.Set{{cards.SetBase}, {cards.SetBase, cards.SetDiscovery}} {
				for i := 0; i < games; i++ {
					seed := uint64(1000*p + 100*int(diff) + 10*len(sets) + i)
					s, err := New(Config{Players: p, Seed: seed, Difficulty: diff, Sets: sets})
					require.NoError(t, err)
					rng := dice.New(seed ^ 0xd37)
					for n := 0; !s.Over(); n++ {
						if n%step == 0 {
							require.NoError(t, s.Check())
							positions++
							for q := 0; q < p; q++ {
								v := s.View(q)
								require.NoError(t, d.Reset(&v))
								for j := 0; j < 2; j++ {
									sample(&d, &dst, uint64(n*8+q*2+j))
									samples++
									if msg := checkSample(&s, &dst, q); msg != "" {
										return positions, samples, fmt.Sprintf("%d players, %s, sets %v, seed %d, action %d, player %d: %s",
											p, diff, sets, seed, n, q, msg)
									}
								}
							}
							// The sample plays on as a game.
							for j := 0; j < 3 && !dst.Over(); j++ {
								buf = dst.Legal(buf[:0])
								require.NotEmpty(t, buf)
								require.NoError(t, dst.Apply(buf[rng.Intn(len(buf))]))
								require.NoError(t, dst.Check())
							}
						}
						buf = s.Legal(buf[:0])
						require.NoError(t, s.Apply(buf[rng.Intn(len(buf))]))
					}
				}
			}
		}
	}
	return positions, samples, ""
}

// TestDeterminizerSamplesMatchTheView samples positions of random games at
// one to four players, every difficulty, with and without Discovery, and
// checks every sample against the View it came from.
func TestDeterminizerSamplesMatchTheView(t *testing.T) {
	games, step := 6, 5
	if testing.Short() {
		games = 1
	}
	positions, samples, failure := forEachSample(t, games, step, rightSampler)
	require.Empty(t, failure)
	require.Greater(t, positions, 800*games, "about 970 positions a game of each kind")
	t.Logf("%d positions, %d samples", positions, samples)
}

// TestDeterminizerCheckCatchesWrongSamples shows that the check fails for
// samplers that break what the players know: the Crisis deck shuffled
// across its tiers, and a dummy deck dealt from every dummy card.
func TestDeterminizerCheckCatchesWrongSamples(t *testing.T) {
	acrossTiers := func(d *Determinizer, dst *State, seed uint64) {
		d.Determinize(dst, seed)
		k := &dst.k
		r := dice.New(seed)
		for i := int(k.deckLen) - 1; i > 0; i-- {
			j := r.Intn(i + 1)
			k.deck[i], k.deck[j] = k.deck[j], k.deck[i]
		}
	}
	_, _, failure := forEachSample(t, 1, 5, acrossTiers)
	require.Contains(t, failure, "tier")
	everyDummy := func(d *Determinizer, dst *State, seed uint64) {
		d.Determinize(dst, seed)
		k := &dst.k
		for i := range k.dummyDeck[:k.dummyLen] {
			k.dummyDeck[i] = uint8(i)
		}
	}
	_, _, failure = forEachSample(t, 1, 5, everyDummy)
	require.Contains(t, failure, "dummy")
	boxedCard := func(d *Determinizer, dst *State, seed uint64) {
		d.Determinize(dst, seed)
		k := &dst.k
		if k.deckLen > 0 { // the top card swapped for a card in play
			for _, id := range k.play[:k.nPlay] {
				top := k.deck[k.deckLen-1]
				k.deck[k.deckLen-1] = id
				k.place[top], k.place[id] = placePlay, placeDeck
				k.play[0] = top
				return
			}
		}
	}
	_, _, failure = forEachSample(t, 1, 5, boxedCard)
	require.NotEmpty(t, failure)
}

// TestDeterminizerIsReproducible: the same seed gives the same sample,
// another seed another Crisis deck order at least once.
func TestDeterminizerIsReproducible(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 5, Difficulty: Normal})
	require.NoError(t, err)
	v := s.View(0)
	var d Determinizer
	require.NoError(t, d.Reset(&v))
	var a, b State
	d.Determinize(&a, 1)
	d.Determinize(&b, 1)
	require.True(t, a == b)
	differs := false
	for seed := uint64(2); seed < 10; seed++ {
		d.Determinize(&b, seed)
		differs = differs || a.k.deck != b.k.deck
	}
	require.True(t, differs)
}
