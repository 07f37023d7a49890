package expedition

import (
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// randomGames returns how many random games TestRandomGamesKeepInvariants
// plays: EXPEDITION_RANDOM_GAMES if set, else 60,000 (10,000 with -short,
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
	return 60_000
}

// TestRandomGamesKeepInvariants plays random legal games (2 to 6 players,
// every seed different, the sets, options and variants drawn at random,
// one base game in four with random upgraded phase cards) and checks the
// invariants after every action. It reports how often each player count,
// set, option and variant was played.
func TestRandomGamesKeepInvariants(t *testing.T) {
	games := randomGames(t)
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var played optionTally
	errs := make(chan string, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			var buf []Action
			for g := w; g < games; g += workers {
				seed := dice.Derive(20240601, uint64(g))
				r := dice.New(seed)
				cfg := randomConfig(&r, seed)
				s, err := New(cfg)
				if err != nil {
					errs <- err.Error()
					return
				}
				mu.Lock()
				played.count(&s)
				mu.Unlock()
				if g%4 == 3 && len(cfg.Sets) == 1 {
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
	t.Logf("games played: %v", played)
	if games >= 10_000 {
		for _, n := range played {
			require.GreaterOrEqual(t, n, games/20, "every count and option is played often: %v", played)
		}
	}
}

// optionTally counts the games played with each player count, set, option
// and variant.
type optionTally map[string]int

func (o *optionTally) count(s *State) {
	if *o == nil {
		*o = optionTally{}
	}
	m := *o
	m[strconv.Itoa(s.Players())+" players"]++
	for set := cards.SetDiscovery; set <= cards.SetFoundations; set++ {
		if s.sets&(1<<set) != 0 {
			m[set.String()]++
		}
	}
	f := s.features()
	for i, name := range []string{"milestones", "upgrades", "infrastructure"} {
		if f&(1<<i) != 0 {
			m[name]++
		}
	}
	if s.DraftOn() {
		m["draft"]++
	}
	if s.DummyHandOn() {
		m["dummy hand"]++
	}
}
