package expedition

import "github.com/aresim/aresim/expedition/cards"

// Choosing the ocean tile (Ruling C11). In the Crisis mode the tiles'
// rewards show on both sides: a player who flips an ocean face up picks
// which face-down tile, and gains its reward.

// OceanTile is one of the nine ocean tiles.
type OceanTile struct {
	// Reward is what flipping the tile face up gives (MC, heat, plants,
	// cards), indexed by cards.Resource.
	Reward [cards.NumResources]int
	// Up reports whether the tile is face up.
	Up bool
}

// NumOceanTiles is the number of ocean tiles.
const NumOceanTiles = 9

// OceanTile returns ocean tile i (0-8).
func (s *State) OceanTile(i int) OceanTile {
	var t OceanTile
	if i < 0 || i >= NumOceanTiles {
		return t
	}
	for r, n := range oceanRewards[s.oceanTiles[i]] {
		t.Reward[r] = int(n)
	}
	t.Up = s.oceanUp&(1<<i) != 0
	return t
}

// queueOcean records an ocean raised by player p whose tile p will choose
// among the face-down ones.
func (s *State) queueOcean(p int) {
	s.oceanPending++
	s.push(frame{player: uint8(p), kind: fkOcean})
}

// runOcean resolves a queued ocean: at once when every face-down tile
// gives the same, otherwise it waits for the player's choice. It reports
// whether the frame is done.
func (s *State) runOcean(f *frame) bool {
	first, choices := -1, 0
	for i := 0; i < NumOceanTiles; i++ {
		if s.oceanUp&(1<<i) == 0 && s.firstOfReward(i) {
			if first < 0 {
				first = i
			}
			choices++
		}
	}
	if choices > 1 {
		f.wait = decOcean
		return false
	}
	if first >= 0 {
		s.flipTile(int(f.player), first)
	}
	s.oceanPending--
	return true
}

// firstOfReward reports whether face-down tile i is the first face-down
// tile with its reward: tiles that give the same are one choice.
func (s *State) firstOfReward(i int) bool {
	for j := 0; j < i; j++ {
		if s.oceanUp&(1<<j) == 0 && oceanRewards[s.oceanTiles[j]] == oceanRewards[s.oceanTiles[i]] {
			return false
		}
	}
	return true
}

// legalOcean reports whether tile i may be chosen now.
func (s *State) legalOcean(i int) bool {
	return i >= 0 && i < NumOceanTiles && s.oceanUp&(1<<i) == 0 && s.firstOfReward(i)
}

// appendOceans appends the choices of a waiting ocean frame.
func (s *State) appendOceans(dst []Action, f *frame) []Action {
	for i := 0; i < NumOceanTiles; i++ {
		if s.legalOcean(i) {
			dst = append(dst, Action{Kind: ActOcean, Player: int8(f.player), Card: -1, Index: int8(i)})
		}
	}
	return dst
}

// flipTile turns tile i face up for player p, who gains its reward.
func (s *State) flipTile(p, i int) {
	s.oceanUp |= 1 << i
	for res, n := range oceanRewards[s.oceanTiles[i]] {
		if n > 0 {
			s.gain(p, cards.Resource(res), int(n))
		}
	}
}
