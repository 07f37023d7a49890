package main

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
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
var botNames = bot.Names

// seatBots parses the --bots list, one bot per seat (a single name is used
// for every seat), and makes the table's bots with the registry r, seat
// p's seeded with sim.BotSeed(seed, p).
func seatBots[V any, A comparable](r *play.Registry[V, A], list string, players int, seed uint64) ([]play.Bot[V, A], error) {
	names, err := parseBots(list)
	if err != nil {
		return nil, err
	}
	if len(names) != 1 && len(names) != players {
		return nil, fmt.Errorf("--bots: %d names for %d players (give one, or one per player)", len(names), players)
	}
	for _, name := range names {
		if err := r.Check(name); err != nil {
			return nil, fmt.Errorf("--bots: %w", err)
		}
	}
	return r.Seats(names, players, func(p int) uint64 { return sim.BotSeed(seed, p) })
}

// checkPlayers validates --players.
func checkPlayers(n int) error {
	if n < expedition.MinPlayers || n > expedition.MaxPlayers {
		return fmt.Errorf("--players %d: want %d to %d", n, expedition.MinPlayers, expedition.MaxPlayers)
	}
	return nil
}
