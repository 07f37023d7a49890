// Package doccheck reads the module's Markdown documentation so that tests
// can hold it to the code: its fenced blocks (command outputs and file
// excerpts), its relative links and its headings' anchors.
//
// A fenced block whose first line is "$ COMMAND" shows the output of
// COMMAND (run from the module root); a block right after the comment
// "<!-- file: PATH -->" is an excerpt of the file PATH. In both, a line of
// its own reading "…" (or "...", or "// …" in code) stands for lines left
// out; every other line must be in the output or the file, in order, runs
// of lines unbroken. A block after "<!-- not run: REASON -->" is shown as
// measured and is not compared.
package doccheck

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Block is a fenced code block of a Markdown file.
type Block struct {
	File string // the Markdown file, relative to the module root
	Line int    // line number of the opening fence
	Lang string // the fence's info string ("text", "go", "sh", ...)
	// Comment is the HTML comment on the line before the fence (blank
	// lines skipped), without its delimiters, or "".
	Comment string
	Lines   []string // the block's content
}

// Command returns the command of a block whose first line is "$ COMMAND",
// split into words, and the block's other lines.
func (b Block) Command() (args, rest []string, ok bool) {
	if len(b.Lines) == 0 || !strings.HasPrefix(b.Lines[0], "$ ") {
		return nil, nil, false
	}
	args, err := Split(strings.TrimPrefix(b.Lines[0], "$ "))
	if err != nil || len(args) == 0 {
		return nil, nil, false
	}
	return args, b.Lines[1:], true
}

// Where is "file:line" of the block, for test messages.
func (b Block) Where() string { return fmt.Sprintf("%s:%d", b.File, b.Line) }

// FileExcerpt returns the path of the file the block is an excerpt of, from
// a "file: PATH" comment.
func (b Block) FileExcerpt() (string, bool) {
	p, ok := strings.CutPrefix(b.Comment, "file: ")
	return strings.TrimSpace(p), ok
}

// NotRun reports whether the block is marked "not run: REASON".
func (b Block) NotRun() bool { return strings.HasPrefix(b.Comment, "not run:") }

// Root finds the module root: the nearest directory at or above the
// working directory holding go.mod.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("doccheck: no go.mod above the working directory")
		}
		dir = parent
	}
}

// MarkdownFiles lists the documentation under root: README.md and every
// .md file in docs/ and examples/, relative to root, sorted.
func MarkdownFiles(root string) ([]string, error) {
	files := []string{"README.md"}
	for _, dir := range []string{"docs", "examples"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(path, ".md") {
				rel, err := filepath.Rel(root, path)
				if err != nil {
					return err
				}
				files = append(files, filepath.ToSlash(rel))
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(files[1:])
	return files, nil
}

var commentLine = regexp.MustCompile(`^<!--\s*(.*?)\s*-->$`)

// Blocks returns the fenced code blocks of the Markdown file name (relative
// to root).
func Blocks(root, name string) ([]Block, error) {
	lines, err := readLines(filepath.Join(root, name))
	if err != nil {
		return nil, err
	}
	var blocks []Block
	comment := ""
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if m := commentLine.FindStringSubmatch(line); m != nil {
			comment = m[1]
			continue
		}
		fence, ok := fenceOf(line)
		if !ok {
			if line != "" {
				comment = ""
			}
			continue
		}
		b := Block{File: name, Line: i + 1, Lang: strings.TrimSpace(line[len(fence):]), Comment: comment}
		comment = ""
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != fence; i++ {
			b.Lines = append(b.Lines, lines[i])
		}
		if i == len(lines) {
			return nil, fmt.Errorf("%s:%d: unclosed code block", name, b.Line)
		}
		blocks = append(blocks, b)
	}
	return blocks, nil
}

// fenceOf returns the fence a line opens ("```" or "~~~", as long as it is).
func fenceOf(line string) (string, bool) {
	for _, c := range []string{"`", "~"} {
		if strings.HasPrefix(line, c+c+c) {
			n := len(line) - len(strings.TrimLeft(line, c))
			return line[:n], true
		}
	}
	return "", false
}

func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines, sc.Err()
}

// IsElision reports whether an excerpt line stands for lines left out.
func IsElision(line string) bool {
	switch strings.TrimSpace(line) {
	case "…", "...", "// …", "// ...":
		return true
	}
	return false
}

// Match checks that excerpt is an excerpt of text: split at its elision
// lines, its runs of lines appear in text in order, each run unbroken,
// the first at the start of text unless the excerpt begins with an
// elision, the last at the end unless it ends with one. Lines compare
// with their leading and trailing spaces trimmed; blank lines at the end
// of text are ignored.
func Match(excerpt, text []string) error {
	text = trimLines(text)
	for len(text) > 0 && text[len(text)-1] == "" {
		text = text[:len(text)-1]
	}
	var runs [][]string
	run := []string{}
	for _, l := range excerpt {
		if IsElision(l) {
			runs = append(runs, run)
			run = []string{}
			continue
		}
		run = append(run, strings.TrimSpace(l))
	}
	runs = append(runs, run)
	pos := 0
	for i, r := range runs {
		if len(r) == 0 {
			continue
		}
		first, last := i == 0, i == len(runs)-1
		at := -1
		switch {
		case first:
			if hasRunAt(text, r, 0) {
				at = 0
			}
		default:
			for j := pos; j+len(r) <= len(text); j++ {
				if hasRunAt(text, r, j) {
					at = j
					break
				}
			}
		}
		if at < 0 {
			return fmt.Errorf("not found in order: %q", firstMissing(text[pos:], r))
		}
		pos = at + len(r)
		if last && pos != len(text) {
			return fmt.Errorf("the excerpt ends at %q but more follows (end it with a line \"…\")", r[len(r)-1])
		}
	}
	return nil
}

func hasRunAt(text, run []string, at int) bool {
	if at+len(run) > len(text) {
		return false
	}
	for k, l := range run {
		if text[at+k] != l {
			return false
		}
	}
	return true
}

// firstMissing names the first line of run that text does not continue.
func firstMissing(text, run []string) string {
	best := 0
	for j := range text {
		k := 0
		for k < len(run) && j+k < len(text) && text[j+k] == run[k] {
			k++
		}
		best = max(best, k)
	}
	if best == len(run) {
		return run[0]
	}
	return run[best]
}

func trimLines(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimSpace(l)
	}
	return out
}

// Split splits a command line into words as a POSIX shell would for the
// simple lines the docs show: words separated by spaces, single and
// double quotes grouping, no expansion.
func Split(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range line {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("doccheck: unclosed quote in %q", line)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

var (
	citation   = regexp.MustCompile(`(?i)\brulings?\s+([ACDEF]\d+(?:(?:\s*,\s*|\s+and\s+|\s*-\s*)[ACDEF]\d+)*)`)
	rulingWord = regexp.MustCompile(`[ACDEF]\d+|-`)
)

// Citations returns the rulings a text cites, in order, as "A7": "Ruling
// A7", "Rulings A2, A6 and E4", and "rulings A10-A12" (A10, A11, A12).
func Citations(text string) []string {
	var ids []string
	for _, m := range citation.FindAllStringSubmatch(text, -1) {
		words := rulingWord.FindAllString(m[1], -1)
		for i, id := range words {
			if id == "-" {
				continue
			}
			ids = append(ids, id)
			if i+2 < len(words) && words[i+1] == "-" && words[i+2][0] == id[0] {
				lo, _ := strconv.Atoi(id[1:])
				hi, _ := strconv.Atoi(words[i+2][1:])
				for n := lo + 1; n < hi; n++ {
					ids = append(ids, id[:1]+strconv.Itoa(n))
				}
			}
		}
	}
	return ids
}

// MissingPhrases returns the phrases the file at path does not contain,
// comparing with runs of spaces and line breaks as single spaces, so that
// a phrase matches wherever the text wraps it.
func MissingPhrases(path string, phrases ...string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	text := OneLine(string(data))
	var missing []string
	for _, p := range phrases {
		if !strings.Contains(text, OneLine(p)) {
			missing = append(missing, p)
		}
	}
	return missing, nil
}

// OneLine joins text's lines and runs of spaces into single spaces.
func OneLine(text string) string { return strings.Join(strings.Fields(text), " ") }

// Link is a relative link of a Markdown file.
type Link struct {
	File   string // the Markdown file, relative to the module root
	Line   int
	Target string // as written: "docs/cli.md#flags", "#top", "factions/"
}

var inlineLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// Links returns the relative links of the Markdown file name, outside code
// blocks and code spans. Links with a scheme (https:, mailto:) are left
// out.
func Links(root, name string) ([]Link, error) {
	lines, err := proseLines(root, name)
	if err != nil {
		return nil, err
	}
	var links []Link
	for i, line := range lines {
		for _, m := range inlineLink.FindAllStringSubmatch(stripCodeSpans(line), -1) {
			t := m[1]
			if strings.Contains(t, "://") || strings.HasPrefix(t, "mailto:") {
				continue
			}
			links = append(links, Link{File: name, Line: i + 1, Target: t})
		}
	}
	return links, nil
}

// proseLines returns the lines of the Markdown file name with the lines of
// its code blocks (fences included) blanked, so line numbers stay.
func proseLines(root, name string) ([]string, error) {
	lines, err := readLines(filepath.Join(root, name))
	if err != nil {
		return nil, err
	}
	fence := ""
	for i, line := range lines {
		t := strings.TrimSpace(line)
		if f, ok := fenceOf(t); ok && (fence == "" || t == fence) {
			if fence == "" {
				fence = f
			} else {
				fence = ""
			}
			lines[i] = ""
		} else if fence != "" {
			lines[i] = ""
		}
	}
	return lines, nil
}

var codeSpan = regexp.MustCompile("`[^`]*`")

func stripCodeSpans(line string) string { return codeSpan.ReplaceAllString(line, "") }

var (
	headingLine = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)
	anchorTag   = regexp.MustCompile(`<a\s+(?:id|name)="([^"]+)"`)
)

// Anchors returns the anchors of the Markdown file name: its headings'
// slugs as GitHub makes them (repeated headings numbered -1, -2, ...)
// and the ids of its <a id="..."> tags.
func Anchors(root, name string) (map[string]bool, error) {
	lines, err := proseLines(root, name)
	if err != nil {
		return nil, err
	}
	anchors := map[string]bool{}
	seen := map[string]int{}
	for _, line := range lines {
		for _, m := range anchorTag.FindAllStringSubmatch(line, -1) {
			anchors[m[1]] = true
		}
		m := headingLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		slug := Slug(m[1])
		if n := seen[slug]; n > 0 {
			anchors[fmt.Sprintf("%s-%d", slug, n)] = true
		} else {
			anchors[slug] = true
		}
		seen[slug]++
	}
	return anchors, nil
}

// Slug is GitHub's anchor for a heading: lower case, punctuation removed
// (hyphens and underscores kept), spaces turned into hyphens.
func Slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
