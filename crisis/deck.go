package crisis

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aresim/aresim/expedition/cards"
)

// MaxCrises is the most Crisis cards a Crisis file set may hold (the box
// has 85).
const MaxCrises = 96

// Card is a Crisis card: drawn in the
// Crisis step of a round, it resolves its immediate effect, then stays in
// play with its counters, resolving its persistent effect every round,
// until its goal has been met once per counter.
type Card struct {
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
	Immediate  cards.Program // when the card is drawn
	Persistent cards.Program // every Resolve persistent Crises step while it is in play
	Goal       Goal
	Anytime    Anytime // an ability usable for the rest of the game once the card is drawn
	Note       string

	// Text holds the card's fields as written in its file, in order.
	Text []cards.FieldText
	// Source is where the card was read: "file:line".
	Source string
}

// Leaves says where a Crisis card goes after its immediate effect.
func (c *Card) Leaves() Leave {
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
	Filter cards.Filter // GoalPlay
	Param  cards.Param  // GoalRaise
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
	Body cards.Program
}

// Deck is a validated list of Crisis cards.
type Deck struct {
	Cards    []Card
	byNumber map[string]int
}

// Card returns the Crisis card with the given ID.
func (d *Deck) Card(id int) *Card { return &d.Cards[id] }

// ByNumber finds a Crisis card by its code.
func (d *Deck) ByNumber(number string) (*Card, bool) {
	i, ok := d.byNumber[number]
	if !ok {
		return nil, false
	}
	return &d.Cards[i], true
}

// ByName returns the Crisis cards with a name (case-insensitive), one per
// player count it is printed for.
func (d *Deck) ByName(name string) []*Card {
	var out []*Card
	for i := range d.Cards {
		if strings.EqualFold(d.Cards[i].Name, name) {
			out = append(out, &d.Cards[i])
		}
	}
	return out
}

// LoadCrises reads and validates Crisis card files. Every error names the
// file, the line, the card and the field.
func LoadCrises(files ...cards.File) (*Deck, error) {
	d := &Deck{byNumber: map[string]int{}}
	for _, f := range files {
		blocks, err := cards.ParseBlocks(f.Name, f.Data)
		if err != nil {
			return nil, err
		}
		for i := range blocks {
			b := &blocks[i]
			where := fmt.Sprintf("%s:%d: %s %s %q", f.Name, b.Line, b.Kind, b.Number, b.Name)
			if b.Kind != "crisis" {
				return nil, fmt.Errorf("%w: %s: not a Crisis card (a Crisis file holds \"crisis NUMBER NAME\" blocks)", cards.ErrBadData, where)
			}
			if _, dup := d.byNumber[b.Number]; dup {
				return nil, fmt.Errorf("%w: %s: number used twice", cards.ErrBadData, where)
			}
			if len(d.Cards) >= MaxCrises {
				return nil, fmt.Errorf("%w: %s: more than %d Crisis cards", cards.ErrBadData, where, MaxCrises)
			}
			c, err := compileCrisis(f.Name, b)
			if err != nil {
				return nil, err
			}
			c.ID = len(d.Cards)
			d.byNumber[b.Number] = c.ID
			d.Cards = append(d.Cards, c)
		}
	}
	if len(d.Cards) == 0 {
		return nil, fmt.Errorf("%w: no Crisis cards", cards.ErrBadData)
	}
	return d, nil
}

func compileCrisis(file string, b *cards.Block) (Card, error) {
	c := Card{Number: b.Number, Name: b.Name, Tier: -1, Players: -1, Source: fmt.Sprintf("%s:%d", file, b.Line)}
	for i := range b.Fields {
		f := &b.Fields[i]
		p := cards.NewParser(f.Value, stepInto)
		var err error
		switch f.Key {
		case "tier":
			c.Tier, err = smallInt(f.Value, 0, 5)
		case "players":
			if f.Value == "all" {
				c.Players = 0
			} else {
				c.Players, err = smallInt(f.Value, 1, 4)
			}
		case "counters":
			c.Counters, err = smallInt(f.Value, 1, 9)
		case "immediate":
			c.Immediate, err = p.Effect()
		case "persistent":
			c.Persistent, err = p.Effect()
		case "goal":
			c.Goal, err = parseGoal(p)
		case "anytime":
			c.Anytime, err = parseAnytime(p)
		case "note":
			c.Note = f.Value
		default:
			err = fmt.Errorf("unknown field")
		}
		if err != nil {
			return c, cards.FieldError(file, b, f, err)
		}
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s:%d: crisis %s %q: %s", cards.ErrBadData, file, b.Line, b.Number, b.Name, fmt.Sprintf(format, args...))
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
func checkCrisis(c *Card) error {
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
		case cards.OpLower, cards.OpChoose, cards.OpAlt, cards.OpGoto:
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
func checkCrisisProgram(what string, prog cards.Program) error {
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
		case cards.OpGain, cards.OpLose, cards.OpTR, cards.OpDiscard, cards.OpLower, cards.OpChoose, cards.OpAlt, cards.OpGoto, OpBlockPhase, OpRemoveGreen,
			OpDummyLimit, OpAllRed, OpLowerMetrics, OpLowerByZone, OpSetAside, OpDiscardThis, OpGive:
			if op.Code == cards.OpTR && op.N >= 0 || op.Code == cards.OpGain && op.Res == cards.Cards && op.N <= 0 {
				return fmt.Errorf("%s: %s %d is not a Crisis effect", what, op.Code, op.N)
			}
		default:
			return fmt.Errorf("%s: %s is not a Crisis effect", what, op.Code)
		}
	}
	return nil
}

// stepInto reads one of the steps only Crisis cards have (a
// cards.StepParser). It reports false when the next token starts none of
// them.
func stepInto(p *cards.Parser, prog *cards.Program) (bool, error) {
	switch w := p.Peek(); w {
	case "each":
		p.Next()
		at := len(*prog)
		*prog = append(*prog, cards.Op{Code: OpEach})
		if err := p.Braced(prog); err != nil {
			return true, err
		}
		(*prog)[at].Jump = int16(len(*prog))
		return true, nil
	case "block-random-phase", "set-aside", "discard-this":
		p.Next()
		code := map[string]cards.OpCode{"block-random-phase": OpBlockPhase, "set-aside": OpSetAside, "discard-this": OpDiscardThis}[w]
		*prog = append(*prog, cards.Op{Code: code})
		return true, nil
	case "remove-green":
		p.Next()
		op := cards.Op{Code: OpRemoveGreen}
		if p.Accept("most-expensive") {
			op.N = 1
		}
		*prog = append(*prog, op)
		return true, nil
	case "dummy-phases":
		p.Next()
		n, err := p.Int()
		if err == nil && (n < 0 || n > 2) {
			err = p.Errorf("dummy-phases takes 0 to 2")
		}
		*prog = append(*prog, cards.Op{Code: OpDummyLimit, N: n})
		return true, err
	case "detriments":
		p.Next()
		*prog = append(*prog, cards.Op{Code: OpAllRed})
		return true, p.Expect("all-red")
	case "lower-metrics":
		p.Next()
		n, err := p.Int()
		if err != nil {
			return true, err
		}
		m, err := p.Int()
		if err == nil && (n <= 0 || m <= 0) {
			err = p.Errorf("lower-metrics needs two positive amounts")
		}
		*prog = append(*prog, cards.Op{Code: OpLowerMetrics, N: n, M: m})
		return true, err
	case "lower-by-zone":
		p.Next()
		for {
			z, err := p.Zone()
			if err != nil {
				return true, err
			}
			n, err := p.Int()
			if err != nil {
				return true, err
			}
			if n <= 0 {
				return true, p.Errorf("lower-by-zone needs positive amounts")
			}
			*prog = append(*prog, cards.Op{Code: OpLowerByZone, Zone: z, N: n})
			if !p.Accept(",") {
				return true, nil
			}
		}
	case "give":
		p.Next()
		n, err := p.Int()
		if err != nil {
			return true, err
		}
		if err := p.Expect("card"); err != nil {
			return true, err
		}
		if n <= 0 {
			return true, p.Errorf("give needs a positive number")
		}
		*prog = append(*prog, cards.Op{Code: OpGive, N: n})
		return true, nil
	}
	return false, nil
}

// parseGoal reads "play [FILTER]", "raise PARAM [| spend N heat|plant |
// discard N]" or "terraform-all".
func parseGoal(p *cards.Parser) (Goal, error) {
	var g Goal
	switch p.Next() {
	case "play":
		f, err := p.Filter()
		if err != nil {
			return g, err
		}
		g.Kind, g.Filter = GoalPlay, f
	case "raise":
		par, err := p.Param()
		if err != nil {
			return g, err
		}
		if par == cards.Infrastructure {
			return g, p.Errorf("Crisis has no infrastructure")
		}
		g.Kind, g.Param = GoalRaise, par
		if p.Accept("|") {
			s, err := parseSpend(p)
			if err != nil {
				return g, err
			}
			g.Spend = s
		}
	case "terraform-all":
		g.Kind = GoalTerraformAll
	default:
		p.Unread()
		return g, p.Errorf("expected play, raise or terraform-all")
	}
	if !p.EOF() {
		return g, p.Errorf("unexpected text")
	}
	return g, nil
}

// parseSpend reads "spend N heat", "spend N plant" or "discard N".
func parseSpend(p *cards.Parser) (Spend, error) {
	var s Spend
	switch p.Next() {
	case "spend":
		n, err := p.Int()
		if err != nil {
			return s, err
		}
		if n <= 0 {
			return s, p.Errorf("spend needs a positive amount")
		}
		switch p.Next() {
		case "heat":
			s.Heat = n
		case "plant":
			s.Plants = n
		default:
			p.Unread()
			return s, p.Errorf("expected heat or plant")
		}
	case "discard":
		n, err := p.Int()
		if err != nil {
			return s, err
		}
		if n <= 0 {
			return s, p.Errorf("discard needs a positive number")
		}
		s.Discard = n
	default:
		p.Unread()
		return s, p.Errorf("expected spend or discard")
	}
	return s, nil
}

// parseAnytime reads "spend N vp -> effect".
func parseAnytime(p *cards.Parser) (Anytime, error) {
	var a Anytime
	if err := p.Expect("spend"); err != nil {
		return a, err
	}
	n, err := p.Int()
	if err != nil {
		return a, err
	}
	if n <= 0 {
		return a, p.Errorf("spend needs a positive number of VP tokens")
	}
	if err := p.Expect("vp"); err != nil {
		return a, err
	}
	if err := p.Expect("->"); err != nil {
		return a, err
	}
	body, err := p.Effect()
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
func crisisTexts(b *cards.Block) []cards.FieldText {
	var out []cards.FieldText
	for _, f := range b.Fields {
		switch f.Key {
		case "immediate", "persistent", "goal", "anytime":
			out = append(out, cards.FieldText{Key: f.Key, Value: f.Value})
		}
	}
	return out
}

// ParseEffect compiles one effect written in the Crisis cards' language
// ("choose { lower temperature 1 | lower oxygen 1 }"), for effects the
// mode defines outside a card (the detriment tokens).
func ParseEffect(text string) (cards.Program, error) {
	p := cards.NewParser(text, stepInto)
	prog, err := p.Effect()
	if err != nil {
		return nil, fmt.Errorf("%w: %q: %v", cards.ErrBadData, text, err)
	}
	if err := checkCrisisProgram("effect", prog); err != nil {
		return nil, fmt.Errorf("%w: %q: %v", cards.ErrBadData, text, err)
	}
	return prog, nil
}

// ParseGoal compiles a Crisis goal ("play [tag building]").
func ParseGoal(text string) (Goal, error) {
	g, err := parseGoal(cards.NewParser(text, nil))
	if err != nil {
		return g, fmt.Errorf("%w: %q: %v", cards.ErrBadData, text, err)
	}
	return g, nil
}
