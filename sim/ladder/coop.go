package ladder

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/aresim/aresim/sim/simplot"
)

// CoopEngine is what a co-operative game supplies to a ladder. Its seats
// play as one team against the game, so there is no opponent to rate
// against: each agent plays every cell of the engine (a setting of the
// game, such as a player count and a difficulty) on every seat, and the
// ladder reports each agent's team win rate per cell.
type CoopEngine interface {
	// Name is the study's game name in summaries and in the merge
	// registry, such as "crisis-ladder".
	Name() string
	// Setup describes the engine's configuration as key=value settings
	// separated by spaces; the study's fingerprint adds the tiers.
	Setup() string
	// Definition names an agent as the study's fingerprint does, as
	// Engine.Definition says.
	Definition(agent string) (string, error)
	// Cells labels the cells every agent plays (at least one).
	Cells() []string
	// Play plays one game in cell with agent on every seat, seeded with
	// seed only (as sim.Game.Play says), and reports whether the team
	// won. It is called from several goroutines at once.
	Play(cell int, agent string, seed uint64) (won bool, err error)
}

// CoopLabels are the words of a co-operative ladder's report.
type CoopLabels struct {
	// Title heads the table ("Crisis ladder") and Schema names the JSON
	// report (report.Schema).
	Title, Schema string
	// Cells says what the cells are, after "by" ("player count and
	// difficulty"), and CellHeader heads their column ("players,
	// difficulty").
	Cells, CellHeader string
	// PlotTitle heads the heat map, before the number of games.
	PlotTitle string
}

// Coop is a co-operative ladder: a sim.Game in which game i plays agent
// i mod T in cell ⌊i/T⌋ mod C, so a run of a multiple of T·C games (Cycle)
// gives every agent the same games in every cell. Its agents are checked
// by the engine's owner before New.
type Coop struct {
	engine  CoopEngine
	agents  []string
	defined []string // agents as the fingerprint names them (CoopEngine.Definition)
	cells   []string
}

// NewCoop returns the co-operative ladder of agents (at least one) on e.
func NewCoop(e CoopEngine, agents []string) (*Coop, error) {
	c := &Coop{engine: e, agents: append([]string(nil), agents...), cells: e.Cells()}
	switch {
	case len(agents) == 0:
		return nil, fmt.Errorf("%w: no agent to play", ErrConfig)
	case len(c.cells) == 0:
		return nil, fmt.Errorf("%w: no cell to play", ErrConfig)
	}
	for _, a := range agents {
		def, err := e.Definition(a)
		if err != nil {
			return nil, err
		}
		c.defined = append(c.defined, def)
	}
	return c, nil
}

// Name implements sim.Game: the engine's Name.
func (c *Coop) Name() string { return c.engine.Name() }

// Fingerprint implements sim.Game: the engine's Setup and the tiers, each
// as the engine's Definition names it.
func (c *Coop) Fingerprint() string {
	return c.engine.Setup() + " tiers=" + strings.Join(c.defined, ",")
}

// Cycle returns the number of games that give every agent every cell
// once.
func (c *Coop) Cycle() uint64 { return uint64(len(c.agents) * len(c.cells)) }

// NewAccumulator implements sim.Game: empty sums labelled with the cells
// and agents.
func (c *Coop) NewAccumulator() *CoopAcc {
	return &CoopAcc{Wins: sim.NewMatrix(c.cells, c.agents)}
}

// Play implements sim.Game: it plays game index and counts its result.
func (c *Coop) Play(index, seed uint64, acc *CoopAcc) error {
	t := int(index % uint64(len(c.agents)))
	cell := int((index / uint64(len(c.agents))) % uint64(len(c.cells)))
	won, err := c.engine.Play(cell, c.agents[t], seed)
	if err != nil {
		return err
	}
	acc.Wins.Record(cell, t, won)
	return nil
}

var _ sim.Game[*CoopAcc] = (*Coop)(nil)

// CoopAcc holds a co-operative ladder's sums.
type CoopAcc struct {
	// Wins: for each cell (rows) and agent (columns), the games and the
	// team's wins.
	Wins sim.Matrix `json:"wins"`
}

// Merge implements sim.Accumulator.
func (a *CoopAcc) Merge(o *CoopAcc) { a.Wins.Merge(&o.Wins) }

// Rates implements sim.Accumulator: every cell's win rate under every
// agent.
func (a *CoopAcc) Rates() []sim.Rate { return a.Wins.Rates() }

// CoopCell is one cell: each agent's team win rate, in the order of
// CoopReport.Tiers.
type CoopCell struct {
	Cell  string            `json:"cell"`
	Rates []report.Estimate `json:"rates"`
}

// CoopReport is what a co-operative ladder shows. Its JSON form is a
// contract, versioned by its "schema" field (CoopLabels.Schema).
type CoopReport struct {
	report.Run
	Tiers []string   `json:"tiers"`
	Cells []CoopCell `json:"cells"`
}

// NewCoopReport computes the report of a summary, its JSON schema named
// schema.
func NewCoopReport(schema string, s sim.Summary[*CoopAcc]) CoopReport {
	m := &s.Acc.Wins
	r := CoopReport{Run: report.NewRun(schema, s), Tiers: m.Cols(), Cells: []CoopCell{}}
	for i, label := range m.Rows() {
		c := CoopCell{Cell: label}
		for j := range r.Tiers {
			c.Rates = append(c.Rates, report.NewEstimate(m.At(i, j)))
		}
		r.Cells = append(r.Cells, c)
	}
	return r
}

// CoopOutputs are a co-operative ladder's report and heat map, in the
// words of l.
func CoopOutputs(l CoopLabels) sim.Outputs[*CoopAcc] {
	return sim.Outputs[*CoopAcc]{
		Report: func(w io.Writer, s sim.Summary[*CoopAcc], opt sim.ReportOptions) error {
			return WriteCoopReport(w, l, s, opt)
		},
		Plot: func(path string, s sim.Summary[*CoopAcc]) error { return WriteCoopPlot(path, l, s) },
	}
}

// WriteCoopReport writes the report of a summary as opt asks.
func WriteCoopReport(w io.Writer, l CoopLabels, s sim.Summary[*CoopAcc], opt sim.ReportOptions) error {
	r := NewCoopReport(l.Schema, s)
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
	_ = r.WriteHeader(ew, l.Title)
	fmt.Fprintln(ew, "Rates are in percent, with their 95% Wilson intervals in brackets.")
	fmt.Fprintf(ew, "\nTeam win rate of each tier (the bot on every seat), by %s:\n", l.Cells)
	t := report.Table{Indent: "  ", Header: append([]string{l.CellHeader}, r.Tiers...)}
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

// WriteCoopPlot draws a co-operative ladder to an image file (SVG or PNG,
// by the file's extension): a heat map of each agent's win rate per cell.
func WriteCoopPlot(path string, l CoopLabels, s sim.Summary[*CoopAcc]) error {
	if err := simplot.CheckPath(path); err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	r := NewCoopReport(l.Schema, s)
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
	hm, err := simplot.HeatMap(fmt.Sprintf("%s (%d games)", l.PlotTitle, r.Games), "tier", l.CellHeader, "win rate", labels, r.Tiers, values)
	if err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	return simplot.Save(path, hm)
}
