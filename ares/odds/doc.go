// Package odds computes the odds of a battle of The Ares Project: win
// probabilities, how the battle ends and when, every Force's survivors,
// the Empty Buildings destroyed, and a retreat table.
//
// It computes them on package ares's own battle code: a battle is an
// ares.Battle value, and both methods play it with the same deterministic
// Tactics, so they differ only in the dice.
//
//   - Exact is dynamic programming over ares.Battle states, with a stated
//     state limit (Options.MaxStates) past which it refuses.
//   - MonteCarlo simulates battles on ares.Battle.Apply, in parallel,
//     deterministic for a seed at any number of workers, with Wilson 95%
//     intervals. It is a run of a Simulation on the harness (package
//     sim), which also plays a run in shards that merge exactly.
//   - Auto is exact when it can be and Monte Carlo otherwise.
//
// A battle is described by a Spec, whose JSON form (ParseSpec) is the input
// of `aresim battle`; Spec.Setup checks it against the rules and the
// faction data and builds the Setup the calculations take. Result's JSON
// form is the command's output.
//
// Where the rulebook leaves room the battle follows the project's rulings
// (docs/rulings.md), as package ares does.
package odds
