package bot

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim"
)

func TestDebugGame(t *testing.T) {
	if os.Getenv("DEBUG_GAME") == "" {
		t.Skip()
	}
	seed, _ := strconv.Atoi(os.Getenv("DEBUG_GAME"))
	s, _ := expedition.New(expedition.Config{Players: 2, Seed: sim.EngineSeed(uint64(seed))})
	bots := []*Heuristic{NewHeuristic(sim.BotSeed(uint64(seed), 0)), NewHeuristic(sim.BotSeed(uint64(seed), 1))}
	for !s.Over() && s.Round() < 14 {
		p := s.ToMove()
		v := s.View(p)
		legal := v.Legal(nil)
		h := bots[p]
		sc := h.Scores(&v, legal, nil)
		if v.Decision() == expedition.DecisionPhase {
			fmt.Printf("p%d round %d %s MC %d rounds %.1f prods %.1f card %.1f plays %.1f steel %.1f ti %.1f\n", p, v.Round(), v.Decision(), h.me.MC, h.w.rounds, h.w.prods, h.w.card, h.w.plays, h.w.steel, h.w.ti)
			fmt.Printf("   mc %.2f income %.1f TR %d\n", h.w.mc, h.income(&h.me), h.me.TR)
			for _, id := range v.Hand(nil) {
				c := v.Catalogue().Card(id)
				fmt.Printf("   %-30s %-5s cost %2d value %6.1f wait %4.1f keep %6.1f\n", c.Name, c.Color, v.CardCost(id), h.cardValue(&v, id), h.wait(&v, c), h.keepWorth(&v, id))
			}
			if v.Decision() == expedition.DecisionPhase {
				val, bon := h.phaseValues(&v)
				fmt.Printf("   values %v\n   bonus %v\n   others %v\n", val, bon, h.othersSkip(&v))
			}
			for i, a := range legal {
				fmt.Printf("     %6.1f %s\n", sc[i], s.ActionString(a))
			}
		}
		a := h.Act(&v)
		fmt.Println("  ->", s.ActionString(a))
		s.Apply(a)
	}
}
