// Command calib collects battles from bot games with their Monte Carlo odds
// (package ares/odds) and prints one line per battle: kind, rounds, true
// attacker win chance, then the bot's estimate features (via an exported
// hook in package bot's test build is not available, so it prints the
// battle's gob-free description for the bot test to read).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/h2hscratch/oldbot"
	"github.com/aresim/aresim/internal/dice"
)

type oldBot struct{ h *oldbot.Heuristic }

func (o oldBot) Choose(v *ares.State, legal []ares.Action) ares.Action { return o.h.Choose(v, legal) }

// record is one battle: its Forces and its odds.
type record struct {
	Kind      int              `json:"kind"`
	Deep      bool             `json:"deep"`
	Emergency int              `json:"emergency"`
	Attacker  []ares.ForceSpec `json:"attacker"`
	Defender  []ares.ForceSpec `json:"defender"`
	Win       float64          `json:"win"`
}

func main() {
	games := flag.Int("games", 200, "games per mode")
	battles := flag.Int64("battles", 1000, "Monte Carlo battles per battle")
	flag.Parse()
	rules := ares.MustDefaultRules()
	enc := json.NewEncoder(os.Stdout)
	modes := []ares.Config{
		{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}},
		{Mode: ares.Full, Factions: []string{"Terrans", "Kahoum"}},
		{Mode: ares.Full, Factions: []string{"Xenos", "Colossus"}},
		{Mode: ares.Full, Factions: []string{"Kahoum", "Xenos"}},
		{Mode: ares.Full, Factions: []string{"Colossus", "Terrans"}},
	}
	n := 0
	for mi, cfg := range modes {
		for i := 0; i < *games; i++ {
			seed := dice.Derive(uint64(mi+1), uint64(i))
			g, err := ares.NewGame(rules, cfg, seed)
			if err != nil {
				panic(err)
			}
			bots := []bot.Bot{oldBot{oldbot.NewHeuristic(seed + 1)}, oldBot{oldbot.NewHeuristic(seed + 2)}}
			if i%3 == 1 {
				bots[i%2] = bot.NewRandom(seed + 3)
			}
			captured := 0
			err = bot.Run(&g, bots, func(a ares.Action, s *ares.State) {
				if !s.InBattle() || captured > s.BattlesFought() {
					return
				}
				b := s.Battle()
				if b.Kind() == ares.RaidBattle || b.Round() > 0 || b.Over() {
					return
				}
				captured = s.BattlesFought() + 1
				r := record{Kind: int(b.Kind()), Deep: b.IsDeepStrike(), Emergency: b.EmergencyCards()}
				for f := 0; f < b.NumForces(); f++ {
					fo := b.Force(f)
					sp := fo.Spec()
					sp.Units = uint8(fo.Units())
					sp.Resources = uint8(fo.Resources())
					if fo.Side() == ares.Attacker {
						r.Attacker = append(r.Attacker, sp)
					} else {
						r.Defender = append(r.Defender, sp)
					}
				}
				cfg := ares.BattleConfig{Kind: b.Kind(), DeepStrike: b.IsDeepStrike(), EmergencyCards: r.Emergency}
				nb, err := ares.NewBattle(cfg, r.Attacker, r.Defender)
				if err != nil {
					fmt.Fprintln(os.Stderr, err)
					return
				}
				res, err := odds.Run(&odds.Setup{Start: nb}, odds.Options{Method: odds.MethodMonteCarlo, Battles: *battles, Seed: uint64(n), Workers: 1, NoRetreatTable: true})
				if err != nil {
					fmt.Fprintln(os.Stderr, err)
					return
				}
				r.Win = res.AttackerWins
				n++
				_ = enc.Encode(r)
			})
			if err != nil {
				panic(err)
			}
		}
	}
}
