package expedition

import "github.com/aresim/aresim/expedition/cards"

// What a View shows of Discovery and Foundations: all of it is public.

// Features returns the optional parts of the game in play.
func (v *View) Features() cards.Features { return v.s.features() }

// Tiles returns the game's milestones and awards and who holds what.
func (v *View) Tiles() Tiles { return v.s.Tiles() }

// AwardCount returns what the game's award i counts for player q now (0
// for an award or player not in the game).
func (v *View) AwardCount(i, q int) int { return v.s.AwardCount(i, q) }

// AwardPlace returns player q's place in award i if the game ended now (1,
// 2 or 0).
func (v *View) AwardPlace(i, q int) int { return v.s.AwardPlace(i, q) }

// MilestoneCount returns what the game's milestone i counts for player q
// now (its threshold is in the catalogue; 0 for a milestone or player not
// in the game).
func (v *View) MilestoneCount(i, q int) int { return v.s.MilestoneCount(i, q) }

// TileCounts returns what each of the game's milestones and awards counts
// for every player now (MilestoneCount and AwardCount at once).
func (v *View) TileCounts() TileCounts { return v.s.TileCounts() }

// PhaseCard returns the version of player q's phase card ph (PhaseBase,
// PhaseUpgradeA or PhaseUpgradeB): upgraded cards are public.
func (v *View) PhaseCard(q, ph int) int {
	if q < 0 || q >= int(v.s.nPlayers) || ph < 1 || ph > NumPhases {
		return PhaseBase
	}
	return v.s.PhaseCard(q, ph)
}

// WildTag returns the tag card id's wild tag stands for while in play.
func (v *View) WildTag(id int) cards.Tag { return v.s.WildTag(id) }

// CardCostAs returns what card id would cost this player now with its wild
// tag standing for tag wild.
func (v *View) CardCostAs(id int, wild cards.Tag) int { return v.s.CardCostAs(int(v.p), id, wild) }

// DummyPhase returns the phase the 2-player dummy hand revealed this round,
// or 0.
func (v *View) DummyPhase() int { return v.s.DummyPhase() }

// ExtraPhases returns the phases resolved this round as if chosen (bit p),
// such as the dummy hand's.
func (v *View) ExtraPhases() uint8 { return v.s.mods.Extra }

// UpgradeRange returns the phases a pending upgrade may name (lo..hi), or
// 0, 0 when no upgrade is pending for this player.
func (v *View) UpgradeRange() (lo, hi int) {
	f := v.s.top()
	if f == nil || f.wait != decUpgrade || int(f.player) != int(v.p) {
		return 0, 0
	}
	return v.s.upgradeRange(f)
}

// Reproduction returns what green card id would produce once more for this
// view's player now, as Production's version B gives (each resource's
// amount, "for each" counted now); zero for an id that is not a project
// card.
func (v *View) Reproduction(id int) [cards.NumResources]int {
	if id < 0 || id >= cards.MaxProjectCards || id >= len(v.s.cat().Cards) {
		return [cards.NumResources]int{}
	}
	return v.s.reproduction(v.Player(), id)
}
