package crisis

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// crisisSeed derives the seed of the Crisis part's generator from the
// game's, so that the two generators never repeat each other.
func crisisSeed(seed uint64) uint64 { return dice.Derive(seed, 0xc815) }

// New starts a Crisis game (Rulings C1, C3, C9): the Expedition setup
// with temperature and oxygen at their maximum and every ocean face up,
// the project cards Crisis removes left out, Inventrix out and the four
// Crisis corporations in, the setup redraw on (E10), no forced conversion;
// and the Crisis deck built by tiers for the player count. Nightmare
// lowers oxygen and temperature two steps and flips two oceans face down
// before the first decision (the first player picks the tiles).
func New(cfg Config) (State, error) {
	var s State
	cfg, err := cfg.normalize()
	if err != nil {
		return s, err
	}
	id, err := registerDeck(cfg.Deck)
	if err != nil {
		return s, err
	}
	g, err := expedition.New(cfg.game())
	if err != nil {
		return s, fmt.Errorf("%w: %w", ErrBadConfig, err)
	}
	s.g = g
	k := &s.k
	k.deckID = id
	k.nPlayers = uint8(cfg.Players)
	k.difficulty = cfg.Difficulty
	k.rng = dice.New(crisisSeed(cfg.Seed))
	k.lossCard = -1
	k.dummyLimit = -1
	if err := k.buildDeck(); err != nil {
		return s, err
	}
	for i := uint8(0); i < 5; i++ {
		k.dummyDeck[i] = i
	}
	k.dummyLen = 5
	d := k.dummyDeck[:]
	k.rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
	k.step = stepCheck
	s.setMods()
	if k.difficulty == Nightmare {
		s.lowerTrack(cards.Temperature, 2, -1)
		s.lowerTrack(cards.Oxygen, 2, -1)
		k.push(frame{kind: fkFlipDown, player: -1, count: 2, card: noCard})
	}
	s.g.ClearEvents()
	k.nEvents = 0
	s.run()
	return s, nil
}

// tierKeep returns how many cards of tier t of this player count C3 keeps
// from the n printed: every tier 5 card, the tier 4 card, tiers 3 and 2
// less two, tier 1 less one; tier 0 (three cards) only at beginner.
func tierKeep(t, n int, d Difficulty) int {
	switch t {
	case 0:
		if d == Beginner {
			return n
		}
		return 0
	case 1:
		return max(n-1, 0)
	case 2, 3:
		return max(n-2, 0)
	}
	return n
}

// buildDeck builds the Crisis deck (Ruling C3): tier 5 shuffled at the
// bottom, the tier 4 card on it, then tiers 3, 2 and 1 each shuffled with
// two, two and one cards returned to the box, and at beginner the three
// tier 0 cards shuffled on top.
func (k *core) buildDeck() error {
	deck := k.deck0()
	var byTier [6][]uint8
	for i := range deck.Cards {
		c := &deck.Cards[i]
		if c.Players == 0 || int(c.Players) == int(k.nPlayers) {
			byTier[c.Tier] = append(byTier[c.Tier], uint8(i))
		}
	}
	for t := 5; t >= 0; t-- {
		cs := byTier[t]
		k.rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
		keep := tierKeep(t, len(cs), k.difficulty)
		for _, id := range cs[:keep] {
			if int(k.deckLen) >= maxDeck {
				return fmt.Errorf("%w: more than %d Crisis cards in the deck", ErrBadConfig, maxDeck)
			}
			k.deck[k.deckLen] = id
			k.deckLen++
			k.place[id] = placeDeck
		}
		k.tiers[t] = uint8(keep)
	}
	// The deck was filled bottom first: tier 5 lies at deck[0].
	if k.tiers[4] == 0 {
		return fmt.Errorf("%w: no tier 4 Crisis card for %d players", ErrBadConfig, k.nPlayers)
	}
	return nil
}
