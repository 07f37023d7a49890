package battleflag_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/spf13/pflag"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/ares/odds/battleflag"
)

// parse reads command-line args into the battle flags.
func parse(t *testing.T, args ...string) (*battleflag.Values, *pflag.FlagSet) {
	t.Helper()
	var v battleflag.Values
	fs := pflag.NewFlagSet("battle", pflag.ContinueOnError)
	v.AddFlags(fs)
	require.NoError(t, fs.Parse(args))
	return &v, fs
}

func TestNamesAreTheFlags(t *testing.T) {
	_, fs := parse(t)
	var defined []string
	fs.VisitAll(func(f *pflag.Flag) { defined = append(defined, f.Name) })
	assert.ElementsMatch(t, battleflag.Names, defined)
}

func TestSpecFromFlags(t *testing.T) {
	v, fs := parse(t, "--attacker", "Trooper*3,Heavy Tank", "--defender", "Quake*2", "--kind", "base",
		"--rounds", "4", "--emergency-cards", "2", "--empty-buildings", "1", "--attacker-retreat", "after:2",
		"--defender-faction", "Kahoum")
	spec, err := v.Spec(nil, fs.Changed)
	require.NoError(t, err)
	assert.Equal(t, odds.Spec{Kind: odds.Base, Rounds: 4, EmergencyCards: 2, EmptyBuildings: 1,
		Attacker: odds.Side{Forces: []odds.Force{odds.Unit("Trooper", 3), odds.Unit("Heavy Tank", 1)}},
		Defender: odds.Side{Faction: "Kahoum", Forces: []odds.Force{odds.Unit("Quake", 2)}},
		Tactics:  odds.Tactics{Attacker: odds.SideTactics{Retreat: odds.Retreat{Kind: odds.RetreatAfter, Round: 2}}}}, spec)
	opt, err := v.Options()
	require.NoError(t, err)
	assert.Equal(t, odds.Options{Method: odds.MethodAuto, MaxStates: odds.DefaultMaxStates,
		Battles: odds.DefaultBattles, Seed: 1}, opt)
}

// With a battle file, only the flags given override it.
func TestFlagsOverrideTheFile(t *testing.T) {
	file := odds.Spec{Kind: odds.Base, Rounds: 2, EmptyBuildings: 3,
		Attacker: odds.Side{Faction: "Terrans", Forces: []odds.Force{odds.Unit("Trooper", 2)}},
		Defender: odds.Side{Forces: []odds.Force{odds.Unit("Quake", 1)}},
		Tactics:  odds.Tactics{Defender: odds.SideTactics{Retreat: odds.Retreat{Kind: odds.RetreatWhenWorse}}}}
	read := func() (odds.Spec, error) { return file, nil }
	v, fs := parse(t, "--rounds", "5", "--attacker-retreat", "worse")
	spec, err := v.Spec(read, fs.Changed)
	require.NoError(t, err)
	want := file
	want.Rounds = 5
	want.Tactics.Attacker.Retreat = odds.Retreat{Kind: odds.RetreatWhenWorse}
	assert.Equal(t, want, spec)

	v, fs = parse(t, "--defender", "Quake")
	_, err = v.Spec(func() (odds.Spec, error) { panic("the file is not read") }, fs.Changed)
	assert.EqualError(t, err, "give a battle file or --attacker and --defender, not both")
	_, err = v.Spec(func() (odds.Spec, error) { return odds.Spec{}, errors.New("no such file") }, func(string) bool { return false })
	assert.EqualError(t, err, "no such file")
}

// Every bad value is an *Error naming its flag, with the message the
// command line prints.
func TestErrorsNameTheirFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		flag string
		msg  string
	}{
		{[]string{"--attacker", "Trooper*5", "--defender", "Quake"}, "attacker",
			`--attacker: odds: bad battle: "Trooper*5": 5 is more than 4 (a Force holds at most 4 units)`},
		{[]string{"--attacker", "Trooper", "--defender", "Quake*x"}, "defender",
			`--defender: odds: bad battle: "Quake*x": "x" is not a number of units`},
		{[]string{"--attacker", "Trooper", "--defender", "Quake", "--kind", "siege"}, "kind",
			`--kind: unknown battle kind "siege" (want frontier, base, deepstrike or raid)`},
		{[]string{"--attacker", "Trooper", "--defender", "Quake", "--defender-retreat", "later"}, "defender-retreat",
			`--defender-retreat: retreat "later": want never, after:N or worse`},
	} {
		v, fs := parse(t, tc.args...)
		_, err := v.Spec(nil, fs.Changed)
		var fe *battleflag.Error
		require.ErrorAs(t, err, &fe, tc.args)
		assert.Equal(t, tc.flag, fe.Flag)
		assert.EqualError(t, err, tc.msg)
	}
	for _, tc := range []struct {
		args      []string
		flag, msg string
	}{
		{[]string{"--battles", "0"}, "battles", "--battles 0: want at least 1 battle"},
		{[]string{"--method", "guess"}, "method", `odds: bad options: method "guess": want exact, montecarlo or auto`},
	} {
		v, _ := parse(t, tc.args...)
		_, err := v.Options()
		var fe *battleflag.Error
		require.ErrorAs(t, err, &fe)
		assert.Equal(t, tc.flag, fe.Flag)
		assert.EqualError(t, err, tc.msg)
	}
}

// The battle of a command line.
func ExampleValues_Spec() {
	var v battleflag.Values
	fs := pflag.NewFlagSet("battle", pflag.ContinueOnError)
	v.AddFlags(fs)
	if err := fs.Parse([]string{"--attacker", "Trooper*3,Heavy Tank*1", "--defender", "Quake*2",
		"--attacker-retreat", "after:2"}); err != nil {
		fmt.Println(err)
		return
	}
	spec, err := v.Spec(nil, fs.Changed)
	if err != nil {
		fmt.Println(err)
		return
	}
	setup, err := spec.Setup(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt, err := v.Options()
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := odds.Run(setup, opt)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s, attacker retreats %s: attacker wins %.2f%%\n", spec.Kind, spec.Tactics.Attacker.Retreat, 100*res.AttackerWins)
	// Output:
	// frontier, attacker retreats after:2: attacker wins 7.15%
}
