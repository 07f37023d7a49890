package doccheck

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The tests below hold the module's own documentation (README.md, docs/,
// examples/) to the code.

func root(t *testing.T) string {
	t.Helper()
	r, err := Root()
	require.NoError(t, err)
	return r
}

var rulingHead = regexp.MustCompile(`(?m)^### ([ACDEF]\d+)\. \S`)

// citedRulings adds the rulings text cites to cited, with where.
func citedRulings(text, where string, cited map[string][]string) {
	for _, id := range Citations(text) {
		cited[id] = append(cited[id], where)
	}
}

// goCitations returns the rulings cited in the comments of every Go file
// of the module.
func goCitations(t *testing.T, r string) map[string][]string {
	cited := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(r, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata" || path == filepath.Join(r, "internal", "doccheck")) {
			return filepath.SkipDir // the checker's own comments quote citations
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(r, path)
		for _, g := range f.Comments {
			citedRulings(g.Text(), rel+":"+strconv.Itoa(fset.Position(g.Pos()).Line), cited)
		}
		return nil
	})
	require.NoError(t, err)
	return cited
}

// pendingRulings are documented in docs/rulings.md but not yet cited by
// the code that implements them. When the code cites one, remove it here.
var pendingRulings = map[string]bool{
	// none at present
}

// TestRulingsPageMatchesTheCitations: every ruling cited in a Go comment or
// in the docs has an entry in docs/rulings.md, and every entry is cited by
// the code that implements it.
func TestRulingsPageMatchesTheCitations(t *testing.T) {
	r := root(t)
	page, err := os.ReadFile(filepath.Join(r, "docs", "rulings.md"))
	require.NoError(t, err)
	documented := map[string]bool{}
	for _, m := range rulingHead.FindAllStringSubmatch(string(page), -1) {
		assert.False(t, documented[m[1]], "ruling %s has two entries", m[1])
		documented[m[1]] = true
	}
	require.NotEmpty(t, documented, "docs/rulings.md has entries headed \"### A7. Title\"")

	cited := goCitations(t, r)
	files, err := MarkdownFiles(r)
	require.NoError(t, err)
	inDocs := map[string][]string{}
	for _, name := range files {
		data, err := os.ReadFile(filepath.Join(r, name))
		require.NoError(t, err)
		citedRulings(string(data), name, inDocs)
	}
	for _, c := range []map[string][]string{cited, inDocs} {
		for id, where := range c {
			assert.True(t, documented[id], "Ruling %s is cited (%s) but has no entry in docs/rulings.md", id, strings.Join(where, ", "))
		}
	}
	var ids []string
	for id := range documented {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if pendingRulings[id] {
			assert.Empty(t, cited[id], "Ruling %s is cited in the code now: remove it from pendingRulings", id)
			continue
		}
		assert.NotEmpty(t, cited[id], "Ruling %s is documented but no Go comment cites it", id)
	}
	for id := range pendingRulings {
		assert.True(t, documented[id], "pending Ruling %s has no entry in docs/rulings.md", id)
	}
}

// TestLinksResolve: every relative link of the docs names a file or
// directory of the module, and every anchor a heading (or <a id>) of its
// target.
func TestLinksResolve(t *testing.T) {
	r := root(t)
	files, err := MarkdownFiles(r)
	require.NoError(t, err)
	anchors := map[string]map[string]bool{}
	anchorsOf := func(name string) map[string]bool {
		if a, ok := anchors[name]; ok {
			return a
		}
		a, err := Anchors(r, name)
		require.NoError(t, err)
		anchors[name] = a
		return a
	}
	n := 0
	for _, name := range files {
		links, err := Links(r, name)
		require.NoError(t, err)
		for _, l := range links {
			n++
			where := l.File + ":" + strconv.Itoa(l.Line) + ": " + l.Target
			path, anchor, _ := strings.Cut(l.Target, "#")
			target := name
			if path != "" {
				target = filepath.ToSlash(filepath.Join(filepath.Dir(name), path))
			}
			info, err := os.Stat(filepath.Join(r, target))
			if !assert.NoError(t, err, where) {
				continue
			}
			if anchor != "" {
				if !assert.False(t, info.IsDir(), "%s: an anchor into a directory", where) || !strings.HasSuffix(target, ".md") {
					continue
				}
				assert.True(t, anchorsOf(target)[anchor], "%s: no heading with this anchor in %s", where, target)
			}
		}
	}
	assert.Greater(t, n, 20, "the docs link to each other")
}

// TestFileExcerptsMatchTheirFiles: a block marked "<!-- file: PATH -->" is
// an excerpt of that file, as it is now.
func TestFileExcerptsMatchTheirFiles(t *testing.T) {
	r := root(t)
	files, err := MarkdownFiles(r)
	require.NoError(t, err)
	n := 0
	for _, name := range files {
		blocks, err := Blocks(r, name)
		require.NoError(t, err)
		for _, b := range blocks {
			path, ok := b.FileExcerpt()
			if !ok {
				continue
			}
			n++
			text, err := readLines(filepath.Join(r, path))
			if assert.NoError(t, err, b.Where()) {
				assert.NoError(t, Match(b.Lines, text), "%s: excerpt of %s", b.Where(), path)
			}
		}
	}
	assert.Greater(t, n, 3)
}

// TestOutputBlocksNameTheirCommand: every text block of the docs is an
// excerpt of a file or the output of the command on its first line. The
// aresim commands are run and compared by the CLI's tests; any other
// command, and a run too long for a test, is marked "not run" (with when
// it was measured in the text around it).
func TestOutputBlocksNameTheirCommand(t *testing.T) {
	r := root(t)
	files, err := MarkdownFiles(r)
	require.NoError(t, err)
	for _, name := range files {
		blocks, err := Blocks(r, name)
		require.NoError(t, err)
		for _, b := range blocks {
			if _, ok := b.FileExcerpt(); ok || b.Lang != "text" {
				continue
			}
			args, _, ok := b.Command()
			if !assert.True(t, ok, "%s: a text block starts with \"$ COMMAND\" or follows <!-- file: PATH -->", b.Where()) {
				continue
			}
			if args[0] != "aresim" {
				assert.True(t, b.NotRun(), "%s: %q is not run by the tests: mark the block <!-- not run: ... -->", b.Where(), args[0])
			}
		}
	}
}

// TestGoVersionIsGoMods: the Go version the README requires is go.mod's.
func TestGoVersionIsGoMods(t *testing.T) {
	r := root(t)
	mod, err := os.ReadFile(filepath.Join(r, "go.mod"))
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^go (\S+)$`).FindSubmatch(mod)
	require.NotNil(t, m)
	readme, err := os.ReadFile(filepath.Join(r, "README.md"))
	require.NoError(t, err)
	assert.Contains(t, string(readme), "Go "+string(m[1])+" or newer")
}
