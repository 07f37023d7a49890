package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// WriteSummary writes s as indented JSON followed by a newline. The
// fields come in a fixed order and the accumulator's own encoding is
// deterministic, so equal summaries give equal bytes.
func WriteSummary[T any](w io.Writer, s Summary[T]) error {
	if s.Ranges == nil {
		s.Ranges = [][2]uint64{}
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("sim: encoding summary: %w", err)
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// WriteSummaryFile writes s to the file at path, replacing it.
func WriteSummaryFile[T any](path string, s Summary[T]) error {
	var buf bytes.Buffer
	if err := WriteSummary(&buf, s); err != nil {
		return err
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("sim: writing summary: %w", err)
	}
	return nil
}

// envelope is a summary with its accumulator left undecoded and every
// field a pointer, so a missing field can be told from a zero one.
type envelope struct {
	Schema      *string         `json:"schema"`
	Version     *int            `json:"version"` // the field of the first format, to name it
	Game        *string         `json:"game"`
	Fingerprint *string         `json:"fingerprint"`
	Seed        *uint64         `json:"seed"`
	RunGames    *uint64         `json:"runGames"`
	Games       *uint64         `json:"games"`
	Ranges      [][2]uint64     `json:"ranges"`
	Stop        *StopReason     `json:"stop"`
	Partial     *bool           `json:"partial"`
	Acc         json.RawMessage `json:"acc"`
}

// readEnvelope decodes and checks the envelope of a summary: JSON that is
// one object with all fields present, of this schema, with consistent
// ranges, a known stop reason and a partial mark that agrees with it.
func readEnvelope(data []byte) (envelope, error) {
	var e envelope
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return e, describeJSONError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return e, errors.New("more data after the summary")
	}
	switch {
	case e.Schema == nil && e.Version != nil:
		return e, fmt.Errorf("a version %d summary of an older aresim; this one reads %s: run the shards again", *e.Version, SummarySchema)
	case e.Schema == nil:
		return e, errors.New(`missing field "schema"`)
	case *e.Schema != SummarySchema:
		return e, fmt.Errorf("schema %q, but this aresim reads %q", *e.Schema, SummarySchema)
	case e.Version != nil:
		return e, errors.New(`unknown field "version"`)
	case e.Game == nil || *e.Game == "":
		return e, errors.New(`missing field "game"`)
	case e.Fingerprint == nil:
		return e, errors.New(`missing field "fingerprint"`)
	case e.Seed == nil:
		return e, errors.New(`missing field "seed"`)
	case e.RunGames == nil:
		return e, errors.New(`missing field "runGames"`)
	case e.Games == nil:
		return e, errors.New(`missing field "games"`)
	case e.Ranges == nil:
		return e, errors.New(`missing field "ranges"`)
	case e.Stop == nil:
		return e, errors.New(`missing field "stop"`)
	case e.Partial == nil:
		return e, errors.New(`missing field "partial"`)
	case len(e.Acc) == 0 || string(e.Acc) == "null":
		return e, errors.New(`missing field "acc"`)
	}
	if _, ok := stopRank[*e.Stop]; !ok {
		return e, fmt.Errorf("unknown stop reason %q", *e.Stop)
	}
	switch stop := *e.Stop; {
	case *e.Partial && (stop == StopGames || stop == StopPrecision):
		return e, fmt.Errorf("marked partial, but stopped on %s", stop)
	case !*e.Partial && stop == StopCancelled:
		return e, errors.New("stopped on cancelled, but not marked partial")
	}
	if err := checkRanges(e.Ranges, *e.Games, *e.RunGames); err != nil {
		return e, err
	}
	return e, nil
}

// describeJSONError turns a decoding error into words a user can act on.
func describeJSONError(err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return errors.New("empty file, not a summary")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("truncated JSON")
	case errors.As(err, &syntax):
		return fmt.Errorf("invalid JSON at byte %d: %v", syntax.Offset, err)
	case errors.As(err, &typ):
		return fmt.Errorf("field %q should be %v, not %s", typ.Field, typ.Type, typ.Value)
	}
	return err
}

// Validator is implemented by accumulators that can check themselves
// beyond what decoding checks; ReadSummary calls Validate after decoding.
type Validator interface {
	Validate() error
}

// ReadSummary reads a summary written by WriteSummary. source names where
// it comes from (a file name) in error messages; game, if not empty, is
// the game the summary must be of. Any problem — truncated or invalid
// JSON, another schema, a missing field, inconsistent ranges, another
// game, an accumulator of another shape or with impossible counts — gives
// one error wrapping ErrSummary that names source and the problem.
func ReadSummary[T Accumulator[T]](r io.Reader, source, game string) (Summary[T], error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return Summary[T]{}, fmt.Errorf("%w %s: %w", ErrSummary, source, err)
	}
	s, err := decodeSummary[T](data, game)
	if err != nil {
		return Summary[T]{}, fmt.Errorf("%w %s: %w", ErrSummary, source, err)
	}
	return s, nil
}

// ReadSummaryFile reads the summary in the file at path, as ReadSummary.
func ReadSummaryFile[T Accumulator[T]](path, game string) (Summary[T], error) {
	f, err := os.Open(path)
	if err != nil {
		return Summary[T]{}, fmt.Errorf("%w: %w", ErrSummary, err)
	}
	defer f.Close()
	return ReadSummary[T](f, path, game)
}

// decodeSummary decodes and validates a summary of game ("" for any).
func decodeSummary[T Accumulator[T]](data []byte, game string) (Summary[T], error) {
	e, err := readEnvelope(data)
	if err != nil {
		return Summary[T]{}, err
	}
	if game != "" && *e.Game != game {
		return Summary[T]{}, fmt.Errorf("a summary of game %q, not %q", *e.Game, game)
	}
	var acc T
	if err := decodeStrict(e.Acc, &acc); err != nil {
		return Summary[T]{}, fmt.Errorf("field \"acc\": %w", describeJSONError(err))
	}
	if v, ok := any(acc).(Validator); ok {
		if err := v.Validate(); err != nil {
			return Summary[T]{}, fmt.Errorf("field \"acc\": %w", err)
		}
	}
	return Summary[T]{
		Schema:      *e.Schema,
		Game:        *e.Game,
		Fingerprint: *e.Fingerprint,
		Seed:        *e.Seed,
		RunGames:    *e.RunGames,
		Games:       *e.Games,
		Ranges:      e.Ranges,
		Stop:        *e.Stop,
		Partial:     *e.Partial,
		Acc:         acc,
	}, nil
}
