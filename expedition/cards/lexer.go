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

// parser reads tokens of one field value.
type parser struct {
	toks []string
	pos  int
	took bool // the last next() consumed a token
	// crisis allows the steps of Crisis cards (each, lower-metrics, ...).
	crisis bool
}

func newParser(s string) *parser { return &parser{toks: tokens(s)} }

func (p *parser) eof() bool { return p.pos >= len(p.toks) }

// peek returns the next token, normalised to its singular, or "".
func (p *parser) peek() string {
	if p.eof() {
		return ""
	}
	t := p.toks[p.pos]
	if s, ok := singular[t]; ok {
		return s
	}
	return t
}

func (p *parser) next() string {
	t := p.peek()
	p.took = !p.eof()
	if p.took {
		p.pos++
	}
	return t
}

// unread gives back the token the last next() consumed, if any.
func (p *parser) unread() {
	if p.took {
		p.pos--
		p.took = false
	}
}

// accept consumes tok if it is next.
func (p *parser) accept(tok string) bool {
	if p.peek() == tok {
		p.pos++
		return true
	}
	return false
}

func (p *parser) expect(tok string) error {
	if !p.accept(tok) {
		return p.errorf("expected %q", tok)
	}
	return nil
}

func (p *parser) errorf(format string, args ...any) error {
	at := "at end"
	if !p.eof() {
		at = fmt.Sprintf("at %q", p.toks[p.pos])
	}
	return fmt.Errorf(format+" "+at, args...)
}

// int reads a signed integer ("3", "+3", "-2").
func (p *parser) int() (int16, error) {
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
func (p *parser) optionalInt(word string) (int16, error) {
	if !p.accept(word) {
		return 0, nil
	}
	return p.int()
}

// amount reads a number or X.
func (p *parser) amount() (n int16, x bool, err error) {
	if p.accept("X") {
		return 0, true, nil
	}
	n, err = p.int()
	return n, false, err
}
