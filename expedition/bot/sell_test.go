package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/stretchr/testify/require"
)

// sellRun follows one player's sells at one decision: the legal actions and
// MC before the first sell, and the MC before the last.
type sellRun struct {
	active     bool
	before     []expedition.Action
	mcLastSale int
}

// TestBotsSellOnlyToPay plays seeded games between random and heuristic
// bots and follows their runs of sells (Ruling E5 offers selling at turns
// and at choices that cost MC): a run of the random bot, or of the
// heuristic bot at a choice, always ends with an action that was not legal
// before it, so it sold only to make a payment possible; the heuristic bot
// never sells a card more than an optional payment needs; the random bot's
// sells are a small share of its actions. (The heuristic bot's turns may
// sell for a card whose requirements it does not meet yet.)
func TestBotsSellOnlyToPay(t *testing.T) {
	var sells, actions [2]int // by bot kind: 0 random, 1 heuristic
	paid := 0
	for g := 0; g < 60; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g)})
		require.NoError(t, err)
		bots := make([]Bot, 4)
		for p := range bots {
			if (p+g)%2 == 0 {
				bots[p] = NewRandom(uint64(g*4 + p))
			} else {
				bots[p] = NewHeuristic(uint64(g*4 + p))
			}
		}
		var runs [4]sellRun
		for !s.Over() {
			p := s.ToMove()
			kind := 0
			if _, ok := bots[p].(*Heuristic); ok {
				kind = 1
			}
			v := s.View(p)
			a := act(bots[p], &v)
			actions[kind]++
			run := &runs[p]
			choice := s.Decision() != expedition.DecisionTurn
			if kind == 1 && !choice {
				run.active = false
				if a.Kind == expedition.ActSell {
					sells[kind]++
				}
			} else if a.Kind == expedition.ActSell {
				sells[kind]++
				if !run.active {
					run.active, run.before = true, v.Legal(nil)
				}
				run.mcLastSale = v.Info(p).MC
			} else if run.active {
				require.NotContains(t, run.before, a, "game %d p%d sold cards, then did what it could already do", g, p)
				if kind == 1 && s.Decision() == expedition.DecisionMay {
					prog, from, to := v.Optional()
					require.Less(t, run.mcLastSale, mcPaid(prog, from, to), "the heuristic's last sale was needed")
					paid++
				}
				run.active = false
			}
			require.NoError(t, s.Apply(a))
		}
	}
	t.Logf("sells per action: random %.3f, heuristic %.3f; the heuristic paid %d optional costs by selling",
		float64(sells[0])/float64(actions[0]), float64(sells[1])/float64(actions[1]), paid)
	require.Positive(t, sells[0])
	require.Positive(t, paid, "the heuristic pays an optional cost by selling in some game")
	require.Less(t, float64(sells[0])/float64(actions[0]), 0.25)
}

// TestRandomBotChoosesUniformlyAmongRealOptions: at a Construction turn
// with cards in hand, the random bot's first real action (after any sells)
// is spread evenly over what it could do now or after selling, however
// many sells there are.
func TestRandomBotChoosesUniformlyAmongRealOptions(t *testing.T) {
	s, err := expedition.New(expedition.Config{Players: 2, Seed: 3})
	require.NoError(t, err)
	for s.Stage() != expedition.StagePhase || s.Phase() != expedition.PhaseConstruction || s.ToMove() < 0 {
		p := s.ToMove()
		a := expedition.Action{Kind: expedition.ActDone, Player: int8(p), Card: -1}
		switch s.Decision() {
		case expedition.DecisionCorporation:
			a.Kind, a.Index = expedition.ActChooseCorp, 0
		case expedition.DecisionPhase:
			a.Kind, a.Index = expedition.ActChoosePhase, expedition.PhaseConstruction
		}
		require.NoError(t, s.Apply(a))
	}
	p := s.ToMove()
	v := s.View(p)
	options, _ := v.LegalAfterSales(nil)
	legal := v.Legal(nil)
	require.Greater(t, len(legal)-len(options), 3, "more sells than real options")
	for _, o := range options {
		require.NotEqual(t, expedition.ActSell, o.Kind)
	}
	const draws = 3000
	count := map[expedition.Action]int{}
	for seed := uint64(0); seed < draws; seed++ {
		r := NewRandom(seed)
		g := s
		for {
			gv := g.View(p)
			a := act(r, &gv)
			require.NoError(t, g.Apply(a))
			if a.Kind != expedition.ActSell {
				count[a]++
				break
			}
		}
	}
	want := float64(draws) / float64(len(options))
	for _, o := range options {
		require.InDelta(t, want, float64(count[o]), 0.3*want, "%s", s.ActionString(o))
	}
	require.Len(t, count, len(options), "and nothing else")
	t.Logf("%d options, %d legal actions; first real actions: %v", len(options), len(legal), count)
}
