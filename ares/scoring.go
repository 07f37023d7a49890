package ares

import "strconv"

// EndReason is how a game ended.
type EndReason uint8

// The ways a game ends.
const (
	// NotOver: the game is still on.
	NotOver EndReason = iota
	// Conquest: a base was conquered.
	Conquest
	// Points: the cards ran out and one player had the most points.
	Points
	// FrontierTie: the cards ran out with the points tied, and the
	// Frontier's controller won the tie (Ruling A6).
	FrontierTie
	// Draw: the points tied with the Frontier neutral (Ruling A6).
	Draw
	numEndReasons
)

var endReasonNames = [numEndReasons]string{"not over", "conquest", "points", "frontier tie-break", "draw"}

// String describes the reason in words.
func (r EndReason) String() string {
	if r < numEndReasons {
		return endReasonNames[r]
	}
	return "EndReason(" + strconv.Itoa(int(r)) + ")"
}

// NumEndReasons is the number of EndReason values, NotOver included.
const NumEndReasons = int(numEndReasons)

// Result is where a finished game stands.
type Result struct {
	// Over reports whether the game has ended; the other fields are
	// meaningful only then.
	Over bool
	// Winner is the winning seat, or -1 for a draw.
	Winner int
	// Reason is how the game ended.
	Reason EndReason
	// Points holds each seat's points: one per Scoring card, two for the
	// Frontier's controller.
	Points [MaxPlayers]int
	// Turns is the number of turns played.
	Turns int
	// Battles is the number of battles fought.
	Battles int
}

// Points returns player p's points now: one per Scoring card, plus two
// for controlling the Frontier. In a Team Match the teammates' Scoring
// cards are pooled, so both seats of a team have the team's points.
func (s *State) Points(p int) int {
	pts := 0
	for q := 0; q < int(s.n); q++ {
		if q == p || (s.mode == Team && s.teamOf(q) == s.teamOf(p)) {
			pts += int(s.players[q].scoring)
		}
	}
	if s.controls(p) {
		pts += 2
	}
	return pts
}

// Result returns the game's result. In a Team Match, Winner is the first
// seat of the winning team.
func (s *State) Result() Result {
	r := Result{Over: s.phase == phaseOver, Winner: int(s.winner), Reason: s.reason,
		Turns: int(s.turns), Battles: int(s.battles)}
	for p := 0; p < int(s.n); p++ {
		r.Points[p] = s.Points(p)
	}
	return r
}

// conquer applies a conquered base: the defender's side is out. With two
// players or two teams the attacker wins; in a Free-For-All the attacker
// takes the loser's Scoring cards, a Frontier the loser held becomes
// neutral, and the game goes on while two or more players remain (Ruling
// A20).
func (s *State) conquer(att, def int) {
	ps, n := s.side(def)
	for _, p := range ps[:n] {
		s.players[p].out = true
	}
	if s.mode == FreeForAll {
		for s.players[def].scoring > 0 {
			s.moveScoringCard(def, att)
		}
		if int(s.frontier) == def {
			s.frontier = -1 // Ruling A28: nobody inherits the Frontier
		}
		left, last := 0, 0
		for p := 0; p < int(s.n); p++ {
			if !s.players[p].out {
				left++
				last = p
			}
		}
		if left > 1 {
			return
		}
		att = last
	}
	s.winner = int8(att)
	if s.mode == Team {
		s.winner = int8(att &^ 1)
	}
	s.reason = Conquest
	s.phase = phaseOver
	s.turns++
}

// finishByPoints ends the game when the cards have run out: the most
// points wins; a tie goes to the Frontier's controller, and otherwise it
// is a draw (Ruling A6). Teams score together.
func (s *State) finishByPoints() {
	s.phase = phaseOver
	best, count := -1, 0
	for p := 0; p < int(s.n); p++ {
		if s.players[p].out || (s.mode == Team && p%2 == 1) {
			continue
		}
		switch pts := s.Points(p); {
		case pts > best:
			best, count = pts, 1
			s.winner = int8(p)
		case pts == best:
			count++
		}
	}
	if count == 1 {
		s.reason = Points
		return
	}
	if s.frontier >= 0 && !s.players[s.frontier].out && s.Points(int(s.frontier)) == best {
		s.winner = s.frontier
		if s.mode == Team {
			s.winner &^= 1
		}
		s.reason = FrontierTie
		return
	}
	s.winner = -1
	s.reason = Draw
}
