package expedition

import "github.com/aresim/aresim/expedition/cards"

// Score is one player's victory points.
type Score struct {
	TR         int // 1 VP per TR
	Forests    int // 1 VP per forest
	CardVP     int // VP printed on their cards, variable VP included
	Milestones int // 3 VP per milestone tile or 3VP token (Discovery, Ruling D1)
	Awards     int // award VP if the game ended now (Discovery, Ruling D2)
	Total      int
	Tiebreak   int // MC + heat + plants left (Ruling E7)
}

// Result is the outcome of a game.
type Result struct {
	// Finished is false when the round cap stopped the game (Ruling E8):
	// then nobody has won.
	Finished bool
	Rounds   int
	Players  int
	Scores   [MaxPlayers]Score
	// Winners has bit p set for every winner; ties on VP and tiebreak share
	// the win (Ruling E7).
	Winners uint8
}

// Won reports whether player p won (alone or sharing the win).
func (r Result) Won(p int) bool { return r.Winners&(1<<p) != 0 }

// Score returns player p's current victory points.
func (s *State) Score(p int) Score {
	pl := &s.players[p]
	sc := Score{TR: int(pl.tr), Forests: int(pl.forests)}
	for id := pl.tableau.next(0); id >= 0; id = pl.tableau.next(id + 1) {
		sc.CardVP += s.vp(p, source(id), s.card(id).VP)
	}
	if pl.corp >= 0 {
		sc.CardVP += s.vp(p, corpSource(int(pl.corp)), s.cat().Corporation(int(pl.corp)).VP)
	}
	sc.Milestones = MilestoneVP * s.milestonesOf(p)
	sc.Awards = s.awardVP(p)
	sc.Total = sc.TR + sc.Forests + sc.CardVP + sc.Milestones + sc.Awards
	sc.Tiebreak = int(pl.mc) + int(pl.heat) + int(pl.plants)
	return sc
}

// vp evaluates a card's VP for its owner.
func (s *State) vp(p int, src source, v cards.VP) int {
	n := int(v.Fixed)
	if v.IsVariable() {
		n += int(v.Per) * s.count(p, src, v.Count)
	}
	return n
}

// Result returns the outcome; meaningful once Over reports true (before,
// it gives the current scores with no winner).
func (s *State) Result() Result {
	r := Result{Finished: s.stage == StageOver && !s.unfinished, Rounds: int(s.round), Players: int(s.nPlayers)}
	for p := 0; p < int(s.nPlayers); p++ {
		r.Scores[p] = s.Score(p)
	}
	if !r.Finished {
		return r
	}
	best := -1
	for p := 0; p < int(s.nPlayers); p++ {
		sc := r.Scores[p]
		switch {
		case best < 0 || sc.Total > r.Scores[best].Total ||
			sc.Total == r.Scores[best].Total && sc.Tiebreak > r.Scores[best].Tiebreak:
			best = p
			r.Winners = 1 << p
		case sc.Total == r.Scores[best].Total && sc.Tiebreak == r.Scores[best].Tiebreak:
			r.Winners |= 1 << p
		}
	}
	return r
}
