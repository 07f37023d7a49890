// Command h2hscratch plays bots of The Ares Project against each other and
// prints win rates with Wilson intervals and what the games looked like:
// battles, Deep Strikes, Surprises, takes, banks, how games end, and the
// share of units built that ever fought. It is a measuring tool for the
// heuristic's development, not part of the module.
//
//	go run ./h2hscratch -entrants Terrans/new,Terrans/old -games 2000
//	go run ./h2hscratch -mode full -entrants Xenos/new,Xenos/old -games 1000
//
// "new" is package ares/bot's Heuristic, "old" (package oldbot) a copy of
// the heuristic before the attack and defence work, "commit" (package
// commitbot) a copy of it at commit 72ca992, "random" the random bot.
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/h2hscratch/commitbot"
	"github.com/aresim/aresim/h2hscratch/oldbot"
	"github.com/aresim/aresim/internal/dice"
)

type entrant struct{ faction, bot string }

func newBot(name string, seed uint64) bot.Bot {
	switch name {
	case "new":
		return bot.NewHeuristic(seed)
	case "old":
		return oldBot{oldbot.NewHeuristic(seed)}
	case "commit":
		return commitBot{commitbot.NewHeuristic(seed)}
	case "random":
		return bot.NewRandom(seed)
	}
	panic("unknown bot " + name)
}

// recBot records the seat of the last bot to choose.
type recBot struct {
	b    bot.Bot
	seat int
	last *int
}

func (r recBot) Choose(v *ares.State, legal []ares.Action) ares.Action {
	*r.last = r.seat
	return r.b.Choose(v, legal)
}

type commitBot struct{ h *commitbot.Heuristic }

func (o commitBot) Choose(v *ares.State, legal []ares.Action) ares.Action {
	return o.h.Choose(v, legal)
}

// oldBot adapts the old package's Bot to the new interface.
type oldBot struct{ h *oldbot.Heuristic }

func (o oldBot) Choose(v *ares.State, legal []ares.Action) ares.Action { return o.h.Choose(v, legal) }

type stats struct {
	games, turns, battles, takes, deep, surprise, raids, banks, frontierB, baseB int64
	ends                                                                         [ares.NumEndReasons]int64
	built, fought                                                                int64
	wins                                                                         map[string]int64
	played                                                                       map[string]int64
	deepBy, surpriseBy, attacksBy, banksBy, takesBy, defBaseBy, defendBy         map[string]int64
	deepWon                                                                      int64
	frontierWon, baseWon                                                         int64
	firstTaker                                                                   map[string]int64
	frontBy, frontWonBy, baseBy, baseWonBy, deepFoughtBy, deepWonBy, conqBy      map[string]int64
	deepFought                                                                   int64
}

func newStats() *stats {
	return &stats{wins: map[string]int64{}, played: map[string]int64{}, deepBy: map[string]int64{},
		surpriseBy: map[string]int64{}, attacksBy: map[string]int64{}, banksBy: map[string]int64{},
		takesBy: map[string]int64{}, defBaseBy: map[string]int64{}, defendBy: map[string]int64{}, firstTaker: map[string]int64{},
		frontBy: map[string]int64{}, frontWonBy: map[string]int64{}, baseBy: map[string]int64{}, baseWonBy: map[string]int64{},
		deepFoughtBy: map[string]int64{}, deepWonBy: map[string]int64{}, conqBy: map[string]int64{}}
}

func (s *stats) merge(o *stats) {
	s.games += o.games
	s.turns += o.turns
	s.battles += o.battles
	s.takes += o.takes
	s.deep += o.deep
	s.surprise += o.surprise
	s.raids += o.raids
	s.banks += o.banks
	s.frontierB += o.frontierB
	s.baseB += o.baseB
	s.built += o.built
	s.fought += o.fought
	s.deepWon += o.deepWon
	s.deepFought += o.deepFought
	s.frontierWon += o.frontierWon
	s.baseWon += o.baseWon
	for i := range s.ends {
		s.ends[i] += o.ends[i]
	}
	for _, p := range [][2]map[string]int64{{s.wins, o.wins}, {s.played, o.played}, {s.deepBy, o.deepBy},
		{s.surpriseBy, o.surpriseBy}, {s.attacksBy, o.attacksBy}, {s.banksBy, o.banksBy}, {s.takesBy, o.takesBy},
		{s.defBaseBy, o.defBaseBy}, {s.defendBy, o.defendBy}, {s.firstTaker, o.firstTaker},
		{s.frontBy, o.frontBy}, {s.frontWonBy, o.frontWonBy}, {s.baseBy, o.baseBy}, {s.baseWonBy, o.baseWonBy},
		{s.deepFoughtBy, o.deepFoughtBy}, {s.deepWonBy, o.deepWonBy}, {s.conqBy, o.conqBy}} {
		for k, v := range p[1] {
			p[0][k] += v
		}
	}
}

func wilson(k, n int64) (float64, float64, float64) {
	if n == 0 {
		return math.NaN(), 0, 1
	}
	z := 1.959963984540054
	p := float64(k) / float64(n)
	nn := float64(n)
	d := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / d
	h := z / d * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn))
	return p, c - h, c + h
}

func main() {
	mode := flag.String("mode", "basic", "basic, full, ffa, team")
	ents := flag.String("entrants", "Terrans/new,Terrans/old", "faction/bot per seat of rotation 0")
	games := flag.Int("games", 2000, "games")
	seed := flag.Uint64("seed", 1, "run seed")
	workers := flag.Int("workers", 2, "workers")
	flag.Parse()
	m, err := ares.ParseMode(*mode)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var es []entrant
	for _, e := range strings.Split(*ents, ",") {
		f, b, _ := strings.Cut(e, "/")
		es = append(es, entrant{f, b})
	}
	rules := ares.MustDefaultRules()
	n := len(es)
	total := newStats()
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := 0
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= *games {
					return
				}
				st := newStats()
				playGame(rules, m, es, i, n, *seed, st)
				mu.Lock()
				total.merge(st)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	report(total, es)
}

func seatsOf(m ares.Mode, es []entrant, i int) []entrant {
	n := len(es)
	out := make([]entrant, n)
	if m == ares.Team {
		// rotation: which team sits first, which teammate first
		r := i % 4
		a0, a1, b0, b1 := es[0], es[1], es[2], es[3]
		if r&2 != 0 {
			a0, a1, b0, b1 = a1, a0, b1, b0
		}
		if r&1 != 0 {
			return []entrant{b0, b1, a0, a1}
		}
		return []entrant{a0, a1, b0, b1}
	}
	r := i % n
	for p := range out {
		out[p] = es[(p+r)%n]
	}
	return out
}

func label(e entrant) string { return e.faction + "/" + e.bot }

func playGame(rules *ares.Rules, m ares.Mode, es []entrant, i, n int, runSeed uint64, st *stats) {
	seats := seatsOf(m, es, i)
	seed := dice.Derive(runSeed, uint64(i))
	factions := make([]string, n)
	bots := make([]bot.Bot, n)
	mover := -1
	for p, e := range seats {
		factions[p] = e.faction
		bots[p] = recBot{newBot(e.bot, dice.Derive(seed, uint64(p+1))), p, &mover}
	}
	g, err := ares.NewGame(rules, ares.Config{Mode: m, FirstPlayer: 0, Factions: factions}, seed)
	if err != nil {
		panic(err)
	}
	var unfought, prev [ares.MaxPlayers][ares.MaxBuildings]int
	for p := 0; p < n; p++ {
		for k := 0; k < ares.MaxBuildings; k++ {
			if u, _, units, _ := g.SlotStock(p, k); u != nil && ares.FightingUnit(u) {
				prev[p][k] = units
				unfought[p][k] = units
				st.built += int64(units)
			}
		}
	}
	battles, takes := 0, 0
	firstTake := false
	hook := func(a ares.Action, s *ares.State) {
		// units
		for p := 0; p < n; p++ {
			for k := 0; k < ares.MaxBuildings; k++ {
				units := 0
				if u, _, un, _ := s.SlotStock(p, k); u != nil && ares.FightingUnit(u) {
					units = un
				}
				if units > prev[p][k] {
					st.built += int64(units - prev[p][k])
					unfought[p][k] += units - prev[p][k]
				} else if units < prev[p][k] && unfought[p][k] > units {
					unfought[p][k] = units
				}
				prev[p][k] = units
			}
		}
		if s.InBattle() {
			b := s.Battle()
			for f := 0; f < b.NumForces(); f++ {
				fo := b.Force(f)
				if fo.Units() > 0 && fo.Slot() >= 0 {
					unfought[fo.Owner()][fo.Slot()] = 0
				}
			}
		}
		info := s.BattleInfo()
		att := label(seats[info.Attacker])
		switch {
		case s.BattlesFought() != battles:
			battles = s.BattlesFought()
			b := s.Battle()
			won := b.Outcome().AttackerWins()
			switch {
			case info.Kind == ares.RaidBattle:
				st.raids++
			case info.Kind == ares.FrontierBattle:
				st.frontierB++
				st.frontBy[att]++
				if won {
					st.frontierWon++
					st.frontWonBy[att]++
				}
			case b.IsDeepStrike():
				st.deep++
				st.deepBy[att]++
				if b.Round() > 0 {
					st.deepFought++
					st.deepFoughtBy[att]++
				}
				if won {
					st.deepWon++
					st.deepWonBy[att]++
				}
			default:
				st.baseB++
				st.baseBy[att]++
				if won {
					st.baseWon++
					st.baseWonBy[att]++
				}
			}
			if info.Surprise {
				st.surprise++
				st.surpriseBy[att]++
			}
		case s.FrontierTakes() != takes:
			takes = s.FrontierTakes()
			st.takesBy[att]++
			if !firstTake && s.Frontier() >= 0 {
				firstTake = true
				st.firstTaker[label(seats[s.Frontier()])]++
			}
		}
		switch a.Kind {
		case ares.ActBank:
			st.banks++
			st.banksBy[label(seats[mover])]++
		case ares.ActAttack:
			st.attacksBy[att]++
		case ares.ActDefend:
			d := label(seats[info.Defender])
			st.defendBy[d]++
			if a.Arg == 1 {
				st.defBaseBy[d]++
			}
		}
	}
	if err := bot.Run(&g, bots, hook); err != nil {
		panic(err)
	}
	r := g.Result()
	st.games++
	st.turns += int64(r.Turns)
	st.battles += int64(r.Battles)
	st.takes += int64(g.FrontierTakes())
	st.ends[r.Reason]++
	for p := 0; p < n; p++ {
		st.played[label(seats[p])]++
		if r.Winner >= 0 && g.Teammate(p, r.Winner) {
			st.wins[label(seats[p])]++
			if r.Reason == ares.Conquest {
				st.conqBy[label(seats[p])]++
			}
		}
		for k := 0; k < ares.MaxBuildings; k++ {
			st.fought -= int64(unfought[p][k])
		}
	}
	_ = sort.Strings
}

func report(s *stats, es []entrant) {
	g := float64(s.games)
	fmt.Printf("games %d\n", s.games)
	seen := map[string]bool{}
	for _, e := range es {
		l := label(e)
		if seen[l] {
			continue
		}
		seen[l] = true
		p, lo, hi := wilson(s.wins[l], s.played[l])
		pl := float64(s.played[l])
		fmt.Printf("  %-18s wins %.3f [%.3f, %.3f] of %d seats (conquests %.3f)\n", l, p, lo, hi, s.played[l], float64(s.conqBy[l])/pl)
		fmt.Printf("      per seat-game: frontier attacks %.2f (won %.2f), base attacks %.2f (won %.2f), deep strikes %.2f (fought %.2f, won %.3f), surprises %.2f, banks %.2f, takes %.2f, base declarations %.3f of %d\n",
			float64(s.frontBy[l])/pl, float64(s.frontWonBy[l])/pl, float64(s.baseBy[l])/pl, float64(s.baseWonBy[l])/pl,
			float64(s.deepBy[l])/pl, float64(s.deepFoughtBy[l])/pl, float64(s.deepWonBy[l])/pl, float64(s.surpriseBy[l])/pl,
			float64(s.banksBy[l])/pl, float64(s.takesBy[l])/pl, float64(s.defBaseBy[l])/float64(max(s.defendBy[l], 1)), s.defendBy[l])
	}
	fmt.Printf("per game: turns %.1f, battles %.2f (frontier %.2f won %.2f, base %.2f won %.2f, deep strike %.2f fought %.2f won %.2f, raid %.2f), takes %.2f, surprises %.2f, banks %.2f\n",
		float64(s.turns)/g, float64(s.battles)/g, float64(s.frontierB)/g, float64(s.frontierWon)/float64(max(s.frontierB, 1)),
		float64(s.baseB)/g, float64(s.baseWon)/float64(max(s.baseB, 1)), float64(s.deep)/g, float64(s.deepFought)/g, float64(s.deepWon)/float64(max(s.deep, 1)),
		float64(s.raids)/g, float64(s.takes)/g, float64(s.surprise)/g, float64(s.banks)/g)
	fmt.Printf("ends:")
	for r := 1; r < ares.NumEndReasons; r++ {
		fmt.Printf(" %s %.3f", ares.EndReason(r), float64(s.ends[r])/g)
	}
	fmt.Println()
	fought := s.built + s.fought
	fmt.Printf("units built %.1f per game, share that fought %.3f\n", float64(s.built)/g, float64(fought)/float64(s.built))
}
