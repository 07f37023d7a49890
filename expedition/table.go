package expedition

// What a mode, or a bot at an open table (Ruling C8), reads of every
// player. State and View answer the same questions, so code that decides
// from a View can run on the State too.

// Info returns what everybody knows about player q.
func (s *State) Info(q int) PlayerInfo { return infoOf(&s.players[q]) }

// HandOf appends player q's hand to dst.
func (s *State) HandOf(q int, dst []int) []int { return s.players[q].hand.appendTo(dst) }

// TableauOf appends player q's cards in play to dst.
func (s *State) TableauOf(q int, dst []int) []int { return s.players[q].tableau.appendTo(dst) }

// HandOf appends player q's hand to dst when this seat may see it: its
// own, or every hand at an open table (Config.OpenTable).
func (v *View) HandOf(q int, dst []int) []int {
	if q != int(v.p) && v.s.opts&optOpenTable == 0 {
		return dst
	}
	return v.s.players[q].hand.appendTo(dst)
}

// SeatInto writes into dst the view of player q, at an open table only
// (Config.OpenTable): there every seat sees what this one sees, so the copy
// tells nothing new, and a co-operating bot can weigh a partner's options
// (what q's cards cost q, which q may play). It reports false, and leaves
// dst alone, at a table that is not open or for a player not in the game.
func (v *View) SeatInto(q int, dst *View) bool {
	if v.s.opts&optOpenTable == 0 || q < 0 || q >= int(v.s.nPlayers) {
		return false
	}
	*dst = *v
	dst.p = uint8(q)
	return true
}

// TableauOf appends player q's cards in play to dst.
func (v *View) TableauOf(q int, dst []int) []int { return v.s.players[q].tableau.appendTo(dst) }

// FirstPlayer returns the first player of the current round.
func (v *View) FirstPlayer() int { return int(v.s.first) }

// VPBank returns the tokens in the VP bank (Config.VPBank).
func (v *View) VPBank() int { return int(v.s.vpBank) }

// OceanTile returns ocean tile i as this seat sees it: a face-down tile's
// reward is hidden (zero) unless the rewards show on both sides
// (Config.ChooseOceanTile).
func (v *View) OceanTile(i int) OceanTile {
	if i < 0 || i >= NumOceanTiles || v.s.oceanTiles[i] == hiddenTile {
		return OceanTile{Up: i >= 0 && i < NumOceanTiles && v.s.oceanUp&(1<<i) != 0}
	}
	return v.s.OceanTile(i)
}

// RoundMods returns the effects a mode put on the current round.
func (v *View) RoundMods() RoundMods { return v.s.mods }

// Offers returns the mode's current Action-phase offers.
func (v *View) Offers() []Offer { return v.s.offers[:v.s.nOffers] }

// InfoInto writes Info(q) into dst, for a bot that reads every player at
// every decision.
func (v *View) InfoInto(q int, dst *PlayerInfo) { infoInto(&v.s.players[q], dst) }

func infoOf(pl *player) PlayerInfo {
	var info PlayerInfo
	infoInto(pl, &info)
	return info
}

func infoInto(pl *player, info *PlayerInfo) {
	info.Corporation, info.MC, info.Heat, info.Plants = int(pl.corp), int(pl.mc), int(pl.heat), int(pl.plants)
	info.Steel, info.Titanium, info.TR, info.Forests = int(pl.steel), int(pl.titanium), int(pl.tr), int(pl.forests)
	info.Chosen, info.Previous, info.HeatAsMC = int(pl.chosen), int(pl.prev), pl.heatAsMC
	for i, n := range pl.prod {
		info.Production[i] = int(n)
	}
	for i, n := range pl.tags {
		info.Tags[i] = int(n)
	}
	for i, n := range pl.colors {
		info.Colors[i] = int(n)
	}
}
