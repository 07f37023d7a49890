package web_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/ares/odds/web"
	"github.com/aresim/aresim/ares/odds/web/calc"
)

var updateScreenshots = flag.Bool("screenshot", false, "write the page's screenshots into docs/img")

// battle reads the battle of a query natively, as the page's workers do.
func battle(t testing.TB, query string) *calc.Battle {
	t.Helper()
	b := calc.Read(query)
	require.True(t, b.OK(), "%s: %v", query, b.Problems)
	return b
}

// exactWins is the attacker's win probability that odds.Exact computes
// for the battle of a query, in percent with two decimals as aresim
// battle prints it.
func exactWins(t testing.TB, query string) string {
	t.Helper()
	res, err := odds.Exact(battle(t, query).Setup, odds.Options{})
	require.NoError(t, err)
	return fmt.Sprintf("%.2f%%", 100*res.AttackerWins)
}

// commandJSON is what `aresim battle --format json` prints for the flags
// of a query: the battle flags read into a spec and options, the odds by
// odds.RunContext, written by odds.WriteJSON (the command's own steps;
// TestPageReadsTheCommandLine in cmd/aresim checks them against the
// command).
func commandJSON(t testing.TB, query string) string {
	t.Helper()
	b := battle(t, query)
	opt := b.Options
	opt.Workers = 2
	res, err := odds.Run(b.Setup, opt)
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, odds.WriteJSON(&buf, res))
	return buf.String()
}

func spec64(data []byte) string { return base64.RawURLEncoding.EncodeToString(data) }

func readBaseAttack(t testing.TB) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "examples", "battles", "base-attack.json"))
	require.NoError(t, err)
	return data
}

// TestPageShowsTheExactOddsOfALink: a link with a battle in its query
// shows, with no click, the attacker's win probability odds.Exact
// computes, and its JSON download is what aresim battle --format json
// prints.
func TestPageShowsTheExactOddsOfALink(t *testing.T) {
	s := newSite(t)
	ctx := s.tab()
	for _, query := range []string{
		"?attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2",
		"?attacker=Trooper*3,Bomber*2&defender=Quake*2&kind=base&empty-buildings=2&emergency-cards=1&attacker-faction=Terrans&defender-faction=Kahoum",
		"?attacker=Void+Rip*2&defender=Turret*2&kind=deepstrike",
		"?attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2,Novice*2&attacker-retreat=after:2&defender-retreat=worse&rounds=4",
		"?attacker=Trooper*2&defender=Novice*2&kind=raid",
		"?spec=" + spec64(readBaseAttack(t)) + "&rounds=4",
	} {
		s.open(ctx, query, "done")
		assert.Equal(t, exactWins(t, query), text(t, ctx, "attacker-wins"), query)
		assert.Contains(t, text(t, ctx, "status"), "Exact: ", query)
		assert.Equal(t, commandJSON(t, query), download(t, ctx), query)
		loc, err := chromedp.Run(ctx, chromedp.Location())
		require.NoError(t, err)
		assert.Equal(t, s.url+"/"+query, loc, "the address is the link")
	}
}

// setField sets a form field as a user does (its value, then the event
// the page listens to).
func setField(t testing.TB, ctx context.Context, id, value string) {
	t.Helper()
	eval[chromedp.Void](t, ctx, fmt.Sprintf(`(() => { const f = document.getElementById(%q); f.value = %q;
		f.dispatchEvent(new Event(f.tagName === "SELECT" ? "change" : "input", {bubbles: true})); })()`, id, value))
}

// settled waits until the page's address holds want and its odds are
// computed, and returns the address's query.
func (s *site) settled(ctx context.Context, want ...string) string {
	s.t.Helper()
	return s.settledWithin(ctx, time.Minute, want...)
}

// settledWithin is settled with a timeout.
func (s *site) settledWithin(ctx context.Context, timeout time.Duration, want ...string) string {
	s.t.Helper()
	var conds []string
	for _, w := range want {
		conds = append(conds, fmt.Sprintf("location.search.includes(%q)", w))
	}
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("results").dataset.state === "done" && `+
		strings.Join(conds, " && "), chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(timeout)))
	if err != nil {
		s.t.Fatalf("the page did not settle on %v: %v\nstate %s, status %q, errors %q, address %s", want, err,
			eval[string](s.t, ctx, `document.getElementById("results").dataset.state`), text(s.t, ctx, "status"),
			text(s.t, ctx, "general-msg")+text(s.t, ctx, "spec-msg"), eval[string](s.t, ctx, "location.search"))
	}
	return eval[string](s.t, ctx, "location.search")
}

// copyLink clicks Copy link and returns what it copied.
func copyLink(t testing.TB, ctx context.Context) string {
	t.Helper()
	eval[chromedp.Void](t, ctx, `navigator.clipboard.writeText = (text) => { window.copied = text; return Promise.resolve(); }`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("copy"))))
	copied, err := chromedp.Run(ctx, chromedp.Poll[string](`window.copied`, chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(t, err)
	return copied
}

// TestPageFormEntry: a battle entered through the form (typed Forces, the
// unit picker, the fields) shows the odds odds.Exact computes, the
// address holds it as the flags of aresim battle, and the copied link
// restores it.
func TestPageFormEntry(t *testing.T) {
	s := newSite(t)
	ctx := s.tab()
	s.open(ctx, "", "done")
	assert.Equal(t, exactWins(t, "attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2"), text(t, ctx, "attacker-wins"),
		"the page opens on the README's battle")

	require.NoError(t, chromedp.Do(ctx, chromedp.Focus(chromedp.ID("defender"))))
	eval[chromedp.Void](t, ctx, `document.getElementById("defender").select()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("defender"), "Novice*2,Quake*1")))
	setField(t, ctx, "attacker-unit", "Bomber")
	setField(t, ctx, "attacker-count", "2")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("attacker-add-button"))))
	setField(t, ctx, "kind", "base")
	require.NoError(t, chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("empty-buildings"), "1")))
	query := s.settled(ctx, "attacker=Trooper*3,Heavy+Tank*1,Bomber*2", "defender=Novice*2,Quake*1", "kind=base", "empty-buildings=1")
	assert.Equal(t, "?attacker=Trooper*3,Heavy+Tank*1,Bomber*2&defender=Novice*2,Quake*1&kind=base&empty-buildings=1", query)
	wins := text(t, ctx, "attacker-wins")
	assert.Equal(t, exactWins(t, query), wins)
	assert.Equal(t, 3, eval[int](t, ctx, `document.querySelectorAll("#attacker-forces li").length`), "a row per Force")
	assert.Contains(t, text(t, ctx, "attacker-forces"), "Bomber ×2")

	// The picker's buttons change the Forces: one Trooper fewer.
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#attacker-forces li:first-child button[aria-label="one Trooper fewer"]`))))
	query = s.settled(ctx, "attacker=Trooper*2,Heavy+Tank*1,Bomber*2")
	assert.Equal(t, exactWins(t, query), text(t, ctx, "attacker-wins"))
	want := download(t, ctx)
	assert.Equal(t, commandJSON(t, query), want)

	link := copyLink(t, ctx)
	assert.Equal(t, s.url+"/"+query, link)
	other := s.tab()
	s.open(other, strings.TrimPrefix(link, s.url+"/"), "done")
	assert.Equal(t, text(t, ctx, "attacker-wins"), text(t, other, "attacker-wins"))
	assert.Equal(t, want, download(t, other), "the link restores the battle")
	assert.Equal(t, "Trooper*2,Heavy Tank*1,Bomber*2", eval[string](t, other, `document.getElementById("attacker").value`))
	assert.Equal(t, "base", eval[string](t, other, `document.getElementById("kind").value`))
}

// TestCopiedLinkRestoresAJSONBattle: a JSON battle travels whole in the
// link as spec=, with the flags that override it, and a Monte Carlo
// result comes back from its seed and battles.
func TestCopiedLinkRestoresAJSONBattle(t *testing.T) {
	s := newSite(t)
	ctx := s.tab()
	file := readBaseAttack(t)
	s.open(ctx, "", "done")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#spec-box summary"))))
	setField(t, ctx, "spec", string(file))
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("spec-use"))))
	setField(t, ctx, "rounds", "4")
	setField(t, ctx, "method", "montecarlo")
	setField(t, ctx, "battles", "20000")
	setField(t, ctx, "seed", "7")
	query := s.settled(ctx, "spec="+spec64(file), "rounds=4", "method=montecarlo", "battles=20000", "seed=7")
	assert.Equal(t, "?rounds=4&method=montecarlo&battles=20000&seed=7&spec="+spec64(file), query)
	first := download(t, ctx)
	assert.Equal(t, commandJSON(t, query), first, "a Monte Carlo result in slices on the page is the command's")
	assert.Contains(t, first, `"battles": 20000,`)

	link := copyLink(t, ctx)
	assert.Equal(t, s.url+"/"+query, link)
	other := s.tab()
	s.open(other, strings.TrimPrefix(link, s.url+"/"), "done")
	assert.Equal(t, first, download(t, other), "the link restores the odds, bytes and all")
	assert.Equal(t, string(file), eval[string](t, other, `document.getElementById("spec").value`))
	assert.Equal(t, "4", eval[string](t, other, `document.getElementById("rounds").value`))
	assert.Contains(t, text(t, other, "attacker-forces"), "Bombers: inline Force ×2")
}

// TestMonteCarloStops: Stop ends a Monte Carlo run after the battles in
// progress; the page shows the odds of the battles played, marked
// partial, and they are those of the first battles of the run.
func TestMonteCarloStops(t *testing.T) {
	s := newSite(t)
	ctx := s.tab()
	query := "?attacker=Trooper*4,Tank*4,Rocket*4,Predator*4&defender=Novice*4,Soldier*4,Pyre*4,Ember*4&battles=100000000&seed=5"
	s.open(ctx, query, "running")
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("attacker-wins").textContent !== "–"`,
		chromedp.WithPollingTimeout(time.Minute)))
	require.NoError(t, err, "odds while the battles run")
	assert.NotContains(t, text(t, ctx, "status"), "PARTIAL", "a run under way is not partial")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("stop"))))
	state, err := s.wait(ctx, time.Minute, "partial")
	require.NoError(t, err)
	require.Equal(t, "partial", state)
	status := text(t, ctx, "status")
	assert.Contains(t, status, "PARTIAL: stopped after ")
	assert.Contains(t, status, " of 100,000,000 battles")

	got := download(t, ctx)
	var res odds.Result
	require.NoError(t, json.Unmarshal([]byte(strings.Replace(got, `"method": "montecarlo"`, `"method": 2`, 1)), &res))
	assert.True(t, res.Partial)
	assert.Equal(t, odds.StopCancelled, res.Stop)
	assert.Equal(t, int64(100000000), res.RequestedBattles)
	require.Positive(t, res.Battles)
	require.Less(t, res.Battles, int64(100000000))
	assert.Equal(t, fmt.Sprintf("Download the odds of these %s battles as JSON", thousands(res.Battles)), text(t, ctx, "download"))

	// The battles played are the first of the run: the range of them,
	// played natively, gives the same bytes.
	b := battle(t, query)
	first, err := b.Exact(t.Context())
	require.NoError(t, err)
	require.True(t, first.MonteCarlo)
	sum, err := b.Play(0, uint64(res.Battles))
	require.NoError(t, err)
	want, err := b.Odds(sum, first.Note)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Equal(t, fmt.Sprintf("%.2f%%", 100*res.AttackerWins), text(t, ctx, "attacker-wins"))
}

// TestBadInputShowsItsMessage: a bad parameter of a link, or a bad value
// typed in the form, gets the command line's message beside its field,
// and no odds.
func TestBadInputShowsItsMessage(t *testing.T) {
	s := newSite(t)
	ctx := s.tab()
	for _, tc := range []struct{ query, field, msg string }{
		{"?attacker=Trooper*5&defender=Quake", "attacker-msg",
			`--attacker: odds: bad battle: "Trooper*5": 5 is more than 4 (a Force holds at most 4 units)`},
		{"?attacker=Troper*2&defender=Quake", "attacker-msg",
			`odds: bad battle: attacker.forces[0].unit: unknown unit "Troper" in Terrans, Kahoum, Xenos, Colossus`},
		{"?attacker=Trooper&defender=Quake&kind=siege", "kind-msg",
			`--kind: unknown battle kind "siege" (want frontier, base, deepstrike or raid)`},
		{"?attacker=Trooper&defender=Quake&rounds=abc", "rounds-msg",
			`invalid argument "abc" for "--rounds" flag: strconv.ParseInt: parsing "abc": invalid syntax`},
		{"?attacker=Trooper&defender=Quake&attacker-retreat=later", "attacker-retreat-msg",
			`--attacker-retreat: retreat "later": want never, after:N or worse`},
		{"?attacker=Trooper&defender=Quake&battles=0", "battles-msg", "--battles 0: want at least 1 battle"},
		{"?attacker=Trooper&defender=Quake&workers=2", "general-msg", `unknown parameter "workers"`},
		{"?spec=e30", "spec-msg", "spec: odds: bad battle: attacker: missing"},
	} {
		s.open(ctx, tc.query, "invalid")
		assert.Contains(t, text(t, ctx, tc.field), tc.msg, tc.query)
		assert.Equal(t, "–", text(t, ctx, "attacker-wins"), "%s: no odds", tc.query)
	}

	s.open(ctx, "", "done")
	require.NoError(t, chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("attacker"), ",Quake*9")))
	_, err := s.wait(ctx, time.Minute, "invalid")
	require.NoError(t, err)
	assert.Equal(t, `--attacker: odds: bad battle: "Quake*9": 9 is more than 4 (a Force holds at most 4 units)`, text(t, ctx, "attacker-msg"))
	assert.Equal(t, "true", eval[string](t, ctx, `document.getElementById("attacker").getAttribute("aria-invalid")`))
	assert.Equal(t, "–", text(t, ctx, "attacker-wins"))
}

// TestPageLoadsNothingFromElsewhere: every request of the page goes to its
// own site, for its own files; and it is usable at a phone's width.
func TestPageLoadsNothingFromElsewhere(t *testing.T) {
	s := newSite(t)
	ctx := s.tab()
	lctx, stop := context.WithCancel(ctx)
	defer stop()
	requests := chromedp.Events(lctx, network.RequestWillBeSent)
	var urls []string
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ev, err := range requests {
			if err != nil {
				return
			}
			urls = append(urls, ev.Request.URL)
		}
	}()
	s.open(ctx, "", "done")
	stop()
	<-done
	require.NotEmpty(t, urls)
	for _, u := range urls {
		assert.True(t, strings.HasPrefix(u, s.url+"/") || strings.HasPrefix(u, "data:") || strings.HasPrefix(u, "blob:"), u)
	}
	s.mu.Lock()
	served := strings.Join(s.served, " ")
	s.mu.Unlock()
	for _, f := range []string{"/", "/app.js", "/style.css", "/worker.js", "/wasm_exec.js", "/odds.wasm"} {
		assert.Contains(t, strings.Fields(served), f)
	}

	// Every control has a label, so a screen reader and the keyboard can
	// find it.
	unlabelled := eval[[]string](t, ctx, `[...document.querySelectorAll("input, select, textarea, button")]
		.filter(e => !(e.labels && e.labels.length) && !e.getAttribute("aria-label") && !e.textContent.trim())
		.map(e => e.id || e.outerHTML)`)
	assert.Empty(t, unlabelled)
}

// TestScreenshots: the page of a finished battle, on a desktop and on a
// phone, where nothing is wider than the screen. With -screenshot, the
// images go into docs/img for the docs.
func TestScreenshots(t *testing.T) {
	s := newSite(t)
	for _, tc := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"battle-calculator.png", 1280, 900, false}, {"battle-calculator-phone.png", 390, 844, true}} {
		ctx := s.tab()
		opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
		if tc.mobile {
			opts = append(opts, chromedp.EmulateMobile)
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(tc.width, tc.height, opts...)))
		query := "?attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2,Novice*1&attacker-retreat=after:3"
		s.open(ctx, query, "done")
		assert.Equal(t, exactWins(t, query), text(t, ctx, "attacker-wins"))
		assert.LessOrEqual(t, eval[int](t, ctx, "document.documentElement.scrollWidth"), int(tc.width),
			"%s: nothing is wider than the screen: %v", tc.name, eval[[]string](t, ctx, `[...document.querySelectorAll("body *")]
			.filter(e => e.getBoundingClientRect().right > `+fmt.Sprint(tc.width)+` + 1).map(e => e.tagName + "#" + e.id + "." + e.className + " " + e.getBoundingClientRect().width)`))
		shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(shot))
		require.NoError(t, err)
		assert.Equal(t, int(tc.width), img.Bounds().Dx())
		if *updateScreenshots {
			require.NoError(t, os.WriteFile(filepath.Join("..", "..", "..", "docs", "img", tc.name), shot, 0o644))
		}
	}
}

// thousands writes n with commas, as the page does.
func thousands(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestWrittenSiteWorksFromAStaticServer: the files aresim web writes give
// the same odds from a plain static file server.
func TestWrittenSiteWorksFromAStaticServer(t *testing.T) {
	s := newSite(t)
	dir := filepath.Join(t.TempDir(), "site")
	_, err := web.Write(dir)
	require.NoError(t, err)
	static := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer static.Close()
	ctx := s.tab()
	query := "?attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2&kind=frontier&attacker-retreat=after:2"
	s.url = static.URL
	s.open(ctx, query, "done")
	assert.Equal(t, exactWins(t, query), text(t, ctx, "attacker-wins"))
	assert.Equal(t, commandJSON(t, query), download(t, ctx))
}
