package expedition

import "github.com/aresim/aresim/expedition/cards"

// Award VP (Ruling D2).
const (
	AwardFirstVP     = 5 // most
	AwardSecondVP    = 2 // second most
	AwardTiedFirstVP = 4 // each player tied for the most (no second place then)
	AwardTiedSecond  = 1 // each player tied for second
)

// AwardCount returns what the game's award i (0-2) counts for player p
// now, as the award's data says (Industrialist: steel plus titanium, our
// reading of the tile, Ruling D6); 0 for an award or player not in the
// game.
func (s *State) AwardCount(i, p int) int {
	if i < 0 || i >= int(s.tiles.nAwards) || p < 0 || p >= int(s.nPlayers) {
		return 0
	}
	a := &s.cat().Awards[s.tiles.awards[i]]
	n := 0
	for _, c := range a.Counts {
		n += s.count(p, 0, c)
	}
	return n
}

// TileCounts are what the game's milestones and awards count for every
// player now: MilestoneCount and AwardCount of each tile and player, 0
// for a tile or player not in the game.
type TileCounts struct {
	Milestones, Awards [TilesInPlay][MaxPlayers]int
}

// TileCounts returns what each of the game's milestones and awards counts
// for every player now.
func (s *State) TileCounts() TileCounts {
	var out TileCounts
	t := &s.tiles
	if t.nMilestones == 0 && t.nAwards == 0 {
		return out
	}
	cat := s.cat()
	for i := 0; i < int(t.nMilestones); i++ {
		s.countEach(cat.Milestones[t.milestones[i]].Count, &out.Milestones[i])
	}
	var each [MaxPlayers]int
	for i := 0; i < int(t.nAwards); i++ {
		for _, c := range cat.Awards[t.awards[i]].Counts {
			s.countEach(c, &each)
			for p := 0; p < int(s.nPlayers); p++ {
				out.Awards[i][p] += each[p]
			}
		}
	}
	return out
}

// awardVP returns the VP player p scores from the game's awards if the game
// ended now (Ruling D2): most 5 VP, second 2 VP; a tie for the most gives
// each tied player 4 VP and no second place; a tie for second gives each 1
// VP; a player with none of the counted thing takes no place. Second place
// is awarded at every player count.
func (s *State) awardVP(p int) int {
	vp := 0
	for i := 0; i < int(s.tiles.nAwards); i++ {
		vp += s.awardPlaceVP(i, p)
	}
	return vp
}

// awardPlaceVP returns what player p scores from award i.
func (s *State) awardPlaceVP(i, p int) int {
	var counts [MaxPlayers]int
	for q := 0; q < int(s.nPlayers); q++ {
		counts[q] = s.AwardCount(i, q)
	}
	return AwardVP(counts[:s.nPlayers], p)
}

// AwardVP returns what player p scores in an award where the players'
// counts are counts (Ruling D2): 5 for the most, 2 for second, 4 each for a
// tie for the most (and no second), 1 each for a tie for second, nothing
// with a count of 0.
func AwardVP(counts []int, p int) int {
	mine := counts[p]
	if mine <= 0 {
		return 0
	}
	best, nBest := 0, 0
	for _, n := range counts {
		switch {
		case n > best:
			best, nBest = n, 1
		case n == best:
			nBest++
		}
	}
	if mine == best {
		if nBest > 1 {
			return AwardTiedFirstVP
		}
		return AwardFirstVP
	}
	if nBest > 1 {
		return 0 // a tie for the most leaves no second place
	}
	second, nSecond := 0, 0
	for _, n := range counts {
		switch {
		case n >= best:
		case n > second:
			second, nSecond = n, 1
		case n == second:
			nSecond++
		}
	}
	if mine != second {
		return 0
	}
	if nSecond > 1 {
		return AwardTiedSecond
	}
	return AwardSecondVP
}

// AwardPlace returns player p's place in the game's award i if the game
// ended now: 1 (most, alone or tied), 2 (second, alone or tied) or 0 (no
// place).
func (s *State) AwardPlace(i, p int) int {
	if i < 0 || i >= int(s.tiles.nAwards) || p < 0 || p >= int(s.nPlayers) {
		return 0
	}
	switch s.awardPlaceVP(i, p) {
	case AwardFirstVP, AwardTiedFirstVP:
		return 1
	case AwardSecondVP, AwardTiedSecond:
		return 2
	}
	return 0
}

// allResources counts the resources on player p's cards in play and on
// their corporation (the Collector award): kept as play goes.
func (s *State) allResources(p int) int { return int(s.players[p].resources) }

// upgradedPhases counts player p's upgraded phase cards: kept as play goes.
func (s *State) upgradedPhases(p int) int { return int(s.players[p].nUpgraded) }

// distinctTags counts the kinds of tag player p has in play; a wild tag
// counts as the tag chosen for it (Ruling D3), event tags count: kept as
// play goes.
func (s *State) distinctTags(p int) int { return int(s.players[p].nTagKinds) }

// checkKeptCounts verifies the counts kept for the milestones and awards
// against a recount.
func (s *State) checkKeptCounts() string {
	for p := 0; p < int(s.nPlayers); p++ {
		pl := &s.players[p]
		res := 0
		for id := pl.tableau.next(0); id >= 0; id = pl.tableau.next(id + 1) {
			res += int(s.res[id])
		}
		if pl.corp >= 0 {
			res += int(s.res[corpSource(int(pl.corp))])
		}
		upgraded := 0
		for ph := 1; ph <= NumPhases; ph++ {
			if pl.phaseCard[ph] != PhaseBase {
				upgraded++
			}
		}
		kinds := 0
		for t, k := range pl.tags {
			if k > 0 && cards.Tag(t) != cards.TagWild {
				kinds++
			}
		}
		if res != int(pl.resources) || upgraded != int(pl.nUpgraded) || kinds != int(pl.nTagKinds) {
			return "a player's kept count of resources on cards, upgraded phase cards or kinds of tag is not a recount"
		}
	}
	return ""
}
