package bot

import "github.com/aresim/aresim/ares"

// Scores writes the heuristic's score of each of legal into dst (len(dst)
// == len(legal)): the scores Choose compares, without its tie-breaking
// jitter, higher for an action it would rather play. v is the View of the
// player to move, or a full state (which it then reads in full). Scores of
// different decisions are on different scales; within a decision they
// order the actions. The search agent turns them into its priors.
func (h *Heuristic) Scores(v *ares.State, legal []ares.Action, dst []float64) {
	if len(legal) == 0 {
		return
	}
	me := v.Viewer()
	if me < 0 {
		me = v.ToMove()
	}
	h.remember(v, me)
	var ctx turnContext
	if a := legal[0].Kind; a == ares.ActBuilding || a == ares.ActResource || a == ares.ActStack || a == ares.ActAttack ||
		a == ares.ActBank || a == ares.ActDefend || a == ares.ActSpecial || a == ares.ActPass {
		h.context(v, me, &ctx)
	} else if v.InBattle() {
		battleContext(v, me, &ctx, legal)
	}
	for i := range legal {
		dst[i] = h.score(v, me, &ctx, legal[i])
	}
}
