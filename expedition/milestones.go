package expedition

import "github.com/aresim/aresim/expedition/cards"

// Discovery's milestones and awards: three of each drawn at setup.
const (
	// TilesInPlay is how many milestones, and how many awards, a game with
	// Discovery's awards and milestones draws at setup.
	TilesInPlay = 3
	// MilestoneVP is what a milestone tile or 3VP token is worth.
	MilestoneVP = 3
)

// tiles are the milestones and awards of a game (catalogue IDs), the claims
// made, and who holds what.
type tiles struct {
	nMilestones, nAwards uint8
	milestones, awards   [TilesInPlay]uint8
	holder               [TilesInPlay]int8  // the player holding the tile, -1 while unclaimed
	has                  [MaxPlayers]uint8  // bit i: the player has milestone i (tile or 3VP token)
	claimed, closed      uint8              // bit i: milestone i was claimed / can no longer be reached
	claimRound           [TilesInPlay]uint8 // round in which the tile was claimed
}

// drawTiles draws the milestones and awards of a game with Discovery's
// awards and milestones: three of each among those of the sets in play
// whose needs are met (the Visionary award only with upgraded phase cards,
// Ruling D5).
func (s *State) drawTiles(cat *cards.Catalogue, feats cards.Features) {
	var pool [64]uint8
	n := 0
	for i := range cat.Milestones {
		if m := &cat.Milestones[i]; inGame(s.sets, feats, m.Set, m.Needs) && n < len(pool) {
			pool[n], n = uint8(i), n+1
		}
	}
	s.tiles.nMilestones = uint8(s.drawFrom(pool[:n], s.tiles.milestones[:]))
	n = 0
	for i := range cat.Awards {
		if a := &cat.Awards[i]; inGame(s.sets, feats, a.Set, a.Needs) && n < len(pool) {
			pool[n], n = uint8(i), n+1
		}
	}
	s.tiles.nAwards = uint8(s.drawFrom(pool[:n], s.tiles.awards[:]))
}

// drawFrom shuffles pool and copies its first len(dst) entries to dst; it
// returns how many it copied.
func (s *State) drawFrom(pool []uint8, dst []uint8) int {
	s.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return copy(dst, pool)
}

// checkMilestones claims what players have reached (Ruling D1): a
// milestone's condition is checked after every action (Apply, with the
// card plays and effects it caused) and at the end of every phase; the
// first player to meet it takes the tile, every other player meeting it in
// the same phase a 3VP token; after that phase it is closed. Players
// meeting it at the same check are taken in seat order from the first
// player (a tile and a token are worth the same).
func (s *State) checkMilestones() {
	t := &s.tiles
	open := (uint8(1)<<t.nMilestones - 1) &^ t.closed
	if open == 0 {
		return
	}
	cat := s.cat()
	for i := 0; i < int(t.nMilestones); i++ {
		if open&(1<<i) == 0 {
			continue
		}
		m := &cat.Milestones[t.milestones[i]]
		for k := 0; k < int(s.nPlayers); k++ {
			p := s.seatPlayer(k)
			if t.has[p]&(1<<i) != 0 || s.count(p, 0, m.Count) < int(m.N) {
				continue
			}
			t.has[p] |= 1 << i
			if t.claimed&(1<<i) == 0 {
				t.claimed |= 1 << i
				t.holder[i] = int8(p)
				t.claimRound[i] = s.round
				s.emit(Event{Kind: EvMilestoneClaimed, Player: int8(p), Card: -1, N: int16(t.milestones[i])})
			} else {
				s.emit(Event{Kind: EvMilestoneToken, Player: int8(p), Card: -1, N: int16(t.milestones[i])})
			}
		}
	}
}

// closeMilestones ends the phase's window: a milestone claimed so far can
// no longer be reached by anyone else (Ruling D1).
func (s *State) closeMilestones() { s.tiles.closed = s.tiles.claimed }

// milestonesOf returns how many milestones player p has (tiles and 3VP
// tokens: both count for cards, Ruling D1).
func (s *State) milestonesOf(p int) int { return popcount8(s.tiles.has[p]) }

func popcount8(x uint8) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// MilestoneCount returns what the game's milestone i (0-2) counts for
// player p now; 0 for a milestone or player not in the game.
func (s *State) MilestoneCount(i, p int) int {
	if i < 0 || i >= int(s.tiles.nMilestones) || p < 0 || p >= int(s.nPlayers) {
		return 0
	}
	return s.count(p, 0, s.cat().Milestones[s.tiles.milestones[i]].Count)
}

// Tiles are a game's milestones and awards and who holds what: all of it
// public.
type Tiles struct {
	// NumMilestones and NumAwards are 3 with Discovery's awards and
	// milestones in play, else 0.
	NumMilestones, NumAwards int
	// Milestones and Awards are catalogue IDs (cards.Catalogue.Milestones,
	// .Awards).
	Milestones, Awards [TilesInPlay]int
	// Holder is the player holding milestone i's tile, -1 while unclaimed;
	// ClaimRound the round it was claimed in.
	Holder, ClaimRound [TilesInPlay]int
	// Has has bit i set for a player with milestone i (tile or 3VP token).
	Has [MaxPlayers]uint8
	// Open has bit i set while milestone i can still be reached:
	// unclaimed, or claimed during the current phase (Ruling D1).
	Open uint8
}

// Tiles returns the game's milestones and awards.
func (s *State) Tiles() Tiles {
	t := &s.tiles
	out := Tiles{NumMilestones: int(t.nMilestones), NumAwards: int(t.nAwards), Has: t.has,
		Open: (uint8(1)<<t.nMilestones - 1) &^ t.closed}
	for i := 0; i < TilesInPlay; i++ {
		out.Milestones[i], out.Awards[i] = int(t.milestones[i]), int(t.awards[i])
		out.Holder[i], out.ClaimRound[i] = int(t.holder[i]), int(t.claimRound[i])
	}
	return out
}

// checkTiles verifies the milestones and awards: three of each with
// Discovery's awards and milestones (fewer only if the catalogue has
// fewer), none without; a claimed milestone has its holder, who has it;
// only players of the game have milestones; a closed milestone was
// claimed.
func (s *State) checkTiles() string {
	t := &s.tiles
	on := s.opts&optMilestones != 0
	if !on && (t.nMilestones != 0 || t.nAwards != 0) {
		return "milestones or awards in a game without them"
	}
	if t.nMilestones > TilesInPlay || t.nAwards > TilesInPlay {
		return "more than three milestones or awards"
	}
	all := uint8(1)<<t.nMilestones - 1
	if t.closed&^t.claimed != 0 || t.claimed&^all != 0 {
		return "a milestone closed without a claim, or claimed out of the game"
	}
	for i := 0; i < TilesInPlay; i++ {
		h := int(t.holder[i])
		claimed := t.claimed&(1<<i) != 0
		if claimed != (h >= 0) || h >= int(s.nPlayers) || claimed && t.has[h]&(1<<i) == 0 {
			return "a milestone's tile and its holder disagree"
		}
	}
	for p := 0; p < MaxPlayers; p++ {
		if t.has[p]&^t.claimed != 0 || p >= int(s.nPlayers) && t.has[p] != 0 {
			return "a player has a milestone nobody claimed, or is not in the game"
		}
	}
	return ""
}
