package sim

// Accumulator gathers the results of games as integer sums, so that
// merging is exact and a run's summary does not depend on how its games
// were split among workers and shards. T is the accumulator type itself,
// typically a pointer to the game's accumulator struct, which composes
// Rates, Histograms, Tallies, RateSets and Matrices.
//
// An accumulator must marshal to JSON deterministically (struct fields,
// the building blocks of this package; maps are fine, encoding/json sorts
// their keys) and must not hold floating-point sums, whose rounding
// depends on the order of addition.
type Accumulator[T any] interface {
	// Merge adds other's sums into the receiver. other is not used again.
	Merge(other T)
	// Rates returns the headline rates of the game's report: those a run
	// with Config.Precision watches. It stops once each of them that has
	// trials has a 95% Wilson half-width below the precision. The harness
	// calls Rates once per block, so it may allocate.
	Rates() []Rate
}

// Game is what the harness plays: one kind of game under one
// configuration (factions, bots, rules options).
type Game[T Accumulator[T]] interface {
	// Name identifies the kind of game and of accumulator, such as
	// "ares-balance". Summaries record it; merging checks it and the
	// merge registry dispatches on it.
	Name() string
	// Fingerprint describes the configuration, such as the factions and
	// bots. Summaries record it, and only summaries with equal
	// fingerprints merge.
	Fingerprint() string
	// NewAccumulator returns an empty accumulator.
	NewAccumulator() T
	// Play plays game number index, seeded with seed and nothing else
	// (seed is dice.Derive(run seed, index)), and records its result into
	// into. A game with players seeds its engine with EngineSeed(seed)
	// and the player in seat p with BotSeed(seed, p), never with seed
	// itself or an invertible function of it. Play is called concurrently
	// from several goroutines, each with its own accumulator, so it must
	// not touch shared mutable state. An error (or a panic) stops the run
	// and is reported with the index and seed, so the failing game can be
	// replayed.
	Play(index, seed uint64, into T) error
}
