package bot

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim"
)

// DEBUG_AT=seed,players,player,round,decision
func TestDebugAt(t *testing.T) {
	spec := os.Getenv("DEBUG_AT")
	if spec == "" {
		t.Skip()
	}
	var seed, players, who, round, dec int
	fmt.Sscanf(spec, "%d,%d,%d,%d,%d", &seed, &players, &who, &round, &dec)
	_ = strconv.Itoa
	s, _ := expedition.New(expedition.Config{Players: players, Seed: sim.EngineSeed(uint64(seed))})
	bots := make([]*Heuristic, players)
	for p := range bots {
		bots[p] = NewHeuristic(sim.BotSeed(uint64(seed), p))
	}
	for !s.Over() && s.Round() <= round {
		p := s.ToMove()
		v := s.View(p)
		legal := v.Legal(nil)
		h := bots[p]
		if p == who && s.Round() == round && int(v.Decision()) == dec {
			sc := h.Scores(&v, legal, nil)
			fmt.Printf("p%d round %d %s MC %d rounds %.2f prods %.1f card %.1f plays %.1f greens %.1f mc %.2f steel %.1f ti %.1f\n", p, v.Round(), v.Decision(), h.me.MC, h.w.rounds, h.w.prods, h.w.card, h.w.plays, h.w.greens, h.w.mc, h.w.steel, h.w.ti)
			fmt.Printf("  step %v heat %.2f plant %.2f heatLater %.2f plantLater %.2f tr %.1f\n", h.w.step, h.w.heat, h.w.plant, h.w.heatLater, h.w.plantLater, h.w.tr)
			for _, id := range v.Hand(nil) {
				c := v.Catalogue().Card(id)
				fmt.Printf("   %-30s %-5s cost %2d value %6.1f wait %4.1f keep %6.1f\n", c.Name, c.Color, v.CardCost(id), h.cardValue(&v, id), h.wait(&v, c), h.keepWorth(&v, id))
			}
			if v.Decision() == expedition.DecisionPhase {
				val, bon := h.phaseValues(&v)
				fmt.Printf("   values %.1f\n   bonus %.1f\n   others %.2f\n", val, bon, h.othersSkip(&v))
			}
			for i, a := range legal {
				fmt.Printf("     %6.1f %s\n", sc[i], s.ActionString(a))
			}
		}
		a := h.Act(&v)
		if p == who && s.Round() == round && int(v.Decision()) == dec {
			fmt.Println("  ->", s.ActionString(a))
		}
		s.Apply(a)
	}
}
