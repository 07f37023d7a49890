package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// narrator writes a readable, round-by-round account of a game as its
// actions are applied.
type narrator struct {
	w        io.Writer
	quiet    bool
	planned  []string
	handDown bool // the end-of-round discards of this round have their heading
	// roundEnd, when set, is the game as it stood when the round ended (a
	// mode may have gone on since, in the same Apply).
	roundEnd *expedition.State
}

// after reports action a, just applied to s.
func (n *narrator) after(s *expedition.State, a expedition.Action) {
	if n.quiet {
		return
	}
	switch a.Kind {
	case expedition.ActChoosePhase:
		n.planned = append(n.planned, fmt.Sprintf("p%d %s", a.Player, expedition.PhaseName(int(a.Index))))
	case expedition.ActChooseCorp:
		v := s.View(int(a.Player))
		corp := v.CorporationOffer()[a.Index]
		fmt.Fprintf(n.w, "    p%d keeps %s\n", a.Player, s.Catalogue().Corporation(corp).Name)
	case expedition.ActDone:
	default:
		fmt.Fprintf(n.w, "    %s\n", s.ActionString(a))
	}
	for _, e := range s.Events() {
		switch e.Kind {
		case expedition.EvPhaseStarted:
			if n.planned != nil {
				fmt.Fprintf(n.w, "  planning: %s\n", strings.Join(n.planned, ", "))
				n.planned = nil
			}
			fmt.Fprintf(n.w, "  phase %s\n", expedition.PhaseName(int(e.N)))
		case expedition.EvRoundEnded:
			at := s
			if n.roundEnd != nil {
				at = n.roundEnd
			}
			n.board(at, fmt.Sprintf("end of round %d", e.N))
			n.handDown = false
		}
	}
	// The game stops in the end-of-round step only for a player to discard
	// down to the hand limit.
	if s.Stage() == expedition.StageEndRound && !n.handDown {
		fmt.Fprintf(n.w, "  end of round: discard down to %d cards\n", expedition.HandLimit)
		n.handDown = true
	}
	if s.Over() {
		n.board(s, "end of game")
	} else if s.Stage() == expedition.StagePlanning && len(n.planned) == 0 && s.ToMove() == s.FirstPlayer() {
		fmt.Fprintf(n.w, "Round %d (first player p%d)\n", s.Round(), s.FirstPlayer())
	}
}

// start writes the setup.
func (n *narrator) start(s *expedition.State) {
	if !n.quiet {
		fmt.Fprintf(n.w, "Setup: %d players\n", s.Players())
	}
}

// board writes the parameters and every player's position.
func (n *narrator) board(s *expedition.State, title string) {
	v := s.View(0)
	fmt.Fprintf(n.w, "  %s: temperature %d C, oxygen %d %%, oceans %d/9\n", title,
		expedition.ParamValue(cards.Temperature, v.Param(cards.Temperature)), v.Param(cards.Oxygen), v.Param(cards.Oceans))
	for p := 0; p < s.Players(); p++ {
		i := v.Info(p)
		corp := "-"
		if i.Corporation >= 0 {
			corp = s.Catalogue().Corporation(i.Corporation).Name
		}
		fmt.Fprintf(n.w, "    p%d %-30s TR %2d  MC %3d (+%d)  heat %2d (+%d)  plants %2d (+%d)  cards %2d in hand, %2d in play  forests %d  VP %d\n",
			p, corp, i.TR, i.MC, i.Production[cards.MC], i.Heat, i.Production[cards.Heat], i.Plants, i.Production[cards.Plants],
			v.HandSize(p), v.TableauSize(p), i.Forests, v.Score(p).Total)
	}
}

// result writes the final scores.
func writeResult(w io.Writer, s *expedition.State) {
	r := s.Result()
	if !r.Finished {
		fmt.Fprintf(w, "Game stopped unfinished after %d rounds (round cap): no winner.\n", r.Rounds)
	} else {
		fmt.Fprintf(w, "Game over after %d rounds.\n", r.Rounds)
	}
	fmt.Fprintf(w, "%-4s %-32s %5s %7s %8s %6s %5s %9s\n", "", "corporation", "TR", "forests", "card VP", "total", "", "tiebreak")
	for p := 0; p < r.Players; p++ {
		sc := r.Scores[p]
		corp := "-"
		v := s.View(p)
		if c := v.Info(p).Corporation; c >= 0 {
			corp = s.Catalogue().Corporation(c).Name
		}
		won := ""
		if r.Won(p) {
			won = "WIN"
		}
		fmt.Fprintf(w, "p%-3d %-32s %5d %7d %8d %6d %5s %9d\n", p, corp, sc.TR, sc.Forests, sc.CardVP, sc.Total, won, sc.Tiebreak)
	}
}
