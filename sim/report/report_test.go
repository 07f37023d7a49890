package report_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEstimatePrintsAndEncodes(t *testing.T) {
	e := report.NewEstimate(sim.Rate{Successes: 265, Trials: 1000})
	assert.Equal(t, " 26.5% [23.9, 29.3]", e.String())
	data, err := json.Marshal(e)
	require.NoError(t, err)
	assert.Regexp(t, `^\{"value":0\.265,"ci95":\[0\.23\d+,0\.29\d+\],"successes":265,"trials":1000\}$`, string(data))
	var back report.Estimate
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, e, back)

	none := report.NewEstimate(sim.Rate{})
	assert.Equal(t, report.NoTrials, none.String())
	data, err = json.Marshal(none)
	require.NoError(t, err)
	assert.Equal(t, `{"value":null,"ci95":null,"successes":0,"trials":0}`, string(data), "no NaN in JSON")
	assert.Equal(t, "100.0% [99.6, 100.0]", report.NewEstimate(sim.Rate{Successes: 1000, Trials: 1000}).String())
}

func TestStatusWords(t *testing.T) {
	for want, r := range map[string]report.Run{
		"complete: all 10000 games played":                                             {Games: 10000, RunGames: 10000, Stop: "games"},
		"complete: the --precision target was met after 10240 games":                   {Games: 10240, RunGames: 100000, Stop: "precision"},
		"complete: stopped by --timeout after 4096 games":                              {Games: 4096, Stop: "timeout"},
		"PARTIAL: stopped by --timeout after 4096 of 10000 games":                      {Games: 4096, RunGames: 10000, Stop: "timeout", Partial: true, Missing: [][2]uint64{{4096, 10000}}},
		"PARTIAL: interrupted after 2048 games":                                        {Games: 2048, Stop: "cancelled", Partial: true},
		"PARTIAL: 7500 of 10000 games; missing games 5000-7499":                        {Games: 7500, RunGames: 10000, Stop: "games", Partial: true, Missing: [][2]uint64{{5000, 7500}}},
		"PARTIAL: 2 of 4 games; missing games 1, 3":                                    {Games: 2, RunGames: 4, Stop: "games", Partial: true, Missing: [][2]uint64{{1, 2}, {3, 4}}},
		"PARTIAL: stopped by --timeout after 600 of 1000 games; missing games 100-499": {Games: 600, RunGames: 1000, Stop: "timeout", Partial: true, Missing: [][2]uint64{{100, 500}}},
	} {
		assert.Equal(t, want, r.Status())
	}
}

func TestNewRunOfASummary(t *testing.T) {
	s := sim.Summary[int]{Schema: sim.SummarySchema, Game: "g", Fingerprint: "a=1", Seed: 3, RunGames: 100, Games: 50,
		Ranges: [][2]uint64{{0, 50}}, Stop: sim.StopGames}
	r := report.NewRun("x/1", s)
	assert.Equal(t, report.Run{Schema: "x/1", Game: "g", Fingerprint: "a=1", Seed: 3, Games: 50, RunGames: 100, Stop: "games",
		Partial: true, Missing: [][2]uint64{{50, 100}}}, r)
	var buf bytes.Buffer
	require.NoError(t, r.WriteHeader(&buf, "A study"))
	assert.Equal(t, "A study: 50 games, seed 3 (PARTIAL: 50 of 100 games; missing games 50-99)\nsetup: a=1\n", buf.String())
}

func TestTableSplitsWideTablesIntoBlocks(t *testing.T) {
	tab := report.Table{Header: []string{"", "a long column", "another long column", "a third long column"}}
	tab.Add("row", "1", "2", "3")
	var buf bytes.Buffer
	require.NoError(t, tab.Write(&buf, 40))
	assert.Equal(t, "     a long column  another long column\nrow  1              2\n\n     a third long column\nrow  3\n", buf.String())
	for _, line := range strings.Split(buf.String(), "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(line), 40)
	}
}

func TestTableWrapsItsLastColumnAndKeepsLinesAcross(t *testing.T) {
	tab := report.Table{Indent: "  ", Header: []string{"unit", "n", "notes"}, Right: map[int]bool{1: true}, WrapLast: true}
	tab.Add("Quake", "12", "tough, no flanking, and a Full Game text long enough to wrap")
	var buf bytes.Buffer
	require.NoError(t, tab.Write(&buf, 40))
	assert.Equal(t, "  unit    n  notes\n  Quake  12  tough, no flanking, and a\n             Full Game text long enough\n             to wrap\n", buf.String())
	for _, line := range strings.Split(buf.String(), "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(line), 40)
	}

	list := report.Table{Header: []string{"x", "y"}, Right: map[int]bool{1: true}}
	list.Add("a", "1")
	list.AddLine("… 5 more, a line wider than the columns")
	list.Add("b", "2")
	buf.Reset()
	require.NoError(t, list.Write(&buf, 100))
	assert.Equal(t, "x  y\na  1\n… 5 more, a line wider than the columns\nb  2\n", buf.String(), "the line sets no width")
}

func TestWrap(t *testing.T) {
	assert.Equal(t, []string{"one two", "  three"}, report.Wrap("one two three", 8, "  "))
	assert.Equal(t, []string{"data=a@1,b@2,", "  c@3"}, report.Wrap("data=a@1,b@2,c@3", 15, "  "), "a long list breaks after a comma")
	assert.Equal(t, []string{"unbreakable-word"}, report.Wrap("unbreakable-word", 5, ""))
}

func TestTrim(t *testing.T) {
	head, tail := report.Trim(30, 10, 4, false)
	assert.Equal(t, [2]int{10, 4}, [2]int{head, tail})
	head, tail = report.Trim(30, 10, 4, true)
	assert.Equal(t, [2]int{30, 0}, [2]int{head, tail})
	head, tail = report.Trim(19, 10, 4, false)
	assert.Equal(t, [2]int{19, 0}, [2]int{head, tail}, "leaving out five rows saves too little")
}

// Every row of a CSV report has the header's nine fields.
func TestCSVRowsAreTidy(t *testing.T) {
	var buf bytes.Buffer
	c := report.NewCSV(&buf)
	c.Run(report.Run{Games: 3, RunGames: 4, Seed: 18446744073709551615, Stop: "games", Partial: true, Missing: [][2]uint64{{3, 4}}})
	c.Rate("field", "a", "", report.NewEstimate(sim.Rate{Successes: 1, Trials: 3}))
	c.Rate("matrix", "a", "b", report.NewEstimate(sim.Rate{}))
	c.Value("units", "a", "", "winsPer10Resources", 1.25)
	var h sim.Histogram
	h.Observe(7)
	c.Distribution("turns", "", report.NewDistribution(&h))
	c.Distribution("empty", "", report.NewDistribution(&sim.Histogram{}))
	require.NoError(t, c.Close())
	r := csv.NewReader(&buf)
	r.FieldsPerRecord = len(report.CSVHeader)
	rows, err := r.ReadAll()
	require.NoError(t, err)
	assert.Equal(t, report.CSVHeader, rows[0])
	assert.Contains(t, rows, []string{"run", "", "", "seed", "18446744073709551615", "", "", "", ""}, "a seed keeps every digit")
	assert.Contains(t, rows, []string{"run", "3", "", "missing", "1", "", "", "", ""})
	assert.Contains(t, rows, []string{"matrix", "a", "b", "rate", "", "", "", "0", "0"})
	assert.Contains(t, rows, []string{"turns", "", "", "sd", "0", "", "", "", ""}, "one value has no spread, never NaN")
	assert.Contains(t, rows, []string{"empty", "", "", "mean", "", "", "", "", ""})
}

func TestSchema(t *testing.T) {
	assert.Equal(t, "aresim-ares-balance/1", report.Schema("ares-balance", 1))
}
