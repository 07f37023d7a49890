package balance

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/ladder"
	"github.com/aresim/aresim/sim/report"
)

// LadderName is the Crisis ladder's game name in summaries and in the
// merge registry.
const LadderName = "crisis-ladder"

// LadderReportSchema names the JSON format of the Crisis ladder's report.
var LadderReportSchema = report.Schema("crisis-ladder", 1)

// LadderLabels are the words of the Crisis ladder's report.
var LadderLabels = ladder.CoopLabels{Title: "Crisis ladder", Schema: LadderReportSchema,
	Cells: "player count and difficulty", CellHeader: "players, difficulty", PlotTitle: "Crisis team win rate by tier"}

// LadderOutputs are the Crisis ladder's report and charts.
var LadderOutputs = ladder.CoopOutputs(LadderLabels)

// Ladder is the Crisis ladder: Crisis has no opponent, so each tier (a
// bot name, on every seat) plays every cell (player count × difficulty)
// of a study, and the ladder (ladder.Coop) reports each tier's team win
// rate per cell.
type Ladder struct {
	// Tiers are the bots compared (at least one, distinct).
	Tiers []string
	// Study holds the player counts, the difficulties and the
	// corporation rule; its Bot is unused.
	Study Game
}

// Check validates the ladder; an unknown tier's error names the bots
// bot.Tiers knows.
func (l Ladder) Check() error {
	if len(l.Tiers) == 0 {
		return fmt.Errorf("%w: no tier to play", ErrConfig)
	}
	seen := map[string]bool{}
	for _, t := range l.Tiers {
		if err := bot.Tiers.Check(t); err != nil {
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

// Coop checks the ladder and returns it as a sim.Game (ladder.Coop).
func (l Ladder) Coop() (*ladder.Coop, error) {
	if err := l.Check(); err != nil {
		return nil, err
	}
	return ladder.NewCoop(l, l.Tiers)
}

// Name implements ladder.CoopEngine: "crisis-ladder".
func (l Ladder) Name() string { return LadderName }

// Setup implements ladder.CoopEngine: the study's fingerprint without its
// bot.
func (l Ladder) Setup() string {
	var settings []string
	for _, kv := range sim.Settings(l.Study.Fingerprint()) {
		if !strings.HasPrefix(kv, "bots=") {
			settings = append(settings, kv)
		}
	}
	return strings.Join(settings, " ")
}

// Definition implements ladder.CoopEngine with bot.Tiers.Definition.
func (l Ladder) Definition(tier string) (string, error) { return bot.Tiers.Definition(tier) }

// Cells implements ladder.CoopEngine: the study's player counts and
// difficulties.
func (l Ladder) Cells() []string {
	cells := l.Study.cells()
	labels := make([]string, len(cells))
	for i, c := range cells {
		labels[i] = cellLabel(c)
	}
	return labels
}

// Play implements ladder.CoopEngine.
func (l Ladder) Play(cell int, tier string, seed uint64) (bool, error) {
	c := l.Study.cells()[cell]
	s, err := crisis.New(crisis.Config{Players: c[0], Seed: sim.EngineSeed(seed), Difficulty: crisis.Difficulty(c[1])})
	if err != nil {
		return false, err
	}
	if err := playCell(&s, tier, seed, l.Study.RandomCorporations); err != nil {
		return false, err
	}
	return s.Result().Outcome == crisis.Won, nil
}

var _ ladder.CoopEngine = Ladder{}
