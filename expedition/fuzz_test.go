package expedition

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
)

// FuzzPlay plays a game chosen by the fuzzer: the seed (which also draws
// the player count from 2 to 6, the sets, options and variants), then one
// byte per decision. A byte below 224 picks a legal action; other
// bytes throw an illegal action made from the next bytes, which must be
// rejected without changing anything. The invariants are checked after
// every action, and nothing may panic.
func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), uint8(2), []byte{0, 1, 2, 3, 250, 7, 9, 4})
	f.Add(uint64(42), uint8(4), []byte{9, 9, 9, 255, 255, 255, 1, 0, 0})
	f.Add(uint64(7), uint8(3), make([]byte, 300))
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, moves []byte) {
		r := dice.New(seed ^ uint64(players))
		s, err := New(randomConfig(&r, seed))
		if err != nil {
			t.Fatal(err)
		}
		var buf []Action
		for i := 0; i < len(moves) && !s.Over(); i++ {
			b := moves[i]
			if b >= 224 && i+4 < len(moves) {
				a := Action{
					Kind:   ActionKind(moves[i+1] % (uint8(numActionKinds) + 2)),
					Player: int8(moves[i+2]%8) - 1,
					Card:   int16(moves[i+3])*2 - 40,
					Index:  int8(moves[i+4]%12) - 2,
					X:      int16(b) - 230,
					Pay:    PayFlags(moves[i+4] >> 4),
				}
				i += 4
				before := s
				legal := false
				for _, l := range s.Legal(buf[:0]) {
					if l == a {
						legal = true
					}
				}
				err := s.Apply(a)
				if legal != (err == nil) {
					t.Fatalf("Legal says %v, Apply says %v for %s", legal, err, s.ActionString(a))
				}
				if err != nil && s != before {
					t.Fatalf("rejected %s changed the state", before.ActionString(a))
				}
			} else {
				buf = s.Legal(buf[:0])
				if len(buf) == 0 {
					t.Fatalf("no legal action at %s", s.where())
				}
				if err := s.Apply(buf[int(b)%len(buf)]); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
