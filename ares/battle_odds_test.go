package ares

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAppendKeyCoversEveryField fails when a field is added to Battle or
// Force: AppendKey must then say whether the new field goes in the key.
func TestAppendKeyCoversEveryField(t *testing.T) {
	fields := func(v any) []string {
		tp := reflect.TypeOf(v)
		var out []string
		for i := 0; i < tp.NumField(); i++ {
			out = append(out, tp.Field(i).Name)
		}
		return out
	}
	// In the key (some only while they matter), constant during a battle
	// (n, kind, deepStrike, rounds, baseCards, edAllowed, defRetreat,
	// tactical; a Force's spec, side, owner, unit), kept for logs only
	// (last), or derived from the Forces (occ, fronts, toFire, the plan).
	assert.Equal(t, []string{"forces", "n", "ncols", "kind", "deepStrike", "rounds", "round", "baseCards",
		"edAllowed", "defRetreat", "step", "toAct", "mode", "extra", "retreat", "group", "lastGrp", "rerolls",
		"rollForce", "rollTarget", "rollDice", "rollFirst", "rollHitOn", "rollMissed", "rollHits",
		"destroyPending", "emptyAvail", "destroyed", "edPool", "tactical", "outcome", "last", "occ", "fronts", "toFire", "planTarget",
		"planDice", "planHitOn"},
		fields(Battle{}), "update AppendKey")
	assert.Equal(t, []string{"spec", "side", "owner", "slot", "unit", "units", "damaged", "shields", "res", "col",
		"rank", "hits", "fired", "waiting", "reserve", "pending"}, fields(Force{}), "update AppendKey")
}

// TestAppendKeyEqualKeysSameFuture plays many random battles from the same
// starts and, whenever a key comes back with a different battle value,
// plays both on with the same decisions and dice: they must keep equal
// keys, legal decisions and chance nodes, and end alike.
func TestAppendKeyEqualKeysSameFuture(t *testing.T) {
	rng := dice.New(11)
	merges := 0
	for k := 0; k < 50; k++ {
		start := randomStart(t, &rng)
		seen := map[string]Battle{}
		for play := 0; play < 150; play++ {
			b := start
			for steps := 0; !b.Over() && steps < 5000; steps++ {
				key := string(b.AppendKey(nil))
				if prev, ok := seen[key]; ok && prev != b {
					merges++
					sameFuture(t, prev, b, dice.New(uint64(k*1000+play)))
				} else if !ok {
					seen[key] = b
				}
				step(t, &b, &rng)
			}
		}
	}
	t.Logf("%d merges checked", merges)
	assert.Greater(t, merges, 100, "the test should see battles merged by their keys")
}

// step makes one random decision or resolves one roll.
func step(t *testing.T, b *Battle, rng *dice.Rand) {
	if n, hitOn, ok := b.Chance(); ok {
		require.NoError(t, b.ResolveChance(rollHits(rng, n, hitOn)))
		require.NoError(t, b.checkDerived())
		return
	}
	legal := b.Legal(nil)
	require.NotEmpty(t, legal)
	require.NoError(t, b.Decide(legal[rng.Intn(len(legal))]))
	require.NoError(t, b.checkDerived())
}

func sameFuture(t *testing.T, a, b Battle, rng dice.Rand) {
	t.Helper()
	for steps := 0; steps < 5000; steps++ {
		require.Equal(t, a.AppendKey(nil), b.AppendKey(nil))
		require.Equal(t, a.Over(), b.Over())
		if a.Over() {
			assert.Equal(t, a.Outcome(), b.Outcome())
			assert.Equal(t, a.Round(), b.Round())
			assert.Equal(t, a.Destroyed(), b.Destroyed())
			for i := 0; i < a.NumForces(); i++ {
				assert.Equal(t, a.Force(i).Units(), b.Force(i).Units())
			}
			return
		}
		na, ha, oka := a.Chance()
		nb, hb, okb := b.Chance()
		require.Equal(t, [3]any{na, ha, oka}, [3]any{nb, hb, okb})
		if oka {
			hits := rollHits(&rng, na, ha)
			require.NoError(t, a.ResolveChance(hits))
			require.NoError(t, b.ResolveChance(hits))
			continue
		}
		la, lb := a.Legal(nil), b.Legal(nil)
		require.True(t, slices.Equal(la, lb), "legal decisions differ: %v / %v", la, lb)
		d := la[rng.Intn(len(la))]
		require.NoError(t, a.Decide(d))
		require.NoError(t, b.Decide(d))
	}
}

func TestBattleOddsReadOuts(t *testing.T) {
	a := sp(Infantry, 3, 3, 3, 3, 3, 3)
	a.Rerolls = 1
	b := newTestBattle(t, BattleConfig{Kind: BaseBattle, EmptyBuildings: 2, EmergencyCards: 1},
		[]ForceSpec{a}, []ForceSpec{sp(Infantry, 3, 1, 1, 1, 1, 2)}, []LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
	assert.Equal(t, 2, b.EmptyBuildingsLeft())
	assert.Equal(t, 1, b.EmergencyCards())
	n, hitOn := b.Dice(0, 1)
	assert.Equal(t, [2]int{3, 3}, [2]int{n, hitOn})
	n, hitOn = b.Dice(0, TargetBaseLeft)
	assert.Equal(t, [2]int{3, 2}, [2]int{n, hitOn}, "Building rating 3, one defender column passed")
	_, _, _, _, ok := b.Roll()
	assert.False(t, ok)
	kind, ok := b.Awaits()
	assert.Equal(t, ActRetreat, kind)
	assert.True(t, ok)
	mustDecide(t, &b, Action{Kind: ActRetreat})
	kind, _ = b.Awaits()
	assert.Equal(t, ActFire, kind)
	mustDecide(t, &b, Action{Kind: ActFire, Force: 0, Target: 1})
	_, ok = b.Awaits()
	assert.False(t, ok, "waiting for dice")
	firer, target, hits, _, ok := b.Roll()
	require.True(t, ok)
	assert.Equal(t, [3]int{0, 1, 0}, [3]int{firer, int(target), hits})
	mustResolve(t, &b, 1)
	firer, target, hits, missed, ok := b.Roll()
	require.True(t, ok, "waiting for the reroll decision")
	assert.Equal(t, [4]int{0, 1, 1, 2}, [4]int{firer, int(target), hits, missed})
	kind, _ = b.Awaits()
	assert.Equal(t, ActReroll, kind)
	mustDecide(t, &b, Action{Kind: ActReroll, Arg: 1})
	_, _, hits, _, ok = b.Roll()
	require.True(t, ok)
	assert.Equal(t, 1, hits, "the first roll's hit, while the reroll waits")
	mustResolve(t, &b, 1)
	assert.Equal(t, 2, b.Force(1).PendingHits(), "two hits booked on the defender, who fires next")
	assert.Equal(t, Defender, b.ToAct())
	assert.Equal(t, 0, b.Force(0).Resources())
}

// TestAppendKeyNextKeyFollowsFromKey plays many random battles from the
// same start and checks that a battle's key, with the decision taken or
// the hits rolled, determines the next key: equal keys stay equal, which
// package ares/odds relies on to follow battles from key to key.
func TestAppendKeyNextKeyFollowsFromKey(t *testing.T) {
	rng := dice.New(12)
	checked := 0
	for k := 0; k < 60; k++ {
		start := randomStart(t, &rng)
		next := map[string]string{}
		var legal []Action
		for play := 0; play < 150; play++ {
			b := start
			for steps := 0; !b.Over() && steps < 5000; steps++ {
				from := string(b.AppendKey(nil))
				var move string
				if n, hitOn, ok := b.Chance(); ok {
					hits := rollHits(&rng, n, hitOn)
					require.NoError(t, b.ResolveChance(hits))
					move = fmt.Sprint("roll ", hits)
				} else {
					legal = b.Legal(legal[:0])
					a := legal[0] // mostly the first, so that states recur
					if rng.Intn(4) == 0 {
						a = legal[rng.Intn(len(legal))]
					}
					require.NoError(t, b.Decide(a))
					move = a.String()
				}
				to := string(b.AppendKey(nil))
				if prev, ok := next[from+move]; ok {
					require.Equal(t, prev, to, "battle %d: %s", k, move)
					checked++
				} else {
					next[from+move] = to
				}
			}
		}
	}
	assert.Greater(t, checked, 10000)
}

// TestRollChanceOnlyAtARoll checks that RollChance refuses a battle that
// does not wait for a roll, and rolls as Apply does.
func TestRollChanceOnlyAtARoll(t *testing.T) {
	b, err := NewBattle(BattleConfig{}, []ForceSpec{{Type: Infantry, Initiative: 3, Attack: Ratings{3, 3, 3, 3}, Units: 2}},
		[]ForceSpec{{Type: Infantry, Initiative: 3, Attack: Ratings{3, 3, 3, 3}, Units: 2}})
	require.NoError(t, err)
	rng := dice.New(4)
	before, rngBefore := b, rng
	assert.Equal(t, -1, b.RollChance(&rng))
	assert.Equal(t, before, b)
	assert.Equal(t, rngBefore, rng)
	for !b.Over() {
		a := b.Legal(nil)[0]
		want, wantRng := b, rng
		require.NoError(t, want.Apply(a, &wantRng))
		require.NoError(t, b.Decide(a))
		for b.AtChance() {
			n, _, _ := b.Chance()
			h := b.RollChance(&rng)
			assert.True(t, h >= 0 && h <= n)
		}
		require.Equal(t, want, b)
		require.Equal(t, wantRng, rng)
	}
}

// TestFirstFireIsLegalsFirst checks FirstFire against Legal in random
// battles.
func TestFirstFireIsLegalsFirst(t *testing.T) {
	rng := dice.New(13)
	fires := 0
	for k := 0; k < 300; k++ {
		var att, def []ForceSpec
		for i := 0; i < 1+rng.Intn(4); i++ {
			att = append(att, randomSpec(&rng, false))
		}
		for i := 0; i < 1+rng.Intn(4); i++ {
			def = append(def, randomSpec(&rng, true))
		}
		b, err := NewBattle(BattleConfig{Kind: BattleKind(rng.Intn(2)), EmergencyCards: rng.Intn(3),
			EmptyBuildings: rng.Intn(2)}, att, def)
		require.NoError(t, err)
		for !b.Over() {
			legal := b.Legal(nil)
			a, ok := b.FirstFire()
			if kind, _ := b.Awaits(); kind == ActFire {
				require.True(t, ok)
				require.Equal(t, legal[0], a)
				fires++
			} else {
				require.False(t, ok)
			}
			require.NoError(t, b.Apply(legal[rng.Intn(len(legal))], &rng))
		}
	}
	assert.Greater(t, fires, 1000)
}

// randomStart is a random battle of one to three Forces a side, Frontier
// or base, with Emergency Defense cards and Empty Buildings at random.
func randomStart(t *testing.T, rng *dice.Rand) Battle {
	t.Helper()
	var att, def []ForceSpec
	for i := 0; i < 1+rng.Intn(3); i++ {
		att = append(att, randomSpec(rng, false))
	}
	for i := 0; i < 1+rng.Intn(3); i++ {
		def = append(def, randomSpec(rng, true))
	}
	start, err := NewBattle(BattleConfig{Kind: BattleKind(rng.Intn(2)), EmergencyCards: rng.Intn(3),
		EmptyBuildings: rng.Intn(2)}, att, def)
	require.NoError(t, err)
	return start
}

// TestLineViewRefreshesItsLineData puts each Force of random battles alone
// in a column of its own (unopposed, which round 1's Reorganization would
// pull back) and checks that the View's column occupancy, which the
// position modifier reads, describes the line it was given.
func TestLineViewRefreshesItsLineData(t *testing.T) {
	rng := dice.New(21)
	for k := 0; k < 200; k++ {
		b := randomStart(t, &rng)
		var cols []LineColumn
		for i := 0; i < b.NumForces(); i++ {
			switch f := b.Force(i); {
			case !f.InBattle():
			case f.Side() == Attacker:
				cols = append(cols, LineColumn{Attacker: []int{i}})
			default:
				cols = append(cols, LineColumn{Defender: []int{i}})
			}
		}
		v, err := b.LineView(cols)
		require.NoError(t, err)
		occ, fronts := v.occupancy()
		require.Equal(t, occ, v.occ, "battle %d: the occupancy describes another line", k)
		require.Equal(t, fronts, v.fronts, "battle %d: the front lines describe another line", k)
	}
}
