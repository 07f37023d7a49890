package sim

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
)

// Paired holds the sums of one rate measured on the same games under two
// versions of a game (an original x and a variant y, each seed played
// once under each: common random numbers). Every game that had trials
// for the rate in either version adds its successes s (in 1/ShareUnit of
// a success, so shared wins are exact fractions) and trials t under each
// version, their squares and their cross products. Those integer sums are
// all the difference of the two rates and both its intervals need, and
// they merge exactly. The zero value holds no games.
type Paired struct {
	N                    int64 `json:"n"`
	Sx, Tx, Sy, Ty       int64 `json:"-"`
	Sxx, Txx, SxTx       int64 `json:"-"`
	Syy, Tyy, SyTy       int64 `json:"-"`
	SxSy, SxTy, TxSy, TT int64 `json:"-"`
}

// Record adds one game: sx units of success in tx trials under the
// original, sy in ty under the variant. A game with no trials in either
// version is not counted.
func (p *Paired) Record(sx, tx, sy, ty int64) {
	if tx == 0 && ty == 0 {
		return
	}
	p.N++
	p.Sx += sx
	p.Tx += tx
	p.Sy += sy
	p.Ty += ty
	p.Sxx += sx * sx
	p.Txx += tx * tx
	p.SxTx += sx * tx
	p.Syy += sy * sy
	p.Tyy += ty * ty
	p.SyTy += sy * ty
	p.SxSy += sx * sy
	p.SxTy += sx * ty
	p.TxSy += tx * sy
	p.TT += tx * ty
}

// RecordWin adds one game of a rate with one trial under each version:
// the win units of each (WinUnits).
func (p *Paired) RecordWin(x, y int64) { p.Record(x, 1, y, 1) }

// Merge adds o's sums into p.
func (p *Paired) Merge(o Paired) {
	for i, v := range o.sums() {
		*p.fields()[i] += v
	}
}

func (p *Paired) fields() [15]*int64 {
	return [15]*int64{&p.N, &p.Sx, &p.Tx, &p.Sy, &p.Ty, &p.Sxx, &p.Txx, &p.SxTx, &p.Syy, &p.Tyy, &p.SyTy,
		&p.SxSy, &p.SxTy, &p.TxSy, &p.TT}
}

func (p Paired) sums() [15]int64 {
	return [15]int64{p.N, p.Sx, p.Tx, p.Sy, p.Ty, p.Sxx, p.Txx, p.SxTx, p.Syy, p.Tyy, p.SyTy,
		p.SxSy, p.SxTy, p.TxSy, p.TT}
}

// Original returns the rate under the original version.
func (p Paired) Original() Shares { return Shares{Units: p.Sx, Trials: p.Tx} }

// Variant returns the rate under the variant.
func (p Paired) Variant() Shares { return Shares{Units: p.Sy, Trials: p.Ty} }

// Difference is the variant's rate minus the original's, with the 95%
// interval of the paired games beside the one the same games would give
// if the two versions had been played on independent seeds.
type Difference struct {
	// Value is variant minus original; NaN when either has no trials.
	Value float64
	// Low and High bound the paired 95% interval.
	Low, High float64
	// UnpairedLow and UnpairedHigh bound the unpaired 95% interval.
	UnpairedLow, UnpairedHigh float64
	// WidthRatio is the paired interval's width over the unpaired one's
	// (below 1: pairing narrowed it); NaN when the unpaired width is 0.
	WidthRatio float64
	// Correlation is the correlation of the two versions' per-game
	// results (of their linearised rates); NaN when either does not vary.
	Correlation float64
}

// Difference returns the variant's rate minus the original's with its
// intervals. Each rate is a ratio of sums over games (successes over
// trials), so its variance is that of the ratio estimator: with
// z = (s − R·t)/t̄ per game (t̄ the mean trials per game),
// Var(R) ≈ Σz²/(n(n−1)), and the paired variance of the difference is
// Var(Ry) + Var(Rx) − 2·Cov(Rx, Ry) with Cov ≈ Σzx·zy/(n(n−1)). The
// unpaired interval leaves the covariance out. Both are normal intervals
// of half-width Z95·√Var. With identical sums under both versions the
// difference is exactly 0 and so is the paired interval's width.
func (p Paired) Difference() Difference {
	nan := math.NaN()
	d := Difference{Value: nan, Low: nan, High: nan, UnpairedLow: nan, UnpairedHigh: nan, WidthRatio: nan, Correlation: nan}
	if p.Tx == 0 || p.Ty == 0 {
		return d
	}
	u := float64(ShareUnit)
	n := float64(p.N)
	rx := float64(p.Sx) / u / float64(p.Tx)
	ry := float64(p.Sy) / u / float64(p.Ty)
	d.Value = ry - rx
	if p.N < 2 {
		return d
	}
	tx, ty := float64(p.Tx)/n, float64(p.Ty)/n
	// cross returns Σ (sa/u − ra·ta)(sb/u − rb·tb) / (t̄a·t̄b): one formula
	// for the squares and the product, so equal sums give equal terms.
	cross := func(sab, satb, tasb, tatb int64, ra, rb, ta, tb float64) float64 {
		v := float64(sab)/(u*u) - rb*float64(satb)/u - ra*float64(tasb)/u + ra*rb*float64(tatb)
		return v / (ta * tb)
	}
	xx := cross(p.Sxx, p.SxTx, p.SxTx, p.Txx, rx, rx, tx, tx)
	yy := cross(p.Syy, p.SyTy, p.SyTy, p.Tyy, ry, ry, ty, ty)
	xy := cross(p.SxSy, p.SxTy, p.TxSy, p.TT, rx, ry, tx, ty)
	xx, yy = max(xx, 0), max(yy, 0)
	scale := n * (n - 1)
	paired := max(xx+yy-2*xy, 0) / scale
	unpaired := (xx + yy) / scale
	h, hu := Z95*math.Sqrt(paired), Z95*math.Sqrt(unpaired)
	d.Low, d.High = d.Value-h, d.Value+h
	d.UnpairedLow, d.UnpairedHigh = d.Value-hu, d.Value+hu
	if hu > 0 {
		d.WidthRatio = h / hu
	}
	if xx > 0 && yy > 0 {
		d.Correlation = xy / math.Sqrt(xx*yy)
	}
	return d
}

// Validate reports sums no run could produce: negative counts or squares,
// more units than ShareUnit per trial.
func (p Paired) Validate() error {
	for _, v := range p.sums() {
		if v < 0 {
			return fmt.Errorf("paired sums: a negative sum")
		}
	}
	if p.Sx > p.Tx*ShareUnit || p.Sy > p.Ty*ShareUnit {
		return fmt.Errorf("paired sums: more than %d units a trial", ShareUnit)
	}
	if p.N == 0 && p.Tx+p.Ty > 0 {
		return fmt.Errorf("paired sums: trials without games")
	}
	return nil
}

// MarshalJSON writes the sums as one array in a fixed order: n, sx, tx,
// sy, ty, sxx, txx, sxtx, syy, tyy, syty, sxsy, sxty, txsy, txty.
func (p Paired) MarshalJSON() ([]byte, error) {
	s := p.sums()
	return json.Marshal(s[:])
}

// UnmarshalJSON reads what MarshalJSON writes and validates it.
func (p *Paired) UnmarshalJSON(data []byte) error {
	var s []int64
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	if len(s) != 15 {
		return fmt.Errorf("paired sums: %d numbers, want 15", len(s))
	}
	var q Paired
	for i, f := range q.fields() {
		*f = s[i]
	}
	if err := q.Validate(); err != nil {
		return err
	}
	*p = q
	return nil
}

// PairedSet is a list of labelled Paired sums: every rate a what-if
// compares. Make one with NewPairedSet.
type PairedSet struct {
	l labelled[Paired]
}

// NewPairedSet returns empty sums, one per label. Labels must be distinct
// and non-empty.
func NewPairedSet(labels ...string) PairedSet {
	return PairedSet{l: newLabelled[Paired](labels)}
}

// Labels returns the labels, in order. The caller must not modify the
// slice.
func (s *PairedSet) Labels() []string { return slices.Clip(s.l.labels) }

// Record adds one game to rate i (Paired.Record).
func (s *PairedSet) Record(i int, sx, tx, sy, ty int64) { s.l.values[i].Record(sx, tx, sy, ty) }

// At returns the sums of rate i.
func (s *PairedSet) At(i int) Paired { return s.l.values[i] }

// Merge adds o's sums into s, matching by label; labels only o has are
// appended.
func (s *PairedSet) Merge(o *PairedSet) {
	s.l.merge(&o.l, func(dst *Paired, v Paired) { dst.Merge(v) })
}

// Validate reports repeated labels, sums missing, or impossible sums.
func (s *PairedSet) Validate() error {
	if err := s.l.check("paired set"); err != nil {
		return err
	}
	for i, p := range s.l.values {
		if err := p.Validate(); err != nil {
			return fmt.Errorf("paired set: %q: %w", s.l.labels[i], err)
		}
	}
	return nil
}

type pairedSetJSON struct {
	Labels []string `json:"labels"`
	Sums   []Paired `json:"sums"`
}

// MarshalJSON encodes the set as {"labels": [...], "sums": [[...], ...]}.
func (s PairedSet) MarshalJSON() ([]byte, error) {
	return json.Marshal(pairedSetJSON{Labels: nonNil(s.l.labels), Sums: nonNil(s.l.values)})
}

// UnmarshalJSON decodes and validates a set.
func (s *PairedSet) UnmarshalJSON(data []byte) error {
	var j pairedSetJSON
	if err := decodeStrict(data, &j); err != nil {
		return err
	}
	d := PairedSet{l: labelled[Paired]{labels: j.Labels, values: j.Sums}}
	if err := d.Validate(); err != nil {
		return err
	}
	*s = d
	return nil
}
