package expedition

import (
	"strconv"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim/play/playtest"
)

// RandomConfig draws a game's configuration for the rules test: 2 to 6
// players, the sets, options and variants at random (randomConfig).
func RandomConfig(seed uint64) Config {
	r := dice.New(seed)
	return randomConfig(&r, seed)
}

// RandomUpgrades gives every player random versions of the phase cards
// (Discovery's upgrades) at the start of s, from seed.
func RandomUpgrades(s *State, seed uint64) {
	r := dice.New(seed)
	for p := 0; p < s.Players(); p++ {
		for ph := 1; ph <= NumPhases; ph++ {
			_ = s.UpgradePhaseCard(p, ph, r.Intn(3))
		}
	}
}

// Illegal returns an action that is not among legal, for the rules test:
// a field of a legal action changed, or an action of random fields.
func Illegal(_ *State, legal []Action, r *dice.Rand) Action {
	for {
		var a Action
		if len(legal) > 0 && r.Intn(2) == 0 {
			a = legal[r.Intn(len(legal))]
			switch r.Intn(3) {
			case 0:
				a.Player = int8(r.Intn(MaxPlayers+2) - 1)
			case 1:
				a.Card = int16(r.Intn(MaxCards+10) - 5)
			default:
				a.Index = int8(r.Intn(12) - 2)
			}
		} else {
			a = Action{Kind: ActionKind(r.Intn(int(numActionKinds) + 1)), Player: int8(r.Intn(MaxPlayers+2) - 1),
				Card: int16(r.Intn(MaxCards+10) - 5), Index: int8(r.Intn(12) - 2)}
		}
		listed := false
		for _, b := range legal {
			listed = listed || a == b
		}
		if !listed {
			return a
		}
	}
}

// Hide changes one fact of s that some players may not see, drawn from r
// among hiddenFacts, in a copy, for the rules test.
func Hide(s *State, r *dice.Rand) (playtest.Fact[State], bool) {
	facts := hiddenFacts(s)
	k := r.Intn(len(facts))
	for i := range facts {
		f := facts[(k+i)%len(facts)]
		c := *s
		if !f.change(&c, r) {
			continue
		}
		var knows uint64
		if f.owner >= 0 {
			knows = 1 << f.owner
		}
		return playtest.Fact[State]{Kind: f.name, State: c, Knows: knows}, true
	}
	return playtest.Fact[State]{}, false
}

// Played names what game s plays, for the rules test's tally: its player
// count, its sets beyond the base game, its options and variants.
func Played(s *State) []string {
	names := []string{strconv.Itoa(s.Players()) + " players"}
	for set := cards.SetDiscovery; set <= cards.SetFoundations; set++ {
		if s.sets&(1<<set) != 0 {
			names = append(names, set.String())
		}
	}
	f := s.features()
	for i, name := range []string{"milestones", "upgrades", "infrastructure"} {
		if f&(1<<i) != 0 {
			names = append(names, name)
		}
	}
	if s.DraftOn() {
		names = append(names, "draft")
	}
	if s.DummyHandOn() {
		names = append(names, "dummy hand")
	}
	return names
}
