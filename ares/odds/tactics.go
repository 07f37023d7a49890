package odds

import (
	"fmt"
	"strconv"
	"strings"
)

// RetreatKind is when a side declares a retreat.
type RetreatKind uint8

// The retreat tactics.
const (
	// RetreatNever: the side fights to the end.
	RetreatNever RetreatKind = iota
	// RetreatAfter: the side fights Retreat.Round rounds, then declares a
	// retreat at the Declare Retreat step of the next round (so "after 0"
	// retreats in round 1 without firing).
	RetreatAfter
	// RetreatWhenWorse: at each Declare Retreat step the side projects the
	// rest of the battle with the expected-value model (see Project) and
	// retreats when pressing on projects a loss that leaves it with less
	// unit value than retreating now.
	RetreatWhenWorse
)

// Retreat is a side's retreat tactic. The zero value never retreats.
type Retreat struct {
	Kind RetreatKind
	// Round is the number of rounds fought before retreating (RetreatAfter).
	Round int
}

// String returns "never", "after:N" or "worse", the form ParseRetreat reads.
func (r Retreat) String() string {
	switch r.Kind {
	case RetreatAfter:
		return "after:" + strconv.Itoa(r.Round)
	case RetreatWhenWorse:
		return "worse"
	}
	return "never"
}

// ParseRetreat reads "never", "after:N" (also "after N") or "worse".
func ParseRetreat(s string) (Retreat, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "never", "":
		return Retreat{}, nil
	case "worse":
		return Retreat{Kind: RetreatWhenWorse}, nil
	}
	for _, p := range []string{"after:", "after "} {
		if rest, ok := strings.CutPrefix(t, p); ok {
			n, err := strconv.Atoi(strings.TrimSpace(rest))
			if err != nil || n < 0 || n > maxRounds {
				return Retreat{}, fmt.Errorf("retreat %q: want after:N with N from 0 to %d", s, maxRounds)
			}
			return Retreat{Kind: RetreatAfter, Round: n}, nil
		}
	}
	return Retreat{}, fmt.Errorf("retreat %q: want never, after:N or worse", s)
}

// MarshalText implements encoding.TextMarshaler.
func (r Retreat) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (r *Retreat) UnmarshalText(b []byte) error {
	v, err := ParseRetreat(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Targeting is how a side picks the target of each Force that fires.
type Targeting uint8

// The targeting tactics. Each scores every target the Force may fire at by
// the exact expected effect of its roll on that target, counting the hits
// the target already took in this initiative group, shields first and
// Tough units as two hit points; the highest score wins, ties going to the
// target with more expected hits and then to the lowest Force number.
const (
	// TargetValue: expected resource value destroyed (hit points removed
	// times the unit's cost per hit point).
	TargetValue Targeting = iota
	// TargetKills: expected units destroyed (hit points removed per hit
	// point of a unit).
	TargetKills
	// TargetThreat: expected units destroyed, each weighted by the expected
	// hits that unit would score against the firing side.
	TargetThreat
	numTargetings
)

var targetingNames = []string{"value", "kills", "threat"}

// String returns "value", "kills" or "threat".
func (t Targeting) String() string { return enumString(targetingNames, int(t), "Targeting") }

// ParseTargeting reads "value", "kills" or "threat".
func ParseTargeting(s string) (Targeting, error) {
	if i, ok := enumParse(targetingNames, s); ok {
		return Targeting(i), nil
	}
	return 0, fmt.Errorf("targeting %q: want value, kills or threat", s)
}

// MarshalText implements encoding.TextMarshaler.
func (t Targeting) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (t *Targeting) UnmarshalText(b []byte) error {
	v, err := ParseTargeting(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// SideTactics are the decision rules of one side. The zero value is the
// default: value targeting, never retreat, Emergency Defense with every
// card, Base Cards only when a Force can hit nothing else.
type SideTactics struct {
	// Retreat is when the side retreats.
	Retreat Retreat `json:"retreat"`
	// Targeting is how its Forces pick targets.
	Targeting Targeting `json:"targeting"`
	// NoEmergency keeps the defender's Emergency Defense cards in hand.
	NoEmergency bool `json:"noEmergency,omitempty"`
	// BuildingValue is what the attacker counts one destroyed Empty
	// Building as worth, in the units of its targeting score (resource
	// value for TargetValue). At 0, Forces fire at Base Cards only when
	// they can fire at no enemy Force.
	BuildingValue float64 `json:"buildingValue,omitempty"`
}

// Tactics are the decision rules of both sides. Every rule is a function
// of the battle's state only, so a battle's exact odds are well defined and
// the exact calculation and the simulation follow the same decisions.
//
// Decisions the tactics make, beyond SideTactics:
//   - Placement and Reorganization: of the legal placements, the one whose
//     resulting line maximises the side's static balance: the sum over its
//     Forces in the line of their best targeting score, minus the same sum
//     for the enemy. With KeepLine, a Force stays where it stands in round
//     1 whenever staying is legal.
//   - Firing order: the side's Forces fire in Force order.
//   - Rerolls: as many missed dice as the side has rerolls for, but no
//     more than the hits the target could still absorb; never on a roll at
//     a Base Card.
//   - Emergency Defense: each card goes on the Base Defense building that
//     needs the fewest further resources for its next unit (then the one
//     with more units, then the lowest Force number), until the cards or
//     the room run out.
type Tactics struct {
	Attacker SideTactics `json:"attacker"`
	Defender SideTactics `json:"defender"`
	// KeepLine keeps every Force where it stands in round 1's
	// Reorganization whenever the rules allow it to stay, so that an
	// explicit battle line is fought as given. (When both sides have
	// unengaged Forces, the rules pull them all back to be placed again.)
	KeepLine bool `json:"-"`
}

func (t *Tactics) side(defender bool) *SideTactics {
	if defender {
		return &t.Defender
	}
	return &t.Attacker
}
