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
	"github.com/aresim/aresim/sim"
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
	// Players is the number of players of a Free-For-All (3 or 4; 0 means
	// 4). The other modes have their own: two, or four in teams.
	Players int
}

// Entrant is one faction played by one bot.
type Entrant struct {
	Faction, Bot string
}

// String returns "Faction/bot".
func (e Entrant) String() string { return e.Faction + "/" + e.Bot }

// Study is a balance study: a sim.Game whose game i plays table (i/R)
// mod T in rotation i mod R, where a table is a set of entrants (two for
// the Basic and Full Games, Players for a Free-For-All, two teams of two
// for a Team Match) and its R rotations seat them so that each sits first
// equally often. Seat 0 always plays first.
type Study struct {
	cfg       Config
	players   int
	factions  []*ares.Faction
	defined   []string // cfg.Bots as the fingerprint names them (bot.Tiers.Definition)
	entrants  []Entrant
	entF      []int   // entrant -> index in factions
	tables    [][]int // entrants in seat order of rotation 0
	rotations int
	unitBase  []int // factions[f]'s first unit label
	labels    Labels
	pool      sync.Pool
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

// seatLabels are the Seats tally's labels for n seats: who won, by seat
// (seat 0 plays first), or a draw.
func seatLabels(n int) []string {
	names := []string{"first player", "second player", "third player", "fourth player"}
	return append(append([]string(nil), names[:n]...), "draw")
}

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
		def, err := bot.Tiers.Definition(b)
		if err != nil {
			return nil, fmt.Errorf("balance: %w", err)
		}
		st.defined = append(st.defined, def)
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
	if err := st.makeTables(); err != nil {
		return nil, err
	}
	st.pool.New = func() any { return new(scratch) }
	return st, nil
}

// makeTables lists the tables of the study's mode.
func (st *Study) makeTables() error {
	n := len(st.entrants)
	switch st.cfg.Mode {
	case ares.FreeForAll:
		st.players = st.cfg.Players
		if st.players == 0 {
			st.players = 4
		}
		if st.players < 3 || st.players > 4 {
			return fmt.Errorf("balance: a Free-For-All is for 3 or 4 players, not %d", st.players)
		}
		if n < st.players {
			return fmt.Errorf("balance: a %d-player Free-For-All needs %d entrants (factions × bots), have %d", st.players, st.players, n)
		}
		st.tables = combinations(n, st.players)
		st.rotations = st.players
	case ares.Team:
		st.players = 4
		if n < 4 {
			return fmt.Errorf("balance: a Team Match needs 4 entrants (factions × bots), have %d", n)
		}
		for _, four := range combinations(n, 4) {
			a, b, c, d := four[0], four[1], four[2], four[3]
			st.tables = append(st.tables, []int{a, b, c, d}, []int{a, c, b, d}, []int{a, d, b, c})
		}
		st.rotations = 4 // which team sits first, and which teammate sits first in each team
	default:
		st.players = 2
		if cfg := st.cfg.Players; cfg != 0 && cfg != 2 {
			return fmt.Errorf("balance: the %s game is for 2 players, not %d", st.cfg.Mode, cfg)
		}
		if n == 1 {
			st.tables = [][]int{{0, 0}} // a mirror match: only seats differ
		} else {
			st.tables = combinations(n, 2)
		}
		st.rotations = 2
	}
	return nil
}

// combinations lists the k-subsets of 0..n-1 in lexicographic order.
func combinations(n, k int) [][]int {
	var out [][]int
	cur := make([]int, 0, k)
	var rec func(start int)
	rec = func(start int) {
		if len(cur) == k {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := start; i < n; i++ {
			cur = append(cur, i)
			rec(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	rec(0)
	return out
}

// seating returns the entrants in seat order for game index.
func (st *Study) seating(index uint64, seats []int) []int {
	t := st.tables[(index/uint64(st.rotations))%uint64(len(st.tables))]
	r := int(index % uint64(st.rotations))
	seats = seats[:0]
	if st.cfg.Mode == ares.Team {
		a0, a1, b0, b1 := t[0], t[1], t[2], t[3]
		if r&2 != 0 {
			a0, a1, b0, b1 = a1, a0, b1, b0
		}
		if r&1 != 0 {
			return append(seats, b0, b1, a0, a1)
		}
		return append(seats, a0, a1, b0, b1)
	}
	for i := range t {
		seats = append(seats, t[(i+r)%len(t)])
	}
	return seats
}

// Players returns the number of players of each game.
func (st *Study) Players() int { return st.players }

// Entrants returns the study's entrants, in label order.
func (st *Study) Entrants() []Entrant { return append([]Entrant(nil), st.entrants...) }

// Tables returns the number of tables; a run of Tables·Rotations games
// plays each table once in each rotation.
func (st *Study) Tables() int { return len(st.tables) }

// Rotations returns the number of seatings of each table.
func (st *Study) Rotations() int { return st.rotations }

// Name implements sim.Game.
func (st *Study) Name() string { return Name }

// Fingerprint implements sim.Game: the mode, the number of players, the
// factions, the bots (each as bot.Tiers.Definition names it) and the
// fingerprints of the factions' data, as key=value settings separated by
// spaces.
func (st *Study) Fingerprint() string {
	names := make([]string, len(st.factions))
	data := make([]string, len(st.factions))
	for i, f := range st.factions {
		names[i] = f.Name
		data[i] = f.Name + "@" + f.Fingerprint()
	}
	return fmt.Sprintf("mode=%s players=%d factions=%s bots=%s data=%s", st.cfg.Mode, st.players,
		strings.Join(names, ","), strings.Join(st.defined, ","), strings.Join(data, ","))
}

// scratch is one worker's reusable game state and bots.
type scratch struct {
	game     ares.State
	bots     map[string][ares.MaxPlayers]bot.Bot
	seats    [ares.MaxPlayers]int
	factions [ares.MaxPlayers]string
	playing  [ares.MaxPlayers]bot.Bot
}

type resetter interface{ Reset(seed uint64) }

func (sc *scratch) bot(name string, seat int, seed uint64) bot.Bot {
	if sc.bots == nil {
		sc.bots = map[string][ares.MaxPlayers]bot.Bot{}
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
	sc := st.pool.Get().(*scratch)
	defer st.pool.Put(sc)
	seats := st.seating(index, sc.seats[:0])
	factions := sc.factions[:len(seats)]
	bots := sc.playing[:len(seats)]
	for p, e := range seats {
		factions[p] = st.entrants[e].Faction
		bots[p] = sc.bot(st.entrants[e].Bot, p, sim.BotSeed(seed, p))
	}
	g, err := ares.NewGame(st.cfg.Rules, ares.Config{Mode: st.cfg.Mode, FirstPlayer: 0, Factions: factions}, sim.EngineSeed(seed))
	if err != nil {
		return err
	}
	sc.game = g
	battles, takes := 0, 0
	hook := func(_ int, a ares.Action, s *ares.State) {
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
	if err := bot.Play(&sc.game, bots, hook); err != nil {
		return err
	}
	st.recordGame(acc, &sc.game, seats)
	return nil
}
