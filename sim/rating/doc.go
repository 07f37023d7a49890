// Package rating turns the results of games between agents (bots, search
// budgets, players) into ratings with intervals: the strength ladder of a
// round-robin.
//
// # Counting results
//
// A [Tally] holds integer counts of [Result]s, the sufficient statistics
// of both models below, so tallies of the shards of a study merge exactly
// ([Tally.Merge]) and marshal to JSON. A result lists the agents of one
// game with their places (0 first; equal places tie: a draw, a shared
// win); each agent appears once per game (a team, or all the seats one
// agent holds, is one entry).
//
// # Models
//
// [Tally.BradleyTerry] fits the Bradley-Terry model to every pairwise
// result: agent i finishes above agent j with probability γ_i/(γ_i+γ_j),
// a draw counting half a win each way. [Tally.PlackettLuce] fits the
// Plackett-Luce model to finishing orders, for games of three to six
// agents: first place goes to agent i with probability γ_i/Σγ over the
// game's agents, second place the same way among the rest, and so on; a
// tie counts as the average of its orders. On two-agent games the two
// models are the same. In multiplayer games prefer Plackett-Luce: the
// pairwise results of one game are not independent, and Bradley-Terry's
// intervals from them come out too narrow.
//
// Both are fitted by Hunter's MM algorithm (Annals of Statistics, 2004),
// which raises the likelihood at every step. By default each agent also
// plays one virtual drawn game against a fixed reference agent (Options):
// a weak prior that keeps ratings finite when an agent never lost (or
// never won), or has no games, at the cost of a slight pull towards the
// reference for agents with few games. Options.NoPrior fits the plain
// maximum-likelihood ratings and reports results that do not determine
// them with [ErrDegenerate].
//
// # Reading ratings
//
// [Ratings] are on the Elo scale, 400·log10 γ, centred on the agents'
// mean: only differences mean something. A difference of d points says
// the stronger agent wins a two-agent game with probability
// 1/(1+10^(-d/400)): 100 points is 64%, 200 points 76%, 400 points 91%.
// Intervals are 95% Wald intervals from the observed Fisher information
// (the curvature of the log-likelihood at the fit, prior included): they
// are deterministic and cheap, and accurate once each agent has some tens
// of games against others. [Ratings.Interval] is for an agent's centred
// rating; [Ratings.Diff] gives the interval of a difference, the one to
// read for "is A stronger than B": A is stronger at the 95% level when
// Diff's lower bound is above 0.
//
// [Cell] is one entry of the win-rate matrix (wins, draws and losses of
// an agent against another) with Wilson intervals from package sim.
//
// Errors wrap [ErrResult], [ErrDegenerate], [ErrMismatch], [ErrTally] and
// [ErrNotConverged], with messages starting "rating: ".
package rating
