// Package sim is a game-agnostic Monte Carlo harness: it plays many seeded
// games on all cores, accumulates their results by integer sums, and
// reports rates with Wilson score intervals and distributions through
// gonum's stat package.
//
// A game plugs in through [Game]: it names itself, fingerprints its
// configuration, makes empty accumulators and plays one game into one.
// Game i of a run is seeded with dice.Derive(run seed, i) and nothing else,
// and accumulators hold integer sums only, so a run's [Summary] is
// byte-identical (as JSON) for any number of workers and for any split
// into shards merged afterwards with [MergeSummaries]. A game seeds its
// engine with [EngineSeed] and its bots with [BotSeed], one-way functions
// of its seed, so that no bot can recover the engine's seed (and with it
// the hands, decks and dice) from its own.
//
// The package knows no game. The statistics building blocks ([Rate],
// [Histogram], [Tally], [RateSet], [Matrix]) are what a balance report is
// made of; a game composes its accumulator from them.
//
// Errors wrap the exported sentinels ([ErrConfig], [ErrShard],
// [ErrSummary], [ErrMismatch], [ErrOverlap], [ErrUnknownGame], [ErrPlay])
// and their messages start with "sim: ".
package sim
