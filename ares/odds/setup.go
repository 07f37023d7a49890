package odds

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aresim/aresim/ares"
)

// This file checks a Spec against the rules and the faction data and
// builds the Setup the calculations take.

// Setup is a battle ready to be computed: its starting state, the name of
// every Force (by Force index: attackers first, then defenders), and the
// tactics. Build one from a Spec, or directly from an ares.Battle.
type Setup struct {
	// Start is the battle before its first decision (after SetLine when the
	// line is explicit).
	Start ares.Battle
	// Names holds one name per Force; missing names read "attacker 1",
	// "defender 2" and so on.
	Names []string
	// Tactics are both sides' decision rules.
	Tactics Tactics
	// Line is the explicit battle line Start was set with, or nil.
	Line []ares.LineColumn
}

// Name returns the name of Force i.
func (s *Setup) Name(i int) string {
	if i < len(s.Names) && s.Names[i] != "" {
		return s.Names[i]
	}
	f := s.Start.Force(i)
	k := 1
	for j := 0; j < i; j++ {
		if s.Start.Force(j).Side() == f.Side() {
			k++
		}
	}
	return fmt.Sprintf("%s %d", f.Side(), k)
}

// Setup validates the description, looks its units up in rules (nil means
// ares.DefaultRules) and builds the battle. Errors wrap ErrBadSpec and name
// the field.
func (s *Spec) Setup(rules *ares.Rules) (*Setup, error) {
	if rules == nil {
		r, err := ares.DefaultRules()
		if err != nil {
			return nil, err
		}
		rules = r
	}
	if s.Kind >= numKinds {
		return nil, badSpec("kind", "unknown battle kind %d", s.Kind)
	}
	if s.Rounds < 0 || s.Rounds > maxRounds {
		return nil, badSpec("rounds", "%d is outside 1-%d", s.Rounds, maxRounds)
	}
	if s.EmergencyCards < 0 || s.EmergencyCards > maxEmergencyCards {
		return nil, badSpec("emergencyCards", "%d is outside 0-%d", s.EmergencyCards, maxEmergencyCards)
	}
	if s.EmergencyCards > 0 && !s.Kind.baseAttack() {
		return nil, badSpec("emergencyCards", "Emergency Defense is only for a defender of its base (kind base or deepstrike)")
	}
	if s.EmptyBuildings < 0 || s.EmptyBuildings > maxEmptyBuildings {
		return nil, badSpec("emptyBuildings", "%d is outside 0-%d", s.EmptyBuildings, maxEmptyBuildings)
	}
	if s.EmptyBuildings > 0 && !s.Kind.baseAttack() {
		return nil, badSpec("emptyBuildings", "Empty Buildings are fired at only in a base attack (kind base or deepstrike)")
	}
	if err := s.Tactics.validate(); err != nil {
		return nil, err
	}
	att, attNames, err := s.side("attacker", &s.Attacker, ares.Attacker, rules)
	if err != nil {
		return nil, err
	}
	def, defNames, err := s.side("defender", &s.Defender, ares.Defender, rules)
	if err != nil {
		return nil, err
	}
	if len(att)+len(def) > ares.MaxBattleForces {
		return nil, badSpec("", "%d Forces, at most %d in a battle", len(att)+len(def), ares.MaxBattleForces)
	}
	if s.Kind == Raid && (len(att) != 1 || len(def) != 1) {
		return nil, badSpec("", "a Raid is fought by one Force on each side, not %d and %d", len(att), len(def))
	}
	cfg := ares.BattleConfig{Rounds: s.Rounds, EmergencyCards: s.EmergencyCards, EmptyBuildings: s.EmptyBuildings}
	switch s.Kind {
	case Base:
		cfg.Kind = ares.BaseBattle
	case DeepStrike:
		cfg.Kind, cfg.DeepStrike = ares.BaseBattle, true
	case Raid:
		cfg.Kind = ares.RaidBattle
	}
	b, err := ares.NewBattle(cfg, att, def)
	if err != nil {
		return nil, badSpec("", "%v", err)
	}
	setup := &Setup{Names: append(attNames, defNames...), Tactics: s.Tactics}
	if s.Line != nil {
		cols, err := s.lineColumns(attNames, defNames, att, def)
		if err != nil {
			return nil, err
		}
		if err := b.SetLine(cols); err != nil {
			return nil, badSpec("line", "%v", err)
		}
		setup.Line = cols
		setup.Tactics.KeepLine = !s.FreeLine
	}
	setup.Start = b
	return setup, nil
}

func (t *Tactics) validate() error {
	for _, side := range []struct {
		name string
		st   *SideTactics
	}{{"attacker", &t.Attacker}, {"defender", &t.Defender}} {
		r := side.st.Retreat
		if r.Kind > RetreatWhenWorse || (r.Kind == RetreatAfter && (r.Round < 0 || r.Round > maxRounds)) {
			return badSpec("tactics."+side.name+".retreat", "%s is not a retreat tactic", r)
		}
		if side.st.Targeting >= numTargetings {
			return badSpec("tactics."+side.name+".targeting", "unknown targeting %d", side.st.Targeting)
		}
		if v := side.st.BuildingValue; v < 0 || v > 1000 || v != v {
			return badSpec("tactics."+side.name+".buildingValue", "%v is outside 0-1000", v)
		}
	}
	return nil
}

// side validates one side's Forces and returns their specs and names.
func (s *Spec) side(name string, sd *Side, side ares.Side, rules *ares.Rules) ([]ares.ForceSpec, []string, error) {
	specs := make([]ares.ForceSpec, 0, len(sd.Forces))
	names := make([]string, 0, len(sd.Forces))
	units := make([]string, 0, len(sd.Forces))
	explicit := map[string]int{}
	for i := range sd.Forces {
		f := &sd.Forces[i]
		path := fmt.Sprintf("%s.forces[%d]", name, i)
		sp, unitName, err := f.spec(path, sd.Faction, rules)
		if err != nil {
			return nil, nil, err
		}
		if err := s.eligible(path, sp, side, unitName); err != nil {
			return nil, nil, err
		}
		if f.Name != "" {
			key := strings.ToLower(f.Name)
			if j, dup := explicit[key]; dup {
				return nil, nil, badSpec(path+".name", "%q is already the name of %s.forces[%d]", f.Name, name, j)
			}
			if strings.EqualFold(f.Name, baseCardName) {
				return nil, nil, badSpec(path+".name", "%q is reserved for the Base Cards", f.Name)
			}
			explicit[key] = i
		}
		specs = append(specs, sp)
		names = append(names, f.Name)
		units = append(units, unitName)
	}
	// Default names: the unit's name (or type), made unique on the side.
	taken := map[string]bool{}
	for _, n := range names {
		if n != "" {
			taken[strings.ToLower(n)] = true
		}
	}
	for i, n := range names {
		if n != "" {
			continue
		}
		base := units[i]
		if base == "" {
			base = fmt.Sprintf("%s %s", name, specs[i].Type)
		}
		n = base
		for k := 2; taken[strings.ToLower(n)]; k++ {
			n = fmt.Sprintf("%s %d", base, k)
		}
		taken[strings.ToLower(n)] = true
		names[i] = n
	}
	return specs, names, nil
}

// spec builds the Force's ares.ForceSpec: the unit's stats, overridden by
// the stats given.
func (f *Force) spec(path, sideFaction string, rules *ares.Rules) (ares.ForceSpec, string, error) {
	var sp ares.ForceSpec
	unitName := ""
	if f.Unit != "" {
		u, err := lookUp(path, f.Unit, f.Faction, sideFaction, rules)
		if err != nil {
			return sp, "", err
		}
		sp = u.Spec(0)
		unitName = u.Name
	} else {
		if f.Faction != "" {
			return sp, "", badSpec(path+".faction", "given without a unit")
		}
		for _, miss := range []struct {
			field string
			nil   bool
		}{{"type", f.Type == nil}, {"initiative", f.Initiative == nil}, {"attack", f.Attack == nil}} {
			if miss.nil {
				return sp, "", badSpec(path+"."+miss.field, "missing (give a \"unit\" from faction data, or type, initiative and attack)")
			}
		}
		sp.Cost = 1
	}
	if f.Type != nil {
		if *f.Type > ares.BuildingUnit {
			return sp, "", badSpec(path+".type", "unknown unit type %d", *f.Type)
		}
		sp.Type = *f.Type
	}
	if f.Initiative != nil {
		if *f.Initiative < -maxInitiative || *f.Initiative > maxInitiative {
			return sp, "", badSpec(path+".initiative", "%d is outside -%d-%d", *f.Initiative, maxInitiative, maxInitiative)
		}
		sp.Initiative = int8(*f.Initiative)
	}
	if f.Attack != nil {
		for t, r := range f.Attack {
			if !r.IsX() && (r < -9 || r > 9) {
				return sp, "", badSpec(fmt.Sprintf("%s.attack.%s", path, ares.UnitType(t)), "%d is outside -9-9", r)
			}
		}
		sp.Attack = *f.Attack
	}
	for _, b := range []struct {
		p   *bool
		dst *bool
	}{{f.Tough, &sp.Tough}, {f.NoFlanking, &sp.NoFlanking}, {f.DeepStrike, &sp.DeepStrike}, {f.BaseDefense, &sp.BaseDefense}} {
		if b.p != nil {
			*b.dst = *b.p
		}
	}
	for _, n := range []struct {
		field    string
		p        *int
		dst      *uint8
		min, max int
	}{{"shield", f.Shield, &sp.Shield, 0, maxAbility}, {"scouting", f.Scouting, &sp.Scouting, 0, maxAbility},
		{"rerolls", f.Rerolls, &sp.Rerolls, 0, maxAbility}, {"cost", f.Cost, &sp.Cost, 1, maxAbility}} {
		if n.p == nil {
			continue
		}
		if err := inRange(path+"."+n.field, *n.p, n.min, n.max); err != nil {
			return sp, "", err
		}
		*n.dst = uint8(*n.p)
	}
	if f.Units < 0 {
		return sp, "", badSpec(path+".units", "%d is negative", f.Units)
	}
	if f.Units > ares.MaxUnitsPerBuilding {
		return sp, "", badSpec(path+".units", "%d is more than %d", f.Units, ares.MaxUnitsPerBuilding)
	}
	sp.Units = uint8(f.Units)
	if err := inRange(path+".resources", f.Resources, 0, maxResources); err != nil {
		return sp, "", err
	}
	sp.Resources = uint8(f.Resources)
	sp.Fixed = f.Fixed
	return sp, unitName, nil
}

func inRange(path string, v, lo, hi int) error {
	switch {
	case v < 0 && lo == 0:
		return badSpec(path, "%d is negative", v)
	case v < lo:
		return badSpec(path, "%d is less than %d", v, lo)
	case v > hi:
		return badSpec(path, "%d is more than %d", v, hi)
	}
	return nil
}

// lookUp finds a unit by name: in the Force's faction, else the side's,
// else in every faction of rules.
func lookUp(path, unit, faction, sideFaction string, rules *ares.Rules) (*ares.Unit, error) {
	fieldPath := path + ".faction"
	if faction == "" {
		faction = sideFaction
		fieldPath = path[:strings.Index(path, ".")] + ".faction" // the side's
	}
	if faction != "" {
		fac, _, err := rules.Faction(faction)
		if err != nil {
			return nil, badSpec(fieldPath, "unknown faction %q (have %s)", faction, factionNames(rules))
		}
		u, ok := fac.UnitByName(unit)
		if !ok {
			return nil, badSpec(path+".unit", "unknown unit %q: %s has %s", unit, fac.Name, unitNames(fac))
		}
		return u, nil
	}
	var found *ares.Unit
	for _, fac := range rules.Factions() {
		if u, ok := fac.UnitByName(unit); ok {
			if found != nil {
				return nil, badSpec(path+".unit", "unit %q is in more than one faction: give a faction", unit)
			}
			found = u
		}
	}
	if found == nil {
		return nil, badSpec(path+".unit", "unknown unit %q in %s", unit, factionNames(rules))
	}
	return found, nil
}

func factionNames(rules *ares.Rules) string {
	var names []string
	for _, f := range rules.Factions() {
		names = append(names, f.Name)
	}
	return strings.Join(names, ", ")
}

func unitNames(f *ares.Faction) string {
	names := make([]string, len(f.Units))
	for i := range f.Units {
		names[i] = f.Units[i].Name
	}
	return strings.Join(names, ", ")
}

// eligible checks that the Force may fight on its side in this kind of
// battle (rulebook, Battle Sequence step 3, and Raids).
func (s *Spec) eligible(path string, sp ares.ForceSpec, side ares.Side, unit string) error {
	what := "this Force"
	if unit != "" {
		what = strconv.Quote(unit)
	}
	if side == ares.Attacker {
		switch {
		case sp.BaseDefense:
			return badSpec(path, "%s is Base Defense: it never attacks", what)
		case sp.Units == 0:
			return badSpec(path+".units", "an attacking Force needs at least one unit")
		case s.Kind == DeepStrike && !sp.DeepStrike:
			return badSpec(path, "%s has no Deep Strike and cannot join a Deep Strike", what)
		case s.Kind == Raid && sp.Type != ares.Infantry && sp.Type != ares.Armor:
			return badSpec(path, "%s is %s: a Raid attacker is Infantry or Armor", what, sp.Type)
		}
		return nil
	}
	switch {
	case sp.BaseDefense && s.Kind == Frontier:
		return badSpec(path, "%s is Base Defense: it only defends its base", what)
	case s.Kind == Raid && !sp.BaseDefense && sp.Type != ares.Infantry && sp.Type != ares.Armor:
		return badSpec(path, "%s is %s: a Raid defender is Infantry, Armor or Base Defense", what, sp.Type)
	case sp.Units == 0 && !(sp.BaseDefense && s.Kind.baseAttack()):
		return badSpec(path+".units", "0 units: only a defender's Base Defense building in a base attack may start empty (for Emergency Defense)")
	}
	return nil
}
