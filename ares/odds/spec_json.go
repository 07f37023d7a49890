package odds

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/aresim/aresim/ares"
)

// This file reads the JSON form of a Spec, strictly: every error names the
// field as a JSON path, such as attacker.forces[1].units.

// ParseSpec reads a battle description in its JSON form:
//
//	{"kind": "frontier"|"base"|"deepstrike"|"raid", "rounds": 6,
//	 "emergencyCards": 0, "emptyBuildings": 0,
//	 "attacker": {"faction": "Terrans", "forces": [FORCE, ...]},
//	 "defender": {"forces": [FORCE, ...]},
//	 "line": [COLUMN, ...], "freeLine": false,
//	 "tactics": {"attacker": TACTICS, "defender": TACTICS}}
//
//	FORCE = {"name": "Troopers", "unit": "Trooper", "faction": "Terrans",
//	 "type": "infantry"|"armor"|"air"|"building", "initiative": 3,
//	 "attack": {"infantry": 2, "armor": 1, "air": 0, "building": "X"},
//	 "units": 3, "tough": false, "shield": 0, "scouting": 0,
//	 "noFlanking": false, "deepStrike": false, "baseDefense": false,
//	 "rerolls": 0, "cost": 1, "resources": 0, "fixed": false}
//
//	COLUMN = {"attacker": ["Troopers", "Bombers"], "defender": ["Quakes"]}
//	 (front line first, then Flanking Forces) or "baseCard" (at both
//	 ends, in a base attack)
//
//	TACTICS = {"retreat": "never"|"after:N"|"worse",
//	 "targeting": "value"|"kills"|"threat", "noEmergency": false,
//	 "buildingValue": 0}
//
// Only "units" and, for a Force without "unit", "type", "initiative" and
// "attack" are required. An unknown field, a value of the wrong type or out
// of range is an error wrapping ErrBadSpec that names the field. ParseSpec
// checks the form; Spec.Setup checks the rest (unit names, who may fight,
// the line).
func ParseSpec(data []byte) (Spec, error) {
	var s Spec
	top, err := object("", data, "kind", "rounds", "emergencyCards", "emptyBuildings", "attacker", "defender",
		"line", "freeLine", "tactics")
	if err != nil {
		return s, err
	}
	fields := []struct {
		key string
		dst any
	}{{"kind", &s.Kind}, {"rounds", &s.Rounds}, {"emergencyCards", &s.EmergencyCards},
		{"emptyBuildings", &s.EmptyBuildings}, {"freeLine", &s.FreeLine}}
	for _, f := range fields {
		if raw, ok := top[f.key]; ok {
			if err := decode(f.key, raw, f.dst); err != nil {
				return s, err
			}
		}
	}
	if err := inRange("rounds", s.Rounds, 0, maxRounds); err != nil {
		return s, err
	}
	for _, side := range []struct {
		key string
		dst *Side
	}{{"attacker", &s.Attacker}, {"defender", &s.Defender}} {
		raw, ok := top[side.key]
		if !ok {
			return s, badSpec(side.key, "missing")
		}
		if err := parseSide(side.key, raw, side.dst); err != nil {
			return s, err
		}
	}
	if raw, ok := top["line"]; ok {
		if err := parseLine(raw, &s.Line); err != nil {
			return s, err
		}
	}
	if raw, ok := top["tactics"]; ok {
		if err := parseTactics(raw, &s.Tactics); err != nil {
			return s, err
		}
	}
	return s, nil
}

// UnmarshalJSON reads the JSON form with ParseSpec.
func (s *Spec) UnmarshalJSON(data []byte) error {
	v, err := ParseSpec(data)
	if err != nil {
		return err
	}
	*s = v
	return nil
}

func parseSide(path string, raw json.RawMessage, dst *Side) error {
	m, err := object(path, raw, "faction", "forces")
	if err != nil {
		return err
	}
	if r, ok := m["faction"]; ok {
		if err := decode(path+".faction", r, &dst.Faction); err != nil {
			return err
		}
	}
	r, ok := m["forces"]
	if !ok {
		return badSpec(path+".forces", "missing")
	}
	items, err := array(path+".forces", r)
	if err != nil {
		return err
	}
	dst.Forces = make([]Force, len(items))
	for i, it := range items {
		if err := parseForce(fmt.Sprintf("%s.forces[%d]", path, i), it, &dst.Forces[i]); err != nil {
			return err
		}
	}
	return nil
}

var forceFields = []string{"name", "unit", "faction", "type", "initiative", "attack", "units", "tough", "shield",
	"scouting", "noFlanking", "deepStrike", "baseDefense", "rerolls", "cost", "resources", "fixed"}

func parseForce(path string, raw json.RawMessage, f *Force) error {
	m, err := object(path, raw, forceFields...)
	if err != nil {
		return err
	}
	if _, ok := m["units"]; !ok {
		return badSpec(path+".units", "missing")
	}
	dsts := map[string]any{"name": &f.Name, "unit": &f.Unit, "faction": &f.Faction, "type": &f.Type,
		"initiative": &f.Initiative, "units": &f.Units, "tough": &f.Tough, "shield": &f.Shield,
		"scouting": &f.Scouting, "noFlanking": &f.NoFlanking, "deepStrike": &f.DeepStrike,
		"baseDefense": &f.BaseDefense, "rerolls": &f.Rerolls, "cost": &f.Cost, "resources": &f.Resources,
		"fixed": &f.Fixed}
	for _, key := range forceFields {
		r, ok := m[key]
		if !ok {
			continue
		}
		if key == "attack" {
			if err := parseRatings(path+".attack", r, &f.Attack); err != nil {
				return err
			}
			continue
		}
		if err := decode(path+"."+key, r, dsts[key]); err != nil {
			return err
		}
	}
	if f.Units < 0 {
		return badSpec(path+".units", "%d is negative", f.Units)
	}
	if f.Units > ares.MaxUnitsPerBuilding {
		return badSpec(path+".units", "%d is more than %d", f.Units, ares.MaxUnitsPerBuilding)
	}
	return nil
}

func parseRatings(path string, raw json.RawMessage, dst **ares.Ratings) error {
	if string(bytes.TrimSpace(raw)) == "null" {
		return nil
	}
	m, err := object(path, raw, "infantry", "armor", "air", "building")
	if err != nil {
		return err
	}
	var rs ares.Ratings
	for t := ares.Infantry; t <= ares.BuildingUnit; t++ {
		r, ok := m[t.String()]
		if !ok {
			return badSpec(path+"."+t.String(), "missing (give a number or \"X\")")
		}
		if err := decode(path+"."+t.String(), r, &rs[t]); err != nil {
			return err
		}
	}
	*dst = &rs
	return nil
}

func parseLine(raw json.RawMessage, dst *[]Column) error {
	items, err := array("line", raw)
	if err != nil {
		return err
	}
	cols := make([]Column, len(items))
	for i, it := range items {
		if err := parseColumn(fmt.Sprintf("line[%d]", i), it, &cols[i]); err != nil {
			return err
		}
	}
	*dst = cols
	return nil
}

func parseColumn(path string, raw json.RawMessage, c *Column) error {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '"' {
		var s string
		if err := decode(path, raw, &s); err != nil {
			return err
		}
		if !strings.EqualFold(s, baseCardName) {
			return badSpec(path, "%q: want a column object or %q", s, baseCardName)
		}
		*c = Column{BaseCard: true}
		return nil
	}
	m, err := object(path, raw, "attacker", "defender")
	if err != nil {
		return err
	}
	for _, part := range []struct {
		key string
		dst *[]string
	}{{"attacker", &c.Attacker}, {"defender", &c.Defender}} {
		if r, ok := m[part.key]; ok {
			if err := decode(path+"."+part.key, r, part.dst); err != nil {
				return err
			}
		}
	}
	return nil
}

// MarshalJSON writes "baseCard" for a Base Card column, else the object.
func (c Column) MarshalJSON() ([]byte, error) {
	if c.BaseCard {
		return json.Marshal(baseCardName)
	}
	type plain Column
	return json.Marshal(plain(c))
}

// UnmarshalJSON reads "baseCard" or a column object, strictly.
func (c *Column) UnmarshalJSON(data []byte) error {
	return parseColumn("column", data, c)
}

func parseTactics(raw json.RawMessage, t *Tactics) error {
	m, err := object("tactics", raw, "attacker", "defender")
	if err != nil {
		return err
	}
	for _, side := range []struct {
		key string
		dst *SideTactics
	}{{"attacker", &t.Attacker}, {"defender", &t.Defender}} {
		r, ok := m[side.key]
		if !ok {
			continue
		}
		path := "tactics." + side.key
		sm, err := object(path, r, "retreat", "targeting", "noEmergency", "buildingValue")
		if err != nil {
			return err
		}
		for _, f := range []struct {
			key string
			dst any
		}{{"retreat", &side.dst.Retreat}, {"targeting", &side.dst.Targeting},
			{"noEmergency", &side.dst.NoEmergency}, {"buildingValue", &side.dst.BuildingValue}} {
			if r, ok := sm[f.key]; ok {
				if err := decode(path+"."+f.key, r, f.dst); err != nil {
					return err
				}
			}
		}
	}
	return t.validate()
}

// object decodes a JSON object into its fields, rejecting unknown ones.
func object(path string, raw []byte, known ...string) (map[string]json.RawMessage, error) {
	if !json.Valid(raw) {
		return nil, badSpec(path, "%s", syntaxError(raw))
	}
	if t := bytes.TrimSpace(raw); len(t) == 0 || t[0] != '{' {
		return nil, badSpec(path, "want a JSON object")
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, badSpec(path, "%s", describe(err, raw))
	}
	var unknown []string
	for k := range m {
		if !slices.Contains(known, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		return nil, badSpec(join(path, unknown[0]), "unknown field (the fields here are %s)", strings.Join(known, ", "))
	}
	return m, nil
}

func array(path string, raw json.RawMessage) ([]json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || raw[0] != '[' {
		return nil, badSpec(path, "want a JSON array")
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, badSpec(path, "%s", describe(err, raw))
	}
	return items, nil
}

func decode(path string, raw json.RawMessage, dst any) error {
	if err := json.Unmarshal(raw, dst); err != nil {
		return badSpec(path, "%s", describe(err, raw))
	}
	return nil
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// describe turns encoding/json's errors into plain words.
func describe(err error, raw []byte) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		want := te.Type.String()
		switch te.Type.Kind().String() {
		case "int", "int8", "int16", "int32", "int64", "uint8":
			want = "a whole number"
		case "float64":
			want = "a number"
		case "bool":
			want = "true or false"
		case "string":
			want = "a string"
		case "slice":
			want = "an array"
		case "ptr":
			want = strings.TrimPrefix(want, "*")
		}
		return fmt.Sprintf("want %s, got %s", want, te.Value)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return syntaxError(raw)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// syntaxError locates a JSON syntax error by line and column.
func syntaxError(raw []byte) string {
	var v any
	err := json.Unmarshal(raw, &v)
	var se *json.SyntaxError
	if !errors.As(err, &se) {
		if err == nil {
			return "invalid JSON"
		}
		return "invalid JSON: " + strings.TrimPrefix(err.Error(), "json: ")
	}
	line, col := 1, 1
	for _, c := range raw[:min(int(se.Offset), len(raw))] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Sprintf("invalid JSON at line %d, column %d: %s", line, col, se.Error())
}
