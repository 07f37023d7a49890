package play

import (
	"bytes"
	"encoding/json"
	"fmt"
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
// that is not a JSON object (an engine's older text record). A JSON object
// without a schema gives an error.
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
