package report

import (
	"encoding/json"
	"io"
)

// WriteJSON writes v as the reports' JSON: indented by two spaces, one
// value followed by a newline.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
