package sim

import (
	"io"
	"math"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// Progress is told how a run advances. The harness calls it from one
// goroutine: Start once, Update after each block of games, Finish once.
type Progress interface {
	// Start begins a run of total games; 0 means the total is unknown (a
	// run that stops on precision or timeout).
	Start(total uint64)
	// Update reports that done games are finished.
	Update(done uint64)
	// Finish ends the run.
	Finish()
}

// TerminalProgress returns a progress bar drawn on w — games done, games
// per second and, when the number of games is known, time left — if w is
// a terminal, and nil (no progress shown) otherwise, so pipes, files and
// CI logs stay clean. Pass os.Stderr.
func TerminalProgress(w io.Writer) Progress {
	f, ok := w.(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return &barProgress{w: w}
}

// NewBarProgress returns a progress bar drawn on w whether or not it is a
// terminal; TerminalProgress is what a command wants.
func NewBarProgress(w io.Writer) Progress { return &barProgress{w: w} }

// barProgress draws progress with github.com/schollz/progressbar/v3.
type barProgress struct {
	w   io.Writer
	bar *progressbar.ProgressBar
}

func (p *barProgress) Start(total uint64) {
	max := int64(min(total, math.MaxInt64))
	if total == 0 {
		max = -1 // unknown length: the bar shows the count and rate only
	}
	p.bar = progressbar.NewOptions64(max,
		progressbar.OptionSetWriter(p.w),
		progressbar.OptionSetDescription("games"),
		progressbar.OptionSetItsString("games"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowTotalBytes(total > 0),
		progressbar.OptionShowIts(),
		progressbar.OptionSetPredictTime(total > 0),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionSetWidth(30),
		progressbar.OptionClearOnFinish(),
	)
}

func (p *barProgress) Update(done uint64) {
	if p.bar != nil {
		_ = p.bar.Set64(int64(done)) // drawing errors are not the run's concern
	}
}

func (p *barProgress) Finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
