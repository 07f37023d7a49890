// Package balance is the Ares Expedition balance study on the sim harness:
// seeded games between bots, summed into corporation and seat win rates,
// VP and game-length distributions, how often each phase is chosen and
// resolves, and which cards the winners had in play.
//
// Game implements sim.Game for *Acc, so a study runs with sim.Run, can be
// split with --shard and merged with `aresim merge`, and gives the same
// summary on any number of workers.
package balance

import (
	"errors"
	"fmt"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
)

// Name is the name of the study in summaries.
const Name = "expedition-balance"

// ErrConfig is returned for a study that cannot run.
var ErrConfig = errors.New("expedition/balance: bad configuration")

// Game is one balance study: which players, bots and cards.
type Game struct {
	// Players is the number of players of every game.
	Players int
	// Bots names the bot of each seat (a name bot.Tiers knows: "heuristic",
	// "random", "mcts" or "mcts:N"); one name is used for every seat.
	// Empty means heuristic.
	Bots []string
	// MaxRounds is the round cap (Ruling E8); 0 means the engine default.
	MaxRounds int
	// Redraw plays the setup redraw variant (Ruling E10).
	Redraw bool
	// Catalogue holds the cards; nil means the embedded base game.
	Catalogue *cards.Catalogue
	// CardsName names the catalogue in the fingerprint ("base" for the
	// embedded cards); summaries of different catalogues do not merge.
	CardsName string
	// Options are the sets and the expansions' options and variants.
	Options Options
	// BotCorporations lets the bots choose their corporation from the two
	// dealt. By default the study keeps one of the two at random (a seeded
	// coin), so every corporation is played equally often and its win rate
	// measures the corporation, not the bots' taste.
	BotCorporations bool
}

// Check validates the study.
func (g Game) Check() error {
	if g.Players < expedition.MinPlayers || g.Players > expedition.MaxPlayers {
		return fmt.Errorf("%w: %d players (want %d to %d)", ErrConfig, g.Players, expedition.MinPlayers, expedition.MaxPlayers)
	}
	if len(g.Bots) != 0 && len(g.Bots) != 1 && len(g.Bots) != g.Players {
		return fmt.Errorf("%w: %d bots for %d players (give one, or one per player)", ErrConfig, len(g.Bots), g.Players)
	}
	for _, b := range g.Bots {
		if err := bot.Tiers.Check(b); err != nil {
			return fmt.Errorf("%w: %w", ErrConfig, err)
		}
	}
	cat, err := g.catalogue()
	if err != nil {
		return err
	}
	// The sets and options must make a game (five or six players need
	// Foundations, the dummy hand two players, ...).
	cfg := g.Options.Config(g.Players, 1, g.MaxRounds, cat)
	cfg.Redraw = g.Redraw
	if _, err := expedition.New(cfg); err != nil {
		return err
	}
	return nil
}

func (g Game) catalogue() (*cards.Catalogue, error) {
	if g.Catalogue != nil {
		return g.Catalogue, nil
	}
	return expedition.DefaultCatalogue(g.Options.Sets)
}

func (g Game) bot(seat int) string {
	switch len(g.Bots) {
	case 0:
		return "heuristic"
	case 1:
		return g.Bots[0]
	}
	return g.Bots[seat]
}

// botNames returns the bot of every seat.
// defined returns a bot name as a fingerprint names it
// (bot.Tiers.Definition); a name the registry does not know, which Check
// refuses, as it is.
func defined(name string) string {
	if def, err := bot.Tiers.Definition(name); err == nil {
		return def
	}
	return name
}

func (g Game) botNames() []string {
	if len(g.Bots) == 0 {
		return []string{"heuristic"}
	}
	return g.Bots
}

func (g Game) cardsName() string {
	if g.CardsName == "" {
		return "base"
	}
	return g.CardsName
}

func (g Game) maxRounds() int {
	if g.MaxRounds == 0 {
		return expedition.DefaultMaxRounds
	}
	return g.MaxRounds
}

// Name returns "expedition-balance".
func (g Game) Name() string { return Name }

// Fingerprint describes the study's configuration, each seat's bot as
// bot.Tiers.Definition names it.
func (g Game) Fingerprint() string {
	bots := make([]string, g.Players)
	for p := range bots {
		bots[p] = defined(g.bot(p))
	}
	corps := "random"
	if g.BotCorporations {
		corps = "bots"
	}
	fp := fmt.Sprintf("players=%d bots=%s corporations=%s max-rounds=%d cards=%s", g.Players, strings.Join(bots, ","), corps, g.maxRounds(), g.cardsName())
	if g.Redraw {
		fp += " redraw=on"
	}
	if !g.Options.isBase() {
		fp += " " + g.Options.fingerprint()
	}
	return fp
}

// NewAccumulator returns empty sums labelled with the catalogue's
// corporations and cards.
func (g Game) NewAccumulator() *Acc {
	cat, err := g.catalogue()
	if err != nil {
		cat = cards.MustBase()
	}
	return newAcc(cat, g.Players)
}

// Play plays game index, seeded with seed, and adds its result to acc.
func (g Game) Play(_, seed uint64, acc *Acc) error {
	cat, err := g.catalogue()
	if err != nil {
		return err
	}
	cfg := g.Options.Config(g.Players, sim.EngineSeed(seed), g.MaxRounds, cat)
	cfg.Redraw = g.Redraw
	s, err := expedition.New(cfg)
	if err != nil {
		return err
	}
	bots, err := bot.Tiers.Seats(g.botNames(), g.Players, func(p int) uint64 { return sim.BotSeed(seed, p) })
	if err != nil {
		return err
	}
	var resolved uint8
	var tally gameTally
	plays := make([]cardPlay, 0, 64)
	err = playGame(&s, bots, seed, g.BotCorporations, func(_ int, a expedition.Action, _ *expedition.State) {
		if a.Kind == expedition.ActChoosePhase {
			acc.Phases.Record(int(a.Index) - 1)
		}
		tally.observe(&acc.Expansion, s.Events())
		for _, e := range s.Events() {
			switch e.Kind {
			case expedition.EvCardPlayed:
				plays = append(plays, cardPlay{player: int(e.Player), card: int(e.Card), round: s.Round()})
			case expedition.EvPhaseStarted:
				resolved |= 1 << e.N
			case expedition.EvRoundEnded:
				acc.recordRound(resolved)
				resolved = 0
			}
		}
	})
	if err != nil {
		return err
	}
	if resolved != 0 {
		acc.recordRound(resolved) // the last round, cut short by the end
	}
	acc.record(&s, &tally, plays)
	return nil
}

// playGame plays s to its end, bots[p] deciding for player p, showing
// every action to watch (if not nil). Unless botCorporations is set, each
// player keeps one of the two corporations dealt by a coin seeded from the
// game's seed (bot.CoinSeats), so every corporation is played equally
// often.
func playGame(s *expedition.State, bots []bot.Bot, seed uint64, botCorporations bool, watch play.Watcher[expedition.State, expedition.Action]) error {
	if !botCorporations {
		bots = bot.CoinSeats(bots, seed)
	}
	if watch == nil {
		return bot.Play(s, bots)
	}
	return bot.Play(s, bots, watch)
}

var _ sim.Game[*Acc] = Game{}
