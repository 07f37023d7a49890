package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

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
