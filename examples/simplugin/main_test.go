package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The example program is built and run by the tests, its output pinned.
func Example_main() {
	main()
	// Output:
	// 100000 games (games): doubles 0.1680 [0.1657, 0.1703], exactly 1/6 = 0.1667
	// sum of the dice: mean 6.996, median 7 (exactly 7 and 7)
}

// The plug-in builds as part of another module, where the module's
// internal packages cannot be imported: it needs only the public API.
func TestBuildsOutsideTheModule(t *testing.T) {
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	dir := t.TempDir()
	src, err := os.ReadFile("main.go")
	require.NoError(t, err)
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	require.NoError(t, err)
	mod := "module example.com/plugin\n\ngo 1.26\n\nrequire github.com/aresim/aresim v0.0.0\n\nreplace github.com/aresim/aresim => " + root + "\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "main.go"), src, 0o644))
	cmd := exec.Command(filepath.Join(runtime.GOROOT(), "bin", "go"), "build", "-mod=mod", "-o", filepath.Join(dir, "plugin"), ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	run, err := exec.Command(filepath.Join(dir, "plugin")).Output()
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(run), "100000 games (games): doubles "), string(run))
}
