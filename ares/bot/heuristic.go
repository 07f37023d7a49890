package bot

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/dice"
)

// Heuristic plays as well as cheap play can: it weighs every attack by
// the battle's estimated odds (a few microseconds each, see estimate.go)
// and by what the attack is worth in points (a Scoring card, the
// Frontier, the game), takes and contests the Frontier, makes Deep Strikes
// where they pay (a Surprise on a Frontier defence, a weak base), mixes
// its Normal Attacks and Deep Strikes, and its Frontier and Base defences,
// as the guessing game between them calls for, builds the units that beat
// the enemy's, and in battle matches, flanks, fires where its hits count
// most and retreats when pressing on costs more than it can win. It
// decides from its View only and remembers what it saw of each opponent's
// base. Ties and mixed choices are drawn with its seeded generator.
//
// Scores gives the value of every legal action of a decision; Choose
// plays the best.
type Heuristic struct {
	rng dice.Rand
	// mem[q] is what the bot saw of opponent q's base.
	mem [ares.MaxPlayers]memory
	// fought and takes are the battles and takes of the game when the bot
	// last decided.
	fought, takes int
	// declared is the attacker the bot last declared a defence against,
	// plus one, until its choice is seen; declaredAt the turn.
	declared, declaredAt int
	values               valueCache
	picked               int // the first setup pick, plus one
	t                    tuning
	scores               [512]float64
}

// tuning holds the weights of the heuristic's judgement that no rule
// fixes; they were chosen by playing variants against each other and
// against the bot that came before.
type tuning struct {
	// resourceScale scales the scores of resources and Buildings against
	// those of points.
	resourceScale float64
	// perResource is what a resource in a unit lost in battle costs, in
	// points.
	perResource float64
	// hold is what an Attack card kept for later is worth to a player
	// without the Frontier, in points.
	hold float64
	// bluff scales how far the bot expects a Frontier's controller that
	// wins the Frontier battle to declare a Base defence.
	bluff float64
	// frontier scales the Frontier's worth.
	frontier float64
	// special scales the scores of Special cards against those of
	// resources.
	special float64
	// costPower is the power of a unit's cost its value is divided by
	// for what a resource on it is worth: 1 for value per resource, more
	// for the many cheap units Lanchester's square law favours.
	costPower float64
}

var defaultTuning = tuning{resourceScale: 2, perResource: 0.3, hold: 3, bluff: 3, frontier: 1, special: 1.5, costPower: 2}

// NewHeuristic returns a Heuristic bot seeded with seed.
func NewHeuristic(seed uint64) *Heuristic { return newHeuristic(seed, defaultTuning) }

func newHeuristic(seed uint64, t tuning) *Heuristic { return &Heuristic{rng: dice.New(seed), t: t} }

// Reset makes the bot as new, seeded with seed, keeping its cache of unit
// values (which depend only on the faction data).
func (h *Heuristic) Reset(seed uint64) {
	values, t := h.values, h.t
	*h = Heuristic{rng: dice.New(seed), values: values, t: t}
}

// Choose returns the legal action with the best score (Scores). Where the
// scores say two actions are a guessing game (a Normal Attack and a Deep
// Strike of the same card, or the Frontier's controller's declaration),
// it draws between them with the probabilities the guess calls for.
func (h *Heuristic) Choose(v *ares.State, legal []ares.Action) ares.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	var d decision
	scores := h.scores[:0]
	if len(legal) > len(h.scores) {
		scores = make([]float64, 0, len(legal))
	}
	scores = h.scoreInto(v, legal, scores, &d)
	// Ties are broken by a seeded jitter far below any score difference.
	jitter := h.rng.Uint64()
	best, bestScore := 0, -1e18
	for i, sc := range scores {
		jitter = jitter*6364136223846793005 + 1442695040888963407
		sc += 1e-9 * float64(jitter>>54)
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	a := legal[best]
	switch {
	case a.Kind == ares.ActDefend:
		// The declaration is drawn: its scores are the probabilities.
		a = legal[h.draw(scores)]
	case a.Kind == ares.ActAttack:
		a = h.mixAttack(v, &d, legal, a)
	case a.Kind == ares.ActPick && h.picked == 0:
		h.picked = int(a.Card) + 1
	case a.Kind == ares.ActDestroy || (a.Kind == ares.ActReward && a.Arg == ares.RewardDestroy):
		h.destroyed(v, a)
	}
	return a
}

// draw returns an index drawn in proportion to the non-negative weights.
func (h *Heuristic) draw(w []float64) int {
	total := 0.0
	for _, x := range w {
		total += max(x, 0)
	}
	r := float64(h.rng.Uint64()>>11) / (1 << 53) * total
	for i, x := range w {
		if r -= max(x, 0); r < 0 {
			return i
		}
	}
	return len(w) - 1
}

// Scores appends to dst the bot's score of each action of legal, the legal
// actions of the decision v waits for (v is the deciding player's View),
// and returns it: higher is better, and the scores of a turn's plays are
// in the same unit (about half a point: a banked Scoring card scores 2),
// so they can serve as a prior. The scores of the Frontier's controller's
// declaration are the probabilities the bot plays them with. Scoring
// updates what the bot remembers of the bases it sees.
func (h *Heuristic) Scores(v *ares.State, legal []ares.Action, dst []float64) []float64 {
	var d decision
	return h.scoreInto(v, legal, dst, &d)
}

// scoreInto is Scores, keeping the decision's context in d for Choose.
func (h *Heuristic) scoreInto(v *ares.State, legal []ares.Action, dst []float64, d *decision) []float64 {
	me := v.Viewer()
	if me < 0 {
		me = v.ToMove()
	}
	h.remember(v, me)
	d.me = me
	switch k := legal[0].Kind; {
	case k == ares.ActPick:
		for _, a := range legal {
			dst = append(dst, h.pickScore(v, me, a))
		}
		return dst
	case k == ares.ActDefend:
		return h.defendScores(v, me, legal, dst)
	case isTurnPlay(k):
		h.turnContext(v, me, &d.turn)
		for i := range legal {
			dst = append(dst, h.turnScore(v, d, &legal[i]))
		}
		return dst
	case v.InBattle():
		h.predict(v, me)
		battleContext(v, me, &d.battle, legal)
	}
	for i := range legal {
		dst = append(dst, h.otherScore(v, d, legal[i]))
	}
	return dst
}

// isTurnPlay reports whether an action of kind k is a play of a turn.
func isTurnPlay(k ares.ActionKind) bool {
	switch k {
	case ares.ActBuilding, ares.ActResource, ares.ActStack, ares.ActAttack, ares.ActBank, ares.ActSpecial, ares.ActPass:
		return true
	}
	return false
}

// decision is what the bot works out once per decision.
type decision struct {
	me     int
	turn   turnContext
	battle battleCtx
}

// otherScore rates an action that is neither a turn's play, a pick nor a
// declaration.
func (h *Heuristic) otherScore(v *ares.State, d *decision, a ares.Action) float64 {
	me := d.me
	switch a.Kind {
	case ares.ActPower, ares.ActConvert, ares.ActUnevolve, ares.ActConstructed:
		return constructionScore(v, me, a)
	case ares.ActRaidPick:
		return h.raidPickScore(v, me, a)
	case ares.ActReward:
		return h.rewardScore(v, a)
	case ares.ActSpend:
		return spendScore(v, me, a)
	case ares.ActSwitch:
		return switchScore(v.Battle(), a)
	}
	return h.battleScore(v, me, &d.battle, a)
}

// enemyOf returns the opponent player p measures itself against: the
// next seat still in the game that is not a teammate.
func (h *Heuristic) enemyOf(v *ares.State, p int) int { return enemySeat(v, p) }

// enemySeat returns the next seat after p still in the game that is not
// p's teammate, or p when there is none.
func enemySeat(v *ares.State, p int) int {
	n, q := v.NumPlayers(), p
	for k := 1; k < n; k++ {
		if q++; q == n {
			q = 0 // round the table without a division: the bot asks this several times a decision
		}
		if !v.Eliminated(q) && !v.Teammate(p, q) {
			return q
		}
	}
	return p
}
