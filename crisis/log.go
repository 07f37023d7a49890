package crisis

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// Log writes a readable, round-by-round account of a game as its actions
// are applied: the setup, each round's Crisis step (the detriment
// tokens, the persistent effects, the Crisis card drawn and what it did,
// the dummy hand), then the round as Ares Expedition's Log tells it, the
// counters removed, and how the game ended. Quiet, it writes only how
// the game ended.
//
// Start writes the setup, Watch each action (its signature is a
// play.Watcher's, so log.Watch is one), End the result:
//
//	log := crisis.NewLog(os.Stdout, false)
//	log.Start(&game)
//	err := bot.Play(&game, bots, log.Watch)
//	log.End(&game)
type Log struct {
	w     io.Writer
	quiet bool
	game  *expedition.Log
	// prev is the game before the action being told: the board at the end
	// of a round is read from it, played on to the round's end, since the
	// same Apply goes on into the next Crisis step.
	prev State
}

// NewLog returns a Log writing to w; a quiet Log writes only how the game
// ended.
func NewLog(w io.Writer, quiet bool) *Log {
	return &Log{w: w, quiet: quiet, game: expedition.NewModeLog(w, quiet)}
}

// Start writes the setup of game s (the players, the difficulty, the
// deck, and what the setup did) and keeps s as the game before the first
// action.
func (l *Log) Start(s *State) {
	l.prev = *s
	if l.quiet {
		return
	}
	v := s.View(0)
	fmt.Fprintf(l.w, "Setup: %d players, %s, %d Crisis cards in the deck\n", s.Players(), s.Difficulty(), s.Result().Drawn+v.DeckSize())
	l.events(s)
}

// Watch writes action a, which mover has just applied, and what it set
// off; after is the game after it.
func (l *Log) Watch(mover int, a Action, after *State) {
	if l.quiet {
		return
	}
	s := after
	if a.Kind == ActGame {
		var roundEnd *expedition.State
		if roundEnded(s.Game()) {
			// The Expedition game alone stops at the start of the next round,
			// before the Crisis step changes anything.
			end := l.prev
			if end.Game().Apply(a.Game) == nil {
				roundEnd = end.Game()
			}
		}
		l.game.Tell(a.Game, s.Game(), roundEnd)
	} else {
		fmt.Fprintf(l.w, "    %s\n", s.ActionString(a))
	}
	l.events(s)
	l.prev = *s
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

// events tells the Crisis events of the last Apply.
func (l *Log) events(s *State) {
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
		case EvStepStarted:
			fmt.Fprintf(l.w, "Round %d (first player p%d)\nCrisis step, round %d\n", e.N, s.Game().FirstPlayer(), e.N)
		case EvToken:
			fmt.Fprintf(l.w, "  %s token: %s\n", e.Zone, e.Param)
		case EvPersistent:
			fmt.Fprintf(l.w, "  persistent: %s\n", name(e.Card))
		case EvDrawn:
			c := deck.Card(int(e.Card))
			fmt.Fprintf(l.w, "  drawn: %s %s (tier %d", c.Number, c.Name, c.Tier)
			if e.N > 0 {
				fmt.Fprintf(l.w, ", %d counters, goal %s", e.N, goalText(c))
			}
			fmt.Fprintln(l.w, ")")
		case EvLowered:
			fmt.Fprintf(l.w, "    %s down 1 (%s)\n", e.Param, name(e.Card))
		case EvFlippedDown:
			fmt.Fprintf(l.w, "    ocean tile %d face down (%s)\n", e.N, name(e.Card))
		case EvDummy:
			fmt.Fprintf(l.w, "  dummy hand: %s\n", expedition.PhaseName(int(e.N)))
		case EvStopped:
			fmt.Fprintf(l.w, "  %s does not resolve this round: the oxygen token is red\n", expedition.PhaseName(int(e.N)))
		case EvBlocked:
			fmt.Fprintf(l.w, "  p%d may not choose %s this round\n", e.Player, expedition.PhaseName(int(e.N)))
		case EvCounterRemoved:
			who := fmt.Sprintf("p%d", e.Player)
			if e.Player < 0 {
				who = "2 VP tokens"
			}
			fmt.Fprintf(l.w, "    counter off %s by %s (%d left)\n", name(e.Card), who, e.N)
		case EvDealtWith:
			fmt.Fprintf(l.w, "    %s dealt with\n", name(e.Card))
		case EvAnytime:
			fmt.Fprintf(l.w, "    p%d spends %d VP token on %s\n", e.Player, e.N, name(e.Card))
		case EvWon:
			fmt.Fprintln(l.w, "  The players win!")
		case EvLost:
			fmt.Fprintf(l.w, "  The players lose: %s\n", LossReason(e.N))
		}
	}
}

// goalText writes a Crisis card's goal as its card text does.
func goalText(c *Card) string {
	for _, f := range c.Text {
		if f.Key == "goal" {
			return f.Value
		}
	}
	return "-"
}

// End writes how game s ended, quiet or not: won, lost (how, and by which
// card) or not over yet, the metrics, the VP bank, the Crisis cards drawn
// and those still in play with their counters.
func (l *Log) End(s *State) {
	r := s.Result()
	g := s.Game()
	switch r.Outcome {
	case Won:
		fmt.Fprintf(l.w, "The players won in round %d.\n", r.Rounds)
	case Lost:
		what := r.Reason.String()
		if r.Reason != LossDeck {
			what += " (" + r.Param.String() + ")"
		}
		if r.Card >= 0 {
			what += ", by " + s.Deck().Card(r.Card).Name
		}
		fmt.Fprintf(l.w, "The players lost in round %d: %s.\n", r.Rounds, what)
	default:
		fmt.Fprintf(l.w, "The game is not over (round %d).\n", r.Rounds)
	}
	fmt.Fprintf(l.w, "Metrics: temperature %d C, oxygen %d %%, oceans %d/9; VP bank %d; Crisis cards drawn %d\n",
		expedition.ParamValue(cards.Temperature, g.Param(cards.Temperature)), g.Param(cards.Oxygen), g.Param(cards.Oceans), r.VPBank, r.Drawn)
	if len(r.InPlay) > 0 {
		names := make([]string, len(r.InPlay))
		v := s.View(0)
		for i, id := range r.InPlay {
			names[i] = fmt.Sprintf("%s (%d)", s.Deck().Card(id).Name, v.Counters(id))
		}
		fmt.Fprintf(l.w, "In play: %s; %d counters left\n", strings.Join(names, ", "), r.CountersLeft)
	}
}
