// Command aresim plays, replays and simulates The Ares Project and
// Terraforming Mars: Ares Expedition, and computes battle odds.
//
// Run `aresim --help` for the subcommands.
package main

import "os"

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }
