package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/sim"
)

// Run is the head of every study's report: which document it is, what
// was run, and whether the report covers all of it. Reports embed it, so
// its fields open their JSON.
type Run struct {
	// Schema names the report's JSON format (see Schema).
	Schema string `json:"schema"`
	// Game is the study's game name, such as "ares-balance".
	Game string `json:"game"`
	// Fingerprint is the study's configuration, as its summary records
	// it: key=value settings separated by spaces.
	Fingerprint string `json:"fingerprint"`
	// Seed is the run seed.
	Seed uint64 `json:"seed"`
	// Games is the number of games the report covers; RunGames the number
	// the run asked for (0: no count, the run stopped on a precision
	// target or a timeout).
	Games    uint64 `json:"games"`
	RunGames uint64 `json:"runGames"`
	// Stop says why the run stopped: games, precision, timeout or
	// cancelled.
	Stop string `json:"stop"`
	// Partial is true when the report does not cover all the run asked
	// for: it was stopped early, or shards are missing.
	Partial bool `json:"partial"`
	// Missing lists the half-open ranges [lo, hi) of game indices of the
	// run that the report lacks.
	Missing [][2]uint64 `json:"missing"`
}

// NewRun returns the head of the report of s, whose JSON format is
// schema.
func NewRun[T any](schema string, s sim.Summary[T]) Run {
	missing := s.Missing()
	if missing == nil {
		missing = [][2]uint64{}
	}
	return Run{Schema: schema, Game: s.Game, Fingerprint: s.Fingerprint, Seed: s.Seed, Games: s.Games,
		RunGames: s.RunGames, Stop: string(s.Stop), Partial: !s.Complete(), Missing: missing}
}

// Status is the stop words of every report and of the CLI: whether the
// run is complete and why it stopped, such as "complete: all 10000 games
// played", "complete: the --precision target was met after 10240 games",
// "PARTIAL: stopped by --timeout after 4096 of 10000 games" or "PARTIAL:
// 7500 of 10000 games; missing games 5000-7499".
func (r Run) Status() string {
	of := fmt.Sprintf("%d games", r.Games)
	if r.RunGames > 0 && r.Games != r.RunGames {
		of = fmt.Sprintf("%d of %d games", r.Games, r.RunGames)
	}
	var why string
	switch sim.StopReason(r.Stop) {
	case sim.StopGames:
		why = of
		if !r.Partial {
			why = fmt.Sprintf("all %d games played", r.Games)
		}
	case sim.StopPrecision:
		why = fmt.Sprintf("the --precision target was met after %d games", r.Games)
	case sim.StopTimeout:
		why = "stopped by --timeout after " + of
	case sim.StopCancelled:
		why = "interrupted after " + of
	default:
		why = of
	}
	if !r.Partial {
		return "complete: " + why
	}
	s := "PARTIAL: " + why
	if len(r.Missing) > 0 && !r.stoppedPrefix() {
		s += "; missing games " + RangesText(r.Missing)
	}
	return s
}

// stoppedPrefix reports whether the run stopped early after playing a
// prefix of its games, so that what it misses is the rest, which "after
// n of m games" says already.
func (r Run) stoppedPrefix() bool {
	early := r.Stop == string(sim.StopTimeout) || r.Stop == string(sim.StopCancelled)
	return early && len(r.Missing) == 1 && r.Missing[0] == [2]uint64{r.Games, r.RunGames}
}

// RangesText writes half-open ranges of game indices as inclusive ones:
// "0-4999, 7500-9999".
func RangesText(ranges [][2]uint64) string {
	parts := make([]string, len(ranges))
	for i, r := range ranges {
		if r[1]-r[0] == 1 {
			parts[i] = fmt.Sprint(r[0])
		} else {
			parts[i] = fmt.Sprintf("%d-%d", r[0], r[1]-1)
		}
	}
	return strings.Join(parts, ", ")
}

// WriteHeader writes the head of a table report: the title with the
// games, the seed and the status, then the configuration, wrapped to
// Width columns.
//
//	The Ares Project balance: 10000 games, seed 1 (complete: all 10000 games played)
//	setup: mode=basic players=2 factions=Terrans,Kahoum bots=heuristic
func (r Run) WriteHeader(w io.Writer, title string) error {
	head := fmt.Sprintf("%s: %d games, seed %d (%s)", title, r.Games, r.Seed, r.Status())
	lines := Wrap(head, Width, "  ")
	lines = append(lines, Wrap("setup: "+r.Fingerprint, Width, "  ")...)
	_, err := io.WriteString(w, strings.Join(lines, "\n")+"\n")
	return err
}
