package expedition

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aresim/aresim/expedition/cards"
)

// String formats an action with card IDs (use FormatAction for card
// numbers and names).
func (a Action) String() string {
	return fmt.Sprintf("p%d %s card=%d index=%d x=%d pay=%d", a.Player, a.Kind, a.Card, a.Index, a.X, a.Pay)
}

// ActionString formats an action for logs and records, with the cards'
// numbers and names.
func (s *State) ActionString(a Action) string { return FormatAction(s.cat(), a) }

// FormatAction writes an action as text: "p<player> <verb> [arguments]",
// with cards given by their printed number (corporations as "corp:NUMBER")
// followed by their quoted name. ParseAction reads it back.
func FormatAction(cat *cards.Catalogue, a Action) string {
	var b strings.Builder
	fmt.Fprintf(&b, "p%d %s", a.Player, a.Kind)
	switch a.Kind {
	case ActRedraw, ActPlay, ActSell, ActTarget, ActDiscard, ActKeep, ActPlayFree, ActUseAction, ActGive:
		b.WriteByte(' ')
		b.WriteString(sourceText(cat, int(a.Card)))
	}
	switch a.Kind {
	case ActChooseCorp, ActChoose, ActUseAction, ActOcean, ActOffer, ActGive:
		fmt.Fprintf(&b, " %d", a.Index)
	case ActChoosePhase:
		fmt.Fprintf(&b, " %d", a.Index)
	case ActUpgrade:
		fmt.Fprintf(&b, " %d %s", a.Index, versionName(int(a.X)))
	case ActStandard:
		if a.Index >= 0 && int(a.Index) < NumStandard {
			b.WriteString(" " + standardNames[a.Index])
		} else {
			fmt.Fprintf(&b, " %d", a.Index)
		}
	}
	if a.Kind == ActUseAction && a.X != 0 {
		fmt.Fprintf(&b, " x=%d", a.X)
	}
	if a.Kind == ActPlay && a.Pay != 0 {
		var flags []string
		if a.Pay&PayHeatFirst != 0 {
			flags = append(flags, "heat-first")
		}
		for i := 0; i < 7; i++ {
			if a.Pay&(PayAlt0<<i) != 0 {
				flags = append(flags, fmt.Sprintf("alt%d", i))
			}
		}
		b.WriteString(" pay=" + strings.Join(flags, ","))
	}
	if (a.Kind == ActPlay || a.Kind == ActPlayFree) && a.Card >= 0 && int(a.Card) < len(cat.Cards) && hasWild(&cat.Cards[a.Card]) {
		b.WriteString(" wild=" + cards.Tag(a.Index).String())
	}
	if a.Kind == ActChoosePhase || a.Kind == ActUpgrade {
		b.WriteString(" " + strconv.Quote(PhaseName(int(a.Index))))
	}
	if name := sourceName(cat, int(a.Card)); name != "" {
		b.WriteString(" " + strconv.Quote(name))
	}
	return b.String()
}

func sourceText(cat *cards.Catalogue, src int) string {
	switch {
	case src >= 0 && src < len(cat.Cards):
		return cat.Cards[src].Number
	case src >= cards.MaxProjectCards && src-cards.MaxProjectCards < len(cat.Corporations):
		return "corp:" + cat.Corporations[src-cards.MaxProjectCards].Number
	}
	return "#" + strconv.Itoa(src)
}

func sourceName(cat *cards.Catalogue, src int) string {
	switch {
	case src >= 0 && src < len(cat.Cards):
		return cat.Cards[src].Name
	case src >= cards.MaxProjectCards && src-cards.MaxProjectCards < len(cat.Corporations):
		return cat.Corporations[src-cards.MaxProjectCards].Name
	}
	return ""
}

// ParseAction reads an action written by FormatAction. Quoted names are
// ignored; cards are found by number.
func ParseAction(cat *cards.Catalogue, text string) (Action, error) {
	fail := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("%w: action %q: %s", ErrBadRecord, text, why)
	}
	if i := strings.IndexByte(text, '"'); i >= 0 {
		text = strings.TrimSpace(text[:i])
	}
	f := strings.Fields(text)
	if len(f) < 2 || !strings.HasPrefix(f[0], "p") {
		return fail("expected \"pN verb ...\"")
	}
	pl, err := strconv.Atoi(f[0][1:])
	if err != nil || pl < 0 || pl >= MaxPlayers {
		return fail("bad player")
	}
	a := Action{Player: int8(pl), Card: -1}
	for k := ActionKind(1); k < numActionKinds; k++ {
		if actionNames[k] == f[1] {
			a.Kind = k
		}
	}
	if a.Kind == 0 {
		return fail("unknown verb " + f[1])
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
	case ActRedraw, ActPlay, ActSell, ActTarget, ActDiscard, ActKeep, ActPlayFree, ActUseAction, ActGive:
		v, ok := next()
		if !ok {
			return fail("missing card")
		}
		src, ok := parseSource(cat, v)
		if !ok {
			return fail("unknown card " + v)
		}
		a.Card = int16(src)
	}
	switch a.Kind {
	case ActChooseCorp, ActChoosePhase, ActChoose, ActUseAction, ActOcean, ActOffer, ActGive:
		v, ok := next()
		if !ok {
			return fail("missing number")
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < -128 || n > 127 {
			return fail("bad number " + v)
		}
		a.Index = int8(n)
	case ActUpgrade:
		v, ok := next()
		n, err := strconv.Atoi(v)
		if !ok || err != nil || n < 1 || n > NumPhases {
			return fail("bad phase " + v)
		}
		w, _ := next()
		ver := parseVersion(w)
		if ver < 0 {
			return fail("bad version " + w + " (want A or B)")
		}
		a.Index, a.X = int8(n), int16(ver)
	case ActStandard:
		v, ok := next()
		if !ok {
			return fail("missing standard project")
		}
		a.Index = -1
		for i, n := range standardNames {
			if n == v {
				a.Index = int8(i)
			}
		}
		if a.Index < 0 {
			return fail("unknown standard project " + v)
		}
	}
	for _, v := range args {
		switch {
		case strings.HasPrefix(v, "x="):
			n, err := strconv.Atoi(v[2:])
			if err != nil || n < 0 || n > 1000 {
				return fail("bad " + v)
			}
			a.X = int16(n)
		case strings.HasPrefix(v, "wild="):
			t, ok := cards.ParseTag(v[5:])
			if !ok || !cards.WildChoices.Has(t) {
				return fail("bad " + v)
			}
			a.Index = int8(t)
		case strings.HasPrefix(v, "pay="):
			for _, flag := range strings.Split(v[4:], ",") {
				switch {
				case flag == "heat-first":
					a.Pay |= PayHeatFirst
				case strings.HasPrefix(flag, "alt"):
					n, err := strconv.Atoi(flag[3:])
					if err != nil || n < 0 || n > 6 {
						return fail("bad " + flag)
					}
					a.Pay |= PayAlt0 << n
				default:
					return fail("bad " + flag)
				}
			}
		default:
			return fail("unexpected " + v)
		}
	}
	return a, nil
}

func parseSource(cat *cards.Catalogue, v string) (int, bool) {
	if num, ok := strings.CutPrefix(v, "corp:"); ok {
		c, ok := cat.CorporationByNumber(num)
		if !ok {
			return 0, false
		}
		return cards.MaxProjectCards + c.ID, true
	}
	c, ok := cat.CardByNumber(v)
	if !ok {
		return 0, false
	}
	return c.ID, true
}

// versionName returns "A" or "B" for an upgraded phase card version.
func versionName(v int) string {
	switch v {
	case PhaseUpgradeA:
		return "A"
	case PhaseUpgradeB:
		return "B"
	}
	return "base"
}

// parseVersion reads "A" or "B", or returns -1.
func parseVersion(s string) int {
	switch s {
	case "A":
		return PhaseUpgradeA
	case "B":
		return PhaseUpgradeB
	}
	return -1
}
