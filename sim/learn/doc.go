// Package learn holds the learned models of the bots and their training,
// written once for every engine: a value model (a seat's chance of
// winning, from the features of what the seat knows) and a policy model
// (a score per legal action), the weights file that carries them, the
// training data gathered from games, and a deterministic fit.
//
// An engine supplies an Encoder: fixed-length features of a View and of
// a legal action in it. Everything else is generic. Models are small
// enough that a decision costs microseconds and allocates nothing: a
// policy is linear in the action features, and the value model is a
// logistic regression with, optionally, one hidden layer of tanh units
// beside it.
//
// Training is reproducible from its seed. Data is gathered per game (each
// game seeded from the run's seed and its index, as in package sim), kept
// in game order, and the fit sums its gradients over fixed chunks of that
// order, in chunk order, so the weights are the same bytes at any number
// of workers on the same architecture.
package learn
