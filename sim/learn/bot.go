package learn

// Learned is the learned tier's bot: no search, the policy's top-scored
// legal action (the first on a tie). It is a play.Bot of any engine whose
// Encoder it is given, and allocates nothing once its buffers have grown.
type Learned[V any, A comparable] struct {
	enc    Encoder[V, A]
	w      *Weights
	x      []float32
	state  []float32
	scores []float64
	sc     PolicyScratch
}

// rows returns buf grown to n rows of the action features.
func rows(buf []float32, n, width int) []float32 {
	if cap(buf) < n*width {
		buf = make([]float32, n*width)
	}
	return buf[:n*width]
}

// NewLearned returns the learned bot of weights w with features by enc.
func NewLearned[V any, A comparable](enc Encoder[V, A], w *Weights) *Learned[V, A] {
	return &Learned[V, A]{enc: enc, w: w, state: make([]float32, enc.StateLen())}
}

// Choose returns the legal action the policy scores highest.
func (b *Learned[V, A]) Choose(v *V, legal []A) A {
	if len(legal) == 1 {
		return legal[0]
	}
	b.x = rows(b.x, len(legal), b.enc.ActionLen())
	b.enc.Actions(v, legal, b.x)
	if b.w.Policy.StateInputs > 0 {
		b.enc.State(v, b.state)
	}
	if cap(b.scores) < len(legal) {
		b.scores = make([]float64, len(legal))
	}
	b.scores = b.scores[:len(legal)]
	b.w.Policy.Scores(b.state, b.x, b.scores, &b.sc)
	return legal[argmax(b.scores)]
}

// Weights returns the bot's weights.
func (b *Learned[V, A]) Weights() *Weights { return b.w }

// Guide is what a search guided by learned models asks of them: the
// policy's scores as priors and the value model's estimate of a seat's
// chance, both from a View. One Guide serves one search at a time.
type Guide[V any, A comparable] struct {
	enc     Encoder[V, A]
	w       *Weights
	state   []float32
	action  []float32
	scratch []float64
	sc      PolicyScratch
}

// NewGuide returns the guide of weights w with features by enc.
func NewGuide[V any, A comparable](enc Encoder[V, A], w *Weights) *Guide[V, A] {
	return &Guide[V, A]{enc: enc, w: w, state: make([]float32, enc.StateLen()), scratch: make([]float64, w.Value.ScratchLen())}
}

// Prior writes the policy's score of each of legal in View v into dst.
func (g *Guide[V, A]) Prior(v *V, legal []A, dst []float64) {
	g.action = rows(g.action, len(legal), g.enc.ActionLen())
	g.enc.Actions(v, legal, g.action)
	if g.w.Policy.StateInputs > 0 {
		g.enc.State(v, g.state)
	}
	g.w.Policy.Scores(g.state, g.action, dst[:len(legal)], &g.sc)
}

// Value returns the value model's chance that View v's seat wins.
func (g *Guide[V, A]) Value(v *V) float64 {
	g.enc.State(v, g.state)
	return g.w.Value.Predict(g.state, g.scratch)
}

// Weights returns the guide's weights.
func (g *Guide[V, A]) Weights() *Weights { return g.w }
