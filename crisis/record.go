package crisis

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/aresim/aresim/expedition/cards"
)

// Record is everything needed to replay a Crisis game: its configuration,
// its seed and the actions played, in order.
type Record struct {
	Players    int
	Seed       uint64
	Difficulty Difficulty
	Sets       []cards.Set
	NoRedraw   bool
	Actions    []Action
}

// NewRecord starts a record for a game configured by cfg (its cards are
// not part of the record: Replay is given them).
func NewRecord(cfg Config) Record {
	return Record{Players: cfg.Players, Seed: cfg.Seed, Difficulty: cfg.Difficulty,
		Sets: append([]cards.Set(nil), cfg.Sets...), NoRedraw: cfg.NoRedraw}
}

// Config returns the configuration of the recorded game with the given
// cards (nil: the embedded ones).
func (r Record) Config(cat *cards.Catalogue, deck *Deck) Config {
	return Config{Players: r.Players, Seed: r.Seed, Difficulty: r.Difficulty, Sets: r.Sets, NoRedraw: r.NoRedraw,
		Catalogue: cat, Deck: deck}
}

// Replay plays a record from the start and returns the final state. An
// action that is not legal where it stands gives an error wrapping
// ErrBadRecord that names it.
func Replay(r Record, cat *cards.Catalogue, deck *Deck) (State, error) {
	s, err := New(r.Config(cat, deck))
	if err != nil {
		return s, fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	for i, a := range r.Actions {
		if err := s.Apply(a); err != nil {
			return s, fmt.Errorf("%w: action %d: %w", ErrBadRecord, i+1, err)
		}
	}
	return s, nil
}

const recordHeader = "# aresim crisis record v1"

// WriteText writes the record as text: a header, one "key value" line per
// setting, then one line per action (see FormatAction).
func (r Record) WriteText(w io.Writer, cat *cards.Catalogue, deck *Deck) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, recordHeader)
	fmt.Fprintf(bw, "players %d\nseed %d\ndifficulty %s\n", r.Players, r.Seed, r.Difficulty)
	if len(r.Sets) > 0 {
		names := make([]string, len(r.Sets))
		for i, s := range r.Sets {
			names[i] = s.String()
		}
		fmt.Fprintf(bw, "sets %s\n", strings.Join(names, ","))
	}
	if r.NoRedraw {
		fmt.Fprintln(bw, "redraw false")
	}
	for _, a := range r.Actions {
		fmt.Fprintf(bw, "action %s\n", FormatAction(cat, deck, a))
	}
	return bw.Flush()
}

// ReadRecord reads a record written by WriteText. Errors wrap ErrBadRecord
// and name the line.
func ReadRecord(rd io.Reader, cat *cards.Catalogue, deck *Deck) (Record, error) {
	var r Record
	sc := bufio.NewScanner(rd)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	line := 0
	fail := func(format string, args ...any) (Record, error) {
		return r, fmt.Errorf("%w: line %d: %s", ErrBadRecord, line, fmt.Sprintf(format, args...))
	}
	sawHeader := false
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == recordHeader {
			sawHeader = true
			continue
		}
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if !sawHeader {
			return fail("not a crisis record (missing %q)", recordHeader)
		}
		key, val, _ := strings.Cut(text, " ")
		val = strings.TrimSpace(val)
		switch key {
		case "players":
			n, err := strconv.Atoi(val)
			if err != nil {
				return fail("bad players %q", val)
			}
			r.Players = n
		case "seed":
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				return fail("bad seed %q", val)
			}
			r.Seed = n
		case "difficulty":
			d, err := ParseDifficulty(val)
			if err != nil {
				return fail("%v", err)
			}
			r.Difficulty = d
		case "sets":
			for _, name := range strings.Split(val, ",") {
				s, ok := cards.ParseSet(strings.TrimSpace(name))
				if !ok {
					return fail("unknown set %q", name)
				}
				r.Sets = append(r.Sets, s)
			}
		case "redraw":
			r.NoRedraw = val == "false"
		case "action":
			a, err := ParseAction(cat, deck, val)
			if err != nil {
				return fail("%v", err)
			}
			r.Actions = append(r.Actions, a)
		default:
			return fail("unknown line %q", key)
		}
	}
	if err := sc.Err(); err != nil {
		return r, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	if !sawHeader {
		return fail("not a crisis record (missing %q)", recordHeader)
	}
	return r, nil
}
