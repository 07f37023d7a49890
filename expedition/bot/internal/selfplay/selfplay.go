// Package selfplay plays seeded games between Ares Expedition bots and
// counts what their players do, for the measurements of the heuristic bot
// that its tests and the maintainers' commands (internal/study,
// internal/tune) make. It knows bots only as players that act on a View.
package selfplay

import (
	"fmt"
	"sync"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
)

// Player is a bot of package bot (play.Bot): it chooses one of the legal
// actions for the View of its seat.
type Player = play.Bot[expedition.View, expedition.Action]

// Maker makes the bot of one seat of game g.
type Maker func(g uint64, seat int) Player

// Watcher is shown every action of a game as play.Play shows its
// watchers (the mover, the action and the state after it), and the game
// at its end.
type Watcher interface {
	Action(mover int, a expedition.Action, after *expedition.State)
	End(s *expedition.State)
}

// workers is how many goroutines Play plays on.
const workers = 2

// Play plays games 0..games-1 of the given size on two goroutines: game g
// is seeded as the balance study seeds it, seat p played by mk(g, p).
// With coinCorps each player keeps one of its two corporations by a seeded
// coin, as the balance study does, instead of the bot's choice. newWatcher
// gives each goroutine its own watcher; worker w plays games w, w+2, ...
// and the watchers are returned in worker order for the caller to add up.
func Play[W Watcher](players, games int, coinCorps bool, mk Maker, newWatcher func() W) ([]W, error) {
	out := make([]W, workers)
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		out[w] = newWatcher()
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for g := w; g < games; g += workers {
				seed := uint64(g)
				s, err := expedition.New(expedition.Config{Players: players, Seed: sim.EngineSeed(seed)})
				if err != nil {
					errs <- err
					return
				}
				bots := make([]Player, players)
				for p := range bots {
					bots[p] = mk(seed, p)
				}
				if coinCorps {
					bots = coinSeats(bots, seed)
				}
				if err := play.Play(expedition.Game{}, &s, bots, out[w].Action); err != nil {
					errs <- fmt.Errorf("game %d: %w", g, err)
					return
				}
				out[w].End(&s)
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		return nil, err
	}
	return out, nil
}

// seatWins counts, for a mixed game, the wins of the seats of each kind.
type seatWins struct {
	kind   func(g uint64, seat int) int // 0 or 1
	g      uint64
	rate   [2]sim.Rate // per seat-game: won or not
	rounds float64
	games  int
}

func (w *seatWins) Action(int, expedition.Action, *expedition.State) {}

func (w *seatWins) End(s *expedition.State) {
	r := s.Result()
	for p := 0; p < s.Players(); p++ {
		w.rate[w.kind(w.g, p)].Record(r.Won(p))
	}
	w.rounds += float64(r.Rounds)
	w.games++
	w.g += workers
}

// HeadToHead plays mixed games between bots a (kind 0) and b (kind 1) and
// returns b's per-seat win rate, a's, and the mean rounds. At two players
// b sits in seat g%2 of game g; at more, b takes every other seat, starting
// at seat g%2, so that every kind plays every seat equally often.
func HeadToHead(players, games int, a, b Maker) (rateB, rateA sim.Rate, rounds float64, err error) {
	kind := func(g uint64, seat int) int { return (seat + int(g)) % 2 }
	mk := func(g uint64, seat int) Player {
		if kind(g, seat) == 1 {
			return b(g, seat)
		}
		return a(g, seat)
	}
	// Worker w plays games w, w+workers, ...: its watcher follows them.
	next := 0
	ws, err := Play(players, games, false, mk, func() *seatWins {
		w := &seatWins{kind: kind, g: uint64(next)}
		next++
		return w
	})
	if err != nil {
		return rateB, rateA, 0, err
	}
	n := 0
	for _, w := range ws {
		rateA.Merge(w.rate[0])
		rateB.Merge(w.rate[1])
		rounds += w.rounds
		n += w.games
	}
	return rateB, rateA, rounds / float64(n), nil
}

// Percent formats a rate with its 95% Wilson interval.
func Percent(r sim.Rate) string {
	lo, hi := r.Wilson95()
	return fmt.Sprintf("%.1f%% (%.1f-%.1f%%, %d of %d)", 100*r.Value(), 100*lo, 100*hi, r.Successes, r.Trials)
}

// coinSeats overrules every seat's choice of corporation with one seeded
// coin, drawn from dice.New(seed ^ 0xc0c0) at each corporation choice: the
// balance study's corporations (bot.CoinSeats, which this package cannot
// import, as package bot's tests import it).
func coinSeats(bots []Player, seed uint64) []Player {
	coin := dice.New(seed ^ 0xc0c0)
	keep := func(v *expedition.View, _ []expedition.Action) (expedition.Action, bool) {
		if v.Decision() != expedition.DecisionCorporation {
			return expedition.Action{}, false
		}
		return expedition.Action{Kind: expedition.ActChooseCorp, Player: int8(v.Player()), Card: -1, Index: int8(coin.Intn(2))}, true
	}
	out := make([]Player, len(bots))
	for p, b := range bots {
		out[p] = play.Overrule[expedition.View, expedition.Observation](b, keep)
	}
	return out
}
