package sim

import (
	"fmt"
	"math"
)

// Z95 is the standard normal quantile for a two-sided 95% interval:
// Φ⁻¹(0.975).
const Z95 = 1.959963984540054

// Rate counts successes out of trials: a win rate, a success rate. It is
// plain integer state, so two Rates merge exactly by adding their counts.
// The zero value is a rate with no trials.
type Rate struct {
	Successes int64 `json:"successes"`
	Trials    int64 `json:"trials"`
}

// Record adds one trial, a success when success is true.
func (r *Rate) Record(success bool) {
	r.Trials++
	if success {
		r.Successes++
	}
}

// Merge adds o's counts into r.
func (r *Rate) Merge(o Rate) {
	r.Successes += o.Successes
	r.Trials += o.Trials
}

// Value returns Successes/Trials, or NaN when there are no trials.
func (r Rate) Value() float64 {
	if r.Trials == 0 {
		return math.NaN()
	}
	return float64(r.Successes) / float64(r.Trials)
}

// Wilson returns the Wilson score interval of the rate for the normal
// quantile z (Z95 for a 95% interval):
//
//	centre = (p + z²/2n) / (1 + z²/n)
//	half   = z / (1 + z²/n) · √(p(1−p)/n + z²/4n²)
//
// with p = Successes/Trials and n = Trials. Unlike the normal
// approximation it stays inside [0, 1] and is sound at 0 and n successes
// (the bound at 0 is exactly 0, the bound at n exactly 1). With no trials
// it returns the whole range [0, 1].
func (r Rate) Wilson(z float64) (lo, hi float64) {
	if r.Trials <= 0 {
		return 0, 1
	}
	n := float64(r.Trials)
	p := float64(r.Successes) / n
	z2 := z * z
	denom := 1 + z2/n
	centre := (p + z2/(2*n)) / denom
	half := z / denom * math.Sqrt(p*(1-p)/n+z2/(4*n*n))
	lo, hi = centre-half, centre+half
	// The closed form gives exactly 0 and 1 at the extremes; rounding may
	// miss them by an ulp.
	if r.Successes == 0 || lo < 0 {
		lo = 0
	}
	if r.Successes == r.Trials || hi > 1 {
		hi = 1
	}
	return lo, hi
}

// Wilson95 returns the 95% Wilson score interval.
func (r Rate) Wilson95() (lo, hi float64) { return r.Wilson(Z95) }

// HalfWidth95 returns half the width of the 95% Wilson interval: the
// "±" of the rate, 0.5 when there are no trials. The harness's precision
// stop compares it against Config.Precision.
func (r Rate) HalfWidth95() float64 {
	lo, hi := r.Wilson95()
	return (hi - lo) / 2
}

// String formats the rate as "0.5123 [0.5021, 0.5225] (5123/10000)".
func (r Rate) String() string {
	lo, hi := r.Wilson95()
	return fmt.Sprintf("%.4f [%.4f, %.4f] (%d/%d)", r.Value(), lo, hi, r.Successes, r.Trials)
}

// Validate reports counts no run could produce: negative, or more
// successes than trials.
func (r Rate) Validate() error {
	if r.Trials < 0 || r.Successes < 0 || r.Successes > r.Trials {
		return fmt.Errorf("rate %d/%d: successes must lie between 0 and trials", r.Successes, r.Trials)
	}
	return nil
}

// UnmarshalJSON decodes a rate and validates it, so a corrupt summary is
// rejected where it is read.
func (r *Rate) UnmarshalJSON(data []byte) error {
	type plain Rate
	var p plain
	if err := decodeStrict(data, &p); err != nil {
		return err
	}
	if err := Rate(p).Validate(); err != nil {
		return err
	}
	*r = Rate(p)
	return nil
}
