package doccheck

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMatch(t *testing.T) {
	text := []string{"one", "  two  ", "three", "four", "five", ""}
	for _, tc := range []struct {
		name    string
		excerpt []string
		ok      bool
	}{
		{"the whole text", []string{"one", "two", "three", "four", "five"}, true},
		{"a prefix", []string{"one", "two", "…"}, true},
		{"a suffix", []string{"...", "four", "five"}, true},
		{"runs in order", []string{"one", "…", "three", "…", "five"}, true},
		{"a middle run", []string{"…", "two", "three", "…"}, true},
		{"a prefix without its elision", []string{"one", "two"}, false},
		{"a run that does not start the text", []string{"two", "…"}, false},
		{"runs out of order", []string{"…", "four", "…", "two", "…"}, false},
		{"a broken run", []string{"…", "two", "four", "…"}, false},
		{"a line not in the text", []string{"…", "six", "…"}, false},
		{"a changed figure", []string{"one", "two", "three", "four", "5"}, false},
	} {
		err := Match(tc.excerpt, text)
		if tc.ok {
			assert.NoError(t, err, tc.name)
		} else {
			assert.Error(t, err, tc.name)
		}
	}
}

func TestMatchNamesTheMissingLine(t *testing.T) {
	err := Match([]string{"…", "two", "three", "3.5", "…"}, []string{"one", "two", "three", "four"})
	assert.ErrorContains(t, err, `"3.5"`)
}

func TestSplit(t *testing.T) {
	words, err := Split(`aresim battle --attacker "Trooper*3,Heavy Tank*1" --defender 'Quake*2'  --seed 7`)
	require.NoError(t, err)
	assert.Equal(t, []string{"aresim", "battle", "--attacker", "Trooper*3,Heavy Tank*1", "--defender", "Quake*2", "--seed", "7"}, words)
	_, err = Split(`aresim "unclosed`)
	assert.Error(t, err)
}

func TestSlug(t *testing.T) {
	for heading, slug := range map[string]string{
		"`aresim balance`: is a faction too strong?": "aresim-balance-is-a-faction-too-strong",
		"A7. Who wins a battle":                      "a7-who-wins-a-battle",
		"Free-For-All and Team Match":                "free-for-all-and-team-match",
		"Sharding — on a cluster":                    "sharding--on-a-cluster",
	} {
		assert.Equal(t, slug, Slug(heading), heading)
	}
}

func TestBlocksLinksAndAnchors(t *testing.T) {
	dir := t.TempDir()
	md := "# Title\n\nSee [the CLI](cli.md#flags), [a site](https://example.com) and `[not](code.md)`.\n\n" +
		"<!-- file: go.mod -->\n```go\nmodule x\n```\n\n## Title\n\n```text\n$ aresim play --seed 1\n[no](link.md)\n```\n" +
		"<a id=\"here\"></a>\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "x.md"), []byte(md), 0o644))

	blocks, err := Blocks(dir, "x.md")
	require.NoError(t, err)
	require.Len(t, blocks, 2)
	path, ok := blocks[0].FileExcerpt()
	assert.True(t, ok)
	assert.Equal(t, "go.mod", path)
	assert.Equal(t, "go", blocks[0].Lang)
	args, rest, ok := blocks[1].Command()
	assert.True(t, ok)
	assert.Equal(t, []string{"aresim", "play", "--seed", "1"}, args)
	assert.Equal(t, []string{"[no](link.md)"}, rest)
	assert.Equal(t, "", blocks[1].Comment, "a comment belongs to the next block only")

	links, err := Links(dir, "x.md")
	require.NoError(t, err)
	require.Len(t, links, 1)
	assert.Equal(t, "cli.md#flags", links[0].Target)

	anchors, err := Anchors(dir, "x.md")
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"title": true, "title-1": true, "here": true}, anchors)
}

func TestCitations(t *testing.T) {
	ids := Citations("// Ruling A7. ... Rulings A2, A6 and E4; the rulings A10-A12. A ruling without a number.")
	assert.Equal(t, []string{"A7", "A2", "A6", "E4", "A10", "A11", "A12"}, ids)
}
