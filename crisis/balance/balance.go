// Package balance is the Crisis study on the sim harness: how likely the
// team is to win, by player count and difficulty, with which
// corporations, how the games end (which loss, in which round), how many
// rounds the team survives, which Crisis cards are in play when it loses,
// and how many counters are left.
//
// Game implements sim.Game for *Acc, so a study runs with sim.Run, can be
// split with --shard and merged with `aresim merge`, and gives the same
// summary on any number of workers. Game i plays cell i mod the number of
// cells (player count x difficulty), so every cell gets its share of any
// run, a shard included.
package balance

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/expedition"
	expbot "github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
)

// Name is the name of the study in summaries.
const Name = "crisis-balance"

// ErrConfig is returned for a study that cannot run.
var ErrConfig = errors.New("crisis/balance: bad configuration")

// Game is one Crisis study: which player counts and difficulties, and
// which bot plays every seat.
type Game struct {
	// Players are the player counts studied (1-4); empty means all four.
	Players []int
	// Difficulties are the difficulties studied; empty means all four.
	Difficulties []crisis.Difficulty
	// Bot names the bot of every seat, any name of bot.Tiers: "heuristic"
	// (empty), "random", "learned", "mcts" or "mcts:N" and the others.
	Bot string
	// RandomCorporations keeps one of the two corporations dealt to each
	// player at random (a seeded coin), so that every corporation is played
	// equally often; by default the bots choose.
	RandomCorporations bool
	// Sets are the project card sets (Ruling C9): empty means base; base
	// and Discovery plays Discovery's cards too.
	Sets []cards.Set
	// Catalogue and Deck hold the project cards and corporations, and the
	// Crisis cards; nil means the embedded ones. DataName names them in
	// the fingerprint (left out when empty, the embedded data), so
	// summaries of different data do not merge.
	Catalogue *cards.Catalogue
	Deck      *crisis.Deck
	DataName  string
}

// data returns the study's catalogue and Crisis deck.
func (g Game) data() (*cards.Catalogue, *crisis.Deck) {
	cat, deck, err := crisis.Data()
	if err != nil {
		panic(err) // the embedded data; its tests load it
	}
	if g.Catalogue != nil {
		cat = g.Catalogue
	}
	if g.Deck != nil {
		deck = g.Deck
	}
	return cat, deck
}

// Check validates the study.
func (g Game) Check() error {
	for _, p := range g.players() {
		if p < 1 || p > crisis.MaxPlayers {
			return fmt.Errorf("%w: %d players (want 1 to %d)", ErrConfig, p, crisis.MaxPlayers)
		}
	}
	for _, d := range g.difficulties() {
		if d >= crisis.NumDifficulties {
			return fmt.Errorf("%w: unknown difficulty %d", ErrConfig, d)
		}
	}
	for _, set := range g.Sets {
		if set != cards.SetBase && set != cards.SetDiscovery {
			return fmt.Errorf("%w: set %s (Crisis plays base, and Discovery with it)", ErrConfig, set)
		}
	}
	if err := bot.Tiers.Check(g.bot()); err != nil {
		return fmt.Errorf("%w: %w", ErrConfig, err)
	}
	return nil
}

func (g Game) players() []int {
	if len(g.Players) == 0 {
		return []int{1, 2, 3, 4}
	}
	return g.Players
}

func (g Game) difficulties() []crisis.Difficulty {
	if len(g.Difficulties) == 0 {
		return []crisis.Difficulty{crisis.Beginner, crisis.Normal, crisis.Expert, crisis.Nightmare}
	}
	return g.Difficulties
}

func (g Game) bot() string {
	if g.Bot == "" {
		return "heuristic"
	}
	return g.Bot
}

// defined returns a bot name as a fingerprint names it
// (bot.Tiers.Definition); a name the registry does not know, which Check
// refuses, as it is.
func defined(name string) string {
	if def, err := bot.Tiers.Definition(name); err == nil {
		return def
	}
	return name
}

// cells returns the studied (players, difficulty) pairs, players first.
func (g Game) cells() [][2]int {
	var out [][2]int
	for _, p := range g.players() {
		for _, d := range g.difficulties() {
			out = append(out, [2]int{p, int(d)})
		}
	}
	return out
}

func cellLabel(c [2]int) string { return fmt.Sprintf("%dp %s", c[0], crisis.Difficulty(c[1])) }

// Name returns "crisis-balance".
func (g Game) Name() string { return Name }

// Fingerprint describes the study's configuration, its bot as
// bot.Tiers.Definition names it.
func (g Game) Fingerprint() string {
	ps := make([]string, 0, 4)
	for _, p := range g.players() {
		ps = append(ps, strconv.Itoa(p))
	}
	ds := make([]string, 0, 4)
	for _, d := range g.difficulties() {
		ds = append(ds, d.String())
	}
	corps := "bots"
	if g.RandomCorporations {
		corps = "random"
	}
	sets := []string{cards.SetBase.String()}
	if len(g.Sets) > 0 {
		sets = sets[:0]
		for _, s := range g.Sets {
			sets = append(sets, s.String())
		}
	}
	fp := fmt.Sprintf("players=%s difficulties=%s bots=%s corporations=%s cards=%s", strings.Join(ps, ","), strings.Join(ds, ","), defined(g.bot()), corps, strings.Join(sets, ","))
	if g.DataName != "" {
		fp += " data=" + g.DataName
	}
	return fp
}

// NewAccumulator returns empty sums labelled with the study's cells, the
// corporations and the Crisis cards.
func (g Game) NewAccumulator() *Acc { return newAcc(g) }

// Play plays game index, seeded with seed, in cell index mod the number
// of cells, and adds its result to acc.
func (g Game) Play(index, seed uint64, acc *Acc) error {
	cells := g.cells()
	ci := int(index % uint64(len(cells)))
	cell := cells[ci]
	s, err := crisis.New(crisis.Config{Players: cell[0], Seed: sim.EngineSeed(seed), Difficulty: crisis.Difficulty(cell[1]), Sets: g.Sets,
		Catalogue: g.Catalogue, Deck: g.Deck})
	if err != nil {
		return err
	}
	playedIn := make([]int, len(acc.Played.Labels()))
	watch := func(_ int, _ crisis.Action, after *crisis.State) {
		for _, e := range after.Game().Events() {
			if e.Kind == expedition.EvCardPlayed && int(e.Card) < len(playedIn) && playedIn[e.Card] == 0 {
				playedIn[e.Card] = after.Round()
			}
		}
	}
	if err := playCell(&s, g.bot(), seed, g.RandomCorporations, watch); err != nil {
		return err
	}
	acc.record(ci, &s, playedIn)
	return nil
}

// playCell plays s to its end with the bot called name on every seat
// (bot.Tiers.Seats: the seats share the open table), the bot of seat p
// seeded with sim.BotSeed(seed, p). With randomCorporations each player
// keeps one of the two corporations dealt by a coin seeded from seed
// (expbot.CorporationCoin). The watchers see every action.
func playCell(s *crisis.State, name string, seed uint64, randomCorporations bool, watchers ...play.Watcher[crisis.State, crisis.Action]) error {
	bots, err := bot.Tiers.Seats([]string{name}, s.Players(), func(p int) uint64 { return sim.BotSeed(seed, p) })
	if err != nil {
		return err
	}
	if randomCorporations {
		coin := expbot.CorporationCoin(seed, corporationChoice, func(p, i int) crisis.Action {
			return crisis.GameAction(expbot.KeepCorporation(p, i))
		})
		for p, b := range bots {
			bots[p] = play.Overrule[crisis.View, crisis.Observation](b, coin)
		}
	}
	return bot.Play(s, bots, watchers...)
}

// corporationChoice reports whether v waits for its player's choice of a
// corporation, and whose it is.
func corporationChoice(v *crisis.View) (int, bool) {
	return v.Game().Player(), v.Decision() == crisis.DecisionGame && v.Game().Decision() == expedition.DecisionCorporation
}

var _ sim.Game[*Acc] = Game{}
