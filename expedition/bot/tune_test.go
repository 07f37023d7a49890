package bot

import (
	"os"
	"testing"

	"github.com/aresim/aresim/expedition"
)

// duel plays games of heuristic bots, half tuned a and half tuned b in
// alternating seats, and returns b's share of the wins and the mean rounds.
func duel(t *testing.T, a, b tuning, games, players int) (float64, float64) {
	wins, total, rounds := 0.0, 0.0, 0.0
	for g := 0; g < games; g++ {
		s, err := expedition.New(expedition.Config{Players: players, Seed: uint64(g)})
		if err != nil {
			t.Fatal(err)
		}
		if err := Play(&s, mixed(players, g, a, b), nil); err != nil {
			t.Fatal(err)
		}
		r := s.Result()
		rounds += float64(r.Rounds)
		for p := 0; p < players; p++ {
			if r.Won(p) {
				total++
				if (p+g)%2 == 1 {
					wins++
				}
			}
		}
	}
	return wins / total, rounds / float64(games)
}

// TestTuning compares tunings of the heuristic (set EXPEDITION_TUNE=1).
func TestTuning(t *testing.T) {
	if os.Getenv("EXPEDITION_TUNE") == "" {
		t.Skip("set EXPEDITION_TUNE=1 to compare tunings of the heuristic bot")
	}
	base := defaultTuning
	variants := map[string]func(*tuning){
		"card2":     func(x *tuning) { x.cardBonus = 2 },
		"card-2":    func(x *tuning) { x.cardBonus = -2 },
		"reserve12": func(x *tuning) { x.reserveCap = 12 },
		"prod0.85":  func(x *tuning) { x.prodShare = 0.85 },
		"prod0.55":  func(x *tuning) { x.prodShare = 0.55 },
		"priorProd": func(x *tuning) { x.prior = [6]float64{0, 0.15, 0.2, 0.2, 0.35, 0.1} },
		"vp10":      func(x *tuning) { x.vp = 10 },
		"vp6.5":     func(x *tuning) { x.vp = 6.5 },
		"uses0":     func(x *tuning) { x.actionUses = 0 },
		"uses0.4":   func(x *tuning) { x.actionUses = 0.4 },
		"uses0.6":   func(x *tuning) { x.actionUses = 0.6 },
		"phase0.4":  func(x *tuning) { x.actionPhase = 0.4 },
		"phase0.8":  func(x *tuning) { x.actionPhase = 0.8 },
	}
	for name, f := range variants {
		v := base
		f(&v)
		for _, players := range []int{4, 2} {
			share, rounds := duel(t, base, v, 2000, players)
			t.Logf("%-12s %d players: wins %.3f rounds %.2f", name, players, share, rounds)
		}
	}
}
