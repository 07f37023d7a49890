package expedition

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// A hidden fact of a game: change alters it in s (keeping the game whole)
// and reports whether it could. owner is the only player who may see it,
// or -1 when nobody may.
type hiddenFact struct {
	name   string
	owner  int
	change func(s *State, r *dice.Rand) bool
}

// hiddenFacts lists the facts of s that some seats may not see.
func hiddenFacts(s *State) []hiddenFact {
	facts := []hiddenFact{
		{"deck order", -1, func(s *State, r *dice.Rand) bool {
			if s.deckLen < 2 {
				return false
			}
			i, j := r.Intn(int(s.deckLen)), r.Intn(int(s.deckLen)-1)
			if j >= i {
				j++
			}
			s.deck[i], s.deck[j] = s.deck[j], s.deck[i]
			return true
		}},
		{"face-down ocean tile", -1, func(s *State, r *dice.Rand) bool {
			var down []int
			for i := range s.oceanTiles {
				if s.oceanUp&(1<<i) == 0 {
					down = append(down, i)
				}
			}
			if len(down) < 2 {
				return false
			}
			i := r.Intn(len(down))
			j := (i + 1 + r.Intn(len(down)-1)) % len(down)
			s.oceanTiles[down[i]], s.oceanTiles[down[j]] = s.oceanTiles[down[j]], s.oceanTiles[down[i]]
			return true
		}},
		{"generator", -1, func(s *State, r *dice.Rand) bool {
			s.rng = dice.New(r.Uint64())
			return true
		}},
	}
	for q := 0; q < s.Players(); q++ {
		facts = append(facts,
			hiddenFact{"a hand card", q, func(s *State, r *dice.Rand) bool { return swapWithDeck(s, r, &s.players[q].hand, locHand+uint8(q)) }},
			hiddenFact{"a revealed card", q, func(s *State, r *dice.Rand) bool {
				return swapWithDeck(s, r, &s.players[q].revealed, locRevealed+uint8(q))
			}},
			hiddenFact{"the Planning card chosen", q, func(s *State, r *dice.Rand) bool {
				pl := &s.players[q]
				if s.stage != StagePlanning || pl.chosen == 0 {
					return false
				}
				for ph := 1; ph <= NumPhases; ph++ {
					if ph != int(pl.chosen) && s.legalPhaseChoice(q, ph) {
						pl.chosen = uint8(ph)
						return true
					}
				}
				return false
			}},
			hiddenFact{"the corporation kept", q, func(s *State, r *dice.Rand) bool {
				pl := &s.players[q]
				if s.stage != StageCorp || pl.corp < 0 {
					return false
				}
				pl.corp = pl.offer[0] + pl.offer[1] - pl.corp
				return true
			}},
			hiddenFact{"a corporation dealt", q, func(s *State, r *dice.Rand) bool {
				pl := &s.players[q]
				dealt := map[int16]bool{}
				for p := 0; p < s.Players(); p++ {
					dealt[s.players[p].offer[0]], dealt[s.players[p].offer[1]] = true, true
				}
				k := 0
				if pl.offer[0] == pl.corp {
					k = 1
				}
				for c := range s.cat().Corporations {
					if !dealt[int16(c)] && s.cat().Corporations[c].Set == cards.SetBase {
						pl.offer[k] = int16(c)
						return true
					}
				}
				return false
			}},
		)
	}
	return facts
}

// swapWithDeck exchanges a random card of set (at location loc) with a
// random card of the deck.
func swapWithDeck(s *State, r *dice.Rand, set *cardSet, loc uint8) bool {
	var ids []int
	ids = set.appendTo(ids)
	if len(ids) == 0 || s.deckLen == 0 {
		return false
	}
	id, k := ids[r.Intn(len(ids))], r.Intn(int(s.deckLen))
	other := int(s.deck[k])
	set.remove(id)
	set.add(other)
	s.deck[k] = uint16(id)
	s.loc[id], s.loc[other] = locDeck, loc
	return true
}

// accessors calls every exported method of v over a range of arguments and
// returns the results, so that two views can be compared as their users
// see them. A method of a kind it does not know fails the test.
func accessors(t *testing.T, v *View) []any { return accessorsOf(t, v, true) }

// accessorsOf is accessors; seats tells whether to go on into the views of
// the other seats (SeatInto), which are compared through their own
// accessors, once.
func accessorsOf(t *testing.T, v *View, seats bool) []any {
	rv := reflect.ValueOf(v)
	rt := rv.Type()
	argRange := map[string]int{ // methods whose int is a card or a source, and how many there are
		"CardCost": len(v.s.cat().Cards), "RequirementsMet": len(v.s.cat().Cards), "Resources": numSources,
		"WildTag": len(v.s.cat().Cards), "CardCostAs": len(v.s.cat().Cards)}
	var out []any
	for i := 0; i < rt.NumMethod(); i++ {
		m := rt.Method(i)
		ft := m.Type // receiver first
		call := func(args ...reflect.Value) {
			for _, r := range rv.Method(i).Call(args) {
				out = append(out, m.Name, r.Interface())
			}
		}
		switch {
		case ft.NumIn() == 1:
			call()
		case ft.NumIn() == 2 && ft.In(1).Kind() == reflect.Int && argRange[m.Name] > 0:
			for id := 0; id < argRange[m.Name]; id++ {
				call(reflect.ValueOf(id))
			}
		case ft.NumIn() == 2 && ft.In(1).Kind() == reflect.Int:
			for q := 0; q < v.Players(); q++ {
				call(reflect.ValueOf(q))
			}
		case ft.NumIn() == 2 && ft.In(1) == reflect.TypeOf(cards.Param(0)):
			for par := cards.Param(0); par < cards.NumParams; par++ {
				call(reflect.ValueOf(par))
			}
		case ft.NumIn() == 2 && ft.In(1).Kind() == reflect.Slice:
			call(reflect.Zero(ft.In(1)))
		case ft.NumIn() == 3 && ft.In(1).Kind() == reflect.Int && ft.In(2).Kind() == reflect.Int:
			for i := 0; i < MaxPlayers; i++ { // a tile and a player, or a player and a phase
				for j := 0; j < MaxPlayers; j++ {
					call(reflect.ValueOf(i), reflect.ValueOf(j))
				}
			}
		case ft.NumIn() == 3 && ft.In(1).Kind() == reflect.Int && ft.In(2) == reflect.TypeOf(cards.Tag(0)):
			for id := 0; id < argRange[m.Name]; id++ { // a card and the tag its wild tag stands for
				for tag := cards.Tag(0); tag < cards.TagEvent; tag++ {
					call(reflect.ValueOf(id), reflect.ValueOf(tag))
				}
			}
		case ft.NumIn() == 3 && ft.In(1).Kind() == reflect.Int && ft.In(2).Kind() == reflect.Slice:
			for q := 0; q < v.Players(); q++ {
				call(reflect.ValueOf(q), reflect.Zero(ft.In(2)))
			}
		case ft.NumIn() == 3 && ft.In(1) == reflect.TypeOf([]Action(nil)) && ft.In(2) == ft.In(1):
			call(reflect.ValueOf(v.Legal(nil)), reflect.Zero(ft.In(2))) // the legal actions, and dst
		case ft.NumIn() == 3 && ft.In(1).Kind() == reflect.Int && ft.In(2) == reflect.TypeOf(&PlayerInfo{}):
			for q := 0; q < v.Players(); q++ { // a player and where to write what shows of them
				info := &PlayerInfo{}
				call(reflect.ValueOf(q), reflect.ValueOf(info))
				out = append(out, m.Name, *info)
			}
		case ft.NumIn() == 3 && ft.In(1).Kind() == reflect.Int && ft.In(2) == rt:
			if !seats {
				continue
			}
			for q := 0; q < v.Players(); q++ {
				seat := &View{}
				ok := rv.Method(i).Call([]reflect.Value{reflect.ValueOf(q), reflect.ValueOf(seat)})[0].Bool()
				out = append(out, m.Name, ok)
				if ok {
					out = append(out, accessorsOf(t, seat, false)...)
				}
			}
		default:
			t.Fatalf("View.%s %v: the audit does not know how to call it", m.Name, ft)
		}
	}
	return out
}

// TestViewHoldsNothingHidden is the hidden-information audit: at the
// decisions of random games (2 to 6 players, several seeds, some with
// upgraded phase cards, some with Discovery and Foundations, drafting and
// the dummy hand), each hidden fact of the game is changed in a copy,
// one at a time, and no seat that may not see it finds anything changed:
// not its View (compared whole, and through every exported accessor at a
// sample of decisions), nor the legal actions of the player to move. The
// View of the player to move lists exactly the game's legal actions, and a
// fact's owner does see it change (the audit can fail).
func TestViewHoldsNothingHidden(t *testing.T) {
	kinds := map[string]int{}
	for players := 2; players <= 6; players++ {
		for seed := uint64(1); seed <= 4; seed++ {
			cfg := Config{Players: players, Seed: seed * 977, Redraw: seed%2 == 0}
			switch {
			case players > 4 && seed < 3:
				continue
			case players > 4:
				cfg.Sets = []cards.Set{cards.SetBase, cards.SetFoundations}
			case seed == 4:
				cfg.Sets = []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations}
				cfg.Draft, cfg.DummyHand = true, players == 2
			}
			game, err := New(cfg)
			require.NoError(t, err)
			s := &game
			r := dice.New(seed*31 + uint64(players))
			if seed == 3 {
				for p := 0; p < players; p++ {
					for ph := 1; ph <= NumPhases; ph++ {
						require.NoError(t, s.UpgradePhaseCard(p, ph, r.Intn(3)))
					}
				}
			}
			var views, changed [MaxPlayers]View
			var legal, buf []Action
			for step := 0; !s.Over(); step++ {
				mover := s.ToMove()
				legal = s.Legal(legal[:0])
				for p := 0; p < players; p++ {
					s.ViewInto(p, &views[p])
				}
				require.Equal(t, legal, views[mover].Legal(nil), "the mover's View lists the game's legal actions")
				facts := hiddenFacts(s)
				sampled := -1 // the fact whose Views are also compared accessor by accessor
				if step%17 == 0 {
					sampled = r.Intn(len(facts))
				}
				for i, f := range facts {
					c := *s
					if !f.change(&c, &r) {
						continue
					}
					require.NoError(t, c.Check(), "%s changed", f.name)
					require.False(t, c == *s, "%s changed", f.name)
					kinds[f.name]++
					whose := "nobody's"
					if f.owner >= 0 {
						whose = fmt.Sprintf("p%d's", f.owner)
					}
					where := fmt.Sprintf("%d players, seed %d, step %d (%s): changing %s %s", players, seed, step, s.where(), whose, f.name)
					for p := 0; p < players; p++ {
						c.ViewInto(p, &changed[p])
						if p == f.owner {
							require.False(t, views[p] == changed[p], "%s: its owner sees it", where)
							continue
						}
						if views[p] != changed[p] {
							t.Fatalf("%s changes p%d's View", where, p)
						}
						if i == sampled {
							require.Equal(t, accessors(t, &views[p]), accessors(t, &changed[p]), "%s: p%d's accessors", where, p)
						}
					}
					if mover != f.owner && !slices.Equal(legal, c.Legal(buf[:0])) {
						t.Fatalf("%s changes p%d's legal actions", where, mover)
					}
				}
				require.NoError(t, s.Apply(legal[r.Intn(len(legal))]))
			}
		}
	}
	t.Logf("hidden facts changed: %v", kinds)
	for _, name := range []string{"deck order", "face-down ocean tile", "generator", "a hand card", "a revealed card",
		"the Planning card chosen", "the corporation kept", "a corporation dealt"} {
		require.Positive(t, kinds[name], "the audit never changed %s", name)
	}
}

// At an open table a seat's view of a partner is that partner's own view;
// elsewhere SeatInto refuses.
func TestSeatIntoOnlyAtAnOpenTable(t *testing.T) {
	for _, open := range []bool{false, true} {
		s, err := New(Config{Players: 3, Seed: 5, OpenTable: open})
		require.NoError(t, err)
		for step := 0; step < 40 && !s.Over(); step++ {
			v := s.View(s.ToMove())
			for q := 0; q < 3; q++ {
				var seat View
				ok := v.SeatInto(q, &seat)
				require.Equal(t, open, ok)
				if open {
					require.Equal(t, s.View(q), seat)
				} else {
					require.Equal(t, View{}, seat)
				}
			}
			require.NoError(t, s.Apply(s.Legal(nil)[0]))
		}
		var seat View
		v := s.View(0)
		require.False(t, v.SeatInto(3, &seat))
	}
}
