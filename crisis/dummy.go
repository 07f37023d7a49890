package crisis

// The dummy hand (Ruling C6). Solo: five cards of two phases each; two
// are drawn every round and the player picks one phase on each. Two to
// four players: five single-phase cards, one drawn every round. The solo
// pairs come from a single source; the five single-phase cards are
// inferred from the box's ten cards and the rules text.
var (
	soloDummy  = [5][2]uint8{{3, 4}, {5, 3}, {4, 3}, {4, 2}, {4, 1}}
	groupDummy = [5][2]uint8{{1}, {2}, {3}, {4}, {5}}
)

// dummyCards returns the dummy cards of the game's player count.
func (k *core) dummyCards() *[5][2]uint8 {
	if k.nPlayers == 1 {
		return &soloDummy
	}
	return &groupDummy
}

// DummyCard returns the phases of dummy card i (one phase on the 2-4
// player cards: the second is 0).
func (s *State) DummyCard(i int) [2]int {
	c := s.k.dummyCards()[i]
	return [2]int{int(c[0]), int(c[1])}
}

// shuffleDummy gathers the dummy cards revealed in earlier rounds into the
// deck and shuffles it (at the start of a round once all were revealed;
// solo, also when a draw finds the deck empty).
func (k *core) shuffleDummy() {
	for i := 0; i < 5; i++ {
		if k.dummyUsed&(1<<i) != 0 {
			k.dummyDeck[k.dummyLen] = uint8(i)
			k.dummyLen++
		}
	}
	k.dummyUsed = 0
	d := k.dummyDeck[:k.dummyLen]
	k.rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
}

// drawDummy reveals the top dummy card; -1 when none can be drawn.
func (k *core) drawDummy() int {
	if k.dummyLen == 0 {
		if k.nPlayers != 1 || k.dummyUsed == 0 {
			return -1
		}
		k.shuffleDummy()
	}
	k.dummyLen--
	c := k.dummyDeck[k.dummyLen]
	k.dummyNow[k.nDummyNow] = c
	k.nDummyNow++
	return int(c)
}
