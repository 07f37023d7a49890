package expedition

import (
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// observedGame is a random game whose every player keeps a Memory fed with
// every Observation, as an agent's does.
type observedGame struct {
	s   State
	mem [MaxPlayers]Memory
	obs Observation
	r   dice.Rand
	buf []Action
}

// newObservedGame starts a game drawn from seed: randomConfig, the setup
// redraw variant in half the games, and random phase-card versions (the
// upgrades) in a quarter.
func newObservedGame(t *testing.T, seed uint64) *observedGame {
	t.Helper()
	g := &observedGame{r: dice.New(seed)}
	cfg := randomConfig(&g.r, seed)
	cfg.Redraw = g.r.Intn(2) == 0
	s, err := New(cfg)
	require.NoError(t, err)
	if g.r.Intn(4) == 0 {
		for p := 0; p < s.Players(); p++ {
			for ph := 1; ph <= NumPhases; ph++ {
				require.NoError(t, s.UpgradePhaseCard(p, ph, g.r.Intn(3)))
			}
		}
	}
	g.s = s
	for p := 0; p < s.Players(); p++ {
		v := s.View(p)
		g.mem[p].Observe(nil, &v)
	}
	return g
}

// step plays a random legal action (sells only one time in four, so that
// games reach their end) and lets every player observe it.
func (g *observedGame) step(t *testing.T) Action {
	t.Helper()
	g.buf = g.s.Legal(g.buf[:0])
	require.NotEmpty(t, g.buf, "no legal action at %s", g.s.where())
	a := g.buf[g.r.Intn(len(g.buf))]
	for a.Kind == ActSell && g.r.Intn(4) != 0 {
		a = g.buf[g.r.Intn(len(g.buf))]
	}
	p := int(a.Player)
	Game{}.Mark(&g.s, &g.obs)
	require.NoError(t, g.s.Apply(a))
	for q := 0; q < g.s.Players(); q++ {
		Game{}.Observation(&g.s, p, q, a, &g.obs)
		g.mem[q].Observe(&g.obs, &g.obs.View)
	}
	return a
}

// observed returns what player q observed of a, just made by player p.
func (g *observedGame) observed(p, q int, a Action) *Observation {
	Game{}.Observation(&g.s, p, q, a, &g.obs)
	return &g.obs
}

// checkSample returns what in sample contradicts what player p knows of
// the real game s (its View, its Memory mem), or "".
func checkSample(s, sample *State, p int, mem *Memory) string {
	if err := sample.Check(); err != nil {
		return err.Error()
	}
	real, got := s.View(p), sample.View(p)
	if real != got {
		return "the sample's View differs from the real one" + viewDiff(&real, &got)
	}
	if sample.ToMove() != s.ToMove() || sample.Decision() != s.Decision() {
		return "another decision"
	}
	if s.ToMove() == p {
		a, b := s.Legal(nil), sample.Legal(nil)
		if len(a) != len(b) {
			return "other legal actions"
		}
		for i := range a {
			if a[i] != b[i] {
				return "other legal actions"
			}
		}
	}
	for id := 0; id < MaxCards; id++ {
		if (s.loc[id] == locOut) != (sample.loc[id] == locOut) {
			return "card " + strconv.Itoa(id) + " is in one game and not the other"
		}
	}
	for id := mem.discard.next(0); id >= 0; id = mem.discard.next(id + 1) {
		if sample.loc[id] != locDiscard {
			return "remembered discard " + strconv.Itoa(id) + " is elsewhere"
		}
	}
	for q := 0; q < s.Players(); q++ {
		a, b := &s.players[q], &sample.players[q]
		if a.offer[0] >= 0 && (b.offer[0] < 0 || b.offer[1] < 0 || b.offer[0] == b.offer[1]) {
			return "p" + strconv.Itoa(q) + " has no offer of two corporations"
		}
		if a.corp >= 0 != (b.corp >= 0) || b.corp >= 0 && b.corp != b.offer[0] && b.corp != b.offer[1] {
			return "p" + strconv.Itoa(q) + " keeps a corporation it was not offered"
		}
		if (a.chosen == 0) != (b.chosen == 0) {
			return "p" + strconv.Itoa(q) + " has chosen in one game and not the other"
		}
		if b.chosen != 0 && s.stage == StagePlanning && !sample.legalPhaseChoice(q, int(b.chosen)) {
			return "p" + strconv.Itoa(q) + " chose a phase it may not"
		}
	}
	var corps [cards.MaxCorporations]int
	for q := 0; q < s.Players(); q++ {
		for _, c := range sample.players[q].offer {
			if c >= 0 {
				corps[c]++
				if corps[c] > 1 {
					return "corporation " + strconv.Itoa(int(c)) + " offered twice"
				}
			}
		}
	}
	var tiles [9]bool
	for _, tile := range sample.oceanTiles {
		if int(tile) >= len(tiles) || tiles[tile] {
			return "the ocean tiles are not the nine tiles"
		}
		tiles[tile] = true
	}
	return ""
}

// viewDiff names the first part of two Views that differs.
func viewDiff(a, b *View) string {
	switch {
	case a.p != b.p:
		return ": the seat"
	case a.s.hidden != b.s.hidden:
		return ": the hidden part"
	case a.s.eventLog != b.s.eventLog:
		return ": the events"
	}
	for q := range a.s.players {
		if a.s.players[q] != b.s.players[q] {
			return ": player " + strconv.Itoa(q)
		}
	}
	if a.s.oceanTiles != b.s.oceanTiles {
		return ": the ocean tiles"
	}
	return ": the table"
}

// TestDeterminizerSamplesMatchTheView plays random games of 2 to 6 players
// with every option, every player remembering what it observed, and at
// every decision determinizes the game for every player (the one to move
// and the others): every sample passes Check, gives that player the View
// it has in the real game, the same decision and legal actions, the same
// cards in the game, the remembered discards in the discard pile, offers
// of two corporations, legal secret Planning picks, and the nine ocean
// tiles.
func TestDeterminizerSamplesMatchTheView(t *testing.T) {
	games := 120
	if testing.Short() {
		games = 40
	}
	var d Determinizer
	var sample State
	positions, samples := 0, 0
	for gi := 0; gi < games; gi++ {
		seed := dice.Derive(914, uint64(gi))
		g := newObservedGame(t, seed)
		for k := 0; !g.s.Over(); k++ {
			if k%3 == 0 {
				positions++
				for p := 0; p < g.s.Players(); p++ {
					v := g.s.View(p)
					require.NoError(t, d.Reset(&v, &g.mem[p]), "game %d, p%d", gi, p)
					for i := 0; i < 2; i++ {
						d.Determinize(&sample, dice.Derive(seed, uint64(k*16+p*2+i)))
						samples++
						if why := checkSample(&g.s, &sample, p, &g.mem[p]); why != "" {
							t.Fatalf("game %d (%d players), action %d, %s, p%d: %s", gi, g.s.Players(), k, g.s.where(), p, why)
						}
					}
				}
			}
			g.step(t)
		}
	}
	t.Logf("%d positions, %d samples", positions, samples)
}

// TestMemoryKnowsOnlyTheDiscardPile checks, after every action of random
// games, that every card a player's Memory puts in the discard pile is
// there in the real game, and that the Memories do remember cards (the
// check can fail).
func TestMemoryKnowsOnlyTheDiscardPile(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 30
	}
	remembered, shuffles := 0, 0
	for gi := 0; gi < games; gi++ {
		g := newObservedGame(t, dice.Derive(915, uint64(gi)))
		for !g.s.Over() {
			before := g.s.nDiscard
			g.step(t)
			if g.s.nDiscard < before {
				shuffles++
			}
			for p := 0; p < g.s.Players(); p++ {
				m := &g.mem[p]
				require.Equal(t, p, m.Viewer())
				for id := m.discard.next(0); id >= 0; id = m.discard.next(id + 1) {
					require.Equal(t, locDiscard, g.s.loc[id], "game %d: p%d remembers card %d in the discard pile", gi, p, id)
					remembered++
				}
			}
		}
	}
	require.Positive(t, remembered, "no player ever remembered a discard")
	require.Positive(t, shuffles, "no game shuffled the discard pile into the deck")
	t.Logf("%d remembered discards over all observations, %d shuffles", remembered, shuffles)
}

// TestMemoryRemembersSales checks in random games that a player
// remembers every card it sells (the pile is not shuffled in a sale) and
// that the other players see the sale without the card.
func TestMemoryRemembersSales(t *testing.T) {
	sales := 0
	for gi := 0; gi < 50; gi++ {
		g := newObservedGame(t, dice.Derive(916, uint64(gi)))
		for !g.s.Over() {
			a := g.step(t)
			if a.Kind != ActSell {
				continue
			}
			sales++
			p := int(a.Player)
			require.True(t, g.mem[p].discard.has(int(a.Card)), "p%d forgot the card it sold", p)
			for q := 0; q < g.s.Players(); q++ {
				o := g.observed(p, q, a)
				want := a
				if q != p {
					want.Card = HiddenCard
				}
				require.Equal(t, want, o.Action, "p%d's observation of p%d's sale", q, p)
				require.False(t, o.DiscardLeft)
			}
		}
	}
	require.Positive(t, sales)
}

// TestMemoryForgetsTheShuffledPile feeds a Memory the Views of a player who
// sold a card, then an Observation of a shuffle of the discard pile into
// the deck after which the pile is as large as before (cards discarded
// after the shuffle in the same action): only DiscardLeft tells, and the
// Memory forgets the card sold.
func TestMemoryForgetsTheShuffledPile(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 3})
	require.NoError(t, err)
	var m Memory
	v := s.View(0)
	m.Observe(nil, &v)
	hand := v.Hand(nil)
	// The View after selling hand[0]: one card fewer, one more in the pile.
	sold := v
	sold.s.players[0].hand.remove(hand[0])
	sold.s.players[0].nHand--
	sold.s.nDiscard++
	m.Observe(&Observation{Mover: 0, Action: Action{Kind: ActSell, Player: 0, Card: int16(hand[0])}}, &sold)
	require.Equal(t, []int{hand[0]}, m.Discarded(nil))
	// Another player's action shuffles the pile in and discards a card: the
	// pile holds one card again.
	m.Observe(&Observation{Mover: 1, Action: Action{Kind: ActDiscard, Player: 1, Card: HiddenCard}, DiscardLeft: true}, &sold)
	require.Empty(t, m.Discarded(nil))
}

// TestDeterminizerDealsUniformly determinizes one position many times:
// each card the player has not seen lands in another player's hand about
// as often as that hand's share of the unseen cards says, and the secret
// Planning pick of the player before is spread over the phases it may
// choose.
func TestDeterminizerDealsUniformly(t *testing.T) {
	g := newObservedGame(t, 77)
	// Play to the second round's Planning, with seat 1 to choose after seat 0.
	for !(g.s.Stage() == StagePlanning && g.s.Round() == 2 && g.s.seat == 1) {
		require.False(t, g.s.Over())
		g.step(t)
	}
	p := g.s.ToMove()
	other := g.s.seatPlayer(0)
	v := g.s.View(p)
	var d Determinizer
	require.NoError(t, d.Reset(&v, &g.mem[p]))
	const n = 4000
	var inHand [MaxCards]int
	var picks [NumPhases + 1]int
	var sample State
	for i := 0; i < n; i++ {
		d.Determinize(&sample, uint64(i))
		pl := &sample.players[other]
		for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
			inHand[id]++
		}
		picks[pl.chosen]++
	}
	share := float64(g.s.players[other].nHand) / float64(d.nPool)
	for i := 0; i < int(d.nPool); i++ {
		id := d.pool[i]
		// Binomial(n, share): 5 standard deviations.
		sd := 5 * math.Sqrt(n*share*(1-share))
		require.InDelta(t, n*share, float64(inHand[id]), sd, "card %d", id)
	}
	prev := int(g.s.players[other].prev)
	require.Zero(t, picks[0])
	require.Zero(t, picks[prev], "the card chosen last round was sampled")
	for ph := 1; ph <= NumPhases; ph++ {
		if ph != prev {
			require.InDelta(t, n/4, picks[ph], 5*math.Sqrt(n*0.25*0.75), "phase %d", ph)
		}
	}
}

// lastPhase is a PickModel that picks the last legal phase, and records
// what it was asked.
type lastPhase struct{ calls, player int }

func (l *lastPhase) Pick(_ *State, q int, legal []int, _ uint64) int {
	l.calls++
	l.player = q
	return legal[len(legal)-1]
}

// TestDeterminizerPicksWithItsModel: a PickModel chooses the secret
// Planning card of the player before, among the phases it may choose, and
// the samples still match the View.
func TestDeterminizerPicksWithItsModel(t *testing.T) {
	g := newObservedGame(t, 78)
	for !(g.s.Stage() == StagePlanning && g.s.Round() == 2 && g.s.seat == 1) {
		require.False(t, g.s.Over())
		g.step(t)
	}
	p := g.s.ToMove()
	other := g.s.seatPlayer(0)
	model := &lastPhase{}
	var d Determinizer
	d.SetPickModel(model)
	v := g.s.View(p)
	require.NoError(t, d.Reset(&v, &g.mem[p]))
	want := NumPhases
	if int(g.s.players[other].prev) == NumPhases {
		want = NumPhases - 1
	}
	var sample State
	for i := uint64(0); i < 20; i++ {
		d.Determinize(&sample, i)
		require.Equal(t, uint8(want), sample.players[other].chosen)
		require.Empty(t, checkSample(&g.s, &sample, p, &g.mem[p]))
	}
	require.Equal(t, 20, model.calls)
	require.Equal(t, other, model.player)
}
