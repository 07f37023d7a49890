package cards

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Catalogue is a validated set of project cards and corporations. Card
// IDs are indexes into Cards and stay below MaxProjectCards; corporation
// IDs are indexes into Corporations.
type Catalogue struct {
	Cards        []Card
	Corporations []Corporation
	// Milestones and Awards are Discovery's tiles (IDs are indexes).
	Milestones []Milestone
	Awards     []Award

	cardByNumber map[string]int
	corpByNumber map[string]int
}

// Card returns the card with the given ID. It panics on an ID outside the
// catalogue, which is a programming error.
func (c *Catalogue) Card(id int) *Card { return &c.Cards[id] }

// Corporation returns the corporation with the given ID.
func (c *Catalogue) Corporation(id int) *Corporation { return &c.Corporations[id] }

// CardByNumber finds a project card by its printed number or code.
func (c *Catalogue) CardByNumber(number string) (*Card, bool) {
	i, ok := c.cardByNumber[number]
	if !ok {
		return nil, false
	}
	return &c.Cards[i], true
}

// CardByName finds a project card by its name (case-insensitive).
func (c *Catalogue) CardByName(name string) (*Card, bool) {
	for i := range c.Cards {
		if strings.EqualFold(c.Cards[i].Name, name) {
			return &c.Cards[i], true
		}
	}
	return nil, false
}

// CorporationByNumber finds a corporation by its number or code.
func (c *Catalogue) CorporationByNumber(number string) (*Corporation, bool) {
	i, ok := c.corpByNumber[number]
	if !ok {
		return nil, false
	}
	return &c.Corporations[i], true
}

// CorporationByName finds a corporation by its name (case-insensitive).
func (c *Catalogue) CorporationByName(name string) (*Corporation, bool) {
	for i := range c.Corporations {
		if strings.EqualFold(c.Corporations[i].Name, name) {
			return &c.Corporations[i], true
		}
	}
	return nil, false
}

// isKind reports whether a block may start with kind: card, corporation,
// milestone, award, or an extension's kind.
func isKind(kind string) bool {
	_, ext := extensionKind(kind)
	return ext || kind == "card" || kind == "corporation" || kind == "milestone" || kind == "award"
}

// kindsText lists the block headers for an error message.
func kindsText() string {
	kinds := []string{`"card NUMBER NAME"`, `"corporation NUMBER NAME"`}
	for _, x := range extensions {
		kinds = append(kinds, fmt.Sprintf("%q", x.Kind+" NUMBER NAME"))
	}
	return strings.Join(kinds, ", ") + `, "milestone NAME" or "award NAME"`
}

// block is one card, corporation, milestone or award as read from a file,
// before it is compiled.
type block struct {
	kind   string // "card", "corporation", "milestone", "award" or an extension's kind
	number string
	name   string
	line   int
	fields []field
}

type field struct {
	key, value string
	line       int
}

// Parse reads one card file. name is used in error messages. The result is
// not validated as a whole; use Load or LoadFiles for that.
func parseFile(name string, data []byte) ([]block, error) {
	var blocks []block
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		raw := sc.Text()
		text := strings.TrimSpace(raw)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if raw[0] != ' ' && raw[0] != '\t' {
			kind, rest, _ := strings.Cut(text, " ")
			if kind == "milestone" || kind == "award" {
				title := strings.TrimSpace(rest)
				if title == "" {
					return nil, fmt.Errorf("%w: %s:%d: %s needs a name", ErrBadData, name, line, kind)
				}
				blocks = append(blocks, block{kind: kind, name: title, line: line})
				continue
			}
			if !isKind(kind) {
				return nil, fmt.Errorf("%w: %s:%d: expected %s", ErrBadData, name, line, kindsText())
			}
			number, title, _ := strings.Cut(strings.TrimSpace(rest), " ")
			title = strings.TrimSpace(title)
			if number == "" || title == "" {
				return nil, fmt.Errorf("%w: %s:%d: %s needs a number and a name", ErrBadData, name, line, kind)
			}
			blocks = append(blocks, block{kind: kind, number: number, name: title, line: line})
			continue
		}
		if len(blocks) == 0 {
			return nil, fmt.Errorf("%w: %s:%d: field outside a card", ErrBadData, name, line)
		}
		key, value, ok := strings.Cut(text, ":")
		if !ok {
			b := &blocks[len(blocks)-1]
			return nil, fmt.Errorf("%w: %s:%d: %s %s %q: expected \"field: value\"", ErrBadData, name, line, b.kind, b.number, b.name)
		}
		b := &blocks[len(blocks)-1]
		b.fields = append(b.fields, field{key: strings.TrimSpace(key), value: strings.TrimSpace(value), line: line})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrBadData, name, err)
	}
	return blocks, nil
}

// File is a card file to load: a name for messages and its contents.
type File struct {
	Name string
	Data []byte
}

// LoadFiles reads and validates card files into one catalogue. Every error
// names the file, the line, the card and the field.
func LoadFiles(files ...File) (*Catalogue, error) {
	cat := &Catalogue{cardByNumber: map[string]int{}, corpByNumber: map[string]int{}}
	names := map[string]string{}
	for _, f := range files {
		blocks, err := parseFile(f.Name, f.Data)
		if err != nil {
			return nil, err
		}
		for i := range blocks {
			b := &blocks[i]
			where := fmt.Sprintf("%s:%d: %s %s %q", f.Name, b.line, b.kind, b.number, b.name)
			if b.kind == "milestone" || b.kind == "award" {
				where = fmt.Sprintf("%s:%d: %s %q", f.Name, b.line, b.kind, b.name)
				if other, dup := names[b.kind+" "+strings.ToLower(b.name)]; dup {
					return nil, fmt.Errorf("%w: %s: name used twice (%s)", ErrBadData, where, other)
				}
				names[b.kind+" "+strings.ToLower(b.name)] = where
				if err := compileTile(cat, f.Name, b); err != nil {
					return nil, err
				}
				continue
			}
			if x, ok := extensionKind(b.kind); ok {
				return nil, fmt.Errorf("%w: %s: %s", ErrBadData, where, x.Refusal)
			}
			if b.kind == "card" {
				if _, dup := cat.cardByNumber[b.number]; dup {
					return nil, fmt.Errorf("%w: %s: number used twice", ErrBadData, where)
				}
				if len(cat.Cards) >= MaxProjectCards {
					return nil, fmt.Errorf("%w: %s: more than %d project cards", ErrBadData, where, MaxProjectCards)
				}
				c, err := compileCard(f.Name, b)
				if err != nil {
					return nil, err
				}
				// A reprint shares the name of the card it replaces.
				if other, dup := names["card "+strings.ToLower(b.name)]; dup && other != c.Replaces {
					return nil, fmt.Errorf("%w: %s: name already used by card %s", ErrBadData, where, other)
				}
				c.ID = len(cat.Cards)
				cat.cardByNumber[b.number] = c.ID
				names["card "+strings.ToLower(b.name)] = b.number
				cat.Cards = append(cat.Cards, c)
			} else {
				if _, dup := cat.corpByNumber[b.number]; dup {
					return nil, fmt.Errorf("%w: %s: number used twice", ErrBadData, where)
				}
				if len(cat.Corporations) >= MaxCorporations {
					return nil, fmt.Errorf("%w: %s: more than %d corporations", ErrBadData, where, MaxCorporations)
				}
				c, err := compileCorporation(f.Name, b)
				if err != nil {
					return nil, err
				}
				c.ID = len(cat.Corporations)
				cat.corpByNumber[b.number] = c.ID
				cat.Corporations = append(cat.Corporations, c)
			}
		}
	}
	if len(cat.Cards) == 0 {
		return nil, fmt.Errorf("%w: no project cards", ErrBadData)
	}
	if len(cat.Corporations) == 0 {
		return nil, fmt.Errorf("%w: no corporations", ErrBadData)
	}
	if err := checkReplaces(cat); err != nil {
		return nil, err
	}
	return cat, nil
}

// checkReplaces checks that every card or corporation that replaces
// another names one of another set that exists.
func checkReplaces(cat *Catalogue) error {
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if c.Replaces == "" {
			continue
		}
		old, ok := cat.CardByNumber(c.Replaces)
		if !ok || old.Set == c.Set {
			return fmt.Errorf("%w: %s: card %s %q: replaces: no card %s of another set", ErrBadData, c.Source, c.Number, c.Name, c.Replaces)
		}
	}
	for i := range cat.Corporations {
		c := &cat.Corporations[i]
		if c.Replaces == "" {
			continue
		}
		old, ok := cat.CorporationByNumber(c.Replaces)
		if !ok || old.Set == c.Set {
			return fmt.Errorf("%w: %s: corporation %s %q: replaces: no corporation %s of another set", ErrBadData, c.Source, c.Number, c.Name, c.Replaces)
		}
	}
	return nil
}

// fieldError formats an error about one field of a block.
func fieldError(file string, b *block, f *field, err error) error {
	return fmt.Errorf("%w: %s:%d: %s %s %q: %s: %v", ErrBadData, file, f.line, b.kind, b.number, b.name, f.key, err)
}

// common holds what cards and corporations share while compiling.
type common struct {
	set      Set
	setSeen  bool
	tags     []Tag
	mask     TagMask
	vp       VP
	holds    Holding
	passive  Passive
	triggers []Trigger
	actions  []Option
	note     string
	replaces string
}

// commonField compiles a field shared by cards and corporations. It
// reports false when the key is not one of them.
func commonField(c *common, f *field) (bool, error) {
	p := newParser(f.value)
	switch f.key {
	case "set":
		s, ok := ParseSet(f.value)
		if !ok {
			return true, fmt.Errorf("unknown set %q", f.value)
		}
		c.set, c.setSeen = s, true
	case "tags":
		t, m, err := parseTags(p)
		if err != nil {
			return true, err
		}
		c.tags, c.mask = t, m
	case "vp":
		v, err := parseVP(p)
		if err != nil {
			return true, err
		}
		c.vp = v
	case "holds":
		h, err := parseHolds(p)
		if err != nil {
			return true, err
		}
		c.holds = h
	case "passive":
		return true, parsePassive(p, &c.passive)
	case "when":
		t, err := parseTrigger(p)
		if err != nil {
			return true, err
		}
		c.triggers = append(c.triggers, t)
	case "action":
		o, err := parseAction(p)
		if err != nil {
			return true, err
		}
		c.actions = append(c.actions, o)
	case "note":
		c.note = f.value
	case "replaces":
		if f.value == "" || strings.ContainsAny(f.value, " \t") {
			return true, fmt.Errorf("expected one card number")
		}
		c.replaces = f.value
	default:
		return false, nil
	}
	return true, nil
}

func compileCard(file string, b *block) (Card, error) {
	card := Card{Number: b.number, Name: b.name, Cost: -1, Source: fmt.Sprintf("%s:%d", file, b.line)}
	var com common
	colorSeen := false
	for i := range b.fields {
		f := &b.fields[i]
		ok, err := commonField(&com, f)
		if err != nil {
			return card, fieldError(file, b, f, err)
		}
		if ok {
			continue
		}
		p := newParser(f.value)
		switch f.key {
		case "color":
			c, ok := colorByName(f.value)
			if !ok {
				return card, fieldError(file, b, f, fmt.Errorf("unknown colour %q", f.value))
			}
			card.Color, colorSeen = c, true
		case "cost":
			n, err := strconv.Atoi(f.value)
			if err != nil || n < 0 || n > 99 {
				return card, fieldError(file, b, f, fmt.Errorf("cost must be a number from 0 to 99"))
			}
			card.Cost = int16(n)
		case "requires":
			r, err := parseRequires(p)
			if err != nil {
				return card, fieldError(file, b, f, err)
			}
			card.Requires = r
		case "play-cost":
			c, err := parsePlayCost(p)
			if err != nil {
				return card, fieldError(file, b, f, err)
			}
			card.PlayCost = c
		case "effect":
			prog, err := parseEffect(p)
			if err != nil {
				return card, fieldError(file, b, f, err)
			}
			card.Effect = append(card.Effect, relocate(prog, len(card.Effect))...)
		default:
			return card, fieldError(file, b, f, fmt.Errorf("unknown field"))
		}
	}
	missing := func(key string) error {
		return fmt.Errorf("%w: %s:%d: card %s %q: %s: missing", ErrBadData, file, b.line, b.number, b.name, key)
	}
	switch {
	case !com.setSeen:
		return card, missing("set")
	case !colorSeen:
		return card, missing("color")
	case card.Cost < 0:
		return card, missing("cost")
	}
	card.Set, card.Tags, card.TagMask, card.VP, card.Holds = com.set, com.tags, com.mask, com.vp, com.holds
	card.Passive, card.Triggers, card.Actions, card.Note = com.passive, com.triggers, com.actions, com.note
	card.Replaces = com.replaces
	card.Text = fieldTexts(b)
	for _, op := range card.Effect {
		if op.Code == OpSteel && op.N > 0 {
			card.GivesSteel = true
		}
	}
	if err := checkConsistency(card.Holds, card.VP, &card.Passive, card.Effect, card.Triggers, card.Actions); err != nil {
		return card, fmt.Errorf("%w: %s:%d: card %s %q: %v", ErrBadData, file, b.line, b.number, b.name, err)
	}
	if err := checkExtensionSets(card.Set, card.Effect, card.Triggers, card.Actions); err != nil {
		return card, fmt.Errorf("%w: %s:%d: card %s %q: %v", ErrBadData, file, b.line, b.number, b.name, err)
	}
	card.Needs = cardNeeds(card.Requires, card.VP, card.Effect, card.Triggers, card.Actions)
	return card, nil
}

func compileCorporation(file string, b *block) (Corporation, error) {
	corp := Corporation{Number: b.number, Name: b.name, MC: -1, Source: fmt.Sprintf("%s:%d", file, b.line)}
	var com common
	for i := range b.fields {
		f := &b.fields[i]
		ok, err := commonField(&com, f)
		if err != nil {
			return corp, fieldError(file, b, f, err)
		}
		if ok {
			continue
		}
		switch f.key {
		case "mc":
			n, err := strconv.Atoi(f.value)
			if err != nil || n < 0 || n > 200 {
				return corp, fieldError(file, b, f, fmt.Errorf("starting MC must be a number from 0 to 200"))
			}
			corp.MC = int16(n)
		case "setup":
			prog, err := parseEffect(newParser(f.value))
			if err != nil {
				return corp, fieldError(file, b, f, err)
			}
			corp.Setup = append(corp.Setup, relocate(prog, len(corp.Setup))...)
		case "solo-action":
			o, err := parseAction(newParser(f.value))
			if err != nil {
				return corp, fieldError(file, b, f, err)
			}
			corp.SoloActions = append(corp.SoloActions, o)
		default:
			return corp, fieldError(file, b, f, fmt.Errorf("unknown field"))
		}
	}
	if !com.setSeen {
		return corp, fmt.Errorf("%w: %s:%d: corporation %s %q: set: missing", ErrBadData, file, b.line, b.number, b.name)
	}
	if corp.MC < 0 {
		return corp, fmt.Errorf("%w: %s:%d: corporation %s %q: mc: missing", ErrBadData, file, b.line, b.number, b.name)
	}
	corp.Set, corp.Tags, corp.TagMask, corp.VP, corp.Holds = com.set, com.tags, com.mask, com.vp, com.holds
	corp.Passive, corp.Triggers, corp.Actions, corp.Note = com.passive, com.triggers, com.actions, com.note
	corp.Replaces = com.replaces
	corp.Text = fieldTexts(b)
	if err := checkConsistency(corp.Holds, corp.VP, &corp.Passive, corp.Setup, corp.Triggers, append(corp.Actions, corp.SoloActions...)); err != nil {
		return corp, fmt.Errorf("%w: %s:%d: corporation %s %q: %v", ErrBadData, file, b.line, b.number, b.name, err)
	}
	if err := checkExtensionSets(corp.Set, corp.Setup, corp.Triggers, append(corp.Actions, corp.SoloActions...)); err != nil {
		return corp, fmt.Errorf("%w: %s:%d: corporation %s %q: %v", ErrBadData, file, b.line, b.number, b.name, err)
	}
	corp.Needs = cardNeeds(nil, corp.VP, corp.Setup, corp.Triggers, corp.Actions)
	return corp, nil
}

// relocate shifts the jumps of a program appended at offset.
func relocate(p Program, offset int) Program {
	if offset == 0 {
		return p
	}
	for i := range p {
		switch p[i].Code {
		case OpMay, OpAlt, OpGoto, OpForEach, OpIf:
			p[i].Jump += int16(offset)
		}
	}
	return p
}

// fieldTexts keeps a block's fields that describe what the card does.
func fieldTexts(b *block) []FieldText {
	var out []FieldText
	for _, f := range b.fields {
		switch f.key {
		case "requires", "play-cost", "effect", "setup", "passive", "when", "action", "solo-action", "condition", "counts":
			out = append(out, FieldText{Key: f.key, Value: f.value})
		}
	}
	return out
}
