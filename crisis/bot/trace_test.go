package bot

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
)

func TestTraceGame(t *testing.T) {
	s, _ := crisis.New(crisis.Config{Players: 3, Seed: 3, Difficulty: crisis.Beginner})
	bots := []Bot{NewHeuristic(1), NewHeuristic(2), NewHeuristic(3)}
	var v crisis.View
	round := -1
	for !s.Over() {
		g := s.Game()
		if g.Round() != round {
			round = g.Round()
			info := g.Info(0)
			for q := 1; q < s.Players(); q++ {
				i := g.Info(q)
				t.Logf("      p%d MC %d heat %d pl %d prod %v TR %d", q, i.MC, i.Heat, i.Plants, i.Production, i.TR)
			}
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
		if a.Kind == crisis.ActGame && (a.Game.Kind == 4 || a.Game.Kind == 8 || a.Game.Kind == 3 || a.Game.Kind == 18) {
			t.Logf("   %s", s.ActionString(a))
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%+v", s.Result())
}
