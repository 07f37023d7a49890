package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runCLI runs the whole CLI with args and returns stdout, stderr and the
// exit code.
func runCLI(args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestPlayPrintsALogAndRecords(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	out, errOut, code := runCLI("play", "--seed", "3", "--record", file)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "seed 3")
	assert.Contains(t, out, "Turn 1,")
	assert.Contains(t, out, "Game over after")
	assert.Contains(t, out, "Record written to "+file)

	again, _, _ := runCLI("play", "--seed", "3")
	assert.Equal(t, strings.Split(out, "Record written")[0], again, "the same seed gives the same game")

	rep, errOut, code := runCLI("replay", file)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, rep, "as recorded")

	logged, _, code := runCLI("replay", "--log", file)
	require.Equal(t, 0, code)
	assert.Contains(t, logged, "Game over after")
}

func TestReplayRejectsATamperedRecord(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	_, _, code := runCLI("play", "--seed", "4", "--quiet", "--record", file)
	require.Equal(t, 0, code)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	engine := fmt.Sprintf(`"seed": %d`, sim.EngineSeed(4)) // the record holds the engine's seed
	require.Contains(t, string(data), engine)
	require.NoError(t, os.WriteFile(file, bytes.Replace(data, []byte(engine), []byte(`"seed": 5`), 1), 0o644))
	_, errOut, code := runCLI("replay", file)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "replay mismatch")
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line")
}

func TestPlayBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--bots", "heuristic,genius"}, `unknown bot "genius"`},
		{[]string{"play", "--factions", "Terrans,Zerg"}, `unknown faction "Zerg"`},
		{[]string{"play", "--bots", "random,random,random"}, "3 bots for 2 factions"},
		{[]string{"play", "--mode", "ffa", "--players", "5"}, "3 or 4 players"},
		{[]string{"play", "--mode", "full", "--players", "3"}, "only a Free-For-All"},
		{[]string{"play", "--mode", "chess"}, `unknown mode "chess"`},
		{[]string{"play", "--mode", "team", "--factions", "Terrans,Kahoum"}, "for 4 players, got 2"},
		{[]string{"play", "--first", "5"}, "first player 5"},
		{[]string{"play", "--faction-file", "/nonexistent.json"}, "faction file"},
		{[]string{"replay", "/nonexistent.json"}, "nonexistent"},
		{[]string{"play", "--seed", "x"}, "invalid argument"},
	} {
		_, errOut, code := runCLI(tc.args...)
		assert.Equal(t, 1, code, "%v", tc.args)
		assert.Contains(t, errOut, tc.want, "%v", tc.args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v: one line: %q", tc.args, errOut)
	}
}

func TestPlayWithACustomFactionFile(t *testing.T) {
	data, err := os.ReadFile("../../ares/data/kahoum.json")
	require.NoError(t, err)
	dir := t.TempDir()
	file := filepath.Join(dir, "kahoum.json")
	custom := bytes.Replace(data, []byte(`"name": "Novice", "type": "infantry", "cost": 1`), []byte(`"name": "Novice", "type": "infantry", "cost": 2`), 1)
	require.NotEqual(t, data, custom)
	require.NoError(t, os.WriteFile(file, custom, 0o644))
	rec := filepath.Join(dir, "game.json")
	_, errOut, code := runCLI("play", "--quiet", "--faction-file", file, "--record", rec)
	require.Equal(t, 0, code, errOut)
	_, errOut, code = runCLI("replay", rec)
	assert.Equal(t, 1, code, "the record was played with other Kahoum data")
	assert.Contains(t, errOut, "fingerprint")
	_, errOut, code = runCLI("replay", "--faction-file", file, rec)
	assert.Equal(t, 0, code, errOut)

	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, bytes.Replace(data, []byte(`"units": ["Soldier", "Pebble"]`), []byte(`"units": ["Soldier", "Rock"]`), 1), 0o644))
	_, errOut, _ = runCLI("play", "--faction-file", bad)
	assert.Contains(t, errOut, `bad.json: card "Sanctum": field units[1]: unknown unit "Rock"`)
}
