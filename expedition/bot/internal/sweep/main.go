// Command sweep measures the Ares Expedition search agent against the
// heuristic bot at a list of budgets, in mirror matches (bot.MirrorMatch):
//
//	go run ./expedition/bot/internal/sweep -budgets 25,50,100,200,400,800 -games 1000
//
// -games may list one count per budget (the last applies to the rest);
// -players sets the player count (2 by default); -timeout, a duration,
// stops handing out games of a budget after that long, in whole pairs
// (the games played are then a matter of the machine's speed, and the
// line says how many); -config changes the agent's settings, a comma list
// of depth=N, c=X, sel=uct|puct, pw=X, temp=X, obs=single|multiple (its
// search.Config) and choice=X, sell=X, round=0|1, model=0|1 (its
// bot.SearchTuning: the priors of the heuristic's choice and of a sale,
// the leaf judged at the round's end, the heuristic's Planning picks). It
// prints, per budget, the agent's win rate with its 95% Wilson interval,
// its draws, its mean rank reward, the unfinished games and rounds, and
// the searches' decisions and iterations per game.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/search"
)

func main() {
	budgets := flag.String("budgets", "", "the agent's budgets in iterations, a comma list")
	games := flag.String("games", "200", "games per budget, one count or a comma list, one per budget")
	players := flag.Int("players", 2, "players per game")
	timeout := flag.Duration("timeout", 0, "stop handing out a budget's games after this long (0: off)")
	config := flag.String("config", "", "the agent's settings, a comma list of key=value")
	flag.Parse()
	if err := run(*budgets, *games, *players, *timeout, *config); err != nil {
		fmt.Fprintln(os.Stderr, "sweep:", err)
		os.Exit(1)
	}
}

func run(budgets, games string, players int, timeout time.Duration, config string) error {
	if budgets == "" {
		return fmt.Errorf("-budgets: want a comma list of budgets, such as 200,400")
	}
	counts := strings.Split(games, ",")
	for i, b := range strings.Split(budgets, ",") {
		budget, err := strconv.Atoi(strings.TrimSpace(b))
		if err != nil || budget < 1 {
			return fmt.Errorf("-budgets %q: want whole numbers of iterations", budgets)
		}
		n, err := strconv.Atoi(strings.TrimSpace(counts[min(i, len(counts)-1)]))
		if err != nil || n < 1 {
			return fmt.Errorf("-games %q: want whole numbers of games", games)
		}
		cfg, tuning, err := settings(budget, config)
		if err != nil {
			return err
		}
		if _, err := bot.NewMCTSTuned(cfg, tuning, 0); err != nil {
			return err
		}
		fmt.Printf("config %+v, %+v\n", cfg, tuning)
		g := bot.MirrorMatch{Players: players, Seed: 1, Agent: func(seed uint64) bot.Bot {
			m, _ := bot.NewMCTSTuned(cfg, tuning, seed) // checked above
			return m
		}}
		sum, err := sim.Run[*bot.MirrorAcc](context.Background(),
			sim.Config{Games: uint64(n), Seed: g.Seed, BlockSize: 2, Timeout: timeout}, g)
		if err != nil {
			return err
		}
		acc := sum.Acc
		lo, hi := acc.Wins.Wilson95()
		games := float64(acc.Wins.Trials)
		fmt.Printf("mcts:%d vs heuristic, %d players: %d games, wins %.1f%% [%.1f%%, %.1f%%], draws %d, rank reward %.3f, unfinished %d, rounds %.1f, %.1f searched decisions and %.0f iterations per game\n",
			budget, players, acc.Wins.Trials, 100*acc.Wins.Value(), 100*lo, 100*hi, acc.Draws,
			float64(acc.Reward)/float64(60*(players-1))/games, acc.Unfinished,
			float64(acc.Rounds)/games, float64(acc.Decisions)/games, float64(acc.Iterations)/games)
	}
	return nil
}

// settings returns the agent's configuration and tuning for budget,
// changed by config.
func settings(budget int, config string) (search.Config, bot.SearchTuning, error) {
	cfg := bot.MCTSConfig(budget)
	t := bot.DefaultSearchTuning()
	if config == "" {
		return cfg, t, nil
	}
	for _, kv := range strings.Split(config, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		f, err := strconv.ParseFloat(v, 64)
		switch {
		case !ok:
			return cfg, t, fmt.Errorf("-config: %q is not key=value", kv)
		case k == "sel":
			s, ok := map[string]search.Selection{"uct": search.UCT, "puct": search.PUCT}[v]
			if !ok {
				return cfg, t, fmt.Errorf("-config: sel=%s: want uct or puct", v)
			}
			cfg.Selection = s
			continue
		case k == "obs":
			o, ok := map[string]search.Observers{"single": search.SingleObserver, "multiple": search.MultipleObserver}[v]
			if !ok {
				return cfg, t, fmt.Errorf("-config: obs=%s: want single or multiple", v)
			}
			cfg.Observers = o
			continue
		case err != nil:
			return cfg, t, fmt.Errorf("-config: %s=%s: want a number", k, v)
		}
		switch k {
		case "depth":
			cfg.RolloutDepth = int(f)
		case "c":
			cfg.Exploration = f
		case "pw":
			cfg.PriorWeight = f
		case "temp":
			cfg.PriorTemperature = f
		case "choice":
			t.ChoicePrior = f
		case "sell":
			t.SalePrior = f
		case "round":
			t.LeafAtRoundEnd = f != 0
		case "model":
			t.HeuristicPicks = f != 0
		default:
			return cfg, t, fmt.Errorf("-config: unknown key %q", k)
		}
	}
	return cfg, t, nil
}
