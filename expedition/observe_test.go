package expedition

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/internal/dice"
)

// TestSeenShowsWhatTheViewShows checks, after every action of random games,
// that each player's Observation of it shows exactly what its View after
// the action shows: the mover sees its action whole; another player sees a
// card only where its View shows that card, a Planning card only once the
// choices are revealed, a corporation only once every player has chosen.
func TestSeenShowsWhatTheViewShows(t *testing.T) {
	hidden := map[ActionKind]int{}
	for gi := 0; gi < 60; gi++ {
		g := newObservedGame(t, dice.Derive(917, uint64(gi)))
		for !g.s.Over() {
			a := g.step(t)
			p := int(a.Player)
			for q := 0; q < g.s.Players(); q++ {
				seen := g.observed(p, q, a).Action
				if q == p {
					require.Equal(t, a, seen)
					continue
				}
				v := g.s.View(q)
				info := v.Info(p)
				switch a.Kind {
				case ActChoosePhase:
					require.Equal(t, info.Chosen, int(seen.Index), "%s seen by p%d", g.s.ActionString(a), q)
				case ActChooseCorp:
					if info.Corporation < 0 {
						require.Equal(t, HiddenCorporation, seen.Index)
					} else {
						require.Equal(t, a, seen)
					}
				default:
					shown := a.Card < 0 || a.Card >= MaxCards || g.s.shows(q, int(a.Card))
					if shown {
						require.Equal(t, a, seen)
						if a.Card >= 0 && a.Card < MaxCards {
							in := false
							for r := 0; r < g.s.Players(); r++ {
								in = in || containsInt(v.Tableau(r, nil), int(a.Card))
							}
							require.True(t, in, "%s shown to p%d, who cannot see the card", g.s.ActionString(a), q)
						}
					} else {
						want := a
						want.Card = HiddenCard
						require.Equal(t, want, seen)
						hidden[a.Kind]++
					}
				}
			}
		}
	}
	for _, k := range []ActionKind{ActSell, ActDiscard, ActKeep} {
		require.Positive(t, hidden[k], "no %s was hidden", k)
	}
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}
