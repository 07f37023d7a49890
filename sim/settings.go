package sim

import "unicode"

// Settings splits a fingerprint of key=value settings separated by spaces
// into its settings. A space before an opening bracket, and spaces inside
// brackets, do not split, so that a bot named with its definition
// ("bots=learned (weights 0123456789abcdef)", play.Registry.Definition)
// stays one setting. A fingerprint without brackets splits as
// strings.Fields splits it.
func Settings(fingerprint string) []string {
	out := []string{}
	start, depth := -1, 0
	for i, r := range fingerprint {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0 && unicode.IsSpace(r) && (start < 0 || i+1 >= len(fingerprint) || fingerprint[i+1] != '('):
			if start >= 0 {
				out = append(out, fingerprint[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, fingerprint[start:])
	}
	return out
}
