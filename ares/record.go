package ares

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
)

// The forms of a record: a JSON object of schema RecordSchema and version
// RecordVersion (play.RecordHeader), as every engine writes. A record of
// the first form named itself by its "format" field, RecordFormatV1; it
// reads and replays the same.
const (
	RecordSchema   = "aresim-ares-record"
	RecordVersion  = 2
	RecordFormatV1 = "aresim-ares-record/1"
)

// FactionRef names a faction a record was played with, and fingerprints
// its data so a replay with different data is caught.
type FactionRef struct {
	Name        string `json:"name"`
	Fingerprint string `json:"fingerprint"`
}

// RecordResult is the result a record expects its replay to reach.
type RecordResult struct {
	Winner int    `json:"winner"`
	Reason string `json:"reason"`
	Points []int  `json:"points"`
	Turns  int    `json:"turns"`
}

// Record is everything needed to replay a game exactly: the
// configuration, the seed and the actions in their text form.
type Record struct {
	// Schema and Version name the form (RecordSchema, RecordVersion);
	// Format names the first form instead (RecordFormatV1).
	Schema   string        `json:"schema,omitempty"`
	Version  int           `json:"version,omitempty"`
	Format   string        `json:"format,omitempty"`
	Config   Config        `json:"config"`
	Seed     uint64        `json:"seed"`
	Factions []FactionRef  `json:"factions"`
	Actions  []string      `json:"actions"`
	Result   *RecordResult `json:"result,omitempty"`
}

// Fingerprint returns a short hash of the faction's data.
func (f *Faction) Fingerprint() string {
	b, _ := json.Marshal(f) // a Faction always marshals
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// NewRecord starts a record of a game set up with NewGame(rules, cfg,
// seed).
func NewRecord(rules *Rules, cfg Config, seed uint64) (Record, error) {
	r := Record{Schema: RecordSchema, Version: RecordVersion, Config: cfg, Seed: seed}
	for _, name := range cfg.Factions {
		f, _, err := rules.Faction(name)
		if err != nil {
			return Record{}, err
		}
		r.Factions = append(r.Factions, FactionRef{Name: f.Name, Fingerprint: f.Fingerprint()})
	}
	return r, nil
}

// Add appends an action.
func (r *Record) Add(a Action) { r.Actions = append(r.Actions, a.String()) }

// Finish stores the result of the finished game s, for Replay to verify.
func (r *Record) Finish(s *State) {
	res := s.Result()
	r.Result = &RecordResult{Winner: res.Winner, Reason: res.Reason.String(), Points: res.Points[:s.NumPlayers()], Turns: res.Turns}
}

// Replay plays a record's actions from its seed with rules and returns the
// final state. It fails, wrapping ErrReplayMismatch, when the factions'
// data differ from the record's, when an action does not parse or is not
// legal, or when the game does not reach the recorded result.
func Replay(rules *Rules, rec Record) (State, error) {
	if err := rec.checkForm(); err != nil {
		return State{}, fmt.Errorf("%w: %v", ErrReplayMismatch, err)
	}
	if len(rec.Factions) != len(rec.Config.Factions) {
		return State{}, fmt.Errorf("%w: %d faction fingerprints for %d factions", ErrReplayMismatch, len(rec.Factions), len(rec.Config.Factions))
	}
	for i, ref := range rec.Factions {
		f, _, err := rules.Faction(rec.Config.Factions[i])
		if err != nil {
			return State{}, fmt.Errorf("%w: %v", ErrReplayMismatch, err)
		}
		if fp := f.Fingerprint(); fp != ref.Fingerprint {
			return State{}, fmt.Errorf("%w: faction %s has fingerprint %s, the record was played with %s", ErrReplayMismatch, f.Name, fp, ref.Fingerprint)
		}
	}
	s, err := NewGame(rules, rec.Config, rec.Seed)
	if err != nil {
		return State{}, fmt.Errorf("%w: %v", ErrReplayMismatch, err)
	}
	for i, text := range rec.Actions {
		a, err := ParseAction(text)
		if err != nil {
			return s, fmt.Errorf("%w: action %d: %v", ErrReplayMismatch, i+1, err)
		}
		if err := s.Apply(a); err != nil {
			return s, fmt.Errorf("%w: action %d (%s): %v", ErrReplayMismatch, i+1, text, err)
		}
	}
	if rec.Result != nil {
		got := s.Result()
		want := rec.Result
		if !got.Over || got.Winner != want.Winner || got.Reason.String() != want.Reason || got.Turns != want.Turns {
			return s, fmt.Errorf("%w: replay ends with winner %d by %s after %d turns, the record says winner %d by %s after %d turns",
				ErrReplayMismatch, got.Winner, got.Reason, got.Turns, want.Winner, want.Reason, want.Turns)
		}
		for p, pts := range want.Points {
			if p >= MaxPlayers || got.Points[p] != pts {
				return s, fmt.Errorf("%w: points differ for seat %d", ErrReplayMismatch, p)
			}
		}
	}
	return s, nil
}

// WriteRecord writes r as indented JSON.
func WriteRecord(w io.Writer, r Record) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(r)
}

// ReadRecord reads a record written by WriteRecord; name names the source
// in errors.
func ReadRecord(name string, r io.Reader) (Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return Record{}, fmt.Errorf("ares: %s: %w", name, err)
	}
	var rec Record
	if err := strictDecode(data, &rec); err != nil {
		return Record{}, fmt.Errorf("ares: %s: not a game record: %w", name, err)
	}
	if err := rec.checkForm(); err != nil {
		return Record{}, fmt.Errorf("ares: %s: %v", name, err)
	}
	return rec, nil
}

// checkForm reports a record of neither form.
func (r *Record) checkForm() error {
	switch {
	case r.Format == RecordFormatV1 && r.Schema == "":
		return nil
	case r.Format != "":
		return fmt.Errorf("format %q, want %q", r.Format, RecordFormatV1)
	case r.Schema != RecordSchema:
		return fmt.Errorf("schema %q, want %q", r.Schema, RecordSchema)
	case r.Version != RecordVersion:
		return fmt.Errorf("version %d, want %d", r.Version, RecordVersion)
	}
	return nil
}
