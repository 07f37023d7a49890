package bot

import (
	"math"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/internal/dice"
)

// Reset makes the bot as new, seeded with seed: it forgets the game it
// played (its phase choices so far, the order its cards came into play)
// and everything it worked out from earlier views, so its next decision is
// the one a new bot would make from the same view. It keeps its buffers
// and what depends on the catalogue alone, so it allocates nothing.
func (h *Heuristic) Reset(seed uint64) {
	h.rng = dice.New(seed)
	h.chose = [expedition.NumPhases + 1]float64{}
	h.altOrder = h.altOrder[:0]
	// Every cache is stamped with the decision's situation (stamp), a view
	// (views), a ranking (hand.keyed) or the tile tables' key: moving
	// each on leaves no entry that matches.
	h.stamp++
	h.views++
	h.key = forgotten
	h.tc.key.vp = math.NaN() // equal to no key: the tile tables are built again
	h.draws.round = 0        // the sampled cards' worths are read again
	h.hand.keyed++
	h.hand.ordered = false
}

// forgotten is a board-situation key prepare never computes (its top
// bits are always clear), so the next view is assessed afresh.
const forgotten = 1 << 63
