package balance

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/stretchr/testify/require"
)

func TestFinishingOrderPutsTheWinnersFirstThenVPThenTiebreak(t *testing.T) {
	r := expedition.Result{Finished: true, Players: 4, Winners: 1 << 2}
	r.Scores[0] = expedition.Score{Total: 30, Tiebreak: 5}
	r.Scores[1] = expedition.Score{Total: 30, Tiebreak: 9}
	r.Scores[2] = expedition.Score{Total: 41}
	r.Scores[3] = expedition.Score{Total: 30, Tiebreak: 5}
	places := make([]int, 4)
	finishingOrder(r, places)
	require.Equal(t, []int{2, 1, 0, 2}, places)

	r.Winners = 1<<0 | 1<<3 // a shared win (Ruling E7)
	r.Scores[2] = expedition.Score{Total: 12}
	finishingOrder(r, places)
	require.Equal(t, []int{0, 2, 3, 0}, places)

	r.Finished = false // the round cap: nobody won (Ruling E8)
	finishingOrder(r, places)
	require.Equal(t, []int{0, 0, 0, 0}, places)
}
