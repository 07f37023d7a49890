package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/ares/odds/web/calc"
	"github.com/aresim/aresim/sim"
)

// queryOf writes the flags of a command line (--name value pairs) as the
// battle calculator's URL query.
func queryOf(t *testing.T, args []string) string {
	t.Helper()
	q := url.Values{}
	for i := 0; i < len(args); i += 2 {
		name, ok := strings.CutPrefix(args[i], "--")
		require.True(t, ok, args[i])
		q.Set(name, args[i+1])
	}
	return q.Encode()
}

// pageOdds computes the odds as the page does: exact in one go, or Monte
// Carlo battles in ranges played apart and merged in order.
func pageOdds(t *testing.T, query string) string {
	t.Helper()
	b := calc.Read(query)
	require.True(t, b.OK(), b.Problems)
	first, err := b.Exact(context.Background())
	require.NoError(t, err)
	if !first.MonteCarlo {
		return first.JSON
	}
	var total sim.Summary[*odds.Acc]
	n := uint64(b.Options.Battles)
	for lo, size := uint64(0), uint64(700); lo < n; lo, size = lo+size, size*2 {
		sum, err := b.Play(lo, min(lo+size, n))
		require.NoError(t, err)
		if lo == 0 {
			total = sum
		} else {
			total, err = sim.MergeSummaries(total, sum)
			require.NoError(t, err)
		}
	}
	js, err := b.Odds(total, first.Note)
	require.NoError(t, err)
	return js
}

// TestPageReadsTheCommandLine: the battle calculator's URL query, written
// as the flags of a command line, gives the bytes `aresim battle --format
// json` prints for them, exact and Monte Carlo, and the same message for
// a bad flag.
func TestPageReadsTheCommandLine(t *testing.T) {
	for _, args := range [][]string{
		{"--attacker", "Trooper*3,Heavy Tank*1", "--defender", "Quake*2"},
		{"--attacker", "Trooper*3,Heavy Tank*1", "--defender", "Quake*2", "--kind", "frontier", "--attacker-retreat", "after:2"},
		{"--attacker", "Trooper*3,Bomber*2", "--defender", "Quake*2", "--kind", "base", "--empty-buildings", "2",
			"--emergency-cards", "1", "--attacker-faction", "Terrans", "--defender-faction", "Kahoum", "--rounds", "4"},
		{"--attacker", "Void Rip*2", "--defender", "Turret*2", "--kind", "deepstrike", "--defender-retreat", "worse"},
		{"--attacker", "Trooper*2,Predator*2", "--defender", "Novice*2,Ember*2", "--method", "montecarlo",
			"--battles", "5000", "--seed", "42", "--attacker-retreat", "worse"},
		{"--attacker", "Trooper*4,Tank*4,Rocket*4,Predator*4", "--defender", "Novice*4,Soldier*4,Pyre*4,Ember*4",
			"--battles", "3000", "--seed", "3"},
		{"--attacker", "Trooper*3,Heavy Tank*1", "--defender", "Quake*2", "--max-states", "100", "--battles", "4000"},
	} {
		out, errOut, code := runCLI(append([]string{"battle", "--format", "json"}, args...)...)
		require.Equal(t, 0, code, errOut)
		assert.Equal(t, out, pageOdds(t, queryOf(t, args)), args)
	}
	for _, args := range [][]string{
		{"--attacker", "Trooper*5", "--defender", "Quake"},
		{"--attacker", "Troper*2", "--defender", "Quake"},
		{"--attacker", "Trooper", "--defender", "Quake", "--kind", "siege"},
		{"--attacker", "Trooper", "--defender", "Quake", "--rounds", "abc"},
		{"--attacker", "Trooper", "--defender", "Quake", "--attacker-retreat", "later"},
		{"--attacker", "Trooper", "--defender", "Quake", "--battles", "0"},
		{"--attacker", "Trooper", "--defender", "Quake", "--emergency-cards", "1"},
	} {
		_, errOut, code := runCLI(append([]string{"battle"}, args...)...)
		require.NotEqual(t, 0, code)
		b := calc.Read(queryOf(t, args))
		require.Len(t, b.Problems, 1, args)
		assert.Equal(t, "aresim: "+b.Problems[0].Message, strings.SplitN(errOut, "\n", 2)[0], args)
	}
}

// TestWebWritesTheSite: aresim web writes the page's files into --out; a
// bad --out is one line and exit 1, before anything is written.
func TestWebWritesTheSite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	out, errOut, code := runCLI("web", "--out", dir)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "wrote the battle calculator into "+dir+": app.js, index.html, odds.wasm, style.css")
	for _, name := range []string{"index.html", "app.js", "worker.js", "style.css", "wasm_exec.js", "odds.wasm"} {
		assert.FileExists(t, filepath.Join(dir, name))
	}
	for args, want := range map[string]string{
		"web --out " + filepath.Join(dir, "no", "such"): "aresim: --out " + filepath.Join(dir, "no", "such") + ": directory " + filepath.Join(dir, "no") + " does not exist\n",
		"web --out " + filepath.Join(dir, "index.html"): "aresim: --out " + filepath.Join(dir, "index.html") + ": " + filepath.Join(dir, "index.html") + " is not a directory\n",
	} {
		_, errOut, code := runCLI(strings.Fields(args)...)
		assert.Equal(t, exitBadInput, code, args)
		assert.Equal(t, want, errOut, args)
	}
	_, errOut, code = runCLI("web")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "aresim: --out: give the directory to write the site into\n")
}

// syncBuffer is a buffer that a running command writes while a test reads.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestServe: aresim serve prints its address and serves the page there
// until it is stopped (exit 0); a taken --addr is one line and exit 1.
func TestServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errOut syncBuffer
	exit := make(chan int, 1)
	go func() { exit <- runContext(ctx, []string{"serve", "--addr", "127.0.0.1:0"}, &out, &errOut) }()
	var addr string
	require.Eventually(t, func() bool {
		_, rest, ok := strings.Cut(out.String(), "serving the battle calculator at ")
		addr, _, _ = strings.Cut(rest, " ")
		return ok && strings.HasSuffix(rest, " (Ctrl-C stops it)\n")
	}, 10*time.Second, 10*time.Millisecond, "stdout: %q, stderr: %q", out.String(), errOut.String())
	require.True(t, strings.HasPrefix(addr, "http://127.0.0.1:"), addr)
	res, err := http.Get(addr + "?attacker=Trooper*3&defender=Quake*2")
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Contains(t, string(body), "<title>Battle odds · aresim</title>")

	host := strings.TrimSuffix(strings.TrimPrefix(addr, "http://"), "/")
	_, errTaken, code := runCLI("serve", "--addr", host)
	assert.Equal(t, exitBadInput, code)
	assert.Equal(t, "aresim: --addr "+host+": address already in use\n", errTaken)
	_, errBad, code := runCLI("serve", "--addr", "nowhere")
	assert.Equal(t, exitBadInput, code)
	assert.Equal(t, "aresim: --addr nowhere: missing port in address\n", errBad)

	cancel()
	select {
	case code := <-exit:
		assert.Equal(t, 0, code, errOut.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestSiteURL(t *testing.T) {
	for _, tc := range []struct{ given, listening, want string }{
		{"localhost:8080", "127.0.0.1:8080", "http://localhost:8080/"},
		{"localhost:0", "127.0.0.1:39251", "http://localhost:39251/"},
		{":8080", "[::]:8080", "http://localhost:8080/"},
		{"0.0.0.0:8080", "0.0.0.0:8080", "http://localhost:8080/"},
		{"127.0.0.1:0", "127.0.0.1:40000", "http://127.0.0.1:40000/"},
		{"[::1]:8080", "[::1]:8080", "http://[::1]:8080/"},
	} {
		addr, err := net.ResolveTCPAddr("tcp", tc.listening)
		require.NoError(t, err)
		assert.Equal(t, tc.want, siteURL(tc.given, addr), tc.given)
	}
}
