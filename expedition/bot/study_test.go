package bot

import (
	"fmt"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
)

// The studies below measure the heuristic over many games; they are slow,
// so they run only when EXPEDITION_STUDY is set, e.g.
//
//	EXPEDITION_STUDY=1 go test ./expedition/bot/ -run TestStudy -v

// studyGames returns the number of games a study plays per setting:
// EXPEDITION_STUDY_GAMES, or def.
func studyGames(t *testing.T, def int) int {
	if os.Getenv("EXPEDITION_STUDY") == "" {
		t.Skip("set EXPEDITION_STUDY=1 to run the heuristic's studies")
	}
	if n, err := strconv.Atoi(os.Getenv("EXPEDITION_STUDY_GAMES")); err == nil && n > 0 {
		return n
	}
	return def
}

// studyWorkers is how many goroutines a study plays on.
const studyWorkers = 2

// maker makes the bot of one seat of game g.
type maker func(g uint64, seat int) Bot

// watcher is told every action of a game before it is applied (with the
// mover's View), and the game at its end.
type watcher interface {
	action(v *expedition.View, a expedition.Action) // v: the mover's View
	end(s *expedition.State)
}

// playStudy plays games 0..games-1 of the given size on two goroutines:
// game g is seeded as the balance study seeds it, seat p played by
// mk(g, p). With coinCorps each player keeps one of its two corporations by
// a seeded coin, as the balance study does, instead of the bot's choice.
// newWatcher gives each goroutine its own watcher; the watchers
// are returned for the caller to add up.
func playStudy[W watcher](t *testing.T, players, games int, coinCorps bool, mk maker, newWatcher func() W) []W {
	out := make([]W, studyWorkers)
	var wg sync.WaitGroup
	errs := make(chan error, studyWorkers)
	for w := 0; w < studyWorkers; w++ {
		out[w] = newWatcher()
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			var v expedition.View
			for g := w; g < games; g += studyWorkers {
				seed := uint64(g)
				s, err := expedition.New(expedition.Config{Players: players, Seed: sim.EngineSeed(seed)})
				if err != nil {
					errs <- err
					return
				}
				bots := make([]Bot, players)
				for p := range bots {
					bots[p] = mk(seed, p)
				}
				coin := dice.New(seed ^ 0xc0c0)
				for !s.Over() {
					p := s.ToMove()
					s.ViewInto(p, &v)
					var a expedition.Action
					if coinCorps && s.Decision() == expedition.DecisionCorporation {
						a = expedition.Action{Kind: expedition.ActChooseCorp, Player: int8(p), Card: -1, Index: int8(coin.Intn(2))}
					} else {
						a = act(bots[p], &v)
					}
					out[w].action(&v, a)
					if err := s.Apply(a); err != nil {
						errs <- fmt.Errorf("game %d p%d: %w", g, p, err)
						return
					}
				}
				out[w].end(&s)
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	return out
}

// seatWins counts, for a mixed game, the wins of the seats of each kind.
type seatWins struct {
	kind   func(g uint64, seat int) int // 0 or 1
	g      uint64
	rate   [2]sim.Rate // per seat-game: won or not
	rounds float64
	games  int
}

func (w *seatWins) action(*expedition.View, expedition.Action) {}

func (w *seatWins) end(s *expedition.State) {
	r := s.Result()
	for p := 0; p < s.Players(); p++ {
		w.rate[w.kind(w.g, p)].Record(r.Won(p))
	}
	w.rounds += float64(r.Rounds)
	w.games++
	w.g += studyWorkers
}

// headToHead plays mixed games between bots a (kind 0) and b (kind 1) and
// returns b's per-seat win rate, a's, and the mean rounds. At two players
// b sits in seat g%2 of game g; at more, b takes every other seat, starting
// at seat g%2, so that every kind plays every seat equally often.
func headToHead(t *testing.T, players, games int, a, b maker) (sim.Rate, sim.Rate, float64) {
	kind := func(g uint64, seat int) int { return (seat + int(g)) % 2 }
	mk := func(g uint64, seat int) Bot {
		if kind(g, seat) == 1 {
			return b(g, seat)
		}
		return a(g, seat)
	}
	// Worker w plays games w, w+studyWorkers, ...: its watcher follows them.
	next := 0
	ws := playStudy(t, players, games, false, mk, func() *seatWins {
		w := &seatWins{kind: kind, g: uint64(next)}
		next++
		return w
	})
	var rb, ra sim.Rate
	rounds, n := 0.0, 0
	for _, w := range ws {
		ra.Merge(w.rate[0])
		rb.Merge(w.rate[1])
		rounds += w.rounds
		n += w.games
	}
	return rb, ra, rounds / float64(n)
}

// ratePct formats a rate with its 95% Wilson interval.
func ratePct(r sim.Rate) string {
	lo, hi := r.Wilson95()
	return fmt.Sprintf("%.1f%% (%.1f-%.1f%%, %d of %d)", 100*r.Value(), 100*lo, 100*hi, r.Successes, r.Trials)
}

// corpPlays counts, for the players of a few corporations, the cards they
// play that use or give steel and titanium or fire the corporation's
// trigger, and what they end with.
type corpPlays struct {
	cat     *cards.Catalogue
	games   [cards.MaxCorporations]int
	counts  [cards.MaxCorporations][numPlayKinds]float64
	wins    [cards.MaxCorporations]int
	rounds  float64
	nGames  int
	phases  [expedition.NumPhases + 1]float64
	choices float64
}

// The kinds of plays counted.
const (
	playAny = iota
	playSpace
	playBuilding
	playGivesSteel
	playGivesTitanium
	playJovian
	playEndSteel
	playEndTitanium
	playEndHand
	playSold
	playEndMC
	playVP
	numPlayKinds
)

var playKindNames = [numPlayKinds]string{"cards", "space", "building", "gives steel", "gives titanium", "jovian",
	"steel at end", "titanium at end", "hand at end", "sold", "MC at end", "VP"}

func gives(c *cards.Card, code cards.OpCode) bool {
	for _, op := range c.Effect {
		if op.Code == code && op.N > 0 {
			return true
		}
	}
	return false
}

func (w *corpPlays) action(v *expedition.View, a expedition.Action) {
	if a.Kind == expedition.ActChoosePhase {
		w.phases[a.Index]++
		w.choices++
	}
	corp := v.Info(v.Player()).Corporation
	if corp < 0 {
		return
	}
	c := &w.counts[corp]
	switch a.Kind {
	case expedition.ActSell:
		c[playSold]++
	case expedition.ActPlay, expedition.ActPlayFree:
		cd := w.cat.Card(int(a.Card))
		c[playAny]++
		if cd.TagMask.Has(cards.TagSpace) {
			c[playSpace]++
		}
		if cd.TagMask.Has(cards.TagBuilding) {
			c[playBuilding]++
		}
		if cd.GivesSteel {
			c[playGivesSteel]++
		}
		if gives(cd, cards.OpTitanium) {
			c[playGivesTitanium]++
		}
		if cd.TagMask.Has(cards.TagJovian) {
			c[playJovian]++
		}
	}
}

func (w *corpPlays) end(s *expedition.State) {
	r := s.Result()
	w.rounds += float64(r.Rounds)
	w.nGames++
	for p := 0; p < s.Players(); p++ {
		v := s.View(p)
		info := v.Info(p)
		w.games[info.Corporation]++
		if r.Won(p) {
			w.wins[info.Corporation]++
		}
		w.counts[info.Corporation][playEndSteel] += float64(info.Steel)
		w.counts[info.Corporation][playEndTitanium] += float64(info.Titanium)
		w.counts[info.Corporation][playEndHand] += float64(v.HandSize(p))
		w.counts[info.Corporation][playEndMC] += float64(info.MC)
		w.counts[info.Corporation][playVP] += float64(r.Scores[p].Total)
	}
}

// playCorporations plays games of one bot in every seat, corporations kept
// by a coin, and returns what the players of each corporation played.
func playCorporations(t *testing.T, players, games int, mk maker) *corpPlays {
	cat := cards.MustBase()
	ws := playStudy(t, players, games, true, mk, func() *corpPlays { return &corpPlays{cat: cat} })
	total := ws[0]
	for _, w := range ws[1:] {
		for i := range total.games {
			total.games[i] += w.games[i]
			total.wins[i] += w.wins[i]
			for k := range total.counts[i] {
				total.counts[i][k] += w.counts[i][k]
			}
		}
		total.rounds += w.rounds
		total.nGames += w.nGames
		for ph := range total.phases {
			total.phases[ph] += w.phases[ph]
		}
		total.choices += w.choices
	}
	return total
}

// perPlayer returns the mean count of kind per player of corporation
// name, and per player of any corporation.
func (w *corpPlays) perPlayer(name string, kind int) (corp, all float64) {
	n := 0
	for i := range w.cat.Corporations {
		n += w.games[i]
		all += w.counts[i][kind]
		if w.cat.Corporations[i].Name == name {
			corp = w.counts[i][kind] / float64(w.games[i])
		}
	}
	return corp, all / float64(n)
}

// corpStudy plays games of one bot in every seat, corporations kept by a
// coin, and logs, per game of the
// given corporations, the cards they play of each kind.
func corpStudy(t *testing.T, label string, players, games int, mk maker, corps ...string) {
	total := playCorporations(t, players, games, mk)
	t.Logf("%s, %d players, %d games: %.2f rounds per game; phases chosen: Dev %.1f%% Con %.1f%% Act %.1f%% Prod %.1f%% Res %.1f%%",
		label, players, total.nGames, total.rounds/float64(total.nGames),
		100*total.phases[1]/total.choices, 100*total.phases[2]/total.choices, 100*total.phases[3]/total.choices,
		100*total.phases[4]/total.choices, 100*total.phases[5]/total.choices)
	var all [numPlayKinds]float64
	n := 0
	for i := range total.counts {
		n += total.games[i]
		for k := range all {
			all[k] += total.counts[i][k]
		}
	}
	line := fmt.Sprintf("  %-16s %5d players, per player:", "all", n)
	for k, kn := range playKindNames {
		line += fmt.Sprintf(" %s %.2f,", kn, all[k]/float64(n))
	}
	t.Log(line)
	for _, name := range corps {
		id := -1
		for i := range total.cat.Corporations {
			if total.cat.Corporations[i].Name == name {
				id = i
			}
		}
		n := float64(total.games[id])
		line := fmt.Sprintf("  %-16s %5d games, wins %5.1f%%, per game:", name, total.games[id], 100*float64(total.wins[id])/n)
		for k, kn := range playKindNames {
			line += fmt.Sprintf(" %s %.2f,", kn, total.counts[id][k]/n)
		}
		t.Log(line)
	}
}

// TestStudyCorporationPlays logs the cards the corporations that steer
// card choices play per game (EXPEDITION_STUDY=1).
func TestStudyCorporationPlays(t *testing.T) {
	games := studyGames(t, 4000)
	for _, players := range []int{2, 4} {
		corpStudy(t, "heuristic", players, games, func(g uint64, p int) Bot { return NewHeuristic(sim.BotSeed(g, p)) },
			"PhoboLog", "Mining Guild", "Saturn Systems", "Helion", "United Nations Mars Initiative")
	}
}
