package dice_test

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSameSeedSameSequence(t *testing.T) {
	a, b := dice.New(42), dice.New(42)
	for i := 0; i < 1000; i++ {
		require.Equal(t, a.Uint64(), b.Uint64())
	}
	assert.Equal(t, a, b, "equal generators compare equal")
}

func TestCopyIsIndependent(t *testing.T) {
	a := dice.New(7)
	b := a
	first := a.D6()
	assert.NotEqual(t, a, b, "drawing from a copy leaves the original alone")
	assert.Equal(t, first, b.D6(), "the copy replays the same roll")
}

func TestD6IsFairAndInRange(t *testing.T) {
	r := dice.New(1)
	const n = 600000
	var counts [7]int
	for i := 0; i < n; i++ {
		v := r.D6()
		require.True(t, v >= 1 && v <= 6, "roll %d out of range", v)
		counts[v]++
	}
	// Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile.
	chi := 0.0
	for face := 1; face <= 6; face++ {
		d := float64(counts[face]) - n/6.0
		chi += d * d / (n / 6.0)
	}
	assert.Less(t, chi, 20.5, "counts %v", counts[1:])
}

func TestIntnPanicsOnNonPositive(t *testing.T) {
	r := dice.New(1)
	assert.Panics(t, func() { r.Intn(0) })
}

func TestShuffleIsAPermutation(t *testing.T) {
	r := dice.New(3)
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	seen := map[int]bool{}
	for _, x := range xs {
		seen[x] = true
	}
	assert.Len(t, seen, 10)
}

func TestDeriveDependsOnBothInputs(t *testing.T) {
	assert.Equal(t, dice.Derive(1, 2), dice.Derive(1, 2))
	assert.NotEqual(t, dice.Derive(1, 2), dice.Derive(2, 1))
	assert.NotEqual(t, dice.Derive(1, 2), dice.Derive(1, 3))
}

func Example() {
	r := dice.New(2026)
	fmt.Println(r.D6(), r.D6(), r.D6(), r.Intn(10))
	// Output: 6 4 2 6
}

func BenchmarkD6(b *testing.B) {
	r := dice.New(1)
	s := 0
	for i := 0; i < b.N; i++ {
		s += r.D6()
	}
	_ = s
}
