package bot

import "github.com/aresim/aresim/expedition/bot/internal/variant"

// The variants of the heuristic kept for comparison, which the
// maintainers' commands under expedition/bot build by name:
// "flat-upgrades", a baseline, values upgraded phase cards by the fixed
// figures of upgrade_flat.go, counts an upgrade whole in a card's worth and
// leaves the corporation's action out of the Action phase;
// "upgrades-counted-whole" is the heuristic counting an upgrade whole in a
// card's worth (tuning.upgradeCards 1).
func init() {
	variant.Register("flat-upgrades", func(seed uint64) variant.Bot {
		t := defaultTuning
		t.flatUpgrades, t.upgradeCards = true, 1
		return newHeuristic(seed, t)
	})
	variant.Register("upgrades-counted-whole", func(seed uint64) variant.Bot {
		t := defaultTuning
		t.upgradeCards = 1
		return newHeuristic(seed, t)
	})
}
