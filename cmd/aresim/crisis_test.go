package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCrisisPlayIsSeededAndReadable(t *testing.T) {
	out, errOut, code := runCLI("crisis", "play", "--players", "2", "--difficulty", "beginner", "--seed", "3")
	require.Equal(t, 0, code, errOut)
	for _, want := range []string{"Setup: 2 players, beginner", "Crisis step, round 1", "drawn: C0", "dummy hand:",
		"planning:", "counter off", "end of round 1:", "The players "} {
		require.Contains(t, out, want)
	}
	again, _, _ := runCLI("crisis", "play", "--players", "2", "--difficulty", "beginner", "--seed", "3")
	require.Equal(t, out, again, "the same seed tells the same game")
}

func TestCrisisRecordAndReplay(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.txt")
	out, errOut, code := runCLI("crisis", "play", "--players", "1", "--difficulty", "nightmare", "--seed", "4", "--bots", "random", "--record", rec)
	require.Equal(t, 0, code, errOut)
	data, err := os.ReadFile(rec)
	require.NoError(t, err)
	require.Regexp(t, `^\{\n "schema": "aresim-crisis-record",\n "version": 2,\n "players": 1,\n "seed": [0-9]+,\n "difficulty": "nightmare",\n`, string(data))
	require.Contains(t, string(data), "crisis:flip-down")
	replayed, errOut, code := runCLI("crisis", "replay", rec)
	require.Equal(t, 0, code, errOut)
	require.Equal(t, out, replayed, "the replay tells the same game")
	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte(strings.Replace(string(data), "crisis:flip-down", "crisis:fly", 1)), 0o644))
	_, errOut, code = runCLI("crisis", "replay", bad)
	require.Equal(t, 1, code)
	require.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	require.Contains(t, errOut, "action ")
}

func TestCrisisBadFlagsGiveOneLine(t *testing.T) {
	for _, args := range [][]string{
		{"crisis", "play", "--players", "5"},
		{"crisis", "play", "--difficulty", "easy"},
		{"crisis", "play", "--sets", "base,foundations"},
		{"crisis", "play", "--bots", "clever"},
		{"crisis", "replay", "/nonexistent.txt"},
		{"crisis", "balance", "--players", "0"},
		{"crisis", "balance", "--difficulty", "hard"},
		{"crisis", "balance", "--corporations", "mine"},
		{"crisis", "cards", "--players", "7"},
	} {
		_, errOut, code := runCLI(args...)
		require.Equal(t, 1, code, args)
		require.Equal(t, 1, strings.Count(errOut, "\n"), "%v: %q", args, errOut)
	}
}

func TestCrisisBalanceReports(t *testing.T) {
	out, errOut, code := runCLI("crisis", "balance", "--games", "16", "--players", "1,4", "--difficulty", "beginner,expert", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var r struct {
		Cells []struct {
			Win struct {
				Label string `json:"label"`
				Games int    `json:"games"`
			} `json:"win"`
		} `json:"cells"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	require.Len(t, r.Cells, 4)
	require.Equal(t, "4p expert", r.Cells[3].Win.Label)
	require.Equal(t, 4, r.Cells[3].Win.Games)
	dir := t.TempDir()
	for i := 0; i < 2; i++ {
		shard := filepath.Join(dir, "s"+string(rune('0'+i))+".json")
		_, errOut, code := runCLI("crisis", "balance", "--games", "16", "--players", "1,4", "--difficulty", "beginner,expert",
			"--shard", string(rune('0'+i))+"/2", "--out", shard)
		require.Equal(t, 0, code, errOut)
	}
	merged, errOut, code := runCLI("merge", "--format", "json", filepath.Join(dir, "s0.json"), filepath.Join(dir, "s1.json"))
	require.Equal(t, 0, code, errOut)
	require.JSONEq(t, out, merged, "the shards add up to the whole run")
}

func TestCardsCrisisListsEveryCard(t *testing.T) {
	out, errOut, code := runCLI("crisis", "cards", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var list struct {
		Crises []struct {
			Number string `json:"number"`
		} `json:"crisisCards"`
		Corps []struct {
			Name string `json:"name"`
		} `json:"corporations"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &list))
	require.Len(t, list.Crises, 85)
	require.Len(t, list.Corps, 4)
	table, _, _ := runCLI("crisis", "cards", "--players", "3")
	require.Contains(t, table, "C67")
	require.NotContains(t, table, "C26 ")
}

func TestCrisisLogHeadsEveryRound(t *testing.T) {
	out, errOut, code := runCLI("crisis", "play", "--players", "2", "--difficulty", "normal", "--seed", "3")
	require.Equal(t, 0, code, errOut)
	steps := strings.Count(out, "Crisis step, round ")
	require.Greater(t, steps, 2)
	for r := 1; r <= steps; r++ {
		first := (r - 1) % 2 // two players: the first player passes on each round
		head := fmt.Sprintf("Round %d (first player p%d)\nCrisis step, round %d\n", r, first, r)
		require.Contains(t, out, head, "round %d has its heading", r)
	}
	require.Equal(t, steps, strings.Count(out, "\nRound "), "one heading a round")
}

func TestCrisisPlaysWithDiscovery(t *testing.T) {
	out, errOut, code := runCLI("crisis", "play", "--players", "3", "--sets", "base,discovery", "--seed", "2", "--quiet")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "The players ")
	out, errOut, code = runCLI("crisis", "balance", "--players", "2", "--difficulty", "beginner", "--sets", "base,discovery", "--games", "20")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "cards=base,discovery")
}

// Ruling C12 in the account: a 2-player dummy card showing phase I under
// red oxygen is told, and no phase I follows in that round.
func TestCrisisLogTellsAStoppedDummyPhase(t *testing.T) {
	out, errOut, code := runCLI("crisis", "play", "--players", "2", "--difficulty", "nightmare", "--seed", "1")
	require.Equal(t, 0, code, errOut)
	line := "  dummy hand: Development\n  Development does not resolve this round: the oxygen token is red\n"
	at := strings.Index(out, line)
	require.GreaterOrEqual(t, at, 0)
	round := out[at:]
	round = round[:strings.Index(round, "end of round")]
	require.NotContains(t, round, "phase Development")
}
