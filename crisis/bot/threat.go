package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// metrics are the three parameters of Crisis.
const metrics = 3

// lastPurple is the highest step of each metric's purple zone.
var lastPurple = func() (l [metrics]int) {
	for par := cards.Param(0); par < metrics; par++ {
		for v := 0; v <= expedition.ParamMax(par); v++ {
			if expedition.ZoneAt(par, v) == cards.Purple {
				l[par] = v
			}
		}
	}
	return l
}()

// tier5 is the number of tier 5 Crisis cards under Dwindling Supplies at
// every player count; prepRounds is how many rounds before Dwindling
// Supplies comes out the bot starts raising every metric to its maximum
// (the round it comes out is the one most likely to end in a win).
const (
	tier5      = 3
	prepRounds = 2
)

// raiseMC is what a standard project pays for one step of each metric,
// the unit in which harm is measured.
var raiseMC = [metrics]float64{14, 20, 15}

// threat is the bot's reading of the table: how far each metric stands
// above its purple zone and how much the Crisis cards in play will take
// from it at the next Crisis step.
type threat struct {
	margin [metrics]int
	next   [metrics]float64
	maxed  [metrics]bool
	last   bool // Dwindling Supplies is out: terraform everything
	// dwindlingNext: Dwindling Supplies comes out within prepRounds.
	dwindlingNext bool
	rounds        int
	ids           []int
}

// assess reads the view.
func (t *threat) assess(v *crisis.View) {
	g := v.Game()
	t.last = v.LastDrawn()
	// The deck is built by tiers: Dwindling Supplies lies on the tier 5
	// cards, so the round it comes out is known from the deck's size.
	t.dwindlingNext = !t.last && v.DeckSize() <= tier5+prepRounds
	t.rounds = v.DeckSize() + 1
	for par := cards.Param(0); par < metrics; par++ {
		t.margin[par] = g.Param(par) - lastPurple[par]
		t.maxed[par] = g.Param(par) >= expedition.ParamMax(par)
		t.next[par] = 0.7 // the next Crisis card's immediate effect, on average
	}
	t.ids = v.InPlay(t.ids[:0])
	for _, id := range t.ids {
		addLowerings(&t.next, v.Deck().Card(id).Persistent, 1)
	}
	oceans := g.Param(cards.Oceans) - int(t.next[cards.Oceans]+0.5)
	switch expedition.ZoneAt(cards.Oceans, oceans) {
	case cards.Yellow:
		t.next[cards.Temperature] += 0.5
		t.next[cards.Oxygen] += 0.5
	case cards.RedZone:
		t.next[cards.Temperature]++
		t.next[cards.Oxygen]++
	}
}

// addLowerings adds what a program lowers to by, weight times; the
// alternatives of a choice count equally.
func addLowerings(by *[metrics]float64, prog cards.Program, weight float64) {
	for i := 0; i < len(prog); i++ {
		op := &prog[i]
		switch op.Code {
		case cards.OpLower:
			if op.Param < metrics {
				by[op.Param] += weight * float64(op.N)
			}
		case cards.OpChoose:
			weight /= float64(op.N)
		}
	}
}

// urgent reports whether a metric must be raised this round: the next
// Crisis step could push it into purple, or Dwindling Supplies is out and
// a metric is short of its maximum.
func (t *threat) urgent() bool {
	for par := 0; par < metrics; par++ {
		if t.needs(cards.Param(par)) {
			return true
		}
	}
	return false
}

// allMaxed reports whether every metric is at its maximum.
func (t *threat) allMaxed() bool { return t.maxed[0] && t.maxed[1] && t.maxed[2] }

// needs reports whether metric par must be raised now.
func (t *threat) needs(par cards.Param) bool {
	if t.maxed[par] {
		return false
	}
	return t.last || t.dwindlingNext || float64(t.margin[par])-t.next[par] < 2.5
}

// lowerHarm is what lowering par n steps costs the team, in MC: the price
// of raising it back, more the closer it comes to purple, and a lost game
// (a large number) when it goes below the track.
func (t *threat) lowerHarm(par cards.Param, n int) float64 {
	left := t.margin[par] - n
	if t.margin[par]+lastPurple[par]-n < 0 {
		return 1000
	}
	harm := raiseMC[par] * float64(n)
	if left <= 0 {
		harm += 60
	} else {
		harm *= 1 + 3/float64(left)
	}
	if par == cards.Oceans {
		// Below white the ocean token lowers temperature or oxygen every
		// round until the oceans are raised again.
		now := t.margin[par] + lastPurple[par]
		for step := now - n; step < now; step++ {
			if expedition.ZoneAt(cards.Oceans, step) != cards.White {
				harm += 12
			}
		}
	}
	return harm
}

// harm values the ops from..to of a Crisis effect for the player to move.
func (t *threat) harm(v *crisis.View, prog cards.Program, from, to int) float64 {
	h := 0.0
	for i := from; i < to; i++ {
		op := &prog[i]
		switch op.Code {
		case cards.OpLower:
			h += t.lowerHarm(op.Param, int(op.N))
		case cards.OpLose:
			h += float64(op.N)
		case cards.OpTR:
			h -= float64(op.N) * float64(min(t.rounds, 8))
		case cards.OpGain:
			w := 1.0
			switch op.Res {
			case cards.Plants:
				w = 1.5
			case cards.Cards:
				w = 3
			}
			h -= w * float64(op.N)
		case cards.OpRemoveGreen:
			h += 12
		}
	}
	return h
}

// cardHarm values what Crisis card id does to the team every round it
// stays in play.
func (t *threat) cardHarm(v *crisis.View, id int) float64 {
	var by [metrics]float64
	addLowerings(&by, v.Deck().Card(id).Persistent, 1)
	h := 0.0
	for par := cards.Param(0); par < metrics; par++ {
		if by[par] > 0 {
			h += t.lowerHarm(par, int(by[par]+0.5)) * by[par] / max(float64(int(by[par]+0.5)), 1)
		}
	}
	return h
}

// goalValue values what playing card c does to the Crisis cards in play:
// each counter it removes is worth a share of the harm the card does every
// round, and a little for bringing its end closer.
func (t *threat) goalValue(v *crisis.View, c *cards.Card) float64 {
	val := 0.0
	for _, id := range t.ids {
		g := &v.Deck().Card(id).Goal
		if g.Kind != cards.GoalPlay {
			continue
		}
		if n := min(g.Filter.MatchCount(c), v.Counters(id)); n > 0 {
			val += float64(n) * (4 + 2*t.cardHarm(v, id)/float64(v.Counters(id)))
		}
	}
	return val
}

// goalCount returns how many counters playing card c would remove.
func (t *threat) goalCount(v *crisis.View, c *cards.Card) int {
	n := 0
	for _, id := range t.ids {
		g := &v.Deck().Card(id).Goal
		if g.Kind == cards.GoalPlay {
			n += min(g.Filter.MatchCount(c), v.Counters(id))
		}
	}
	return n
}

// raiseGoal reports whether raising par meets a goal in play.
func (t *threat) raiseGoal(v *crisis.View, par cards.Param) bool {
	for _, id := range t.ids {
		if g := &v.Deck().Card(id).Goal; g.Kind == cards.GoalRaise && g.Param == par {
			return true
		}
	}
	return false
}

// standardWorth scores standard project k for the team (0: leave it to the
// Expedition heuristic).
func (t *threat) standardWorth(v *crisis.View, k int) float64 {
	var par cards.Param
	free := false // paid in heat or plants, which have few other uses in Crisis
	switch k {
	case expedition.StdTempHeat:
		par, free = cards.Temperature, true
	case expedition.StdTempMC:
		par = cards.Temperature
	case expedition.StdForestPlants:
		par, free = cards.Oxygen, true
	case expedition.StdForestMC:
		par = cards.Oxygen
	case expedition.StdOceanMC:
		par = cards.Oceans
	default:
		return 0
	}
	if t.maxed[par] {
		if free && par == cards.Oxygen {
			return 0.5 // a forest still banks a VP token
		}
		return 0
	}
	// A step is TR, and TR is income for the rounds left; below white it
	// also shields the team from detriments, and near purple from a loss.
	sc := 1.2*float64(min(t.rounds, 10)) + 6/float64(max(t.margin[par]-int(t.next[par]+0.5), 1))
	if expedition.ZoneAt(par, t.margin[par]+lastPurple[par]) != cards.White {
		sc += 4
	}
	if t.needs(par) {
		sc += 8
	}
	if t.raiseGoal(v, par) {
		sc += 6
	}
	if free {
		return sc + 2
	}
	return sc - 0.6*raiseMC[par]
}

// shortOfMC reports whether the player lacks the MC of a standard project.
func (t *threat) shortOfMC(g *expedition.View) bool { return g.Info(g.Player()).MC < 14 }

// cheapestNeed returns the MC of the cheapest standard project that raises
// a metric the team needs raised, or 0.
func (t *threat) cheapestNeed() int {
	best := 0
	for par := cards.Param(0); par < metrics; par++ {
		if t.needs(par) && (best == 0 || int(raiseMC[par]) < best) {
			best = int(raiseMC[par])
		}
	}
	return best
}
