package bot

import (
	"math"

	"github.com/aresim/aresim/ares"
)

// This file holds the search agent's leaf evaluation: each side's chance
// of winning a game from a turn decision, from its points and the
// heuristic's estimate of its strength, mapped to a probability by
// logistic curves fitted to self-play (FitLeaf).

// LeafBuckets is the number of stages of a game the leaf evaluation tells
// apart, by the share of the cards still to play (decks and hands): the
// first bucket holds the start of the game, the last its end.
const LeafBuckets = 4

// LeafCurve is the leaf evaluation at one stage of a game: side A's score
// against side B is d = (points A − points B) + Weight·(strength A −
// strength B), and A wins with probability 1/(1+exp(−Slope·d)).
// Strength is the heuristic's estimate of a side's units (its resources
// counted as the units they will build).
type LeafCurve struct {
	Weight, Slope float64
}

// LeafModel is the leaf evaluation of one family of games: a curve per
// stage (LeafBuckets).
type LeafModel [LeafBuckets]LeafCurve

// leafBucket returns the stage of s: the share of its cards still in the
// decks and hands of the players still in, in LeafBuckets equal parts.
func leafBucket(s *ares.State) int {
	left, total := 0, 0
	for p := 0; p < s.NumPlayers(); p++ {
		if s.Eliminated(p) {
			continue
		}
		left += s.DeckLen(p) + s.HandLen(p)
		total += ares.DeckSize
	}
	if total == 0 {
		return LeafBuckets - 1
	}
	b := LeafBuckets - 1 - left*LeafBuckets/(total+1)
	return min(max(b, 0), LeafBuckets-1)
}

// leafSide is what the leaf evaluation reads of one side: its points and
// its strength.
type leafSide struct{ points, strength float64 }

// leafSideOf returns the points and strength of seat p's side in the full
// state s (in a Team Match, both teammates' units; their points are
// pooled already).
func (h *Heuristic) leafSideOf(s *ares.State, p int) leafSide {
	ls := leafSide{points: float64(s.Points(p))}
	for q := 0; q < s.NumPlayers(); q++ {
		if q == p || (s.Mode() == ares.Team && s.Teammate(p, q)) {
			if !s.Eliminated(q) {
				ls.strength += h.unitStrength(s, q)
			}
		}
	}
	return ls
}

// unitStrength is the heuristic's measure of player p's units in s: the
// units each building holds and its resources will build at Construction,
// each at its value against p's enemy (the heuristic's unit values), Base
// Defense units at half (they fight at home only).
func (h *Heuristic) unitStrength(s *ares.State, p int) float64 {
	vals := h.values.of(s.Faction(p), s.Faction(h.enemyOf(s, p)))
	st := 0.0
	for k, n := 0, s.BaseSlots(p); k < n; k++ {
		u, unit, units, res := s.SlotStock(p, k)
		if u == nil || !ares.FightingUnit(u) {
			continue
		}
		val := float64(min(units+unitsFor(res, u), ares.MaxUnitsPerBuilding)) * vals.unit[unit]
		if u.BaseDefense {
			val /= 2
		}
		st += val
	}
	return st
}

// leafEvaluate writes each seat's estimated chance of winning the full
// state s, at a turn decision, into dst: with two sides the curve of the
// game's stage; with more (a Free-For-All), the probabilities
// proportional to exp(Slope·score) of the sides still in, which for two
// sides is the same curve. Teammates share their team's chance.
func (h *Heuristic) leafEvaluate(s *ares.State, model *LeafModel, dst []float64) {
	c := model[leafBucket(s)]
	n := s.NumPlayers()
	var score [ares.MaxPlayers]float64
	hi := math.Inf(-1)
	for p := 0; p < n; p++ {
		if s.Eliminated(p) || (s.Mode() == ares.Team && p%2 == 1) {
			continue
		}
		ls := h.leafSideOf(s, p)
		score[p] = c.Slope * (ls.points + c.Weight*ls.strength)
		hi = max(hi, score[p])
	}
	sum := 0.0
	for p := 0; p < n; p++ {
		dst[p] = 0
		if s.Eliminated(p) || (s.Mode() == ares.Team && p%2 == 1) {
			continue
		}
		dst[p] = math.Exp(score[p] - hi)
		sum += dst[p]
	}
	for p := 0; p < n; p++ {
		if s.Mode() == ares.Team && p%2 == 1 {
			dst[p] = dst[p-1] // already divided
			continue
		}
		dst[p] /= sum
	}
}

// leafModelFor returns the fitted leaf evaluation of s's mode: the Basic
// Game's, or the Full Game's for every Full Game mode (fittedLeaf in
// leaf_table.go, which go generate ./ares/bot refits with FitLeaf).
//
//go:generate go run ./internal/searchtool fit -games 3000 -o leaf_table.go
func leafModelFor(m ares.Mode) *LeafModel {
	if m == ares.Basic {
		return &fittedLeaf[0]
	}
	return &fittedLeaf[1]
}
