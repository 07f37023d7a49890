package bot

import (
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/aresim/aresim/sim"
)

// tuningVariants are the changes of the heuristic's weights TestTuning can
// weigh against the default.
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

// TestTuning weighs variants of the heuristic's weights against the
// default in mixed games at 2 and 4 players: set EXPEDITION_TUNE to a comma
// list of variant names (or "all"), EXPEDITION_TUNE_GAMES to the games per
// duel (default 2000), EXPEDITION_TUNE_PLAYERS to the player counts (default
// 2,4).
func TestTuning(t *testing.T) {
	names := os.Getenv("EXPEDITION_TUNE")
	if names == "" {
		t.Skip("set EXPEDITION_TUNE to variants of the heuristic to weigh against the default")
	}
	games := 2000
	if n, err := strconv.Atoi(os.Getenv("EXPEDITION_TUNE_GAMES")); err == nil && n > 0 {
		games = n
	}
	var list []string
	if names == "all" {
		for name := range tuningVariants {
			list = append(list, name)
		}
		sort.Strings(list)
	} else {
		list = strings.Split(names, ",")
	}
	counts := []int{2, 4}
	if ps := os.Getenv("EXPEDITION_TUNE_PLAYERS"); ps != "" {
		counts = counts[:0]
		for _, f := range strings.Split(ps, ",") {
			n, err := strconv.Atoi(f)
			if err != nil {
				t.Fatalf("EXPEDITION_TUNE_PLAYERS: %v", err)
			}
			counts = append(counts, n)
		}
	}
	base := func(g uint64, p int) Bot { return newHeuristic(sim.BotSeed(g, p), defaultTuning) }
	for _, name := range list {
		f, ok := tuningVariants[name]
		if !ok {
			t.Fatalf("no variant %q", name)
		}
		tu := defaultTuning
		f(&tu)
		variant := func(g uint64, p int) Bot { return newHeuristic(sim.BotSeed(g, p), tu) }
		for _, players := range counts {
			rv, rb, rounds := headToHead(t, players, games, base, variant)
			t.Logf("%-14s %d players: variant seats win %s, default seats %s; %.2f rounds", name, players, ratePct(rv), ratePct(rb), rounds)
		}
	}
}
