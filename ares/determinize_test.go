package ares

import (
	"fmt"
	"math/bits"
	"reflect"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// visitRemembered is visitAttackingGames with every seat's Memory fed
// its observation after every action (and the first View), so that visit
// sees each seat's Memory of the game so far.
func visitRemembered(t *testing.T, seeds int, salt uint64, visit func(s *State, mems *[MaxPlayers]Memory, seed uint64, cfg Config, step int)) {
	t.Helper()
	var mems [MaxPlayers]Memory
	var obs State
	visitAttackingGames(t, seeds, salt, func(s *State, seed uint64, cfg Config, step int) {
		for p := 0; p < int(s.n); p++ {
			if step == 0 {
				mems[p].Reset()
			}
			s.ObservationInto(p, &obs)
			mems[p].Observe(&obs)
		}
		visit(s, &mems, seed, cfg, step)
	})
}

// checkSample returns the first fact of sample that contradicts what
// seat p knows of the real game (its View view and its Memory mem), or
// "": a full state that passes Check, whose View for p is view byte for
// byte, with every pile of the real game's size, each opponent's base as
// p's Memory holds it, and the attacker's hidden Attack card an Attack
// card. The real state must pass the same checks (the Memory is then
// right about it).
func checkSample(sample, view *State, mem *Memory, p int) string {
	if sample.masked {
		return "the sample is a View"
	}
	if err := sample.Check(); err != nil {
		return err.Error()
	}
	if w := sample.View(p); w != *view {
		return "its View differs: " + firstDifference(reflect.ValueOf(*view), reflect.ValueOf(w), "View")
	}
	for q := 0; q < int(sample.n); q++ {
		pl, vp := &sample.players[q], &view.players[q]
		if pl.deckN != vp.deckN || pl.handN != vp.handN || pl.discard != vp.discard || pl.scoring != vp.scoring || pl.baseN != vp.baseN {
			return fmt.Sprintf("player %d: a pile of another size", q)
		}
		if view.sameSide(p, q) || vp.shown {
			continue
		}
		bm := &mem.bases[q]
		for set := bm.bonus; set != 0; set &= set - 1 {
			if c := bits.TrailingZeros64(set); pl.inBase&(1<<c) == 0 {
				return fmt.Sprintf("player %d: card %d, seen going into the base, is elsewhere", q, c)
			}
		}
		if !bm.seen {
			continue
		}
		for k := range bm.base {
			b, seen := &pl.base[k], &bm.base[k]
			if seen.kind == slotEmpty {
				continue
			}
			kind, card := b.kind, b.card
			if seen.kind == slotStack && b.kind == slotBuilding && b.pending {
				kind, card = slotStack, seen.card // a Building card played onto the stack since
			}
			if kind != seen.kind || card != seen.card || b.units != seen.units || b.start != seen.start ||
				b.res < seen.res || b.under < seen.under {
				return fmt.Sprintf("player %d: slot %d is not as last seen", q, k)
			}
		}
	}
	if view.attackCard == hiddenCard {
		if sample.Faction(int(sample.att)).CardOf(int(sample.attackCard)).Kind != AttackCard {
			return "the hidden Attack card is not an Attack card"
		}
		if sample.raid && sample.choice != DeepStrike {
			return "a Raid that is not a Deep Strike"
		}
	}
	return ""
}

// TestDeterminizerSamplesWhatTheSeatCannotSee: at decisions of games of
// every mode (Basic, Full, Free-For-All for 3 and 4, Team) with many
// battles and Raids, every sample for the seat to move and for another
// seat is a full game that seat cannot tell from the real one (its View
// byte for byte, every count, its Memory of the opponents' bases), and
// the real game passes the same checks, so the Memory is right.
func TestDeterminizerSamplesWhatTheSeatCannotSee(t *testing.T) {
	seeds := 6
	if testing.Short() {
		seeds = 2
	}
	r := dice.New(0xde7)
	var d Determinizer
	var view, sample State
	positions := map[string]int{}
	features := map[string]int{}
	remembered := 0
	visitRemembered(t, seeds, 0xde7, func(s *State, mems *[MaxPlayers]Memory, seed uint64, cfg Config, step int) {
		for _, p := range [2]int{s.ToMove(), r.Intn(int(s.n))} {
			s.ViewInto(p, &view)
			where := fmt.Sprintf("seed %d %s (%d players) step %d (phase %d), seat %d", seed, cfg.Mode, s.n, step, s.phase, p)
			require.Empty(t, checkSample(s, &view, &mems[p], p), "%s: the real game", where)
			d.Reset(&view, &mems[p])
			for q := 0; q < int(s.n); q++ {
				dp := &d.players[q]
				for name, on := range map[string]bool{"a card played behind a screen": dp.plays > 0,
					"a card seen going into a hidden base": dp.bonus != 0, "a hidden Attack card": dp.attack,
					"a hidden joining Attack card": dp.joint, "a base rebuilt from memory": dp.rebuilt && mems[p].bases[q].seen,
					"hidden setup picks": s.phase == phaseSetup && !dp.shuffleOwn && s.players[q].npicks > 0} {
					if on {
						features[name]++
					}
				}
			}
			if d.viewRaid {
				features["a hidden Raid pick"]++
			}
			for i := 0; i < 3; i++ {
				d.Determinize(&sample, r.Uint64())
				require.Empty(t, checkSample(&sample, &view, &mems[p], p), "%s: sample %d", where, i)
			}
			positions[fmt.Sprintf("%s-%d", cfg.Mode, s.n)]++
			for q := 0; q < int(s.n); q++ {
				if !s.sameSide(p, q) && mems[p].bases[q].seen && view.BaseHidden(q) {
					remembered++
					break
				}
			}
		}
	})
	for _, m := range []string{"basic-2", "full-2", "ffa-3", "ffa-4", "team-4"} {
		require.Greater(t, positions[m], 300*seeds, "positions of the %s game", m)
	}
	for _, f := range []string{"a card played behind a screen", "a card seen going into a hidden base", "a hidden Attack card",
		"a hidden joining Attack card", "a base rebuilt from memory", "hidden setup picks", "a hidden Raid pick"} {
		require.Greater(t, features[f], 0, "no position with %s", f)
	}
	require.Greater(t, remembered, 300*seeds, "positions with a remembered base behind its screen")
	t.Logf("positions by mode: %v; %d with a remembered hidden base; %v", positions, remembered, features)
}

// The check can fail: samples dealt without the seat's Memory put other
// cards where the seat saw buildings, and the check catches them.
func TestDeterminizerWithoutMemoryIsCaught(t *testing.T) {
	r := dice.New(0xf0)
	var d Determinizer
	var view, sample State
	caught, checked := 0, 0
	visitRemembered(t, 2, 0xf0, func(s *State, mems *[MaxPlayers]Memory, seed uint64, cfg Config, step int) {
		p := s.ToMove()
		s.ViewInto(p, &view)
		d.Reset(&view, nil)
		d.Determinize(&sample, r.Uint64())
		checked++
		if msg := checkSample(&sample, &view, &mems[p], p); msg != "" {
			require.Regexp(t, "as last seen|seen going into the base", msg)
			caught++
		}
	})
	require.Greater(t, caught, checked/20, "of %d samples", checked)
}

// Samples are reproducible: the same seed gives the same sample, and a
// Determinizer reused for another decision gives what a new one gives.
func TestDeterminizerIsSeeded(t *testing.T) {
	var d, used Determinizer
	var view, a, b State
	n := 0
	visitRemembered(t, 1, 0x5eed, func(s *State, mems *[MaxPlayers]Memory, seed uint64, cfg Config, step int) {
		if step%7 != 0 {
			return
		}
		p := s.ToMove()
		s.ViewInto(p, &view)
		d = Determinizer{}
		d.Reset(&view, &mems[p])
		used.Reset(&view, &mems[p])
		d.Determinize(&a, uint64(step))
		used.Determinize(&b, uint64(step))
		require.Equal(t, a, b)
		n++
	})
	require.Greater(t, n, 100)
}
