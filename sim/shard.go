package sim

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Shard selects one slice of a run: shard Index of Count, numbered from 0
// to Count-1 (the numbering of a Kubernetes Indexed Job's
// JOB_COMPLETION_INDEX). The zero Shard is the whole run.
type Shard struct {
	Index, Count uint64
}

// ParseShard parses "i/n", shard i of n with 0 <= i < n, as in
// --shard 0/4 … --shard 3/4. Anything else is an error wrapping ErrShard
// that says what is wrong.
func ParseShard(s string) (Shard, error) {
	is, ns, ok := strings.Cut(s, "/")
	if !ok {
		return Shard{}, fmt.Errorf("%w %q: want i/n, shard i of n, numbered 0 to n-1", ErrShard, s)
	}
	i, errI := strconv.ParseUint(is, 10, 64)
	n, errN := strconv.ParseUint(ns, 10, 64)
	switch {
	case errI != nil || errN != nil:
		return Shard{}, fmt.Errorf("%w %q: i and n in i/n must be whole numbers", ErrShard, s)
	case n == 0:
		return Shard{}, fmt.Errorf("%w %q: the number of shards must be at least 1", ErrShard, s)
	case i >= n:
		return Shard{}, fmt.Errorf("%w %q: shards are numbered 0 to %d", ErrShard, s, n-1)
	}
	return Shard{Index: i, Count: n}, nil
}

// String returns the shard as "i/n"; the whole run is "0/1".
func (s Shard) String() string {
	s = s.normal()
	return fmt.Sprintf("%d/%d", s.Index, s.Count)
}

// normal returns s with the zero Shard spelled 0/1.
func (s Shard) normal() Shard {
	if s.Count == 0 {
		return Shard{Index: 0, Count: 1}
	}
	return s
}

// valid reports whether s is the zero Shard or i/n with i < n.
func (s Shard) valid() bool { return s.Count == 0 && s.Index == 0 || s.Index < s.Count }

// Range returns the half-open range [lo, hi) of game indices that the
// shard covers in a run of games games: [⌊i·games/n⌋, ⌊(i+1)·games/n⌋).
// The n shards' ranges are contiguous, disjoint, cover every game and
// differ in size by at most one. s must be valid (as ParseShard returns).
func (s Shard) Range(games uint64) (lo, hi uint64) {
	s = s.normal()
	return mulDiv(s.Index, games, s.Count), mulDiv(s.Index+1, games, s.Count)
}

// mulDiv returns ⌊a·b/c⌋ without overflow, for a <= c.
func mulDiv(a, b, c uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	q, _ := bits.Div64(hi, lo, c)
	return q
}
