// Package battleflag holds the battle flags of `aresim battle`
// (--attacker, --defender, --kind, --attacker-retreat, --method and the
// rest): their names, defaults and help, and how their values make a
// battle and its options. The command line and the battle calculator's
// web page, whose URL query parameters are these flags, share it, so both
// read a battle the same way and say the same things about bad input.
package battleflag

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/aresim/aresim/ares/odds"
)

// Names are the battle flags, in the order of their help.
var Names = []string{"attacker", "defender", "attacker-faction", "defender-faction", "kind", "rounds",
	"emergency-cards", "empty-buildings", "attacker-retreat", "defender-retreat", "method", "battles", "seed",
	"max-states"}

// Values are the values of the battle flags.
type Values struct {
	Attacker, Defender               string
	AttackerFaction, DefenderFaction string
	Kind                             string
	Rounds                           int
	EmergencyCards, EmptyBuildings   int
	AttackerRetreat, DefenderRetreat string
	Method                           string
	Battles                          int64
	Seed                             uint64
	MaxStates                        int
}

// AddFlags defines the battle flags on fs, with their defaults, storing
// into v.
func (v *Values) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&v.Attacker, "attacker", "", `the attacker's Forces, such as "Trooper*3,Heavy Tank*1"`)
	fs.StringVar(&v.Defender, "defender", "", `the defender's Forces, such as "Quake*2"`)
	fs.StringVar(&v.AttackerFaction, "attacker-faction", "", "faction to look the attacker's units up in (default: any)")
	fs.StringVar(&v.DefenderFaction, "defender-faction", "", "faction to look the defender's units up in (default: any)")
	fs.StringVar(&v.Kind, "kind", "frontier", "kind of battle: frontier, base, deepstrike or raid")
	fs.IntVar(&v.Rounds, "rounds", 0, "round limit (default: 6, or 3 for deepstrike and raid)")
	fs.IntVar(&v.EmergencyCards, "emergency-cards", 0, "cards the defender of its base holds for Emergency Defense")
	fs.IntVar(&v.EmptyBuildings, "empty-buildings", 0, "the defender's Empty Buildings in a base attack")
	fs.StringVar(&v.AttackerRetreat, "attacker-retreat", "never", "attacker's retreat tactic: never, after:N or worse")
	fs.StringVar(&v.DefenderRetreat, "defender-retreat", "never", "defender's retreat tactic: never, after:N or worse")
	fs.StringVar(&v.Method, "method", "auto", "exact, montecarlo or auto")
	fs.Int64Var(&v.Battles, "battles", odds.DefaultBattles, "Monte Carlo battles (at least 1)")
	fs.Uint64Var(&v.Seed, "seed", 1, "Monte Carlo seed (the result depends on it and --battles only)")
	fs.IntVar(&v.MaxStates, "max-states", odds.DefaultMaxStates, "state limit of the exact calculation")
}

// Error is a bad value of one flag. Its message is the whole message, the
// flag named as on the command line.
type Error struct {
	// Flag is the flag's name, without the dashes.
	Flag string
	Err  error
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

// flagError returns an *Error for flag with the message "--flag: err".
func flagError(flag string, err error) *Error {
	return &Error{Flag: flag, Err: fmt.Errorf("--%s: %w", flag, err)}
}

// Spec builds the battle the flags describe. With a battle file (read
// not nil: it reads the file's spec), the flags set override the file's
// values; without one, the battle is --attacker against --defender and
// every flag applies, set or not. set reports whether a flag was given.
// Every error but read's is an *Error naming its flag.
func (v *Values) Spec(read func() (odds.Spec, error), set func(flag string) bool) (odds.Spec, error) {
	var spec odds.Spec
	if read != nil {
		if set("attacker") || set("defender") {
			flag := "attacker"
			if !set(flag) {
				flag = "defender"
			}
			return spec, &Error{Flag: flag, Err: fmt.Errorf("give a battle file or --attacker and --defender, not both")}
		}
		var err error
		if spec, err = read(); err != nil {
			return spec, err
		}
	} else {
		var err error
		if spec.Attacker.Forces, err = odds.ParseForces(v.Attacker); err != nil {
			return spec, flagError("attacker", err)
		}
		if spec.Defender.Forces, err = odds.ParseForces(v.Defender); err != nil {
			return spec, flagError("defender", err)
		}
	}
	apply := func(flag string) bool { return read == nil || set(flag) }
	if apply("attacker-faction") {
		spec.Attacker.Faction = v.AttackerFaction
	}
	if apply("defender-faction") {
		spec.Defender.Faction = v.DefenderFaction
	}
	if apply("kind") {
		k, err := odds.ParseKind(v.Kind)
		if err != nil {
			return spec, flagError("kind", err)
		}
		spec.Kind = k
	}
	if apply("rounds") {
		spec.Rounds = v.Rounds
	}
	if apply("emergency-cards") {
		spec.EmergencyCards = v.EmergencyCards
	}
	if apply("empty-buildings") {
		spec.EmptyBuildings = v.EmptyBuildings
	}
	for _, r := range []struct {
		flag, value string
		dst         *odds.Retreat
	}{{"attacker-retreat", v.AttackerRetreat, &spec.Tactics.Attacker.Retreat},
		{"defender-retreat", v.DefenderRetreat, &spec.Tactics.Defender.Retreat}} {
		if apply(r.flag) {
			t, err := odds.ParseRetreat(r.value)
			if err != nil {
				return spec, flagError(r.flag, err)
			}
			*r.dst = t
		}
	}
	return spec, nil
}

// Options returns the options of the calculation the flags ask for:
// --method, --battles, --seed and --max-states. Every error is an *Error
// naming its flag.
func (v *Values) Options() (odds.Options, error) {
	if v.Battles < 1 {
		return odds.Options{}, &Error{Flag: "battles", Err: fmt.Errorf("--battles %d: want at least 1 battle", v.Battles)}
	}
	method, err := odds.ParseMethod(v.Method)
	if err != nil {
		return odds.Options{}, &Error{Flag: "method", Err: err}
	}
	return odds.Options{Method: method, MaxStates: v.MaxStates, Battles: v.Battles, Seed: v.Seed}, nil
}
