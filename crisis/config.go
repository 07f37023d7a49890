package crisis

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// Difficulty is how hard the Crisis deck is.
type Difficulty uint8

// The difficulties (rulebook, "Added Difficulties"; Ruling C3).
const (
	Beginner  Difficulty = iota // the three tier 0 cards on top of the deck
	Normal                      // the deck as built
	Expert                      // one more counter on every Crisis card that comes into play with counters
	Nightmare                   // expert, and oxygen and temperature two steps down and two oceans face down at setup
	NumDifficulties
)

var difficultyNames = [NumDifficulties]string{"beginner", "normal", "expert", "nightmare"}

// String returns the name of the Difficulty.
func (d Difficulty) String() string {
	if d < NumDifficulties {
		return difficultyNames[d]
	}
	return "difficulty?"
}

// ParseDifficulty returns the difficulty named name.
func ParseDifficulty(name string) (Difficulty, error) {
	for i, n := range difficultyNames {
		if n == name {
			return Difficulty(i), nil
		}
	}
	return 0, fmt.Errorf("%w: unknown difficulty %q (want %s)", ErrBadConfig, name, strings.Join(difficultyNames[:], ", "))
}

// MaxPlayers is the most players of a Crisis game.
const MaxPlayers = 4

// Config describes a Crisis game to start.
type Config struct {
	// Players is the number of players, 1 to 4.
	Players int
	// Seed seeds the game: the same config always gives the same game for
	// the same actions.
	Seed       uint64
	Difficulty Difficulty
	// Sets are the project card sets (Ruling C9); empty means the base
	// game.
	Sets []cards.Set
	// NoRedraw turns off the setup redraw, which Crisis plays by default
	// (Ruling E10).
	NoRedraw bool
	// Catalogue and Deck hold the cards; nil means the embedded ones
	// (Data).
	Catalogue *cards.Catalogue
	Deck      *Deck
}

// normalize checks a config and fills its defaults.
func (c Config) normalize() (Config, error) {
	if c.Players < 1 || c.Players > MaxPlayers {
		return c, fmt.Errorf("%w: %d players (want 1 to %d)", ErrBadConfig, c.Players, MaxPlayers)
	}
	if c.Difficulty >= NumDifficulties {
		return c, fmt.Errorf("%w: unknown difficulty %d", ErrBadConfig, c.Difficulty)
	}
	if len(c.Sets) == 0 {
		c.Sets = []cards.Set{cards.SetBase}
	}
	for _, s := range c.Sets {
		if s != cards.SetBase && s != cards.SetDiscovery {
			return c, fmt.Errorf("%w: set %s: Crisis plays the base set, and Discovery's cards with it (Ruling C9)", ErrBadConfig, s)
		}
	}
	if c.Catalogue == nil || c.Deck == nil {
		cat, deck, err := Data()
		if err != nil {
			return c, err
		}
		if c.Catalogue == nil {
			c.Catalogue = cat
		}
		if c.Deck == nil {
			c.Deck = deck
		}
	}
	return c, nil
}

// game returns the expedition configuration of a Crisis game (Rulings C1,
// C7, C8, C9, C11, C13, E10).
func (c Config) game() expedition.Config {
	sets := append(append([]cards.Set(nil), c.Sets...), Set)
	return expedition.Config{
		Players: c.Players, Seed: c.Seed, Catalogue: c.Catalogue, Sets: sets, MaxRounds: 255, Redraw: !c.NoRedraw,
		NoForcedConversion: true, HoldRoundStart: true, ModeEnds: true, StartTerraformed: true,
		ChooseOceanTile: true, VPBank: true, OpenTable: true, NoStepPastMaximum: true, // Ruling C13
		Leave: leftOut, LeaveCorporation: corporationLeftOut,
		// Ruling C9: with Discovery, its cards and upgraded phase cards, but
		// never awards, milestones or the cards that mention them, nor
		// infrastructure.
		Milestones: expedition.Off, Infrastructure: expedition.Off,
	}
}

// leftOut reports whether Crisis removes a project card (Ruling C9): those
// with a temperature, oxygen or ocean requirement, and Adaptation
// Technology, Conserved Biome and Special Design.
func leftOut(c *cards.Card) bool {
	for _, r := range c.Requires {
		if (r.Kind == cards.ReqParamMin || r.Kind == cards.ReqParamMax) && r.Param != cards.Infrastructure {
			return true
		}
	}
	switch c.Name {
	case "Adaptation Technology", "Conserved Biome", "Special Design":
		return true
	}
	return false
}

// corporationLeftOut reports whether Crisis removes a corporation:
// Inventrix (setup step 9).
func corporationLeftOut(c *cards.Corporation) bool { return c.Name == "Inventrix" }
