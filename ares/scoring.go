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
// for controlling the Frontier.
func (s *State) Points(p int) int {
	pts := int(s.players[p].scoring)
	if int(s.frontier) == p {
		pts += 2
	}
	return pts
}

// Result returns the game's result.
func (s *State) Result() Result {
	r := Result{Over: s.phase == phaseOver, Winner: int(s.winner), Reason: s.reason,
		Turns: int(s.turns), Battles: int(s.battles)}
	for p := 0; p < int(s.n); p++ {
		r.Points[p] = s.Points(p)
	}
	return r
}

// conquer ends the game: att conquered def's base.
func (s *State) conquer(att, def int) {
	s.players[def].out = true
	s.winner = int8(att)
	s.reason = Conquest
	s.phase = phaseOver
	s.turns++
}

// finishByPoints ends the game when the cards have run out: the most
// points wins; a tie goes to the Frontier's controller, and with the
// Frontier neutral it is a draw (Ruling A6).
func (s *State) finishByPoints() {
	s.phase = phaseOver
	best, count := -1, 0
	for p := 0; p < int(s.n); p++ {
		if s.players[p].out {
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
	if s.frontier >= 0 && s.Points(int(s.frontier)) == best {
		s.winner = s.frontier
		s.reason = FrontierTie
		return
	}
	s.winner = -1
	s.reason = Draw
}
