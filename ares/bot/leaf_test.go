package bot

import (
	"math"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// calibration gathers predicted chances of winning and what happened.
type calibration struct {
	bins    [10]struct{ n, pred, won float64 }
	logLoss float64
	n, won  float64
}

func (c *calibration) add(pred, won float64) {
	b := &c.bins[min(int(pred*10), 9)]
	b.n++
	b.pred += pred
	b.won += won
	p := min(max(pred, 1e-9), 1-1e-9)
	c.logLoss -= won*math.Log(p) + (1-won)*math.Log(1-p)
	c.n++
	c.won += won
}

// calibrate plays games heuristic self-play games of the configurations
// cfgs (seeds other than the fit's) and records, at every turn decision,
// the leaf evaluation's chance for each seat and whether it won (a draw
// half).
func calibrate(t *testing.T, cfgs []ares.Config, games int) *calibration {
	t.Helper()
	rules := ares.MustDefaultRules()
	h := NewHeuristic(0)
	c := &calibration{}
	probs := make([]float64, ares.MaxPlayers)
	type seen struct{ p [ares.MaxPlayers]float64 }
	for i := 0; i < games; i++ {
		cfg := cfgs[i%len(cfgs)]
		game := search.DeriveSeed(0xca1, uint64(i))
		s, err := ares.NewGame(rules, cfg, sim.EngineSeed(game))
		require.NoError(t, err)
		n := len(cfg.Factions)
		bots := make([]Bot, n)
		for p := range bots {
			bots[p] = NewHeuristic(sim.BotSeed(game, p))
		}
		var positions []seen
		turns := -1
		require.NoError(t, Play(&s, bots, func(_ int, _ ares.Action, s *ares.State) {
			if s.Turns() == turns || s.Over() || !atTurn(s) {
				return
			}
			turns = s.Turns()
			h.leafEvaluate(s, leafModelFor(s.Mode()), probs[:n])
			var x seen
			copy(x.p[:], probs[:n])
			positions = append(positions, x)
		}))
		var reward [ares.MaxPlayers]float64
		(&searchGame{}).Reward(&s, reward[:n])
		for _, x := range positions {
			for p := 0; p < n; p++ {
				if cfg.Mode == ares.Team && p%2 == 1 {
					continue // the team's chance, counted once
				}
				c.add(x.p[p], reward[p])
			}
		}
	}
	return c
}

// check asserts that the chances are calibrated: in every tenth of the
// range holding at least minN positions, the mean chance is within tol
// of the share won; and that the log loss beats a constant guess (the
// share of positions won) by a clear margin.
func (c *calibration) check(t *testing.T, name string, minN, tol float64) {
	t.Helper()
	checked := 0
	for i, b := range c.bins {
		if b.n < minN {
			continue
		}
		checked++
		pred, won := b.pred/b.n, b.won/b.n
		t.Logf("%s: chances %.1f-%.1f: %5.0f positions, mean chance %.3f, won %.3f", name, float64(i)/10, float64(i+1)/10, b.n, pred, won)
		assert.InDelta(t, pred, won, tol, "%s: positions with chances from %.1f to %.1f", name, float64(i)/10, float64(i+1)/10)
	}
	assert.GreaterOrEqual(t, checked, 6, "%s: tenths of the range with enough positions", name)
	loss, q := c.logLoss/c.n, c.won/c.n
	guess := -q*math.Log(q) - (1-q)*math.Log(1-q)
	t.Logf("%s: log loss %.3f per position (guessing: %.3f)", name, loss, guess)
	assert.Less(t, loss, 0.8*guess, "%s: the evaluation tells more than a guess", name)
}

// The leaf evaluation's chances are calibrated on self-play games it was
// not fitted to: in the Basic Game and the Full Game, positions given a
// chance p are won about a share p of the time. Free-For-All chances,
// from the Full Game's curves, are checked more loosely.
func TestLeafEvaluationIsCalibrated(t *testing.T) {
	// Positions of one game are alike, so the test needs games by the
	// thousand, short or not (a few seconds).
	games := 1200
	calibrate(t, []ares.Config{
		{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1},
		{Mode: ares.Basic, Factions: []string{"Kahoum", "Kahoum"}, FirstPlayer: -1},
		{Mode: ares.Basic, Factions: []string{"Terrans", "Terrans"}, FirstPlayer: -1},
	}, games).check(t, "basic", 400, 0.06)
	calibrate(t, []ares.Config{
		{Mode: ares.Full, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1},
		{Mode: ares.Full, Factions: []string{"Xenos", "Colossus"}, FirstPlayer: -1},
		{Mode: ares.Full, Factions: []string{"Colossus", "Terrans"}, FirstPlayer: -1},
		{Mode: ares.Full, Factions: []string{"Kahoum", "Xenos"}, FirstPlayer: -1},
	}, games).check(t, "full", 400, 0.06)
	calibrate(t, []ares.Config{modeConfigs[2], modeConfigs[3]}, games/2).check(t, "free-for-all", 400, 0.12)
}
