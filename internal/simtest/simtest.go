// Package simtest holds small fake games for testing and benchmarking the
// sim harness without a real engine: their outcomes depend on the seed in
// ways that exercise every accumulator building block.
package simtest

import (
	"fmt"
	"io"

	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
)

// Factions of the Race game: each wins a roll on its own faces.
var Factions = []string{"red", "green", "blue"}

// winFaces is the lowest die face that wins a roll, per faction: blue
// wins on 5 or 6, the others on 6 only.
var winFaces = [...]int{6, 6, 5}

// Race outcomes, the labels of RaceAcc.Ends.
const (
	SeatOneWins = iota
	SeatTwoWins
	Draw
)

// MaxRolls is the number of rolls after which a Race is a draw.
const MaxRolls = 20

// Race is a fake game: two seats, whose factions follow from the game
// index, roll a die in turn; the first to roll one of its faction's
// winning faces wins, and after MaxRolls rolls the game is a draw. Spin
// adds that many rounds of pure arithmetic to each game, to make it cost
// CPU like a real engine.
type Race struct {
	Spin int
}

// RaceAcc is the accumulator of Race.
type RaceAcc struct {
	Ends     sim.Tally     `json:"ends"`     // SeatOneWins, SeatTwoWins, Draw
	Matchups sim.Matrix    `json:"matchups"` // row faction in seat one beats column faction
	Factions sim.RateSet   `json:"factions"` // wins per game played, by faction
	Rolls    sim.Histogram `json:"rolls"`    // game length
	Checksum uint64        `json:"checksum"` // sum of the Spin results, wrapping
}

// Name returns "race".
func (Race) Name() string { return "race" }

// Fingerprint names the configuration: the spin.
func (g Race) Fingerprint() string { return fmt.Sprintf("spin=%d", g.Spin) }

// NewAccumulator returns an empty RaceAcc.
func (Race) NewAccumulator() *RaceAcc {
	return &RaceAcc{
		Ends:     sim.NewTally("seat one", "seat two", "draw"),
		Matchups: sim.NewMatrix(Factions, Factions),
		Factions: sim.NewRateSet(Factions...),
	}
}

// Play plays game index from seed.
func (g Race) Play(index, seed uint64, acc *RaceAcc) error {
	r := dice.New(seed)
	if g.Spin > 0 {
		x := seed
		for range g.Spin {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
		}
		acc.Checksum += x
	}
	seats := [2]int{int(index % 3), int(index / 3 % 3)}
	end := Draw
	rolls := 0
	for rolls < MaxRolls {
		seat := rolls % 2
		rolls++
		if r.D6() >= winFaces[seats[seat]] {
			end = seat
			break
		}
	}
	acc.Ends.Record(end)
	acc.Rolls.Observe(int64(rolls))
	if end != Draw {
		acc.Matchups.Record(seats[0], seats[1], end == SeatOneWins)
	}
	acc.Factions.Record(seats[0], end == SeatOneWins)
	acc.Factions.Record(seats[1], end == SeatTwoWins)
	return nil
}

// Merge adds o into a.
func (a *RaceAcc) Merge(o *RaceAcc) {
	a.Ends.Merge(&o.Ends)
	a.Matchups.Merge(&o.Matchups)
	a.Factions.Merge(&o.Factions)
	a.Rolls.Merge(&o.Rolls)
	a.Checksum += o.Checksum
}

// Rates returns the seat shares, the matchup cells and the faction rates.
func (a *RaceAcc) Rates() []sim.Rate {
	rates := a.Ends.Rates()
	rates = append(rates, a.Matchups.Rates()...)
	return append(rates, a.Factions.Rates()...)
}

// Trivial is a game that does nothing but count itself: it measures the
// harness's own cost per game.
type Trivial struct{}

// TrivialAcc is the accumulator of Trivial.
type TrivialAcc struct {
	Games int64 `json:"games"`
}

// Name returns "trivial".
func (Trivial) Name() string { return "trivial" }

// Fingerprint returns "".
func (Trivial) Fingerprint() string { return "" }

// NewAccumulator returns an empty TrivialAcc.
func (Trivial) NewAccumulator() *TrivialAcc { return &TrivialAcc{} }

// Play counts the game.
func (Trivial) Play(_, _ uint64, acc *TrivialAcc) error {
	acc.Games++
	return nil
}

// Merge adds o into a.
func (a *TrivialAcc) Merge(o *TrivialAcc) { a.Games += o.Games }

// Rates returns no rates.
func (a *TrivialAcc) Rates() []sim.Rate { return nil }

// Registry returns a registry of the two fake games: Race, whose report
// prints the format it was asked for, the number of games and the seat-one
// share ("table report: 3000 games, seat one wins 0.4…"), and Trivial,
// with no report.
func Registry() *sim.Registry {
	reg := sim.NewRegistry()
	sim.Register(reg, "race", sim.Outputs[*RaceAcc]{Report: func(w io.Writer, s sim.Summary[*RaceAcc], opt sim.ReportOptions) error {
		_, err := fmt.Fprintf(w, "%s report: %d games, seat one wins %s\n", opt.Format, s.Games, s.Acc.Ends.Share(SeatOneWins))
		return err
	}})
	sim.Register(reg, "trivial", sim.Outputs[*TrivialAcc]{})
	return reg
}
