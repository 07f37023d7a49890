package sim

import (
	"crypto/sha256"
	"encoding/binary"
)

// A game is played from one seed: the harness gives game i of a run the
// seed dice.Derive(run seed, i), and a command that plays one game takes
// it from the user. The game never hands that seed on. Its engine (the
// dice and the shuffles) is seeded with EngineSeed(seed) and the bot in
// each seat with BotSeed(seed, seat), both one-way functions of the game's
// seed: SHA-256 of the seed and the role. So no bot can work out the
// engine's seed, and with it every hand, the deck orders and the dice to
// come, from its own seed (as it could from seed+seat+1, or from any
// invertible mix such as SplitMix's), nor another seat's seed; and the
// engine's seed does not give the bots' either. Results stay a function
// of the run seed and the game index alone.

// seedDomain separates these hashes from any other use of SHA-256.
const seedDomain = "aresim seed v1\x00"

// Roles of the derived seeds: the engine, then one per seat.
const (
	roleEngine uint64 = iota
	roleSeat0
)

// EngineSeed returns the seed of the engine of the game played from seed:
// what NewGame, or an engine's Config, is given.
func EngineSeed(seed uint64) uint64 { return oneWay(seed, roleEngine) }

// BotSeed returns the seed of the bot playing seat of the game played from
// seed. It panics if seat is negative, a programming error.
func BotSeed(seed uint64, seat int) uint64 {
	if seat < 0 {
		panic("sim: BotSeed of a negative seat")
	}
	return oneWay(seed, roleSeat0+uint64(seat))
}

// oneWay returns the first 64 bits of the SHA-256 of the domain, seed and
// role.
func oneWay(seed, role uint64) uint64 {
	var in [len(seedDomain) + 16]byte
	copy(in[:], seedDomain)
	binary.LittleEndian.PutUint64(in[len(seedDomain):], seed)
	binary.LittleEndian.PutUint64(in[len(seedDomain)+8:], role)
	sum := sha256.Sum256(in[:])
	return binary.LittleEndian.Uint64(sum[:8])
}
