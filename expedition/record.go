package expedition

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/aresim/aresim/expedition/cards"
	simplay "github.com/aresim/aresim/sim/play"
)

// Record is everything needed to replay a game: its configuration, its
// seed and the actions played, in order.
type Record struct {
	// Version is the version of the record's form, RecordVersion for a
	// record made now (0 counts as RecordVersion). A version 1 record was
	// played with the setup redraw always on and without selling at pending
	// choices; Step replays it under those rules.
	Version        int
	Players        int
	Seed           uint64
	MaxRounds      int
	Sets           []cards.Set
	Infrastructure bool
	Redraw         bool
	// Milestones, Upgrades, Draft and DummyHand are Discovery's options
	// and variants as the game played them (Infrastructure too is the
	// track as played, its default resolved).
	Milestones, Upgrades, Draft, DummyHand bool
	Actions                                []Action
}

// NewRecord starts a record for a game configured by cfg (its Catalogue is
// not part of the record: Replay is given one). The record keeps the round
// cap, the sets and the options the game is played with (the defaults when
// cfg leaves them out), so that it replays the same under any later
// defaults.
func NewRecord(cfg Config) Record {
	if n, err := cfg.normalize(); err == nil {
		cfg.Infrastructure, cfg.Milestones, cfg.Upgrades = n.Infrastructure, n.Milestones, n.Upgrades
	}
	r := Record{Version: RecordVersion, Players: cfg.Players, Seed: cfg.Seed, MaxRounds: cfg.MaxRounds,
		Sets: append([]cards.Set(nil), cfg.Sets...), Infrastructure: cfg.Infrastructure == On, Redraw: cfg.Redraw,
		Milestones: cfg.Milestones == On, Upgrades: cfg.Upgrades == On, Draft: cfg.Draft, DummyHand: cfg.DummyHand}
	if r.MaxRounds == 0 {
		r.MaxRounds = DefaultMaxRounds
	}
	if len(r.Sets) == 0 {
		r.Sets = append(r.Sets, baseOnly...)
	}
	return r
}

// Config returns the configuration of the recorded game with catalogue cat
// (nil = base).
func (r Record) Config(cat *cards.Catalogue) Config {
	return Config{Players: r.Players, Seed: r.Seed, MaxRounds: r.MaxRounds, Sets: r.Sets,
		Infrastructure: onOff(r.Infrastructure), Milestones: onOff(r.Milestones), Upgrades: onOff(r.Upgrades),
		Redraw: r.Redraw, Draft: r.Draft, DummyHand: r.DummyHand, Catalogue: cat}
}

// Replay plays a record from the start (see Step) and returns the final
// state. An action that is not legal where it stands gives an error
// wrapping ErrBadRecord that names it.
func Replay(r Record, cat *cards.Catalogue) (State, error) {
	s, err := New(r.Config(cat))
	if err != nil {
		return s, fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	for i := range r.Actions {
		if err := r.Step(&s, i); err != nil {
			return s, fmt.Errorf("%w: action %d: %w", ErrBadRecord, i+1, err)
		}
	}
	return s, nil
}

// Step plays action i of the record on s, the game replayed so far. For a
// version 1 record it first answers, as the rules of the time did without
// asking, a pending choice that only selling cards makes payable (Ruling E5
// asks it since): an optional payment is declined, a choice goes to its one
// alternative payable without selling, or to none. Like Apply, it leaves s
// as it was when it returns an error.
func (r Record) Step(s *State, i int) error {
	before := *s
	a, err := r.Next(s, i)
	if err == nil {
		err = s.Apply(a)
	}
	if err != nil {
		*s = before
	}
	return err
}

// Next returns action i of the record, to be played on s, the game
// replayed so far, after what the record's rules played without asking:
// for a version 1 record it first answers on s the pending choices that
// only selling cards makes payable (see Step). On an error s may hold
// some of those answers: restore it.
func (r Record) Next(s *State, i int) (Action, error) {
	if r.Version == 1 {
		for {
			a, ok := s.unaskedInVersion1()
			if !ok {
				break
			}
			if err := s.Apply(a); err != nil {
				return Action{}, err
			}
		}
	}
	return r.Actions[i], nil
}

// unaskedInVersion1 returns the answer to the pending choice when the rules
// of version 1 records did not ask it: a choice only selling makes payable.
func (s *State) unaskedInVersion1() (Action, bool) {
	f := s.top()
	if f == nil || (f.wait != decMay && f.wait != decChoose) || !s.sellsAt(f) {
		return Action{}, false
	}
	decline := Action{Kind: ActDecline, Player: int8(f.player), Card: -1}
	if f.wait == decMay {
		return decline, !s.mayNow(f)
	}
	prog := s.program(f)
	only, n := -1, 0
	for i := 0; i < int(prog[f.pc].N); i++ {
		if s.legalAlt(f, prog, i) {
			only, n = i, n+1
		}
	}
	switch n {
	case 0:
		return decline, true
	case 1:
		return Action{Kind: ActChoose, Player: int8(f.player), Card: -1, Index: int8(only)}, true
	}
	return Action{}, false
}

// The forms of a record. Version 4 is the JSON record every engine
// writes (play.RecordHeader of package sim/play, schema RecordSchema): the settings, then one
// action a string (FormatAction). Versions 1 to 3 were text: a header
// line, one "key value" line per setting, one "action ..." line per
// action. Version 3 wrote every option of the game, Discovery's and
// Foundations' included. A version 2 record has no line for those (they
// were off), and played five or six players without the Foundations set,
// which Ruling F1 no longer allows: such a record is refused. A version 1
// record (written before the setup redraw became a variant) left out the
// options at their defaults of the time: the redraw on, the round cap 60,
// the base set, no infrastructure.
const (
	// RecordVersion is the version of the records written now.
	RecordVersion = 4
	// RecordSchema is the schema of a JSON record.
	RecordSchema   = "aresim-expedition-record"
	recordHeaderV3 = "# aresim expedition record v3"
	recordHeaderV2 = "# aresim expedition record v2"
	recordHeaderV1 = "# aresim expedition record v1"
	v1MaxRounds    = 60
)

// recordJSON is the JSON form of a record.
type recordJSON struct {
	simplay.RecordHeader
	Players        int      `json:"players"`
	Seed           uint64   `json:"seed"`
	MaxRounds      int      `json:"maxRounds"`
	Sets           []string `json:"sets"`
	Infrastructure bool     `json:"infrastructure"`
	Redraw         bool     `json:"redraw"`
	Milestones     bool     `json:"milestones"`
	Upgrades       bool     `json:"upgrades"`
	Draft          bool     `json:"draft"`
	DummyHand      bool     `json:"dummyHand"`
	Actions        []string `json:"actions"`
}

// Write writes the record as JSON (play.RecordHeader of sim/play, schema
// RecordSchema): every setting, so that the record replays under any
// defaults, then one string per action (see FormatAction). A version 1
// record keeps its version, to be replayed under its own rules (Step).
func (r Record) Write(w io.Writer, cat *cards.Catalogue) error {
	version := RecordVersion
	if r.Version == 1 {
		version = 1
	}
	maxRounds, sets := r.MaxRounds, r.Sets
	if maxRounds == 0 {
		maxRounds = DefaultMaxRounds
	}
	if len(sets) == 0 {
		sets = baseOnly
	}
	j := recordJSON{RecordHeader: simplay.RecordHeader{Schema: RecordSchema, Version: version}, Players: r.Players, Seed: r.Seed,
		MaxRounds: maxRounds, Infrastructure: r.Infrastructure, Redraw: r.Redraw, Milestones: r.Milestones,
		Upgrades: r.Upgrades, Draft: r.Draft, DummyHand: r.DummyHand, Actions: make([]string, len(r.Actions))}
	for _, s := range sets {
		j.Sets = append(j.Sets, s.String())
	}
	for i, a := range r.Actions {
		j.Actions[i] = FormatAction(cat, a)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(j)
}

// ReadRecord reads a record written by Write, or by the text form of
// versions 1 to 3. Errors wrap ErrBadRecord and name the action or the
// line.
func ReadRecord(rd io.Reader, cat *cards.Catalogue) (Record, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	h, isJSON, err := simplay.ReadRecordHeader(data)
	switch {
	case err != nil:
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	case !isJSON:
		return readText(bytes.NewReader(data), cat)
	}
	// A JSON record of version 1 keeps its version and replay rules.
	if err := h.Check(RecordSchema, RecordVersion, 1); err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	var j recordJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	r := Record{Version: j.Version, Players: j.Players, Seed: j.Seed, MaxRounds: j.MaxRounds, Infrastructure: j.Infrastructure,
		Redraw: j.Redraw, Milestones: j.Milestones, Upgrades: j.Upgrades, Draft: j.Draft, DummyHand: j.DummyHand}
	for _, name := range j.Sets {
		set, ok := cards.ParseSet(name)
		if !ok {
			return r, fmt.Errorf("%w: unknown set %q", ErrBadRecord, name)
		}
		r.Sets = append(r.Sets, set)
	}
	for i, text := range j.Actions {
		a, err := ParseAction(cat, text)
		if err != nil {
			return r, fmt.Errorf("%w: action %d: %v", ErrBadRecord, i+1, err)
		}
		r.Actions = append(r.Actions, a)
	}
	return r, nil
}

// readText reads a record of the text form, versions 1 to 3. Errors wrap
// ErrBadRecord and name the line.
func readText(rd io.Reader, cat *cards.Catalogue) (Record, error) {
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
		if !sawHeader && (text == recordHeaderV3 || text == recordHeaderV2 || text == recordHeaderV1) {
			sawHeader = true
			r.Version, r.MaxRounds = 3, v1MaxRounds // the defaults of every version, for the options left out
			switch text {
			case recordHeaderV1:
				r.Version, r.Redraw = 1, true
			case recordHeaderV2:
				r.Version = 2
			}
			continue
		}
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if !sawHeader {
			return fail("not an expedition record (neither JSON of schema %q nor a text record)", RecordSchema)
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
		case "infrastructure", "redraw", "milestones", "upgrades", "draft", "dummy-hand":
			on, err := strconv.ParseBool(val)
			if err != nil {
				return fail("bad %s %q (want true or false)", key, val)
			}
			for _, o := range r.flags() {
				if o.key == key {
					*o.on = on
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
		return fail("not an expedition record (neither JSON of schema %q nor a text record)", RecordSchema)
	}
	return r, nil
}

// recordFlag is an on/off option of a record and its key in the text
// form.
type recordFlag struct {
	key string
	on  *bool
}

// flags returns the record's on/off options, in the order of the text form.
func (r *Record) flags() []recordFlag {
	return []recordFlag{{"infrastructure", &r.Infrastructure}, {"redraw", &r.Redraw}, {"milestones", &r.Milestones},
		{"upgrades", &r.Upgrades}, {"draft", &r.Draft}, {"dummy-hand", &r.DummyHand}}
}
