package main

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/aresim/aresim/crisis"
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

// crisisNarrator writes a readable, round-by-round account of a Crisis
// game as its actions are applied: the Crisis step, then the round as the
// Expedition narrator tells it.
type crisisNarrator struct {
	w     io.Writer
	quiet bool
	game  narrator
	// prev is the game before the action being told: the board at the end
	// of a round is read from it, played on to the round's end, since the
	// same Apply goes on into the next Crisis step.
	prev crisis.State
}

func (n *crisisNarrator) start(s *crisis.State) {
	n.game = narrator{w: n.w, quiet: n.quiet, noRounds: true}
	n.prev = *s
	if !n.quiet {
		fmt.Fprintf(n.w, "Setup: %d players, %s, %d Crisis cards in the deck\n", s.Players(), s.Difficulty(), s.Result().Drawn+deckSize(s))
		n.crisisEvents(s)
	}
}

func deckSize(s *crisis.State) int {
	v := s.View(0)
	return v.DeckSize()
}

func (n *crisisNarrator) after(s *crisis.State, a crisis.Action) {
	if n.quiet {
		return
	}
	if a.Kind == crisis.ActGame {
		n.game.roundEnd = nil
		if roundEnded(s.Game()) {
			// The Expedition game alone stops at the start of the next round,
			// before the Crisis step changes anything.
			end := n.prev
			if end.Game().Apply(a.Game) == nil {
				n.game.roundEnd = end.Game()
			}
		}
		n.game.after(s.Game(), a.Game)
	} else {
		fmt.Fprintf(n.w, "    %s\n", s.ActionString(a))
	}
	n.crisisEvents(s)
	n.prev = *s
}

// roundEnded reports whether the game's last Apply ended a round.
func roundEnded(g *expedition.State) bool {
	for _, e := range g.Events() {
		if e.Kind == expedition.EvRoundEnded {
			return true
		}
	}
	return false
}

// crisisEvents tells the Crisis events of the last Apply.
func (n *crisisNarrator) crisisEvents(s *crisis.State) {
	deck := s.Deck()
	name := func(id int16) string {
		if id < 0 {
			if s.Round() == 0 {
				return "the nightmare setup"
			}
			return "a detriment token"
		}
		return deck.Card(int(id)).Name
	}
	for _, e := range s.Events() {
		switch e.Kind {
		case crisis.EvStepStarted:
			fmt.Fprintf(n.w, "Round %d (first player p%d)\nCrisis step, round %d\n", e.N, s.Game().FirstPlayer(), e.N)
		case crisis.EvToken:
			fmt.Fprintf(n.w, "  %s token: %s\n", e.Zone, e.Param)
		case crisis.EvPersistent:
			fmt.Fprintf(n.w, "  persistent: %s\n", name(e.Card))
		case crisis.EvDrawn:
			c := deck.Card(int(e.Card))
			fmt.Fprintf(n.w, "  drawn: %s %s (tier %d", c.Number, c.Name, c.Tier)
			if e.N > 0 {
				fmt.Fprintf(n.w, ", %d counters, goal %s", e.N, goalText(c))
			}
			fmt.Fprintln(n.w, ")")
		case crisis.EvLowered:
			fmt.Fprintf(n.w, "    %s down 1 (%s)\n", e.Param, name(e.Card))
		case crisis.EvFlippedDown:
			fmt.Fprintf(n.w, "    ocean tile %d face down (%s)\n", e.N, name(e.Card))
		case crisis.EvDummy:
			fmt.Fprintf(n.w, "  dummy hand: %s\n", expedition.PhaseName(int(e.N)))
		case crisis.EvStopped:
			fmt.Fprintf(n.w, "  %s does not resolve this round: the oxygen token is red\n", expedition.PhaseName(int(e.N)))
		case crisis.EvBlocked:
			fmt.Fprintf(n.w, "  p%d may not choose %s this round\n", e.Player, expedition.PhaseName(int(e.N)))
		case crisis.EvCounterRemoved:
			who := fmt.Sprintf("p%d", e.Player)
			if e.Player < 0 {
				who = "2 VP tokens"
			}
			fmt.Fprintf(n.w, "    counter off %s by %s (%d left)\n", name(e.Card), who, e.N)
		case crisis.EvDealtWith:
			fmt.Fprintf(n.w, "    %s dealt with\n", name(e.Card))
		case crisis.EvAnytime:
			fmt.Fprintf(n.w, "    p%d spends %d VP token on %s\n", e.Player, e.N, name(e.Card))
		case crisis.EvWon:
			fmt.Fprintln(n.w, "  The players win!")
		case crisis.EvLost:
			fmt.Fprintf(n.w, "  The players lose: %s\n", crisis.LossReason(e.N))
		}
	}
}

// goalText writes a Crisis card's goal as its card text does.
func goalText(c *crisis.Card) string {
	for _, f := range c.Text {
		if f.Key == "goal" {
			return f.Value
		}
	}
	return "-"
}

// writeCrisisResult writes how the game ended.
func writeCrisisResult(w io.Writer, s *crisis.State) {
	r := s.Result()
	g := s.Game()
	switch r.Outcome {
	case crisis.Won:
		fmt.Fprintf(w, "The players won in round %d.\n", r.Rounds)
	case crisis.Lost:
		what := r.Reason.String()
		if r.Reason != crisis.LossDeck {
			what += " (" + r.Param.String() + ")"
		}
		if r.Card >= 0 {
			what += ", by " + s.Deck().Card(r.Card).Name
		}
		fmt.Fprintf(w, "The players lost in round %d: %s.\n", r.Rounds, what)
	default:
		fmt.Fprintf(w, "The game is not over (round %d).\n", r.Rounds)
	}
	fmt.Fprintf(w, "Metrics: temperature %d C, oxygen %d %%, oceans %d/9; VP bank %d; Crisis cards drawn %d\n",
		expedition.ParamValue(cards.Temperature, g.Param(cards.Temperature)), g.Param(cards.Oxygen), g.Param(cards.Oceans), r.VPBank, r.Drawn)
	if len(r.InPlay) > 0 {
		names := make([]string, len(r.InPlay))
		v := s.View(0)
		for i, id := range r.InPlay {
			names[i] = fmt.Sprintf("%s (%d)", s.Deck().Card(id).Name, v.Counters(id))
		}
		fmt.Fprintf(w, "In play: %s; %d counters left\n", strings.Join(names, ", "), r.CountersLeft)
	}
}
