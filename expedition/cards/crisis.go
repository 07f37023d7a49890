package cards

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxCrises is the most Crisis cards a Crisis file set may hold (the box
// has 85).
const MaxCrises = 96

// Crisis is a Crisis card of the co-operative Crisis mode: drawn in the
// Crisis step of a round, it resolves its immediate effect, then stays in
// play with its counters, resolving its persistent effect every round,
// until its goal has been met once per counter.
type Crisis struct {
	ID     int    // index in the deck list, 0..MaxCrises-1
	Number string // the community code ("C08")
	Name   string
	// Tier orders the Crisis deck: tier 1 is drawn first, tier 5 last;
	// tier 0 cards are the beginner difficulty's.
	Tier int8
	// Players is the player count the card is used with (1-4), or 0 for
	// every count.
	Players int8
	// Counters is how many counters the card comes into play with (normal
	// difficulty); 0 means the card does not stay in play.
	Counters   int8
	Immediate  Program // when the card is drawn
	Persistent Program // every Resolve persistent Crises step while it is in play
	Goal       Goal
	Anytime    Anytime // an ability usable for the rest of the game once the card is drawn
	Note       string

	// Text holds the card's fields as written in its file, in order.
	Text []FieldText
	// Source is where the card was read: "file:line".
	Source string
}

// Leaves says where a Crisis card goes after its immediate effect.
func (c *Crisis) Leaves() Leave {
	for _, op := range c.Immediate {
		switch op.Code {
		case OpSetAside:
			return LeaveSetAside
		case OpDiscardThis:
			return LeaveDiscard
		}
	}
	return LeaveStays
}

// Leave is where a Crisis card goes after its immediate effect.
type Leave uint8

// The places.
const (
	LeaveStays    Leave = iota // into play with its counters
	LeaveDiscard               // the discard pile of Crisis cards
	LeaveSetAside              // set aside beside the board
)

// GoalKind says what meets a Crisis card's goal.
type GoalKind uint8

// The goals.
const (
	GoalNone         GoalKind = iota
	GoalPlay                  // playing a card matching Filter (once per matching tag when it names tags)
	GoalRaise                 // raising Param one step, or paying Spend in the Action phase
	GoalTerraformAll          // every parameter at its maximum before the Crisis deck ends (the way to win)
)

// Goal is what removes one counter from a Crisis card.
type Goal struct {
	Kind   GoalKind
	Filter Filter // GoalPlay
	Param  Param  // GoalRaise
	// Spend is the Action-phase alternative of a GoalRaise, paid by one
	// player: heat, plants or cards discarded from hand.
	Spend Spend
}

// Spend is a price in heat, plants and cards from hand.
type Spend struct {
	Heat, Plants, Discard int16
}

// Empty reports whether nothing is to be paid.
func (s Spend) Empty() bool { return s.Heat == 0 && s.Plants == 0 && s.Discard == 0 }

// Anytime is an ability a Crisis card gives for the rest of the game: at
// any time, spend VP tokens from the VP bank to run Body.
type Anytime struct {
	VP   int16 // tokens to spend; 0 = no ability
	Body Program
}

// CrisisDeck is a validated list of Crisis cards.
type CrisisDeck struct {
	Cards    []Crisis
	byNumber map[string]int
}

// Card returns the Crisis card with the given ID.
func (d *CrisisDeck) Card(id int) *Crisis { return &d.Cards[id] }

// ByNumber finds a Crisis card by its code.
func (d *CrisisDeck) ByNumber(number string) (*Crisis, bool) {
	i, ok := d.byNumber[number]
	if !ok {
		return nil, false
	}
	return &d.Cards[i], true
}

// ByName returns the Crisis cards with a name (case-insensitive), one per
// player count it is printed for.
func (d *CrisisDeck) ByName(name string) []*Crisis {
	var out []*Crisis
	for i := range d.Cards {
		if strings.EqualFold(d.Cards[i].Name, name) {
			out = append(out, &d.Cards[i])
		}
	}
	return out
}

// LoadCrises reads and validates Crisis card files. Every error names the
// file, the line, the card and the field.
func LoadCrises(files ...File) (*CrisisDeck, error) {
	d := &CrisisDeck{byNumber: map[string]int{}}
	for _, f := range files {
		blocks, err := parseFile(f.Name, f.Data)
		if err != nil {
			return nil, err
		}
		for i := range blocks {
			b := &blocks[i]
			where := fmt.Sprintf("%s:%d: %s %s %q", f.Name, b.line, b.kind, b.number, b.name)
			if b.kind != "crisis" {
				return nil, fmt.Errorf("%w: %s: not a Crisis card (a Crisis file holds \"crisis NUMBER NAME\" blocks)", ErrBadData, where)
			}
			if _, dup := d.byNumber[b.number]; dup {
				return nil, fmt.Errorf("%w: %s: number used twice", ErrBadData, where)
			}
			if len(d.Cards) >= MaxCrises {
				return nil, fmt.Errorf("%w: %s: more than %d Crisis cards", ErrBadData, where, MaxCrises)
			}
			c, err := compileCrisis(f.Name, b)
			if err != nil {
				return nil, err
			}
			c.ID = len(d.Cards)
			d.byNumber[b.number] = c.ID
			d.Cards = append(d.Cards, c)
		}
	}
	if len(d.Cards) == 0 {
		return nil, fmt.Errorf("%w: no Crisis cards", ErrBadData)
	}
	return d, nil
}

func compileCrisis(file string, b *block) (Crisis, error) {
	c := Crisis{Number: b.number, Name: b.name, Tier: -1, Players: -1, Source: fmt.Sprintf("%s:%d", file, b.line)}
	for i := range b.fields {
		f := &b.fields[i]
		p := newParser(f.value)
		p.crisis = true
		var err error
		switch f.key {
		case "tier":
			c.Tier, err = smallInt(f.value, 0, 5)
		case "players":
			if f.value == "all" {
				c.Players = 0
			} else {
				c.Players, err = smallInt(f.value, 1, 4)
			}
		case "counters":
			c.Counters, err = smallInt(f.value, 1, 9)
		case "immediate":
			c.Immediate, err = parseEffect(p)
		case "persistent":
			c.Persistent, err = parseEffect(p)
		case "goal":
			c.Goal, err = parseGoal(p)
		case "anytime":
			c.Anytime, err = parseAnytime(p)
		case "note":
			c.Note = f.value
		default:
			err = fmt.Errorf("unknown field")
		}
		if err != nil {
			return c, fieldError(file, b, f, err)
		}
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s:%d: crisis %s %q: %s", ErrBadData, file, b.line, b.number, b.name, fmt.Sprintf(format, args...))
	}
	switch {
	case c.Tier < 0:
		return c, bad("tier: missing")
	case c.Players < 0:
		return c, bad("players: missing")
	case c.Tier == 0 && c.Players != 0, c.Tier != 0 && c.Players == 0:
		return c, bad("players: the tier 0 cards, and only they, are used with every player count")
	}
	if err := checkCrisis(&c); err != nil {
		return c, bad("%v", err)
	}
	c.Text = crisisTexts(b)
	return c, nil
}

// checkCrisis checks what a Crisis card's fields say about each other.
func checkCrisis(c *Crisis) error {
	leaves := LeaveStays
	for i, op := range c.Immediate {
		if op.Code == OpSetAside || op.Code == OpDiscardThis {
			if i != len(c.Immediate)-1 {
				return fmt.Errorf("immediate: %s must be the last step", op.Code)
			}
			leaves = c.Leaves()
		}
	}
	switch {
	case leaves == LeaveStays && c.Counters == 0:
		return fmt.Errorf("counters: missing (a card without counters ends its immediate effect with discard-this or set-aside)")
	case leaves != LeaveStays && c.Counters > 0:
		return fmt.Errorf("counters: a card that leaves play at once has none")
	case leaves == LeaveStays && c.Goal.Kind == GoalNone:
		return fmt.Errorf("goal: missing")
	case leaves == LeaveDiscard && (c.Goal.Kind != GoalNone || !c.Persistent.Empty()):
		return fmt.Errorf("a discarded card has no goal and no persistent effect")
	case c.Goal.Kind == GoalTerraformAll && leaves != LeaveSetAside:
		return fmt.Errorf("goal: terraform-all belongs to a card that is set aside")
	case c.Anytime.VP > 0 && leaves != LeaveSetAside:
		return fmt.Errorf("anytime: only a card that is set aside keeps an ability")
	}
	for _, op := range c.Persistent {
		switch op.Code {
		case OpLower, OpChoose, OpAlt, OpGoto:
		default:
			return fmt.Errorf("persistent: may only lower parameters (and choose between lowerings), not %s", op.Code)
		}
	}
	if err := checkCrisisProgram("immediate", c.Immediate); err != nil {
		return err
	}
	return checkCrisisProgram("anytime", c.Anytime.Body)
}

// checkCrisisProgram allows what the Crisis mode runs: gains and losses of
// the players, lowerings and the Crisis steps, and no nested "each".
func checkCrisisProgram(what string, prog Program) error {
	eachEnd := -1
	for i, op := range prog {
		if i >= eachEnd {
			eachEnd = -1
		}
		switch op.Code {
		case OpEach:
			if eachEnd >= 0 {
				return fmt.Errorf("%s: each inside each", what)
			}
			eachEnd = int(op.Jump)
		case OpGain, OpLose, OpTR, OpDiscard, OpLower, OpChoose, OpAlt, OpGoto, OpBlockPhase, OpRemoveGreen,
			OpDummyLimit, OpAllRed, OpLowerMetrics, OpLowerByZone, OpSetAside, OpDiscardThis, OpGive:
			if op.Code == OpTR && op.N >= 0 || op.Code == OpGain && op.Res == Cards && op.N <= 0 {
				return fmt.Errorf("%s: %s %d is not a Crisis effect", what, op.Code, op.N)
			}
		default:
			return fmt.Errorf("%s: %s is not a Crisis effect", what, op.Code)
		}
	}
	return nil
}

// crisisStepInto reads one of the steps only Crisis cards have. It reports
// false when the next token starts none of them.
func crisisStepInto(p *parser, prog *Program) (bool, error) {
	switch w := p.peek(); w {
	case "each":
		p.next()
		at := len(*prog)
		*prog = append(*prog, Op{Code: OpEach})
		if err := braced(p, prog); err != nil {
			return true, err
		}
		(*prog)[at].Jump = int16(len(*prog))
		return true, nil
	case "block-random-phase", "set-aside", "discard-this":
		p.next()
		code := map[string]OpCode{"block-random-phase": OpBlockPhase, "set-aside": OpSetAside, "discard-this": OpDiscardThis}[w]
		*prog = append(*prog, Op{Code: code})
		return true, nil
	case "remove-green":
		p.next()
		op := Op{Code: OpRemoveGreen}
		if p.accept("most-expensive") {
			op.N = 1
		}
		*prog = append(*prog, op)
		return true, nil
	case "dummy-phases":
		p.next()
		n, err := p.int()
		if err == nil && (n < 0 || n > 2) {
			err = p.errorf("dummy-phases takes 0 to 2")
		}
		*prog = append(*prog, Op{Code: OpDummyLimit, N: n})
		return true, err
	case "detriments":
		p.next()
		*prog = append(*prog, Op{Code: OpAllRed})
		return true, p.expect("all-red")
	case "lower-metrics":
		p.next()
		n, err := p.int()
		if err != nil {
			return true, err
		}
		m, err := p.int()
		if err == nil && (n <= 0 || m <= 0) {
			err = p.errorf("lower-metrics needs two positive amounts")
		}
		*prog = append(*prog, Op{Code: OpLowerMetrics, N: n, M: m})
		return true, err
	case "lower-by-zone":
		p.next()
		for {
			z, ok := zoneByName(p.next())
			if !ok {
				p.unread()
				return true, p.errorf("expected purple, red, yellow or white")
			}
			n, err := p.int()
			if err != nil {
				return true, err
			}
			if n <= 0 {
				return true, p.errorf("lower-by-zone needs positive amounts")
			}
			*prog = append(*prog, Op{Code: OpLowerByZone, Zone: z, N: n})
			if !p.accept(",") {
				return true, nil
			}
		}
	case "give":
		p.next()
		n, err := p.int()
		if err != nil {
			return true, err
		}
		if err := p.expect("card"); err != nil {
			return true, err
		}
		if n <= 0 {
			return true, p.errorf("give needs a positive number")
		}
		*prog = append(*prog, Op{Code: OpGive, N: n})
		return true, nil
	}
	return false, nil
}

// parseGoal reads "play [FILTER]", "raise PARAM [| spend N heat|plant |
// discard N]" or "terraform-all".
func parseGoal(p *parser) (Goal, error) {
	var g Goal
	switch p.next() {
	case "play":
		f, err := parseFilter(p)
		if err != nil {
			return g, err
		}
		g.Kind, g.Filter = GoalPlay, f
	case "raise":
		par, err := parseParam(p)
		if err != nil {
			return g, err
		}
		if par == Infrastructure {
			return g, p.errorf("Crisis has no infrastructure")
		}
		g.Kind, g.Param = GoalRaise, par
		if p.accept("|") {
			s, err := parseSpend(p)
			if err != nil {
				return g, err
			}
			g.Spend = s
		}
	case "terraform-all":
		g.Kind = GoalTerraformAll
	default:
		p.unread()
		return g, p.errorf("expected play, raise or terraform-all")
	}
	if !p.eof() {
		return g, p.errorf("unexpected text")
	}
	return g, nil
}

// parseSpend reads "spend N heat", "spend N plant" or "discard N".
func parseSpend(p *parser) (Spend, error) {
	var s Spend
	switch p.next() {
	case "spend":
		n, err := p.int()
		if err != nil {
			return s, err
		}
		if n <= 0 {
			return s, p.errorf("spend needs a positive amount")
		}
		switch p.next() {
		case "heat":
			s.Heat = n
		case "plant":
			s.Plants = n
		default:
			p.unread()
			return s, p.errorf("expected heat or plant")
		}
	case "discard":
		n, err := p.int()
		if err != nil {
			return s, err
		}
		if n <= 0 {
			return s, p.errorf("discard needs a positive number")
		}
		s.Discard = n
	default:
		p.unread()
		return s, p.errorf("expected spend or discard")
	}
	return s, nil
}

// parseAnytime reads "spend N vp -> effect".
func parseAnytime(p *parser) (Anytime, error) {
	var a Anytime
	if err := p.expect("spend"); err != nil {
		return a, err
	}
	n, err := p.int()
	if err != nil {
		return a, err
	}
	if n <= 0 {
		return a, p.errorf("spend needs a positive number of VP tokens")
	}
	if err := p.expect("vp"); err != nil {
		return a, err
	}
	if err := p.expect("->"); err != nil {
		return a, err
	}
	body, err := parseEffect(p)
	if err != nil {
		return a, err
	}
	a.VP, a.Body = n, body
	return a, nil
}

func smallInt(s string, lo, hi int) (int8, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("must be a number from %d to %d", lo, hi)
	}
	return int8(n), nil
}

// crisisTexts keeps a Crisis card's fields that describe what it does.
func crisisTexts(b *block) []FieldText {
	var out []FieldText
	for _, f := range b.fields {
		switch f.key {
		case "immediate", "persistent", "goal", "anytime":
			out = append(out, FieldText{Key: f.key, Value: f.value})
		}
	}
	return out
}

// crisisOnly reports whether an op or trigger event belongs to the Crisis
// mode's corporations: a card using one must be of the crisis set.
func crisisOnly(c OpCode) bool {
	return c == OpCrisisCounter || c == OpGainOther || c == OpTrade
}

// ParseCrisisEffect compiles one effect written in the Crisis cards'
// language ("choose { lower temperature 1 | lower oxygen 1 }"), for
// effects a mode defines outside a card (the detriment tokens).
func ParseCrisisEffect(text string) (Program, error) {
	p := newParser(text)
	p.crisis = true
	prog, err := parseEffect(p)
	if err != nil {
		return nil, fmt.Errorf("%w: %q: %v", ErrBadData, text, err)
	}
	if err := checkCrisisProgram("effect", prog); err != nil {
		return nil, fmt.Errorf("%w: %q: %v", ErrBadData, text, err)
	}
	return prog, nil
}

// ParseCrisisGoal compiles a Crisis goal ("play [tag building]").
func ParseCrisisGoal(text string) (Goal, error) {
	g, err := parseGoal(newParser(text))
	if err != nil {
		return g, fmt.Errorf("%w: %q: %v", ErrBadData, text, err)
	}
	return g, nil
}
