package learn

// Learned is the learned tier's bot: no search, the policy's top-scored
// legal action (the first on a tie). It is a play.Bot of any engine whose
// Encoder it is given, and allocates nothing once its buffers have grown.
type Learned[V any, A comparable] struct {
	enc Encoder[V, A]
	w   *Weights
	x   []float32
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
	return &Learned[V, A]{enc: enc, w: w}
}

// Choose returns the legal action the policy scores highest.
func (b *Learned[V, A]) Choose(v *V, legal []A) A {
	if len(legal) == 1 {
		return legal[0]
	}
	n := b.enc.ActionLen()
	b.x = rows(b.x, len(legal), n)
	b.enc.Actions(v, legal, b.x)
	best, hi := 0, 0.0
	for i := range legal {
		if s := b.w.Policy.Score(b.x[i*n : (i+1)*n]); i == 0 || s > hi {
			best, hi = i, s
		}
	}
	return legal[best]
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
}

// NewGuide returns the guide of weights w with features by enc.
func NewGuide[V any, A comparable](enc Encoder[V, A], w *Weights) *Guide[V, A] {
	return &Guide[V, A]{enc: enc, w: w, state: make([]float32, enc.StateLen()), scratch: make([]float64, w.Value.ScratchLen())}
}

// Prior writes the policy's score of each of legal in View v into dst.
func (g *Guide[V, A]) Prior(v *V, legal []A, dst []float64) {
	n := g.enc.ActionLen()
	g.action = rows(g.action, len(legal), n)
	g.enc.Actions(v, legal, g.action)
	for i := range legal {
		dst[i] = g.w.Policy.Score(g.action[i*n : (i+1)*n])
	}
}

// Value returns the value model's chance that View v's seat wins.
func (g *Guide[V, A]) Value(v *V) float64 {
	g.enc.State(v, g.state)
	return g.w.Value.Predict(g.state, g.scratch)
}

// Weights returns the guide's weights.
func (g *Guide[V, A]) Weights() *Weights { return g.w }
