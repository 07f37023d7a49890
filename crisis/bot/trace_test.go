package bot

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
)

func TestTraceGame(t *testing.T) {
	s, _ := crisis.New(crisis.Config{Players: 1, Seed: 3, Difficulty: crisis.Beginner})
	bots := []Bot{NewHeuristic(1)}
	var v crisis.View
	round := -1
	for !s.Over() {
		g := s.Game()
		if g.Round() != round {
			round = g.Round()
			info := g.Info(0)
			var ids []int
			s.ViewInto(0, &v)
			ids = v.InPlay(ids)
			var cs []string
			for _, id := range ids {
				cs = append(cs, fmt.Sprintf("%s(%d)", s.Deck().Card(id).Name, v.Counters(id)))
			}
			t.Logf("R%d T%d O%d W%d | MC %d heat %d pl %d prod %v TR %d tab %d hand %d bank %d | %v", round, g.Param(cards.Temperature), g.Param(cards.Oxygen), g.Param(cards.Oceans),
				info.MC, info.Heat, info.Plants, info.Production, info.TR, v.Game().TableauSize(0), v.Game().HandSize(0), g.VPBank(), cs)
		}
		p := s.ToMove()
		s.ViewInto(p, &v)
		a := bots[p].Act(&v)
		if testing.Verbose() && a.Kind != crisis.ActGame || a.Game.Kind != 5 {
			t.Logf("   %s", s.ActionString(a))
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%+v", s.Result())
}
