package learn

import (
	"context"
	"fmt"
	"strings"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/search"
)

// Expert is a bot whose decisions teach: a search, whose root statistics
// of its last decision (nothing for a decision it did not search) are the
// policy targets.
type Expert[V any, A comparable] interface {
	play.Bot[V, A]
	RootStats(dst []search.ActionStats[A]) []search.ActionStats[A]
}

// Setup is what training needs of an engine and a game configuration.
type Setup[S, V, O any, A comparable] struct {
	// Game names the data's summaries, such as "ares-train".
	Game string
	// Config describes the game configuration trained on (the command's
	// flags); it is part of the data's fingerprint.
	Config string
	// Rules are the engine's rules and Encoder its features.
	Rules   play.Rules[S, V, O, A]
	Encoder Encoder[V, A]
	// SeatEncoder, when set, makes the encoder of seat p of a game seeded
	// with seed, in place of Encoder: an encoder that remembers what its
	// seat saw, shown each of the seat's decisions in turn (as the
	// learned bot's own encoder is).
	SeatEncoder func(seat int, seed uint64) Encoder[V, A]
	// NewGame returns the configuration's game seeded with seed.
	NewGame func(seed uint64) (S, error)
	// Expert returns the bot that plays seat p of a training game, seeded
	// with seed: the search guided by w, or by the engine's heuristic when
	// w is nil (the first round).
	Expert func(w *Weights, seat int, seed uint64) (Expert[V, A], error)
	// Tier names the expert's definition for the fingerprint (its budget,
	// say).
	Tier string
}

// Round is the data of one round of expert iteration: games played by
// the search guided by the weights Guide (nil for the first round).
type Round[S, V, O any, A comparable] struct {
	setup *Setup[S, V, O, A]
	guide *Weights
	index int
}

// NewRound returns round index (from 1) of setup, guided by w.
func NewRound[S, V, O any, A comparable](setup *Setup[S, V, O, A], index int, w *Weights) *Round[S, V, O, A] {
	return &Round[S, V, O, A]{setup: setup, guide: w, index: index}
}

var _ sim.Game[*Dataset] = (*Round[int, int, int, int])(nil)

// Name returns the setup's game name (sim.Game).
func (r *Round[S, V, O, A]) Name() string { return r.setup.Game }

// Fingerprint names the configuration, the features, the expert, the
// round and the weights guiding it, so that only data of one round of
// one training merges.
func (r *Round[S, V, O, A]) Fingerprint() string {
	guide := "heuristic"
	if r.guide != nil {
		guide = "weights " + r.guide.Hash()
	}
	return fmt.Sprintf("%s; features %s; expert %s%s%d guided by %s", r.setup.Config, r.setup.Encoder.Schema(), r.setup.Tier, roundMark, r.index, guide)
}

// roundMark precedes the round's number in a fingerprint.
const roundMark = "; round "

// RoundOf returns the round whose data s holds, from its fingerprint.
func RoundOf(s sim.Summary[*Dataset]) (int, error) {
	i := strings.LastIndex(s.Fingerprint, roundMark)
	var k int
	if i < 0 {
		return 0, fmt.Errorf("%w: the data names no round", ErrFit)
	}
	if _, err := fmt.Sscanf(s.Fingerprint[i+len(roundMark):], "%d", &k); err != nil || k < 1 {
		return 0, fmt.Errorf("%w: the data names no round", ErrFit)
	}
	return k, nil
}

// NewAccumulator returns an empty dataset (sim.Game).
func (r *Round[S, V, O, A]) NewAccumulator() *Dataset {
	return NewDataset(r.setup.Encoder.StateLen(), r.setup.Encoder.ActionLen())
}

// Play plays game index between experts and records every decision of
// every seat: the seat's state features, and for a searched decision the
// legal actions' features with their shares of the search's visits.
func (r *Round[S, V, O, A]) Play(index, seed uint64, into *Dataset) error {
	st := r.setup
	s, err := st.NewGame(sim.EngineSeed(seed))
	if err != nil {
		return err
	}
	n := st.Rules.Players(&s)
	rec := NewGameRecorder(st.Encoder.StateLen(), st.Encoder.ActionLen())
	seats := make([]play.Bot[V, A], n)
	for p := range seats {
		e, err := st.Expert(r.guide, p, sim.BotSeed(seed, p))
		if err != nil {
			return err
		}
		enc := st.Encoder
		if st.SeatEncoder != nil {
			enc = st.SeatEncoder(p, sim.BotSeed(seed, p))
		}
		seats[p] = newRecording[V, O, A](e, enc, rec, p)
	}
	if err := play.Play(st.Rules, &s, seats); err != nil {
		return err
	}
	rewards := make([]float64, n)
	st.Rules.Reward(&s, rewards)
	rec.Finish(into, index, rewards)
	return nil
}

// Gather plays the round's games of cfg (a shard of them, if cfg says so)
// and returns their data as a summary, which merges with the other
// shards' like a study's.
func (r *Round[S, V, O, A]) Gather(ctx context.Context, cfg sim.Config) (sim.Summary[*Dataset], error) {
	return sim.Run(ctx, cfg, sim.Game[*Dataset](r))
}

// FitRound fits weights to a round's data and stamps them with the
// setup's schema and their provenance. When the setup's encoder is a
// Marker (and cfg.Mark is 0), the stats say how often the search and the
// policy leave the heuristic's choice.
func FitRound[S, V, O any, A comparable](setup *Setup[S, V, O, A], data sim.Summary[*Dataset], round int, cfg FitConfig) (*Weights, FitStats, error) {
	if !data.Complete() {
		return nil, FitStats{}, fmt.Errorf("%w: the round's data is partial (missing games %v)", ErrFit, data.Missing())
	}
	return fitWeights(setup, data.Acc, Provenance{Config: setup.Config, Seed: data.Seed, Rounds: round, Games: int(data.Games), Positions: data.Acc.Positions()}, cfg)
}

// fitWeights fits weights to d and stamps them with the setup's schema and
// provenance prov.
func fitWeights[S, V, O any, A comparable](setup *Setup[S, V, O, A], d *Dataset, prov Provenance, cfg FitConfig) (*Weights, FitStats, error) {
	if m, ok := setup.Encoder.(Marker); ok && cfg.Mark == 0 {
		cfg.Mark = m.MarkFeature() + 1
	}
	v, p, st, err := Fit(d, cfg)
	if err != nil {
		return nil, st, err
	}
	return &Weights{Format: WeightsFormat, Version: WeightsVersion, Schema: setup.Encoder.Schema(), Trained: prov, Value: v, Policy: p}, st, nil
}

// recording is a seat's expert with what it teaches written down.
type recording[V, O any, A comparable] struct {
	e      Expert[V, A]
	enc    Encoder[V, A]
	rec    *GameRecorder
	seat   int
	stats  []search.ActionStats[A]
	state  []float32
	acts   []float32
	target []float32
}

func newRecording[V, O any, A comparable](e Expert[V, A], enc Encoder[V, A], rec *GameRecorder, seat int) *recording[V, O, A] {
	return &recording[V, O, A]{e: e, enc: enc, rec: rec, seat: seat, state: make([]float32, enc.StateLen())}
}

// Choose encodes the position and its legal actions (so an encoder that
// remembers is shown every decision of its seat, as the learned bot's
// is), asks the expert, and records the position with the share of the
// search's visits of each legal action, if it searched.
func (r *recording[V, O, A]) Choose(v *V, legal []A) A {
	r.enc.State(v, r.state)
	r.acts = rows(r.acts, len(legal), r.enc.ActionLen())
	r.enc.Actions(v, legal, r.acts)
	a := r.e.Choose(v, legal)
	r.stats = r.e.RootStats(r.stats[:0])
	r.target = r.target[:0]
	total := 0
	for _, s := range r.stats {
		total += s.Visits
	}
	if total > 0 && len(legal) > 1 && len(r.stats) == len(legal) {
		for i, s := range r.stats {
			if s.Action != legal[i] {
				panic("learn: the expert's root statistics are not in the order of its legal actions")
			}
			r.target = append(r.target, float32(s.Visits)/float32(total))
		}
	}
	r.rec.Position(r.seat, r.state, r.acts, r.target)
	return a
}

// Observe passes what the seat observed to the expert, if it observes.
func (r *recording[V, O, A]) Observe(o *O) {
	if ob, ok := r.e.(play.Observer[O]); ok {
		ob.Observe(o)
	}
}
