package calc

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strings"
	"sync"

	"github.com/spf13/pflag"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/ares/odds/battleflag"
)

// SpecParam is the query parameter that carries a JSON battle spec, as
// base64url (RFC 4648 §5, padding optional): the page's battle file.
const SpecParam = "spec"

// Params are the query parameters the page reads: the battle flags of
// `aresim battle`, then SpecParam.
var Params = append(slices.Clone(battleflag.Names), SpecParam)

// defaultRules are the factions embedded in package ares, read once.
var defaultRules = sync.OnceValues(ares.DefaultRules)

// Problem is a bad input: the parameter it is about (a flag's name, spec,
// or empty for the battle as a whole) and the message.
type Problem struct {
	Param   string `json:"param"`
	Message string `json:"message"`
}

// Battle is a battle read from a URL query: the flags given and the
// battle they describe, ready to compute when Problems is empty.
type Battle struct {
	// Flags are the battle flags' values, defaults for those not given.
	Flags battleflag.Values
	// Given lists the parameters the query gives.
	Given []string
	// File is the JSON battle of the spec parameter, or nil.
	File *odds.Spec
	// Spec is the battle; Setup and Options are ready to compute with.
	Spec    odds.Spec
	Setup   *odds.Setup
	Options odds.Options
	// Problems are what is wrong with the query, at most one per
	// parameter, in the order of Params.
	Problems []Problem
}

// OK reports whether the battle can be computed.
func (b *Battle) OK() bool { return len(b.Problems) == 0 }

func (b *Battle) given(param string) bool { return slices.Contains(b.Given, param) }

func (b *Battle) problem(param, format string, args ...any) {
	b.Problems = append(b.Problems, Problem{Param: param, Message: fmt.Sprintf(format, args...)})
}

// Read reads the battle of a URL query (what follows the "?"). Each
// parameter is read as `aresim battle` reads its flag, with the same
// messages; spec is read as `aresim battle` reads a battle file, which
// the flags given override. A parameter given twice counts once, with
// its last value, as a flag does.
func Read(query string) *Battle {
	b := &Battle{}
	q, err := url.ParseQuery(strings.TrimPrefix(query, "?"))
	if err != nil {
		b.problem("", "the URL's query: %v", err)
		return b
	}
	fs := pflag.NewFlagSet("battle", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	b.Flags.AddFlags(fs)
	var unknown []string
	for key := range q {
		if !slices.Contains(Params, key) {
			unknown = append(unknown, key)
		}
	}
	slices.Sort(unknown)
	for _, key := range unknown {
		b.problem("", "unknown parameter %q (the parameters are the flags of aresim battle, %s, and %s)", key,
			strings.Join(battleflag.Names, ", "), SpecParam)
	}
	for _, param := range Params {
		values, ok := q[param]
		if !ok {
			continue
		}
		b.Given = append(b.Given, param)
		value := values[len(values)-1]
		if param == SpecParam {
			b.readFile(value)
			continue
		}
		if err := fs.Parse([]string{"--" + param + "=" + value}); err != nil {
			b.problem(param, "%v", err)
		}
	}
	if !b.OK() {
		return b
	}
	var read func() (odds.Spec, error)
	if b.File != nil {
		read = func() (odds.Spec, error) { return *b.File, nil }
	}
	spec, err := b.Flags.Spec(read, b.given)
	if err != nil {
		b.problem(paramOf(err, "spec"), "%v", err)
		return b
	}
	b.Spec = spec
	opt, err := b.Flags.Options()
	if err != nil {
		b.problem(paramOf(err, ""), "%v", err)
		return b
	}
	b.Options = opt
	rules, err := defaultRules()
	if err != nil {
		b.problem("", "%v", err)
		return b
	}
	setup, err := spec.Setup(rules)
	if err != nil {
		b.problem(b.paramOfField(err), "%v", err)
		return b
	}
	b.Setup = setup
	return b
}

// readFile reads the spec parameter: base64url of a JSON battle spec.
func (b *Battle) readFile(value string) {
	data, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(value, "="))
	if err != nil {
		b.problem(SpecParam, "%s: not base64url: %v", SpecParam, err)
		return
	}
	spec, err := odds.ParseSpec(data)
	if err != nil {
		b.problem(SpecParam, "%s: %v", SpecParam, err)
		return
	}
	b.File = &spec
}

// paramOf returns the flag a battleflag error names, else def.
func paramOf(err error, def string) string {
	var fe *battleflag.Error
	if errors.As(err, &fe) {
		return fe.Flag
	}
	return def
}

// fieldFlags maps the fields of a battle spec (the start of the JSON path
// an odds error names) to the flags that set them.
var fieldFlags = []struct{ field, flag string }{
	{"attacker.faction", "attacker-faction"}, {"defender.faction", "defender-faction"},
	{"attacker", "attacker"}, {"defender", "defender"}, {"kind", "kind"}, {"rounds", "rounds"},
	{"emergencyCards", "emergency-cards"}, {"emptyBuildings", "empty-buildings"},
	{"tactics.attacker.retreat", "attacker-retreat"}, {"tactics.defender.retreat", "defender-retreat"},
}

// paramOfField returns the parameter a Spec.Setup error is about: the
// flag that set the field it names, or spec for a field of the JSON
// battle that no flag overrode, or "" for the battle as a whole.
func (b *Battle) paramOfField(err error) string {
	path, _, ok := strings.Cut(strings.TrimPrefix(err.Error(), odds.ErrBadSpec.Error()+": "), ": ")
	if !ok {
		path = ""
	}
	for _, f := range fieldFlags {
		if path == f.field || strings.HasPrefix(path, f.field+".") || strings.HasPrefix(path, f.field+"[") {
			if b.File == nil || b.given(f.flag) {
				return f.flag
			}
			return SpecParam
		}
	}
	if b.File != nil && path != "" {
		return SpecParam
	}
	return ""
}

// Picked is a Force as the query gives it, for the page's picker.
type Picked struct {
	// Name is the Force's name in a JSON battle, if it gives one.
	Name string `json:"name,omitempty"`
	// Unit is the unit from faction data, or empty for an inline Force.
	Unit  string `json:"unit,omitempty"`
	Units int    `json:"units"`
}

// Picked returns each side's Forces as the query gives them: from the
// JSON battle, else from --attacker and --defender where they parse.
func (b *Battle) Picked() (attacker, defender []Picked) {
	list := func(forces []odds.Force) []Picked {
		out := []Picked{}
		for _, f := range forces {
			out = append(out, Picked{Name: f.Name, Unit: f.Unit, Units: f.Units})
		}
		return out
	}
	if b.File != nil {
		return list(b.File.Attacker.Forces), list(b.File.Defender.Forces)
	}
	att, err := odds.ParseForces(b.Flags.Attacker)
	if err == nil && b.Flags.Attacker != "" {
		attacker = list(att)
	}
	def, err := odds.ParseForces(b.Flags.Defender)
	if err == nil && b.Flags.Defender != "" {
		defender = list(def)
	}
	return attacker, defender
}
