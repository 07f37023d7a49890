package bot

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
)

// MirrorMatch measures a bot against the heuristic in mirror matches, as
// a game of the harness (it implements sim.Game): game 2k and game 2k+1
// deal the same game (the same corporations and cards on offer), the bot
// in seat k mod Players of the first and the next seat of the second,
// heuristic bots in the others; every bot chooses its corporation.
type MirrorMatch struct {
	// Players is the number of players of every game.
	Players int
	// Seed is the run seed: the deals are derived from it and the pair's
	// number, not from the harness's seed of each game.
	Seed uint64
	// Agent returns the bot measured, seeded with seed.
	Agent func(seed uint64) Bot
	// Config, when not nil, changes each game's configuration.
	Config func(c *expedition.Config)
}

// MirrorAcc sums a mirror match (it implements sim.Accumulator): the
// measured bot's wins, draws and games, and what its searches cost when
// it is a search agent (MCTS).
type MirrorAcc struct {
	// Wins are the bot's wins alone at the top, over its games.
	Wins sim.Rate `json:"wins"`
	// Draws are the games it shared the top place.
	Draws int64 `json:"draws"`
	// Reward is the sum of its rank rewards, in 1/(60·(players-1))
	// units.
	Reward int64 `json:"reward"`
	// Unfinished counts the games stopped by the round cap.
	Unfinished int64 `json:"unfinished"`
	// Rounds is the sum of the games' rounds.
	Rounds int64 `json:"rounds"`
	// Decisions and Iterations are the search agent's searched decisions
	// and their iterations.
	Decisions  int64 `json:"decisions"`
	Iterations int64 `json:"iterations"`
}

// Merge implements sim.Accumulator.
func (a *MirrorAcc) Merge(o *MirrorAcc) {
	a.Wins.Merge(o.Wins)
	a.Draws += o.Draws
	a.Reward += o.Reward
	a.Unfinished += o.Unfinished
	a.Rounds += o.Rounds
	a.Decisions += o.Decisions
	a.Iterations += o.Iterations
}

// Rates implements sim.Accumulator: the bot's wins.
func (a *MirrorAcc) Rates() []sim.Rate { return []sim.Rate{a.Wins} }

// Name implements sim.Game.
func (g MirrorMatch) Name() string { return "expedition-mirror" }

// Fingerprint implements sim.Game: the number of players.
func (g MirrorMatch) Fingerprint() string { return fmt.Sprintf("players=%d", g.Players) }

// NewAccumulator implements sim.Game.
func (g MirrorMatch) NewAccumulator() *MirrorAcc { return &MirrorAcc{} }

// seat returns the measured bot's seat in game index and the deal.
func (g MirrorMatch) seat(index uint64) (int, uint64) {
	pair := index / 2
	return int((pair + index%2) % uint64(g.Players)), dice.Derive(g.Seed, pair)
}

// Play implements sim.Game: it plays game index and books it.
func (g MirrorMatch) Play(index, _ uint64, acc *MirrorAcc) error {
	seat, deal := g.seat(index)
	cfg := expedition.Config{Players: g.Players, Seed: sim.EngineSeed(deal)}
	if g.Config != nil {
		g.Config(&cfg)
	}
	s, err := expedition.New(cfg)
	if err != nil {
		return err
	}
	bots := make([]Bot, g.Players)
	for p := range bots {
		bots[p] = NewHeuristic(sim.BotSeed(deal, p))
	}
	bots[seat] = g.Agent(sim.BotSeed(dice.Derive(deal, index%2), seat))
	if err := Play(&s, bots); err != nil {
		return err
	}
	r := s.Result()
	acc.Rounds += int64(r.Rounds)
	if !r.Finished {
		acc.Unfinished++
	}
	var rw [expedition.MaxPlayers]float64
	r.RankRewards(rw[:])
	acc.Reward += int64(rw[seat]*float64(60*(g.Players-1)) + 0.5)
	won := r.Won(seat) && r.Winners == 1<<seat
	acc.Wins.Record(won)
	if r.Won(seat) && !won {
		acc.Draws++
	}
	if m, ok := bots[seat].(*MCTS); ok {
		decisions, iterations := m.Searched()
		acc.Decisions += int64(decisions)
		acc.Iterations += int64(iterations)
	}
	return nil
}
