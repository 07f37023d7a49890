package ares

import (
	"reflect"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// TestObservationShowsTheBasesWhoseScreensWentUp: after an action that
// put screens back up (a battle's end, a neutral Frontier take, an attack
// won without combat, a Raid's rewards), every seat's observation shows
// those bases as they stand, face-down cards hidden, and is otherwise its
// View; after any other action it is the View. No fact hidden from a seat
// in the observation (anything but the face-up cards and units of those
// bases) changes it.
func TestObservationShowsTheBasesWhoseScreensWentUp(t *testing.T) {
	r := dice.New(0x0b5)
	screens := map[string]int{}
	var view, obs State
	seeds := 3
	if testing.Short() {
		seeds = 2
	}
	visitAttackingGames(t, seeds, 0x0b5, func(s *State, seed uint64, cfg Config, step int) {
		for p := 0; p < int(s.n); p++ {
			s.ViewInto(p, &view)
			s.ObservationInto(p, &obs)
			if s.screened == 0 {
				require.Equal(t, view, obs, "seed %d %s step %d: no screen went up", seed, cfg.Mode, step)
				continue
			}
			for q := 0; q < int(s.n); q++ {
				lifted := s.screened&(1<<q) != 0 && !s.sameSide(p, q)
				require.Equal(t, lifted, view.BaseHidden(q) && !obs.BaseHidden(q), "seed %d step %d: seat %d's observation of %d", seed, step, p, q)
				if !lifted {
					require.Equal(t, view.players[q], obs.players[q])
					continue
				}
				screens[cfg.Mode.String()]++
				real, seen := &s.players[q], &obs.players[q]
				require.Equal(t, real.slots, seen.slots)
				for k := range real.base {
					require.Equal(t, real.base[k], seen.base[k], "seed %d step %d: slot %d", seed, step, k)
				}
				require.Equal(t, real.inBase&^real.down, seen.inBase, "the face-up cards, and only them")
				require.Equal(t, real.power, seen.power)
			}
			for _, f := range hiddenFacts(s, &r) {
				if f.knows&(1<<p) != 0 || f.of >= 0 && s.screened&(1<<f.of) != 0 && knownOnceLifted[f.kind] {
					continue
				}
				w := f.s.Observation(p)
				if w != obs {
					t.Fatalf("seed %d %s step %d: %s changes seat %d's observation: %s", seed, cfg.Mode, step, f, p,
						firstDifference(reflect.ValueOf(obs), reflect.ValueOf(w), "Observation"))
				}
			}
		}
	})
	for _, m := range []string{"basic", "full", "ffa", "team"} {
		require.Greater(t, screens[m], 10, "screens that went up in %s games", m)
	}
	t.Logf("bases observed as their screens went up: %v", screens)
}

// knownOnceLifted are the kinds of hidden fact that a base's screen going
// up shows to everybody.
var knownOnceLifted = map[string]bool{
	"which copy stands in the hidden base": true, "the units on a building of the hidden base": true,
	"the Power behind the screen": true,
}

// TestSeenHidesWhatTheOthersCannotSee: at every decision of random games
// of every mode, the mover and its teammate see its action as it is, and
// every other seat sees no hand card, no face-down card and no secret
// choice in it.
func TestSeenHidesWhatTheOthersCannotSee(t *testing.T) {
	kinds := map[ActionKind]int{}
	var legal []Action
	visitAttackingGames(t, 2, 0x5ee17, func(s *State, seed uint64, cfg Config, step int) {
		mover := s.ToMove()
		legal = s.Legal(legal[:0])
		for _, a := range legal {
			for v := 0; v < int(s.n); v++ {
				seen := s.Seen(mover, v, a)
				if s.sameSide(mover, v) {
					require.Equal(t, a, seen)
					continue
				}
				kinds[seen.Kind]++
				switch a.Kind {
				case ActBuilding, ActResource, ActStack, ActSpecial:
					require.Equal(t, Action{Kind: ActHidden, Card: HiddenCard}, seen)
				case ActPick, ActBank:
					require.Equal(t, Action{Kind: a.Kind, Card: HiddenCard}, seen)
				case ActAttack:
					want := Action{Kind: ActAttack, Card: HiddenCard, Arg: uint8(NormalAttack), Target: a.Target}
					if a.Arg == uint8(TakeFrontier) {
						want.Arg = a.Arg
					}
					require.Equal(t, want, seen)
				case ActEmergency:
					require.Equal(t, HiddenCard, seen.Card)
					require.Equal(t, a.Force, seen.Force)
				case ActRaidPick:
					if s.sameSide(mover, int(s.att)) {
						require.Equal(t, Action{Kind: ActRaidPick, Target: HiddenCard}, seen)
					} else {
						require.Equal(t, a, seen)
					}
				default:
					require.Equal(t, a, seen, "%s is taken in the open", a)
				}
			}
		}
	})
	for _, k := range []ActionKind{ActPick, ActHidden, ActBank, ActAttack, ActEmergency, ActRaidPick, ActFire, ActPlace} {
		require.Greater(t, kinds[k], 0, "no %d action seen", k)
	}
	require.Equal(t, "hidden play", Action{Kind: ActHidden, Card: HiddenCard}.String())
}
