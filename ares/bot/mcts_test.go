package bot

import (
	"fmt"
	"slices"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legalOnly is a bot that fails the test when the bot it wraps chooses an
// action that is not in the legal list it was given.
type legalOnly struct {
	Bot
	t       *testing.T
	choices int
}

func (l *legalOnly) Choose(v *ares.State, legal []ares.Action) ares.Action {
	a := l.Bot.Choose(v, legal)
	if !slices.Contains(legal, a) {
		l.t.Fatalf("chose %s, not one of %v", a, legal)
	}
	l.choices++
	return a
}

// Watch passes the observations on to a bot that watches.
func (l *legalOnly) Observe(o *ares.Observation) {
	if w, ok := l.Bot.(play.Observer[ares.Observation]); ok {
		w.Observe(o)
	}
}

// allModes are the configurations of every mode the search agent plays.
var allModes = append([]ares.Config{basic}, modeConfigs...)

// TestMCTSReturnsOnlyLegalActions plays the search agent, in each of its
// settings, in games of every mode (Basic, Full, Free-For-All for 3 and
// 4, Team as one side) beside random and heuristic bots: every action it
// returns is one of the legal ones it was given, and the game keeps its
// invariants after every action.
func TestMCTSReturnsOnlyLegalActions(t *testing.T) {
	rules := ares.MustDefaultRules()
	settings := []MCTSConfig{
		{Iterations: 12},
		{Iterations: 12, SearchBattles: true, RolloutDepth: search.LeafEvaluation},
		{Iterations: 12, UCT: true, Observers: search.SingleObserver},
		{Iterations: 12, NoPriors: true, RolloutDepth: 3},
		{Iterations: 12, NoPriors: true, UCT: true},
		{Iterations: 12, SearchOwnBattles: true},
	}
	games := 4
	if testing.Short() {
		games = 2
	}
	searched := 0
	for i, cfg := range allModes {
		t.Run(fmt.Sprintf("%s-%d", cfg.Mode, len(cfg.Factions)), func(t *testing.T) {
			for g := 0; g < games; g++ {
				seed := uint64(100*i + g)
				s, err := ares.NewGame(rules, cfg, seed)
				require.NoError(t, err)
				bots := make([]Bot, len(cfg.Factions))
				agents := []*legalOnly{}
				for p := range bots {
					switch {
					case p == g%len(bots) || (cfg.Mode == ares.Team && p == g%len(bots)^1):
						m, err := NewMCTSWith(settings[(g+i)%len(settings)], seed+uint64(p))
						require.NoError(t, err)
						l := &legalOnly{Bot: m, t: t}
						agents = append(agents, l)
						bots[p] = l
					case p%2 == 0:
						bots[p] = NewRandom(seed + uint64(p))
					default:
						bots[p] = NewHeuristic(seed + uint64(p))
					}
				}
				require.NoError(t, Play(&s, bots, func(_ int, a ares.Action, after *ares.State) {
					if err := after.Check(); err != nil {
						t.Fatalf("seed %d after %s: %v", seed, a, err)
					}
				}))
				require.True(t, s.Over())
				for _, l := range agents {
					searched += l.choices
				}
			}
		})
	}
	assert.Greater(t, searched, 500)
}

// searchedBy records, for each decision with a choice the search agent
// it wraps is asked, whether it was a battle micro-decision and whether
// the agent searched it.
type searchedBy struct {
	*MCTS
	micro, microSearched, turn, turnSearched int
}

func (s *searchedBy) Choose(v *ares.State, legal []ares.Action) ares.Action {
	a := s.MCTS.Choose(v, legal)
	searched := s.MCTS.Stats().Iterations > 0
	if len(s.MCTS.RootStats(nil)) > 0 != searched {
		panic("RootStats and Stats disagree on whether the decision was searched")
	}
	if battleMicro(legal[0].Kind) {
		s.micro++
		if searched {
			s.microSearched++
		}
	} else {
		s.turn++
		if searched {
			s.turnSearched++
		}
	}
	return a
}

// By default the battle tactics take the agent's own battle
// micro-decisions and every other decision with a choice is searched;
// with SearchOwnBattles (or SearchBattles) every decision is searched.
func TestMCTSLeavesItsBattleMicroDecisionsToTheTactics(t *testing.T) {
	for _, cfg := range []MCTSConfig{{Iterations: 8}, {Iterations: 8, SearchOwnBattles: true}, {Iterations: 8, SearchBattles: true}} {
		m, err := NewMCTSWith(cfg, 3)
		require.NoError(t, err)
		agent := &searchedBy{MCTS: m}
		for seed := uint64(1); agent.micro < 20; seed++ {
			m.Reset(seed)
			require.Less(t, seed, uint64(40), "too few battles")
			playDuel(t, seed, agent)
		}
		assert.Equal(t, agent.turn, agent.turnSearched, "%+v: every other decision is searched", cfg)
		if cfg.SearchOwnBattles || cfg.SearchBattles {
			assert.Equal(t, agent.micro, agent.microSearched, "%+v", cfg)
		} else {
			assert.Zero(t, agent.microSearched, "%+v", cfg)
		}
	}
}

// playDuel plays a Basic Game between the search agent made by agent
// (seat 0) and a heuristic bot, and returns its actions.
func playDuel(t *testing.T, seed uint64, agent Bot) []ares.Action {
	t.Helper()
	s, err := ares.NewGame(ares.MustDefaultRules(), basic, seed)
	require.NoError(t, err)
	var actions []ares.Action
	require.NoError(t, Play(&s, []Bot{agent, NewHeuristic(seed)}, func(_ int, a ares.Action, _ *ares.State) {
		actions = append(actions, a)
	}))
	return actions
}

// The search agent is reproducible: the same seed plays the same game,
// and an agent Reset after another game plays it as a new one does.
func TestMCTSIsReproducible(t *testing.T) {
	a := playDuel(t, 7, NewMCTS(30, 99))
	assert.Equal(t, a, playDuel(t, 7, NewMCTS(30, 99)))
	used := NewMCTS(30, 5)
	playDuel(t, 8, used)
	used.Reset(99)
	assert.Equal(t, a, playDuel(t, 7, used))
	assert.NotEqual(t, a, playDuel(t, 7, NewMCTS(30, 100)), "another seed plays otherwise")
}

func TestNewMCTSByName(t *testing.T) {
	b, err := New("mcts", 1)
	require.NoError(t, err)
	assert.Equal(t, DefaultMCTSIterations, b.(*MCTS).Iterations())
	b, err = New("mcts:50", 1)
	require.NoError(t, err)
	assert.Equal(t, 50, b.(*MCTS).Iterations())
	for _, bad := range []string{"mcts:", "mcts:0", "mcts:-3", "mcts:05", "mcts:x", "mcts:1.5", "mcts:99999999"} {
		_, err := New(bad, 1)
		assert.ErrorContains(t, err, "budget after mcts:", bad)
	}
	_, err = New("mctss", 1)
	assert.ErrorContains(t, err, `unknown bot "mctss"`)
	_, err = NewMCTSWith(MCTSConfig{Iterations: -1}, 1)
	assert.ErrorIs(t, err, search.ErrConfig)
}

// watchLog records what an Observer is shown.
type watchLog struct {
	Heuristic
	movers []int
	seen   []ares.Action
	views  int
}

func (w *watchLog) Observe(o *ares.Observation) {
	if o.View.IsView() && o.View.Viewer() == 1 {
		w.views++
	}
	w.movers = append(w.movers, o.Mover)
	w.seen = append(w.seen, o.Action)
}

// The loop shows an Observer the game as its seat sees it: once at the start,
// then every action, whoever made it, as State.Seen projects it for the
// seat, with the seat's observation.
func TestPlayShowsObserversEveryAction(t *testing.T) {
	s, err := ares.NewGame(ares.MustDefaultRules(), basic, 11)
	require.NoError(t, err)
	w := &watchLog{Heuristic: *NewHeuristic(2)}
	var movers []int
	var seen []ares.Action
	before := s
	require.NoError(t, Play(&s, []Bot{NewHeuristic(1), w}, func(_ int, a ares.Action, after *ares.State) {
		movers = append(movers, before.ToMove())
		seen = append(seen, after.Seen(before.ToMove(), 1, a))
		before = *after
	}))
	require.Equal(t, append([]int{-1}, movers...), w.movers)
	require.Equal(t, append([]ares.Action{{}}, seen...), w.seen)
	require.Equal(t, len(w.movers), w.views)
	hidden := 0
	for _, a := range w.seen {
		if a.Kind == ares.ActHidden {
			hidden++
		}
	}
	require.Greater(t, hidden, 5, "the opponent's plays behind its screen show as hidden plays")
}

// The search agent beats the heuristic bot in Basic Game mirror matches
// at a small budget (seats rotated, both factions).
func TestMCTSBeatsHeuristicInMirrorMatches(t *testing.T) {
	if testing.Short() {
		t.Skip("a strength measurement: 48 searched games")
	}
	rules := ares.MustDefaultRules()
	wins, games := 0, 0
	for g := uint64(0); g < 48; g++ {
		faction := []string{"Terrans", "Kahoum"}[g%2]
		seat := int(g/2) % 2
		s, err := ares.NewGame(rules, ares.Config{Mode: ares.Basic, Factions: []string{faction, faction}}, sim.EngineSeed(g))
		require.NoError(t, err)
		bots := []Bot{nil, nil}
		bots[seat] = NewMCTS(50, sim.BotSeed(g, seat))
		bots[1-seat] = NewHeuristic(sim.BotSeed(g, 1-seat))
		require.NoError(t, Play(&s, bots))
		if s.Result().Winner == seat {
			wins++
		}
		games++
	}
	t.Logf("the search agent won %d of %d", wins, games)
	assert.Greater(t, float64(wins)/float64(games), 0.55)
}
