package report

import (
	"encoding/csv"
	"io"
	"math"
	"strconv"
)

// CSVHeader is the header of every CSV report: one statistic per row, in
// the same nine columns whatever the study. section groups rows (matrix,
// field, turns...); row and column name what the statistic is of (an
// entrant, a corporation, the column entrant of a matrix cell); statistic
// names it (rate, mean, games...); value is a number (empty when there is
// none); the last four are the rate's 95% interval and counts, empty for
// a statistic that is not a rate.
var CSVHeader = []string{"section", "row", "column", "statistic", "value", "ci95_low", "ci95_high", "successes", "trials"}

// CSV writes a tidy CSV report: CSVHeader, then rows of exactly its
// columns. Write errors are kept and returned by Close.
type CSV struct {
	w *csv.Writer
}

// NewCSV starts a CSV report on w with its header.
func NewCSV(w io.Writer) *CSV {
	c := &CSV{w: csv.NewWriter(w)}
	c.write(CSVHeader)
	return c
}

func (c *CSV) write(rec []string) { _ = c.w.Write(rec) } // the error stays in the writer

// Rate writes an estimate: statistic "rate", its value, interval and
// counts (value and interval empty with no trials).
func (c *CSV) Rate(section, row, column string, e Estimate) {
	rec := []string{section, row, column, "rate", "", "", "", strconv.FormatInt(e.Successes, 10), strconv.FormatInt(e.Trials, 10)}
	if e.HasTrials() {
		rec[4], rec[5], rec[6] = Number(e.Value), Number(e.Low), Number(e.High)
	}
	c.write(rec)
}

// Value writes one number.
func (c *CSV) Value(section, row, column, statistic string, v float64) {
	c.write([]string{section, row, column, statistic, Number(v), "", "", "", ""})
}

// Count writes one whole number.
func (c *CSV) Count(section, row, column, statistic string, n int64) {
	c.Value(section, row, column, statistic, float64(n))
}

// Distribution writes a distribution, one row per statistic: count, mean,
// sd, min, p10, median, p90, max.
func (c *CSV) Distribution(section, row string, d Distribution) {
	c.Count(section, row, "", "count", d.Count)
	for _, s := range d.stats() {
		if d.Count == 0 {
			c.write([]string{section, row, "", s.name, "", "", "", "", ""})
			continue
		}
		c.Value(section, row, "", s.name, s.value)
	}
}

// Run writes the run's rows, section "run": games, runGames, seed and
// partial (1 or 0) as numbers; the stop reason as the row of statistic
// "stop"; and each missing range as the row ("5000-7499") of statistic
// "missing", valued by its number of games.
func (c *CSV) Run(r Run) {
	c.Count("run", "", "", "games", int64(r.Games))
	c.Count("run", "", "", "runGames", int64(r.RunGames))
	c.write([]string{"run", "", "", "seed", strconv.FormatUint(r.Seed, 10), "", "", "", ""})
	partial := int64(0)
	if r.Partial {
		partial = 1
	}
	c.Count("run", "", "", "partial", partial)
	c.write([]string{"run", r.Stop, "", "stop", "", "", "", "", ""})
	for _, m := range r.Missing {
		c.Count("run", RangesText([][2]uint64{m}), "", "missing", int64(m[1]-m[0]))
	}
}

// Close flushes the report and returns the first error writing it.
func (c *CSV) Close() error {
	c.w.Flush()
	return c.w.Error()
}

// Number writes a number as CSV and JSON readers take it: the shortest
// decimal that reads back the same, empty for NaN.
func Number(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return ""
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
