// Package calc is the work of the battle calculator's web page, in the
// terms the page asks for it: a battle read from the page's URL query,
// whose parameters are the flags of `aresim battle` (Read); what the page
// shows of it (Describe) and of the units it can pick (Units); its exact
// odds, or the word that Monte Carlo must run (Exact); ranges of its Monte
// Carlo battles, played on the harness as the run's odds.Simulation into
// summaries that merge like shards' (Play), and the odds of their merge
// (Odds), in the JSON form `aresim battle --format json` prints.
//
// The page runs it in its web workers, compiled to WebAssembly (see
// package web); the tests run it natively, against the command line.
package calc
