package play_test

import (
	"errors"
	"testing"

	"github.com/aresim/aresim/sim/play"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// first is a bot of a toy registry: it plays the first legal action.
type first struct{ seed uint64 }

func (first) Choose(_ *int, legal []int) int { return legal[0] }

var errUnknown = errors.New("toy: unknown bot")

func toyRegistry() *play.Registry[int, int] {
	return play.NewRegistry(errUnknown,
		play.Tier[int, int]{Name: "first", New: func(seed uint64) play.Bot[int, int] { return first{seed} }},
		play.Tier[int, int]{Name: "mcts", Budget: func(n int, seed uint64) play.Bot[int, int] { return first{uint64(n)} }},
	)
}

// New takes names in any case, budgets after a colon, and names what is
// wrong with any other name in the engine's words; Check says it in a
// study's.
func TestRegistryNames(t *testing.T) {
	r := toyRegistry()
	assert.Equal(t, "first, mcts or mcts:N", r.Names())
	assert.Equal(t, []string{"first", "mcts", "mcts:N"}, r.List())
	for name, want := range map[string]uint64{"first": 7, " FIRST ": 7, "mcts": 0, "MCTS:12": 12} {
		b, err := r.New(name, 7)
		require.NoError(t, err, name)
		assert.Equal(t, first{want}, b, name)
		assert.NoError(t, r.Check(name))
	}
	_, err := r.New("nobody", 1)
	assert.ErrorIs(t, err, errUnknown)
	assert.EqualError(t, err, `toy: unknown bot "nobody" (want first, mcts or mcts:N)`)
	assert.EqualError(t, r.Check("nobody"), `unknown bot "nobody" (want first, mcts or mcts:N)`)
	for _, name := range []string{"mcts:0", "MCTS:007", "mcts:99999999", "mcts:x"} {
		_, err := r.New(name, 1)
		assert.ErrorIs(t, err, errUnknown, name)
		assert.ErrorContains(t, err, "the budget after mcts: must be a whole number of iterations from 1 to 10000000", name)
		assert.ErrorContains(t, r.Check(name), "bot: ", name)
	}
}

// A new tier is one registration; a name registered twice, or none, is a
// program's mistake.
func TestRegistryRegister(t *testing.T) {
	r := toyRegistry()
	r.Register(play.Tier[int, int]{Name: "second", New: func(seed uint64) play.Bot[int, int] { return first{seed + 1} }})
	b, err := r.New("Second", 1)
	require.NoError(t, err)
	assert.Equal(t, first{2}, b)
	mk := func(uint64) play.Bot[int, int] { return first{} }
	assert.Panics(t, func() { r.Register(play.Tier[int, int]{Name: "first", New: mk}) })
	assert.Panics(t, func() { r.Register(play.Tier[int, int]{Name: "Third", New: mk}) })
	assert.Panics(t, func() { r.Register(play.Tier[int, int]{Name: "third"}) })
}

// Seats makes one bot a seat, from one name or one a seat, seeds each
// seat as asked and runs the team hook on the table.
func TestRegistrySeats(t *testing.T) {
	r := toyRegistry()
	var teams [][]play.Bot[int, int]
	r.SetTeam(func(seats []play.Bot[int, int]) { teams = append(teams, seats) })
	seed := func(p int) uint64 { return uint64(10 + p) }
	seats, err := r.Seats([]string{"first"}, 3, seed)
	require.NoError(t, err)
	assert.Equal(t, []play.Bot[int, int]{first{10}, first{11}, first{12}}, seats)
	seats, err = r.Seats([]string{"first", "mcts:5"}, 2, seed)
	require.NoError(t, err)
	assert.Equal(t, []play.Bot[int, int]{first{10}, first{5}}, seats)
	assert.Len(t, teams, 2)
	_, err = r.Seats([]string{"first", "first"}, 3, seed)
	assert.EqualError(t, err, "play: 2 bot names for 3 players")
	_, err = r.Seats([]string{"nobody"}, 3, seed)
	assert.ErrorIs(t, err, errUnknown)
}

// Definition names a tier as a study's fingerprint does: its name alone,
// or with a Definition the name and the definition in brackets, the base
// tier's for a name with a budget.
func TestRegistryDefinition(t *testing.T) {
	r := toyRegistry()
	version := "1"
	mk := func(uint64) play.Bot[int, int] { return first{} }
	r.Register(play.Tier[int, int]{Name: "learned", New: mk, Definition: func() string { return "weights " + version }})
	r.Register(play.Tier[int, int]{Name: "guided", Definition: func() string { return "guide " + version },
		Budget: func(n int, seed uint64) play.Bot[int, int] { return first{uint64(n)} }})
	for name, want := range map[string]string{
		"first":      "first",
		" FIRST ":    " FIRST ",
		"mcts:12":    "mcts:12",
		"learned":    "learned (weights 1)",
		"Learned":    "Learned (weights 1)",
		"guided":     "guided (guide 1)",
		"guided:100": "guided:100 (guide 1)",
	} {
		got, err := r.Definition(name)
		require.NoError(t, err, name)
		assert.Equal(t, want, got, name)
	}
	version = "2"
	got, err := r.Definition("learned")
	require.NoError(t, err)
	assert.Equal(t, "learned (weights 2)", got, "the definition is read when asked for")
	_, err = r.Definition("nobody")
	assert.ErrorIs(t, err, errUnknown)
	assert.EqualError(t, err, `toy: unknown bot "nobody" (want first, mcts, mcts:N, learned, guided or guided:N)`)
	_, err = r.Definition("guided:0")
	assert.ErrorIs(t, err, errUnknown)
}

// A tier that takes a file plays what its file makes of it under
// "name=FILE" and "name:N=FILE", made once a file; its definition tells
// files apart, and a refused file is the name's error, in one line.
func TestRegistryFiles(t *testing.T) {
	opened := map[string]int{}
	r := play.NewRegistry(errUnknown,
		play.Tier[int, int]{Name: "first", New: func(seed uint64) play.Bot[int, int] { return first{seed} }},
		play.Tier[int, int]{Name: "tuned",
			Budget:     func(n int, seed uint64) play.Bot[int, int] { return first{uint64(n)} },
			Definition: func() string { return "weights embedded" },
			With: func(file string) (play.Tier[int, int], error) {
				opened[file]++
				if file == "bad.json" {
					return play.Tier[int, int]{}, errors.New("weights: not an aresim weights file")
				}
				return play.Tier[int, int]{
					Budget:     func(n int, seed uint64) play.Bot[int, int] { return first{uint64(1000*len(file) + n)} },
					Definition: func() string { return "weights of " + file },
				}, nil
			}},
	)
	assert.Equal(t, []string{"first", "tuned", "tuned:N", "tuned=FILE"}, r.List())
	for name, want := range map[string]uint64{"tuned": 0, "tuned:3": 3, "TUNED=A.json": 6000, " tuned:7 = A.json ": 6007} {
		b, err := r.New(name, 1)
		require.NoError(t, err, name)
		assert.Equal(t, first{want}, b, name)
		assert.NoError(t, r.Check(name), name)
	}
	assert.Equal(t, 1, opened["A.json"], "a file is opened once")
	def, err := r.Definition("tuned:7=A.json")
	require.NoError(t, err)
	assert.Equal(t, "tuned:7=A.json (weights of A.json)", def)
	def, err = r.Definition("tuned:7")
	require.NoError(t, err)
	assert.Equal(t, "tuned:7 (weights embedded)", def)

	_, err = r.New("tuned=bad.json", 1)
	assert.EqualError(t, err, `bot "tuned=bad.json": weights: not an aresim weights file`)
	assert.NotErrorIs(t, err, errUnknown)
	assert.EqualError(t, r.Check("tuned:5=bad.json"), `bot "tuned:5=bad.json": weights: not an aresim weights file`)
	_, err = r.Definition("tuned=bad.json")
	assert.Error(t, err)
	_, err = r.New("first=A.json", 1)
	assert.ErrorIs(t, err, errUnknown)
	assert.ErrorContains(t, err, "first takes no file")
	assert.ErrorContains(t, r.Check("tuned= "), `"tuned=": no file after the equals sign (want tuned=FILE)`)
}
