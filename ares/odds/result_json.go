package odds

import (
	"io"

	"github.com/aresim/aresim/sim/report"
)

// ResultSchema names the JSON form of a Result: the "schema" field that
// WriteJSON writes first.
var ResultSchema = report.Schema("battle", 1)

// WriteJSON writes res as `aresim battle --format json` prints it: an
// object of its fields after "schema": ResultSchema, indented by two
// spaces, with a newline at the end.
func WriteJSON(w io.Writer, res *Result) error {
	return report.WriteJSON(w, struct {
		Schema string `json:"schema"`
		*Result
	}{ResultSchema, res})
}
