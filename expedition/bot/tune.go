package bot

import (
	"fmt"
	"sort"
)

// This file makes variants of the heuristic's weights, which self-play
// weighs against the default (go run ./expedition/bot/internal/tune).

// tuningVariants are the named changes of the heuristic's weights that
// NewHeuristicVariant makes.
var tuningVariants = map[string]func(*tuning){
	"vp10":        func(x *tuning) { x.vp = 10 },
	"vp6.5":       func(x *tuning) { x.vp = 6.5 },
	"uses0.05":    func(x *tuning) { x.actionUses = 0.05 },
	"uses0.2":     func(x *tuning) { x.actionUses = 0.2 },
	"glut0.25":    func(x *tuning) { x.glut = 0.25 },
	"glut0.75":    func(x *tuning) { x.glut = 0.75 },
	"playCost10":  func(x *tuning) { x.playCost = 10 },
	"playCost18":  func(x *tuning) { x.playCost = 18 },
	"rivalry0":    func(x *tuning) { x.rivalry = 0 },
	"rivalry0.6":  func(x *tuning) { x.rivalry = 0.6 },
	"accel1.1":    func(x *tuning) { x.accel = 1.1 },
	"accel1.4":    func(x *tuning) { x.accel = 1.4 },
	"pace0.8a1":   func(x *tuning) { x.pace, x.accel = 0.8, 1 },
	"pace1a1":     func(x *tuning) { x.pace, x.accel = 1, 1 },
	"pace1.6a1":   func(x *tuning) { x.pace, x.accel = 1.6, 1 },
	"pace1a1.25":  func(x *tuning) { x.pace, x.accel = 1, 1.25 },
	"paceW1":      func(x *tuning) { x.paceWeight = 1 },
	"real-h8":     func(x *tuning) { x.pace, x.accel, x.horizon = 0.95, 1, 8 },
	"real-h12":    func(x *tuning) { x.pace, x.accel, x.horizon = 0.95, 1, 12 },
	"real-h5":     func(x *tuning) { x.pace, x.accel, x.horizon = 0.95, 1, 5 },
	"h6":          func(x *tuning) { x.horizon = 6 },
	"h10":         func(x *tuning) { x.horizon = 10 },
	"h14":         func(x *tuning) { x.horizon = 14 },
	"h20":         func(x *tuning) { x.horizon = 20 },
	"h30":         func(x *tuning) { x.horizon = 30 },
	"h45":         func(x *tuning) { x.horizon = 45 },
	"prod0.75":    func(x *tuning) { x.prodScale = 0.75 },
	"prod0.85":    func(x *tuning) { x.prodScale = 0.85 },
	"fp0.8":       func(x *tuning) { x.playsScale = 0.8 },
	"fp0.6":       func(x *tuning) { x.playsScale = 0.6 },
	"fp0.75":      func(x *tuning) { x.playsScale = 0.75 },
	"h0":          func(x *tuning) { x.horizon = 0 },
	"paceW16":     func(x *tuning) { x.paceWeight = 16 },
	"paceW4":      func(x *tuning) { x.paceWeight = 4 },
	"research1.2": func(x *tuning) { x.research, x.researchBonus = 1.2, 1.5 },
	"research2.2": func(x *tuning) { x.research, x.researchBonus = 2.2, 2.6 },
	"cardWorth6":  func(x *tuning) { x.cardWorth = 6 },
	"cardWorth11": func(x *tuning) { x.cardWorth = 11 },
	"waitCost0.5": func(x *tuning) { x.waitCost = 0.5 },
	"waitCost2":   func(x *tuning) { x.waitCost = 2 },
	"reserveW0":   func(x *tuning) { x.reserveWeight = 0 },
	"reserveW1":   func(x *tuning) { x.reserveWeight = 1 },
	"pickProd0.45": func(x *tuning) {
		x.pick = [6]float64{0, 0.22, 0.18, 0.15, 0.45, 0.1}
	},
	"unlock0.5":    func(x *tuning) { x.unlock = 0.5 },
	"soon0.5":      func(x *tuning) { x.soon = 0.5 },
	"soon3":        func(x *tuning) { x.soon = 3 },
	"moneyRounds2": func(x *tuning) { x.moneyRounds = 2 },
	"moneyRounds5": func(x *tuning) { x.moneyRounds = 5 },
}

// HeuristicVariants returns the names of the variants of the heuristic's
// weights that NewHeuristicVariant makes, sorted.
func HeuristicVariants() []string {
	names := make([]string, 0, len(tuningVariants))
	for name := range tuningVariants {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// NewHeuristicVariant returns a heuristic bot seeded with seed whose
// weights are the default changed by the named variant (one of
// HeuristicVariants), or an error naming the variants for another name.
// The variants are what tuning tried; the default bot is NewHeuristic.
func NewHeuristicVariant(name string, seed uint64) (*Heuristic, error) {
	f, ok := tuningVariants[name]
	if !ok {
		return nil, fmt.Errorf("expedition/bot: no heuristic variant %q (want one of %v)", name, HeuristicVariants())
	}
	t := defaultTuning
	f(&t)
	return newHeuristic(seed, t), nil
}
