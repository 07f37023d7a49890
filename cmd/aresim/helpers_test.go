package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/require"
)

// allCommands returns cmd and every command below it.
func allCommands(cmd *cobra.Command) []*cobra.Command {
	out := []*cobra.Command{cmd}
	for _, sub := range cmd.Commands() {
		out = append(out, allCommands(sub)...)
	}
	return out
}

// runCLI runs the whole CLI with args and returns stdout, stderr and the
// exit code.
func runCLI(args ...string) (string, string, int) {
	return runCLIContext(context.Background(), args...)
}

// runCLIContext is runCLI with a context; cancelling it stops a run as
// Ctrl-C does.
func runCLIContext(ctx context.Context, args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := runContext(ctx, args, &out, &errOut)
	return out.String(), errOut.String(), code
}

// mainArgsEnv, set to a JSON list of arguments, makes the test binary run
// the CLI's main instead of the tests, so a test can run aresim as a real
// process and send it signals.
const mainArgsEnv = "ARESIM_TEST_MAIN_ARGS"

func TestMain(m *testing.M) {
	if args := os.Getenv(mainArgsEnv); args != "" {
		var list []string
		if err := json.Unmarshal([]byte(args), &list); err != nil {
			os.Exit(99)
		}
		os.Args = append([]string{"aresim"}, list...)
		main()
		return
	}
	os.Exit(m.Run())
}

// atoi reads a whole number a test found in output.
func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}
