package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/stretchr/testify/require"
)

// checkCaches fails unless everything h keeps between decisions equals a
// recomputation from the view it has just decided at: its reading of the
// table, and for every seat it read at this decision the worth and keep
// value of every card it holds a value for, and the seat's tableau
// passives.
func checkCaches(t *testing.T, h *Heuristic, v *crisis.View, msg string) {
	t.Helper()
	fresh := reading{t: h.r.t}
	fresh.read(v, nil)
	sameValues(t, &fresh, &h.r, msg+": reading")
	for q := range h.seats {
		s := &h.seats[q]
		if s.stamp != h.stamp {
			continue
		}
		a := &s.app
		b := appraiser{r: &fresh, g: a.g, me: a.me, perR: a.perR}
		b.refresh()
		require.Equal(t, b.stdDiscount, a.stdDiscount, "%s: seat %d's standard-project discount", msg, q)
		require.Equal(t, b.forestChange, a.forestChange, "%s: seat %d's forest plants", msg, q)
		for id := range a.valued {
			if a.valued[id] == a.gen {
				require.Equal(t, b.worth(id), a.worth(id), "%s: seat %d's worth of card %d", msg, q, id)
			}
			if a.kept[id] == a.gen {
				require.Equal(t, b.keepValue(v, id), a.keepValue(v, id), "%s: seat %d's keep value of card %d", msg, q, id)
			}
		}
	}
}

// harmless returns the Crisis deck with the immediate and persistent
// effects of the cards that stay in play taken off, so that games last and
// Crisis cards pile up in play (with the real deck the heuristic never
// left more than eight in thousands of games).
func harmless(t *testing.T) *crisis.Deck {
	_, deck, err := crisis.Data()
	require.NoError(t, err)
	m := *deck
	m.Cards = append([]crisis.Card(nil), deck.Cards...)
	for i := range m.Cards {
		if c := &m.Cards[i]; c.Leaves() == crisis.LeaveStays {
			c.Immediate, c.Persistent = nil, nil
		}
	}
	return &m
}

// The values the heuristic keeps from one decision to the next (its
// reading of the table, and each seat's worth and keep value of cards)
// are never stale: through seeded games of every player count at every
// difficulty, linked as Play links them, with the real Crisis deck and
// with a harmless one that leaves up to a dozen Crisis cards in play,
// every kept value equals a recomputation after every Apply.
func TestKeptValuesEqualRecomputation(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	decks := []*crisis.Deck{nil, harmless(t)}
	diffs := []crisis.Difficulty{crisis.Beginner, crisis.Normal, crisis.Expert, crisis.Nightmare}
	for players := 1; players <= crisis.MaxPlayers; players++ {
		for di, d := range diffs {
			for i := 0; i < 2*games; i++ {
				seed := uint64(7000*players + 100*di + i)
				s, err := crisis.New(crisis.Config{Players: players, Seed: seed, Difficulty: d, Deck: decks[i%2]})
				require.NoError(t, err)
				bots := make([]Bot, players)
				for p := range bots {
					bots[p] = NewHeuristic(seed + uint64(p))
				}
				ShareTable(bots)
				var v crisis.View
				for n := 0; !s.Over(); n++ {
					p := s.ToMove()
					require.GreaterOrEqual(t, p, 0)
					s.ViewInto(p, &v)
					h := bots[p].(*Heuristic)
					a := h.Act(&v)
					msg := s.ActionString(a)
					if len(h.buf) > 1 {
						checkCaches(t, h, &v, msg)
					}
					require.NoError(t, s.Apply(a))
				}
			}
		}
	}
}
