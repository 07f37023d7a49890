package learn

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"slices"

	"github.com/aresim/aresim/sim"
)

// Dataset is training data: positions seen by one seat, each with the
// seat's reward at the game's end (the value target) and, for a decision
// a search took, the features of each legal action with the share of the
// search's visits it got (the policy target).
//
// It is a sim.Accumulator: games played by sim.Run are gathered in game
// order at any number of workers, and the datasets of a run's shards,
// written as summaries, merge into that of the whole run. Fit reads the
// positions in game order whatever order they were merged in.
type Dataset struct {
	stateLen, actionLen int
	keys                []uint64  // per position: the game's index
	states              []float32 // per position: stateLen features
	outcomes            []float32 // per position: the seat's reward
	choices             []int32   // per position: actions with a policy target (0: none)
	actions             []float32 // per such action: actionLen features
	targets             []float32 // per such action: its share of the visits
}

// NewDataset returns an empty dataset for features of the given lengths.
func NewDataset(stateLen, actionLen int) *Dataset {
	return &Dataset{stateLen: stateLen, actionLen: actionLen}
}

// Positions returns the number of positions.
func (d *Dataset) Positions() int { return len(d.keys) }

// Decisions returns the number of positions with a policy target.
func (d *Dataset) Decisions() int {
	n := 0
	for _, c := range d.choices {
		if c > 0 {
			n++
		}
	}
	return n
}

// Games returns the number of distinct games.
func (d *Dataset) Games() int {
	seen := make(map[uint64]bool)
	for _, k := range d.keys {
		seen[k] = true
	}
	return len(seen)
}

// Merge appends other's positions (sim.Accumulator).
func (d *Dataset) Merge(other *Dataset) {
	if d.stateLen != other.stateLen || d.actionLen != other.actionLen {
		panic(fmt.Sprintf("learn: merging datasets of %d/%d and %d/%d features", d.stateLen, d.actionLen, other.stateLen, other.actionLen))
	}
	d.keys = append(d.keys, other.keys...)
	d.states = append(d.states, other.states...)
	d.outcomes = append(d.outcomes, other.outcomes...)
	d.choices = append(d.choices, other.choices...)
	d.actions = append(d.actions, other.actions...)
	d.targets = append(d.targets, other.targets...)
}

// Rates returns no rates: a dataset has no headline.
func (d *Dataset) Rates() []sim.Rate { return nil }

// GameRecorder gathers one game's positions until its result is known.
// It is reused from game to game.
type GameRecorder struct {
	stateLen, actionLen int
	seats               []int32
	states, actions     []float32
	choices             []int32
	targets             []float32
}

// NewGameRecorder returns a recorder for features of the given lengths.
func NewGameRecorder(stateLen, actionLen int) *GameRecorder {
	return &GameRecorder{stateLen: stateLen, actionLen: actionLen}
}

// Position records a position seen by seat: its state features, and, if
// targets is not empty, the features of each legal action (len(targets)
// rows of actionLen, one after the other) with its target share.
func (r *GameRecorder) Position(seat int, state []float32, actions []float32, targets []float32) {
	r.seats = append(r.seats, int32(seat))
	r.states = append(r.states, state[:r.stateLen]...)
	r.choices = append(r.choices, int32(len(targets)))
	r.actions = append(r.actions, actions[:len(targets)*r.actionLen]...)
	r.targets = append(r.targets, targets...)
}

// Finish moves the game's positions into d under game index game, each
// with its seat's entry of rewards, and readies the recorder for the next
// game.
func (r *GameRecorder) Finish(d *Dataset, game uint64, rewards []float64) {
	for _, s := range r.seats {
		d.keys = append(d.keys, game)
		d.outcomes = append(d.outcomes, float32(rewards[s]))
	}
	d.states = append(d.states, r.states...)
	d.choices = append(d.choices, r.choices...)
	d.actions = append(d.actions, r.actions...)
	d.targets = append(d.targets, r.targets...)
	r.seats, r.states, r.choices, r.actions, r.targets = r.seats[:0], r.states[:0], r.choices[:0], r.actions[:0], r.targets[:0]
}

// ordered returns d with its positions in game order (stable within a
// game): the order Fit sums in.
func (d *Dataset) ordered() *Dataset {
	if slices.IsSorted(d.keys) {
		return d
	}
	n := len(d.keys)
	idx := make([]int, n)
	astart := make([]int, n+1)
	for i := range idx {
		idx[i] = i
		astart[i+1] = astart[i] + int(d.choices[i])
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case d.keys[a] < d.keys[b]:
			return -1
		case d.keys[a] > d.keys[b]:
			return 1
		}
		return 0
	})
	o := NewDataset(d.stateLen, d.actionLen)
	for _, i := range idx {
		o.keys = append(o.keys, d.keys[i])
		o.states = append(o.states, d.states[i*d.stateLen:(i+1)*d.stateLen]...)
		o.outcomes = append(o.outcomes, d.outcomes[i])
		o.choices = append(o.choices, d.choices[i])
		o.actions = append(o.actions, d.actions[astart[i]*d.actionLen:astart[i+1]*d.actionLen]...)
		o.targets = append(o.targets, d.targets[astart[i]:astart[i+1]]...)
	}
	return o
}

// datasetJSON is the dataset as a summary holds it: the numbers as
// little-endian bytes in base64.
type datasetJSON struct {
	StateLen  int    `json:"state_len"`
	ActionLen int    `json:"action_len"`
	Keys      string `json:"keys"`
	States    string `json:"states"`
	Outcomes  string `json:"outcomes"`
	Choices   string `json:"choices"`
	Actions   string `json:"actions"`
	Targets   string `json:"targets"`
}

// MarshalJSON writes the dataset compactly.
func (d *Dataset) MarshalJSON() ([]byte, error) {
	return json.Marshal(datasetJSON{
		StateLen: d.stateLen, ActionLen: d.actionLen,
		Keys: encode(d.keys), States: encode(d.states), Outcomes: encode(d.outcomes),
		Choices: encode(d.choices), Actions: encode(d.actions), Targets: encode(d.targets),
	})
}

// UnmarshalJSON reads a dataset written by MarshalJSON.
func (d *Dataset) UnmarshalJSON(data []byte) error {
	var j datasetJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*d = Dataset{stateLen: j.StateLen, actionLen: j.ActionLen}
	for _, f := range []struct {
		name string
		err  error
	}{
		{"keys", decode(j.Keys, &d.keys)}, {"states", decode(j.States, &d.states)},
		{"outcomes", decode(j.Outcomes, &d.outcomes)}, {"choices", decode(j.Choices, &d.choices)},
		{"actions", decode(j.Actions, &d.actions)}, {"targets", decode(j.Targets, &d.targets)},
	} {
		if f.err != nil {
			return fmt.Errorf("dataset %s: %w", f.name, f.err)
		}
	}
	return nil
}

// Validate checks that the dataset's parts agree (sim.Validator).
func (d *Dataset) Validate() error {
	n := len(d.keys)
	if d.stateLen <= 0 || d.actionLen <= 0 {
		return fmt.Errorf("dataset of %d state and %d action features", d.stateLen, d.actionLen)
	}
	if len(d.states) != n*d.stateLen || len(d.outcomes) != n || len(d.choices) != n {
		return fmt.Errorf("dataset of %d positions with %d state features, %d outcomes and %d choices", n, len(d.states), len(d.outcomes), len(d.choices))
	}
	rows := 0
	for _, c := range d.choices {
		if c < 0 {
			return fmt.Errorf("dataset position with %d choices", c)
		}
		rows += int(c)
	}
	if len(d.targets) != rows || len(d.actions) != rows*d.actionLen {
		return fmt.Errorf("dataset of %d choices with %d targets and %d action features", rows, len(d.targets), len(d.actions))
	}
	for _, x := range [][]float32{d.states, d.outcomes, d.actions, d.targets} {
		for _, v := range x {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return fmt.Errorf("dataset holds %v", v)
			}
		}
	}
	return nil
}

// encode writes numbers as little-endian bytes in base64.
func encode[T uint64 | float32 | int32](x []T) string {
	b, _ := binary.Append(nil, binary.LittleEndian, x)
	return base64.StdEncoding.EncodeToString(b)
}

// decode reads numbers written by encode into *x.
func decode[T uint64 | float32 | int32](s string, x *[]T) error {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return err
	}
	var zero T
	size := binary.Size(zero)
	if len(b)%size != 0 {
		return fmt.Errorf("%d bytes, not a whole number of %d-byte values", len(b), size)
	}
	*x = make([]T, len(b)/size)
	_, err = binary.Decode(b, binary.LittleEndian, *x)
	return err
}
