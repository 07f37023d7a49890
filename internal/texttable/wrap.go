package texttable

import (
	"strings"
	"unicode/utf8"
)

// Wrap breaks text at spaces into lines of at most width columns; a word
// longer than a line is broken after its commas (a list), and a part
// still longer stands alone on its line. Lines after the first start with
// indent.
func Wrap(text string, width int, indent string) []string {
	var lines []string
	line := ""
	var words []string
	for _, word := range strings.Fields(text) {
		if utf8.RuneCountInString(indent+word) <= width || !strings.Contains(word, ",") {
			words = append(words, word)
			continue
		}
		parts := strings.SplitAfter(word, ",")
		part := ""
		for _, p := range parts {
			if part != "" && utf8.RuneCountInString(indent+part+p) > width {
				words = append(words, part)
				part = ""
			}
			part += p
		}
		words = append(words, part)
	}
	for _, word := range words {
		switch {
		case line == "":
			line = word
			if len(lines) > 0 {
				line = indent + word
			}
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = indent + word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
