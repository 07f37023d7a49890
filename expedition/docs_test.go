package expedition

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/internal/doccheck"

	"github.com/aresim/aresim/expedition/cards"
)

// TestExpeditionDocsStateItsLimits: the card counts and limits
// docs/expedition.md and the README state are the engine's.
func TestExpeditionDocsStateItsLimits(t *testing.T) {
	base := cards.MustBase()
	for file, phrases := range map[string][]string{
		"../docs/expedition.md": {
			fmt.Sprintf("all %d base project cards and %d corporations", len(base.Cards), len(base.Corporations)),
			fmt.Sprintf("the catalogue holds up to %d project cards and %d corporations", cards.MaxProjectCards, cards.MaxCorporations),
			fmt.Sprintf("Up to %d players (`MaxPlayers`)", MaxPlayers),
			fmt.Sprintf("Round cap** (E8): %d rounds unless", DefaultMaxRounds),
		},
		"../docs/cli.md": {
			fmt.Sprintf("stop the game unfinished after this many rounds (default %d", DefaultMaxRounds),
			fmt.Sprintf("`--players` | %d to %d (default 4", MinPlayers, MaxPlayers),
		},
		"../README.md": {
			fmt.Sprintf("%d project cards and %d corporations", len(base.Cards), len(base.Corporations)),
		},
	} {
		missing, err := doccheck.MissingPhrases(file, phrases...)
		require.NoError(t, err)
		assert.Empty(t, missing, "%s should say these, as the code has them", file)
	}
}
