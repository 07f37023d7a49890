// Package search is an information-set Monte Carlo tree search (ISMCTS,
// Cowling, Powley and Whitehouse 2012) that plays any engine implementing
// its small interface. It knows no game.
//
// # What an engine supplies
//
// A [Game] over a state type S (a value: the search copies it by
// assignment, and it holds its own dice generator) and an action type A
// (a small comparable value): the seats, the seat to move, whether the
// game is over, the legal actions, Apply, and a reward per seat in
// [0, 1] at the end. Teammates (Team Match, a co-operative mode) get the
// same reward, the team's; with more than two seats the search backs up
// the whole reward vector and every seat maximises its own entry (max^n).
//
// A [Determinizer] per decision: it samples full states consistent with
// everything the deciding seat knows, its View and its own memory of what
// it saw, and reseeds the sample's generator from the seed the search
// gives it. Its contract:
//   - every fact the seat can see is equal to the real game's;
//   - every count agrees: hand sizes, deck sizes, cards in each place;
//   - the cards the seat cannot see are dealt from the pool it cannot see
//     (uniformly, unless play has revealed more), and cards it saw and
//     remembers stay where it saw them;
//   - the state's generator is reseeded from the seed, so that dice and
//     shuffles inside Apply differ between iterations and are the same
//     between runs.
//
// Optional interfaces add what the search uses when it is there:
// [Observer] (what each seat sees of an action and of chance inside
// Apply), [Evaluator] (a win probability before the end, for truncated
// rollouts; [FitLogistic] maps a score to one), [RolloutPolicy] (a cheap
// policy for rollouts), [PriorPolicy] (action scores that steer the
// tree) and [FixedPolicy] (decisions taken by a fixed rule inside the
// tree, such as battle micro-decisions).
//
// # How a decision is searched
//
// [Search.Choose] runs Config.Iterations iterations. Iteration i asks the
// determinizer for a sample seeded with DeriveSeed(seed, i), then:
//
//  1. Selection. From the root it descends the tree, choosing at each
//     decision among the actions legal in this sample only. Each of them
//     counts as available; UCT scores an action by its mean reward plus
//     Exploration·√(ln available/visits), and PUCT by its mean plus
//     Exploration·prior·√available/(1+visits). An action never tried is
//     tried first (by prior, or at random). A decision with one legal
//     action, or one the FixedPolicy takes, is applied without a tree
//     step.
//  2. Expansion. The descent stops at the first action never chosen at
//     its node, or the first observation never seen there: one new
//     information set per iteration.
//  3. Rollout. The sample is played on with the RolloutPolicy (uniformly
//     random legal actions without one): to the end, or RolloutDepth
//     actions and then the Evaluator.
//  4. Backup. Every action chosen in the tree adds the reward of the seat
//     that chose it.
//
// The answer is the root action tried most (ties to the better mean).
//
// # Trees and observations
//
// A node is an information set of its tree's owner: what the owner has
// observed since the decision began. Children are keyed by the owner's
// observation of each step, the action with what the owner cannot see
// blanked plus an outcome summary of what it saw happen inside Apply
// (Observer); without an Observer every action is public and chance is
// averaged (an open-loop tree).
//
// With an Observer the search grows one tree per seat by default
// (MO-ISMCTS, [MultipleObserver]): each seat chooses in its own tree, over
// its own observations. A card played face down then leads, in the
// opponents' trees, to one node whatever the card, and a secret pick made
// before an opponent's stays secret from it. With [SingleObserver] one
// tree over the deciding seat's observations serves every seat: every
// seat still chooses its full action by its own statistics, and actions
// the deciding seat cannot tell apart share a child (SO-ISMCTS with
// partially observable moves), which is cheaper but models opponents as
// seeing the deciding seat's secret choices. Package toy's Pennies shows
// the difference: hiding a coin is right against a blind guesser and
// wrong against one who sees it.
//
// # Reproducibility and cost
//
// The budget is a number of iterations and every random choice comes
// from the decision's seed, so a decision is a function of (game,
// determinizer, legal actions, seed, Config): the same on every run, in
// every goroutine, on every machine. Config.Duration adds a wall-clock
// stop, which is not reproducible. A Search is single-threaded; a
// harness runs many games in parallel, one Search per goroutine.
//
// Nodes and edges live in slices and refer to each other by index; a
// Search keeps its buffers between decisions, so once warm a decision
// allocates nothing (the benchmarks report 0 allocs/op).
//
// Errors wrap [ErrConfig], [ErrEngine], [ErrDeterminizer] and
// [ErrNoActions], with messages starting "search: ".
package search
