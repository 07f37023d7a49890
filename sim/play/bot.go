package play

// Bot chooses actions for one seat.
type Bot[V any, A comparable] interface {
	// Choose returns one of legal (never empty), the legal actions of the
	// seat whose View v is. v and legal are the loop's buffers, valid
	// during the call only: a bot copies what it keeps. v is nil for a
	// Blind bot.
	Choose(v *V, legal []A) A
}

// Blind is implemented by bots that decide from the legal actions alone;
// the loop then builds no View for them and passes nil.
type Blind interface {
	// Blind reports that the bot never reads its View.
	Blind() bool
}

// Observer is implemented by bots that remember what their seat saw
// between their decisions, such as the search agent, which remembers the
// cards and bases it glimpsed. The loop calls Observe once when the game
// starts (the observation of mover -1) and then after every action
// applied, whoever made it, with the seat's observation of it
// (Rules.Observation). o is the loop's buffer: an Observer copies what it
// keeps. An Observer plays one seat.
type Observer[O any] interface {
	Observe(o *O)
}

// Overrule returns a bot that plays seat's decisions as decide says where
// it takes them (reports true) and asks b for the others: a study's
// seeded coin choosing corporations, say. The result observes as b does:
// it is an Observer exactly when b is one, and Blind never.
func Overrule[V, O any, A comparable](b Bot[V, A], decide func(v *V, legal []A) (A, bool)) Bot[V, A] {
	o := overruled[V, A]{b: b, decide: decide}
	if obs, ok := b.(Observer[O]); ok {
		return &overruledObserver[V, O, A]{overruled: o, obs: obs}
	}
	return &o
}

type overruled[V any, A comparable] struct {
	b      Bot[V, A]
	decide func(v *V, legal []A) (A, bool)
}

func (o *overruled[V, A]) Choose(v *V, legal []A) A {
	if a, ok := o.decide(v, legal); ok {
		return a
	}
	return o.b.Choose(v, legal)
}

type overruledObserver[V, O any, A comparable] struct {
	overruled[V, A]
	obs Observer[O]
}

func (o *overruledObserver[V, O, A]) Observe(ob *O) { o.obs.Observe(ob) }
