// Package kubernetes_test checks that the Kubernetes manifests beside it
// agree with each other, with aresim's shard numbering and with the CLI
// itself.
package kubernetes_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// object is the part of a Kubernetes object the test reads.
type object struct {
	Kind     string `yaml:"kind"`
	Metadata struct {
		Name string `yaml:"name"`
	} `yaml:"metadata"`
	Spec struct {
		CompletionMode string `yaml:"completionMode"`
		Completions    int    `yaml:"completions"`
		Parallelism    int    `yaml:"parallelism"`
		Template       struct {
			Spec struct {
				Containers []struct {
					Command      []string `yaml:"command"`
					Args         []string `yaml:"args"`
					VolumeMounts []struct {
						MountPath string `yaml:"mountPath"`
					} `yaml:"volumeMounts"`
				} `yaml:"containers"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

// readJob returns the Job of the manifest file.
func readJob(t *testing.T, file string) object {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var o object
		err := dec.Decode(&o)
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err, file)
		if o.Kind == "Job" {
			return o
		}
	}
	t.Fatalf("%s has no Job", file)
	return object{}
}

func TestBalanceJobShardsMatchItsCompletions(t *testing.T) {
	job := readJob(t, "balance-job.yaml")
	assert.Equal(t, "Indexed", job.Spec.CompletionMode)
	n := job.Spec.Completions
	assert.Equal(t, n, job.Spec.Parallelism)
	c := job.Spec.Template.Spec.Containers[0]
	assert.Equal(t, []string{"aresim"}, c.Command)
	require.Contains(t, c.Args, fmt.Sprintf("--shard=$(JOB_COMPLETION_INDEX)/%d", n))
	assert.Contains(t, c.Args, "--out=/results/shard-$(JOB_COMPLETION_INDEX).json")
	// JOB_COMPLETION_INDEX runs from 0 to completions-1: every value
	// must be a valid shard, and the shards must cover the whole run.
	var covered uint64
	for k := range n {
		shard, err := sim.ParseShard(fmt.Sprintf("%d/%d", k, n))
		require.NoError(t, err)
		lo, hi := shard.Range(8_000_000)
		assert.Equal(t, covered, lo)
		covered = hi
	}
	assert.Equal(t, uint64(8_000_000), covered)
	assert.Contains(t, c.Args, "--games=8000000")
}

func TestMergeJobReadsEveryShard(t *testing.T) {
	n := readJob(t, "balance-job.yaml").Spec.Completions
	args := readJob(t, "merge-job.yaml").Spec.Template.Spec.Containers[0].Args
	require.Equal(t, "merge", args[0])
	var files []string
	for _, a := range args[1:] {
		if !strings.HasPrefix(a, "--") {
			files = append(files, a)
		}
	}
	var want []string
	for k := range n {
		want = append(want, fmt.Sprintf("/results/shard-%d.json", k))
	}
	assert.Equal(t, want, files)
	assert.True(t, slices.Contains(args, "--format=table"))
}
