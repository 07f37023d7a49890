package expedition

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// The helpers below set up a scenario by hand (a game without
// corporations, cards in a hand or in play, resources, parameter steps),
// then reach the phases a test needs and play in them through Apply,
// checking the invariants after each action. None of them resets what the
// engine tracks across play (used actions, play counters, phase choices,
// the first player, derived counts).

// fresh returns a game of n players at the Planning step of round 1, with
// no corporation for anyone (so no corporation effect interferes), 100 MC
// each and the eight dealt cards in hand.
func fresh(t *testing.T, n int) *State {
	t.Helper()
	return freshWith(t, Config{Players: n, Seed: 7})
}

// freshWith is fresh for a game configured by cfg.
func freshWith(t *testing.T, cfg Config) *State {
	t.Helper()
	n := cfg.Players
	s, err := New(cfg)
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

// setRes sets the resources on card (or corporation source) src to n, as
// play would, keeping its owner's count of resources on cards.
func setRes(s *State, src, n int) { s.addRes(source(src), n-int(s.res[src])) }

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

// setParam moves a parameter to step v as if the last player had raised it
// (keeping the TR ledger whole); it is not a rule action. Set during a
// phase, the steps count as set before it began (the allowances of Ruling
// E4 shrink with them).
func setParam(s *State, par cards.Param, v int) {
	last := int(s.nPlayers) - 1
	for int(s.params[par]) < v {
		s.params[par]++
		if s.stage == StagePhase {
			s.phaseStart[par]++
		}
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

// at plays on through Apply to phase ph of the next round in which every
// player p can choose chosen[p] (ph for players not given; the phase must be
// among them), then passes the turns of the players seated before player 0,
// so that player 0, whom the tests follow, is to move (or the phase, having
// no turns, is over). See toPhase.
func at(t *testing.T, s *State, ph int, chosen ...int) {
	t.Helper()
	toPhase(t, s, ph, chosen...)
	for s.Decision() == DecisionTurn && s.ToMove() != 0 && s.Phase() == ph {
		do(t, s, Action{Kind: ActDone, Player: int8(s.ToMove()), Card: -1})
	}
}

// toPhase plays on through Apply to the first decision of phase ph (or past
// the phase when it asks nothing, as Production): it passes what is left of
// the current round (every turn ended at once, every other choice answered
// by passOn), lets each player p choose chosen[p] in Planning (ph when not
// given), and passes the phases before ph. A player who chose that phase
// card last round (Ruling E2) cannot choose it again, so a round of passing
// comes first, with choices that leave the wanted ones free.
func toPhase(t *testing.T, s *State, ph int, chosen ...int) {
	t.Helper()
	want := func(p int) int {
		if p < len(chosen) {
			return chosen[p]
		}
		return ph
	}
	found := false
	for p := 0; p < s.Players(); p++ {
		found = found || want(p) == ph
	}
	require.True(t, found, "phase %d not chosen", ph)
	toPlanning(t, s)
	free := true
	for p := 0; p < s.Players(); p++ {
		free = free && s.legalPhaseChoice(p, want(p))
	}
	if !free {
		planRound(t, s, 0, func(p int) int {
			for _, f := range [...]int{PhaseDevelopment, PhaseConstruction, PhaseResearch, PhaseProduction, PhaseAction} {
				if f != want(p) && s.legalPhaseChoice(p, f) {
					return f
				}
			}
			t.Fatalf("no phase card left for p%d to pass a round with", p)
			return 0
		})
		toPlanning(t, s)
	}
	started := planRound(t, s, ph, want)
	for !started && !(s.stage == StagePhase && int(s.phase) == ph) {
		require.False(t, s.Over(), "the game ended before phase %d", ph)
		started = passOn(t, s, ph)
	}
}

// planRound lets every player choose phase card pick(p) in Planning and
// reports whether phase ph started meanwhile (a phase without decisions
// runs through at once).
func planRound(t *testing.T, s *State, ph int, pick func(p int) int) bool {
	t.Helper()
	require.Equal(t, StagePlanning, s.Stage())
	started := uint8(0)
	for round := s.Round(); s.Stage() == StagePlanning && s.Round() == round; {
		p := s.ToMove()
		do(t, s, Action{Kind: ActChoosePhase, Player: int8(p), Card: -1, Index: int8(pick(p))})
		for _, e := range s.Events() {
			if e.Kind == EvPhaseStarted {
				started |= 1 << e.N
			}
		}
	}
	return started&(1<<ph) != 0
}

// toPlanning passes the rest of the round (see passOn) until the next
// Planning.
func toPlanning(t *testing.T, s *State) {
	t.Helper()
	for s.Stage() != StagePlanning {
		require.False(t, s.Over(), "the game ended")
		require.GreaterOrEqual(t, s.ToMove(), 0, "nobody to move at %s", s.where())
		passOn(t, s, 0)
	}
}

// passOn plays one action of a player who passes: a turn ends, an optional
// effect is declined, any other choice takes the first legal answer. It
// reports whether phase ph started during it.
func passOn(t *testing.T, s *State, ph int) bool {
	t.Helper()
	p := int8(s.ToMove())
	a := Action{Kind: ActDone, Player: p, Card: -1}
	if s.Decision() != DecisionTurn {
		legal := s.Legal(nil)
		require.NotEmpty(t, legal, "no legal action at %s", s.where())
		a = legal[0]
		for _, l := range legal {
			if l.Kind == ActDecline {
				a = l
			}
		}
	}
	do(t, s, a)
	for _, e := range s.Events() {
		if e.Kind == EvPhaseStarted && int(e.N) == ph {
			return true
		}
	}
	return false
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

// withTags puts project cards carrying n tags tg (in all) into player p's
// tableau, without playing them: cards still in the deck or the discard
// pile, never the card except, and the least eventful ones (no trigger, no
// lasting effect, fewest tags, no action, no variable VP, nothing held)
// first, so that they change nothing but the tags and colours counted.
func withTags(t *testing.T, s *State, p int, tg cards.Tag, n int, except int) {
	t.Helper()
	cat := s.cat()
	var pool []*cards.Card
	for i := range cat.Cards {
		c := &cat.Cards[i]
		l := s.loc[c.ID]
		if c.TagMask.Has(tg) && c.ID != except && (l == locDeck || l == locDiscard) &&
			len(c.Triggers) == 0 && reflect.DeepEqual(c.Passive, cards.Passive{}) {
			pool = append(pool, c)
		}
	}
	quiet := func(c *cards.Card) int {
		n := len(c.Tags) * 8
		if len(c.Actions) > 0 {
			n += 4
		}
		if c.VP.IsVariable() {
			n += 2
		}
		if c.Holds != cards.HoldNone {
			n++
		}
		return n
	}
	sort.SliceStable(pool, func(i, j int) bool { return quiet(pool[i]) < quiet(pool[j]) })
	for _, c := range pool {
		k := 0
		for _, x := range c.Tags {
			if x == tg {
				k++
			}
		}
		if k <= n {
			inPlay(t, s, p, c.Number)
			n -= k
		}
		if n == 0 {
			return
		}
	}
	t.Fatalf("not enough cards with %s tags", tg)
}

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
