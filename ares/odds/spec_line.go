package odds

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/ares"
)

// This file turns an explicit battle line of Force names into columns of
// Force indices.

// baseCardName marks a Base Card column in a battle line.
const baseCardName = "baseCard"

// lineColumns turns the named line into Force indices, checking every
// name. Base Card columns must stand at both ends, in a base attack only.
func (s *Spec) lineColumns(attNames, defNames []string, att, def []ares.ForceSpec) ([]ares.LineColumn, error) {
	if s.Kind == Raid {
		return nil, badSpec("line", "a Raid has no battle line")
	}
	cols := s.Line
	nBase := 0
	for i, c := range cols {
		if !c.BaseCard {
			continue
		}
		nBase++
		if !s.Kind.baseAttack() {
			return nil, badSpec(fmt.Sprintf("line[%d]", i), "Base Cards stand only in a base attack")
		}
		if i != 0 && i != len(cols)-1 {
			return nil, badSpec(fmt.Sprintf("line[%d]", i), "a Base Card column stands at an end of the line")
		}
	}
	if nBase == 1 {
		return nil, badSpec("line", "give Base Card columns at both ends, or at neither")
	}
	placed := map[int]string{}
	var out []ares.LineColumn
	for i, c := range cols {
		if c.BaseCard {
			continue
		}
		path := fmt.Sprintf("line[%d]", i)
		if len(c.Attacker)+len(c.Defender) == 0 {
			return nil, badSpec(path, "an empty column")
		}
		var lc ares.LineColumn
		for _, part := range []struct {
			side  string
			names []string
			base  int
			specs []ares.ForceSpec
			dst   *[]int
		}{{"attacker", c.Attacker, 0, att, &lc.Attacker}, {"defender", c.Defender, len(att), def, &lc.Defender}} {
			all := attNames
			if part.base > 0 {
				all = defNames
			}
			for r, n := range part.names {
				p := fmt.Sprintf("%s.%s[%d]", path, part.side, r)
				j := indexFold(all, n)
				if j < 0 {
					return nil, badSpec(p, "no %s Force named %q (have %s)", part.side, n, strings.Join(all, ", "))
				}
				if prev, dup := placed[part.base+j]; dup {
					return nil, badSpec(p, "%q is already placed at %s", n, prev)
				}
				if part.specs[j].Units == 0 {
					return nil, badSpec(p, "%q has no units and cannot stand in the line", n)
				}
				if r > 0 && part.specs[j].NoFlanking {
					return nil, badSpec(p, "%q has No Flanking and cannot flank", n)
				}
				placed[part.base+j] = p
				*part.dst = append(*part.dst, part.base+j)
			}
		}
		out = append(out, lc)
	}
	for _, part := range []struct {
		side  string
		names []string
		base  int
		specs []ares.ForceSpec
	}{{"attacker", attNames, 0, att}, {"defender", defNames, len(att), def}} {
		for j, n := range part.names {
			if _, ok := placed[part.base+j]; !ok && part.specs[j].Units > 0 {
				return nil, badSpec("line", "%s Force %q is not placed", part.side, n)
			}
		}
	}
	return out, nil
}

func indexFold(list []string, s string) int {
	for i, n := range list {
		if strings.EqualFold(n, s) {
			return i
		}
	}
	return -1
}
