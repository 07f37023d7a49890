package bot

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// cacheGames are the games the cache tests play: every player count, with
// the expansions (and the base game at two and four players).
func cacheGames() []expedition.Config {
	var cfgs []expedition.Config
	for n := 2; n <= 6; n++ {
		sets := [][]cards.Set{allSets, {cards.SetBase, cards.SetFoundations}}
		if n <= 4 {
			sets = [][]cards.Set{discovery, allSets, {cards.SetBase}}
		}
		for i, s := range sets {
			cfgs = append(cfgs, expedition.Config{Players: n, Sets: s, Seed: uint64(10*n + i)})
		}
	}
	return cfgs
}

// TestHeuristicCachesMatchRecomputation: through real seeded games of two
// to six players with the expansions, after every decision of every seat
// (and so after every Apply), what the heuristic keeps between calls
// equals what a fresh recomputation from the seat's View gives: the hand
// it read, its ranking's key and the hand it ranked, the MC it reserves
// (without upgraded phase cards), the cards a sale plan would sell first
// for every card the plan may keep, each card's requirements, cost and wait
// it asked about, the tags of the cards it may play, how often a phase
// resolves, the plays to come of a tag and its share of the deck, what the
// standard projects bring through milestones and awards, and what it read
// of each player.
func TestHeuristicCachesMatchRecomputation(t *testing.T) {
	for _, cfg := range cacheGames() {
		t.Run(fmt.Sprintf("%dp-%v-%d", cfg.Players, cfg.Sets, cfg.Seed), func(t *testing.T) {
			s, err := expedition.New(cfg)
			require.NoError(t, err)
			bots := make([]*Heuristic, cfg.Players)
			for p := range bots {
				bots[p] = NewHeuristic(cfg.Seed*10 + uint64(p))
			}
			var v expedition.View
			decisions := 0
			for !s.Over() {
				p := s.ToMove()
				require.GreaterOrEqual(t, p, 0)
				s.ViewInto(p, &v)
				h := bots[p]
				a := h.Act(&v)
				if len(h.buf) > 1 {
					checkHeuristicCaches(t, h, &v)
					decisions++
				}
				require.NoError(t, s.Apply(a))
			}
			require.Greater(t, decisions, 100)
		})
	}
}

// checkHeuristicCaches compares h's kept values, after a decision on v,
// with a recomputation from v.
func checkHeuristicCaches(t *testing.T, h *Heuristic, v *expedition.View) {
	t.Helper()
	hand := v.Hand([]int{})
	if h.hand.read == h.views {
		require.Equal(t, hand, h.handIDs, "hand read")
	}
	for id := 0; id < expedition.MaxCards; id++ {
		m := &h.memo
		if m.metAt[id] == h.views {
			require.Equal(t, v.RequirementsMet(id), m.met[id], "requirements of card %d", id)
		}
		if m.costAt[id] == h.views {
			require.Equal(t, v.CardCost(id), m.cost[id], "cost of card %d", id)
		}
		if m.waitAt[id] == h.views && m.waitStamp[id] == h.stamp {
			require.Equal(t, h.computeWait(v, v.Catalogue().Card(id)), m.wait[id], "wait of card %d", id)
		}
	}
	asked := append(v.Revealed(nil), hand...)
	for _, id := range asked {
		require.Equal(t, v.RequirementsMet(id), h.requirementsMet(v, id), "requirements of card %d", id)
		require.Equal(t, v.CardCost(id), h.cardCost(v, id), "cost of card %d", id)
		c := v.Catalogue().Card(id)
		require.Equal(t, h.computeWait(v, c), h.wait(v, c), "wait of card %d", id)
	}
	var tags [cards.NumTags]int
	for _, c := range h.alive {
		for _, tag := range c.Tags {
			tags[tag]++
		}
	}
	require.Equal(t, tags, h.aliveTags, "tags of the cards the bot may play")
	for tag := cards.Tag(0); tag < cards.NumTags; tag++ {
		for _, f := range []cards.Filter{
			{Tags: 1 << tag, MaxCost: -1, MinCost: -1},
			{Tags: 1<<tag | 1<<cards.TagSpace, MaxCost: -1, MinCost: -1},
			{Tags: 1 << tag, MaxCost: 20, MinCost: -1},
		} {
			require.Equal(t, loopFuturePlays(h, f), h.futurePlays(f), "future plays of %+v", f)
			require.Equal(t, loopDeckShare(h, f), h.deckShare(f), "deck share of %+v", f)
		}
	}
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		require.Equal(t, 1-math.Pow(1-h.w.t.pick[ph], float64(v.Players())), h.w.resolve[ph], "phase %d resolves", ph)
	}
	for k := 0; k < expedition.NumStandard; k++ {
		var g gains
		g.tr = 1
		if k == expedition.StdForestMC || k == expedition.StdForestPlants {
			g.forests = 1
		}
		require.Equal(t, h.tilesValue(v, &g), h.standardTiles(v, k), "standard project %d", k)
	}
	for q := 0; q < v.Players(); q++ {
		require.Equal(t, v.Info(q), *h.info(v, q), "player %d", q)
	}
	h.rankHand(v)
	require.Equal(t, hand, h.handIDs, "hand after ranking")

	key := uint64(h.stamp)<<32 ^ uint64(len(hand))<<24
	for _, id := range hand {
		key += uint64(id+1) * 2654435761
	}
	require.Equal(t, key, h.hand.key, "hand key")
	sorted := slices.Sorted(slices.Values(hand))
	require.True(t, slices.Equal(sorted, h.hand.keyHand), "the hand the ranking is for: %v, ranked %v", sorted, h.hand.keyHand)
	// The reserve, where no upgrade is weighed: while one is (upgradeWorth),
	// an upgrade within is given a flat worth, and what is worked out then
	// is kept for the stamp or view like the rest, so with upgraded phase
	// cards in play the reserve depends on what was asked first.
	if v.Features()&cards.NeedsUpgrades == 0 && h.reserveStamp == h.views {
		require.Equal(t, h.computeReserve(v), h.reserveMC, "reserve")
	}
	for _, keep := range append([]int{-1}, hand...) {
		n := len(hand)
		if keep >= 0 {
			n--
		}
		if n == 0 {
			continue
		}
		// The list a sale plan sorted before (sellPlan): the hand but
		// keep, in the order of the IDs, sorted by keep worth.
		var want []int
		for _, id := range hand {
			if id != keep {
				want = append(want, id)
			}
		}
		slices.SortFunc(want, func(a, b int) int { return cmp.Compare(h.keepWorth(v, a), h.keepWorth(v, b)) })
		var got []int
		for _, r := range h.cheapest(v, keep, n) {
			require.Equal(t, h.keepWorth(v, r.id), r.worth, "worth of card %d", r.id)
			got = append(got, r.id)
		}
		require.Equal(t, want, got, "cards to sell first, keeping %d", keep)
	}
}

// loopFuturePlays is futurePlays with every card of the hand matched
// against f.
func loopFuturePlays(h *Heuristic, f cards.Filter) float64 {
	plays := h.w.t.playsScale * h.w.plays * h.w.span / h.w.rounds
	fromHand := min(plays, float64(len(h.alive)))
	inHand := 0.0
	if fromHand > 0 {
		for _, c := range h.alive {
			inHand += float64(f.MatchCount(c))
		}
		inHand *= fromHand / float64(len(h.alive))
	}
	return inHand + (plays-fromHand)*loopDeckShare(h, f)
}

// loopDeckShare is deckShare with every card of the catalogue matched
// against f.
func loopDeckShare(h *Heuristic, f cards.Filter) float64 {
	n := 0
	for i := range h.cat.Cards {
		n += f.MatchCount(&h.cat.Cards[i])
	}
	return float64(n) / float64(max(len(h.cat.Cards), 1))
}
