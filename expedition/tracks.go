package expedition

import "github.com/aresim/aresim/expedition/cards"

// Track facts: the number of steps of each global parameter and the zone
// of each position (purple < red < yellow < white), as printed on the
// boards.
var (
	paramMax = [cards.NumParams]uint8{19, 14, 9, 14}

	// zoneStarts[p][z] is the first step of zone z on the track of p.
	zoneStarts = [cards.NumParams][cards.NumZones]uint8{
		cards.Temperature:    {0, 6, 11, 16}, // -30..-20 purple, -18..-10 red, -8..0 yellow, +2..+8 white
		cards.Oxygen:         {0, 3, 7, 12},  // 0-2% purple, 3-6% red, 7-11% yellow, 12-14% white
		cards.Oceans:         {0, 2, 4, 7},   // oceans face up (a mode's zones)
		cards.Infrastructure: {0, 3, 8, 12},  // Foundations' track
	}

	infraLabels = [15]int{0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 85, 92, 100}
)

// zoneOf returns the zone of step v on the track of p.
func zoneOf(p cards.Param, v uint8) cards.Zone {
	z := cards.Purple
	for i := cards.Zone(1); i < cards.NumZones; i++ {
		if v >= zoneStarts[p][i] {
			z = i
		}
	}
	return z
}

// ZoneAt returns the zone of step v on the track of p.
func ZoneAt(p cards.Param, v int) cards.Zone {
	if v < 0 {
		return cards.Purple
	}
	return zoneOf(p, uint8(min(v, 255)))
}

// ParamMax returns the number of steps of a global parameter's track.
func ParamMax(p cards.Param) int { return int(paramMax[p]) }

// ParamValue converts a step of a track to the value printed on the board:
// degrees Celsius for temperature, percent for oxygen, oceans face up, and
// the infrastructure label.
func ParamValue(p cards.Param, step int) int {
	switch p {
	case cards.Temperature:
		return -30 + 2*step
	case cards.Infrastructure:
		if step >= 0 && step < len(infraLabels) {
			return infraLabels[step]
		}
	}
	return step
}

// oceanRewards are the bonuses printed on the nine ocean tiles (MC, heat,
// plants, cards), gained by the player who flips the tile.
var oceanRewards = [9][cards.NumResources]int8{
	{0, 0, 2, 0},
	{4, 0, 0, 0},
	{2, 0, 1, 0},
	{1, 0, 0, 1},
	{0, 0, 0, 1},
	{0, 0, 1, 1},
	{0, 0, 0, 1},
	{1, 0, 1, 0},
	{0, 0, 2, 0},
}

// Standard project prices.
const (
	forestMC      = 20
	forestPlants  = 8
	tempMC        = 14
	tempHeat      = 8
	oceanMC       = 15
	infraMC       = 15
	infraHeat     = 5
	infraPlants   = 3
	sellMC        = 3
	endRoundMC    = 3
	productionBon = 4
	devDiscount   = 3
	steelWorth    = 2
	titaniumWorth = 3
)

// ZoneStart returns the first step of zone z on the track of parameter p
// (for oceans, the number of oceans face up the zone starts at, as a mode
// reads them). Bots use it to tell how far a requirement is.
func ZoneStart(p cards.Param, z cards.Zone) int {
	if p >= cards.NumParams || z >= cards.NumZones {
		return 0
	}
	return int(zoneStarts[p][z])
}
