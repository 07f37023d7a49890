package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxGrid is the most values a grid may hold.
const MaxGrid = 64

// ParseGrid reads the values of a sweep: a list "1,2,4", a range "1..4"
// (every whole number from 1 to 4) or a range with a step "0..20:5". The
// values must be distinct, and at most MaxGrid. Errors are one line
// naming what is wrong.
func ParseGrid(s string) ([]int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("no values (want a list 1,2,4, a range 1..4 or 0..20:5)")
	}
	var out []int
	if lo, rest, ok := strings.Cut(s, ".."); ok {
		hi, stepText, hasStep := strings.Cut(rest, ":")
		a, err1 := strconv.Atoi(strings.TrimSpace(lo))
		b, err2 := strconv.Atoi(strings.TrimSpace(hi))
		step := 1
		var err3 error
		if hasStep {
			step, err3 = strconv.Atoi(strings.TrimSpace(stepText))
		}
		switch {
		case err1 != nil || err2 != nil || err3 != nil:
			return nil, fmt.Errorf("values %q: want whole numbers, as in 1..4 or 0..20:5", s)
		case b < a:
			return nil, fmt.Errorf("values %q: the range ends before it starts", s)
		case step <= 0:
			return nil, fmt.Errorf("values %q: the step must be at least 1", s)
		case (b-a)/step+1 > MaxGrid:
			return nil, fmt.Errorf("values %q: %d values, at most %d", s, (b-a)/step+1, MaxGrid)
		}
		for v := a; v <= b; v += step {
			out = append(out, v)
		}
		return out, nil
	}
	seen := map[int]bool{}
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, fmt.Errorf("values %q: %q is not a whole number", s, strings.TrimSpace(f))
		}
		if seen[v] {
			return nil, fmt.Errorf("values %q: %d given twice", s, v)
		}
		seen[v] = true
		out = append(out, v)
	}
	if len(out) > MaxGrid {
		return nil, fmt.Errorf("values %q: %d values, at most %d", s, len(out), MaxGrid)
	}
	return out, nil
}

// ParseVary splits a sweep's --vary "PATH=VALUES" into the dotted path
// (its parts trimmed) and the grid of values (ParseGrid).
func ParseVary(s string) (path []string, values []int, err error) {
	p, v, ok := strings.Cut(s, "=")
	if !ok {
		return nil, nil, fmt.Errorf("--vary %q: want PATH=VALUES, as in Kahoum.Novice.cost=1..4", s)
	}
	for _, part := range strings.Split(p, ".") {
		part = strings.TrimSpace(part)
		if part == "" {
			return nil, nil, fmt.Errorf("--vary %q: an empty part in %q", s, p)
		}
		path = append(path, part)
	}
	values, err = ParseGrid(v)
	if err != nil {
		return nil, nil, fmt.Errorf("--vary %q: %w", s, err)
	}
	return path, values, nil
}
