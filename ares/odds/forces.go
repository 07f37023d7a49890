package odds

import (
	"strconv"
	"strings"

	"github.com/aresim/aresim/ares"
)

// ParseForces reads a short list of Forces such as
// "Trooper*3,Heavy Tank*1,Quake": unit names from faction data, each with
// its number of units after a "*" (1 when left out).
func ParseForces(s string) ([]Force, error) {
	var out []Force
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		name, count, hasCount := strings.Cut(item, "*")
		name = strings.TrimSpace(name)
		if name == "" {
			return nil, badSpec("", "%q: want Unit*N, such as Trooper*3", item)
		}
		units := 1
		if hasCount {
			n, err := strconv.Atoi(strings.TrimSpace(count))
			if err != nil {
				return nil, badSpec("", "%q: %q is not a number of units", item, count)
			}
			units = n
		}
		if units < 0 {
			return nil, badSpec("", "%q: %d is negative", item, units)
		}
		if units > ares.MaxUnitsPerBuilding {
			return nil, badSpec("", "%q: %d is more than %d (a Force holds at most %d units)", item, units,
				ares.MaxUnitsPerBuilding, ares.MaxUnitsPerBuilding)
		}
		out = append(out, Unit(name, units))
	}
	return out, nil
}
