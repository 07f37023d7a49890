package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// defIndex returns the index of the card definition called name.
func defIndex(t testing.TB, f *Faction, name string) int {
	t.Helper()
	for i := range f.Cards {
		if f.Cards[i].Name == name {
			return i
		}
	}
	t.Fatalf("%s has no card %q", f.Name, name)
	return -1
}

// newPicked sets up a Basic Game with seat 0 Terrans moving first and each
// seat's two picks given by card name.
func newPicked(t testing.TB, seed uint64, terrans, kahoum [2]string) State {
	t.Helper()
	s, err := NewGame(MustDefaultRules(), Config{Mode: Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: 0}, seed)
	require.NoError(t, err)
	for p, picks := range [2][2]string{terrans, kahoum} {
		for _, name := range picks {
			apply(t, &s, Action{Kind: ActPick, Card: uint8(defIndex(t, s.Faction(p), name))})
		}
	}
	require.Equal(t, phaseTurn, s.phase)
	return s
}

// apply applies a and checks the invariants.
func apply(t testing.TB, s *State, a Action) {
	t.Helper()
	require.NoError(t, s.Apply(a), "apply %s", a)
	require.NoError(t, s.Check(), "after %s", a)
}

// hand returns the hand index of a card called name in p's hand, or -1.
func hand(s *State, p int, name string) int {
	for h := 0; h < s.HandLen(p); h++ {
		if s.HandDef(p, h).Name == name {
			return h
		}
	}
	return -1
}

// handOther returns the hand index of a card that is not called any of
// names.
func handOther(t testing.TB, s *State, p int, names ...string) int {
	t.Helper()
next:
	for h := 0; h < s.HandLen(p); h++ {
		for _, n := range names {
			if s.HandDef(p, h).Name == n {
				continue next
			}
		}
		return h
	}
	t.Fatalf("player %d holds only %v", p, names)
	return -1
}

// slotOf returns the slot of p's first building producing unit.
func slotOf(t testing.TB, s *State, p int, unit string) int {
	t.Helper()
	for k := 0; k < MaxBuildings; k++ {
		if u := s.SlotUnit(p, k); u != nil && u.Name == unit {
			return k
		}
	}
	t.Fatalf("player %d has no %s building", p, unit)
	return -1
}

// filler plays a card of p's face down on its Start Building, keeping the
// named cards.
func filler(t testing.TB, s *State, p int, keep ...string) {
	t.Helper()
	apply(t, s, Action{Kind: ActResource, Card: uint8(handOther(t, s, p, keep...)), Target: 0})
}

// give moves a card called name from p's deck into p's hand, replacing
// the hand's last card (which goes on top of the deck).
func give(t testing.TB, s *State, p int, name string) {
	t.Helper()
	pl := &s.players[p]
	f := s.Faction(p)
	for d := 0; d < int(pl.deckN); d++ {
		c := pl.deck[d]
		if f.CardOf(int(c)).Name != name {
			continue
		}
		if pl.handN == HandSize {
			out := pl.hand[pl.handN-1]
			pl.deck[d] = out
			pl.setLoc(int(out), cardLoc{where: atDeck})
			pl.handN--
		} else {
			copy(pl.deck[d:], pl.deck[d+1:pl.deckN])
			pl.deckN--
		}
		pl.hand[pl.handN] = c
		pl.handN++
		pl.setLoc(int(c), cardLoc{where: atHand})
		require.NoError(t, s.Check())
		return
	}
	t.Fatalf("no %s left in player %d's deck", name, p)
}

// legalHas reports whether a is legal in s.
func legalHas(s *State, a Action) bool {
	for _, b := range s.Legal(nil) {
		if b == a {
			return true
		}
	}
	return false
}

// newGame sets up a game in mode with the factions, seat 0 first, each
// seat picking the named cards (two each).
func newGame(t testing.TB, mode Mode, factions []string, picks ...[2]string) State {
	t.Helper()
	s, err := NewGame(MustDefaultRules(), Config{Mode: mode, Factions: factions, FirstPlayer: 0}, 1)
	require.NoError(t, err)
	for p := range factions {
		for _, name := range picks[p] {
			apply(t, &s, Action{Kind: ActPick, Card: uint8(defIndex(t, s.Faction(p), name))})
		}
	}
	require.Equal(t, phaseTurn, s.phase)
	return s
}

// pass plays a filler for the player to move (a card face down on its
// first building), keeping the named cards.
func pass(t testing.TB, s *State, keep ...string) {
	t.Helper()
	p := s.ToMove()
	for k := 0; k < MaxBuildings; k++ {
		if s.takesResources(p, &s.players[p].base[k]) && s.players[p].base[k].kind != slotMat {
			apply(t, s, Action{Kind: ActResource, Card: uint8(handOther(t, s, p, keep...)), Target: uint8(k)})
			return
		}
	}
	t.Fatalf("player %d has no building", p)
}

// playUntilTurn of player p, playing fillers for the others.
func turnOf(t testing.TB, s *State, p int, keep ...string) {
	t.Helper()
	for s.ToMove() != p || s.phase != phaseTurn {
		pass(t, s, keep...)
	}
}

// finishBattle takes the first legal action until the battle and the
// attack are over.
func firstUntil(t testing.TB, s *State, done func() bool) {
	t.Helper()
	for steps := 0; !done(); steps++ {
		require.Less(t, steps, 5000)
		legal := s.Legal(nil)
		require.NotEmpty(t, legal)
		a := legal[0]
		if s.phase == phaseConstruct {
			a = Action{Kind: ActConstructed} // no Construction decisions
		}
		apply(t, s, a)
	}
}

// toDiscard moves n cards from the top of p's deck to its discard pile.
func toDiscard(t testing.TB, s *State, p, n int) {
	t.Helper()
	pl := &s.players[p]
	for ; n > 0; n-- {
		pl.deckN--
		pl.setLoc(int(pl.deck[pl.deckN]), cardLoc{where: atDiscard})
		pl.discard++
	}
	require.NoError(t, s.Check())
}

// duel fights one Force against another, face to face in one column,
// with the hits of every roll scripted (capped by the dice rolled), and
// returns the outcome. Undecided decisions take the first legal choice
// that is not a retreat.
func duel(t testing.TB, cfg BattleConfig, att, def ForceSpec, hits ...int) Outcome {
	t.Helper()
	b, err := NewBattle(cfg, []ForceSpec{att}, []ForceSpec{def})
	require.NoError(t, err)
	if cfg.Kind != RaidBattle {
		require.NoError(t, b.SetLine([]LineColumn{{Attacker: []int{0}, Defender: []int{1}}}))
	}
	for steps := 0; !b.Over(); steps++ {
		require.Less(t, steps, 1000)
		if n, _, ok := b.Chance(); ok {
			h := 0
			if len(hits) > 0 {
				h, hits = hits[0], hits[1:]
			}
			if h > n {
				h = n
			}
			require.NoError(t, b.ResolveChance(h))
			continue
		}
		legal := b.Legal(nil)
		require.NotEmpty(t, legal)
		a := legal[0]
		if a.Kind == ActRetreat {
			a.Arg = 0
		}
		require.NoError(t, b.Decide(a))
	}
	return b.Outcome()
}

// slotNamed returns p's slot whose Building or Special Building card is
// called name.
func slotNamed(t testing.TB, s *State, p int, name string) int {
	t.Helper()
	for k := 0; k < MaxBuildings; k++ {
		if d := s.SlotCard(p, k); d != nil && d.Name == name {
			return k
		}
	}
	t.Fatalf("player %d has no %s", p, name)
	return -1
}

// visitRandomStates plays random games of every mode (modeConfigs), seeds 0
// to seeds-1, and calls visit with each state before its action is
// applied; salt varies the actions between tests.
func visitRandomStates(t *testing.T, seeds int, salt uint64, visit func(s *State, seed uint64, cfg Config, step int)) {
	t.Helper()
	visitGames(t, seeds, salt, func(pick *dice.Rand, legal []Action) Action { return legal[pick.Intn(len(legal))] }, visit)
}

// visitGames is visitRandomStates with the actions chosen by choose, from
// the legal ones and a generator seeded from the game's seed and salt.
func visitGames(t *testing.T, seeds int, salt uint64, choose func(pick *dice.Rand, legal []Action) Action,
	visit func(s *State, seed uint64, cfg Config, step int)) {
	t.Helper()
	rules := MustDefaultRules()
	for seed := uint64(0); seed < uint64(seeds); seed++ {
		for _, cfg := range modeConfigs {
			s, err := NewGame(rules, cfg, seed)
			require.NoError(t, err)
			pick := dice.New(seed ^ salt)
			var buf []Action
			for step := 0; !s.Over(); step++ {
				visit(&s, seed, cfg, step)
				buf = s.Legal(buf[:0])
				require.NoError(t, s.Apply(choose(&pick, buf)))
			}
		}
	}
}
