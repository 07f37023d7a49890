package ares

import (
	"bytes"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recordRandomGame plays a random game, recording it; the seed picks the
// mode among modeConfigs.
func recordRandomGame(t testing.TB, rules *Rules, seed uint64) (State, Record) {
	cfg := modeConfigs[seed%uint64(len(modeConfigs))]
	rec, err := NewRecord(rules, cfg, seed)
	require.NoError(t, err)
	s, err := NewGame(rules, cfg, seed)
	require.NoError(t, err)
	pick := dice.New(seed + 99)
	var buf []Action
	for !s.Over() {
		buf = s.Legal(buf[:0])
		a := buf[pick.Intn(len(buf))]
		require.NoError(t, s.Apply(a))
		rec.Add(a)
	}
	rec.Finish(&s)
	return s, rec
}

func TestReplayReproducesGames(t *testing.T) {
	rules := MustDefaultRules()
	for seed := uint64(0); seed < 1000; seed++ {
		s, rec := recordRandomGame(t, rules, seed)
		var buf bytes.Buffer
		require.NoError(t, WriteRecord(&buf, rec))
		back, err := ReadRecord("game.json", &buf)
		require.NoError(t, err)
		r, err := Replay(rules, back)
		require.NoError(t, err, "seed %d", seed)
		require.Equal(t, s, r, "seed %d: the replay is the same game", seed)
	}
}

func TestReplayCatchesTampering(t *testing.T) {
	rules := MustDefaultRules()
	_, rec := recordRandomGame(t, rules, 42)
	bad := rec
	bad.Seed++
	_, err := Replay(rules, bad)
	assert.ErrorIs(t, err, ErrReplayMismatch)

	bad = rec
	bad.Actions = append([]string(nil), rec.Actions...)
	bad.Actions[10] = "jump 3"
	_, err = Replay(rules, bad)
	assert.ErrorContains(t, err, "action 11")

	bad = rec
	bad.Factions = []FactionRef{{Name: "Terrans", Fingerprint: "00"}, rec.Factions[1]}
	_, err = Replay(rules, bad)
	assert.ErrorContains(t, err, "fingerprint")

	_, err = ReadRecord("x.json", bytes.NewReader([]byte(`{"format":"aresim-ares-record/1","seed":"x"}`)))
	assert.ErrorContains(t, err, "x.json")
}

// TestNextNeverChangesItsInput applies every legal action of many states
// through Next and checks the input is untouched.
func TestNextNeverChangesItsInput(t *testing.T) {
	rules := MustDefaultRules()
	for seed := uint64(0); seed < 50; seed++ {
		s, err := NewGame(rules, basicConfig, seed)
		require.NoError(t, err)
		pick := dice.New(seed)
		for !s.Over() {
			legal := s.Legal(nil)
			before := s
			for _, a := range legal {
				n, err := Next(s, a)
				require.NoError(t, err)
				require.Equal(t, before, s)
				_ = n
			}
			s, err = Next(s, legal[pick.Intn(len(legal))])
			require.NoError(t, err)
		}
	}
}

func TestActionTextRoundTrip(t *testing.T) {
	rules := MustDefaultRules()
	seen := map[ActionKind]bool{}
	for seed := uint64(0); seed < 200; seed++ {
		_, rec := recordRandomGame(t, rules, seed)
		for _, text := range rec.Actions {
			a, err := ParseAction(text)
			require.NoError(t, err)
			assert.Equal(t, text, a.String())
			seen[a.Kind] = true
		}
	}
	for _, a := range []Action{{Kind: ActEmergency, Card: NoCard, Force: 3}, {Kind: ActDestroy, Target: TargetAnyBuilding},
		{Kind: ActFire, Force: 1, Target: TargetBaseLeft}, {Kind: ActPlace, Force: 2, Arg: uint8(PlaceStay)}} {
		b, err := ParseAction(a.String())
		require.NoError(t, err)
		assert.Equal(t, a, b)
	}
	// The text form is canonical: anything String would not write back is
	// rejected, including other spellings of a valid action.
	for _, bad := range []string{"", "fly", "pick", "pick x", "attack 1 sideways vs 0", "fire 1 at", "reroll 999",
		"pick 05", "pick 1 2", "pass now", "destroy 3", "fire 1 at 254", "emergency 255 @3", "switch none 1",
		"building 1 0 4", "reward loot @1", "place 1 match"} {
		_, err := ParseAction(bad)
		assert.ErrorIs(t, err, ErrBadAction, "%q", bad)
	}
	for k := ActionKind(0); k < numActionKinds; k++ {
		assert.True(t, seen[k], "no %d action in 200 random games", k)
	}
}

// FuzzGame plays random legal games from random seeds, throwing random
// illegal actions at the engine: no panic, every rejected action leaves
// the state unchanged, and the invariants hold after every Apply.
func FuzzGame(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3})
	f.Add(uint64(77), []byte{255, 128, 7})
	rules := MustDefaultRules()
	f.Fuzz(func(t *testing.T, seed uint64, noise []byte) {
		fuzzOneGame(t, rules, seed, noise)
	})
}

func fuzzOneGame(t testing.TB, rules *Rules, seed uint64, noise []byte) {
	s, err := NewGame(rules, modeConfigs[seed%uint64(len(modeConfigs))], seed)
	if err != nil {
		t.Fatal(err)
	}
	pick := dice.New(seed)
	var buf []Action
	for i := 0; !s.Over(); i++ {
		if i > 20000 {
			t.Fatalf("seed %d: game does not end", seed)
		}
		if len(noise) > 0 {
			n := noise[i%len(noise)]
			junk := Action{Kind: ActionKind(n % (byte(numActionKinds) + 2)), Card: n >> 2, Force: n >> 3, Target: n ^ byte(i), Arg: n >> 6}
			before := s
			if err := s.Apply(junk); err == nil {
				if cerr := s.Check(); cerr != nil {
					t.Fatalf("seed %d: accepted %s broke the state: %v", seed, junk, cerr)
				}
				continue
			}
			if s != before {
				t.Fatalf("seed %d: rejected %s changed the state", seed, junk)
			}
		}
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("seed %d: no legal action", seed)
		}
		if err := s.Apply(buf[pick.Intn(len(buf))]); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}
