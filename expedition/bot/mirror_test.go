package bot

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/search"
)

// mirrorAcc sums a mirror match between the search agent and heuristic
// bots: the agent's wins, draws and games, and what its searches cost.
type mirrorAcc struct {
	Wins       sim.Rate `json:"wins"`
	Draws      int64    `json:"draws"`
	Reward     int64    `json:"reward"` // the agent's rank reward, in 1/(60·(players-1)) units
	Unfinished int64    `json:"unfinished"`
	Rounds     int64    `json:"rounds"`
	Decisions  int64    `json:"decisions"`
	Iterations int64    `json:"iterations"`
}

func (a *mirrorAcc) Merge(o *mirrorAcc) {
	a.Wins.Merge(o.Wins)
	a.Draws += o.Draws
	a.Reward += o.Reward
	a.Unfinished += o.Unfinished
	a.Rounds += o.Rounds
	a.Decisions += o.Decisions
	a.Iterations += o.Iterations
}

func (a *mirrorAcc) Rates() []sim.Rate { return []sim.Rate{a.Wins} }

// mirrorGame is a mirror match: game 2k and game 2k+1 deal the same game
// (the same corporations and cards on offer), the agent in seat k mod
// players of the first and the next seat of the second, heuristic bots in
// the others; every bot chooses its corporation.
type mirrorGame struct {
	players int
	seed    uint64 // the run seed: the deals are derived from it and the pair
	agent   func(seed uint64) Bot
	cfg     func(c *expedition.Config)
}

func (g mirrorGame) Name() string               { return "expedition-mirror" }
func (g mirrorGame) Fingerprint() string        { return fmt.Sprintf("players=%d", g.players) }
func (g mirrorGame) NewAccumulator() *mirrorAcc { return &mirrorAcc{} }
func (g mirrorGame) seat(index uint64) (int, uint64) {
	pair := index / 2
	return int((pair + index%2) % uint64(g.players)), dice.Derive(g.seed, pair)
}

func (g mirrorGame) Play(index, _ uint64, acc *mirrorAcc) error {
	seat, deal := g.seat(index)
	cfg := expedition.Config{Players: g.players, Seed: sim.EngineSeed(deal)}
	if g.cfg != nil {
		g.cfg(&cfg)
	}
	s, err := expedition.New(cfg)
	if err != nil {
		return err
	}
	bots := make([]Bot, g.players)
	for p := range bots {
		bots[p] = NewHeuristic(sim.BotSeed(deal, p))
	}
	bots[seat] = g.agent(sim.BotSeed(dice.Derive(deal, index%2), seat))
	if err := Play(&s, bots); err != nil {
		return err
	}
	r := s.Result()
	acc.Rounds += int64(r.Rounds)
	if !r.Finished {
		acc.Unfinished++
	}
	var rw [expedition.MaxPlayers]float64
	r.RankRewards(rw[:])
	acc.Reward += int64(rw[seat]*float64(60*(g.players-1)) + 0.5)
	won := r.Won(seat) && r.Winners == 1<<seat
	acc.Wins.Record(won)
	if r.Won(seat) && !won {
		acc.Draws++
	}
	if m, ok := bots[seat].(*MCTS); ok {
		decisions, iterations := m.Searched()
		acc.Decisions += int64(decisions)
		acc.Iterations += int64(iterations)
	}
	return nil
}

// runMirror plays games of a mirror match on workers goroutines.
func runMirror(t *testing.T, g mirrorGame, games uint64, workers int) *mirrorAcc {
	t.Helper()
	return runMirrorConfig(t, g, sim.Config{Games: games, Seed: g.seed, Workers: workers})
}

// runMirrorConfig plays the games of a mirror match that cfg asks for.
func runMirrorConfig(t *testing.T, g mirrorGame, cfg sim.Config) *mirrorAcc {
	t.Helper()
	sum, err := sim.Run[*mirrorAcc](context.Background(), cfg, g)
	require.NoError(t, err)
	return sum.Acc
}

// TestMirrorMatchSameAtAnyWorkerCount: a mirror match of the search agent
// against the heuristic gives the same sums on one worker and on two.
func TestMirrorMatchSameAtAnyWorkerCount(t *testing.T) {
	g := mirrorGame{players: 2, seed: 7, agent: func(seed uint64) Bot { return NewMCTS(20, seed) }}
	one := runMirror(t, g, 8, 1)
	two := runMirror(t, g, 8, 2)
	require.Equal(t, one, two)
	require.Positive(t, one.Decisions)
}

// TestSweep runs the budget sweep of the search agent against the
// heuristic in 2-player mirror matches:
//
//	EXPEDITION_SWEEP=25,50,100,200,400,800 EXPEDITION_SWEEP_GAMES=1000 \
//	  go test ./expedition/bot/ -run TestSweep -v -timeout 0
//
// (EXPEDITION_SWEEP_PLAYERS sets the player count, 2 by default;
// EXPEDITION_SWEEP_GAMES may list one count per budget;
// EXPEDITION_SWEEP_TIMEOUT, a duration, stops handing out games of a
// budget after that long, in whole pairs: the games played are then a
// matter of the machine's speed, and the log says how many). It prints, per
// budget, the agent's win rate with its 95% Wilson interval, its draws,
// its mean rank reward, and the searches' decisions and iterations per
// game.
func TestSweep(t *testing.T) {
	list := os.Getenv("EXPEDITION_SWEEP")
	if list == "" {
		t.Skip("set EXPEDITION_SWEEP to a list of budgets to run the sweep")
	}
	players := 2
	if v := os.Getenv("EXPEDITION_SWEEP_PLAYERS"); v != "" {
		n, err := strconv.Atoi(v)
		require.NoError(t, err)
		players = n
	}
	budgets := strings.Split(list, ",")
	counts := strings.Split(os.Getenv("EXPEDITION_SWEEP_GAMES"), ",")
	for i, b := range budgets {
		budget, err := strconv.Atoi(strings.TrimSpace(b))
		require.NoError(t, err)
		games := 200
		if c := strings.TrimSpace(counts[min(i, len(counts)-1)]); c != "" {
			games, err = strconv.Atoi(c)
			require.NoError(t, err)
		}
		cfg, choice, sell, toRound, model := sweepConfig(t, budget)
		g := mirrorGame{players: players, seed: 1, agent: func(seed uint64) Bot {
			m, err := NewMCTSWith(cfg, seed)
			if err != nil {
				panic(err)
			}
			st := m.Seat().(*seat)
			st.game.priorChoice, st.game.priorSell, st.game.toRound = choice, sell, toRound
			if model {
				st.det.SetPickModel(st.game)
			}
			return m
		}}
		run := sim.Config{Games: uint64(games), Seed: g.seed, BlockSize: 2}
		if d := os.Getenv("EXPEDITION_SWEEP_TIMEOUT"); d != "" {
			run.Timeout, err = time.ParseDuration(d)
			require.NoError(t, err)
		}
		acc := runMirrorConfig(t, g, run)
		lo, hi := acc.Wins.Wilson95()
		t.Logf("mcts:%d vs heuristic, %d players: %d games, wins %.1f%% [%.1f%%, %.1f%%], draws %d, rank reward %.3f, unfinished %d, rounds %.1f, %.1f searched decisions and %.0f iterations per game",
			budget, players, acc.Wins.Trials, 100*acc.Wins.Value(), 100*lo, 100*hi, acc.Draws,
			float64(acc.Reward)/float64(60*(players-1))/float64(acc.Wins.Trials), acc.Unfinished,
			float64(acc.Rounds)/float64(acc.Wins.Trials), float64(acc.Decisions)/float64(acc.Wins.Trials),
			float64(acc.Iterations)/float64(acc.Wins.Trials))
	}
}

// sweepConfig returns the agent's configuration for budget, changed by
// EXPEDITION_SWEEP_CONFIG (a comma list of depth=N, c=X, sel=uct|puct,
// pw=X, temp=X, obs=single|multiple, choice=X, sell=X), and the prior
// scores of the heuristic's choice and of a sale.
func sweepConfig(t *testing.T, budget int) (search.Config, float64, float64, bool, bool) {
	cfg := MCTSConfig(budget)
	choice, sell, toRound, model := 2.0, -1.0, false, false
	for _, kv := range strings.Split(os.Getenv("EXPEDITION_SWEEP_CONFIG"), ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok {
			continue
		}
		f, _ := strconv.ParseFloat(v, 64)
		switch k {
		case "depth":
			cfg.RolloutDepth = int(f)
		case "c":
			cfg.Exploration = f
		case "sel":
			cfg.Selection = map[string]search.Selection{"uct": search.UCT, "puct": search.PUCT}[v]
		case "pw":
			cfg.PriorWeight = f
		case "temp":
			cfg.PriorTemperature = f
		case "obs":
			cfg.Observers = map[string]search.Observers{"single": search.SingleObserver, "multiple": search.MultipleObserver}[v]
		case "choice":
			choice = f
		case "sell":
			sell = f
		case "round":
			toRound = f != 0
		case "model":
			model = f != 0
		default:
			t.Fatalf("EXPEDITION_SWEEP_CONFIG: unknown key %q", k)
		}
	}
	t.Logf("config %+v, prior scores: choice %v, sale %v, evaluation at the round's end %v, heuristic picks %v", cfg, choice, sell, toRound, model)
	return cfg, choice, sell, toRound, model
}
