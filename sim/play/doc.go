// Package play is the one way bots play a game of any engine: what an
// engine implements (Rules), what a bot implements (Bot, and Observer for
// a bot that remembers what its seat saw), the loop that plays a game
// between bots and shows it to watchers (Play, Replay), the registry that
// turns a tier's name into a bot (Registry), and the search agent written
// once for every engine (Search).
//
// The type parameters are the same everywhere: S is the engine's state, a
// value that copies completely by assignment; V is the View a seat is
// handed; O is what a seat observes of one action (the action as it saw
// it and its View after it); A is the action, a small comparable value.
//
// Two words keep one meaning each. An observer is a seat that sees the
// game as its seat sees it: a bot with a memory (Observer), or one of the
// search's trees (search.Observer). A watcher stands outside the seats and
// is shown every action applied and the full state after it: a log, a
// record, a study's tallies (Watcher).
//
// Package playtest, beside this one, is the rules test every engine
// passes.
package play
