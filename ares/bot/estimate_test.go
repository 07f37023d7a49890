package bot

import (
	"math"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/odds"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEstimateAgreesWithOdds checks the battle estimate against Monte
// Carlo odds (package ares/odds, fighting to the end without retreats) of
// the battles of seeded games between heuristic bots, as each battle
// stands when its Forces are in: the estimate's chance is close to the
// odds on average and on the right side of even in most battles.
func TestEstimateAgreesWithOdds(t *testing.T) {
	rules := ares.MustDefaultRules()
	configs := []ares.Config{
		basic,
		{Mode: ares.Full, Factions: []string{"Xenos", "Colossus"}, FirstPlayer: -1},
		{Mode: ares.Full, Factions: []string{"Kahoum", "Terrans"}, FirstPlayer: -1},
	}
	n, right := 0, 0
	errSum := 0.0
	for _, cfg := range configs {
		for seed := uint64(1); seed <= 12; seed++ {
			s, err := ares.NewGame(rules, cfg, seed)
			require.NoError(t, err)
			captured := 0
			require.NoError(t, Play(&s, []Bot{NewHeuristic(seed), NewHeuristic(seed + 50)}, func(_ int, _ ares.Action, s *ares.State) {
				if !s.InBattle() || captured > s.BattlesFought() {
					return
				}
				b := s.Battle()
				if b.Kind() == ares.RaidBattle || b.Round() > 0 || b.Over() {
					return
				}
				captured = s.BattlesFought() + 1
				var att, def []ares.ForceSpec
				for f := 0; f < b.NumForces(); f++ {
					fo := b.Force(f)
					sp := fo.Spec()
					sp.Units, sp.Resources = uint8(fo.Units()), uint8(fo.Resources())
					if fo.Side() == ares.Attacker {
						att = append(att, sp)
					} else {
						def = append(def, sp)
					}
				}
				nb, err := ares.NewBattle(ares.BattleConfig{Kind: b.Kind(), DeepStrike: b.IsDeepStrike(), EmergencyCards: b.EmergencyCards()}, att, def)
				require.NoError(t, err)
				res, err := odds.Run(&odds.Setup{Start: nb}, odds.Options{Method: odds.MethodMonteCarlo, Battles: 400, Seed: uint64(n), Workers: 1, NoRetreatTable: true})
				require.NoError(t, err)
				var sb simBattle
				sb.loadBattle(&nb, true)
				est := sb.run().win
				errSum += math.Abs(est - res.AttackerWins)
				if (est > 0.5) == (res.AttackerWins > 0.5) {
					right++
				}
				n++
			}))
		}
	}
	require.Greater(t, n, 50, "too few battles")
	mae, share := errSum/float64(n), float64(right)/float64(n)
	t.Logf("%d battles: mean absolute error %.3f, right side of even %.1f%%", n, mae, 100*share)
	assert.Less(t, mae, 0.15)
	assert.Greater(t, share, 0.85)
}
