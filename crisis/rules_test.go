package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Ruling C1 and setup steps 4 and 9: every metric at its maximum with no
// TR for it, the project cards Crisis removes are not in the game,
// Inventrix is out and the Crisis corporations are dealt.
func TestSetupC1(t *testing.T) {
	crisisCorps := 0
	for seed := uint64(0); seed < 20; seed++ {
		s, err := New(Config{Players: 4, Seed: seed})
		require.NoError(t, err)
		require.Equal(t, [3]int{19, 14, 9}, metrics(&s))
		for p := 0; p < 4; p++ {
			require.Equal(t, expedition.StartingTR, s.g.Info(p).TR)
			v := s.g.View(p)
			for _, c := range v.CorporationOffer() {
				corp := s.g.Catalogue().Corporation(c)
				require.NotEqual(t, "Inventrix", corp.Name)
				if corp.Set == Set {
					crisisCorps++
				}
			}
			for _, id := range s.g.HandOf(p, nil) {
				require.False(t, leftOut(s.g.Catalogue().Card(id)), s.g.Catalogue().Card(id).Name)
			}
		}
	}
	require.Positive(t, crisisCorps)
	cat, _, _ := Data()
	for _, name := range []string{"Adaptation Technology", "Conserved Biome", "Special Design", "Arctic Algae"} {
		c, ok := cat.CardByName(name)
		require.True(t, ok, name)
		require.True(t, leftOut(c), name)
	}
}

// Ruling C3: the deck by tiers for the player count, tier 5 at the bottom,
// the tier 4 card on it, then tiers 3, 2 and 1 less two, two and one, and
// the tier 0 cards on top at beginner.
func TestDeckC3(t *testing.T) {
	for p := 1; p <= 4; p++ {
		for d := Beginner; d < NumDifficulties; d++ {
			s, err := New(Config{Players: p, Seed: uint64(p*10) + uint64(d), Difficulty: d})
			require.NoError(t, err)
			k := &s.k
			printed := [6]int{}
			for _, c := range k.deck0().Cards {
				if c.Players == 0 || int(c.Players) == p {
					printed[c.Tier]++
				}
			}
			want := [6]int{0, printed[1] - 1, printed[2] - 2, printed[3] - 2, 1, printed[5]}
			if d == Beginner {
				want[0] = 3
			}
			require.Equal(t, want, [6]int{int(k.tiers[0]), int(k.tiers[1]), int(k.tiers[2]), int(k.tiers[3]), int(k.tiers[4]), int(k.tiers[5])})
			// Drawn from the top: tiers never go down.
			n := int(k.deckLen) + int(k.drawn)
			last := -1
			order := make([]int, 0, n)
			for _, id := range k.play[:k.nPlay] {
				order = append(order, int(k.crisis(int(id)).Tier))
			}
			for i := int(k.deckLen) - 1; i >= 0; i-- {
				order = append(order, int(k.crisis(int(k.deck[i])).Tier))
			}
			for _, tier := range order {
				require.GreaterOrEqual(t, tier, last, "tiers in draw order")
				last = tier
			}
			require.Equal(t, 5, int(k.crisis(int(k.deck[0])).Tier), "tier 5 at the bottom")
		}
	}
}

// Ruling C10 and C2: check metrics loses on purple, then sets the
// temperature and oxygen tokens for the round, then resolves the ocean
// token at once.
func TestCheckMetricsC10(t *testing.T) {
	t.Run("yellow", func(t *testing.T) {
		s := scenario(t, 2, Beginner, "C05", "C06")
		toPlanning(t, s)
		s.g.Lower(cards.Temperature, 5) // step 14: yellow
		s.g.Lower(cards.Oxygen, 4)      // step 10: yellow
		for i := 0; i < 3; i++ {        // 6 face up: yellow
			s.g.FlipOceanDown(i)
		}
		choosePhases(t, s, expedition.PhaseResearch)
		passRoundTo(t, s, DecisionChoose)
		require.Equal(t, cards.Yellow, s.k.tokens[cards.Temperature])
		require.Equal(t, cards.Yellow, s.k.tokens[cards.Oxygen])
		require.Equal(t, cards.Yellow, s.k.tokens[cards.Oceans])
		// The ocean token: lower temperature or oxygen 1 step, the players' choice.
		require.Len(t, s.Legal(nil), 2)
		before := metrics(s)
		apply(t, s, find(t, s, ActChoose, 0, func(a Action) bool { return a.Index == 1 }))
		require.Equal(t, [3]int{0, -1, 0}, sub(metrics(s), before))
		toPlanning(t, s)
		require.Equal(t, int8(1), s.g.RoundMods().CardCost)
		require.NotZero(t, s.g.RoundMods().NoBonus&(1<<expedition.PhaseDevelopment))
		require.Zero(t, s.g.RoundMods().Forbidden&(1<<expedition.PhaseDevelopment))
	})
	t.Run("red", func(t *testing.T) {
		s := scenario(t, 2, Beginner, "C05", "C06")
		toPlanning(t, s)
		s.g.Lower(cards.Temperature, 9) // step 10: red
		s.g.Lower(cards.Oxygen, 8)      // step 6: red
		choosePhases(t, s, expedition.PhaseResearch)
		passRound(t, s)
		require.Equal(t, int8(3), s.g.RoundMods().CardCost)
		require.NotZero(t, s.g.RoundMods().Forbidden&(1<<expedition.PhaseDevelopment))
		for _, a := range s.Legal(nil) {
			require.NotEqual(t, expedition.PhaseDevelopment, int(a.Game.Index), "phase I may not be chosen")
		}
	})
	t.Run("purple", func(t *testing.T) {
		s := scenario(t, 2, Beginner, "C05", "C06")
		toPlanning(t, s)
		s.g.Lower(cards.Oxygen, 12) // step 2: purple
		choosePhases(t, s, expedition.PhaseResearch)
		passRound(t, s)
		r := s.Result()
		require.Equal(t, Lost, r.Outcome)
		require.Equal(t, LossPurple, r.Reason)
		require.Equal(t, cards.Oxygen, r.Param)
		require.Equal(t, 2, r.Rounds)
	})
}

// passRoundTo plays on like passRound until a Crisis decision of kind d
// waits.
func passRoundTo(t *testing.T, s *State, d Decision) {
	t.Helper()
	passUntil(t, s, func() bool { return s.Decision() == d })
	require.Equal(t, d, s.Decision())
}

// The rulebook's losses (Ruling C5): a decrease that cannot happen, and a
// Crisis card to draw from an empty deck.
func TestLossesC5(t *testing.T) {
	t.Run("purple before the Crisis card", func(t *testing.T) {
		s := scenario(t, 2, Beginner, "C05", "C42") // Second Impact: oxygen -2 first
		toPlanning(t, s)
		s.g.Lower(cards.Oxygen, 13) // step 1
		choosePhases(t, s, expedition.PhaseResearch)
		passRound(t, s)
		r := s.Result()
		// Round 2's check finds oxygen in purple first (C10 order).
		require.Equal(t, LossPurple, r.Reason)
	})
	t.Run("decrease impossible", func(t *testing.T) {
		s := scenario(t, 4, Beginner, "C05", "C77")
		toPlanning(t, s)
		for i := 0; i < 6; i++ {
			s.g.FlipOceanDown(i) // 3 face up: red, not purple
		}
		choosePhases(t, s, expedition.PhaseResearch)
		passRound(t, s)
		// Seismic Aftershocks: each of the four players flips an ocean down
		// (nobody has a green card to discard instead); the fourth cannot.
		r := s.Result()
		require.Equal(t, Lost, r.Outcome)
		require.Equal(t, LossLower, r.Reason)
		require.Equal(t, cards.Oceans, r.Param)
		require.Equal(t, crisisID(t, s, "C77"), r.Card)
	})
	t.Run("deck", func(t *testing.T) {
		s := scenario(t, 1, Beginner)
		s.k.deckLen = 0 // every card drawn
		for id := range s.k.place {
			if s.k.place[id] == placeDeck {
				s.k.place[id] = placeDiscard
				s.k.drawn++
			}
		}
		toPlanning(t, s)
		choosePhases(t, s, expedition.PhaseResearch)
		passRound(t, s)
		require.Equal(t, LossDeck, s.Result().Reason)
	})
}

// Ruling C5: the players win at the end of an End step once Dwindling
// Supplies is out and every metric is at its maximum.
func TestWinC5(t *testing.T) {
	s := scenario(t, 1, Normal, "C26")
	toPlanning(t, s)
	require.True(t, s.k.lastWon)
	require.Equal(t, [3]int{18, 13, 8}, metrics(s))
	s.g.Gain(0, cards.MC, 200)
	choosePhases(t, s, expedition.PhaseAction)
	toTurn(t, s, 0, expedition.PhaseAction)
	for _, std := range []int{expedition.StdTempMC, expedition.StdForestMC, expedition.StdOceanMC} {
		apply(t, s, find(t, s, ActGame, expedition.ActStandard, func(a Action) bool { return int(a.Game.Index) == std }))
		for s.Decision() == DecisionGame && s.g.Decision() == expedition.DecisionOcean {
			apply(t, s, first(t, s))
		}
	}
	require.Equal(t, [3]int{19, 14, 9}, metrics(s))
	require.False(t, s.Over(), "maxing every metric does not end the game (E7 is the mode's)")
	passRound(t, s)
	require.Equal(t, Won, s.Result().Outcome)
	require.True(t, s.g.Over())
}

// Ruling E10: Crisis plays the setup redraw by default; NoRedraw turns it
// off, and the record keeps it.
func TestRedrawByDefaultE10(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1})
	require.NoError(t, err)
	require.Equal(t, expedition.StageRedraw, s.g.Stage())
	require.Equal(t, expedition.DecisionRedraw, s.g.Decision())
	off, err := New(Config{Players: 2, Seed: 1, NoRedraw: true})
	require.NoError(t, err)
	require.Equal(t, expedition.StageCorp, off.g.Stage())
	rec := NewRecord(Config{Players: 2, Seed: 1, NoRedraw: true})
	require.True(t, rec.Config(nil, nil).NoRedraw)
}
