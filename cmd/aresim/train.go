package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/aresim/aresim/internal/cputime"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/learn"
	"github.com/spf13/pflag"
)

// trainSplitHelp ends the help of every game's `train`: what does not
// depend on the game.
const trainSplitHelp = `The weights are the same bytes at any --workers; each round before the
last keeps its weights beside --out (NAME.roundK.json). A long training
splits: gather each round in shards (--round, --shard, --guide, --out) on
any machines, then fit the round's shards (--fit) and go on with the next
round guided by its weights. --fit given the data of several rounds fits
them together.`

// trainFlags are the flags of every game's `train`.
type trainFlags struct {
	flags      *pflag.FlagSet
	rounds     int
	games      uint64
	budget     int
	seed       uint64
	workers    int
	hidden     int
	polHidden  int
	l2         float64
	target     string
	leave      float64
	bias       float64
	matchGames uint64
	out        string
	round      int
	guide      string
	shard      string
	fit        []string
}

// add declares the flags.
func (t *trainFlags) add(f *pflag.FlagSet, game string) {
	t.flags = f
	f.IntVar(&t.rounds, "rounds", 2, "rounds of expert iteration")
	f.Uint64Var(&t.games, "games", 200, "self-play games a round")
	f.IntVar(&t.budget, "budget", 100, "search iterations a decision of the self-play games")
	f.Uint64Var(&t.seed, "seed", 1, "training seed: round k's game i is seeded from it, k and i only")
	f.IntVar(&t.workers, "workers", 0, "worker goroutines (0: all cores); never changes the weights")
	f.IntVar(&t.hidden, "hidden", 0, "tanh units of the value model beside its logistic term")
	f.IntVar(&t.polHidden, "policy-hidden", 8, "tanh units of the policy over the action's and the position's features (0: a linear policy)")
	f.Float64Var(&t.l2, "l2", learn.DefaultL2, "weight of the models' L2 penalty")
	f.StringVar(&t.target, "policy-target", "choice", "what the policy learns of each search: its choice, or the share of its visits of every action (visits)")
	f.Float64Var(&t.leave, "leave-weight", 1, "weight in the policy's loss of a decision where the search's choice is not the heuristic's (1: every decision weighs the same)")
	f.Float64Var(&t.bias, "heuristic-bias", 0, "after each fit, raise the policy's score of the heuristic's choice by this much, so that the policy leaves that choice only where it scores another action higher by more (0: the policy as fitted)")
	f.Uint64Var(&t.matchGames, "match-games", 200, "games of each round's match of the learned bot against the heuristic (0: none)")
	f.StringVar(&t.out, "out", game+"-weights.json", "write the weights (or, with --shard, the round's data) to `FILE`")
	f.IntVar(&t.round, "round", 0, "with --shard: gather only this round's data (1 is the first)")
	f.StringVar(&t.guide, "guide", "", "with --round above 1: the weights `FILE` of the round before, which guide its search")
	f.StringVar(&t.shard, "shard", "", "gather only shard `i/n` of --round's games and write them to --out, for --fit")
	f.StringSliceVar(&t.fit, "fit", nil, "fit weights to these data `FILES` instead of playing: the shards of one round, or of several rounds of one training, fitted together")
}

// trainer is one engine's training, as the command runs it.
type trainer[S, V, O any, A comparable] struct {
	setup *learn.Setup[S, V, O, A]
	// match returns the strength match of weights w.
	match func(w *learn.Weights) sim.Game[*learn.MatchResult]
	// team, for a co-operative game, is the heuristic team's match on the
	// seeds of match, whose rate is then the learned team's: both are
	// printed side by side. Nil for a game of opponents.
	team func() sim.Game[*learn.MatchResult]
	// read reads a weights file for the engine's features.
	read func(path string) (*learn.Weights, error)
}

// check refuses flags that do not go together.
func (t *trainFlags) check() error {
	switch {
	case t.rounds < 1:
		return fmt.Errorf("--rounds: %d: want at least 1", t.rounds)
	case t.games == 0:
		return fmt.Errorf("--games: want at least one game a round")
	case t.budget < 1 || t.budget > 1_000_000:
		return fmt.Errorf("--budget: %d: want 1 to 1000000 iterations", t.budget)
	case t.workers < 0:
		return fmt.Errorf("--workers: %d is negative", t.workers)
	case !(t.l2 > 0 && t.l2 < 100):
		return fmt.Errorf("--l2: %v: want a weight above 0 and below 100", t.l2)
	case t.hidden < 0 || t.hidden > 256:
		return fmt.Errorf("--hidden: %d: want 0 to 256 units", t.hidden)
	case t.target != "choice" && t.target != "visits":
		return fmt.Errorf("--policy-target: %q: want choice or visits", t.target)
	case !(t.leave > 0 && t.leave <= 1e6):
		return fmt.Errorf("--leave-weight: %v: want a weight above 0, at most 1000000", t.leave)
	case !(t.bias >= 0 && t.bias <= learn.MaxHeuristicBias):
		return fmt.Errorf("--heuristic-bias: %v: want a bias from 0 to %d", t.bias, learn.MaxHeuristicBias)
	case t.polHidden < 0 || t.polHidden > 64:
		return fmt.Errorf("--policy-hidden: %d: want 0 to 64 units", t.polHidden)
	case t.shard != "" && t.round < 1:
		return fmt.Errorf("--shard needs --round: the round whose data to gather")
	case t.shard == "" && t.round != 0:
		return fmt.Errorf("--round needs --shard: a whole training runs every round")
	case t.guide != "" && t.round < 2:
		return fmt.Errorf("--guide needs --round 2 or later: the first round's search has no guide")
	case t.round > 1 && t.guide == "":
		return fmt.Errorf("--round %d needs --guide: the weights of round %d", t.round, t.round-1)
	case len(t.fit) > 0 && t.shard != "":
		return fmt.Errorf("--fit with --shard: fit the shards once all are gathered")
	}
	return checkOutput("out", t.out)
}

// run runs the command: a whole training, a round's shard, or a fit.
func (tr trainer[S, V, O, A]) run(ctx context.Context, out, errOut io.Writer, t *trainFlags) error {
	if err := t.check(); err != nil {
		return err
	}
	tr.setup.Tier = fmt.Sprintf("search:%d", t.budget)
	ctx, stop := interruptible(ctx)
	defer stop()
	fit := learn.FitConfig{Hidden: t.hidden, L2: t.l2, Choices: t.target == "choice", PolicyHidden: t.polHidden, Seed: t.seed, Workers: t.workers, LeaveWeight: t.leave, HeuristicBias: t.bias, Done: ctx.Done()}
	if fit.Workers == 0 {
		fit.Workers = runtime.GOMAXPROCS(0)
	}
	switch {
	case t.shard != "":
		return tr.gatherShard(ctx, out, errOut, t)
	case len(t.fit) > 0:
		rounds, err := readData(t.fit, tr.setup.Game)
		if err != nil {
			return err
		}
		return tr.fitRounds(ctx, out, errOut, t, rounds, fit)
	}
	var w *learn.Weights
	for k := 1; k <= t.rounds; k++ {
		start := cpuTime()
		data, err := learn.NewRound(tr.setup, k, w).Gather(ctx, tr.roundConfig(t, k, errOut))
		if err != nil {
			return err
		}
		if !data.Complete() {
			return &exitError{code: exitInterrupted, msg: fmt.Sprintf("round %d stopped after %d of %d games: no weights written", k, data.Games, t.games)}
		}
		fmt.Fprintf(out, "round %d: %d games played in %s of CPU\n", k, data.Games, cpuTime()-start)
		if w, err = tr.fit(ctx, out, errOut, t, k, fmt.Sprintf("round %d", k), func() (*learn.Weights, learn.FitStats, error) {
			return learn.FitRound(tr.setup, data, k, fit)
		}); err != nil {
			return err
		}
	}
	return nil
}

// roundConfig is the run of round k's games.
func (tr trainer[S, V, O, A]) roundConfig(t *trainFlags, k int, errOut io.Writer) sim.Config {
	return sim.Config{Games: t.games, Seed: sim.BotSeed(t.seed, k), Workers: t.workers, Progress: sim.TerminalProgress(errOut)}
}

// gatherShard plays one shard of a round and writes its data.
func (tr trainer[S, V, O, A]) gatherShard(ctx context.Context, out, errOut io.Writer, t *trainFlags) error {
	var guide *learn.Weights
	if t.guide != "" {
		var err error
		if guide, err = tr.read(t.guide); err != nil {
			return fmt.Errorf("--guide: %w", err)
		}
	}
	cfg := tr.roundConfig(t, t.round, errOut)
	var err error
	if cfg.Shard, err = sim.ParseShard(t.shard); err != nil {
		return fmt.Errorf("--shard: %w", err)
	}
	start := cpuTime()
	data, err := learn.NewRound(tr.setup, t.round, guide).Gather(ctx, cfg)
	if err != nil {
		return err
	}
	if err := sim.WriteSummaryFile(t.out, data); err != nil {
		return fmt.Errorf("--out: %w", err)
	}
	fmt.Fprintf(out, "round %d shard %s: %d games, %d positions written to %s, in %s of CPU\n", t.round, t.shard, data.Games, data.Acc.Positions(), t.out, cpuTime()-start)
	return shardExit(t.shard, cfg, data)
}

// fitRounds fits and writes the weights of the data of one round (its
// shards merged), or of several rounds of one training together.
func (tr trainer[S, V, O, A]) fitRounds(ctx context.Context, out, errOut io.Writer, t *trainFlags, rounds []sim.Summary[*learn.Dataset], fit learn.FitConfig) error {
	names := make([]string, len(rounds))
	ks := make([]int, len(rounds))
	for i, data := range rounds {
		k, err := learn.RoundOf(data)
		if err != nil {
			return fmt.Errorf("--fit: %w", err)
		}
		ks[i] = k
	}
	slices.Sort(ks)
	for i, k := range ks {
		names[i] = strconv.Itoa(k)
	}
	label := "round " + names[0]
	if len(names) > 1 {
		label = "rounds " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	_, err := tr.fit(ctx, out, errOut, t, ks[len(ks)-1], label, func() (*learn.Weights, learn.FitStats, error) {
		return learn.FitRounds(tr.setup, rounds, fit)
	})
	if errors.Is(err, learn.ErrFit) {
		return fmt.Errorf("--fit: %w", err)
	}
	return err
}

// fit fits the weights of round k (labelled label in the report: "round
// 2", or "rounds 1 and 2" for a fit of several) with fitted, writes them
// to --out, and measures them.
func (tr trainer[S, V, O, A]) fit(ctx context.Context, out, errOut io.Writer, t *trainFlags, k int, label string, fitted func() (*learn.Weights, learn.FitStats, error)) (*learn.Weights, error) {
	start := cpuTime()
	w, st, err := fitted()
	if errors.Is(err, learn.ErrStopped) {
		return nil, &exitError{code: exitInterrupted, msg: fmt.Sprintf("interrupted: the fit of %s was stopped: no weights written for it", label)}
	}
	if err != nil {
		return nil, err
	}
	path := t.roundOut(k)
	if err := w.WriteFile(path); err != nil {
		return nil, fmt.Errorf("--out: %w", err)
	}
	fmt.Fprintf(out, "%s: fitted in %s of CPU to %d positions (%d searched); weights %s written to %s\n",
		label, cpuTime()-start, st.Positions, st.Decisions, w.Hash(), path)
	fmt.Fprintf(out, "  value: held-out log loss %.4f (%.4f predicting the mean), training %.4f\n", st.HeldOutValueLoss, st.BaseValueLoss, st.ValueLoss)
	fmt.Fprintf(out, "  policy: held-out cross-entropy %.4f, training %.4f; top action the search's in %.1f%% of held-out decisions\n",
		st.HeldOutPolicyLoss, st.PolicyLoss, 100*st.PolicyAgreement)
	if st.Marked > 0 {
		fmt.Fprintf(out, "  the search leaves the heuristic's action in %.1f%% of them, and there the policy takes the search's in %.1f%%; the policy leaves it in %.1f%%\n",
			100*st.SearchLeaves, 100*st.LeftAgreement, 100*st.PolicyLeaves)
	}
	if t.matchGames > 0 {
		start := cpuTime()
		cfg := sim.Config{Games: t.matchGames, Seed: sim.BotSeed(t.seed, 1000+k), Workers: t.workers, Progress: sim.TerminalProgress(errOut)}
		res, err := sim.Run(ctx, cfg, tr.match(w))
		if err != nil {
			return nil, err
		}
		if !res.Complete() {
			return nil, cutShort("the match of "+label+"'s weights", res.Games, t.matchGames, path)
		}
		if tr.team == nil {
			fmt.Fprintf(out, "  learned against the heuristic: %s (%s of CPU)\n", res.Acc.String(), cpuTime()-start)
			return w, nil
		}
		heur, err := sim.Run(ctx, cfg, tr.team())
		if err != nil {
			return nil, err
		}
		if !heur.Complete() {
			return nil, cutShort("the heuristic team's match beside "+label+"'s", heur.Games, t.matchGames, path)
		}
		fmt.Fprintf(out, "  learned team: %s; heuristic team on the same seeds: %s (%s of CPU)\n", res.Acc.String(), heur.Acc.String(), cpuTime()-start)
	}
	return w, nil
}

// cutShort is the error of a match stopped by a signal after played of
// games games: it exits as interrupted, and says the weights at path were
// written before the match began, so no rate is passed off as whole.
func cutShort(match string, played, games uint64, path string) error {
	return &exitError{code: exitInterrupted, msg: fmt.Sprintf("interrupted: %s was stopped after %d of %d games; the weights are written to %s", match, played, games, path)}
}

// roundOut is where round k's weights go: --out for the last round of a
// training (and for a fit), and beside it, named for its round, for each
// round before, so that no round's weights are lost to the next.
func (t *trainFlags) roundOut(k int) string {
	if len(t.fit) > 0 || k >= t.rounds {
		return t.out
	}
	return strings.TrimSuffix(t.out, ".json") + fmt.Sprintf(".round%d.json", k)
}

// readData reads the data summaries of paths and merges the shards of each
// round: one summary for each round (by fingerprint), in the order of
// their first file.
func readData(paths []string, game string) ([]sim.Summary[*learn.Dataset], error) {
	var rounds []sim.Summary[*learn.Dataset]
	for _, p := range paths {
		s, err := sim.ReadSummaryFile[*learn.Dataset](p, game)
		if err != nil {
			return nil, fmt.Errorf("--fit: %w", err)
		}
		i := slices.IndexFunc(rounds, func(r sim.Summary[*learn.Dataset]) bool { return r.Fingerprint == s.Fingerprint })
		if i < 0 {
			rounds = append(rounds, s)
			continue
		}
		if rounds[i], err = sim.MergeSummaries(rounds[i], s); err != nil {
			return nil, fmt.Errorf("--fit: %s: %w", p, err)
		}
	}
	return rounds, nil
}

// cpuTime returns the process's CPU time so far, to a tenth of a second.
func cpuTime() time.Duration { return cputime.Process().Round(100 * time.Millisecond) }
