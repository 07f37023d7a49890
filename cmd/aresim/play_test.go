package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPlayPrintsALogAndRecords(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	out, errOut, code := runCLI("ares", "play", "--seed", "3", "--record", file)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "seed 3")
	assert.Contains(t, out, "Turn 1,")
	assert.Contains(t, out, "Game over after")
	assert.Contains(t, out, "Record written to "+file)

	again, _, _ := runCLI("ares", "play", "--seed", "3")
	assert.Equal(t, strings.Split(out, "Record written")[0], again, "the same seed gives the same game")

	rep, errOut, code := runCLI("ares", "replay", file)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, rep, "as recorded")

	logged, _, code := runCLI("ares", "replay", "--log", file)
	require.Equal(t, 0, code)
	assert.Contains(t, logged, "Game over after")
}

func TestReplayRejectsATamperedRecord(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	_, _, code := runCLI("ares", "play", "--seed", "4", "--quiet", "--record", file)
	require.Equal(t, 0, code)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	engine := fmt.Sprintf(`"seed": %d`, sim.EngineSeed(4)) // the record holds the engine's seed
	require.Contains(t, string(data), engine)
	require.NoError(t, os.WriteFile(file, bytes.Replace(data, []byte(engine), []byte(`"seed": 5`), 1), 0o644))
	_, errOut, code := runCLI("ares", "replay", file)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "replay mismatch")
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line")
}

func TestPlayBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"ares", "play", "--bots", "heuristic,genius"}, `unknown bot "genius"`},
		{[]string{"ares", "play", "--factions", "Terrans,Zerg"}, `unknown faction "Zerg"`},
		{[]string{"ares", "play", "--bots", "random,random,random"}, "3 bots for 2 factions"},
		{[]string{"ares", "play", "--mode", "ffa", "--players", "5"}, "3 or 4 players"},
		{[]string{"ares", "play", "--mode", "full", "--players", "3"}, "only a Free-For-All"},
		{[]string{"ares", "play", "--mode", "chess"}, `unknown mode "chess"`},
		{[]string{"ares", "play", "--mode", "team", "--factions", "Terrans,Kahoum"}, "for 4 players, got 2"},
		{[]string{"ares", "play", "--first", "5"}, "first player 5"},
		{[]string{"ares", "play", "--faction-file", "/nonexistent.json"}, "--faction-file"},
		{[]string{"ares", "play", "--factions", "Xenos,Kahoum"}, "the Xenos have no Basic Game deck"},
		{[]string{"ares", "play", "--record", "/nonexistent/dir/game.json"}, "--record /nonexistent/dir/game.json: directory /nonexistent/dir does not exist"},
		{[]string{"ares", "replay", "/nonexistent.json"}, "nonexistent"},
	} {
		_, errOut, code := runCLI(tc.args...)
		assert.Equal(t, exitBadInput, code, "%v", tc.args)
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
	_, errOut, code := runCLI("ares", "play", "--quiet", "--faction-file", file, "--record", rec)
	require.Equal(t, 0, code, errOut)
	_, errOut, code = runCLI("ares", "replay", rec)
	assert.Equal(t, 1, code, "the record was played with other Kahoum data")
	assert.Contains(t, errOut, "fingerprint")
	_, errOut, code = runCLI("ares", "replay", "--faction-file", file, rec)
	assert.Equal(t, 0, code, errOut)

	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, bytes.Replace(data, []byte(`"units": ["Soldier", "Pebble"]`), []byte(`"units": ["Soldier", "Rock"]`), 1), 0o644))
	_, errOut, _ = runCLI("ares", "play", "--faction-file", bad)
	assert.Contains(t, errOut, `bad.json: card "Sanctum": field units[1]: unknown unit "Rock"`)
}

// --quiet and -q print only the result line, in every mode, and a Team
// Match names the winning team and who plays with whom.
func TestPlayQuietPrintsTheResultLine(t *testing.T) {
	for _, args := range [][]string{
		{"ares", "play", "--quiet"}, {"ares", "play", "-q", "--mode", "full"}, {"ares", "play", "-q", "--mode", "ffa", "--players", "3"},
		{"ares", "play", "--mode", "team", "--seed", "1", "-q"},
	} {
		out, errOut, code := runCLI(args...)
		require.Equal(t, 0, code, errOut)
		assert.Equal(t, 1, strings.Count(out, "\n"), "%v: one line: %q", args, out)
		assert.True(t, strings.HasPrefix(out, "Game over after "), "%v: %q", args, out)
	}
	out, _, _ := runCLI("ares", "play", "--mode", "team", "--seed", "1", "-q")
	assert.Regexp(t, `^Game over after \d+ turns: (Terrans and Kahoum|Xenos and Colossus) win by `, out)
	log, _, _ := runCLI("ares", "play", "--mode", "team", "--seed", "1")
	assert.True(t, strings.HasPrefix(log,
		"The Ares Project, team game, seed 1: Terrans (heuristic) and Kahoum (heuristic) against Xenos (heuristic) and Colossus (heuristic)\n"),
		log[:200])
	assert.True(t, strings.HasSuffix(log, out), "the log ends with the result line")
}

// A record that ends before its game does is refused, never taken for a
// finished game.
func TestReplayOfATruncatedRecordFails(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.json")
	_, _, code := runCLI("ares", "play", "--seed", "4", "-q", "--record", file)
	require.Equal(t, 0, code)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	rec, err := ares.ReadRecord(file, bytes.NewReader(data))
	require.NoError(t, err)
	rec.Actions = rec.Actions[:len(rec.Actions)/2]
	rec.Result = nil
	short := filepath.Join(dir, "short.json")
	f, err := os.Create(short)
	require.NoError(t, err)
	require.NoError(t, ares.WriteRecord(f, rec))
	require.NoError(t, f.Close())
	_, errOut, code := runCLI("ares", "replay", short)
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, "the record ends before the game does")
	assert.Equal(t, 1, strings.Count(errOut, "\n"))
}

// A game with the search agent at a seat (mcts at its default budget, or
// mcts:N) is played, recorded and replayed like any other; a bad budget
// is one line.
func TestPlayWithTheSearchAgent(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.json")
	out, errOut, code := runCLI("ares", "play", "--seed", "5", "--bots", "mcts:6,heuristic", "--quiet", "--record", file)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Game over after")
	again, _, _ := runCLI("ares", "play", "--seed", "5", "--bots", "MCTS:6,heuristic", "--quiet")
	assert.Equal(t, strings.Split(out, "Record written")[0], again, "the same seed gives the same game")
	rep, errOut, code := runCLI("ares", "replay", file)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, rep, "as recorded")
	_, errOut, code = runCLI("ares", "play", "--bots", "mcts:99999999")
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, "the budget after mcts:")
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
}
