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
// docs/expedition.md, docs/expansions.md and the README state are the
// engine's.
func TestExpeditionDocsStateItsLimits(t *testing.T) {
	base := cards.MustBase()
	all := cards.MustEmbedded()
	count := func(set cards.Set) (projects, corps int) {
		for i := range all.Cards {
			if all.Cards[i].Set == set {
				projects++
			}
		}
		for i := range all.Corporations {
			if all.Corporations[i].Set == set {
				corps++
			}
		}
		return projects, corps
	}
	dp, dc := count(cards.SetDiscovery)
	fp, _ := count(cards.SetFoundations)
	for file, phrases := range map[string][]string{
		"../docs/expansions.md": {
			fmt.Sprintf("**Discovery**: %d project cards, %d corporations, upgraded phase cards, %d milestones and %d awards",
				dp, dc, len(all.Milestones), len(all.Awards)),
			fmt.Sprintf("**Foundations**: %d project cards", fp),
		},
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
