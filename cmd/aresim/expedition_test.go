package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

func TestExpeditionPlayIsSeededAndReadable(t *testing.T) {
	out, errOut, code := runCLI("expedition", "play", "--players", "3", "--seed", "5")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "Round 1 (first player p0)")
	require.Contains(t, out, "planning:")
	require.Contains(t, out, "end of round 1:")
	require.Contains(t, out, "Game over after")
	require.Contains(t, out, "WIN")
	again, _, _ := runCLI("expedition", "play", "--players", "3", "--seed", "5")
	require.Equal(t, out, again, "the same seed tells the same game")
	other, _, _ := runCLI("expedition", "play", "--players", "3", "--seed", "6")
	require.NotEqual(t, out, other)
}

func TestExpeditionRecordAndReplay(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.txt")
	out, errOut, code := runCLI("expedition", "play", "--players", "4", "--seed", "11", "--bots", "heuristic,random,heuristic,random", "--record", rec)
	require.Equal(t, 0, code, errOut)
	data, err := os.ReadFile(rec)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(data), fmt.Sprintf("{\n \"schema\": \"aresim-expedition-record\",\n \"version\": 4,\n \"players\": 4,\n \"seed\": %d,\n", sim.EngineSeed(11))+
		" \"maxRounds\": 60,\n \"sets\": [\n  \"base\"\n ],\n \"infrastructure\": false,\n \"redraw\": false,\n \"milestones\": false,\n \"upgrades\": false,\n \"draft\": false,\n \"dummyHand\": false,\n \"actions\": [\n"), string(data[:200]))
	replayed, errOut, code := runCLI("expedition", "replay", rec)
	require.Equal(t, 0, code, errOut)
	require.Equal(t, out, replayed, "the replay tells the same game")
	// A damaged record is reported with its action.
	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte(strings.Replace(string(data), `"p0 `, `"p9 fly `, 1)), 0o644))
	_, errOut, code = runCLI("expedition", "replay", bad)
	require.Equal(t, 1, code)
	require.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	require.Contains(t, errOut, "action 1:")
}

// TestExpeditionRedrawFlag: --redraw plays the setup redraw variant, the
// record says so and replays it; balance studies it as a configuration of
// its own.
func TestExpeditionRedrawFlag(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.txt")
	out, errOut, code := runCLI("expedition", "play", "--players", "2", "--seed", "3", "--bots", "random", "--redraw", "--record", rec)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, " redraw ", "the bots set cards aside")
	data, err := os.ReadFile(rec)
	require.NoError(t, err)
	require.Contains(t, string(data), "\n \"redraw\": true,\n")
	replayed, errOut, code := runCLI("expedition", "replay", rec)
	require.Equal(t, 0, code, errOut)
	require.Equal(t, out, replayed)
	plain, _, code := runCLI("expedition", "play", "--players", "2", "--seed", "3", "--bots", "random")
	require.Equal(t, 0, code)
	require.NotContains(t, plain, " redraw ", "off by default")

	js, errOut, code := runCLI("expedition", "balance", "--games", "6", "--players", "2", "--redraw", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var report struct{ Fingerprint string }
	require.NoError(t, json.Unmarshal([]byte(js), &report))
	require.Contains(t, report.Fingerprint, "redraw=on")
}

// TestExpeditionLogEndOfRoundDiscards: the discards down to the hand limit
// at the end of a round are told under their own heading, not under the
// round's last phase.
func TestExpeditionLogEndOfRoundDiscards(t *testing.T) {
	out, errOut, code := runCLI("expedition", "play", "--players", "2", "--seed", "3", "--bots", "heuristic,random")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(out, "\n")
	headed := 0
	for i, line := range lines {
		if !strings.HasPrefix(line, "  end of round ") {
			continue
		}
		j := i
		for j > 0 && strings.Contains(lines[j-1], " discard ") && strings.HasPrefix(lines[j-1], "    p") {
			j--
		}
		if j < i {
			require.Equal(t, "  end of round: discard down to 10 cards", lines[j-1], "discards before %q", line)
			headed++
		}
	}
	require.Positive(t, headed, "some round ends with discards")
}

// --quiet and -q print only the result line; the full account ends with
// the same line above the scores.
func TestExpeditionQuietPlay(t *testing.T) {
	for _, q := range []string{"--quiet", "-q"} {
		out, _, code := runCLI("expedition", "play", q, "--players", "2")
		require.Equal(t, 0, code)
		require.Regexp(t, `^Game over after \d+ rounds: p\d \([^)]+\) (wins|share the win) with \d+ VP; p\d \d+\.\n$`, out)
		full, _, _ := runCLI("expedition", "play", "--players", "2")
		require.Contains(t, full, "\n"+out, "the account holds the result line")
	}
	rec := filepath.Join(t.TempDir(), "game.txt")
	_, _, code := runCLI("expedition", "play", "-q", "--record", rec)
	require.Equal(t, 0, code)
	out, _, code := runCLI("expedition", "replay", "-q", rec)
	require.Equal(t, 0, code)
	require.Equal(t, 1, strings.Count(out, "\n"), out)
}

// A record that ends before its game does is refused, never reported as
// a game stopped by the round cap.
func TestExpeditionReplayOfATruncatedRecordFails(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.txt")
	_, _, code := runCLI("expedition", "play", "-q", "--record", rec)
	require.Equal(t, 0, code)
	data, err := os.ReadFile(rec)
	require.NoError(t, err)
	var record map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // the seed is a 64-bit number
	require.NoError(t, dec.Decode(&record))
	actions := record["actions"].([]any)
	record["actions"] = actions[:len(actions)/2]
	data, err = json.Marshal(record)
	require.NoError(t, err)
	short := filepath.Join(dir, "short.txt")
	require.NoError(t, os.WriteFile(short, data, 0o644))
	out, errOut, code := runCLI("expedition", "replay", short)
	require.Equal(t, exitBadInput, code)
	require.Contains(t, errOut, "the record ends before the game does")
	require.NotContains(t, out+errOut, "round cap")
	require.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
}

func TestExpeditionBadFlagsGiveOneLine(t *testing.T) {
	for _, args := range [][]string{
		{"expedition", "play", "--players", "9"},
		{"expedition", "play", "--bots", "clever"},
		{"expedition", "play", "--bots", "mcts:x"},
		{"expedition", "balance", "--bots", "mcts,clever"},
		{"expedition", "play", "--bots", "random,random", "--players", "3"},
		{"expedition", "play", "--max-rounds", "-1"},
		{"expedition", "play", "--cards", "/nonexistent.cards"},
		{"expedition", "replay", "/nonexistent.txt"},
		{"expedition", "balance", "--players", "1"},
		{"expedition", "balance", "--format", "xml"},
		{"expedition", "balance", "--shard", "3/2"},
		{"expedition", "balance", "--corporations", "mine"},
		{"expedition", "balance", "--games", "4", "--plot", "x.gif"},
		{"expedition", "balance", "--workers", "-1"},
		{"expedition", "balance", "--precision", "0.7"},
		{"expedition", "balance", "--games", "0"},
		{"expedition", "balance", "--timeout", "-1s"},
		{"expedition", "play", "--record", "/nonexistent/dir/game.txt"},
		{"expedition", "cards", "--format", "yaml"},
		{"expedition", "cards", "--set", "moon"},
	} {
		_, errOut, code := runCLI(args...)
		require.Equal(t, exitBadInput, code, "%v", args)
		require.Equal(t, 1, strings.Count(errOut, "\n"), "%v: %q", args, errOut)
		require.True(t, strings.HasPrefix(errOut, "aresim: "), errOut)
	}
}

func TestCardsExpedition(t *testing.T) {
	out, errOut, code := runCLI("expedition", "cards")
	require.Equal(t, 0, code, errOut)
	cardLines := 0
	for _, l := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		if !strings.HasPrefix(l, " ") {
			cardLines++
		}
		require.LessOrEqual(t, utf8.RuneCountInString(l), 100, "fits 100 columns: %q", l)
	}
	require.Equal(t, 208+12, cardLines, "208 cards, 12 corporations, a line each and their text below")
	require.Contains(t, out, "Aquifer Pumping")
	require.Contains(t, out, "action: pay 10 mc less 2 per steel -> raise ocean 1")
	js, _, code := runCLI("expedition", "cards", "--format", "json")
	require.Equal(t, 0, code)
	var listing struct {
		Schema string           `json:"schema"`
		Cards  []map[string]any `json:"cards"`
	}
	require.NoError(t, json.Unmarshal([]byte(js), &listing))
	require.Equal(t, "aresim-cards-expedition/1", listing.Schema)
	list := listing.Cards
	require.Len(t, list, 220)
	require.Equal(t, "Adaptation Technology", list[0]["name"])
	// Plain fields, numbers as numbers.
	require.NotContains(t, js, `"Key"`)
	require.NotContains(t, js, `"Value"`)
	require.Equal(t, 1.0, list[0]["vp"])
	require.Equal(t, 12.0, list[0]["cost"])
	require.Equal(t, []any{"shift-requirements temperature|oxygen"}, list[0]["passive"])
	for _, c := range list {
		if c["name"] == "Birds" {
			require.Equal(t, map[string]any{"vp": 1.0, "per": 1.0, "of": "resource"}, c["vpPer"])
			require.Equal(t, 0.0, c["vp"])
		}
		if c["name"] == "Decomposing Fungus" {
			require.Len(t, c["action"], 2, "repeated fields are lists")
		}
	}
	// A user's file is read and validated, errors name the field.
	dir := t.TempDir()
	good := filepath.Join(dir, "mine.cards")
	require.NoError(t, os.WriteFile(good, []byte("card X1 Test Card\n  set: promo\n  color: green\n  cost: 3\n  effect: production +1 mc\ncorporation X2 Test Corp\n  set: promo\n  mc: 40\n"), 0o644))
	out, errOut, code = runCLI("expedition", "cards", "--cards", good, "--set", "all")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "Test Card")
	broken := filepath.Join(dir, "broken.cards")
	require.NoError(t, os.WriteFile(broken, []byte("card X1 Test Card\n  set: promo\n  color: green\n  cost: 3\n  effect: production +1 gold\n"), 0o644))
	_, errOut, code = runCLI("expedition", "cards", "--cards", broken)
	require.Equal(t, 1, code)
	require.Contains(t, errOut, "broken.cards:5")
	require.Contains(t, errOut, `card X1 "Test Card"`)
	require.Contains(t, errOut, "effect:")
}

func TestExpeditionBalance(t *testing.T) {
	dir := t.TempDir()
	plot := filepath.Join(dir, "corps.svg")
	out, errOut, code := runCLI("expedition", "balance", "--games", "40", "--players", "3", "--workers", "2", "--plot", plot)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "Corporation")
	require.Contains(t, out, "Cards most associated with winning")
	_, err := os.Stat(plot)
	require.NoError(t, err)
	one, _, _ := runCLI("expedition", "balance", "--games", "40", "--players", "3", "--workers", "1")
	require.Equal(t, out, one, "the report does not depend on the workers")
	csv, _, code := runCLI("expedition", "balance", "--games", "10", "--players", "2", "--format", "csv")
	require.Equal(t, 0, code)
	require.True(t, strings.HasPrefix(csv, "section,row,column,statistic,value,ci95_low,ci95_high,successes,trials\n"))
	// Shards merge into the whole run.
	var files []string
	for _, sh := range []string{"0/2", "1/2"} {
		f := filepath.Join(dir, "shard-"+sh[:1]+".json")
		_, errOut, code := runCLI("expedition", "balance", "--games", "40", "--players", "3", "--shard", sh, "--out", f)
		require.Equal(t, 0, code, errOut)
		files = append(files, f)
	}
	merged, errOut, code := runCLI(append([]string{"merge", "--format", "table"}, files...)...)
	require.Equal(t, 0, code, errOut)
	require.Equal(t, out, merged)
}

// TestExpeditionSearchBots: the search agent plays by name in any seat of
// play and balance (mcts, mcts:N), seeded: the same flags tell the same
// game, and a study gives the same report on one worker and on two.
func TestExpeditionSearchBots(t *testing.T) {
	args := []string{"expedition", "play", "--players", "2", "--seed", "5", "--bots", "mcts:40,heuristic"}
	out, errOut, code := runCLI(args...)
	require.Equal(t, 0, code, errOut)
	require.Contains(t, out, "Game over after")
	again, _, _ := runCLI(args...)
	require.Equal(t, out, again)
	heur, _, _ := runCLI("expedition", "play", "--players", "2", "--seed", "5", "--bots", "heuristic")
	require.NotEqual(t, out, heur, "the search agent plays its own game")
	study := []string{"expedition", "balance", "--players", "2", "--games", "4", "--bots", "MCTS:8,heuristic", "--format", "json"}
	one, errOut, code := runCLI(append(study, "--workers", "1")...)
	require.Equal(t, 0, code, errOut)
	two, _, _ := runCLI(append(study, "--workers", "2")...)
	require.Equal(t, one, two)
	_, errOut, code = runCLI("expedition", "balance", "--games", "1", "--bots", "mcts:3")
	require.Equal(t, 0, code, errOut)
}
