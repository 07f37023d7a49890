package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// What the feature encoder reads of the Crisis side of the table, shared
// by its state and action features: the Crisis cards in play and what
// they hold against each metric. Everything here comes from the View's
// exported queries and lives on the stack.

// maxInPlay bounds the Crisis cards in play the encoder reads (the engine
// keeps at most 24).
const maxInPlay = 32

// crises is the encoder's reading of the Crisis cards in play.
type crises struct {
	deck   *crisis.Deck
	ids    [maxInPlay]int
	n      int
	level  [metrics]int
	sure   [metrics]int // what the persistent effects in play lower for sure at the next Crisis step
	goals  int          // counters on the cards in play whose goal is to play cards
	raises [metrics]int // counters on the cards in play whose goal is to raise the metric
}

// readCrises reads the Crisis cards in play and the metrics.
func readCrises(v *crisis.View, c *crises) {
	c.deck = v.Deck()
	c.n = len(v.InPlay(c.ids[:0]))
	g := v.Game()
	for par := cards.Param(0); par < metrics; par++ {
		c.level[par] = g.Param(par)
	}
	c.sure, c.goals, c.raises = [metrics]int{}, 0, [metrics]int{}
	for _, id := range c.ids[:c.n] {
		card := c.deck.Card(id)
		addCertain(&c.sure, card.Persistent)
		switch gl := &card.Goal; gl.Kind {
		case crisis.GoalPlay:
			c.goals += v.Counters(id)
		case crisis.GoalRaise:
			if gl.Param < metrics {
				c.raises[gl.Param] += v.Counters(id)
			}
		}
	}
}

// goalCount is how many counters playing project card pc removes from the
// Crisis cards in play (as reading.goalCount).
func (c *crises) goalCount(v *crisis.View, pc *cards.Card) int {
	return c.goalCountAs(v, pc, cards.TagWild)
}

// goalCountAs is goalCount for a card whose wild tag stands for tag wild.
func (c *crises) goalCountAs(v *crisis.View, pc *cards.Card, wild cards.Tag) int {
	n := 0
	for _, id := range c.ids[:c.n] {
		if gl := &c.deck.Card(id).Goal; gl.Kind == crisis.GoalPlay {
			n += min(gl.Filter.MatchCountAs(pc, wild), v.Counters(id))
		}
	}
	return n
}

// urgency is how pressing a step of metric par is: 1 when the persistent
// effects in play leave it in purple, or one step above, after the next
// Crisis step, falling as 1/k with the k-th step above that.
func (c *crises) urgency(par cards.Param) float64 {
	m := c.level[par] - c.sure[par] - lastPurple[par]
	return 1 / float64(1+max(m-1, 0))
}

// effect sums what a program does: the steps it moves each metric (raises
// up, lowerings down), the resources it gains in MC (heat and plants at
// half and three quarters, a card at 3, a TR at 2) and the production it
// adds in MC. The alternatives of a choice count equally.
type effect struct {
	delta      [metrics]float64
	gain, prod float64
}

// resMC is what one of a resource counts for in effect's sums.
var resMC = [cards.NumResources]float64{cards.MC: 1, cards.Heat: 0.5, cards.Plants: 0.75, cards.Cards: 3}

// add adds to e what prog[from:to] does.
func (e *effect) add(prog cards.Program, from, to int) {
	w := 1.0
	for i := from; i < to && i < len(prog); i++ {
		op := &prog[i]
		n := w * float64(op.N)
		switch op.Code {
		case cards.OpRaise:
			if op.Param < metrics {
				e.delta[op.Param] += n
			}
		case cards.OpLower:
			if op.Param < metrics {
				e.delta[op.Param] -= n
			}
		case cards.OpForest:
			e.delta[cards.Oxygen] += n
			e.gain += n // the forest's VP token
		case crisis.OpLowerMetrics:
			for par := range e.delta {
				e.delta[par] -= w * float64(op.N+op.M) / metrics
			}
		case crisis.OpLowerByZone:
			for par := range e.delta {
				e.delta[par] -= n / metrics
			}
		case cards.OpGain, crisis.OpGainOther:
			if op.Res < cards.NumResources {
				e.gain += n * resMC[op.Res]
			}
		case cards.OpLose:
			if op.Res < cards.NumResources {
				e.gain -= n * resMC[op.Res]
			}
		case cards.OpDiscard:
			e.gain -= n * resMC[cards.Cards]
		case cards.OpTR:
			e.gain += 2 * n
		case cards.OpProduction:
			if op.Res < cards.NumResources {
				e.prod += n * resMC[op.Res]
			}
		case cards.OpSteel:
			e.prod += n
		case cards.OpTitanium:
			e.prod += 1.5 * n
		case cards.OpChoose:
			if op.N > 0 {
				w /= float64(op.N)
			}
		}
	}
}

// vec writes features in order into a buffer.
type vec struct {
	d []float32
	i int
}

// put writes x.
func (w *vec) put(x float64) {
	w.d[w.i] = float32(x)
	w.i++
}

// flag writes 1 for true, 0 for false.
func (w *vec) flag(b bool) {
	if b {
		w.d[w.i] = 1
	} else {
		w.d[w.i] = 0
	}
	w.i++
}

// onehot writes n entries, 1 at k (none when k is outside [0, n)).
func (w *vec) onehot(k, n int) {
	for j := 0; j < n; j++ {
		w.flag(j == k)
	}
}

// bits writes n entries, bit j of m at entry j.
func (w *vec) bits(m uint8, from, n int) {
	for j := 0; j < n; j++ {
		w.flag(m&(1<<(from+j)) != 0)
	}
}

// clip bounds x to [lo, hi].
func clip(x, lo, hi float64) float64 { return min(max(x, lo), hi) }

// relSeat is player q's place after player me: 0 for me, 1 for the next
// player, and so on.
func relSeat(me, q, n int) int { return ((q-me)%n + n) % n }

// seatAt is the player at place k after me (relSeat's inverse).
func seatAt(me, k, n int) int { return (me + k) % n }

// affordMC is what player in can spend in MC on a card (heat too, for a
// corporation that pays with it).
func affordMC(in *expedition.PlayerInfo) int { return in.MC + heatMC(in) }
