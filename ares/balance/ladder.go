package balance

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/ladder"
)

// LadderName is the Ares ladder's game name in summaries and in the
// merge registry.
const LadderName = "ares-ladder"

// LadderTitle heads the Ares ladder's report.
const LadderTitle = "The Ares Project ladder"

// Ladder is The Ares Project's engine for a skill ladder (package
// sim/ladder): mirror matches in which every seat plays the same faction,
// each faction of Factions a pool. The sides are the players, or the two
// teams of a Team Match (an agent plays both seats of its team).
type Ladder struct {
	rules    *ares.Rules
	mode     ares.Mode
	players  int
	factions []*ares.Faction
}

// NewLadder checks the mode, the number of players (as Config.Players)
// and the factions, and returns the ladder's engine.
func NewLadder(rules *ares.Rules, mode ares.Mode, players int, factions []string) (*Ladder, error) {
	if rules == nil {
		return nil, fmt.Errorf("balance: no rules")
	}
	if len(factions) == 0 {
		return nil, fmt.Errorf("balance: no factions")
	}
	l := &Ladder{rules: rules, mode: mode}
	switch mode {
	case ares.FreeForAll:
		l.players = players
		if l.players == 0 {
			l.players = 4
		}
		if l.players < 3 || l.players > 4 {
			return nil, fmt.Errorf("balance: a Free-For-All is for 3 or 4 players, not %d", l.players)
		}
	case ares.Team:
		l.players = 4
		if players != 0 && players != 4 {
			return nil, fmt.Errorf("balance: a Team Match is for 4 players, not %d", players)
		}
	default:
		l.players = 2
		if players != 0 && players != 2 {
			return nil, fmt.Errorf("balance: the %s game is for 2 players, not %d", mode, players)
		}
	}
	seen := map[string]bool{}
	for _, name := range factions {
		f, _, err := rules.Faction(name)
		if err != nil {
			return nil, fmt.Errorf("balance: %w", err)
		}
		if seen[f.Name] {
			return nil, fmt.Errorf("balance: faction %s given twice", f.Name)
		}
		seen[f.Name] = true
		l.factions = append(l.factions, f)
	}
	return l, nil
}

// Name implements ladder.Engine.
func (l *Ladder) Name() string { return LadderName }

// Setup implements ladder.Engine: the mode, the players, the factions and
// their data's fingerprints.
func (l *Ladder) Setup() string {
	names := make([]string, len(l.factions))
	data := make([]string, len(l.factions))
	for i, f := range l.factions {
		names[i] = f.Name
		data[i] = f.Name + "@" + f.Fingerprint()
	}
	return fmt.Sprintf("mode=%s players=%d factions=%s data=%s", l.mode, l.players, strings.Join(names, ","), strings.Join(data, ","))
}

// Sides implements ladder.Engine: the players, or two teams.
func (l *Ladder) Sides() int {
	if l.mode == ares.Team {
		return 2
	}
	return l.players
}

// Pools implements ladder.Engine: "Terrans mirror" and so on.
func (l *Ladder) Pools() []string {
	out := make([]string, len(l.factions))
	for i, f := range l.factions {
		out[i] = f.Name + " mirror"
	}
	return out
}

// CheckAgent implements ladder.Engine with the names bot.New knows.
func (l *Ladder) CheckAgent(name string) error {
	_, err := bot.New(name, 0)
	return err
}

// Definition implements ladder.Engine with bot.Tiers.Definition.
func (l *Ladder) Definition(name string) (string, error) { return bot.Tiers.Definition(name) }

// Play implements ladder.Engine. Seat 0 plays first; in a Team Match
// side s holds seats 2s and 2s+1. The winner's side places first and the
// others tie second; a draw ties every side.
func (l *Ladder) Play(pool int, agents []string, seed uint64, places []int) error {
	factions := make([]string, l.players)
	bots := make([]bot.Bot, l.players)
	side := func(p int) int { return p }
	if l.mode == ares.Team {
		side = func(p int) int { return p / 2 }
	}
	for p := range factions {
		factions[p] = l.factions[pool].Name
		b, err := bot.New(agents[side(p)], sim.BotSeed(seed, p))
		if err != nil {
			return err
		}
		bots[p] = b
	}
	g, err := ares.NewGame(l.rules, ares.Config{Mode: l.mode, FirstPlayer: 0, Factions: factions}, sim.EngineSeed(seed))
	if err != nil {
		return err
	}
	if err := bot.Play(&g, bots); err != nil {
		return err
	}
	r := g.Result()
	for s := range places {
		places[s] = 0
		if r.Winner >= 0 && side(r.Winner) != s {
			places[s] = 1
		}
	}
	return nil
}

var _ ladder.Engine = (*Ladder)(nil)
