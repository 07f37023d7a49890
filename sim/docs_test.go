package sim

import (
	"fmt"
	"math/bits"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/internal/doccheck"
)

// superscript writes n in superscript digits, as docs/harness.md writes
// powers of two.
func superscript(n int) string {
	digits := []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")
	var b strings.Builder
	for _, c := range fmt.Sprint(n) {
		b.WriteRune(digits[c-'0'])
	}
	return b.String()
}

// TestHarnessDocsStateItsLimits: the limits docs/harness.md states are
// the package's.
func TestHarnessDocsStateItsLimits(t *testing.T) {
	require.Equal(t, 1, bits.OnesCount(uint(HistogramLimit)), "the docs write the limit as a power of two")
	missing, err := doccheck.MissingPhrases("../docs/harness.md",
		fmt.Sprintf("a 64th of the range, at most %d", MaxBlockSize),
		fmt.Sprintf("values beyond ±2%s are only counted in `Outside`", superscript(bits.TrailingZeros(uint(HistogramLimit)))))
	require.NoError(t, err)
	assert.Empty(t, missing, "docs/harness.md should say these, as the code has them")
}
