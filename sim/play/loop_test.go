package play_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/aresim/aresim/sim/play"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// race is a toy game for the loop: two seats take turns to count up by 1
// or 2 (only 1 from 8), and whoever reaches 10 wins. stuck makes nobody
// able to move at 4.
type race struct {
	n, mover int
	stuck    bool
}

// raceRules is race's play.Rules; forced says whether it is AutoForced.
type raceRules struct{ forced bool }

// raceObs is what a seat observes: the mover, the step and the count.
type raceObs struct{ mover, step, n int }

func (raceRules) Players(*race) int { return 2 }
func (raceRules) Over(s *race) bool { return s.n >= 10 }
func (raceRules) ToMove(s *race) int {
	if s.stuck && s.n == 4 {
		return -1
	}
	return s.mover
}
func (raceRules) Legal(s *race, dst []int) []int {
	if s.n >= 8 {
		return append(dst, 1)
	}
	return append(dst, 1, 2)
}
func (raceRules) Apply(s *race, a int) error {
	if a < 1 || a > 2 || s.n >= 8 && a == 2 {
		return errors.New("race: no such step")
	}
	s.n += a
	s.mover ^= 1
	return nil
}
func (raceRules) Reward(s *race, dst []float64) {
	dst[0], dst[1] = float64(s.mover), float64(1-s.mover)
}
func (raceRules) Observe(_ *race, _, _ int, a int) (int, uint64) { return a, 0 }
func (raceRules) View(s *race, _ int, v *race)                   { *v = *s }
func (raceRules) Mark(*race, *raceObs)                           {}
func (raceRules) Observation(s *race, mover, _ int, a int, o *raceObs) {
	*o = raceObs{mover, a, s.n}
}
func (r raceRules) AutoForced() bool { return r.forced }

// greedy steps 2 where it may; it counts its decisions.
type greedy struct{ decisions int }

func (g *greedy) Choose(_ *race, legal []int) int {
	g.decisions++
	return legal[len(legal)-1]
}

// watcher remembers what it observed.
type watcher struct {
	greedy
	seen []raceObs
}

func (w *watcher) Observe(o *raceObs) { w.seen = append(w.seen, *o) }

// blind plays 1 and checks it is handed no View.
type blind struct{ t *testing.T }

func (b blind) Choose(v *race, _ []int) int {
	assert.Nil(b.t, v)
	return 1
}
func (blind) Blind() bool { return true }

func play2(s *race, seats []play.Bot[race, int], forced bool, watchers ...play.Watcher[race, int]) error {
	return play.Play[race, race, raceObs](raceRules{forced}, s, seats, watchers...)
}

// Play asks the seat to move, shows observers the start and every action
// as their seat saw it, and watchers every action with the state after.
func TestPlayShowsObserversAndWatchers(t *testing.T) {
	var s race
	w := &watcher{}
	var watched []string
	require.NoError(t, play2(&s, []play.Bot[race, int]{&greedy{}, w}, false,
		func(mover, a int, after *race) { watched = append(watched, fmt.Sprintf("%d+%d=%d", mover, a, after.n)) }))
	assert.Equal(t, []string{"0+2=2", "1+2=4", "0+2=6", "1+2=8", "0+1=9", "1+1=10"}, watched)
	assert.Equal(t, []raceObs{{-1, 0, 0}, {0, 2, 2}, {1, 2, 4}, {0, 2, 6}, {1, 2, 8}, {0, 1, 9}, {1, 1, 10}}, w.seen)
	assert.Equal(t, 3, w.decisions)
}

// On an AutoForced engine a forced move is played without asking the
// bot; otherwise the bot is asked. A blind bot gets no View.
func TestPlayForcedAndBlind(t *testing.T) {
	for _, forced := range []bool{false, true} {
		var s race
		g := &greedy{}
		require.NoError(t, play2(&s, []play.Bot[race, int]{g, blind{t}}, forced))
		want := 3 // 0+2, 3+2 (then forced at 8)
		if !forced {
			want = 4
		}
		assert.Equal(t, want, g.decisions, "forced %v", forced)
	}
}

// A rejected action stops the game, names the seat and the action, and
// leaves the state as it was; a game nobody can move in is stuck.
func TestPlayErrors(t *testing.T) {
	s := race{n: 8}
	err := play2(&s, []play.Bot[race, int]{badBot{}, badBot{}}, false)
	assert.EqualError(t, err, "play: seat 0 chose 2: race: no such step")
	assert.Equal(t, race{n: 8}, s)
	s = race{stuck: true}
	assert.ErrorIs(t, play2(&s, []play.Bot[race, int]{&greedy{}, &greedy{}}, false), play.ErrStuck)
	assert.EqualError(t, play2(&s, []play.Bot[race, int]{&greedy{}}, false), "play: 1 bots for 2 players")
}

// badBot plays 2 whatever is legal.
type badBot struct{}

func (badBot) Choose(*race, []int) int { return 2 }

// Replay shows a record to watchers and observers as Play did, and names
// the first action that fails, leaving the state before it.
func TestReplay(t *testing.T) {
	record := []int{2, 2, 2, 2, 1, 1}
	step := func(_ *race, i int) (int, error) { return record[i], nil }
	var s race
	w := &watcher{}
	n := 0
	require.NoError(t, play.Replay[race, race, raceObs](raceRules{}, &s, []play.Bot[race, int]{nil, w}, len(record), step,
		func(int, int, *race) { n++ }))
	assert.Equal(t, 10, s.n)
	assert.Equal(t, 6, n)
	assert.Len(t, w.seen, 7)
	record[4] = 2
	s = race{}
	err := play.Replay[race, race, raceObs](raceRules{}, &s, nil, len(record), step)
	assert.EqualError(t, err, "action 5: race: no such step")
	assert.Equal(t, 8, s.n)
}

// Overrule takes the decisions its function takes and asks the bot for
// the others, observing as the bot does.
func TestOverrule(t *testing.T) {
	w := &watcher{}
	ones := func(_ *race, _ []int) (int, bool) { return 1, true }
	b := play.Overrule[race, raceObs](play.Bot[race, int](w), ones)
	_, ok := b.(play.Observer[raceObs])
	assert.True(t, ok)
	var s race
	require.NoError(t, play2(&s, []play.Bot[race, int]{b, &greedy{}}, false))
	assert.Zero(t, w.decisions)
	assert.NotEmpty(t, w.seen)
	g := play.Overrule[race, raceObs](play.Bot[race, int](&greedy{}), ones)
	_, ok = g.(play.Observer[raceObs])
	assert.False(t, ok)
}

// The loop allocates nothing per game once its pool holds a workspace
// (the state is the caller's, here allocated once).
func TestPlayAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation allocates")
	}
	seats := []play.Bot[race, int]{&greedy{}, &watcher{seen: make([]raceObs, 0, 1024)}}
	s := new(race)
	allocs := testing.AllocsPerRun(100, func() {
		*s = race{}
		if err := play2(s, seats, true); err != nil {
			t.Fatal(err)
		}
		seats[1].(*watcher).seen = seats[1].(*watcher).seen[:0]
	})
	assert.Zero(t, allocs)
}
