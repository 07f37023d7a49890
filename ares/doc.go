// Package ares is a rules engine for The Ares Project, the card-driven dice
// wargame: the Basic Game (Terrans against Kahoum) with every rule of the
// rulebook's Basic Game and Battle chapters, and the Full Game with its
// four factions (Terrans, Kahoum, Xenos, Colossus): Base Mats, Power,
// Special cards, special Attacks, Raids, and the Free-For-All and Team
// Match rules for three and four players. Config.Mode selects the rules.
//
// # Shape
//
// A game is a [State] value. Everything that changes during play lives in
// fixed-size arrays inside it, including the seeded dice generator, so
// `next := s` is a complete, independent copy and [State.Apply] is a pure
// function of the state and the action: a game replays exactly from its seed
// and its list of actions (see [Record] and [Replay]). The only pointer in a
// State is to its [Rules], the immutable faction data every copy shares.
//
// Every choice a player makes is an [Action] at a decision point, battle
// choices included: which card to play and how, Normal or Deep Strike,
// Frontier or Base defence, battle-line placement, Emergency Defense,
// Reorganization, retreat, targets, rerolls and which Empty Building to
// destroy. [State.Legal] lists the legal actions of the player
// [State.ToMove]; chance events (shuffles, the first-player roll, dice) are
// resolved inside Apply with the state's own generator.
//
// Battles are values of their own ([Battle]) so that the odds calculator in
// package ares/odds runs the very same battle code the game does.
//
// # Rulings
//
// Where the rulebook leaves room, the engine follows the project's rulings,
// numbered A1, A2, ... and written down in docs/rulings.md; the code cites
// them as "Ruling A7." and a test pins each. The factions' Full Game
// rules, which no source we have prints, are this project's
// reconstruction, written down in docs/factions.
//
// # Engine limits
//
// A base holds at most [MaxBuildings] buildings and resource stacks; once it
// is full, further cards can still be played as resources on existing
// buildings. A building holds at most [MaxAttached] attached cards. A
// battle holds at most [MaxBattleForces] Forces.
package ares
