package ares

import (
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim/play/playtest"
)

// Illegal returns an action that is not among legal, for the rules test:
// an action of random fields, as FuzzGame throws at the engine.
func Illegal(_ *State, legal []Action, r *dice.Rand) Action {
	for {
		n := uint8(r.Intn(256))
		a := Action{Kind: ActionKind(n % (byte(numActionKinds) + 2)), Card: uint8(r.Intn(256)), Force: n >> 3,
			Target: uint8(r.Intn(256)), Arg: uint8(r.Intn(4))}
		listed := false
		for _, b := range legal {
			listed = listed || a == b
		}
		if !listed {
			return a
		}
	}
}

// Hide changes one fact of s hidden from some seats, drawn from r among
// those hiddenFacts lists, in a copy, for the rules test.
func Hide(s *State, r *dice.Rand) (playtest.Fact[State], bool) {
	facts := hiddenFacts(s, r)
	if len(facts) == 0 {
		return playtest.Fact[State]{}, false
	}
	f := facts[r.Intn(len(facts))]
	return playtest.Fact[State]{Kind: f.kind, State: f.s, Knows: uint64(f.knows)}, true
}

// HiddenKinds are the kinds of fact a full run of the rules test must
// change. A teammate's joining Attack card is hidden at too few of its
// sampled decisions to count on; TestViewsHideEveryHiddenFact, which
// visits every decision of attacking games, changes it.
var HiddenKinds = []string{
	"a hand card for a deck card", "a face-down card in the base (shown false)", "a face-down card in the base (shown true)",
	"the deck's order", "the hand's order", "which copy stands in the hidden base", "the units on a building of the hidden base",
	"the Power behind the screen", "the attacker's combat choice", "the attacker's Attack card",
	"the attacker's Raid pick", "the generator",
}
