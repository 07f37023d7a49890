package main

import (
	"context"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/search"
)

// duelAcc counts one side's results in mirror matches of the search agent
// against the heuristic, and the agent's work.
type duelAcc struct {
	Results    sim.Tally `json:"results"` // the agent's wins, draws and losses
	Decisions  int64     `json:"decisions"`
	Iterations int64     `json:"iterations"`
}

func (a *duelAcc) Merge(o *duelAcc) {
	a.Results.Merge(&o.Results)
	a.Decisions += o.Decisions
	a.Iterations += o.Iterations
}

func (a *duelAcc) Rates() []sim.Rate { return []sim.Rate{a.Results.Share(0)} }

// duel is a mirror match: the agent and heuristic bots with the same
// faction on every seat, the agent's seat rotated (it plays first in
// every players-th game). In a Team Match its teammate is a heuristic
// bot.
type duel struct {
	rules   *ares.Rules
	mode    ares.Mode
	players int
	faction string
	cfg     bot.MCTSConfig
}

func (d *duel) Name() string { return "ares-mcts-duel" }
func (d *duel) Fingerprint() string {
	return fmt.Sprintf("%s %d %s %+v", d.mode, d.players, d.faction, d.cfg)
}
func (d *duel) NewAccumulator() *duelAcc {
	return &duelAcc{Results: sim.NewTally("win", "draw", "loss")}
}

// counting is the agent, counting its searched decisions and iterations.
type counting struct {
	*bot.MCTS
	decisions, iterations int64
}

func (c *counting) Choose(v *ares.State, legal []ares.Action) ares.Action {
	a := c.MCTS.Choose(v, legal)
	if it := c.MCTS.Stats().Iterations; it > 0 {
		c.decisions++
		c.iterations += int64(it)
	}
	return a
}

func (d *duel) Play(index, seed uint64, acc *duelAcc) error {
	seat := int(index % uint64(d.players))
	agent, err := bot.NewMCTSWith(d.cfg, sim.BotSeed(seed, seat))
	if err != nil {
		return err
	}
	c := &counting{MCTS: agent}
	bots := make([]bot.Bot, d.players)
	factions := make([]string, d.players)
	for p := range bots {
		factions[p] = d.faction
		bots[p] = bot.NewHeuristic(sim.BotSeed(seed, p))
	}
	bots[seat] = c
	s, err := ares.NewGame(d.rules, ares.Config{Mode: d.mode, Factions: factions, FirstPlayer: 0}, sim.EngineSeed(seed))
	if err != nil {
		return err
	}
	if err := bot.Play(&s, bots); err != nil {
		return err
	}
	switch w := s.Result().Winner; {
	case w == seat || (d.mode == ares.Team && w == seat&^1):
		acc.Results.Record(0)
	case w < 0:
		acc.Results.Record(1)
	default:
		acc.Results.Record(2)
	}
	acc.Decisions += c.decisions
	acc.Iterations += c.iterations
	return nil
}

// cpuTime returns the process's user and system time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// duelCmd plays mirror matches at a sweep of budgets and prints a table.
func duelCmd(args []string) error {
	fs := flag.NewFlagSet("duel", flag.ContinueOnError)
	mode := fs.String("mode", "basic", "game mode: basic, full, ffa or team")
	players := fs.Int("players", 0, "players (0: 2, or 4 in a Free-For-All or a Team Match)")
	factions := fs.String("factions", "Terrans,Kahoum", "factions, each played as a mirror match")
	budgets := fs.String("budgets", "25,50,100,200,400", "iteration budgets")
	games := fs.Uint64("games", 1000, "games per faction and budget")
	seed := fs.Uint64("seed", 1, "run seed")
	workers := fs.Int("workers", 0, "workers (0: all cores)")
	shardFlag := fs.String("shard", "", "play only shard i/n of the games (0-based), e.g. 2/5; the shards' counts add up")
	depth := fs.Int("depth", 0, "rollout depth (0: default, -1: leaf evaluation)")
	c := fs.Float64("c", 0, "exploration constant (0: default)")
	prior := fs.Float64("prior", 0, "progressive bias weight (0: default)")
	temp := fs.Float64("temp", 0, "prior temperature (0: default)")
	noPriors := fs.Bool("nopriors", false, "no priors")
	uct := fs.Bool("uct", false, "UCT selection with progressive bias (default: PUCT)")
	battles := fs.Bool("searchbattles", false, "search the battle micro-decisions")
	own := fs.Bool("searchown", false, "search the agent's own battle micro-decisions")
	single := fs.Bool("single", false, "one tree (SO-ISMCTS)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	m, err := ares.ParseMode(*mode)
	if err != nil {
		return err
	}
	var shard sim.Shard
	if *shardFlag != "" {
		if shard, err = sim.ParseShard(*shardFlag); err != nil {
			return err
		}
	}
	cfg := bot.MCTSConfig{RolloutDepth: *depth, Exploration: *c, PriorWeight: *prior, PriorTemperature: *temp,
		NoPriors: *noPriors, SearchBattles: *battles, SearchOwnBattles: *own}
	cfg.UCT = *uct
	if *single {
		cfg.Observers = search.SingleObserver
	}
	if *players == 0 {
		*players = 2
		if m == ares.FreeForAll || m == ares.Team {
			*players = 4
		}
	}
	rules := ares.MustDefaultRules()
	fmt.Printf("| faction | budget | games | wins | draws | losses | win rate | 95%% interval | CPU per decision | iterations per CPU second |\n")
	fmt.Printf("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
	for _, b := range strings.Split(*budgets, ",") {
		n, err := strconv.Atoi(b)
		if err != nil {
			return fmt.Errorf("budget %q: %w", b, err)
		}
		for _, f := range strings.Split(*factions, ",") {
			cfg.Iterations = n
			start := cpuTime()
			sum, err := sim.Run[*duelAcc](context.Background(), sim.Config{Games: *games, Seed: *seed, Workers: *workers, Shard: shard},
				&duel{rules: rules, mode: m, players: *players, faction: f, cfg: cfg})
			if err != nil {
				return err
			}
			cpu := cpuTime() - start
			acc := sum.Acc
			win := acc.Results.Share(0)
			lo, hi := win.Wilson95()
			perDecision := cpu / time.Duration(max(acc.Decisions, 1))
			fmt.Printf("| %s | %d | %d | %d | %d | %d | %.3f | [%.3f, %.3f] | %v | %.0f |\n", f, n, acc.Results.Total(),
				acc.Results.Count(0), acc.Results.Count(1), acc.Results.Count(2), win.Value(), lo, hi,
				perDecision.Round(time.Microsecond), float64(acc.Iterations)/cpu.Seconds())
		}
	}
	return nil
}
