package learn

import "github.com/aresim/aresim/sim/play"

// Tier returns a tier of bots that play from weights, for an engine's
// registry: "name" plays the embedded weights (def), "name=FILE" those
// of FILE, read by read (an engine's ReadWeightsFile, which refuses a
// stale or foreign file in one line). With budgeted, the tier also takes
// a budget, "name:N" and "name:N=FILE", and newBot is given it (0 for the
// engine's default); otherwise newBot is given 0. newBot makes the bot of
// weights w seeded with seed. The tier's definition, in a study's
// fingerprint, is its weights' hash (Definition).
func Tier[V any, A comparable](name string, def func() *Weights, read func(path string) (*Weights, error), budgeted bool,
	newBot func(w *Weights, budget int, seed uint64) play.Bot[V, A]) play.Tier[V, A] {
	t := tierOf(def, budgeted, newBot)
	t.Name = name
	t.With = func(path string) (play.Tier[V, A], error) {
		w, err := read(path)
		if err != nil {
			return play.Tier[V, A]{}, err
		}
		return tierOf(func() *Weights { return w }, budgeted, newBot), nil
	}
	return t
}

// tierOf is the tier of the weights w returns (called at each bot made:
// the embedded weights decode on first use).
func tierOf[V any, A comparable](w func() *Weights, budgeted bool, newBot func(w *Weights, budget int, seed uint64) play.Bot[V, A]) play.Tier[V, A] {
	t := play.Tier[V, A]{Definition: func() string { return Definition(w()) }}
	if budgeted {
		t.Budget = func(n int, seed uint64) play.Bot[V, A] { return newBot(w(), n, seed) }
	} else {
		t.New = func(seed uint64) play.Bot[V, A] { return newBot(w(), 0, seed) }
	}
	return t
}
