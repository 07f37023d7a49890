package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/ares/odds/web"
)

// requireBrowser, set to a non-empty value, makes the browser tests fail
// where they would skip for want of Chromium (CI sets it).
const requireBrowser = "ARESIM_REQUIRE_BROWSER"

// chromiumPath finds Chromium: $ARESIM_CHROMIUM, else chromium,
// chromium-browser or google-chrome on the PATH.
func chromiumPath(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("ARESIM_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := "no Chromium on this machine: the browser tests need it (Debian: apt-get install chromium; or set ARESIM_CHROMIUM)"
	if os.Getenv(requireBrowser) != "" {
		t.Fatalf("%s, and %s is set", msg, requireBrowser)
	}
	t.Skip(msg)
	return ""
}

// site is the battle calculator served by an httptest server, and a
// headless Chromium to open it in.
type site struct {
	t       testing.TB
	url     string
	ctx     context.Context // the browser's first tab
	profile string          // Chromium's profile directory
	mu      sync.Mutex
	served  []string // every path the server was asked for
	bytes   int64    // the bytes of the bodies it sent
}

// countingWriter counts the bytes of a response's body.
type countingWriter struct {
	http.ResponseWriter
	n *int64
	s *site
}

func (w countingWriter) Write(p []byte) (int, error) {
	w.s.mu.Lock()
	*w.n += int64(len(p))
	w.s.mu.Unlock()
	return w.ResponseWriter.Write(p)
}

// newSite serves the site and starts Chromium: headless, no sandbox, no
// GPU, no network of its own, with a new empty profile.
func newSite(t testing.TB) *site {
	t.Helper()
	path := chromiumPath(t)
	h, err := web.Handler()
	require.NoError(t, err)
	s := &site{t: t}
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.served = append(s.served, r.URL.Path)
		s.mu.Unlock()
		h.ServeHTTP(countingWriter{w, &s.bytes, s}, r)
	}))
	t.Cleanup(ts.Close)
	s.url = ts.URL
	profile, err := os.MkdirTemp("", "aresim-chromium-")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(profile) })
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.UserDataDir(profile), chromedp.WindowSize(1280, 1000),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(ctx), "start Chromium")
	s.ctx, s.profile = ctx, profile
	return s
}

// tab opens a new tab of the browser.
func (s *site) tab() context.Context {
	ctx, cancel := chromedp.NewContext(s.ctx)
	s.t.Cleanup(cancel)
	require.NoError(s.t, chromedp.Do(ctx))
	return ctx
}

// open opens the page with a query in tab and waits for its state to be
// one of states; it fails the test with the page's console and errors
// if it does not get there within a minute.
func (s *site) open(ctx context.Context, query string, states ...string) string {
	s.t.Helper()
	// The tab is made first, bound to ctx, not to the subscriptions'
	// context below.
	require.NoError(s.t, chromedp.Do(ctx))
	var logMu sync.Mutex
	var logs []string
	lctx, stopLog := context.WithCancel(ctx)
	defer stopLog()
	console := chromedp.Events(lctx, runtime.ConsoleAPICalled)
	exceptions := chromedp.Events(lctx, runtime.ExceptionThrown)
	go func() {
		for ev, err := range console {
			if err != nil {
				return
			}
			var args []string
			for _, a := range ev.Args {
				args = append(args, string(a.Value))
			}
			logMu.Lock()
			logs = append(logs, fmt.Sprintf("console.%s: %s", ev.Type, strings.Join(args, " ")))
			logMu.Unlock()
		}
	}()
	go func() {
		for ev, err := range exceptions {
			if err != nil {
				return
			}
			logMu.Lock()
			logs = append(logs, "exception: "+ev.ExceptionDetails.Text+" "+exceptionDescription(ev))
			logMu.Unlock()
		}
	}()
	require.NoError(s.t, chromedp.Do(ctx, chromedp.Navigate(s.url+"/"+query)))
	state, err := s.wait(ctx, time.Minute, states...)
	if err != nil {
		logMu.Lock()
		defer logMu.Unlock()
		status, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("status").textContent`))
		s.t.Fatalf("%s: the page did not get to %v: %v\nstatus: %s\n%s", query, states, err, status, strings.Join(logs, "\n"))
	}
	return state
}

func exceptionDescription(ev runtime.EventExceptionThrown) string {
	if ev.ExceptionDetails.Exception != nil {
		return ev.ExceptionDetails.Exception.Description
	}
	return ""
}

// wait waits for the results' state to be one of states, and returns it.
func (s *site) wait(ctx context.Context, timeout time.Duration, states ...string) (string, error) {
	list := `["` + strings.Join(states, `","`) + `"]`
	return chromedp.Run(ctx, chromedp.Poll[string](
		`(() => { const s = document.getElementById("results").dataset.state; return `+list+`.includes(s) ? s : ""; })()`,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(timeout)))
}

// text returns the text of the element with the id.
func text(t testing.TB, ctx context.Context, id string) string {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById(`+fmt.Sprintf("%q", id)+`).textContent`))
	require.NoError(t, err)
	return v
}

// eval evaluates a JavaScript expression, awaiting a promise.
func eval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	require.NoError(t, err, js)
	return v
}

// download returns the bytes the page's JSON download holds.
func download(t testing.TB, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `fetch(document.getElementById("download").href).then(r => r.text())`)
}
