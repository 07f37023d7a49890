package sim

import (
	"fmt"
	"slices"
)

// SummarySchema names the summary format WriteSummary writes and
// ReadSummary accepts, in the "schema" field every JSON document of
// aresim starts with.
const SummarySchema = "aresim-summary/2"

// StopReason says why a run stopped.
type StopReason string

// The reasons a run stops.
const (
	StopGames     StopReason = "games"     // every game of the range was played
	StopPrecision StopReason = "precision" // every rate's 95% half-width fell below Config.Precision
	StopTimeout   StopReason = "timeout"   // Config.Timeout passed
	StopCancelled StopReason = "cancelled" // the context was cancelled (Ctrl-C)
)

// stopRank orders reasons from the most to the least complete, so a merge
// of summaries that stopped for different reasons keeps the least
// complete one.
var stopRank = map[StopReason]int{StopGames: 0, StopPrecision: 1, StopTimeout: 2, StopCancelled: 3}

// Summary is the result of a run, or of several merged: which games it
// covers and the accumulated results. As JSON (WriteSummary) it is what
// `--shard` writes and `aresim merge` adds up; it holds no timing, worker
// count or other trace of how it was computed, so the same games always
// give the same bytes.
//
// A summary is complete (Complete) when it covers every game of its run
// and no part of it was stopped early; Missing names the games it lacks.
type Summary[T any] struct {
	// Schema is SummarySchema.
	Schema string `json:"schema"`
	// Game is the game's Name.
	Game string `json:"game"`
	// Fingerprint is the game's Fingerprint: its configuration.
	Fingerprint string `json:"fingerprint"`
	// Seed is the run seed; game i was seeded with dice.Derive(Seed, i).
	Seed uint64 `json:"seed"`
	// RunGames is the number of games of the whole run, all shards
	// together (Config.Games); 0 for a run without a game count.
	RunGames uint64 `json:"runGames"`
	// Games is the number of games played, the total length of Ranges.
	Games uint64 `json:"games"`
	// Ranges are the half-open ranges [lo, hi) of game indices played,
	// sorted, disjoint and not adjacent (adjacent ranges are joined).
	Ranges [][2]uint64 `json:"ranges"`
	// Stop says why the run stopped; a merge keeps the least complete
	// reason (cancelled, then timeout, then precision, then games).
	Stop StopReason `json:"stop"`
	// Partial marks a run stopped before it did all it was asked: by
	// cancellation, or by its timeout when it also had a game count or a
	// precision target. A merge is partial when any of its parts is.
	Partial bool `json:"partial"`
	// Acc holds the accumulated results.
	Acc T `json:"acc"`
}

// Missing returns the half-open ranges of game indices of the run that s
// does not cover, in order: none for a run without a game count or one
// stopped by its precision target (which plays a prefix by design).
func (s Summary[T]) Missing() [][2]uint64 {
	if s.RunGames == 0 || s.Stop == StopPrecision {
		return nil
	}
	var out [][2]uint64
	next := uint64(0)
	for _, r := range s.Ranges {
		if r[0] > next {
			out = append(out, [2]uint64{next, r[0]})
		}
		next = r[1]
	}
	if next < s.RunGames {
		out = append(out, [2]uint64{next, s.RunGames})
	}
	return out
}

// Complete reports whether s is the result of all its run asked for:
// not partial, and no game of the run missing.
func (s Summary[T]) Complete() bool { return !s.Partial && len(s.Missing()) == 0 }

// MergeSummaries adds b into a and returns the result: the union of their
// game ranges and the sum of their accumulators. The result shares a's
// accumulator, into which b's is merged, so a must not be used
// afterwards. Summaries of different schemas, games, fingerprints, seeds
// or run sizes give an error wrapping ErrMismatch; summaries covering a
// common game give one wrapping ErrOverlap. Because accumulators hold
// integer sums, merging shards gives exactly the summary of the whole run.
// The merge of summaries that do not cover the whole run is not an error:
// Missing says what it lacks.
func MergeSummaries[T Accumulator[T]](a, b Summary[T]) (Summary[T], error) {
	switch {
	case a.Schema != b.Schema:
		return a, fmt.Errorf("%w: schema %q and schema %q", ErrMismatch, a.Schema, b.Schema)
	case a.Game != b.Game:
		return a, fmt.Errorf("%w: game %q and game %q", ErrMismatch, a.Game, b.Game)
	case a.Fingerprint != b.Fingerprint:
		return a, fmt.Errorf("%w: configuration %q and configuration %q", ErrMismatch, a.Fingerprint, b.Fingerprint)
	case a.Seed != b.Seed:
		return a, fmt.Errorf("%w: seed %d and seed %d", ErrMismatch, a.Seed, b.Seed)
	case a.RunGames != b.RunGames:
		return a, fmt.Errorf("%w: runs of %d and of %d games", ErrMismatch, a.RunGames, b.RunGames)
	}
	ranges, err := unionRanges(a.Ranges, b.Ranges)
	if err != nil {
		return a, err
	}
	if err := mergeAcc(a.Acc, b.Acc); err != nil {
		return a, err
	}
	a.Ranges = ranges
	a.Games += b.Games
	if stopRank[b.Stop] > stopRank[a.Stop] {
		a.Stop = b.Stop
	}
	a.Partial = a.Partial || b.Partial
	return a, nil
}

// mergeAcc merges b into a, turning a panic of a game's Merge (say, on
// accumulators of different shapes read from tampered files) into an
// error rather than a crash.
func mergeAcc[T Accumulator[T]](a, b T) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: accumulators cannot be merged: %v", ErrMismatch, p)
		}
	}()
	a.Merge(b)
	return nil
}

// unionRanges returns the union of two sorted lists of disjoint
// half-open ranges, joining adjacent ones, or an ErrOverlap error naming
// the first game index both cover.
func unionRanges(a, b [][2]uint64) ([][2]uint64, error) {
	all := append(slices.Clone(a), b...)
	slices.SortFunc(all, func(x, y [2]uint64) int {
		switch {
		case x[0] < y[0]:
			return -1
		case x[0] > y[0]:
			return 1
		}
		return 0
	})
	out := make([][2]uint64, 0, len(all))
	for _, r := range all {
		if n := len(out); n > 0 && r[0] <= out[n-1][1] {
			if r[0] < out[n-1][1] {
				return nil, fmt.Errorf("%w: both cover game %d", ErrOverlap, r[0])
			}
			out[n-1][1] = r[1]
			continue
		}
		out = append(out, r)
	}
	return out, nil
}

// checkRanges reports ranges that are empty, reversed, unsorted,
// overlapping or adjacent, beyond the run's runGames games (when it has
// a count), or whose lengths do not add up to games.
func checkRanges(ranges [][2]uint64, games, runGames uint64) error {
	var total uint64
	for k, r := range ranges {
		if r[0] >= r[1] {
			return fmt.Errorf("range [%d, %d) is empty", r[0], r[1])
		}
		if k > 0 && r[0] <= ranges[k-1][1] {
			return fmt.Errorf("range [%d, %d) does not start after [%d, %d)", r[0], r[1], ranges[k-1][0], ranges[k-1][1])
		}
		if runGames > 0 && r[1] > runGames {
			return fmt.Errorf("range [%d, %d) reaches beyond the run's %d games", r[0], r[1], runGames)
		}
		total += r[1] - r[0]
	}
	if total != games {
		return fmt.Errorf("ranges cover %d games but games is %d", total, games)
	}
	return nil
}
