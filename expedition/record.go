package expedition

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/aresim/aresim/expedition/cards"
)

// Record is everything needed to replay a game: its configuration, its
// seed and the actions played, in order.
type Record struct {
	Players        int
	Seed           uint64
	MaxRounds      int
	Sets           []cards.Set
	Infrastructure bool
	// Milestones, Upgrades, Draft and DummyHand are Discovery's options
	// and variants as the game played them.
	Milestones, Upgrades, Draft, DummyHand bool
	Actions                                []Action
}

// NewRecord starts a record for a game configured by cfg (its Catalogue is
// not part of the record: Replay is given one).
func NewRecord(cfg Config) Record {
	if n, err := cfg.normalize(); err == nil {
		cfg.Infrastructure, cfg.Milestones, cfg.Upgrades = n.Infrastructure, n.Milestones, n.Upgrades
	}
	return Record{Players: cfg.Players, Seed: cfg.Seed, MaxRounds: cfg.MaxRounds,
		Sets: append([]cards.Set(nil), cfg.Sets...), Infrastructure: cfg.Infrastructure == On,
		Milestones: cfg.Milestones == On, Upgrades: cfg.Upgrades == On, Draft: cfg.Draft, DummyHand: cfg.DummyHand}
}

// Config returns the configuration of the recorded game with catalogue cat
// (nil = base).
func (r Record) Config(cat *cards.Catalogue) Config {
	return Config{Players: r.Players, Seed: r.Seed, MaxRounds: r.MaxRounds, Sets: r.Sets,
		Infrastructure: onOff(r.Infrastructure), Milestones: onOff(r.Milestones), Upgrades: onOff(r.Upgrades),
		Draft: r.Draft, DummyHand: r.DummyHand, Catalogue: cat}
}

// Replay plays a record from the start and returns the final state. An
// action that is not legal where it stands gives an error wrapping
// ErrBadRecord that names it.
func Replay(r Record, cat *cards.Catalogue) (State, error) {
	s, err := New(r.Config(cat))
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

const recordHeader = "# aresim expedition record v1"

// WriteText writes the record as text: a header, one "key value" line per
// setting, then one line per action (see FormatAction).
func (r Record) WriteText(w io.Writer, cat *cards.Catalogue) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, recordHeader)
	fmt.Fprintf(bw, "players %d\nseed %d\n", r.Players, r.Seed)
	if r.MaxRounds != 0 {
		fmt.Fprintf(bw, "max-rounds %d\n", r.MaxRounds)
	}
	if len(r.Sets) > 0 {
		names := make([]string, len(r.Sets))
		for i, s := range r.Sets {
			names[i] = s.String()
		}
		fmt.Fprintf(bw, "sets %s\n", strings.Join(names, ","))
	}
	for _, o := range r.flags() {
		if *o.on {
			fmt.Fprintf(bw, "%s true\n", o.key)
		}
	}
	for _, a := range r.Actions {
		fmt.Fprintf(bw, "action %s\n", FormatAction(cat, a))
	}
	return bw.Flush()
}

// ReadRecord reads a record written by WriteText. Errors wrap ErrBadRecord
// and name the line.
func ReadRecord(rd io.Reader, cat *cards.Catalogue) (Record, error) {
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
			return fail("not an expedition record (missing %q)", recordHeader)
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
		case "max-rounds":
			n, err := strconv.Atoi(val)
			if err != nil {
				return fail("bad max-rounds %q", val)
			}
			r.MaxRounds = n
		case "sets":
			for _, name := range strings.Split(val, ",") {
				s, ok := cards.ParseSet(strings.TrimSpace(name))
				if !ok {
					return fail("unknown set %q", name)
				}
				r.Sets = append(r.Sets, s)
			}
		case "infrastructure", "milestones", "upgrades", "draft", "dummy-hand":
			for _, o := range r.flags() {
				if o.key == key {
					*o.on = val == "true"
				}
			}
		case "action":
			a, err := ParseAction(cat, val)
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
		return fail("not an expedition record (missing %q)", recordHeader)
	}
	return r, nil
}

// recordFlag is an on/off option of a record and its key in the text form.
type recordFlag struct {
	key string
	on  *bool
}

// flags returns the record's on/off options.
func (r *Record) flags() []recordFlag {
	return []recordFlag{{"infrastructure", &r.Infrastructure}, {"milestones", &r.Milestones},
		{"upgrades", &r.Upgrades}, {"draft", &r.Draft}, {"dummy-hand", &r.DummyHand}}
}
