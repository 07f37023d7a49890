package crisis

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/play"
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

// The forms of a record. Version 2 is the JSON record every engine
// writes (play.RecordHeader, schema RecordSchema): the settings, then one
// action a string (FormatAction). Version 1 was text: a header line, one
// "key value" line per setting, one "action ..." line per action.
const (
	// RecordVersion is the version of the records written now.
	RecordVersion = 2
	// RecordSchema is the schema of a JSON record.
	RecordSchema   = "aresim-crisis-record"
	recordHeaderV1 = "# aresim crisis record v1"
)

// recordJSON is the JSON form of a record.
type recordJSON struct {
	play.RecordHeader
	Players    int      `json:"players"`
	Seed       uint64   `json:"seed"`
	Difficulty string   `json:"difficulty"`
	Sets       []string `json:"sets"`
	Redraw     bool     `json:"redraw"`
	Actions    []string `json:"actions"`
}

// Write writes the record as JSON (play.RecordHeader, schema
// RecordSchema): the settings, then one string per action (see
// FormatAction).
func (r Record) Write(w io.Writer, cat *cards.Catalogue, deck *Deck) error {
	j := recordJSON{RecordHeader: play.RecordHeader{Schema: RecordSchema, Version: RecordVersion}, Players: r.Players,
		Seed: r.Seed, Difficulty: r.Difficulty.String(), Sets: []string{}, Redraw: !r.NoRedraw, Actions: make([]string, len(r.Actions))}
	for _, s := range r.Sets {
		j.Sets = append(j.Sets, s.String())
	}
	for i, a := range r.Actions {
		j.Actions[i] = FormatAction(cat, deck, a)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(j)
}

// ReadRecord reads a record written by Write, or by the text form of
// version 1. Errors wrap ErrBadRecord and name the action or the line.
func ReadRecord(rd io.Reader, cat *cards.Catalogue, deck *Deck) (Record, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	h, isJSON, err := play.ReadRecordHeader(data)
	switch {
	case err != nil:
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	case !isJSON:
		return readText(bytes.NewReader(data), cat, deck)
	case h.Schema != RecordSchema:
		return Record{}, fmt.Errorf("%w: schema %q, want %q", ErrBadRecord, h.Schema, RecordSchema)
	case h.Version != RecordVersion:
		return Record{}, fmt.Errorf("%w: version %d, want %d", ErrBadRecord, h.Version, RecordVersion)
	}
	var j recordJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	r := Record{Players: j.Players, Seed: j.Seed, NoRedraw: !j.Redraw}
	if r.Difficulty, err = ParseDifficulty(j.Difficulty); err != nil {
		return r, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	for _, name := range j.Sets {
		set, ok := cards.ParseSet(name)
		if !ok {
			return r, fmt.Errorf("%w: unknown set %q", ErrBadRecord, name)
		}
		r.Sets = append(r.Sets, set)
	}
	for i, text := range j.Actions {
		a, err := ParseAction(cat, deck, text)
		if err != nil {
			return r, fmt.Errorf("%w: action %d: %v", ErrBadRecord, i+1, err)
		}
		r.Actions = append(r.Actions, a)
	}
	return r, nil
}

// readText reads a record of the text form (version 1). Errors wrap
// ErrBadRecord and name the line.
func readText(rd io.Reader, cat *cards.Catalogue, deck *Deck) (Record, error) {
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
		if text == recordHeaderV1 {
			sawHeader = true
			continue
		}
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if !sawHeader {
			return fail("not a crisis record (neither JSON of schema %q nor a text record)", RecordSchema)
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
		return fail("not a crisis record (neither JSON of schema %q nor a text record)", RecordSchema)
	}
	return r, nil
}
