package expedition

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// The helpers below build exact situations by editing a fresh game's
// state, then play real actions through Apply and check the invariants
// after each one.

// fresh returns a game of n players at the Planning step of round 1, with
// no corporation for anyone (so no corporation effect interferes), 100 MC
// each and the eight dealt cards in hand.
func fresh(t *testing.T, n int) *State {
	t.Helper()
	s, err := New(Config{Players: n, Seed: 7})
	require.NoError(t, err)
	for p := 0; p < n; p++ {
		s.players[p].corp = -1
		s.players[p].mc = 100
	}
	s.round, s.stage, s.seat = 1, StagePlanning, 0
	// A known ocean order: the first flip gives 4 MC, the second 1 card and
	// 1 MC, the third 2 plants.
	s.oceanTiles = [9]uint8{1, 3, 0, 2, 4, 5, 6, 7, 8}
	require.NoError(t, s.Check())
	return &s
}

// id returns the catalogue ID of the card with printed number num.
func id(t *testing.T, num string) int {
	t.Helper()
	c, ok := cards.MustEmbedded().CardByNumber(num)
	require.True(t, ok, "no card %s", num)
	return c.ID
}

// corpID returns the ID of the corporation with number num.
func corpID(t *testing.T, num string) int {
	t.Helper()
	c, ok := cards.MustEmbedded().CorporationByNumber(num)
	require.True(t, ok, "no corporation %s", num)
	return c.ID
}

// take removes card i from wherever it is (deck, discard, hand, revealed).
func (s *State) take(i int) {
	l := s.loc[i]
	switch {
	case l == locDeck:
		for k := 0; k < int(s.deckLen); k++ {
			if int(s.deck[k]) == i {
				copy(s.deck[k:], s.deck[k+1:s.deckLen])
				s.deckLen--
				break
			}
		}
	case l == locDiscard:
		s.nDiscard--
	case l >= locHand && l < locTableau:
		s.fromHand(int(l-locHand), i)
	case l >= locRevealed && l < locEnd:
		s.fromRevealed(int(l-locRevealed), i)
	case l >= locTableau && l < locRevealed:
		panic("take: card in play")
	}
}

// toHandOf gives card num to player p.
func toHandOf(t *testing.T, s *State, p int, num string) int {
	t.Helper()
	i := id(t, num)
	s.take(i)
	s.toHand(p, i)
	return i
}

// inPlay puts card num into player p's tableau (without playing it).
func inPlay(t *testing.T, s *State, p int, num string) int {
	t.Helper()
	i := id(t, num)
	s.take(i)
	s.enterTableau(p, i)
	return i
}

// onTop puts card num on top of the deck.
func onTop(t *testing.T, s *State, num string) int {
	t.Helper()
	i := id(t, num)
	s.take(i)
	s.deck[s.deckLen] = uint16(i)
	s.deckLen++
	s.loc[i] = locDeck
	return i
}

// setCorp gives player p corporation num, with its starting MC, effects and
// setup, as if chosen.
func setCorp(t *testing.T, s *State, p int, num string) {
	t.Helper()
	s.players[p].corp = int16(corpID(t, num))
	s.applyCorporation(p)
	s.runFrames()
	require.NoError(t, s.Check())
}

// setParam moves a parameter to step v as if the last player had raised it
// (keeping the TR ledger whole); it is not a rule action.
func setParam(s *State, par cards.Param, v int) {
	last := int(s.nPlayers) - 1
	for int(s.params[par]) < v {
		s.params[par]++
		if par == cards.Oceans {
			for i := range s.oceanTiles {
				if s.oceanUp&(1<<i) == 0 {
					s.oceanUp |= 1 << i
					break
				}
			}
		}
		s.raises++
		s.players[last].trParams++
		s.players[last].tr++
	}
}

// at starts phase ph of the current round with every player having chosen
// `chosen[p]` (the phase must be among them), then lets the game run to the
// first decision.
func at(t *testing.T, s *State, ph int, chosen ...int) {
	t.Helper()
	s.chosen = 0
	for p := 0; p < int(s.nPlayers); p++ {
		c := ph
		if p < len(chosen) {
			c = chosen[p]
		}
		s.players[p].chosen = uint8(c)
		s.chosen |= 1 << c
	}
	require.NotZero(t, s.chosen&(1<<ph), "phase %d not chosen", ph)
	s.nFrames = 0
	s.startPhase(uint8(ph))
	s.advance()
	require.NoError(t, s.Check())
}

// do applies an action and checks the invariants.
func do(t *testing.T, s *State, a Action) {
	t.Helper()
	require.NoError(t, s.Apply(a), "at %s", s.where())
	require.NoError(t, s.Check())
}

// act applies an action written as text (FormatAction) and checks the
// invariants.
func act(t *testing.T, s *State, text string) {
	t.Helper()
	a, err := ParseAction(s.cat(), text)
	require.NoError(t, err)
	do(t, s, a)
}

// answer resolves pending decisions of player p from a script: "choose N",
// "target NUM", "discard NUM", "keep NUM", "accept", "decline",
// "play-free NUM", "discard *" (the lowest card ID), "keep *".
func answer(t *testing.T, s *State, p int, script ...string) {
	t.Helper()
	for _, line := range script {
		require.Equal(t, p, s.ToMove(), "script %q: p%d is not to move", line, p)
		f := strings.Fields(line)
		if len(f) == 2 && f[1] == "*" {
			legal := s.Legal(nil)
			require.NotEmpty(t, legal)
			do(t, s, legal[0])
			continue
		}
		act(t, s, fmt.Sprintf("p%d %s", p, line))
	}
}

// play has player p play card num now (paying MC) and answer its choices.
func play(t *testing.T, s *State, p int, num string, script ...string) {
	t.Helper()
	act(t, s, fmt.Sprintf("p%d play %s", p, num))
	answer(t, s, p, script...)
}

// snap is what the card tests compare before and after.
type snap struct {
	MC, Heat, Plants, Steel, Titanium, TR, Forests, Hand, Tableau, VP int
	Prod                                                              [cards.NumResources]int
	Params                                                            [cards.NumParams]int
	Res                                                               int // resources on the card under test
}

func snapshot(s *State, p, src int) snap {
	pl := &s.players[p]
	sn := snap{MC: int(pl.mc), Heat: int(pl.heat), Plants: int(pl.plants), Steel: int(pl.steel),
		Titanium: int(pl.titanium), TR: int(pl.tr), Forests: int(pl.forests), Hand: int(pl.nHand),
		Tableau: int(pl.nTableau), VP: s.Score(p).CardVP}
	for i, v := range pl.prod {
		sn.Prod[i] = int(v)
	}
	for i, v := range s.params {
		sn.Params[i] = int(v)
	}
	if src >= 0 {
		sn.Res = int(s.res[src])
	}
	return sn
}

// parseDelta reads a compact expectation such as "mc-11 prod.card+1 hand+2".
// Keys: mc heat plants steel ti tr forest hand tableau vp res
// prod.mc prod.heat prod.plants prod.card temp oxygen ocean.
func parseDelta(t *testing.T, text string) snap {
	t.Helper()
	var d snap
	for _, tok := range strings.Fields(text) {
		i := strings.IndexAny(tok, "+-")
		require.Positive(t, i, "bad delta token %q", tok)
		n, err := strconv.Atoi(tok[i:])
		require.NoError(t, err, "bad delta token %q", tok)
		switch tok[:i] {
		case "mc":
			d.MC = n
		case "heat":
			d.Heat = n
		case "plants":
			d.Plants = n
		case "steel":
			d.Steel = n
		case "ti":
			d.Titanium = n
		case "tr":
			d.TR = n
		case "forest":
			d.Forests = n
		case "hand":
			d.Hand = n
		case "tableau":
			d.Tableau = n
		case "vp":
			d.VP = n
		case "res":
			d.Res = n
		case "prod.mc":
			d.Prod[cards.MC] = n
		case "prod.heat":
			d.Prod[cards.Heat] = n
		case "prod.plants":
			d.Prod[cards.Plants] = n
		case "prod.card":
			d.Prod[cards.Cards] = n
		case "temp":
			d.Params[cards.Temperature] = n
		case "oxygen":
			d.Params[cards.Oxygen] = n
		case "ocean":
			d.Params[cards.Oceans] = n
		case "infra":
			d.Params[cards.Infrastructure] = n
		default:
			t.Fatalf("bad delta key %q", tok)
		}
	}
	return d
}

func diff(a, b snap) snap {
	d := snap{MC: b.MC - a.MC, Heat: b.Heat - a.Heat, Plants: b.Plants - a.Plants, Steel: b.Steel - a.Steel,
		Titanium: b.Titanium - a.Titanium, TR: b.TR - a.TR, Forests: b.Forests - a.Forests, Hand: b.Hand - a.Hand,
		Tableau: b.Tableau - a.Tableau, VP: b.VP - a.VP, Res: b.Res - a.Res}
	for i := range d.Prod {
		d.Prod[i] = b.Prod[i] - a.Prod[i]
	}
	for i := range d.Params {
		d.Params[i] = b.Params[i] - a.Params[i]
	}
	return d
}

// onlyHand discards player p's hand and gives them exactly the cards nums.
func onlyHand(t *testing.T, s *State, p int, nums ...string) {
	t.Helper()
	pl := &s.players[p]
	for i := pl.hand.next(0); i >= 0; i = pl.hand.next(i + 1) {
		s.fromHand(p, i)
		s.toDiscard(i)
	}
	for _, n := range nums {
		toHandOf(t, s, p, n)
	}
}

// tags adds n tags of a kind to player p, as if cards carrying them were
// in play (only requirement and "for each" counts read them).
func tags(s *State, p int, t cards.Tag, n int) { s.players[p].tags[t] += uint8(n) }

// playRandom plays uniformly random legal actions until the game is over,
// checking the invariants after each one when check is set. It also checks
// that Apply accepts every action Legal lists.
func playRandom(t testing.TB, s *State, seed uint64, check bool) int {
	t.Helper()
	r := newTestRand(seed)
	var buf []Action
	n := 0
	for !s.Over() {
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("no legal action at %s", s.where())
		}
		a := buf[r.Intn(len(buf))]
		if err := s.Apply(a); err != nil {
			t.Fatalf("seed %d: legal action rejected: %v", seed, err)
		}
		if check {
			if err := s.Check(); err != nil {
				t.Fatalf("seed %d after %s: %v", seed, s.ActionString(a), err)
			}
		}
		n++
	}
	return n
}
