package play

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
)

// RecordHeader opens every engine's game record: a JSON object whose
// "schema" names the engine's record ("aresim-ares-record",
// "aresim-expedition-record", "aresim-crisis-record") and whose "version"
// counts its changes. The rest of the object is the engine's: the game's
// configuration and seed, then its actions in their text form, one string
// each, in the order played.
type RecordHeader struct {
	Schema  string `json:"schema"`
	Version int    `json:"version"`
}

// ReadRecordHeader reads the header of a JSON record; ok is false for data
// that is not a JSON object (an engine's older text record). Data that
// opens as an object but is not valid JSON gives an error; Check tells
// whether the header is the engine's.
func ReadRecordHeader(data []byte) (h RecordHeader, ok bool, err error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return h, false, nil
	}
	if err := json.Unmarshal(trimmed, &h); err != nil {
		return h, true, fmt.Errorf("not a game record: %w", err)
	}
	return h, true, nil
}

// Check reports a header that is not of schema, or whose version is
// neither version (the one written now) nor one of older (versions still
// read): "schema %q, want %q" or "version %d, want %d".
func (h RecordHeader) Check(schema string, version int, older ...int) error {
	switch {
	case h.Schema != schema:
		return fmt.Errorf("schema %q, want %q", h.Schema, schema)
	case h.Version != version && !slices.Contains(older, h.Version):
		return fmt.Errorf("version %d, want %d", h.Version, version)
	}
	return nil
}
