package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/internal/doccheck"
)

// TestDocsShowWhatTheCommandsPrint runs, from the module root, every
// "$ aresim ..." block of the docs that is not marked "not run", and checks
// that the block is an excerpt of what the command prints (stdout, then
// stderr).
func TestDocsShowWhatTheCommandsPrint(t *testing.T) {
	root, err := doccheck.Root()
	require.NoError(t, err)
	t.Chdir(root)
	files, err := doccheck.MarkdownFiles(root)
	require.NoError(t, err)
	printedBy := map[string]string{} // command line -> what it printed
	n := 0
	for _, name := range files {
		blocks, err := doccheck.Blocks(root, name)
		require.NoError(t, err)
		for _, b := range blocks {
			args, excerpt, ok := b.Command()
			if !ok || args[0] != "aresim" || b.NotRun() {
				continue
			}
			n++
			printed, ok := printedBy[b.Lines[0]]
			if !ok {
				var out, errOut bytes.Buffer
				run(args[1:], &out, &errOut)
				printed = out.String() + errOut.String()
				printedBy[b.Lines[0]] = printed
			}
			assert.NoError(t, doccheck.Match(excerpt, strings.Split(printed, "\n")),
				"%s: %s\nprints:\n%s", b.Where(), b.Lines[0], printed)
		}
	}
	assert.Greater(t, n, 5, "the docs show commands' output")
}

var flagName = regexp.MustCompile(`(?m)^\s+(?:-\w, )?--([\w-]+)`)

// TestCLIReferenceCoversEveryCommandAndFlag: docs/cli.md has a section
// headed with each command ("`aresim ares balance`"; a heading may name
// several commands that share it), and the section names each of the
// command's flags; its section of earlier command forms names each of
// them.
func TestCLIReferenceCoversEveryCommandAndFlag(t *testing.T) {
	root, err := doccheck.Root()
	require.NoError(t, err)
	doc, err := os.ReadFile(filepath.Join(root, "docs", "cli.md"))
	require.NoError(t, err)
	sections := map[string]string{} // command path -> its section's text
	heading := regexp.MustCompile("(?m)^#{2,4} .*$")
	path := regexp.MustCompile("`(aresim[^`]*)`")
	locs := heading.FindAllStringIndex(string(doc), -1)
	for i, l := range locs {
		end := len(doc)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		// A heading names one command or several that share a section.
		for _, m := range path.FindAllStringSubmatch(string(doc[l[0]:l[1]]), -1) {
			sections[m[1]] = string(doc[l[0]:end])
		}
		if strings.HasPrefix(string(doc[l[0]:l[1]]), "## Earlier command forms") {
			sections["earlier"] = string(doc[l[0]:end])
		}
	}
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		if c.Hidden {
			// An earlier command form: named in its own section.
			assert.Contains(t, sections["earlier"], "`"+c.CommandPath(), "docs/cli.md, earlier command forms: `%s`", c.CommandPath())
			for _, sub := range c.Commands() {
				assert.Contains(t, sections["earlier"], "`"+sub.CommandPath()+"`", "docs/cli.md, earlier command forms: `%s`", sub.CommandPath())
			}
			return
		}
		for _, sub := range c.Commands() {
			if sub.Name() == "help" || sub.Name() == "completion" {
				continue
			}
			visit(sub)
		}
		if !c.Runnable() {
			return
		}
		path := c.CommandPath()
		text, ok := sections[path]
		if !assert.True(t, ok, "docs/cli.md has no section headed `%s`", path) {
			return
		}
		for _, m := range flagName.FindAllStringSubmatch(c.NonInheritedFlags().FlagUsages(), -1) {
			if m[1] != "help" {
				assert.Contains(t, text, "`--"+m[1], "docs/cli.md, `%s`: flag --%s", path, m[1])
			}
		}
	}
	visit(newRootCmd())
	for path := range sections {
		if path == "earlier" {
			continue
		}
		words := strings.Fields(path)
		c, rest, err := newRootCmd().Find(words[1:])
		assert.True(t, err == nil && len(rest) == 0 && c.CommandPath() == path, "docs/cli.md documents `%s`, which is not a command", path)
	}
}

// TestDocsCommandsParse: every aresim command line (or go run
// ./cmd/aresim) of the docs' shell examples names a command and flags that exist, with values of the right
// type.
func TestDocsCommandsParse(t *testing.T) {
	root, err := doccheck.Root()
	require.NoError(t, err)
	files, err := doccheck.MarkdownFiles(root)
	require.NoError(t, err)
	n := 0
	for _, name := range files {
		blocks, err := doccheck.Blocks(root, name)
		require.NoError(t, err)
		for _, b := range blocks {
			if b.Lang != "sh" {
				continue
			}
			for _, line := range b.Lines {
				line, _, _ = strings.Cut(strings.TrimSpace(line), " #")
				if rest, ok := strings.CutPrefix(line, "go run ./cmd/aresim "); ok {
					line = "aresim " + rest
				}
				if !strings.HasPrefix(line, "aresim ") || strings.ContainsAny(line, "${|\\…") || strings.Contains(line, "&&") || strings.Contains(line, "--help") {
					continue
				}
				words, err := doccheck.Split(line)
				require.NoError(t, err, "%s: %s", b.Where(), line)
				n++
				c, rest, err := newRootCmd().Find(words[1:])
				if !assert.NoError(t, err, "%s: %s", b.Where(), line) {
					continue
				}
				assert.NoError(t, c.ParseFlags(rest), "%s: %s", b.Where(), line)
			}
		}
	}
	assert.Greater(t, n, 20)
}
