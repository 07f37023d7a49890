package calc

import (
	"bytes"
	"context"
	"errors"

	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/sim"
)

// Exact is the answer to a battle's first calculation: its odds, or the
// word that its Monte Carlo battles are to be played, in ranges (Play).
type Exact struct {
	// JSON is the result as `aresim battle --format json` prints it, or
	// empty when the battles are to be played.
	JSON string `json:"json,omitempty"`
	// MonteCarlo is true when the battles are to be played; Note is then
	// the note of their result (why auto chose Monte Carlo), if any.
	MonteCarlo bool   `json:"montecarlo"`
	Note       string `json:"note,omitempty"`
}

// ErrNotReady is returned for a battle with problems.
var ErrNotReady = errors.New("the battle has problems")

// Exact computes the battle's exact odds when its method is exact, or
// auto and the battle is within the exact limit, as `aresim battle` does;
// otherwise it says that the Monte Carlo battles are to be played.
func (b *Battle) Exact(ctx context.Context) (*Exact, error) {
	if !b.OK() {
		return nil, ErrNotReady
	}
	var res *odds.Result
	var err error
	switch b.Options.Method {
	case odds.MethodMonteCarlo:
		return &Exact{MonteCarlo: true}, nil
	case odds.MethodExact:
		res, err = odds.RunContext(ctx, b.Setup, b.Options)
	default:
		var note string
		res, note, err = odds.AutoExact(ctx, b.Setup, b.Options)
		if err == nil && res == nil {
			return &Exact{MonteCarlo: true, Note: note}, nil
		}
	}
	if err != nil {
		return nil, err
	}
	js, err := resultJSON(res)
	if err != nil {
		return nil, err
	}
	return &Exact{JSON: js}, nil
}

// Play plays battles lo to hi-1 of the battle's Monte Carlo run on one
// worker: the run's range of games (sim.Config.Range) of its
// odds.Simulation, whose summary merges with the run's other ranges and
// shards (sim.MergeSummaries).
func (b *Battle) Play(lo, hi uint64) (sim.Summary[*odds.Acc], error) {
	if !b.OK() {
		return sim.Summary[*odds.Acc]{}, ErrNotReady
	}
	g, err := odds.NewSimulation(b.Setup, b.Options)
	if err != nil {
		return sim.Summary[*odds.Acc]{}, err
	}
	cfg := g.Config()
	cfg.Range, cfg.Workers = [2]uint64{lo, hi}, 1
	return sim.Run(context.Background(), cfg, g)
}

// Odds returns the odds of sum, the merged summary of the battle's first
// Monte Carlo battles (see odds.Simulation.Result), noted with note, as
// `aresim battle --format json` prints them: for every battle of the
// run, the bytes the command prints for the same flags.
func (b *Battle) Odds(sum sim.Summary[*odds.Acc], note string) (string, error) {
	if !b.OK() {
		return "", ErrNotReady
	}
	g, err := odds.NewSimulation(b.Setup, b.Options)
	if err != nil {
		return "", err
	}
	res, err := g.Result(sum)
	if err != nil {
		return "", err
	}
	res.Note = note
	return resultJSON(res)
}

func resultJSON(res *odds.Result) (string, error) {
	var buf bytes.Buffer
	if err := odds.WriteJSON(&buf, res); err != nil {
		return "", err
	}
	return buf.String(), nil
}
