package cards

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestBaseLoads(t *testing.T) {
	cat, err := Base()
	require.NoError(t, err)
	require.Len(t, cat.Cards, 208)
	require.Len(t, cat.Corporations, 12)
}
