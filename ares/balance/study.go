// Package balance runs faction balance studies of The Ares Project on the
// Monte Carlo harness (package sim): every pairing of the chosen factions
// and bots, with seats swapped so that first-player advantage is both
// measured and removed, and a report of win rates with Wilson intervals,
// how games end, their length, battles, and which units win their battles
// most per resource spent.
package balance

import (
	"fmt"
	"strings"
	"sync"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/internal/dice"
)

// Name is the study's game name in summaries and in the merge registry.
const Name = "ares-balance"

// Config chooses what a study compares.
type Config struct {
	// Rules holds the faction data.
	Rules *ares.Rules
	// Mode is the rules variant.
	Mode ares.Mode
	// Factions are the factions compared (at least one).
	Factions []string
	// Bots are the bots compared (at least one).
	Bots []string
}

// Entrant is one faction played by one bot.
type Entrant struct {
	Faction, Bot string
}

// String returns "Faction/bot".
func (e Entrant) String() string { return e.Faction + "/" + e.Bot }

// Study is a balance study: a sim.Game whose game i plays pairing
// (i/2) mod P with the seats in order i mod 2. Seat 0 always plays first.
type Study struct {
	cfg      Config
	factions []*ares.Faction
	entrants []Entrant
	entF     []int // entrant -> index in factions
	pairs    [][2]int
	unitBase []int // factions[f]'s first unit label
	labels   Labels
	pool     sync.Pool
}

// Labels are the row and column labels of a study's accumulator.
type Labels struct {
	Entrants []string
	Units    []string
}

// Attack kinds of the attack-success rates.
var attackKinds = []string{"frontier", "base", "deep strike", "neutral take", "undefended frontier"}

const (
	atkFrontier = iota
	atkBase
	atkDeep
	atkTake
	atkUndefended
)

// End labels: how games end.
var endLabels = []string{"conquest", "points", "frontier tie-break", "draw"}

// Seat labels: who won, by seat (seat 0 plays first).
var seatLabels = []string{"first player", "second player", "draw"}

// New checks cfg and builds the study.
func New(cfg Config) (*Study, error) {
	if cfg.Rules == nil {
		return nil, fmt.Errorf("balance: no rules")
	}
	if len(cfg.Factions) == 0 {
		return nil, fmt.Errorf("balance: no factions")
	}
	if len(cfg.Bots) == 0 {
		return nil, fmt.Errorf("balance: no bots")
	}
	st := &Study{cfg: cfg}
	seen := map[string]bool{}
	for _, name := range cfg.Factions {
		f, _, err := cfg.Rules.Faction(name)
		if err != nil {
			return nil, fmt.Errorf("balance: %w", err)
		}
		if seen[f.Name] {
			return nil, fmt.Errorf("balance: faction %s given twice", f.Name)
		}
		seen[f.Name] = true
		st.unitBase = append(st.unitBase, len(st.labels.Units))
		for _, u := range f.Units {
			st.labels.Units = append(st.labels.Units, f.Name+" "+u.Name)
		}
		st.factions = append(st.factions, f)
	}
	for _, b := range cfg.Bots {
		if _, err := bot.New(b, 0); err != nil {
			return nil, fmt.Errorf("balance: %w", err)
		}
		if seen["bot "+b] {
			return nil, fmt.Errorf("balance: bot %s given twice", b)
		}
		seen["bot "+b] = true
	}
	for fi, f := range st.factions {
		for _, b := range cfg.Bots {
			st.entrants = append(st.entrants, Entrant{Faction: f.Name, Bot: b})
			st.entF = append(st.entF, fi)
			st.labels.Entrants = append(st.labels.Entrants, Entrant{f.Name, b}.String())
		}
	}
	n := len(st.entrants)
	if n == 1 {
		st.pairs = [][2]int{{0, 0}} // a mirror match: only seats differ
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			st.pairs = append(st.pairs, [2]int{i, j})
		}
	}
	st.pool.New = func() any { return new(scratch) }
	return st, nil
}

// Entrants returns the study's entrants, in label order.
func (st *Study) Entrants() []Entrant { return append([]Entrant(nil), st.entrants...) }

// Pairings returns the number of pairings; a run of 2·Pairings games
// plays each once from each seat.
func (st *Study) Pairings() int { return len(st.pairs) }

// Name implements sim.Game.
func (st *Study) Name() string { return Name }

// Fingerprint implements sim.Game: the mode, factions (with their data's
// fingerprints) and bots.
func (st *Study) Fingerprint() string {
	var b strings.Builder
	fmt.Fprintf(&b, "mode=%s;factions=", st.cfg.Mode)
	for i, f := range st.factions {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s@%s", f.Name, f.Fingerprint())
	}
	fmt.Fprintf(&b, ";bots=%s", strings.Join(st.cfg.Bots, ","))
	return b.String()
}

// scratch is one worker's reusable game state and bots.
type scratch struct {
	game ares.State
	bots map[string][2]bot.Bot
}

type resetter interface{ Reset(seed uint64) }

func (sc *scratch) bot(name string, seat int, seed uint64) bot.Bot {
	if sc.bots == nil {
		sc.bots = map[string][2]bot.Bot{}
	}
	pair, ok := sc.bots[name]
	if !ok || pair[seat] == nil {
		b, _ := bot.New(name, seed) // names were checked by New
		pair[seat] = b
		sc.bots[name] = pair
		return b
	}
	b := pair[seat]
	if r, ok := b.(resetter); ok {
		r.Reset(seed)
		return b
	}
	b, _ = bot.New(name, seed)
	pair[seat] = b
	sc.bots[name] = pair
	return b
}

// Play implements sim.Game: it plays game index from seed and records it.
func (st *Study) Play(index, seed uint64, acc *Acc) error {
	pair := st.pairs[(index/2)%uint64(len(st.pairs))]
	seats := [2]int{pair[0], pair[1]}
	if index%2 == 1 {
		seats = [2]int{pair[1], pair[0]}
	}
	sc := st.pool.Get().(*scratch)
	defer st.pool.Put(sc)
	cfg := ares.Config{Mode: st.cfg.Mode, FirstPlayer: 0,
		Factions: []string{st.entrants[seats[0]].Faction, st.entrants[seats[1]].Faction}}
	g, err := ares.NewGame(st.cfg.Rules, cfg, seed)
	if err != nil {
		return err
	}
	sc.game = g
	bots := []bot.Bot{
		sc.bot(st.entrants[seats[0]].Bot, 0, dice.Derive(seed, 1)),
		sc.bot(st.entrants[seats[1]].Bot, 1, dice.Derive(seed, 2)),
	}
	battles, takes := 0, 0
	hook := func(a ares.Action, s *ares.State) {
		switch {
		case s.BattlesFought() != battles:
			battles = s.BattlesFought()
			st.recordBattle(acc, s, seats)
		case s.FrontierTakes() != takes:
			takes = s.FrontierTakes()
			acc.Attacks.Record(atkTake, s.Frontier() == s.BattleInfo().Attacker)
		case a.Kind == ares.ActDefend && s.BattleInfo().NoCombat:
			acc.Attacks.Record(atkUndefended, s.Frontier() == s.BattleInfo().Attacker)
		}
	}
	if err := bot.Run(&sc.game, bots, hook); err != nil {
		return err
	}
	st.recordGame(acc, &sc.game, seats)
	return nil
}
