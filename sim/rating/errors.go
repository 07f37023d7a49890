package rating

import "errors"

var (
	// ErrResult reports a game result the ratings cannot use: fewer than
	// two agents, an agent out of range or twice in one game, a negative
	// place, or a tie of more than MaxTie agents.
	ErrResult = errors.New("rating: bad result")
	// ErrDegenerate reports results with no finite maximum-likelihood
	// ratings when the fit has no prior: some group of agents never lost
	// to (or never beat) the others, or an agent has no games.
	ErrDegenerate = errors.New("rating: ratings not determined by the results")
	// ErrMismatch reports two tallies of different agents, which cannot
	// be merged.
	ErrMismatch = errors.New("rating: tallies do not match")
	// ErrTally reports a tally that cannot be read: malformed JSON or
	// counts no games could produce.
	ErrTally = errors.New("rating: bad tally")
	// ErrNotConverged reports a fit that did not converge within its
	// iteration limit.
	ErrNotConverged = errors.New("rating: fit did not converge")
)
