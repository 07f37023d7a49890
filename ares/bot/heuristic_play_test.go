package bot

import (
	"math"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests watch the heuristic's attacks, retreats and memory through
// whole seeded games between heuristic bots.

// TestHeuristicDeepStrikesInTheBasicGame: attacking the Frontier's
// controller, the heuristic mixes Normal Attacks and Deep Strikes (the
// guessing game of heuristic_attack.go), so Basic Games see Deep
// Strikes, some of them Surprises that keep the Scoring card.
func TestHeuristicDeepStrikesInTheBasicGame(t *testing.T) {
	rules := ares.MustDefaultRules()
	normals, deeps, surprises, firstSeed := 0, 0, 0, -1
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := ares.NewGame(rules, basic, seed)
		require.NoError(t, err)
		obs := func(before *ares.State, a ares.Action, after *ares.State) {
			if after.BattlesFought() != before.BattlesFought() && after.BattleInfo().Surprise {
				surprises++
			}
			if a.Kind != ares.ActAttack || before.ControlsFrontier(before.ToMove()) || before.Frontier() < 0 {
				return
			}
			switch ares.AttackChoice(a.Arg) {
			case ares.NormalAttack:
				normals++
			case ares.DeepStrike:
				deeps++
				if firstSeed < 0 {
					firstSeed = int(seed)
				}
			}
		}
		require.NoError(t, Play(&s, []Bot{NewHeuristic(seed), NewHeuristic(seed + 100)}, Transitions(&s, obs)))
	}
	t.Logf("attacks on the Frontier's controller in 20 games: %d Normal Attacks, %d Deep Strikes (%d Surprises), the first Deep Strike in the game of seed %d",
		normals, deeps, surprises, firstSeed)
	assert.Positive(t, deeps, "no Deep Strike in 20 Basic Games")
	assert.Positive(t, normals, "no Normal Attack on the Frontier's controller in 20 Basic Games")
	assert.Positive(t, surprises, "no Deep Strike met a Frontier defence")
}

// retreatProbe plays as a Heuristic and records, at each of its retreat
// decisions, the estimate's chance for its side and what it chose.
type retreatProbe struct {
	h                 *Heuristic
	retreats, presses int
	// retreatedAt holds the estimate's chances at its retreats.
	retreatedAt []float64
	pressedLow  int // decisions to press on below a one-in-ten chance
}

func (p *retreatProbe) Choose(v *ares.State, legal []ares.Action) ares.Action {
	a := p.h.Choose(v, legal)
	if a.Kind != ares.ActRetreat {
		return a
	}
	var sb simBattle
	sb.loadBattle(v.Battle(), true)
	won := sb.run().win
	if v.BattleInfo().Defender == v.ToMove() {
		won = 1 - won
	}
	if a.Arg == 1 {
		p.retreats++
		p.retreatedAt = append(p.retreatedAt, won)
	} else {
		p.presses++
		if won < 0.1 {
			p.pressedLow++
		}
	}
	return a
}

// TestHeuristicRetreatsByTheEstimate: the heuristic weighs pressing on
// against retreating with the battle estimate, so it retreats from
// battles the estimate says are lost and not from those it says are won.
func TestHeuristicRetreatsByTheEstimate(t *testing.T) {
	rules := ares.MustDefaultRules()
	full := ares.Config{Mode: ares.Full, Factions: []string{"Xenos", "Colossus"}, FirstPlayer: -1}
	var probes []*retreatProbe
	for _, cfg := range []ares.Config{basic, full} {
		for seed := uint64(1); seed <= 15; seed++ {
			s, err := ares.NewGame(rules, cfg, seed)
			require.NoError(t, err)
			a, b := &retreatProbe{h: NewHeuristic(seed)}, &retreatProbe{h: NewHeuristic(seed + 100)}
			require.NoError(t, Play(&s, []Bot{a, b}))
			probes = append(probes, a, b)
		}
	}
	retreats, presses, pressedLow, strongest, lost := 0, 0, 0, 0.0, 0
	for _, p := range probes {
		retreats += p.retreats
		presses += p.presses
		pressedLow += p.pressedLow
		for _, w := range p.retreatedAt {
			strongest = math.Max(strongest, w)
			if w < 0.5 {
				lost++
			}
		}
	}
	t.Logf("%d retreats (%d from battles the estimate gave less than even, the best at %.2f), %d decisions to press on (%d below one in ten)",
		retreats, lost, strongest, presses, pressedLow)
	require.Positive(t, retreats, "the heuristic never retreated in 30 games")
	assert.Less(t, strongest, 0.8, "the heuristic retreated from a battle it was winning")
	assert.Greater(t, float64(lost), 0.9*float64(retreats), "most retreats are from battles the estimate gives as lost")
	assert.Positive(t, presses)
}

// memoryProbe plays as a Heuristic and compares, at each of its decisions
// outside a battle while the opponent's base is hidden, its guess at the
// opponent's fighting units with the truth (the game's state) and with
// the guess of a bot that remembers nothing.
type memoryProbe struct {
	h     *Heuristic
	game  *ares.State
	me    int
	n     int
	errs  float64 // sum of the remembering guess's absolute errors
	fresh float64 // sum of the memoryless guess's absolute errors
	wrong int     // remembered slots whose unit is not the base's
}

func (p *memoryProbe) Choose(v *ares.State, legal []ares.Action) ares.Action {
	a := p.h.Choose(v, legal)
	opp := 1 - p.me
	if v.InBattle() || !v.BaseHidden(opp) {
		return a
	}
	m := &p.h.mem[opp]
	if !m.known {
		return a
	}
	f := p.game.Faction(opp)
	for k := 0; k < m.n; k++ {
		if sl := m.slots[k]; sl.unit >= 0 {
			if u, unit, _, _ := p.game.SlotStock(opp, k); u == nil || unit != int(sl.unit) {
				p.wrong++
			}
		}
	}
	truth := 0.0
	for k, n := 0, p.game.BaseSlots(opp); k < n; k++ {
		if u, unit, units, res := p.game.SlotStock(opp, k); u != nil && eligibleFor(u, useFrontier, f.Units[unit].Spec(0).DeepStrike) {
			truth += float64(min(units+unitsFor(res, u), ares.MaxUnitsPerBuilding))
		}
	}
	guess := func(h *Heuristic) float64 {
		var sb simBattle
		sb.reset(6)
		h.addGuess(v, opp, useFrontier, ares.Defender, &sb)
		units := 0.0
		for i := 0; i < sb.n; i++ {
			units += sb.f[i].hp / sb.f[i].per
		}
		return units
	}
	p.n++
	p.errs += math.Abs(guess(p.h) - truth)
	p.fresh += math.Abs(guess(NewHeuristic(1)) - truth)
	return a
}

// TestHeuristicRemembersOpponentsBases: what the heuristic saw of an
// opponent's base in a battle it keeps after the base is hidden again,
// following its Construction, so its guess at the opponent's Forces is
// closer to the truth than a guess from the cards alone, and every
// building it remembers is the one the base holds.
func TestHeuristicRemembersOpponentsBases(t *testing.T) {
	rules := ares.MustDefaultRules()
	full := ares.Config{Mode: ares.Full, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1}
	n, wrong := 0, 0
	errs, fresh := 0.0, 0.0
	for _, cfg := range []ares.Config{basic, full} {
		for seed := uint64(1); seed <= 10; seed++ {
			s, err := ares.NewGame(rules, cfg, seed)
			require.NoError(t, err)
			a := &memoryProbe{h: NewHeuristic(seed), game: &s, me: 0}
			b := &memoryProbe{h: NewHeuristic(seed + 100), game: &s, me: 1}
			require.NoError(t, Play(&s, []Bot{a, b}))
			for _, p := range []*memoryProbe{a, b} {
				n += p.n
				wrong += p.wrong
				errs += p.errs
				fresh += p.fresh
			}
		}
	}
	require.Positive(t, n, "no decision after a sighting of a hidden base")
	t.Logf("%d decisions after a sighting: mean error of the guess at the opponent's fighting units %.2f remembering, %.2f from the cards alone",
		n, errs/float64(n), fresh/float64(n))
	assert.Zero(t, wrong, "remembered buildings that are not in the base")
	assert.Less(t, errs, 0.7*fresh, "memory does not improve the guess")
}
