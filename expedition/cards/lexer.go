package cards

import (
	"fmt"
	"strconv"
	"strings"
)

// tokens splits a field value into tokens: words, numbers, and the
// punctuation of the card language ({ } [ ] | ; , -> >= <= =).
func tokens(s string) []string {
	var out []string
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case strings.IndexByte("{}[]|;,", c) >= 0:
			out = append(out, s[i:i+1])
			i++
		case c == '-' && i+1 < len(s) && s[i+1] == '>':
			out = append(out, "->")
			i += 2
		case c == '>' || c == '<':
			if i+1 < len(s) && s[i+1] == '=' {
				out = append(out, s[i:i+2])
				i += 2
			} else {
				out = append(out, s[i:i+1])
				i++
			}
		case c == '=':
			out = append(out, "=")
			i++
		default:
			j := i
			for j < len(s) && strings.IndexByte(" \t{}[]|;,<>=", s[j]) < 0 && !(s[j] == '-' && j+1 < len(s) && s[j+1] == '>') {
				j++
			}
			out = append(out, s[i:j])
			i = j
		}
	}
	return out
}

// singular maps the plural spellings the language accepts.
var singular = map[string]string{
	"plants": "plant", "cards": "card", "animals": "animal", "microbes": "microbe",
	"oceans": "ocean", "forests": "forest", "resources": "resource", "tags": "tag",
	"milestones": "milestone", "distinct-tags": "distinct-tag", "upgraded-phases": "upgraded-phase",
}

// Parser reads the tokens of one field value of a card file. An
// Extension compiles the fields of its own files with it: its methods read
// tokens and the parts of the card language (effects, filters,
// parameters, resources), and errors say where in the value they stopped.
type Parser struct {
	toks []string
	pos  int
	took bool // the last next() consumed a token
	// steps, when not nil, reads the steps of an extension's own
	// programs, which come before the card language's (NewParser).
	steps StepParser
}

// StepParser reads one step of an extension's own programs into prog. It
// reports false, having read nothing, when the next token starts none of
// its steps.
type StepParser func(p *Parser, prog *Program) (bool, error)

func newParser(s string) *Parser { return &Parser{toks: tokens(s)} }

// NewParser returns a Parser of a field's value. steps, when not nil,
// reads the extension's own steps wherever an effect has a step (nested
// blocks included), before the steps of the card language.
func NewParser(value string, steps StepParser) *Parser {
	return &Parser{toks: tokens(value), steps: steps}
}

// EOF reports whether every token has been read.
func (p *Parser) EOF() bool { return p.eof() }

// Peek returns the next token, with a plural spelling made singular, or ""
// at the end.
func (p *Parser) Peek() string { return p.peek() }

// Next reads and returns the next token (see Peek).
func (p *Parser) Next() string { return p.next() }

// Unread gives back the token the last Next read, if any.
func (p *Parser) Unread() { p.unread() }

// Accept reads tok if it is next and reports whether it was.
func (p *Parser) Accept(tok string) bool { return p.accept(tok) }

// Expect reads tok, or returns an error saying it was expected.
func (p *Parser) Expect(tok string) error { return p.expect(tok) }

// Int reads a signed whole number.
func (p *Parser) Int() (int16, error) { return p.int() }

// Errorf returns an error with the message and where the Parser stands.
func (p *Parser) Errorf(format string, args ...any) error { return p.errorf(format, args...) }

// Effect reads an effect ("step; step; ...") to the end of the tokens.
func (p *Parser) Effect() (Program, error) { return parseEffect(p) }

// Braced reads "{ effect }" into prog.
func (p *Parser) Braced(prog *Program) error { return braced(p, prog) }

// Filter reads a filter of cards ("[tag building]").
func (p *Parser) Filter() (Filter, error) { return parseFilter(p) }

// Param reads a global parameter.
func (p *Parser) Param() (Param, error) { return parseParam(p) }

// Resource reads mc, heat or plant, and card when cards is true.
func (p *Parser) Resource(cards bool) (Resource, error) { return parseResource(p, cards) }

// Zone reads a zone of a track (purple, red, yellow or white).
func (p *Parser) Zone() (Zone, error) {
	z, ok := zoneByName(p.next())
	if !ok {
		p.unread()
		return 0, p.errorf("expected purple, red, yellow or white")
	}
	return z, nil
}

func (p *Parser) eof() bool { return p.pos >= len(p.toks) }

// peek returns the next token, normalised to its singular, or "".
func (p *Parser) peek() string {
	if p.eof() {
		return ""
	}
	t := p.toks[p.pos]
	if s, ok := singular[t]; ok {
		return s
	}
	return t
}

func (p *Parser) next() string {
	t := p.peek()
	p.took = !p.eof()
	if p.took {
		p.pos++
	}
	return t
}

// unread gives back the token the last next() consumed, if any.
func (p *Parser) unread() {
	if p.took {
		p.pos--
		p.took = false
	}
}

// accept consumes tok if it is next.
func (p *Parser) accept(tok string) bool {
	if p.peek() == tok {
		p.pos++
		return true
	}
	return false
}

func (p *Parser) expect(tok string) error {
	if !p.accept(tok) {
		return p.errorf("expected %q", tok)
	}
	return nil
}

func (p *Parser) errorf(format string, args ...any) error {
	at := "at end"
	if !p.eof() {
		at = fmt.Sprintf("at %q", p.toks[p.pos])
	}
	return fmt.Errorf(format+" "+at, args...)
}

// int reads a signed integer ("3", "+3", "-2").
func (p *Parser) int() (int16, error) {
	t := p.peek()
	n, err := strconv.ParseInt(t, 10, 16)
	if err != nil || t == "" {
		return 0, p.errorf("expected a number")
	}
	p.pos++
	return int16(n), nil
}

// optionalInt reads "word N" when the next token is word, and returns 0
// otherwise.
func (p *Parser) optionalInt(word string) (int16, error) {
	if !p.accept(word) {
		return 0, nil
	}
	return p.int()
}

// amount reads a number or X.
func (p *Parser) amount() (n int16, x bool, err error) {
	if p.accept("X") {
		return 0, true, nil
	}
	n, err = p.int()
	return n, false, err
}
