package ares

import (
	"math/bits"

	"github.com/aresim/aresim/internal/dice"
)

// Determinizer samples the full states one player cannot tell from the
// real game, given the player's View and its Memory: the information set
// a search agent plays over. Set it up for a decision with Reset, then
// call Determinize once per sample. Each sample:
//
//   - has every fact the View shows equal: its View for the player is the
//     player's View, byte for byte;
//   - conserves every count: each hand, deck, discard pile, Scoring pile
//     and base holds as many cards as in the real game, and every card is
//     in exactly one place (Check passes);
//   - keeps what the Memory holds: each opponent's base as the player last
//     saw it (buildings, units, the number of face-down cards on each),
//     the cards seen going into it since, and the Power seen gained;
//   - deals the cards the player cannot see (the opponents' hands, decks
//     and face-down cards, the cards they played behind their screens
//     since the player last saw their bases, and every deck's order) from
//     the pool of cards it has not seen, uniformly. A card played behind a
//     screen is played as the engine allows a card of its kind there: a
//     Building card is built on half of the plays that may build it
//     (either end, uniformly), a Special card played face up on half of
//     those that may, and otherwise the card goes face down onto a
//     building (or, a tenth of the time in the Full Game, starts a
//     resource stack);
//   - samples the attacker's secret the player has not seen: its Attack
//     card (an Attack card from its pool; not a Raid beside a teammate's
//     joining card), a Raid's Deep Strike, the combat choice between the
//     Normal Attack and the Deep Strike where both were open to it, and
//     its Raid pick among the Forces it could pick;
//   - has its dice generator reseeded from the seed.
//
// A Determinizer is about 10 KB; Reset copies the View and the Memory, so
// the caller's may change afterwards.
type Determinizer struct {
	view     State // the player's View
	template State // the View unmasked, every base the player remembers rebuilt, the hidden cards nowhere
	me       int
	players  [MaxPlayers]dealPlan
	viewRaid bool // the attacker's Raid pick is hidden
}

// dealPlan is how a sample deals one player's hidden cards.
type dealPlan struct {
	pool       [DeckSize]uint8 // the cards to deal: the player's cards the viewer has not seen placed
	poolN      uint8
	bonus      uint64 // cards seen going into the hidden base, dealt face down onto a building
	plays      uint8  // cards played behind the screen since the base was last seen
	baseCards  uint8  // the base's cards in the template
	attack     bool   // the player's Attack card is hidden
	joint      bool   // the player's joining Attack card is hidden
	rebuilt    bool   // the base behind the screen is rebuilt from memory
	shuffleOwn bool   // the player's cards are known: only the deck's order is dealt
}

// Reset sets the Determinizer up for a decision of the player whose View
// view is, with that player's Memory mem (nil for none: nothing
// remembered). It panics if view is not a View.
func (d *Determinizer) Reset(view *State, mem *Memory) {
	if !view.masked {
		panic("ares: Determinizer.Reset: not a View")
	}
	copyState(&d.view, view)
	me := int(view.viewer)
	d.me = me
	var none Memory
	if mem == nil || mem.Viewer() != me {
		mem = &none
	}
	t := &d.template
	copyState(t, view)
	t.masked, t.viewer = false, 0
	d.viewRaid = view.phase == phaseRaidPick && view.raidSlot[0] == -3
	for q := 0; q < int(view.n); q++ {
		d.plan(q, &mem.bases[q])
	}
}

// plan works out how samples deal player q's hidden cards, and writes
// what is fixed into the template: a base behind its screen is rebuilt as
// the viewer last saw it (or as set up), its face-up cards in place.
func (d *Determinizer) plan(q int, bm *baseMemory) {
	t := &d.template
	v := &d.view
	pl := &t.players[q]
	dp := &d.players[q]
	*dp = dealPlan{}
	if v.sameSide(q, d.me) {
		dp.shuffleOwn = true
		return
	}
	hidden := v.players[q].placeSet(atHidden)
	dp.attack = int(v.att) == q && v.attackCard == hiddenCard
	dp.joint = v.joint == jointHidden && int(v.att)^1 == q
	if !v.players[q].shown {
		dp.rebuilt = true
		snap := bm.seen && bm.faceUp&^hidden == 0
		bonus := bm.bonus & hidden
		if snap && (bm.faceUp&bonus != 0 || int(bm.cards)+bits.OnesCount64(bonus) > int(v.players[q].baseN)) {
			snap = false
		}
		if snap {
			pl.base, pl.slots, pl.baseN, pl.power = bm.base, bm.slots, bm.cards, bm.power
			for k := range pl.base {
				pl.base[k].powered = 0 // abilities bought last battle are gone
			}
			d.placeFaceUp(q)
			hidden &^= bm.faceUp
		} else {
			pl.base, pl.slots, pl.baseN, pl.power = [MaxBuildings]building{}, 0, 0, bm.power
			t.setUpBase(q, t.Faction(q))
		}
		if int(pl.baseN)+bits.OnesCount64(bonus) > int(v.players[q].baseN) {
			bonus = 0
		}
		dp.bonus = bonus
		dp.plays = v.players[q].baseN - pl.baseN - uint8(bits.OnesCount64(bonus))
		hidden &^= bonus
	}
	dp.baseCards = pl.baseN
	for set := hidden; set != 0; set &= set - 1 {
		dp.pool[dp.poolN] = uint8(bits.TrailingZeros64(set))
		dp.poolN++
	}
	for set := hidden | dp.bonus; set != 0; set &= set - 1 {
		pl.loc[bits.TrailingZeros64(set)] = cardLoc{} // nowhere until a sample deals it
	}
}

// placeFaceUp gives the face-up cards of player q's rebuilt base (the
// buildings, Special Buildings and attached cards the viewer saw) their
// places.
func (d *Determinizer) placeFaceUp(q int) {
	pl := &d.template.players[q]
	for k := range pl.base {
		b := &pl.base[k]
		if b.kind == slotBuilding || b.kind == slotSpecial {
			pl.setLoc(int(b.card), cardLoc{where: atBuilding, at: uint8(k)})
		}
		for _, a := range b.attach {
			if a != noAttach {
				pl.setLoc(int(a)-1, cardLoc{where: atAttached, at: uint8(k)})
			}
		}
	}
}

// Determinize writes a sample into dst (a State, which may hold an
// earlier sample): see Determinizer. The same seed gives the same sample.
func (d *Determinizer) Determinize(dst *State, seed uint64) {
	copyState(dst, &d.template)
	r := dice.New(seed)
	dst.rng = dice.New(r.Uint64())
	phase, current := dst.phase, dst.current
	for q := 0; q < int(dst.n); q++ {
		if d.players[q].shuffleOwn {
			d.shuffleDeck(dst, q, &r)
		} else {
			d.deal(dst, q, &r)
		}
	}
	dst.phase, dst.current = phase, current
	if dst.phase == phaseSetup {
		d.samplePicks(dst, &r)
	}
	if d.viewRaid {
		d.sampleRaidPick(dst, &r)
	}
}

// shuffleDeck deals player q's deck, whose cards the viewer knows, in a
// random order.
func (d *Determinizer) shuffleDeck(dst *State, q int, r *dice.Rand) {
	pl := &dst.players[q]
	n := 0
	for set := pl.secret; set != 0; set &= set - 1 {
		if c := bits.TrailingZeros64(set); pl.loc[c].where == atDeck {
			pl.deck[n] = uint8(c)
			n++
		}
	}
	deck := pl.deck[:n]
	r.Shuffle(n, func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
}

// deal deals player q's hidden cards in dst, which holds the template.
func (d *Determinizer) deal(dst *State, q int, r *dice.Rand) {
	dp := &d.players[q]
	pl := &dst.players[q]
	var pool [DeckSize]uint8
	n := int(dp.poolN)
	copy(pool[:n], dp.pool[:n])
	r.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	next := 0
	take := func() uint8 {
		c := pool[next]
		next++
		return c
	}
	f := dst.Faction(q)
	if dp.attack {
		joined := d.view.joint >= 0 || d.view.joint == jointHidden // Ruling A25: a Raid is played singly
		c := d.takeAttack(dst, q, pool[next:n], !joined && d.view.choice != TakeFrontier)
		next++
		dst.attackCard = c
		dst.raid = dst.isRaid(q, c)
		pl.setLoc(int(c), cardLoc{where: atPlay})
		switch {
		case dst.raid:
			dst.choice = DeepStrike
		case d.view.choice == TakeFrontier:
		default:
			dst.choice = d.sampleChoice(dst, r)
		}
	}
	if dp.joint {
		c := d.takeAttack(dst, q, pool[next:n], false)
		next++
		dst.joint = int8(c)
		pl.setLoc(int(c), cardLoc{where: atPlay})
	}
	// The face-down cards of the base as it was seen (or as it shows now).
	for k, used := 0, dst.BaseSlots(q); k < used; k++ {
		b := &pl.base[k]
		for i := uint8(0); i < b.res; i++ {
			pl.setLoc(int(take()), cardLoc{where: atResource, at: uint8(k)})
		}
		for i := uint8(0); i < b.under; i++ {
			pl.setLoc(int(take()), cardLoc{where: atUnder, at: uint8(k)})
		}
	}
	handN := pl.handN
	if dp.rebuilt {
		for set := dp.bonus; set != 0; set &= set - 1 {
			dst.putFaceDown(q, uint8(bits.TrailingZeros64(set)), d.resourceSlot(dst, q, r))
		}
		for i := uint8(0); i < dp.plays; i++ {
			d.hiddenPlay(dst, q, take(), f, r)
		}
	}
	pl.handN = handN
	for h := uint8(0); h < handN; h++ {
		c := take()
		pl.hand[h] = c
		pl.setLoc(int(c), cardLoc{where: atHand})
	}
	for i := uint8(0); i < pl.deckN; i++ {
		c := take()
		pl.deck[i] = c
		pl.setLoc(int(c), cardLoc{where: atDeck})
	}
}

// takeAttack moves a uniformly chosen Attack card of player q to the
// front of cards (the rest of the shuffled pool) and returns it; a Raid
// is one only when raidOK.
func (d *Determinizer) takeAttack(dst *State, q int, cards []uint8, raidOK bool) uint8 {
	f := dst.Faction(q)
	// The pool is shuffled, so the first Attack card is a uniform one.
	for i, c := range cards {
		if def := f.CardOf(int(c)); def.Kind == AttackCard && (raidOK || !dst.isRaid(q, c)) {
			cards[0], cards[i] = cards[i], cards[0]
			return c
		}
	}
	panic("ares: Determinizer: no Attack card left for the hidden attack")
}

// sampleChoice returns the attacker's combat choice with a non-Raid
// Attack card: the Deep Strike or the Normal Attack, uniformly, where the
// Frontier left both open (the defender holds it), else the only one.
func (d *Determinizer) sampleChoice(dst *State, r *dice.Rand) AttackChoice {
	att := int(dst.att)
	switch {
	case dst.controls(att):
		return NormalAttack
	case dst.frontier < 0:
		return DeepStrike
	}
	holder := int(dst.frontier)
	if dst.mode == Team {
		holder &^= 1
	}
	if int(dst.def) != holder {
		return DeepStrike
	}
	if r.Intn(2) == 0 {
		return NormalAttack
	}
	return DeepStrike
}

// resourceSlot returns a uniform slot of player q's base that takes a
// face-down card.
func (d *Determinizer) resourceSlot(dst *State, q int, r *dice.Rand) int {
	var slots [MaxBuildings]uint8
	n := 0
	pl := &dst.players[q]
	for k, used := 0, dst.BaseSlots(q); k < used; k++ {
		if dst.takesResources(q, &pl.base[k]) {
			slots[n] = uint8(k)
			n++
		}
	}
	return int(slots[r.Intn(n)]) // the Start Buildings always take resources
}

// hiddenPlay plays card c of player q behind its screen in dst, as the
// engine allows a card of its kind (see Determinizer).
func (d *Determinizer) hiddenPlay(dst *State, q int, c uint8, f *Faction, r *dice.Rand) {
	pl := &dst.players[q]
	pl.hand[0], pl.handN = c, 1
	pl.setLoc(int(c), cardLoc{where: atHand})
	dst.phase, dst.current = phaseTurn, uint8(q)
	var buf [4 * MaxBuildings]Action
	legal := dst.turnActions(buf[:0])
	var builds, specials, stacks, faceDown [4 * MaxBuildings]Action
	nb, ns, nst, nf := 0, 0, 0, 0
	for _, a := range legal {
		switch a.Kind {
		case ActBuilding:
			builds[nb] = a
			nb++
		case ActSpecial:
			if e := f.CardOf(int(c)).Effect; f.CardOf(int(c)).Kind == SpecialBuildingCard ||
				e != nil && (e.Kind == EffectAttach || e.Kind == EffectEvolve) {
				specials[ns] = a // it stays in the base
				ns++
			}
		case ActStack:
			stacks[nst] = a
			nst++
		case ActResource:
			faceDown[nf] = a
			nf++
		}
	}
	var a Action
	switch {
	case nb > 0 && r.Intn(2) == 0:
		a = builds[r.Intn(nb)]
	case ns > 0 && r.Intn(2) == 0:
		a = specials[r.Intn(ns)]
	case nst > 0 && (nf == 0 || r.Intn(10) == 0):
		a = stacks[r.Intn(nst)]
	default:
		a = faceDown[r.Intn(nf)]
	}
	c = dst.takeFromHand(q, 0)
	dst.placeCard(q, c, a)
}

// samplePicks deals the setup picks the viewer has not seen: each pick a
// uniform card among those the player could still pick then.
func (d *Determinizer) samplePicks(dst *State, r *dice.Rand) {
	for q := 0; q < int(dst.n); q++ {
		pl := &dst.players[q]
		if d.players[q].shuffleOwn || pl.npicks == 0 {
			continue
		}
		picks := pl.npicks
		pl.npicks = 0
		for pl.npicks < picks {
			left := dst.pickable(q)
			total := 0
			for _, n := range left {
				total += int(max(n, 0))
			}
			k := r.Intn(total)
			for def, n := range left {
				if n <= 0 {
					continue
				}
				if k < int(n) {
					pl.picks[pl.npicks] = uint8(def)
					break
				}
				k -= int(n)
			}
			pl.npicks++
		}
	}
}

// sampleRaidPick samples the attacker's Raid pick, hidden while the
// defender picks: a uniform Force among those it could pick, or none when
// it had none.
func (d *Determinizer) sampleRaidPick(dst *State, r *dice.Rand) {
	dst.raidSlot[0] = -1
	var buf [2 * MaxBuildings]Action
	picks := dst.raidPickActions(buf[:0])
	if len(picks) == 0 {
		dst.raidSlot[0] = -2
		return
	}
	dst.raidSlot[0] = int8(picks[r.Intn(len(picks))].Target)
}
