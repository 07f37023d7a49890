package bot

import (
	"math/bits"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

var (
	discovery = []cards.Set{cards.SetBase, cards.SetDiscovery}
	allSets   = []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations}
)

// mixed returns bots for a game of n players in which the seats of parity
// (p+g)%2 == 1 play tuning b and the others tuning a.
func mixed(n, g int, a, b tuning) []Bot {
	bots := make([]Bot, n)
	for p := range bots {
		tu := a
		if (p+g)%2 == 1 {
			tu = b
		}
		bots[p] = newHeuristic(uint64(g*n+p), tu)
	}
	return bots
}

// TestHeuristicFinishesExpansionGames: heuristic bots finish games of every
// player count with both expansions (the track on by default at five and
// six); the rounds are logged.
func TestHeuristicFinishesExpansionGames(t *testing.T) {
	for n := 2; n <= 6; n++ {
		rounds := 0
		const games = 60
		for g := 0; g < games; g++ {
			s, err := expedition.New(expedition.Config{Players: n, Seed: uint64(g), Sets: allSets})
			require.NoError(t, err)
			require.NoError(t, Play(&s, heuristics(n, uint64(g))))
			r := s.Result()
			require.True(t, r.Finished, "%d players, game %d stopped by the round cap", n, g)
			rounds += r.Rounds
		}
		t.Logf("%d players, both expansions: %.1f rounds a game", n, float64(rounds)/games)
	}
}

// TestHeuristicRacesForMilestones: in four-player Discovery games, two bots
// that value milestones and awards against two that do not (alternating
// seats) claim most of the milestone tiles, and most of those claimed while
// an opponent was within two of the threshold (the bot gets there first
// and closes it to them).
func TestHeuristicRacesForMilestones(t *testing.T) {
	blind := defaultTuning
	blind.milestones, blind.awards = 0, 0
	var tiles, contested [2]int
	const games = 500
	for g := 0; g < games; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g), Sets: discovery})
		require.NoError(t, err)
		bots := mixed(4, g, defaultTuning, blind)
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			before := v.Tiles()
			var counts [expedition.TilesInPlay][expedition.MaxPlayers]int
			for i := 0; i < before.NumMilestones; i++ {
				for q := 0; q < 4; q++ {
					counts[i][q] = v.MilestoneCount(i, q)
				}
			}
			require.NoError(t, s.Apply(act(bots[p], &v)))
			for _, e := range s.Events() {
				if e.Kind != expedition.EvMilestoneClaimed {
					continue
				}
				side := (int(e.Player) + g) % 2
				tiles[side]++
				for i := 0; i < before.NumMilestones; i++ {
					if before.Milestones[i] != int(e.N) {
						continue
					}
					need := int(s.Catalogue().Milestones[e.N].N)
					for q := 0; q < 4; q++ {
						if q != int(e.Player) && counts[i][q] >= need-2 {
							contested[side]++
							break
						}
					}
				}
			}
		}
	}
	share := float64(tiles[0]) / float64(tiles[0]+tiles[1])
	close := float64(contested[0]) / float64(contested[0]+contested[1])
	t.Logf("milestone tiles: valuing bots %d, blind bots %d (%.1f%%); claimed with an opponent within 2: %d vs %d (%.1f%%)",
		tiles[0], tiles[1], 100*share, contested[0], contested[1], 100*close)
	require.Greater(t, share, 0.53)
	require.Greater(t, close, 0.5)
}

// TestHeuristicBuildsTowardsAwards: in the same games, the bots that value
// award places take most of the first places.
func TestHeuristicBuildsTowardsAwards(t *testing.T) {
	blind := defaultTuning
	blind.awards = 0
	var first [2]int
	const games = 400
	for g := 0; g < games; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g), Sets: discovery})
		require.NoError(t, err)
		require.NoError(t, Play(&s, mixed(4, g, defaultTuning, blind)))
		tiles := s.Tiles()
		for p := 0; p < 4; p++ {
			for i := 0; i < tiles.NumAwards; i++ {
				if s.AwardPlace(i, p) == 1 {
					first[(p+g)%2]++
				}
			}
		}
	}
	share := float64(first[0]) / float64(first[0]+first[1])
	t.Logf("award first places: valuing bots %d, blind bots %d (%.1f%%)", first[0], first[1], 100*share)
	require.Greater(t, share, 0.55)
}

// TestHeuristicUpgradesThePhasesItUses: most of the upgrades the heuristic
// bot makes go to the two phase cards it chose most that game (two of five
// would be 40% at random).
func TestHeuristicUpgradesThePhasesItUses(t *testing.T) {
	used, total := 0, 0
	upgrades := 0
	const games = 200
	for g := 0; g < games; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g), Sets: discovery})
		require.NoError(t, err)
		bots := heuristics(4, uint64(g))
		var chose [expedition.MaxPlayers][expedition.NumPhases + 1]int
		var upgraded [expedition.MaxPlayers][expedition.NumPhases + 1]int
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			a := act(bots[p], &v)
			if a.Kind == expedition.ActChoosePhase {
				chose[p][a.Index]++
			}
			require.NoError(t, s.Apply(a))
			for _, e := range s.Events() {
				if e.Kind == expedition.EvPhaseUpgraded && s.Round() > 0 {
					upgraded[e.Player][e.N]++
				}
			}
		}
		for p := 0; p < 4; p++ {
			first, second := topTwo(chose[p][:])
			for ph := 1; ph <= expedition.NumPhases; ph++ {
				total += upgraded[p][ph]
				if ph == first || ph == second {
					used += upgraded[p][ph]
				}
			}
		}
	}
	upgrades = total
	share := float64(used) / float64(total)
	t.Logf("%.1f upgrades a player a game in play; %.1f%% of them to the two phases the bot chose most", float64(upgrades)/games/4, 100*share)
	require.Greater(t, share, 0.6)
}

// topTwo returns the indexes of the two largest counts.
func topTwo(counts []int) (int, int) {
	a, b := -1, -1
	for i, c := range counts {
		switch {
		case a < 0 || c > counts[a]:
			a, b = i, a
		case b < 0 || c > counts[b]:
			b = i
		}
	}
	return a, b
}

// TestHeuristicPicksWildTagsThatTriggerItsEffects: when the heuristic bot
// plays a card with a wild tag while one of its own cards or its
// corporation triggers on a tag it can choose at no more cost than the tag
// it chose, it mostly chooses such a tag (the rest of the time a tag worth
// more through milestones, awards or requirements): more than twice as
// often as a tag drawn at random among those as cheap would.
func TestHeuristicPicksWildTagsThatTriggerItsEffects(t *testing.T) {
	chances, taken, plays := 0, 0, 0
	random := 0.0
	for g := 0; g < 400; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g), Sets: discovery})
		require.NoError(t, err)
		bots := heuristics(4, uint64(g))
		cat := s.Catalogue()
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			a := act(bots[p], &v)
			if a.Kind == expedition.ActPlay && cat.Card(int(a.Card)).TagMask.Has(cards.TagWild) {
				plays++
				cheap := cheapTags(&v, int(a.Card), cards.Tag(a.Index))
				if tags := triggerTags(&v, p) & cheap; tags != 0 {
					chances++
					random += float64(bits.OnesCount16(uint16(tags))) / float64(bits.OnesCount16(uint16(cheap)))
					if tags.Has(cards.Tag(a.Index)) {
						taken++
					}
				}
			}
			require.NoError(t, s.Apply(a))
		}
	}
	share, chance := float64(taken)/float64(chances), random/float64(chances)
	t.Logf("wild tags played: %d; with a trigger of the player's on a tag as cheap: %d, of which such a tag chosen: %d (%.0f%%; %.0f%% for a tag drawn at random)",
		plays, chances, taken, 100*share, 100*chance)
	require.Positive(t, chances)
	require.Greater(t, share, 2*chance)
}

// cheapTags returns the tags card id's wild tag may be played as now at no
// more cost than as chosen.
func cheapTags(v *expedition.View, id int, chosen cards.Tag) cards.TagMask {
	var m cards.TagMask
	var buf []expedition.Action
	for _, a := range v.Legal(buf) {
		if a.Kind == expedition.ActPlay && int(a.Card) == id && v.CardCostAs(id, cards.Tag(a.Index)) <= v.CardCostAs(id, chosen) {
			m |= 1 << a.Index
		}
	}
	return m
}

// triggerTags returns the tags on which player p's cards in play or
// corporation trigger when a card is played.
func triggerTags(v *expedition.View, p int) cards.TagMask {
	var m cards.TagMask
	cat := v.Catalogue()
	add := func(ts []cards.Trigger) {
		for _, t := range ts {
			if t.Event == cards.EvPlay {
				m |= t.Filter.Tags & cards.WildChoices
			}
		}
	}
	var tab [64]int
	for _, id := range v.Tableau(p, tab[:0]) {
		add(cat.Card(id).Triggers)
	}
	if c := v.Info(p).Corporation; c >= 0 {
		add(cat.Corporation(c).Triggers)
	}
	return m
}

// TestHeuristicRaisesInfrastructure: with the track (six players, both
// expansions) the bots raise infrastructure by cards and both standard
// projects, and games end in a similar number of rounds with and without
// it; the figures are logged.
func TestHeuristicRaisesInfrastructure(t *testing.T) {
	var steps, byStandard [2]int
	var rounds [2]int
	const games = 60
	for g := 0; g < games; g++ {
		for k, infra := range []expedition.Toggle{expedition.On, expedition.Off} {
			s, err := expedition.New(expedition.Config{Players: 6, Seed: uint64(g), Sets: allSets, Infrastructure: infra})
			require.NoError(t, err)
			bots := heuristics(6, uint64(g))
			for !s.Over() {
				p := s.ToMove()
				v := s.View(p)
				a := act(bots[p], &v)
				require.NoError(t, s.Apply(a))
				for _, e := range s.Events() {
					if e.Kind == expedition.EvParamRaised && e.Param == cards.Infrastructure {
						steps[k]++
						if a.Kind == expedition.ActStandard {
							byStandard[k]++
						}
					}
				}
			}
			require.True(t, s.Result().Finished)
			rounds[k] += s.Result().Rounds
		}
	}
	t.Logf("six players with the track: %.1f infrastructure steps a game (%.0f%% by standard projects), %.1f rounds; without: %.1f rounds",
		float64(steps[0])/games, 100*float64(byStandard[0])/float64(steps[0]), float64(rounds[0])/games, float64(rounds[1])/games)
	require.GreaterOrEqual(t, steps[0], games*expedition.ParamMax(cards.Infrastructure), "every game maxes the track")
	require.Zero(t, steps[1])
	require.Positive(t, byStandard[0])
	require.Less(t, byStandard[0], steps[0], "cards raise it too")
}

// TestPlaceAgainstIsTheAwardRule: the bot's shortcut for award places
// gives what the engine scores (Ruling D2) for every count against every
// others' counts.
func TestPlaceAgainstIsTheAwardRule(t *testing.T) {
	counts := make([]int, 4)
	var walk func(i int)
	walk = func(i int) {
		if i == len(counts) {
			top, next := 0, 0
			for _, c := range counts[1:] {
				if c > top {
					top, next = c, top
				} else if c > next {
					next = c
				}
			}
			require.Equal(t, expedition.AwardVP(counts, 0), placeAgainst(counts[0], top, next), "%v", counts)
			return
		}
		for c := 0; c <= 4; c++ {
			counts[i] = c
			walk(i + 1)
		}
	}
	walk(0)
}
