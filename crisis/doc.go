// Package crisis is a rules engine for the co-operative Crisis mode of
// Terraforming Mars: Ares Expedition, for one to four players, built on
// package expedition.
//
// A Crisis game is a State value that wraps an expedition State, both
// values with their generators inside: `next := s` copies the whole game.
// Every round starts with the Crisis step (check the metrics and take the
// detriment tokens, resolve the persistent effects of the Crisis cards in
// play, draw a Crisis card and resolve its immediate effect, draw from the
// dummy hand); then the round is played as in Ares Expedition, the players
// meeting the Crisis cards' goals with the cards they play and what they
// pay in the Action phase; the End step lets them spend VP tokens on
// counters. The team wins at the end of an End step once Dwindling
// Supplies has been drawn with every parameter at its maximum, and loses
// as the rulebook lists (a metric in its purple zone at the check, a
// decrease that cannot happen, an empty Crisis deck).
//
// Every decision is an Action: the Expedition decisions (wrapped) and the
// Crisis ones (which alternative of a Crisis card, which ocean tile to
// flip face down, which cards to discard or give, which Crisis card loses
// a counter). Legal lists them, Apply plays one and leaves the state
// untouched on an error, Next is the pure form, View gives one player's
// view (the table is open, Ruling C8: every hand and tableau shows; the
// decks stay hidden), Check verifies the invariants, and a Record replays
// a game from its configuration, seed and actions.
//
// The Crisis cards are data in the card language of package
// expedition/cards, to which this package adds the Crisis mode's words (a
// cards.Extension: the crisis Set of its corporations, their steps and
// event, and the Crisis cards' kind of block and steps); Data returns
// the embedded cards, LoadCrises reads a user's, and List gives them as
// plain records, the listing of `aresim crisis cards`. Where the rules
// leave room the engine follows the project's rulings C1-C11
// (docs/rulings.md).
package crisis
