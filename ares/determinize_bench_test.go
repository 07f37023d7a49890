package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
)

// BenchmarkDeterminize measures one sample of the seat to move's
// information set at decisions of random Basic Games, the seat's Memory
// kept from the start: ns/op is per sample, which the search agent draws
// once per iteration; allocs/op must stay 0.
func BenchmarkDeterminize(b *testing.B) {
	rules := MustDefaultRules()
	type point struct {
		view State
		mem  Memory
	}
	var points []point
	var mems [2]Memory
	var obs State
	for g := uint64(0); g < 10; g++ {
		s, _ := NewGame(rules, basicConfig, g)
		pick := dice.New(g)
		var buf []Action
		for p := range mems {
			mems[p].Reset()
		}
		for step := 0; !s.Over(); step++ {
			for p := range mems {
				s.ObservationInto(p, &obs)
				mems[p].Observe(&obs)
			}
			if step%5 == 0 {
				points = append(points, point{view: s.View(s.ToMove()), mem: mems[s.ToMove()]})
			}
			buf = s.Legal(buf[:0])
			_ = s.Apply(buf[pick.Intn(len(buf))])
		}
	}
	var d Determinizer
	var sample State
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pt := &points[(i/16)%len(points)]
		if i%16 == 0 {
			d.Reset(&pt.view, &pt.mem)
		}
		d.Determinize(&sample, uint64(i))
	}
}
