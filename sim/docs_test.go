package sim

import (
	"fmt"
	"math/bits"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	doc, err := os.ReadFile("../docs/harness.md")
	require.NoError(t, err)
	text := strings.Join(strings.Fields(string(doc)), " ")
	require.Equal(t, 1, bits.OnesCount(uint(HistogramLimit)), "the docs write the limit as a power of two")
	for _, p := range []string{
		fmt.Sprintf("a 64th of the range, at most %d", MaxBlockSize),
		fmt.Sprintf("values beyond ±2%s are only counted in `Outside`", superscript(bits.TrailingZeros(uint(HistogramLimit)))),
	} {
		assert.True(t, strings.Contains(text, p), "docs/harness.md should say %q", p)
	}
}
