package balance

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/aresim/aresim/sim/simplot"
)

// LadderName is the Crisis ladder's game name in summaries and in the
// merge registry.
const LadderName = "crisis-ladder"

// LadderReportSchema names the JSON format of the Crisis ladder's report.
var LadderReportSchema = report.Schema("crisis-ladder", 1)

// Ladder is the Crisis ladder: Crisis has no opponent, so each tier (a
// bot name, on every seat) plays every cell (player count × difficulty)
// of a study, and the ladder reports each tier's team win rate per cell.
// Game i plays tier i mod T in cell ⌊i/T⌋ mod C, so a run of a multiple
// of T·C games gives every tier the same games in every cell.
type Ladder struct {
	// Tiers are the bots compared (at least one, distinct).
	Tiers []string
	// Study holds the player counts, the difficulties and the
	// corporation rule; its Bot is unused.
	Study Game
}

// Check validates the ladder; an unknown tier's error names the bots
// NewBot knows.
func (l Ladder) Check() error {
	if len(l.Tiers) == 0 {
		return fmt.Errorf("%w: no tier to play", ErrConfig)
	}
	seen := map[string]bool{}
	for _, t := range l.Tiers {
		if _, err := NewBot(t, 0); err != nil {
			return err
		}
		if seen[t] {
			return fmt.Errorf("%w: tier %s given twice", ErrConfig, t)
		}
		seen[t] = true
	}
	g := l.Study
	g.Bot = ""
	return g.Check()
}

// Name returns "crisis-ladder".
func (l Ladder) Name() string { return LadderName }

// Fingerprint describes the ladder's configuration: the study's, its
// bot replaced by the tiers.
func (l Ladder) Fingerprint() string {
	var settings []string
	for _, kv := range strings.Fields(l.Study.Fingerprint()) {
		if !strings.HasPrefix(kv, "bots=") {
			settings = append(settings, kv)
		}
	}
	return strings.Join(append(settings, "tiers="+strings.Join(l.Tiers, ",")), " ")
}

// Cycle returns the number of games that give every tier every cell once.
func (l Ladder) Cycle() uint64 { return uint64(len(l.Tiers) * len(l.Study.cells())) }

// LadderAcc holds the Crisis ladder's sums.
type LadderAcc struct {
	// Wins: for each cell (rows) and tier (columns), the games and the
	// team's wins.
	Wins sim.Matrix `json:"wins"`
}

// Merge implements sim.Accumulator.
func (a *LadderAcc) Merge(o *LadderAcc) { a.Wins.Merge(&o.Wins) }

// Rates implements sim.Accumulator: every cell's win rate under every
// tier.
func (a *LadderAcc) Rates() []sim.Rate { return a.Wins.Rates() }

// NewAccumulator returns empty sums labelled with the cells and tiers.
func (l Ladder) NewAccumulator() *LadderAcc {
	cells := l.Study.cells()
	labels := make([]string, len(cells))
	for i, c := range cells {
		labels[i] = cellLabel(c)
	}
	return &LadderAcc{Wins: sim.NewMatrix(labels, l.Tiers)}
}

// Play plays game index, seeded with seed, and adds its result to acc.
func (l Ladder) Play(index, seed uint64, acc *LadderAcc) error {
	cells := l.Study.cells()
	t := int(index % uint64(len(l.Tiers)))
	ci := int((index / uint64(len(l.Tiers))) % uint64(len(cells)))
	cell := cells[ci]
	s, err := crisis.New(crisis.Config{Players: cell[0], Seed: sim.EngineSeed(seed), Difficulty: crisis.Difficulty(cell[1])})
	if err != nil {
		return err
	}
	if err := playCell(&s, l.Tiers[t], seed, l.Study.RandomCorporations); err != nil {
		return err
	}
	acc.Wins.Record(ci, t, s.Result().Outcome == crisis.Won)
	return nil
}

var _ sim.Game[*LadderAcc] = Ladder{}

// LadderCell is one player count and difficulty: each tier's team win
// rate, in the order of LadderReport.Tiers.
type LadderCell struct {
	Cell  string            `json:"cell"`
	Rates []report.Estimate `json:"rates"`
}

// LadderReport is what a Crisis ladder shows. Its JSON form is a
// contract, versioned by its "schema" field (LadderReportSchema).
type LadderReport struct {
	report.Run
	Tiers []string     `json:"tiers"`
	Cells []LadderCell `json:"cells"`
}

// NewLadderReport computes the report of a summary.
func NewLadderReport(s sim.Summary[*LadderAcc]) LadderReport {
	m := &s.Acc.Wins
	r := LadderReport{Run: report.NewRun(LadderReportSchema, s), Tiers: m.Cols(), Cells: []LadderCell{}}
	for i, label := range m.Rows() {
		c := LadderCell{Cell: label}
		for j := range r.Tiers {
			c.Rates = append(c.Rates, report.NewEstimate(m.At(i, j)))
		}
		r.Cells = append(r.Cells, c)
	}
	return r
}

// WriteLadderReport writes the report of a summary as opt asks: the
// report function of the Crisis ladder for the CLI and `aresim merge`.
func WriteLadderReport(w io.Writer, s sim.Summary[*LadderAcc], opt sim.ReportOptions) error {
	r := NewLadderReport(s)
	switch opt.Format {
	case sim.FormatJSON:
		return report.WriteJSON(w, r)
	case sim.FormatCSV:
		c := report.NewCSV(w)
		c.Run(r.Run)
		for _, cell := range r.Cells {
			for j, e := range cell.Rates {
				c.Rate("winRate", cell.Cell, r.Tiers[j], e)
			}
		}
		return c.Close()
	}
	ew := report.NewErrWriter(w)
	_ = r.WriteHeader(ew, "Crisis ladder")
	fmt.Fprintln(ew, "Rates are in percent, with their 95% Wilson intervals in brackets.")
	fmt.Fprintln(ew, "\nTeam win rate of each tier (the bot on every seat), by player count and difficulty:")
	t := report.Table{Indent: "  ", Header: append([]string{"players, difficulty"}, r.Tiers...)}
	for _, cell := range r.Cells {
		row := []string{cell.Cell}
		for _, e := range cell.Rates {
			row = append(row, e.String())
		}
		t.Add(row...)
	}
	_ = t.Write(ew, report.Width)
	return ew.Err()
}

// WriteLadderPlot draws a Crisis ladder to an image file (SVG or PNG, by
// the file's extension): a heat map of each tier's win rate per cell.
func WriteLadderPlot(path string, s sim.Summary[*LadderAcc]) error {
	if err := simplot.CheckPath(path); err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	r := NewLadderReport(s)
	if len(r.Cells) == 0 {
		return fmt.Errorf("%w: plot: no game to plot", ErrConfig)
	}
	labels := make([]string, len(r.Cells))
	values := make([][]float64, len(r.Cells))
	for i, c := range r.Cells {
		labels[i] = c.Cell
		for _, e := range c.Rates {
			values[i] = append(values[i], e.Value)
		}
	}
	hm, err := simplot.HeatMap(fmt.Sprintf("Crisis team win rate by tier (%d games)", r.Games), "tier", "players, difficulty", "win rate", labels, r.Tiers, values)
	if err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	return simplot.Save(path, hm)
}

// LadderOutputs are the Crisis ladder's report and charts.
var LadderOutputs = sim.Outputs[*LadderAcc]{Report: WriteLadderReport, Plot: WriteLadderPlot}
