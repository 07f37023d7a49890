package learn

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aresim/aresim/sim"
)

// roundKeys spaces the game keys of the rounds FitRounds fits together:
// round k's game i is keyed (k−1)·roundKeys + i. It is a multiple of ten,
// so every tenth game of each round stays held out.
const roundKeys = 1_000_000_000_000

// FitRounds fits weights to the data of several rounds of one training
// together (each a complete summary of one round, its shards merged): the
// latest round's games beside earlier ones, as expert iteration keeps a
// window of recent games, so that what an earlier expert taught well is
// not lost to a later expert's blind spot. The rounds must share the
// training's configuration and features; each round appears once. Every
// tenth game of each round is held out. The weights are the same whatever
// the order of rounds, and name the latest round and the games of all.
func FitRounds[S, V, O any, A comparable](setup *Setup[S, V, O, A], rounds []sim.Summary[*Dataset], cfg FitConfig) (*Weights, FitStats, error) {
	if len(rounds) == 0 {
		return nil, FitStats{}, fmt.Errorf("%w: no rounds to fit", ErrFit)
	}
	type indexed struct {
		k    int
		data sim.Summary[*Dataset]
	}
	all := make([]indexed, len(rounds))
	for i, data := range rounds {
		if !data.Complete() {
			return nil, FitStats{}, fmt.Errorf("%w: the data of %s is partial (missing games %v)", ErrFit, data.Fingerprint, data.Missing())
		}
		k, err := RoundOf(data)
		if err != nil {
			return nil, FitStats{}, err
		}
		if trainingOf(data.Fingerprint) != trainingOf(rounds[0].Fingerprint) {
			return nil, FitStats{}, fmt.Errorf("%w: rounds of two trainings: %q and %q", ErrFit, rounds[0].Fingerprint, data.Fingerprint)
		}
		all[i] = indexed{k, data}
	}
	slices.SortFunc(all, func(a, b indexed) int { return a.k - b.k })
	d := NewDataset(setup.Encoder.StateLen(), setup.Encoder.ActionLen())
	games := 0
	for i, r := range all {
		if i > 0 && r.k == all[i-1].k {
			return nil, FitStats{}, fmt.Errorf("%w: round %d twice: %q and %q", ErrFit, r.k, all[i-1].data.Fingerprint, r.data.Fingerprint)
		}
		if err := d.mergeRound(r.data.Acc, r.k); err != nil {
			return nil, FitStats{}, err
		}
		games += int(r.data.Games)
	}
	last := all[len(all)-1]
	return fitWeights(setup, d, Provenance{Config: setup.Config, Seed: last.data.Seed, Rounds: last.k, Games: games, Positions: d.Positions()}, cfg)
}

// trainingOf returns the part of a round's fingerprint that names its
// training (the configuration and the features), without its expert and
// round.
func trainingOf(fingerprint string) string {
	if i := strings.LastIndex(fingerprint, "; expert "); i >= 0 {
		return fingerprint[:i]
	}
	return fingerprint
}

// mergeRound appends round k's data r, keyed apart from the other
// rounds' (roundKeys).
func (d *Dataset) mergeRound(r *Dataset, k int) error {
	if r.stateLen != d.stateLen || r.actionLen != d.actionLen {
		return fmt.Errorf("%w: round %d has %d/%d features, want %d/%d", ErrFit, k, r.stateLen, r.actionLen, d.stateLen, d.actionLen)
	}
	from := len(d.keys)
	d.Merge(r)
	for i := from; i < len(d.keys); i++ {
		if d.keys[i] >= roundKeys {
			return fmt.Errorf("%w: round %d has a game index %d, beyond %d", ErrFit, k, d.keys[i], uint64(roundKeys))
		}
		d.keys[i] += uint64(k-1) * roundKeys
	}
	return nil
}
