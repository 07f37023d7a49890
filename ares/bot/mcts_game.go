package bot

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/search"
)

// searchGame is The Ares Project as package search plays it: the engine's
// rules, what each seat sees of an action (State.Seen), rewards of 1 for a
// win, 0 for a loss and shares for a draw (a team's for both teammates),
// rollouts and priors by the heuristic bot, battle micro-decisions by the
// heuristic inside the tree when fixedBattles is set, and the leaf
// evaluation after the battle in progress is fought out.
type searchGame struct {
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

// Players returns the number of seats.
func (g *searchGame) Players(s *ares.State) int { return s.NumPlayers() }

// ToMove returns the seat to move.
func (g *searchGame) ToMove(s *ares.State) int { return s.ToMove() }

// Over reports whether the game has ended.
func (g *searchGame) Over(s *ares.State) bool { return s.Over() }

// Legal appends the legal actions.
func (g *searchGame) Legal(s *ares.State, dst []ares.Action) []ares.Action { return s.Legal(dst) }

// Apply applies a.
func (g *searchGame) Apply(s *ares.State, a ares.Action) error { return s.Apply(a) }

// Reward writes each seat's reward: 1 for the winner (both teammates in
// a Team Match), 0 for the others; on a draw, an equal share for each
// side tied on the most points among those still in.
func (g *searchGame) Reward(s *ares.State, dst []float64) {
	clear(dst)
	team := s.Mode() == ares.Team
	if w := s.Result().Winner; w >= 0 {
		dst[w] = 1
		if team {
			dst[w^1] = 1
		}
		return
	}
	best, tied := -1, 0
	for p := range dst {
		if s.Eliminated(p) || (team && p%2 == 1) {
			continue
		}
		switch pts := s.Points(p); {
		case pts > best:
			best, tied = pts, 1
		case pts == best:
			tied++
		}
	}
	for p := range dst {
		if !s.Eliminated(p) && !(team && p%2 == 1) && s.Points(p) == best {
			dst[p] = 1 / float64(tied)
			if team {
				dst[p+1] = dst[p]
			}
		}
	}
}

// Observe returns what viewer sees of a (State.Seen). Chance inside Apply
// (dice, draws) is not told apart: the trees are open-loop over it.
func (g *searchGame) Observe(after *ares.State, mover, viewer int, a ares.Action) (ares.Action, uint64) {
	return after.Seen(mover, viewer, a), 0
}

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
	if s.Over() {
		g.Reward(s, dst)
		return
	}
	g.policy.leafEvaluate(s, leafModelFor(s.Mode()), dst)
}

// maxFightOut bounds the actions Evaluate plays to finish a battle.
const maxFightOut = 2000

// atTurn reports whether s waits for a card play with no attack pending:
// where the leaf evaluation was fitted.
func atTurn(s *ares.State) bool { return s.TurnPlay() && !s.JoinPending() && !s.Over() }
