// Package ladder is the skill ladder of aresim: a round-robin of agents
// (bot tiers, search budgets) in mirror matches on the Monte Carlo
// harness (package sim), reported as a win-rate matrix with Wilson
// intervals and ratings with intervals (package rating).
//
// An engine (The Ares Project, Ares Expedition) supplies an Engine: how
// many sides a game has, the pools every side plays from (a faction that
// every seat plays, a corporation deck every seat draws from), and how to
// play one game between named agents. Study turns it into a sim.Game:
// game i plays table ⌊i/(R·P)⌋ mod T on pool ⌊i/R⌋ mod P in rotation
// i mod R, where a table is the agents of one game, P the number of
// pools and R = the number of sides: rotation r seats the table's agent k
// on side (k+r) mod R, so over R games every agent of a table holds every
// side once. A run of a multiple of R·P·T games (Study.Cycle) plays every
// table on every pool in every rotation equally often.
//
// With at least as many agents as sides, a table is a set of distinct
// agents, every such set once. With fewer agents than sides (two tiers in
// a four-player game), a table is every multiset of agents with at least
// two different ones (for two agents and four sides: three of one and one
// of the other, two and two, one and three), and an agent holding several
// sides places as its best side.
//
// Results are counted in a rating.Tally, whose integer counts merge
// exactly, so shards of a ladder merge byte for byte into the summary of
// the whole run. The report fits Bradley-Terry ratings to two-sided games
// and Plackett-Luce ratings to finishing orders of three to six sides.
package ladder
