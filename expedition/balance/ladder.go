package balance

import (
	"fmt"
	"slices"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/ladder"
)

// LadderName is the Ares Expedition ladder's game name in summaries and
// in the merge registry.
const LadderName = "expedition-ladder"

// LadderTitle heads the Ares Expedition ladder's report.
const LadderTitle = "Ares Expedition ladder"

// Ladder is Ares Expedition's engine for a skill ladder (package
// sim/ladder): every seat draws from the same corporation pool, the
// catalogue's, and keeps one of the two corporations dealt as the
// study's BotCorporations says.
type Ladder struct {
	g Game
}

// NewLadder checks g, a balance study whose Players, MaxRounds, Redraw,
// Catalogue, CardsName and BotCorporations the ladder plays (its Bots are
// unused), and returns the ladder's engine.
func NewLadder(g Game) (*Ladder, error) {
	g.Bots = nil
	if err := g.Check(); err != nil {
		return nil, err
	}
	return &Ladder{g: g}, nil
}

// Name implements ladder.Engine.
func (l *Ladder) Name() string { return LadderName }

// Setup implements ladder.Engine: the balance study's fingerprint
// without its bots.
func (l *Ladder) Setup() string {
	corps := "random"
	if l.g.BotCorporations {
		corps = "bots"
	}
	fp := fmt.Sprintf("players=%d corporations=%s max-rounds=%d cards=%s", l.g.Players, corps, l.g.maxRounds(), l.g.cardsName())
	if l.g.Redraw {
		fp += " redraw=on"
	}
	return fp
}

// Sides implements ladder.Engine: the players.
func (l *Ladder) Sides() int { return l.g.Players }

// Pools implements ladder.Engine: the one corporation pool.
func (l *Ladder) Pools() []string { return []string{l.g.cardsName() + " corporations"} }

// CheckAgent implements ladder.Engine with the names bot.Tiers knows.
func (l *Ladder) CheckAgent(name string) error { return bot.Tiers.Check(name) }

// Definition implements ladder.Engine with bot.Tiers.Definition.
func (l *Ladder) Definition(name string) (string, error) { return bot.Tiers.Definition(name) }

// Play implements ladder.Engine. The players place by VP, then by the
// tiebreak (Ruling E7), the winners first; a game stopped by the round
// cap (Ruling E8) has no winner and ties every player.
func (l *Ladder) Play(_ int, agents []string, seed uint64, places []int) error {
	cat, err := l.g.catalogue()
	if err != nil {
		return err
	}
	s, err := expedition.New(expedition.Config{Players: l.g.Players, Seed: sim.EngineSeed(seed), MaxRounds: l.g.MaxRounds, Redraw: l.g.Redraw, Catalogue: cat})
	if err != nil {
		return err
	}
	bots, err := bot.Tiers.Seats(agents, l.g.Players, func(p int) uint64 { return sim.BotSeed(seed, p) })
	if err != nil {
		return err
	}
	if err := playGame(&s, bots, seed, l.g.BotCorporations, nil); err != nil {
		return err
	}
	finishingOrder(s.Result(), places)
	return nil
}

// finishingOrder writes each player's place: the winners 0, the others
// after them by VP then tiebreak, equal scores sharing a place; all 0 for
// an unfinished game.
func finishingOrder(r expedition.Result, places []int) {
	key := func(p int) [3]int {
		if r.Won(p) {
			return [3]int{1, 0, 0}
		}
		return [3]int{0, r.Scores[p].Total, r.Scores[p].Tiebreak}
	}
	for p := range places {
		places[p] = 0
		if !r.Finished {
			continue
		}
		for q := range places {
			kq, kp := key(q), key(p)
			if slices.Compare(kq[:], kp[:]) > 0 {
				places[p]++
			}
		}
	}
}

var _ ladder.Engine = (*Ladder)(nil)
