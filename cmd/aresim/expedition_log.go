package main

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/report"
)

// narrator writes a readable, round-by-round account of a game as its
// actions are applied.
type narrator struct {
	w        io.Writer
	quiet    bool
	planned  []string
	handDown bool   // the end-of-round discards of this round have their heading
	dummy    string // the dummy hand's phase of the next round, to tell under its heading
	// roundEnd, when set, is the game as it stood when the round ended (a
	// mode may have gone on since, in the same Apply).
	roundEnd *expedition.State
	// noRounds leaves the round headings to a mode that writes its own.
	noRounds bool
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
		case expedition.EvDummyRevealed:
			n.dummy = fmt.Sprintf("  dummy hand: %s\n", expedition.PhaseName(int(e.N))) // told under the round's heading
		case expedition.EvMilestoneClaimed:
			fmt.Fprintf(n.w, "    p%d claims the milestone %s\n", e.Player, s.Catalogue().Milestones[e.N].Name)
		case expedition.EvMilestoneToken:
			fmt.Fprintf(n.w, "    p%d reaches %s in the same phase: a 3VP token\n", e.Player, s.Catalogue().Milestones[e.N].Name)
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
	} else if !n.noRounds && s.Stage() == expedition.StagePlanning && len(n.planned) == 0 && s.ToMove() == s.FirstPlayer() {
		fmt.Fprintf(n.w, "Round %d (first player p%d)\n%s", s.Round(), s.FirstPlayer(), n.dummy)
		n.dummy = ""
	}
}

// result writes how the game ended: the result line when quiet, else
// the result line and the final scores.
func (n *narrator) result(s *expedition.State) {
	if n.quiet {
		fmt.Fprintln(n.w, resultLine(s))
		return
	}
	writeResult(n.w, s)
}

// start writes the setup: the players, and with the expansions the sets,
// the options and variants played, the milestones and awards drawn.
func (n *narrator) start(s *expedition.State) {
	if n.quiet {
		return
	}
	if s.Sets() == 1<<cards.SetBase && s.Features() == 0 && !s.DraftOn() && !s.DummyHandOn() {
		fmt.Fprintf(n.w, "Setup: %d players\n", s.Players())
		return
	}
	var sets []string
	for _, set := range cards.Sets() {
		if s.Sets()&(1<<set) != 0 {
			sets = append(sets, set.String())
		}
	}
	var with []string
	if f := s.Features(); f != 0 {
		with = append(with, strings.Split(f.String(), ",")...)
	}
	if s.DraftOn() {
		with = append(with, "draft")
	}
	if s.DummyHandOn() {
		with = append(with, "dummy hand")
	}
	line := fmt.Sprintf("Setup: %d players, sets %s", s.Players(), strings.Join(sets, ","))
	if len(with) > 0 {
		line += "; " + strings.Join(with, ", ")
	}
	fmt.Fprintln(n.w, line)
	cat, t := s.Catalogue(), s.Tiles()
	if t.NumMilestones > 0 {
		var ms, as []string
		for i := 0; i < t.NumMilestones; i++ {
			ms = append(ms, cat.Milestones[t.Milestones[i]].Name)
		}
		for i := 0; i < t.NumAwards; i++ {
			as = append(as, cat.Awards[t.Awards[i]].Name)
		}
		fmt.Fprintf(n.w, "  milestones: %s; awards: %s\n", strings.Join(ms, ", "), strings.Join(as, ", "))
	}
}

// board writes the parameters and every player's position.
func (n *narrator) board(s *expedition.State, title string) {
	v := s.View(0)
	infra := ""
	if v.ParamEnabled(cards.Infrastructure) {
		infra = fmt.Sprintf(", infrastructure %d", expedition.ParamValue(cards.Infrastructure, v.Param(cards.Infrastructure)))
	}
	fmt.Fprintf(n.w, "  %s: temperature %d C, oxygen %d %%, oceans %d/9%s\n", title,
		expedition.ParamValue(cards.Temperature, v.Param(cards.Temperature)), v.Param(cards.Oxygen), v.Param(cards.Oceans), infra)
	t := report.Table{Indent: "    ", Header: []string{"", "corporation", "TR", "MC (+prod)", "heat", "plants", "hand", "in play",
		"forests", "VP"}, Right: map[int]bool{2: true, 3: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true}}
	for p := 0; p < s.Players(); p++ {
		i := v.Info(p)
		t.Add(fmt.Sprintf("p%d", p), corporationName(s, p), fmt.Sprint(i.TR), fmt.Sprintf("%d (+%d)", i.MC, i.Production[cards.MC]),
			fmt.Sprintf("%d (+%d)", i.Heat, i.Production[cards.Heat]), fmt.Sprintf("%d (+%d)", i.Plants, i.Production[cards.Plants]),
			fmt.Sprint(v.HandSize(p)), fmt.Sprint(v.TableauSize(p)), fmt.Sprint(i.Forests), fmt.Sprint(v.Score(p).Total))
	}
	_ = t.Write(n.w, report.Width)
}

// resultLine is the one line that says how the game ended: "Game over
// after 12 rounds: p3 (ThorGate) wins with 32 VP; p0 19, p1 24, p2 24",
// or that the round cap stopped it.
func resultLine(s *expedition.State) string {
	r := s.Result()
	if !r.Finished {
		return fmt.Sprintf("Game stopped unfinished after %d rounds (round cap): no winner.", r.Rounds)
	}
	var winners, others []string
	best := 0
	for p := 0; p < r.Players; p++ {
		if r.Won(p) {
			winners = append(winners, fmt.Sprintf("p%d (%s)", p, corporationName(s, p)))
			best = r.Scores[p].Total
		} else {
			others = append(others, fmt.Sprintf("p%d %d", p, r.Scores[p].Total))
		}
	}
	verb := "wins"
	if len(winners) > 1 {
		verb = "share the win"
	}
	line := fmt.Sprintf("Game over after %d rounds: %s %s with %d VP", r.Rounds, strings.Join(winners, " and "), verb, best)
	if len(others) > 0 {
		line += "; " + strings.Join(others, ", ")
	}
	return line + "."
}

// corporationName names player p's corporation, "-" before one is kept.
func corporationName(s *expedition.State, p int) string {
	v := s.View(p)
	if c := v.Info(p).Corporation; c >= 0 {
		return s.Catalogue().Corporation(c).Name
	}
	return "-"
}

// writeResult writes the result line and the final scores (with
// Discovery's awards and milestones, their VP too).
func writeResult(w io.Writer, s *expedition.State) {
	r := s.Result()
	fmt.Fprintln(w, resultLine(s))
	tiles := s.Features()&cards.NeedsMilestones != 0
	extra := ""
	if tiles {
		extra = fmt.Sprintf(" %10s %6s", "milestones", "awards")
	}
	// The corporation column is as wide as the catalogue's longest name,
	// so that the table with the milestones and awards fits 100 columns.
	name := len("corporation")
	for _, c := range s.Catalogue().Corporations {
		name = max(name, utf8.RuneCountInString(c.Name))
	}
	fmt.Fprintf(w, "%-4s %-*s %5s %7s %8s%s %6s %5s %9s\n", "", name, "corporation", "TR", "forests", "card VP", extra, "total", "", "tiebreak")
	for p := 0; p < r.Players; p++ {
		sc := r.Scores[p]
		won := ""
		if r.Won(p) {
			won = "WIN"
		}
		if tiles {
			extra = fmt.Sprintf(" %10d %6d", sc.Milestones, sc.Awards)
		}
		fmt.Fprintf(w, "p%-3d %-*s %5d %7d %8d%s %6d %5s %9d\n", p, name, corporationName(s, p), sc.TR, sc.Forests, sc.CardVP, extra, sc.Total, won, sc.Tiebreak)
	}
}
