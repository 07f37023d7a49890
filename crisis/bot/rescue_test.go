package bot_test

import (
	"os"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/crisis/bot/internal/audit"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// replayTo plays the recorded game of file (testdata) up to the first
// decision of round's Action phase and returns that position.
func replayTo(t *testing.T, file string, round int) crisis.State {
	t.Helper()
	cat, deck, err := crisis.Data()
	require.NoError(t, err)
	f, err := os.Open("testdata/" + file)
	require.NoError(t, err)
	defer f.Close()
	rec, err := crisis.ReadRecord(f, cat, deck)
	require.NoError(t, err)
	actions := rec.Actions
	rec.Actions = nil
	s, err := crisis.Replay(rec, cat, deck)
	require.NoError(t, err)
	for _, a := range actions {
		if g := s.Game(); g.Round() == round && g.Phase() == expedition.PhaseAction {
			return s
		}
		require.NoError(t, s.Apply(a))
		require.NoError(t, s.Check())
	}
	t.Fatalf("%s: no Action phase in round %d", file, round)
	return s
}

// playOn plays s out with heuristic bots seeded as `aresim crisis play
// --seed seed` seeds them, checking the invariants after every action.
func playOn(t *testing.T, s *crisis.State, seed uint64) crisis.Result {
	t.Helper()
	bots := make([]bot.Bot, s.Players())
	for p := range bots {
		bots[p] = bot.NewHeuristic(sim.BotSeed(seed, p))
	}
	bot.ShareTable(bots)
	require.NoError(t, bot.Play(s, bots, func(_ int, _ crisis.Action, after *crisis.State) {
		require.NoError(t, after.Check())
	}))
	return s.Result()
}

// TestHeuristicRaisesTheMetricThatLosesAtTheNextCheck takes up the
// three-player game of seed 3 (aresim crisis play --players 3 --seed 3)
// where the heuristic left it, at round 10's Action phase: oceans at one
// face up (purple), every player with MC to spare. The team flips oceans
// out of purple before round 11's Check metrics.
func TestHeuristicRaisesTheMetricThatLosesAtTheNextCheck(t *testing.T) {
	s := replayTo(t, "seed3-3p-normal.txt", 10)
	require.Equal(t, cards.Purple, s.Game().Zone(cards.Oceans), "the oceans are in purple at round 10's Action phase")
	r := playOn(t, &s, 3)
	require.False(t, r.Outcome == crisis.Lost && r.Reason == crisis.LossPurple && r.Rounds == 11,
		"lost at round 11's check with the oceans in purple: %+v", r)
	require.Greater(t, r.Rounds, 11, "the game goes on past round 11.s check")
}

// TestHeuristicSpendsTokensForTheWin takes up the solo beginner game of
// seed 15 at its last round's Action phase (the Crisis deck empty,
// Dwindling Supplies out, five VP tokens in the bank): the player spends the
// tokens on Dwindling Supplies' ability when its MC runs short, and wins.
func TestHeuristicSpendsTokensForTheWin(t *testing.T) {
	s := replayTo(t, "seed15-1p-beginner.txt", 20)
	v := s.View(0)
	require.Zero(t, v.DeckSize())
	require.True(t, v.LastDrawn())
	require.GreaterOrEqual(t, s.Game().VPBank(), 5)
	r := playOn(t, &s, 15)
	require.Equal(t, crisis.Won, r.Outcome, "%+v", r)
}

// TestHeuristicRarelyLosesWithTheStepsPaid plays seeded heuristic games and
// counts those lost at a Check metrics step whose missing steps one player
// alone could have paid at the start of the round before's Action phase
// (package audit; go run ./crisis/bot/internal/lossaudit counts them at
// any size). Over seeds 1-500 at normal difficulty the heuristic that
// raised the metrics without a plan for the next check lost 119 such games
// with four players and 125 with three; this one loses 3 and 10 (seeds
// 1-100: 0 and 4; 1-300: 1 and 6). The bound is one game in twenty.
func TestHeuristicRarelyLosesWithTheStepsPaid(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 100
	}
	for _, players := range []int{4, 3} {
		c, err := audit.Run(players, crisis.Normal, games, 1)
		require.NoError(t, err)
		require.LessOrEqual(t, c.Payable, games/20, "%d players: %d of %d games lost with the steps payable (seeds %v)",
			players, c.Payable, games, c.PayableSeeds)
		require.Zero(t, c.TokensPayable, "%d players: lost with the tokens unspent (seeds %v)", players, c.TokensSeeds)
	}
	c, err := audit.Run(1, crisis.Beginner, games, 1)
	require.NoError(t, err)
	require.Zero(t, c.TokensPayable, "solo: lost with the tokens unspent (seeds %v)", c.TokensSeeds)
}
