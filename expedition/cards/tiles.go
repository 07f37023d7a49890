package cards

import "fmt"

// compileTile compiles a milestone or award block into cat:
//
//	milestone Builder
//	  set: discovery
//	  condition: tag building >= 8
//
//	award Industrialist
//	  set: discovery
//	  counts: steel + titanium
func compileTile(cat *Catalogue, file string, b *block) error {
	var set Set
	setSeen := false
	var count []Countable
	var n int16 = -1
	note := ""
	want := "condition"
	if b.kind == "award" {
		want = "counts"
	}
	for i := range b.fields {
		f := &b.fields[i]
		p := newParser(f.value)
		var err error
		switch f.key {
		case "set":
			s, ok := ParseSet(f.value)
			if !ok {
				err = fmt.Errorf("unknown set %q", f.value)
			}
			set, setSeen = s, true
		case "note":
			note = f.value
		case want:
			count, n, err = parseTileCount(p, b.kind == "milestone")
		default:
			err = fmt.Errorf("unknown field")
		}
		if err != nil {
			return fmt.Errorf("%w: %s:%d: %s %q: %s: %v", ErrBadData, file, f.line, b.kind, b.name, f.key, err)
		}
	}
	missing := func(key string) error {
		return fmt.Errorf("%w: %s:%d: %s %q: %s: missing", ErrBadData, file, b.line, b.kind, b.name, key)
	}
	if !setSeen {
		return missing("set")
	}
	if count == nil {
		return missing(want)
	}
	var needs Features
	for _, c := range count {
		needs |= countNeeds(c)
	}
	src := fmt.Sprintf("%s:%d", file, b.line)
	if b.kind == "milestone" {
		cat.Milestones = append(cat.Milestones, Milestone{ID: len(cat.Milestones), Name: b.name, Set: set,
			Count: count[0], N: n, Needs: needs, Note: note, Text: fieldTexts(b), Source: src})
		return nil
	}
	cat.Awards = append(cat.Awards, Award{ID: len(cat.Awards), Name: b.name, Set: set, Counts: count,
		Needs: needs, Note: note, Text: fieldTexts(b), Source: src})
	return nil
}

// parseTileCount reads a milestone's "COUNTABLE >= N" (threshold) or an
// award's "COUNTABLE [+ COUNTABLE ...]".
func parseTileCount(p *Parser, threshold bool) ([]Countable, int16, error) {
	var out []Countable
	for {
		c, err := parseCountable(p)
		if err != nil {
			return nil, 0, err
		}
		if c.Kind == CountResources {
			return nil, 0, p.errorf("a tile counts the player's things, not a card's own resources")
		}
		out = append(out, c)
		if threshold || !p.accept("+") {
			break
		}
	}
	var n int16
	if threshold {
		var err error
		if n, err = parseAtLeast(p); err != nil {
			return nil, 0, err
		}
		if n < 1 {
			return nil, 0, p.errorf("a milestone needs a positive threshold")
		}
	}
	if !p.eof() {
		return nil, 0, p.errorf("unexpected text")
	}
	return out, n, nil
}
