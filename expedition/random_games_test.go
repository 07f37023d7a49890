package expedition

import (
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"github.com/aresim/aresim/internal/dice"
)

// randomGames returns how many random games TestRandomGamesKeepInvariants
// plays: EXPEDITION_RANDOM_GAMES if set, else 100,000 (10,000 with -short,
// 2,000 under the race detector).
func randomGames(t *testing.T) int {
	if v := os.Getenv("EXPEDITION_RANDOM_GAMES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			t.Fatalf("EXPEDITION_RANDOM_GAMES=%q", v)
		}
		return n
	}
	if raceDetector {
		return 2_000
	}
	if testing.Short() {
		return 10_000
	}
	return 100_000
}

// TestRandomGamesKeepInvariants plays random legal games (2 to 4 players,
// every seed different, one in four with random upgraded phase cards) and
// checks the invariants after every action.
func TestRandomGamesKeepInvariants(t *testing.T) {
	games := randomGames(t)
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	errs := make(chan string, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			var buf []Action
			for g := w; g < games; g += workers {
				seed := dice.Derive(20240601, uint64(g))
				s, err := New(Config{Players: 2 + g%3, Seed: seed})
				if err != nil {
					errs <- err.Error()
					return
				}
				r := dice.New(seed)
				if g%4 == 3 {
					// Every fourth game, random phase-card versions (Discovery's upgrades).
					for p := 0; p < s.Players(); p++ {
						for ph := 1; ph <= NumPhases; ph++ {
							_ = s.UpgradePhaseCard(p, ph, r.Intn(3))
						}
					}
				}
				for !s.Over() {
					buf = s.Legal(buf[:0])
					if len(buf) == 0 {
						errs <- "no legal action at " + s.where()
						return
					}
					a := buf[r.Intn(len(buf))]
					if err := s.Apply(a); err != nil {
						errs <- "game " + strconv.Itoa(g) + ": " + err.Error()
						return
					}
					if err := s.Check(); err != nil {
						errs <- "game " + strconv.Itoa(g) + " after " + s.ActionString(a) + ": " + err.Error()
						return
					}
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
}
