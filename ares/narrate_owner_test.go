package ares

import (
	"strings"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// TestLogNamesTheRealOwner: in random games of every mode, a log line
// that names whose Force, building or Scoring card it is names its owner,
// in a Team Match the teammate whose it is rather than the side's first
// seat: battle line placements, Emergency Defense, the Empty Building an
// attacker destroys, and a Raid's rewards.
func TestLogNamesTheRealOwner(t *testing.T) {
	lines := 0
	seconds := map[string]int{} // lines naming a side's second seat, by kind
	narrateGames(t, 100, 0x0e, chooseTeammatesLosses, func(before *State, a Action, after *State, log []string, cfg Config) {
		owner, kind := -1, ""
		var names func(line, name string) bool
		switch a.Kind {
		case ActPlace:
			if PlaceKind(a.Arg) == PlaceStay {
				return // a Force left where it stands: no line
			}
			owner, kind = int(after.battle.forces[a.Force].owner), "placement"
			names = func(line, name string) bool {
				return strings.HasPrefix(line, "  "+name+" place ") || strings.HasPrefix(line, "  "+name+" move ")
			}
		case ActEmergency:
			owner, kind = int(after.battle.forces[a.Force].owner), "Emergency Defense"
			names = func(line, name string) bool { return strings.HasPrefix(line, "  "+name+": Emergency Defense on ") }
		case ActDestroy:
			owner, _, _ = before.fromRef(int(before.def), a.Target)
			kind = "Empty Building destroyed"
			names = func(line, name string) bool { return strings.HasSuffix(line, " destroy an Empty Building of "+name) }
		case ActReward:
			switch a.Arg {
			case RewardScoring:
				for q := 0; q < int(after.n); q++ {
					if after.players[q].scoring < before.players[q].scoring {
						owner = q
					}
				}
				kind = "Raid Scoring card"
				names = func(line, name string) bool { return strings.HasSuffix(line, ": a Scoring card of "+name) }
			case RewardResources:
				owner, _, _ = before.fromRef(int(before.att), a.Target)
				kind = "Raid Bonus Resources"
				names = func(line, name string) bool { return strings.Contains(line, " Bonus Resources onto the "+name+" ") }
			case RewardDestroy:
				owner, _, _ = before.fromRef(int(before.def), a.Target)
				kind = "Raid building destroyed"
				names = func(line, name string) bool { return strings.Contains(line, ": destroy the "+name+" ") }
			}
		}
		if owner < 0 {
			return
		}
		require.NotEmpty(t, log, "%s: %s", cfg.Mode, a)
		name := after.Faction(owner).Name
		require.True(t, names(log[0], name), "%s: %s: %q does not name %s", cfg.Mode, a, log[0], name)
		lines++
		if owner != int(before.att) && owner != int(before.def) {
			seconds[kind]++
		}
	})
	require.Greater(t, lines, 1000)
	for _, kind := range []string{"placement", "Emergency Defense", "Empty Building destroyed", "Raid Scoring card",
		"Raid Bonus Resources", "Raid building destroyed"} {
		require.Positive(t, seconds[kind], "%s lines naming a Team Match side's second seat", kind)
	}
}

// chooseTeammatesLosses picks a random legal action, but an attacker
// takes a Raid's Scoring card first when it may, and often destroys a
// building of the defending side's second seat: the lines that name a
// defender other than the side's first seat.
func chooseTeammatesLosses(pick *dice.Rand, legal []Action) Action {
	for _, a := range legal {
		switch {
		case a.Kind == ActReward && a.Arg == RewardScoring:
			return a
		case (a.Kind == ActDestroy || (a.Kind == ActReward && a.Arg == RewardDestroy)) && a.Target >= MaxBuildings && pick.Intn(2) == 0:
			return a
		}
	}
	return legal[pick.Intn(len(legal))]
}
