// Package expedition is a rules engine for Terraforming Mars: Ares
// Expedition: the base game for two to four players with its 208 project
// cards and 12 corporations, built so that Discovery, Foundations and a
// co-operative mode (package crisis) can be added on it.
//
// A game is a State value. Everything in it (the deck, hands and
// tableaux, the per-card resources, the pending decisions, the seeded
// generator) lives in fixed-size arrays, so `next := s` is a complete,
// independent copy and the same state and action always give the same
// next state. The card data is not copied: a State refers to its
// catalogue by a small registry index.
//
// Every decision is an Action: choosing a phase card, playing, selling, using
// an action, a standard project, and each choice an effect asks for
// (which alternative, which card receives resources, which cards to keep
// or discard). Legal lists the legal actions without allocating; Apply
// changes the state in place and leaves it untouched when it returns an
// error; Next is the pure form. ToMove, Over and Result tell where the game
// stands, and View gives what one player may see: a copy of the game with
// every fact hidden from that player blanked (other hands, the deck, the
// face-down ocean tiles, the generator and the secret Planning choices,
// Ruling E1), from which its Legal lists that player's actions.
//
// A game is replayed from its Record: the configuration, the seed and the
// list of actions.
//
// Where the rules leave room the engine follows the project's rulings,
// numbered E1, E2, ... and written down in docs/rulings.md; the code cites
// them where it implements them.
package expedition
