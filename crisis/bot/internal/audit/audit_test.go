package audit

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPurpleCountsTheStepsOutOfPurple(t *testing.T) {
	// Oceans: 0-1 face up is purple (Ruling C1).
	assert.Equal(t, [Metrics]int{0, 0, 2}, Purple([Metrics]int{10, 10, 0}))
	assert.Equal(t, [Metrics]int{0, 0, 1}, Purple([Metrics]int{10, 10, 1}))
	assert.Equal(t, [Metrics]int{0, 0, 0}, Purple([Metrics]int{10, 10, 2}))
	first := 0
	for expedition.ZoneAt(cards.Temperature, first) == cards.Purple {
		first++
	}
	assert.Equal(t, [Metrics]int{first, 0, 0}, Purple([Metrics]int{0, 10, 5}))
	assert.Equal(t, [Metrics]int{1, 0, 9}, Short([Metrics]int{expedition.ParamMax(cards.Temperature) - 1,
		expedition.ParamMax(cards.Oxygen), 0}))
}

func TestFindingsAgreeWithTheGames(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		f, err := Game(3, crisis.Normal, seed)
		require.NoError(t, err)
		again, err := Game(3, crisis.Normal, seed)
		require.NoError(t, err)
		assert.Equal(t, f, again, "seed %d plays the same game", seed)
		if f.Payable {
			assert.Equal(t, crisis.LossPurple, f.Result.Reason)
			assert.NotZero(t, f.Missing[f.Result.Param], "seed %d: the metric in purple has steps missing", seed)
			assert.GreaterOrEqual(t, f.Payer, 0)
		}
		if f.Result.Outcome == crisis.Won {
			assert.False(t, f.Payable || f.TokensPayable)
		}
	}
}
