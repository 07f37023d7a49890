package sim_test

import (
	"context"
	"fmt"

	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
)

// twoDice is a game of one roll of two dice: it records the sum and
// whether the roll was a double.
type twoDice struct{}

type twoDiceAcc struct {
	Sums    sim.Histogram `json:"sums"`
	Doubles sim.Rate      `json:"doubles"`
}

func (twoDice) Name() string                { return "two-dice" }
func (twoDice) Fingerprint() string         { return "2d6" }
func (twoDice) NewAccumulator() *twoDiceAcc { return &twoDiceAcc{} }

func (twoDice) Play(_, seed uint64, acc *twoDiceAcc) error {
	r := dice.New(seed)
	a, b := r.D6(), r.D6()
	acc.Sums.Observe(int64(a + b))
	acc.Doubles.Record(a == b)
	return nil
}

func (a *twoDiceAcc) Merge(o *twoDiceAcc) {
	a.Sums.Merge(&o.Sums)
	a.Doubles.Merge(o.Doubles)
}

func (a *twoDiceAcc) Rates() []sim.Rate { return []sim.Rate{a.Doubles} }

func ExampleRun() {
	s, err := sim.Run(context.Background(), sim.Config{Games: 100000, Seed: 1, Workers: 4}, twoDice{})
	if err != nil {
		fmt.Println(err)
		return
	}
	lo, hi := s.Acc.Doubles.Wilson95()
	fmt.Printf("%d games, stopped on %s\n", s.Games, s.Stop)
	fmt.Printf("doubles: %.4f, 95%% interval [%.4f, %.4f] (exact 1/6 = 0.1667)\n", s.Acc.Doubles.Value(), lo, hi)
	fmt.Printf("sum: mean %.3f, sd %.3f, median %.0f (exact 7, 2.415, 7)\n",
		s.Acc.Sums.Mean(), s.Acc.Sums.StdDev(), s.Acc.Sums.Quantile(0.5))
	// Output:
	// 100000 games, stopped on games
	// doubles: 0.1680, 95% interval [0.1657, 0.1703] (exact 1/6 = 0.1667)
	// sum: mean 6.996, sd 2.417, median 7 (exact 7, 2.415, 7)
}

func ExampleRun_precision() {
	// No game count: play until the doubles rate is known to ±0.005.
	cfg := sim.Config{Seed: 1, Precision: 0.005, BlockSize: 1000}
	s, err := sim.Run(context.Background(), cfg, twoDice{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d games, stopped on %s, ±%.5f\n", s.Games, s.Stop, s.Acc.Doubles.HalfWidth95())
	// Output:
	// 22000 games, stopped on precision, ±0.00495
}

func ExampleMergeSummaries() {
	ctx := context.Background()
	whole, _ := sim.Run(ctx, sim.Config{Games: 1000, Seed: 5}, twoDice{})
	merged, _ := sim.Run(ctx, sim.Config{Games: 1000, Seed: 5, Shard: sim.Shard{Index: 0, Count: 2}}, twoDice{})
	second, _ := sim.Run(ctx, sim.Config{Games: 1000, Seed: 5, Shard: sim.Shard{Index: 1, Count: 2}}, twoDice{})
	merged, err := sim.MergeSummaries(merged, second)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(whole.Acc.Doubles, whole.Ranges)
	fmt.Println(merged.Acc.Doubles, merged.Ranges)
	// Output:
	// 0.1830 [0.1603, 0.2082] (183/1000) [[0 1000]]
	// 0.1830 [0.1603, 0.2082] (183/1000) [[0 1000]]
}

func ExampleParseShard() {
	for _, spec := range []string{"0/3", "1/3", "2/3", "3/3"} {
		shard, err := sim.ParseShard(spec)
		if err != nil {
			fmt.Println(err)
			continue
		}
		lo, hi := shard.Range(10)
		fmt.Printf("shard %v plays games %d to %d\n", shard, lo, hi-1)
	}
	// Output:
	// shard 0/3 plays games 0 to 2
	// shard 1/3 plays games 3 to 5
	// shard 2/3 plays games 6 to 9
	// sim: bad shard "3/3": shards are numbered 0 to 2
}

func ExampleRate_Wilson95() {
	r := sim.Rate{Successes: 81, Trials: 263}
	lo, hi := r.Wilson95()
	fmt.Printf("%.4f [%.4f, %.4f] ±%.4f\n", r.Value(), lo, hi, r.HalfWidth95())
	// Output:
	// 0.3080 [0.2553, 0.3662] ±0.0555
}

func ExampleHistogram() {
	var lengths sim.Histogram
	for _, turns := range []int64{9, 12, 10, 12, 15} {
		lengths.Observe(turns)
	}
	fmt.Printf("mean %.1f, sd %.2f, median %.0f, 90th percentile %.0f\n",
		lengths.Mean(), lengths.StdDev(), lengths.Quantile(0.5), lengths.Quantile(0.9))
	fmt.Println(lengths.Bins())
	// Output:
	// mean 11.6, sd 2.30, median 12, 90th percentile 15
	// [{9 1} {10 1} {12 2} {15 1}]
}
