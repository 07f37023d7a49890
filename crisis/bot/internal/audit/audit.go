// Package audit finds the Crisis games the heuristic bots lose with the
// means to save them in hand. It plays heuristic games seeded as `aresim
// crisis play --seed N` seeds them and looks at every loss:
//
//   - Lost at Check metrics with payable steps: the game is lost at a
//     Check metrics step (a metric in purple), and at the start of the
//     previous round's Action phase one player alone could have paid the
//     missing steps from their MC plus 3 MC a card in their hand. The
//     missing steps are, for each metric in purple at that check, the steps
//     from where it stands up to the first step out of purple (for oceans,
//     the tiles to flip face up); they are priced at what the standard
//     projects cost that player in MC at the start of that Action phase
//     (the engine's prices less the player's standard-project discounts: a
//     temperature step 14 MC, an oxygen step 20 MC for a forest, an ocean
//     15 MC; the Crisis detriments make project cards dearer, never
//     standard projects). A round without an Action phase leaves nothing to
//     count, and neither does a check with the Crisis deck empty (its draw
//     would lose the game anyway).
//   - Lost on an empty deck with payable tokens: the game is lost when a
//     Crisis card was to be drawn from an empty deck, the last round had an
//     Action phase, and the VP tokens left unspent in that round (those in
//     the bank at the loss and those spent on counters in its End step,
//     two a counter, Ruling C7), turned into MC by Dwindling Supplies'
//     ability at what one use gives the player who uses it, would have paid
//     the steps still short of every metric's maximum at that End step,
//     priced as above for the player who pays least.
//
// Both counts ask what one player could have paid, not whether paying it
// would have won: the game might still have been lost later.
package audit

import (
	"fmt"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
)

// Metrics is the number of Crisis metrics: temperature, oxygen, oceans.
const Metrics = 3

// SalePrice is what the audit counts a card in hand as: the printed 3 MC
// a card sells for.
const SalePrice = 3

// projects are the standard projects that raise each metric with MC.
var projects = [Metrics]int{expedition.StdTempMC, expedition.StdForestMC, expedition.StdOceanMC}

// Finding is what the audit found in one game.
type Finding struct {
	Seed   uint64
	Result crisis.Result
	// Missing is the steps each metric was short at the losing check
	// (LossPurple: up to the first step out of purple; LossDeck: up to its
	// maximum, at the last End step).
	Missing [Metrics]int
	// Payable: lost at Check metrics, and Payer could have paid the
	// missing steps at the start of the previous round's Action phase.
	Payable bool
	// TokensPayable: lost on an empty deck, and the tokens left unspent in
	// the last round (Tokens) could have paid the missing steps through
	// Dwindling Supplies' ability.
	TokensPayable bool
	// Payer is a player who could have paid, or -1.
	Payer int
	// Tokens is the VP tokens left unspent in the last round of a game lost
	// on an empty deck.
	Tokens int
}

// Means is what each player had at the start of an Action phase.
type Means struct {
	Round int
	MC    [crisis.MaxPlayers]int
	Hand  [crisis.MaxPlayers]int
	// Price is what a step of each metric cost each player in MC.
	Price [crisis.MaxPlayers][Metrics]int
}

// MeansOf reads what each player of s has, for an Action phase of round
// s.Round().
func MeansOf(s *crisis.State) Means {
	g := s.Game()
	m := Means{Round: g.Round()}
	var buf [64]int
	for q := 0; q < s.Players(); q++ {
		m.MC[q] = g.Info(q).MC
		m.Hand[q] = len(g.HandOf(q, buf[:0]))
		for par, k := range projects {
			m.Price[q][par] = g.StandardMC(q, k)
		}
	}
	return m
}

// Payer returns a player who could pay the steps missing from their MC
// and card sales, or -1.
func (m *Means) Payer(players int, missing [Metrics]int) int {
	for q := 0; q < players; q++ {
		if m.Cost(q, missing) <= m.MC[q]+SalePrice*m.Hand[q] {
			return q
		}
	}
	return -1
}

// Cost is what the steps missing cost player q.
func (m *Means) Cost(q int, missing [Metrics]int) int {
	cost := 0
	for par, n := range missing {
		cost += n * m.Price[q][par]
	}
	return cost
}

// Purple returns the steps each metric at levels needs to leave purple.
func Purple(levels [Metrics]int) [Metrics]int {
	var out [Metrics]int
	for par := range levels {
		for l := levels[par]; expedition.ZoneAt(cards.Param(par), l) == cards.Purple; l++ {
			out[par]++
		}
	}
	return out
}

// Short returns the steps each metric at levels is short of its maximum.
func Short(levels [Metrics]int) [Metrics]int {
	var out [Metrics]int
	for par := range levels {
		out[par] = expedition.ParamMax(cards.Param(par)) - levels[par]
	}
	return out
}

// Watch follows a game as it is played and judges its loss. Call Before
// ahead of each Apply and After after it; Judge once the game is over.
type Watch struct {
	means      [2]Means // the last two Action phases' (by round parity)
	checks     map[int][Metrics]int
	endSpent   int
	actionSeen int
}

// NewWatch returns a Watch for a new game.
func NewWatch() *Watch { return &Watch{checks: map[int][Metrics]int{}} }

// Before reads the means of the players at the start of an Action phase.
func (w *Watch) Before(s *crisis.State) {
	g := s.Game()
	if g.Stage() == expedition.StagePhase && g.Phase() == expedition.PhaseAction && w.actionSeen != g.Round() {
		w.actionSeen = g.Round()
		w.means[g.Round()%2] = MeansOf(s)
		w.endSpent = 0
	}
}

// After reads the levels at each Check metrics step and the tokens spent
// on counters in the End step, from the events of the last Apply.
func (w *Watch) After(s *crisis.State) error {
	if s.EventsDropped() > 0 {
		return fmt.Errorf("audit: %d events dropped", s.EventsDropped())
	}
	ev := s.Events()
	for i, e := range ev {
		switch {
		case e.Kind == crisis.EvCounterRemoved && e.Player < 0:
			w.endSpent++
		case e.Kind == crisis.EvStepStarted:
			// The Crisis step raises nothing: the levels at its check are
			// the levels now and what it lowered since.
			var l [Metrics]int
			for par := range l {
				l[par] = s.Game().Param(cards.Param(par))
			}
			for _, f := range ev[i+1:] {
				switch f.Kind {
				case crisis.EvLowered:
					l[f.Param]++
				case crisis.EvFlippedDown:
					l[cards.Oceans]++
				}
			}
			w.checks[int(e.N)] = l
		}
	}
	return nil
}

// Judge returns the finding of the game s, over.
func (w *Watch) Judge(s *crisis.State, seed uint64) Finding {
	f := Finding{Seed: seed, Result: s.Result(), Payer: -1}
	r := &f.Result
	levels, ok := w.checks[r.Rounds]
	if !ok || r.Outcome != crisis.Lost {
		return f
	}
	prev := r.Rounds - 1
	m := &w.means[prev%2]
	hadAction := m.Round == prev && prev > 0
	switch r.Reason {
	case crisis.LossPurple:
		f.Missing = Purple(levels)
		// With the Crisis deck empty, the draw after this check would
		// have lost the game anyway: nothing paid could have saved it.
		if v := s.View(0); hadAction && v.DeckSize() > 0 {
			f.Payer = m.Payer(s.Players(), f.Missing)
			f.Payable = f.Payer >= 0
		}
	case crisis.LossDeck:
		f.Missing = Short(levels)
		f.Tokens = r.VPBank + 2*w.endSpent
		rate, vp := tokenRate(s)
		if hadAction && vp > 0 {
			mc := f.Tokens / vp * rate
			for q := 0; q < s.Players(); q++ {
				if m.Cost(q, f.Missing) <= mc {
					f.Payer, f.TokensPayable = q, true
					break
				}
			}
		}
	}
	return f
}

// tokenRate returns the MC one use of Dwindling Supplies' ability gives the
// player who uses it, and the tokens a use costs (0: no such card out).
func tokenRate(s *crisis.State) (mc, vp int) {
	v := s.View(0)
	deck := s.Deck()
	for id := range deck.Cards {
		c := &deck.Cards[id]
		if c.Anytime.VP == 0 || !v.SetAside(id) {
			continue
		}
		for _, op := range c.Anytime.Body {
			if op.Code == cards.OpGain && op.Res == cards.MC {
				mc += int(op.N)
			}
		}
		return mc, int(c.Anytime.VP)
	}
	return 0, 0
}

// Game plays one game of heuristic bots seeded as `aresim crisis play
// --seed seed` seeds it, and judges it.
func Game(players int, d crisis.Difficulty, seed uint64) (Finding, error) {
	s, err := crisis.New(crisis.Config{Players: players, Seed: sim.EngineSeed(seed), Difficulty: d})
	if err != nil {
		return Finding{}, err
	}
	bots := make([]bot.Bot, players)
	for p := range bots {
		bots[p] = bot.NewHeuristic(sim.BotSeed(seed, p))
	}
	w := NewWatch()
	w.Before(&s)
	var watchErr error
	err = bot.Play(&s, bots, func(_ int, _ crisis.Action, after *crisis.State) {
		if watchErr != nil {
			return
		}
		if watchErr = w.After(after); watchErr == nil && !after.Over() {
			w.Before(after)
		}
	})
	if err != nil {
		return Finding{}, fmt.Errorf("audit: seed %d: %w", seed, err)
	}
	if watchErr != nil {
		return Finding{}, watchErr
	}
	return w.Judge(&s, seed), nil
}

// Counts adds up the findings of many games.
type Counts struct {
	Games, Won                int
	LostCheck, Payable        int // lost at Check metrics; of them, with payable steps
	LostDeck, TokensPayable   int // lost on an empty deck; of them, with payable tokens
	PayableSeeds, TokensSeeds []uint64
}

// Add counts f.
func (c *Counts) Add(f Finding) {
	c.Games++
	switch {
	case f.Result.Outcome == crisis.Won:
		c.Won++
	case f.Result.Reason == crisis.LossPurple:
		c.LostCheck++
		if f.Payable {
			c.Payable++
			c.PayableSeeds = append(c.PayableSeeds, f.Seed)
		}
	case f.Result.Reason == crisis.LossDeck:
		c.LostDeck++
		if f.TokensPayable {
			c.TokensPayable++
			c.TokensSeeds = append(c.TokensSeeds, f.Seed)
		}
	}
}

// Run plays games games from seed on (seed, seed+1, ...) and counts them.
func Run(players int, d crisis.Difficulty, games int, seed uint64) (Counts, error) {
	var c Counts
	for i := 0; i < games; i++ {
		f, err := Game(players, d, seed+uint64(i))
		if err != nil {
			return c, err
		}
		c.Add(f)
	}
	return c, nil
}
