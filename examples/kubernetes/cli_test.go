package kubernetes_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smallRun is the --games the manifests' command lines are run with here:
// the flags are the manifests', only fewer games.
const smallRun = "--games=800"

// buildAresim builds the CLI into a temporary directory and returns its
// path. It first reads every Go file of the module: go test caches a
// test's result keyed on the files the test opens, and the CLI is built
// from them.
func buildAresim(t *testing.T) string {
	t.Helper()
	err := filepath.WalkDir(filepath.Join("..", ".."), func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && d.Name() == ".git":
			return filepath.SkipDir
		case !d.IsDir() && strings.HasSuffix(path, ".go"):
			_, err = os.ReadFile(path)
		}
		return err
	})
	require.NoError(t, err)
	bin := filepath.Join(t.TempDir(), "aresim")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/aresim/aresim/cmd/aresim").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// runAresim runs the CLI with args and returns its standard output,
// failing the test with its standard error if it exits non-zero.
func runAresim(t *testing.T, bin string, args []string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	require.NoError(t, cmd.Run(), "aresim %s: %s", strings.Join(args, " "), stderr.String())
	return stdout.String()
}

// podArgs returns a container's arguments as the pod of completion index
// k runs them, with the results volume at dir and --games made small.
func podArgs(args []string, k int, mount, dir string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		a = strings.ReplaceAll(a, "$(JOB_COMPLETION_INDEX)", fmt.Sprint(k))
		a = strings.ReplaceAll(a, mount, dir)
		if strings.HasPrefix(a, "--games=") {
			a = smallRun
		}
		out[i] = a
	}
	return out
}

// TestManifestsRunWithTheCLI runs the balance Job's command line for every
// completion index and then the merge Job's, with the real CLI, and checks
// that the merged report is byte for byte the one a single process prints
// with the same flags: the manifests use flags the CLI takes, in a way that
// adds up.
func TestManifestsRunWithTheCLI(t *testing.T) {
	bin := buildAresim(t)
	dir := t.TempDir()
	job := readJob(t, "balance-job.yaml")
	shard := job.Spec.Template.Spec.Containers[0]
	require.Len(t, shard.VolumeMounts, 1)
	mount := shard.VolumeMounts[0].MountPath
	for k := range job.Spec.Completions {
		runAresim(t, bin, podArgs(shard.Args, k, mount, dir))
	}

	merge := readJob(t, "merge-job.yaml").Spec.Template.Spec.Containers[0]
	require.Len(t, merge.VolumeMounts, 1)
	assert.Equal(t, mount, merge.VolumeMounts[0].MountPath)
	report := runAresim(t, bin, podArgs(merge.Args, 0, mount, dir))

	// One process: the balance Job's flags but --shard and --out, and the
	// merge Job's --format.
	var single []string
	for _, a := range podArgs(shard.Args, 0, mount, dir) {
		if !strings.HasPrefix(a, "--shard=") && !strings.HasPrefix(a, "--out=") {
			single = append(single, a)
		}
	}
	for _, a := range merge.Args {
		if strings.HasPrefix(a, "--format=") {
			single = append(single, a)
		}
	}
	assert.Equal(t, runAresim(t, bin, single), report)
	assert.FileExists(t, filepath.Join(dir, "all.json"))
}
