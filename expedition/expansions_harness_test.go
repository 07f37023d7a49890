package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// Helpers for the tests of Discovery and Foundations.

// allSets are the sets of a game with both expansions.
var allSets = []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations}

// expGame returns a fresh game (see fresh) configured by cfg: n players at
// the Planning step of round 1, no corporations, 100 MC each.
func expGame(t *testing.T, cfg Config) *State {
	t.Helper()
	if cfg.Seed == 0 {
		cfg.Seed = 7
	}
	s := freshWith(t, cfg)
	// A drafting game starts with the packs dealt: they become the hands.
	for p := 0; p < cfg.Players; p++ {
		for s.players[p].nRevealed > 0 {
			id := s.players[p].revealed.next(0)
			s.fromRevealed(p, id)
			s.toHand(p, id)
		}
	}
	if s.opts&optDummy != 0 {
		s.revealDummy()
	}
	require.NoError(t, s.Check())
	return s
}

// both returns a fresh 2-player game with both expansions and every option
// on, the infrastructure track included.
func both(t *testing.T) *State {
	t.Helper()
	return expGame(t, Config{Players: 2, Sets: allSets, Infrastructure: On})
}

// giveTags puts cards carrying n tags tg in player p's tableau.
func giveTags(t *testing.T, s *State, p int, tg cards.Tag, n int) {
	t.Helper()
	withTags(t, s, p, tg, n, -1)
}

// setMilestones makes the game's milestones the ones named, in order.
func setMilestones(t *testing.T, s *State, names ...string) {
	t.Helper()
	cat := s.cat()
	s.tiles.nMilestones = uint8(len(names))
	for i, n := range names {
		s.tiles.milestones[i] = uint8(indexOf(t, n, len(cat.Milestones), func(j int) string { return cat.Milestones[j].Name }))
	}
}

// setAwards makes the game's awards the ones named, in order.
func setAwards(t *testing.T, s *State, names ...string) {
	t.Helper()
	cat := s.cat()
	s.tiles.nAwards = uint8(len(names))
	for i, n := range names {
		s.tiles.awards[i] = uint8(indexOf(t, n, len(cat.Awards), func(j int) string { return cat.Awards[j].Name }))
	}
}

// indexOf returns the index j < n whose name(j) is name.
func indexOf(t *testing.T, name string, n int, nameOf func(j int) string) int {
	t.Helper()
	for j := 0; j < n; j++ {
		if nameOf(j) == name {
			return j
		}
	}
	t.Fatalf("no %q", name)
	return -1
}

// giveMilestone gives player p the game's milestone Terraformer the way a
// game does: its TR goes to 15 and the next check claims it.
func giveMilestone(t *testing.T, s *State, p int) {
	t.Helper()
	setMilestones(t, s, "Terraformer", "Builder", "Farmer")
	if n := 15 - int(s.players[p].tr); n > 0 {
		s.cardTR(p, n)
	}
	s.checkMilestones()
	require.NotZero(t, s.Tiles().Has[p]&1, "p%d has Terraformer", p)
	require.NoError(t, s.Check())
}

// randomConfig draws a game's configuration from r: 2 to 6 players, the
// sets (Foundations always with five or six), the expansions' options and
// variants.
func randomConfig(r *dice.Rand, seed uint64) Config {
	n := 2 + r.Intn(5)
	cfg := Config{Players: n, Seed: seed, Sets: []cards.Set{cards.SetBase}}
	disc, found := r.Intn(5) < 3, n >= 5 || r.Intn(5) < 3
	if disc {
		cfg.Sets = append(cfg.Sets, cards.SetDiscovery)
		cfg.Milestones, cfg.Upgrades = Toggle(r.Intn(3)), Toggle(r.Intn(3))
	}
	if found {
		cfg.Sets = append(cfg.Sets, cards.SetFoundations)
		cfg.Infrastructure = Toggle(r.Intn(3))
	}
	cfg.Draft = r.Intn(4) == 0
	cfg.DummyHand = n == 2 && r.Intn(2) == 0
	return cfg
}
