package search

import (
	"fmt"
	"time"

	"github.com/aresim/aresim/internal/dice"
)

// Search is an information-set Monte Carlo tree search over one Game. It
// holds its tree and buffers between decisions, so a Search that has
// decided a few times decides again without allocating. It is not safe
// for concurrent use: give each goroutine its own (the search is one
// thread per decision; a harness plays many games in parallel).
type Search[S any, A comparable] struct {
	game  Game[S, A]
	obs   Observer[S, A]
	eval  Evaluator[S]
	roll  RolloutPolicy[S, A]
	prior PriorPolicy[S, A]
	fixed FixedPolicy[S, A]
	cfg   Config
	multi bool // one tree per seat

	tree      tree[A]
	work      S         // the iteration's determinization, played in place
	legal     []A       // the legal actions of the current decision
	rootLegal []A       // the caller's legal actions
	rootPrior []float64 // the priors of the caller's legal actions at the mover's root, if given
	hasRoot   bool      // whether rootPrior holds the next or current decision's priors
	avail     []int32   // the edges of legal at the current node
	scores    []float64
	reward    []float64
	path      []step   // the edges chosen in the tree phase
	cur       []int32  // each tree's current node
	pending   []uint64 // each tree's outcomes of steps that moved no tree, for its next key
	rng       Rand
	mover     int // the seat deciding
	stats     Stats
}

// step is one choice of the tree phase, to back the reward up through.
type step struct {
	edge  int32
	mover int32
}

// Stats describes the last decision's search.
type Stats struct {
	// Iterations is the number of iterations run: the budget, unless the
	// decision was forced (0) or a Duration stopped it.
	Iterations int
	// Nodes and Edges count the tree's information sets and their
	// actions, over every tree.
	Nodes, Edges int
	// MaxDepth is the most choices one iteration made in the tree.
	MaxDepth int
	// RolloutActions is the number of actions played in rollouts.
	RolloutActions int
}

// New returns a search of game under cfg. It reports an ErrConfig error
// when cfg has a field out of range, or asks for truncated rollouts from
// a game without an Evaluator.
func New[S any, A comparable](game Game[S, A], cfg Config) (*Search[S, A], error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	if game == nil {
		return nil, fmt.Errorf("%w: nil game", ErrConfig)
	}
	m := &Search[S, A]{game: game, cfg: cfg}
	m.obs, _ = game.(Observer[S, A])
	m.eval, _ = game.(Evaluator[S])
	m.roll, _ = game.(RolloutPolicy[S, A])
	m.prior, _ = game.(PriorPolicy[S, A])
	m.fixed, _ = game.(FixedPolicy[S, A])
	if cfg.RolloutDepth != FullRollout && m.eval == nil {
		return nil, fmt.Errorf("%w: rollout depth %d needs a game with an Evaluator", ErrConfig, cfg.RolloutDepth)
	}
	switch cfg.Observers {
	case MultipleObserver:
		m.multi = true
	case AutoObservers:
		m.multi = m.obs != nil
	}
	return m, nil
}

// Config returns the search's configuration with its defaults filled in.
func (m *Search[S, A]) Config() Config { return m.cfg }

// Stats returns the statistics of the last decision.
func (m *Search[S, A]) Stats() Stats { return m.stats }

// Choose searches the decision of the seat to move and returns one of
// legal, that seat's legal actions as its View lists them. det samples
// the full states the seat cannot tell apart; seed seeds everything
// random in the decision (iteration i's determinization is seeded with
// DeriveSeed(seed, i)), so the same (det, legal, seed, Config) gives the
// same action on every run and machine. A decision with one legal action
// returns it at once. The returned action is the one tried most at the
// root (ties to the better mean, then to the earlier in legal).
func (m *Search[S, A]) Choose(det Determinizer[S], legal []A, seed uint64) (A, error) {
	var zero A
	m.stats = Stats{}
	if m.hasRoot {
		defer func() { m.hasRoot = false }() // the root priors serve this decision only, whatever it returns
	}
	if len(legal) == 0 {
		return zero, ErrNoActions
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	m.rootLegal = append(m.rootLegal[:0], legal...)
	if m.hasRoot {
		if len(m.rootPrior) != len(legal) {
			return zero, fmt.Errorf("%w: %d root priors for %d legal actions", ErrConfig, len(m.rootPrior), len(legal))
		}
		softmax(m.rootPrior, m.cfg.PriorTemperature)
	}
	m.tree.reset()
	m.rng = NewRand(DeriveSeed(seed, ^uint64(0)))
	var start time.Time
	if m.cfg.Duration > 0 {
		start = time.Now()
	}
	for i := 0; i < m.cfg.Iterations; i++ {
		if m.cfg.Duration > 0 && i > 0 && i%64 == 0 && time.Since(start) >= m.cfg.Duration {
			break
		}
		if err := m.iterate(det, DeriveSeed(seed, uint64(i)), i == 0); err != nil {
			return zero, err
		}
		m.stats.Iterations++
	}
	m.stats.Nodes, m.stats.Edges = len(m.tree.nodes), len(m.tree.edges)
	best, ok := m.best()
	if !ok {
		return zero, fmt.Errorf("%w: none of the %d legal actions was legal in any sample", ErrDeterminizer, len(legal))
	}
	return best, nil
}

// SetRootPrior gives the next Choose the scores of its legal actions (in
// the order of its legal list) from which the deciding seat's root takes
// its priors, as the softmax of scores at Config.PriorTemperature, in
// place of the PriorPolicy's scores of the sample that creates the root's
// edges. It is for a caller that scores its own decision better than a
// sample can: from what its seat remembers of the game, which a sample
// has no history of. Deeper nodes keep the PriorPolicy's priors. Choose
// refuses scores of another length than its legal list, and forgets them
// when it returns.
func (m *Search[S, A]) SetRootPrior(scores []float64) {
	m.rootPrior = append(m.rootPrior[:0], scores...)
	m.hasRoot = true
}

// begin sets up the trees for a decision from its first sample.
func (m *Search[S, A]) begin(s *S) {
	m.mover = m.game.ToMove(s)
	players := m.game.Players(s)
	m.reward = grow(m.reward, players)
	trees := 1
	if m.multi {
		trees = players
	}
	m.cur = grow(m.cur, trees)
	m.pending = grow(m.pending, trees)
	var zero A
	for range trees {
		m.tree.newNode(zero, 0, none)
	}
}

// grow returns s with length n, reusing its memory when it can.
func grow[E any](s []E, n int) []E {
	if cap(s) < n {
		return make([]E, n)
	}
	return s[:n]
}

// owner returns the seat whose observations tree t follows.
func (m *Search[S, A]) owner(t int) int {
	if m.multi {
		return t
	}
	return m.mover
}

// chooser returns the tree in which seat p chooses.
func (m *Search[S, A]) chooser(p int) int {
	if m.multi {
		return p
	}
	return 0
}

// iterate runs one iteration: a determinization, the tree phase down to
// the first new information set, a rollout, and the reward backed up.
func (m *Search[S, A]) iterate(det Determinizer[S], seed uint64, first bool) error {
	s := &m.work
	det.Determinize(s, seed)
	if m.game.Over(s) {
		return fmt.Errorf("%w: the game is over in the sample", ErrDeterminizer)
	}
	if first {
		m.begin(s)
	} else if p := m.game.ToMove(s); p != m.mover {
		return fmt.Errorf("%w: seat %d to move in a sample, seat %d in the first", ErrDeterminizer, p, m.mover)
	}
	for t := range m.cur {
		m.cur[t], m.pending[t] = int32(t), 0
	}
	m.path = m.path[:0]
	for !m.game.Over(s) {
		p := m.game.ToMove(s)
		m.legal = m.game.Legal(s, m.legal[:0])
		if len(m.legal) == 0 {
			return fmt.Errorf("%w: seat %d to move has no legal action", ErrEngine, p)
		}
		var a A
		chosen, fresh := false, false
		switch {
		case len(m.legal) == 1:
			a = m.legal[0]
		case m.fixed != nil && len(m.path) > 0:
			var ok bool
			if a, ok = m.fixed.FixedAction(s, m.legal, &m.rng); ok {
				break
			}
			fallthrough
		default:
			var e int32
			e, fresh = m.selectEdge(m.cur[m.chooser(p)], p, s)
			a, chosen = m.tree.edges[e].action, true
			m.path = append(m.path, step{edge: e, mover: int32(p)})
		}
		if err := m.game.Apply(s, a); err != nil {
			return fmt.Errorf("%w: seat %d's legal action %v: %w", ErrEngine, p, a, err)
		}
		if m.advance(p, a, chosen) {
			fresh = true
		}
		if fresh {
			break // the tree grew: the rest of the iteration is the rollout
		}
	}
	if len(m.path) > m.stats.MaxDepth {
		m.stats.MaxDepth = len(m.path)
	}
	if err := m.rollout(s); err != nil {
		return err
	}
	for _, st := range m.path {
		e := &m.tree.edges[st.edge]
		e.visits++
		e.reward += m.reward[st.mover]
	}
	return nil
}

// advance moves every tree to the child its owner observes after seat p
// played a. A step the search did not choose (a forced or fixed one)
// moves no tree: its outcome is folded into the key of the next chosen
// step. It reports whether the chooser's tree made a new node.
func (m *Search[S, A]) advance(p int, a A, chosen bool) (grew bool) {
	for t := range m.cur {
		seen, outcome := a, uint64(0)
		if m.obs != nil {
			seen, outcome = m.obs.Observe(&m.work, p, m.owner(t), a)
		}
		if outcome != 0 {
			m.pending[t] = dice.Derive(m.pending[t], outcome)
		}
		if !chosen {
			continue
		}
		c, created := m.tree.child(m.cur[t], seen, m.pending[t])
		m.cur[t], m.pending[t] = c, 0
		if created && t == m.chooser(p) {
			grew = true
		}
	}
	return grew
}

// rollout plays s on with the rollout policy and writes the rewards the
// iteration backs up into m.reward.
func (m *Search[S, A]) rollout(s *S) error {
	limit := m.cfg.MaxRolloutActions
	switch {
	case m.cfg.RolloutDepth == LeafEvaluation:
		limit = 0
	case m.cfg.RolloutDepth > 0:
		limit = m.cfg.RolloutDepth
	}
	n := 0
	for ; n < limit && !m.game.Over(s); n++ {
		m.legal = m.game.Legal(s, m.legal[:0])
		var a A
		switch len(m.legal) {
		case 0:
			return fmt.Errorf("%w: seat %d to move has no legal action", ErrEngine, m.game.ToMove(s))
		case 1:
			a = m.legal[0]
		default:
			if m.roll != nil {
				a = m.roll.RolloutAction(s, m.legal, &m.rng)
			} else {
				a = m.legal[m.rng.Intn(len(m.legal))]
			}
		}
		if err := m.game.Apply(s, a); err != nil {
			return fmt.Errorf("%w: rollout action %v: %w", ErrEngine, a, err)
		}
	}
	m.stats.RolloutActions += n
	switch {
	case m.game.Over(s):
		m.game.Reward(s, m.reward)
	case m.eval != nil:
		m.eval.Evaluate(s, m.reward)
	default:
		return fmt.Errorf("%w: a rollout did not end within %d actions", ErrEngine, limit)
	}
	return nil
}

// best returns the root action of the caller's legal list tried most.
func (m *Search[S, A]) best() (A, bool) {
	var best A
	root := int32(m.chooser(m.mover))
	bestVisits, bestMean, found := int32(0), 0.0, false
	for _, a := range m.rootLegal {
		e := m.tree.find(root, none, m.mover, a)
		if e == none || m.tree.edges[e].visits == 0 {
			continue
		}
		ed := &m.tree.edges[e]
		mean := ed.reward / float64(ed.visits)
		if !found || ed.visits > bestVisits || (ed.visits == bestVisits && mean > bestMean) {
			best, bestVisits, bestMean, found = a, ed.visits, mean, true
		}
	}
	return best, found
}

// ActionStats are the root statistics of one legal action.
type ActionStats[A comparable] struct {
	Action A
	// Visits is the number of iterations that chose it; Available the
	// number in which it was legal (every iteration, when the
	// determinizer is consistent with the caller's legal list).
	Visits, Available int
	// Mean is the deciding seat's mean reward over the visits (NaN
	// without visits): its estimated win probability.
	Mean float64
}

// RootStats appends the root statistics of each of the last decision's
// legal actions, in the caller's order, to dst. A forced decision has
// none.
func (m *Search[S, A]) RootStats(dst []ActionStats[A]) []ActionStats[A] {
	if m.stats.Iterations == 0 {
		return dst
	}
	root := int32(m.chooser(m.mover))
	for _, a := range m.rootLegal {
		st := ActionStats[A]{Action: a, Mean: nan()}
		if e := m.tree.find(root, none, m.mover, a); e != none {
			ed := &m.tree.edges[e]
			st.Visits, st.Available = int(ed.visits), int(ed.avail)
			if ed.visits > 0 {
				st.Mean = ed.reward / float64(ed.visits)
			}
		}
		dst = append(dst, st)
	}
	return dst
}
