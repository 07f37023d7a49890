package bot

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/search"
)

// searchGame is The Ares Project as package search plays it: the
// engine's rules, what each seat sees of an action and its rewards
// (ares.Game), rollouts and priors by the heuristic bot, battle micro-decisions by the
// heuristic inside the tree when fixedBattles is set, and the leaf
// evaluation after the battle in progress is fought out.
type searchGame struct {
	ares.Game               // the rules, the rewards and what each seat sees
	policy       *Heuristic // rollouts, priors, fixed battle decisions and the leaf's strengths
	fixedBattles bool
	scratch      ares.State
	legal        []ares.Action
}

var (
	_ search.Game[ares.State, ares.Action]          = (*searchGame)(nil)
	_ search.Observer[ares.State, ares.Action]      = (*searchGame)(nil)
	_ search.Evaluator[ares.State]                  = (*searchGame)(nil)
	_ search.RolloutPolicy[ares.State, ares.Action] = (*searchGame)(nil)
	_ search.FixedPolicy[ares.State, ares.Action]   = (*searchGame)(nil)
	_ search.PriorPolicy[ares.State, ares.Action]   = priorGame{}
)

// priorGame is searchGame with the heuristic's action scores as priors.
type priorGame struct{ *searchGame }

// RolloutAction plays the heuristic's choice.
func (g *searchGame) RolloutAction(s *ares.State, legal []ares.Action, _ *search.Rand) ares.Action {
	return g.policy.Choose(s, legal)
}

// Prior writes the heuristic's scores.
func (g priorGame) Prior(s *ares.State, legal []ares.Action, dst []float64) {
	g.policy.Scores(s, legal, dst[:0])
}

// FixedAction takes the battle micro-decisions (placing the battle line,
// fire targets, rerolls, a Tactical Brain's switch, Emergency Defense,
// the Empty Building destroyed) by the heuristic, when fixedBattles is
// set.
func (g *searchGame) FixedAction(s *ares.State, legal []ares.Action, _ *search.Rand) (ares.Action, bool) {
	if !g.fixedBattles || !battleMicro(legal[0].Kind) {
		return ares.Action{}, false
	}
	return g.policy.Choose(s, legal), true
}

// battleMicro reports whether actions of kind k are battle
// micro-decisions.
func battleMicro(k ares.ActionKind) bool {
	switch k {
	case ares.ActPlace, ares.ActFire, ares.ActReroll, ares.ActSwitch, ares.ActEmergency, ares.ActEmergencyDone, ares.ActDestroy:
		return true
	}
	return false
}

// Evaluate writes each seat's chance of winning s: the attack or battle
// in progress is first fought out by the heuristic (a position in the
// middle of one says little), then the leaf evaluation judges the turn
// decision reached, or the rewards the game's end.
func (g *searchGame) Evaluate(s *ares.State, dst []float64) {
	s = g.settle(s)
	if s.Over() {
		g.Game.Reward(s, dst)
		return
	}
	g.policy.leafEvaluate(s, leafModelFor(s.Mode()), dst)
}

// settle returns s, or, in the middle of an attack or a battle, a copy of
// s with it fought out by the heuristic: a position at a turn's card play
// (or the game's end), where the leaf evaluations judge.
func (g *searchGame) settle(s *ares.State) *ares.State {
	if !atTurn(s) {
		g.scratch = *s
		s = &g.scratch
		for n := 0; n < maxFightOut && !s.Over() && !atTurn(s); n++ {
			g.legal = s.Legal(g.legal[:0])
			a := g.legal[0]
			if len(g.legal) > 1 {
				a = g.policy.Choose(s, g.legal)
			}
			if s.Apply(a) != nil {
				break // cannot happen: a listed action; judge the state as it is
			}
		}
	}
	return s
}

// maxFightOut bounds the actions Evaluate plays to finish a battle.
const maxFightOut = 2000

// atTurn reports whether s waits for a card play with no attack pending:
// where the leaf evaluation was fitted.
func atTurn(s *ares.State) bool { return s.TurnPlay() && !s.JoinPending() && !s.Over() }
