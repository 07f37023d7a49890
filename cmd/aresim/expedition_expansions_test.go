package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// aresim expedition play takes the expansions' sets, options and
// variants; the game's account tells the milestones, the dummy hand's
// phases and the infrastructure track, and its record replays it.
func TestExpeditionPlayWithTheExpansions(t *testing.T) {
	dir := t.TempDir()
	for i, args := range [][]string{
		{"--players", "6", "--sets", "base,discovery,foundations"},
		{"--players", "2", "--sets", "Base, Discovery", "--dummy-hand", "--draft", "--redraw"},
		{"--players", "4", "--sets", "base,foundations", "--infrastructure", "on"},
		{"--players", "3", "--sets", "base,discovery", "--milestones", "off", "--upgrades", "off"},
	} {
		path := filepath.Join(dir, fmt.Sprintf("game%d.txt", i))
		out, errOut, code := runCLI(append([]string{"expedition", "play", "--seed", "2", "--record", path}, args...)...)
		require.Equal(t, 0, code, errOut)
		assert.Contains(t, out, "Game over after", args)
		switch i {
		case 0:
			assert.Contains(t, out, "Setup: 6 players, sets base,discovery,foundations; milestones, upgrades, infrastructure\n")
			assert.Contains(t, out, "  milestones: ")
			assert.Contains(t, out, "claims the milestone")
			assert.Contains(t, out, ", infrastructure ")
			assert.Contains(t, out, "milestones awards  total")
		case 1:
			assert.Contains(t, out, "Setup: 2 players, sets base,discovery; milestones, upgrades, draft, dummy hand\n")
			assert.Equal(t, strings.Count(out, "Round "), strings.Count(out, ")\n  dummy hand: "), "a dummy phase every round, under its heading")
		case 2:
			assert.Contains(t, out, "Setup: 4 players, sets base,foundations; infrastructure\n")
		case 3:
			assert.Contains(t, out, "Setup: 3 players, sets base,discovery\n")
			assert.NotContains(t, out, "milestones: ")
		}
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Contains(t, string(data), "\n \"draft\": "+fmt.Sprint(i == 1)+",\n")
		again, errOut, code := runCLI("expedition", "replay", path)
		require.Equal(t, 0, code, errOut)
		assert.Equal(t, out, again, "the replay tells the same game")
	}
}

// The expansions' flags are checked with one clear line each.
func TestExpeditionExpansionFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"expedition", "play", "--players", "5"}, "expedition play: expedition: bad configuration: 5 players need the foundations set"},
		{[]string{"expedition", "play", "--sets", "discovery"}, `--sets "discovery": the base set is always played: add base`},
		{[]string{"expedition", "play", "--sets", "base,moon"}, `--sets: unknown set "moon" (want base, discovery, foundations)`},
		{[]string{"expedition", "play", "--milestones", "maybe"}, `--milestones "maybe": want auto, on or off`},
		{[]string{"expedition", "play", "--milestones", "on"}, "awards and milestones need the discovery set"},
		{[]string{"expedition", "play", "--dummy-hand"}, "the dummy hand is a 2-player variant, not for 4 players"},
		{[]string{"expedition", "balance", "--players", "6", "--games", "10"}, "6 players need the foundations set"},
		{[]string{"expedition", "balance", "--infrastructure", "sometimes"}, `--infrastructure "sometimes": want auto, on or off`},
	} {
		_, errOut, code := runCLI(tc.args...)
		assert.Equal(t, 1, code, tc.args)
		assert.Contains(t, errOut, tc.want, tc.args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	}
}

// aresim expedition balance with the expansions reports their milestones,
// award places by corporation, upgrades and infrastructure steps, as a
// table, JSON and CSV; a base study reports none of them.
func TestExpeditionBalanceWithTheExpansions(t *testing.T) {
	args := []string{"expedition", "balance", "--games", "40", "--players", "5", "--sets", "base,discovery,foundations"}
	out, errOut, code := runCLI(args...)
	require.Equal(t, 0, code, errOut)
	for _, s := range []string{"sets=base,discovery,foundations", "dummy-hand=false",
		"Milestones (in the games they were drawn in):", "Milestones and awards by corporation", "Upgraded phase cards:",
		"Upgrades per player", "Infrastructure:", "Steps per winner"} {
		assert.Contains(t, out, s)
	}
	js, errOut, code := runCLI(append(args, "--format", "json")...)
	require.Equal(t, 0, code, errOut)
	var r struct {
		Expansion struct {
			Milestones []struct {
				Milestone string `json:"milestone"`
				Claimed   struct {
					Trials int `json:"trials"`
				} `json:"claimed"`
			} `json:"milestones"`
			Corporations   []json.RawMessage `json:"corporations"`
			Upgrades       *json.RawMessage  `json:"upgrades"`
			Infrastructure *struct {
				Count int     `json:"count"`
				Mean  float64 `json:"mean"`
			} `json:"infrastructure"`
		} `json:"expansion"`
	}
	require.NoError(t, json.Unmarshal([]byte(js), &r))
	trials := 0
	for _, m := range r.Expansion.Milestones {
		trials += m.Claimed.Trials
	}
	assert.Equal(t, 40*3, trials, "three milestones a game")
	assert.NotEmpty(t, r.Expansion.Corporations)
	assert.NotNil(t, r.Expansion.Upgrades)
	require.NotNil(t, r.Expansion.Infrastructure)
	assert.Equal(t, 40*5, r.Expansion.Infrastructure.Count, "every player of every game")
	csv, errOut, code := runCLI(append(args, "--format", "csv")...)
	require.Equal(t, 0, code, errOut)
	for _, s := range []string{"\nmilestones,", "\nmilestoneClaimRound,", "\ncorporationTiles,", "\nupgradeChoices,", "\ninfrastructure,"} {
		assert.Contains(t, csv, s)
	}
	base, errOut, code := runCLI("expedition", "balance", "--games", "20", "--format", "json")
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, base, `"expansion"`, "a base study has no expansion part")
}
