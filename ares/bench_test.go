package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
)

// BenchmarkApply measures one Apply (with its Legal) in random games:
// ns/op is per action; allocs/op must stay 0.
func BenchmarkApply(b *testing.B) {
	rules := MustDefaultRules()
	pick := dice.New(1)
	buf := make([]Action, 0, 512)
	s, _ := NewGame(rules, basicConfig, 0)
	games := uint64(0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Over() {
			games++
			s, _ = NewGame(rules, basicConfig, games)
		}
		buf = s.Legal(buf[:0])
		if err := s.Apply(buf[pick.Intn(len(buf))]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRandomGameNoBots plays whole random games without the bot
// package's loop.
func BenchmarkRandomGameNoBots(b *testing.B) {
	rules := MustDefaultRules()
	pick := dice.New(1)
	buf := make([]Action, 0, 512)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, _ := NewGame(rules, basicConfig, uint64(i))
		for !s.Over() {
			buf = s.Legal(buf[:0])
			_ = s.Apply(buf[pick.Intn(len(buf))])
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkView measures building a View.
func BenchmarkView(b *testing.B) {
	s := playRandomGame(b, MustDefaultRules(), basicConfig, 3, false)
	var v State
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s.ViewInto(i&1, &v)
	}
}

// BenchmarkViewEveryDecision measures building the View of the player to
// move at every decision of random games of every mode, battles and
// revealed bases included: ns/op is per View.
func BenchmarkViewEveryDecision(b *testing.B) {
	rules := MustDefaultRules()
	var states []State
	for i, cfg := range modeConfigs {
		s, _ := NewGame(rules, cfg, uint64(i))
		pick := dice.New(uint64(i))
		var buf []Action
		for !s.Over() {
			states = append(states, s)
			buf = s.Legal(buf[:0])
			_ = s.Apply(buf[pick.Intn(len(buf))])
		}
	}
	var v State
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := &states[i%len(states)]
		s.ViewInto(s.ToMove(), &v)
	}
}
