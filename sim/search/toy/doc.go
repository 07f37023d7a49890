// Package toy holds small games for testing and demonstrating the search
// in package search: each one exercises one thing the search must get
// right, and most have a known best move to check it against.
//
//   - Nim: perfect information, two players or two teams of two (a shared
//     team reward); the winning move is known.
//   - TicTacToe: perfect information; wins and blocks are known.
//   - Trick: a two-player card game with hidden hands and cards glimpsed
//     by one player only, so a player's View forgets what its memory must
//     keep; it has a View, a Memory and a Determinizer, and a check that
//     a sample contradicts nothing the player knows.
//   - Pennies: a secret move the opponent cannot see, where modelling the
//     opponent as seeing it changes the best move.
//   - GameTree: random game trees for three or more players, solved
//     exactly by backward induction (max^n).
//   - Race: a dice race with chance inside Apply, solved exactly.
//
// Every game is a value state type plus a zero-size (or read-only)
// adapter implementing search.Game. Open is the determinizer of a
// perfect-information game.
package toy

// Open is the determinizer of a perfect-information game: every sample
// is State, with its generator reseeded by Reseed (nil for a game without
// chance).
type Open[S any] struct {
	State  S
	Reseed func(s *S, seed uint64)
}

// Determinize copies the state and reseeds its generator.
func (o *Open[S]) Determinize(dst *S, seed uint64) {
	*dst = o.State
	if o.Reseed != nil {
		o.Reseed(dst, seed)
	}
}
