package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// scenario starts a game of n players at difficulty d, with the named
// Crisis cards on top of the Crisis deck (the first named drawn first),
// and plays the setup: nobody redraws, everybody keeps their first
// corporation. It stops in round 1 at the first decision of the Crisis
// step or at Planning.
func scenario(t *testing.T, n int, d Difficulty, top ...string) *State {
	t.Helper()
	return scenarioWith(t, Config{Players: n, Seed: 7, Difficulty: d}, nil, top...)
}

// scenarioWith is scenario for a game configured by cfg; before the setup
// is played, prepare (if any) may set the table up by hand.
func scenarioWith(t *testing.T, cfg Config, prepare func(s *State), top ...string) *State {
	t.Helper()
	s, err := New(cfg)
	require.NoError(t, err)
	stack(t, &s, top...)
	if prepare != nil {
		prepare(&s)
		require.NoError(t, s.Check())
	}
	for s.g.Stage() == expedition.StageRedraw || s.g.Stage() == expedition.StageCorp {
		p := s.ToMove()
		if s.g.Stage() == expedition.StageRedraw {
			apply(t, &s, GameAction(expedition.Action{Kind: expedition.ActDone, Player: int8(p), Card: -1}))
		} else {
			apply(t, &s, GameAction(expedition.Action{Kind: expedition.ActChooseCorp, Player: int8(p), Card: -1}))
		}
	}
	return &s
}

// crisisID returns the ID of the Crisis card with code num.
func crisisID(t *testing.T, s *State, num string) int {
	t.Helper()
	c, ok := s.Deck().ByNumber(num)
	require.True(t, ok, "Crisis card %s", num)
	return c.ID
}

// stack puts the named Crisis cards on top of the deck, first named on
// top. A card set aside at setup (returned to the box) takes the place of
// a card of its tier that was kept, so the deck stays as C3 builds it.
func stack(t *testing.T, s *State, nums ...string) {
	t.Helper()
	k := &s.k
	for i := len(nums) - 1; i >= 0; i-- {
		id := uint8(crisisID(t, s, nums[i]))
		if k.place[id] == placeOut {
			tier := k.crisis(int(id)).Tier
			swapped := false
			for j := 0; j < int(k.deckLen) && !swapped; j++ {
				if k.crisis(int(k.deck[j])).Tier == tier && !contains(t, s, nums, int(k.deck[j])) {
					k.place[k.deck[j]] = placeOut
					k.deck[j] = id
					k.place[id] = placeDeck
					swapped = true
				}
			}
			require.True(t, swapped, "no kept card of tier %d to swap with %s", tier, nums[i])
		}
		for j := 0; j < int(k.deckLen); j++ {
			if k.deck[j] == id {
				copy(k.deck[j:k.deckLen-1], k.deck[j+1:k.deckLen])
				k.deck[k.deckLen-1] = id
				break
			}
		}
	}
	require.NoError(t, s.Check())
}

func contains(t *testing.T, s *State, nums []string, id int) bool {
	for _, n := range nums {
		if crisisID(t, s, n) == id {
			return true
		}
	}
	return false
}

// apply plays a and checks the invariants.
func apply(t *testing.T, s *State, a Action) {
	t.Helper()
	require.NoError(t, s.Apply(a), "%s", s.ActionString(a))
	require.NoError(t, s.Check())
}

// first answers the waiting decision with its first legal action.
func first(t *testing.T, s *State) Action {
	t.Helper()
	legal := s.Legal(nil)
	require.NotEmpty(t, legal)
	return legal[0]
}

// find returns the legal action of the given kind (and, for a game
// action, game kind), or fails.
func find(t *testing.T, s *State, kind ActionKind, game expedition.ActionKind, match func(Action) bool) Action {
	t.Helper()
	for _, a := range s.Legal(nil) {
		if a.Kind == kind && (kind != ActGame || a.Game.Kind == game) && (match == nil || match(a)) {
			return a
		}
	}
	t.Fatalf("no legal %s %s among %d actions", kind, game, len(s.Legal(nil)))
	return Action{}
}

// toPlanning answers every Crisis decision with its first legal action
// until the game asks for a phase card.
func toPlanning(t *testing.T, s *State) {
	t.Helper()
	for !s.Over() && (s.Decision() != DecisionGame || s.g.Stage() != expedition.StagePlanning) {
		require.Less(t, s.Round(), 60)
		apply(t, s, first(t, s))
	}
}

// choosePhases has every player choose a phase (phase ph if legal, else
// the first legal one).
func choosePhases(t *testing.T, s *State, ph int) {
	t.Helper()
	for !s.Over() && s.g.Stage() == expedition.StagePlanning && s.Decision() == DecisionGame {
		p := s.ToMove()
		a := first(t, s)
		for _, b := range s.Legal(nil) {
			if b.Kind == ActGame && int(b.Game.Index) == ph {
				a = b
			}
		}
		require.Equal(t, p, int(a.Player))
		apply(t, s, a)
	}
}

// passRound plays the rest of the round doing nothing (every turn ends at
// once, every choice its first answer) and stops at the next round's
// Planning.
func passRound(t *testing.T, s *State) {
	t.Helper()
	r := s.Round()
	passUntil(t, s, func() bool {
		return s.Round() != r && s.g.Stage() == expedition.StagePlanning && s.Decision() == DecisionGame
	})
}

// passUntil plays on as passRound does until done reports true or the
// game is over.
func passUntil(t *testing.T, s *State, done func() bool) {
	t.Helper()
	for !s.Over() && !done() {
		a := first(t, s)
		for _, b := range s.Legal(nil) {
			if b.Kind == ActGame && (b.Game.Kind == expedition.ActDone || b.Game.Kind == expedition.ActChoosePhase) {
				a = b
				break
			}
		}
		apply(t, s, a)
	}
}

// toTurn plays until player p's turn of phase ph (turns of others end at
// once).
func toTurn(t *testing.T, s *State, p, ph int) {
	t.Helper()
	for s.g.Phase() != ph || s.ToMove() != p || s.Decision() != DecisionGame || s.g.Decision() != expedition.DecisionTurn {
		require.False(t, s.Over())
		a := first(t, s)
		for _, b := range s.Legal(nil) {
			if b.Kind == ActGame && b.Game.Kind == expedition.ActDone {
				a = b
			}
		}
		apply(t, s, a)
	}
}

// metrics returns temperature, oxygen and oceans face up.
func metrics(s *State) [3]int {
	return [3]int{s.g.Param(cards.Temperature), s.g.Param(cards.Oxygen), s.g.Param(cards.Oceans)}
}

// dealMatching deals player 0 a base project card of the game that
// matches f once, has no requirement, no VP cost and no choice in its effect,
// from the deck or the discard pile, and returns its ID.
func dealMatching(t *testing.T, s *State, f cards.Filter) int {
	t.Helper()
	cat := s.g.Catalogue()
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if c.Set != cards.SetBase || len(c.Requires) > 0 || c.PlayCost != (cards.PlayCost{}) || c.VP.Fixed < 0 ||
			f.MatchCount(c) != 1 || leftOut(c) || len(c.Effect) > 0 && c.Effect.NeedsDecision() {
			continue
		}
		if s.g.DealCard(0, i) {
			return i
		}
	}
	t.Fatalf("no card for %+v", f)
	return -1
}
