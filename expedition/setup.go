package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// New starts a game: the project cards of the chosen sets are shuffled,
// the nine ocean tiles shuffled face down, every player is dealt two
// corporations and eight project cards and starts at TR 5, temperature
// -30 C and oxygen 0 %. The first decisions are the choice of corporation,
// after the redraw when Config.Redraw asks for it (Ruling E10).
func New(cfg Config) (State, error) {
	var s State
	cfg, err := cfg.normalize()
	if err != nil {
		return s, err
	}
	id, err := register(cfg.Catalogue)
	if err != nil {
		return s, err
	}
	s.catID = id
	s.nPlayers = uint8(cfg.Players)
	s.maxRounds = uint8(cfg.MaxRounds)
	s.sets = cfg.setMask()
	s.opts = cfg.options()
	s.rng = dice.New(cfg.Seed)
	cat := cfg.Catalogue

	feats := s.features()
	replaced := replacedCards(cat, s.sets)
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if inGame(s.sets, feats, c.Set, c.Needs) && !replaced.has(i) && (cfg.Leave == nil || !cfg.Leave(c)) {
			s.deck[s.deckLen] = uint16(i)
			s.deckLen++
			s.loc[i] = locDeck
		}
	}
	s.nCards = s.deckLen
	if int(s.nCards) < cfg.Players*StartingHand+10 {
		return s, fmt.Errorf("%w: only %d project cards for %d players", ErrBadConfig, s.nCards, cfg.Players)
	}
	s.shuffleDeck()

	for i := range s.oceanTiles {
		s.oceanTiles[i] = uint8(i)
	}
	s.rng.Shuffle(len(s.oceanTiles), func(i, j int) { s.oceanTiles[i], s.oceanTiles[j] = s.oceanTiles[j], s.oceanTiles[i] })
	if s.opts&optStartTerraformed != 0 {
		s.startTerraformed()
	}

	var corps [cards.MaxCorporations]int16
	nCorps := 0
	for i := range cat.Corporations {
		c := &cat.Corporations[i]
		if inGame(s.sets, feats, c.Set, c.Needs) && !corpReplaced(cat, c, s.sets) && (cfg.LeaveCorporation == nil || !cfg.LeaveCorporation(c)) {
			corps[nCorps] = int16(i)
			nCorps++
		}
	}
	if nCorps < 2*cfg.Players {
		return s, fmt.Errorf("%w: only %d corporations for %d players", ErrBadConfig, nCorps, cfg.Players)
	}
	s.rng.Shuffle(nCorps, func(i, j int) { corps[i], corps[j] = corps[j], corps[i] })

	for p := 0; p < cfg.Players; p++ {
		pl := &s.players[p]
		pl.corp = -1
		pl.offer = [2]int16{corps[2*p], corps[2*p+1]}
		pl.tr = StartingTR
	}
	for i := range s.tiles.holder {
		s.tiles.holder[i] = -1
	}
	if s.opts&optMilestones != 0 {
		s.drawTiles(cat, feats)
	}
	if s.opts&optDraft != 0 {
		s.dealPacks() // Ruling D5: the eight cards are drafted
		s.stage = StageDraft
		return s, nil
	}
	for p := 0; p < cfg.Players; p++ {
		s.draw(p, StartingHand)
	}
	s.stage = StageCorp
	if s.opts&optRedraw != 0 {
		s.stage = StageRedraw // Ruling E10: the advanced variant
	}
	s.seat = 0
	return s, nil
}

// replacedCards returns the project cards replaced by a reprint of a set
// in play (Ruling F4).
func replacedCards(cat *cards.Catalogue, sets uint8) cardSet {
	var out cardSet
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if c.Replaces != "" && sets&(1<<c.Set) != 0 {
			if old, ok := cat.CardByNumber(c.Replaces); ok {
				out.add(old.ID)
			}
		}
	}
	return out
}

// corpReplaced reports whether corporation c is replaced by a reprint of a
// set in play (Ruling F4).
func corpReplaced(cat *cards.Catalogue, c *cards.Corporation, sets uint8) bool {
	for i := range cat.Corporations {
		r := &cat.Corporations[i]
		if r.Replaces == c.Number && sets&(1<<r.Set) != 0 {
			return true
		}
	}
	return false
}

// shuffleDeck shuffles the cards of the deck in place.
func (s *State) shuffleDeck() {
	d := s.deck[:s.deckLen]
	s.rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
}

// refill shuffles the discard pile into an empty deck (Ruling E6).
func (s *State) refill() {
	if s.deckLen > 0 || s.nDiscard == 0 {
		return
	}
	for id := 0; id < MaxCards; id++ {
		if s.loc[id] == locDiscard {
			s.deck[s.deckLen] = uint16(id)
			s.deckLen++
			s.loc[id] = locDeck
		}
	}
	s.nDiscard = 0
	s.shuffleDeck()
}

// takeTop removes the top card of the deck, refilling it from the discard
// pile if it is empty; -1 when both are empty (the draw is lost, E6).
func (s *State) takeTop() int {
	if s.deckLen == 0 {
		s.refill()
		if s.deckLen == 0 {
			return -1
		}
	}
	s.deckLen--
	return int(s.deck[s.deckLen])
}

// draw moves n cards from the deck to player p's hand.
func (s *State) draw(p, n int) {
	for i := 0; i < n; i++ {
		id := s.takeTop()
		if id < 0 {
			return
		}
		s.toHand(p, id)
	}
}

// reveal moves n cards from the deck to player p's revealed zone and
// returns how many were revealed.
func (s *State) reveal(p, n int) int {
	got := 0
	for i := 0; i < n; i++ {
		id := s.takeTop()
		if id < 0 {
			break
		}
		s.loc[id] = locRevealed + uint8(p)
		pl := &s.players[p]
		pl.revealed.add(id)
		pl.nRevealed++
		got++
	}
	return got
}

func (s *State) toHand(p, id int) {
	s.loc[id] = locHand + uint8(p)
	pl := &s.players[p]
	pl.hand.add(id)
	pl.nHand++
}

// fromHand takes a card out of player p's hand (the caller places it).
func (s *State) fromHand(p, id int) {
	pl := &s.players[p]
	pl.hand.remove(id)
	pl.nHand--
}

// fromRevealed takes a card out of player p's revealed zone.
func (s *State) fromRevealed(p, id int) {
	pl := &s.players[p]
	pl.revealed.remove(id)
	pl.nRevealed--
}

func (s *State) toDiscard(id int) {
	s.loc[id] = locDiscard
	s.nDiscard++
}

// discardRevealed discards every card left in player p's revealed zone.
func (s *State) discardRevealed(p int) {
	pl := &s.players[p]
	for id := pl.revealed.next(0); id >= 0; id = pl.revealed.next(id + 1) {
		s.fromRevealed(p, id)
		s.toDiscard(id)
	}
}
