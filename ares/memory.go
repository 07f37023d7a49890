package ares

import "math/bits"

// Memory is what one player remembers of a game that its View no longer
// shows: each opponent's base as the player last saw it (a base shows
// while its screen is down: in a battle, at a Construction, during a
// Raid's rewards), the cards it has seen go from an opponent's discard
// pile into that opponent's hidden base since (Bonus Resources), and the
// Power it has seen an opponent gain since (a Special card played face
// up and discarded). Views are memoryless; a Memory fed every observation
// from the start of the game keeps what they forget, and a Determinizer
// samples the hidden cards from a View and its Memory.
//
// The zero Memory has seen nothing: every opponent's base is taken to
// hold its Start Buildings (and Base Mat) as set up, plus the cards the
// View counts in it. A Memory is a value (about 1.3 KB, no pointers):
// copying it copies what it remembers.
type Memory struct {
	started bool
	viewer  uint8
	bases   [MaxPlayers]baseMemory
}

// baseMemory is what a player remembers of one opponent's base.
type baseMemory struct {
	seen    bool                   // base, slots, cards and power hold the base as last seen
	base    [MaxBuildings]building // the slots as last seen, face-down cards counted in res and under
	slots   uint32                 // the slots in use then
	cards   uint8                  // the cards in the base then
	power   uint8                  // the Power then, plus the Power seen gained since
	faceUp  uint64                 // the cards standing face up in the base then, by bit
	bonus   uint64                 // cards seen going from the discard pile into the hidden base since, by bit
	discard uint64                 // the discard pile at the last observation, by bit
}

// Viewer returns the player whose memory m is, or -1 before its first
// observation.
func (m *Memory) Viewer() int {
	if !m.started {
		return -1
	}
	return int(m.viewer)
}

// Reset forgets everything, as the zero Memory.
func (m *Memory) Reset() { *m = Memory{} }

// Observe records what observation obs shows: obs is the player's View of
// the game, or better its observation of the last action
// (State.ObservationInto), which also shows the bases whose screens went
// up during it. Call it with the first View of the game and after every
// action, whoever made it. The first observation sets the player; one of
// another player resets the Memory to it. It panics if obs is not a View.
func (m *Memory) Observe(obs *State) {
	if !obs.masked {
		panic("ares: Memory.Observe: not a View")
	}
	if !m.started || m.viewer != obs.viewer {
		*m = Memory{started: true, viewer: obs.viewer}
	}
	me := int(obs.viewer)
	for q := 0; q < int(obs.n); q++ {
		if obs.sameSide(q, me) {
			continue // the player's own side is open to it
		}
		bm := &m.bases[q]
		pl := &obs.players[q]
		discard := pl.placeSet(atDiscard)
		if pl.shown {
			bm.seen = true
			bm.base, bm.slots = pl.base, pl.slots
			bm.cards, bm.power = pl.baseN, pl.power
			bm.faceUp = pl.inBase // a View shows only the face-up cards of a revealed base
			bm.bonus = 0
		} else {
			hidden := pl.placeSet(atHidden)
			bm.bonus |= bm.discard &^ discard & hidden
			f := obs.Faction(q)
			for gained := discard &^ bm.discard; gained != 0; gained &= gained - 1 {
				if d := f.CardOf(bits.TrailingZeros64(gained)); d.Kind == SpecialCard && d.Effect != nil && d.Effect.Kind == EffectGainPower {
					bm.power = uint8(min(int(bm.power)+int(d.Effect.Amount), maxPower))
				}
			}
		}
		bm.discard = discard
	}
}

// placeSet returns the set of the player's cards at place w, by bit.
func (pl *player) placeSet(w place) (set uint64) {
	for c := range pl.loc {
		if pl.loc[c].where == w {
			set |= 1 << uint(c)
		}
	}
	return set
}
