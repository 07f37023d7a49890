package sim

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// Format is a report's output format.
type Format string

// The report formats of the CLI's --format flag.
const (
	FormatTable Format = "table"
	FormatJSON  Format = "json"
	FormatCSV   Format = "csv"
)

// ParseFormat parses "table", "json" or "csv", in any case.
func ParseFormat(s string) (Format, error) {
	switch f := Format(strings.ToLower(s)); f {
	case FormatTable, FormatJSON, FormatCSV:
		return f, nil
	}
	return "", fmt.Errorf("sim: unknown format %q: want table, json or csv", s)
}

// ReportOptions say how a report is written.
type ReportOptions struct {
	// Format is the output format.
	Format Format
	// AllRows prints every row of the long lists of a table (units,
	// cards) instead of the head and tail of each. JSON and CSV always
	// hold every row.
	AllRows bool
}

// ReportFunc writes a game's report of a summary.
type ReportFunc[T any] func(w io.Writer, s Summary[T], opt ReportOptions) error

// PlotFunc draws a game's charts of a summary into the file at path.
type PlotFunc[T any] func(path string, s Summary[T]) error

// Headline is one headline rate of a study, for comparing runs of it
// under different bots: a label that names it the same whatever the bots
// (a faction, a corporation, a cell), the rate, and the share a rate of
// its kind has when nothing is better than the rest (NaN when there is
// no such share, as for a co-operative win rate).
type Headline struct {
	Label string
	Rate  Rate
	Fair  float64
}

// HeadlinesFunc lists a game's headline rates of a summary.
type HeadlinesFunc[T any] func(s Summary[T]) []Headline

// Outputs are what a game makes of a summary: its report, its charts and
// its headline rates. Any may be nil.
type Outputs[T any] struct {
	Report    ReportFunc[T]
	Plot      PlotFunc[T]
	Headlines HeadlinesFunc[T]
}

// Registry knows, by game name, how to read, merge and report summaries,
// so a command can merge summary files of any registered game without
// knowing its accumulator type. Build one with NewRegistry and Register.
type Registry struct {
	kinds map[string]kind
}

// kind is one registered game, with its accumulator type erased.
type kind interface {
	merge(inputs []Input) (*Merged, error)
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{kinds: map[string]kind{}} }

// Register adds the game named name (its Game's Name) to r, with the
// accumulator type T and what it makes of a summary (the zero Outputs if
// it has no report and no charts). It panics if name is empty or already
// registered: that is a programming error.
func Register[T Accumulator[T]](r *Registry, name string, out Outputs[T]) {
	if name == "" {
		panic("sim: Register with an empty game name")
	}
	if _, dup := r.kinds[name]; dup {
		panic("sim: game " + name + " registered twice")
	}
	r.kinds[name] = typedKind[T]{name: name, out: out}
}

// Games returns the registered game names, sorted.
func (r *Registry) Games() []string {
	names := make([]string, 0, len(r.kinds))
	for name := range r.kinds {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// Input is one summary to merge: its name, for error messages, and its
// content.
type Input struct {
	Name string
	R    io.Reader
}

// MergeFiles reads the summaries in the files at paths and merges them,
// as Merge.
func (r *Registry) MergeFiles(paths ...string) (*Merged, error) {
	inputs := make([]Input, len(paths))
	for i, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrSummary, err)
		}
		inputs[i] = Input{Name: path, R: bytes.NewReader(data)}
	}
	return r.Merge(inputs...)
}

// Merge reads the summaries and adds them up. All must be summaries of the
// same registered game, with the same fingerprint, seed and run size,
// covering disjoint games. Errors name the input at fault and wrap
// ErrSummary (a summary that cannot be read), ErrUnknownGame, ErrMismatch
// or ErrOverlap. Summaries that do not cover the whole run merge; the
// result's Complete and Missing say so.
func (r *Registry) Merge(inputs ...Input) (*Merged, error) {
	if len(inputs) == 0 {
		return nil, fmt.Errorf("%w: no summaries to merge", ErrSummary)
	}
	var first string
	for i := range inputs {
		data, err := io.ReadAll(inputs[i].R)
		if err != nil {
			return nil, fmt.Errorf("%w %s: %w", ErrSummary, inputs[i].Name, err)
		}
		inputs[i].R = bytes.NewReader(data)
		e, err := readEnvelope(data)
		if err != nil {
			return nil, fmt.Errorf("%w %s: %w", ErrSummary, inputs[i].Name, err)
		}
		if i == 0 {
			first = *e.Game
		} else if *e.Game != first {
			return nil, fmt.Errorf("%w: %s is a summary of game %q, %s of game %q",
				ErrMismatch, inputs[i].Name, *e.Game, inputs[0].Name, first)
		}
	}
	k, ok := r.kinds[first]
	if !ok {
		known := "none"
		if len(r.kinds) > 0 {
			known = strings.Join(r.Games(), ", ")
		}
		return nil, fmt.Errorf("%w %q in %s (known: %s)", ErrUnknownGame, first, inputs[0].Name, known)
	}
	return k.merge(inputs)
}

// Merged is the result of Registry.Merge: a summary whose accumulator
// type is known only to the game that registered it.
type Merged struct {
	game        string
	fingerprint string
	seed        uint64
	games       uint64
	runGames    uint64
	stop        StopReason
	partial     bool
	missing     [][2]uint64
	write       func(w io.Writer) error
	report      func(w io.Writer, opt ReportOptions) error // nil: the game has no report
	plot        func(path string) error                    // nil: the game has no charts
	heads       func() []Headline                          // nil: the game has no headline rates
}

// Game returns the game's name.
func (m *Merged) Game() string { return m.game }

// Fingerprint returns the game's configuration (Summary.Fingerprint).
func (m *Merged) Fingerprint() string { return m.fingerprint }

// Seed returns the run seed (Summary.Seed).
func (m *Merged) Seed() uint64 { return m.seed }

// Headlines returns the game's headline rates of the merged summary, nil
// if the game registered none.
func (m *Merged) Headlines() []Headline {
	if m.heads == nil {
		return nil
	}
	return m.heads()
}

// Games returns the number of games the merged summary covers.
func (m *Merged) Games() uint64 { return m.games }

// RunGames returns the number of games of the run (Summary.RunGames).
func (m *Merged) RunGames() uint64 { return m.runGames }

// Stop returns why the merged runs stopped (Summary.Stop).
func (m *Merged) Stop() StopReason { return m.stop }

// Partial reports whether some merged summary was stopped early.
func (m *Merged) Partial() bool { return m.partial }

// Missing returns the ranges of games of the run that no merged summary
// covers (Summary.Missing).
func (m *Merged) Missing() [][2]uint64 { return m.missing }

// Complete reports whether the merge is the result of the whole run:
// not partial, nothing missing.
func (m *Merged) Complete() bool { return !m.partial && len(m.missing) == 0 }

// WriteJSON writes the merged summary, as WriteSummary: a file that can
// itself be merged again.
func (m *Merged) WriteJSON(w io.Writer) error { return m.write(w) }

// HasReport reports whether the game registered a report function.
func (m *Merged) HasReport() bool { return m.report != nil }

// HasPlot reports whether the game registered a plot function.
func (m *Merged) HasPlot() bool { return m.plot != nil }

// Report writes the game's report of the merged summary. It returns an
// error if the game has no report.
func (m *Merged) Report(w io.Writer, opt ReportOptions) error {
	if m.report == nil {
		return fmt.Errorf("sim: game %q has no report; write the merged summary instead", m.game)
	}
	return m.report(w, opt)
}

// Plot draws the game's charts of the merged summary into the file at
// path. It returns an error if the game has no charts.
func (m *Merged) Plot(path string) error {
	if m.plot == nil {
		return fmt.Errorf("sim: game %q has no charts", m.game)
	}
	return m.plot(path)
}

// typedKind is a registered game with its accumulator type.
type typedKind[T Accumulator[T]] struct {
	name string
	out  Outputs[T]
}

func (k typedKind[T]) merge(inputs []Input) (*Merged, error) {
	var total Summary[T]
	for i, in := range inputs {
		s, err := ReadSummary[T](in.R, in.Name, k.name)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			total = s
			continue
		}
		if total, err = MergeSummaries(total, s); err != nil {
			before := make([]string, i)
			for j := range before {
				before[j] = inputs[j].Name
			}
			return nil, fmt.Errorf("%w (adding %s to %s)", err, in.Name, strings.Join(before, ", "))
		}
	}
	m := &Merged{
		game:        k.name,
		fingerprint: total.Fingerprint,
		seed:        total.Seed,
		games:       total.Games,
		runGames:    total.RunGames,
		stop:        total.Stop,
		partial:     total.Partial,
		missing:     total.Missing(),
		write:       func(w io.Writer) error { return WriteSummary(w, total) },
	}
	if k.out.Report != nil {
		m.report = func(w io.Writer, opt ReportOptions) error { return k.out.Report(w, total, opt) }
	}
	if k.out.Plot != nil {
		m.plot = func(path string) error { return k.out.Plot(path, total) }
	}
	if k.out.Headlines != nil {
		m.heads = func() []Headline { return k.out.Headlines(total) }
	}
	return m, nil
}
