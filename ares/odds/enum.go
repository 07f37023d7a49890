package odds

import (
	"strconv"
	"strings"
)

// enumString names value i of an enumeration, or writes typ(i).
func enumString(names []string, i int, typ string) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return typ + "(" + strconv.Itoa(i) + ")"
}

// enumParse finds s among names, case-insensitively and ignoring
// surrounding spaces.
func enumParse(names []string, s string) (int, bool) {
	for i, n := range names {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return i, true
		}
	}
	return 0, false
}
