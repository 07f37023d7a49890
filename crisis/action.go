package crisis

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// ActionKind says what an Action does.
type ActionKind uint8

// The actions. ActGame carries an Ares Expedition decision in Game; the
// others are the Crisis mode's. Fields used: P = Player, C = Card (a
// project card), I = Index.
const (
	ActGame         ActionKind = iota + 1 // an Expedition action (Game)
	ActChoose                             // P I: pick alternative I of a Crisis effect
	ActFlipDown                           // P I: flip face-up ocean tile I face down (Ruling C11)
	ActDiscard                            // P C: discard this card from hand
	ActRemoveGreen                        // P C: discard this green card from the tableau
	ActLowerMetrics                       // P I: lower the pair of metrics I (see MetricPair)
	ActGive                               // P C I: give card C to player I
	ActDecline                            // P: give nothing (an optional gift), or end the VP spending
	ActCounter                            // P I: remove a counter from Crisis card I
	ActDummyPhase                         // P I: resolve phase I of the dummy card shown
	ActAnytime                            // P I: spend VP tokens on Crisis card I's ability
	numActionKinds
)

var actionNames = [numActionKinds]string{"?", "game", "choose", "flip-down", "discard", "remove-green",
	"lower-metrics", "give", "decline", "counter", "dummy-phase", "anytime"}

// String returns the name of the ActionKind.
func (k ActionKind) String() string {
	if k < numActionKinds {
		return actionNames[k]
	}
	return "action?"
}

// Action is one decision of one player.
type Action struct {
	Kind   ActionKind
	Player int8
	Card   int16
	Index  int8
	Game   expedition.Action // ActGame
}

// GameAction wraps an Expedition action.
func GameAction(a expedition.Action) Action {
	return Action{Kind: ActGame, Player: a.Player, Card: -1, Game: a}
}

// metricPairs are the choices of lower-metrics: the metric lowered by the
// first amount, then the one lowered by the second.
var metricPairs = [6][2]cards.Param{
	{cards.Temperature, cards.Oxygen}, {cards.Temperature, cards.Oceans},
	{cards.Oxygen, cards.Temperature}, {cards.Oxygen, cards.Oceans},
	{cards.Oceans, cards.Temperature}, {cards.Oceans, cards.Oxygen},
}

// MetricPair returns the metrics an ActLowerMetrics with index i lowers:
// first by the larger amount, then by the smaller.
func MetricPair(i int) (first, second cards.Param) {
	if i < 0 || i >= len(metricPairs) {
		return 0, 0
	}
	return metricPairs[i][0], metricPairs[i][1]
}

// ActionString formats an action for logs and records.
func (s *State) ActionString(a Action) string { return FormatAction(s.g.Catalogue(), s.Deck(), a) }

// FormatAction writes an action as text: Expedition actions as
// expedition.FormatAction writes them, Crisis actions as "p<player>
// crisis:<verb> [arguments]", with project cards by number and Crisis
// cards by code, followed by quoted names. ParseAction reads it back.
func FormatAction(cat *cards.Catalogue, deck *Deck, a Action) string {
	if a.Kind == ActGame {
		return expedition.FormatAction(cat, a.Game)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "p%d crisis:%s", a.Player, a.Kind)
	name := ""
	switch a.Kind {
	case ActDiscard, ActRemoveGreen, ActGive:
		if a.Card >= 0 && int(a.Card) < len(cat.Cards) {
			fmt.Fprintf(&b, " %s", cat.Cards[a.Card].Number)
			name = cat.Cards[a.Card].Name
		} else {
			fmt.Fprintf(&b, " #%d", a.Card)
		}
	}
	switch a.Kind {
	case ActChoose, ActFlipDown, ActLowerMetrics, ActGive, ActDummyPhase:
		fmt.Fprintf(&b, " %d", a.Index)
	case ActCounter, ActAnytime:
		if a.Index >= 0 && int(a.Index) < len(deck.Cards) {
			fmt.Fprintf(&b, " %s", deck.Cards[a.Index].Number)
			name = deck.Cards[a.Index].Name
		} else {
			fmt.Fprintf(&b, " #%d", a.Index)
		}
	}
	if name != "" {
		b.WriteString(" " + strconv.Quote(name))
	}
	return b.String()
}

// ParseAction reads an action written by FormatAction.
func ParseAction(cat *cards.Catalogue, deck *Deck, text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) < 2 || !strings.HasPrefix(f[1], "crisis:") {
		g, err := expedition.ParseAction(cat, text)
		if err != nil {
			return Action{}, fmt.Errorf("%w: %w", ErrBadRecord, err)
		}
		return GameAction(g), nil
	}
	fail := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("%w: action %q: %s", ErrBadRecord, text, why)
	}
	if i := strings.IndexByte(text, '"'); i >= 0 {
		f = strings.Fields(text[:i])
	}
	pl, err := strconv.Atoi(strings.TrimPrefix(f[0], "p"))
	if err != nil || !strings.HasPrefix(f[0], "p") || pl < 0 || pl >= MaxPlayers {
		return fail("bad player")
	}
	a := Action{Player: int8(pl), Card: -1}
	verb := strings.TrimPrefix(f[1], "crisis:")
	for k := ActChoose; k < numActionKinds; k++ {
		if actionNames[k] == verb {
			a.Kind = k
		}
	}
	if a.Kind == 0 {
		return fail("unknown verb " + verb)
	}
	args := f[2:]
	next := func() (string, bool) {
		if len(args) == 0 {
			return "", false
		}
		v := args[0]
		args = args[1:]
		return v, true
	}
	switch a.Kind {
	case ActDiscard, ActRemoveGreen, ActGive:
		v, ok := next()
		c, found := cat.CardByNumber(v)
		if !ok || !found {
			return fail("unknown card " + v)
		}
		a.Card = int16(c.ID)
	}
	switch a.Kind {
	case ActChoose, ActFlipDown, ActLowerMetrics, ActGive, ActDummyPhase:
		v, _ := next()
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 127 {
			return fail("bad number " + v)
		}
		a.Index = int8(n)
	case ActCounter, ActAnytime:
		v, _ := next()
		c, ok := deck.ByNumber(v)
		if !ok {
			return fail("unknown Crisis card " + v)
		}
		a.Index = int8(c.ID)
	}
	if len(args) > 0 {
		return fail("unexpected " + args[0])
	}
	return a, nil
}
