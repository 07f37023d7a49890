package main

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
)

// newExpeditionCmd builds `aresim expedition`, the Ares Expedition
// commands.
func newExpeditionCmd() *cobra.Command {
	return groupCommand(&cobra.Command{
		Use:   "expedition",
		Short: "Play, replay and study Terraforming Mars: Ares Expedition games between bots",
	}, newExpeditionPlayCmd(), newExpeditionReplayCmd(), newExpeditionBalanceCmd())
}

// loadCatalogue returns the embedded base cards, or the user's card files.
func loadCatalogue(files []string) (*cards.Catalogue, error) {
	if len(files) == 0 {
		return cards.Embedded()
	}
	return cards.LoadPaths(files...)
}

// botNames are the bots of Ares Expedition, for help texts.
const botNames = bot.Names

// makeBots parses the --bots list, one bot per seat (a single name is
// used for every seat), seeded from seed: any name bot.New knows.
func makeBots(list string, players int, seed uint64) ([]bot.Bot, error) {
	return seatBots(list, players, seed, func(name string, s uint64) (bot.Bot, error) {
		b, err := bot.New(name, s)
		if err != nil {
			return nil, fmt.Errorf("--bots: unknown bot %q (want %s)", name, botNames)
		}
		return b, nil
	})
}

// seatBots parses a comma list of bot names for players seats (a single
// name is used for every seat) and makes each seat's bot with newBot,
// seeded from seed.
func seatBots[B any](list string, players int, seed uint64, newBot func(name string, seed uint64) (B, error)) ([]B, error) {
	names, err := parseBots(list)
	if err != nil {
		return nil, err
	}
	if len(names) != 1 && len(names) != players {
		return nil, fmt.Errorf("--bots: %d names for %d players (give one, or one per player)", len(names), players)
	}
	bots := make([]B, players)
	for p := range bots {
		if bots[p], err = newBot(names[min(p, len(names)-1)], sim.BotSeed(seed, p)); err != nil {
			return nil, err
		}
	}
	return bots, nil
}

// checkPlayers validates --players.
func checkPlayers(n int) error {
	if n < expedition.MinPlayers || n > expedition.MaxPlayers {
		return fmt.Errorf("--players %d: want %d to %d", n, expedition.MinPlayers, expedition.MaxPlayers)
	}
	return nil
}
