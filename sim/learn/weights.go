package learn

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
)

// The weights file's format name and the version this build writes and
// reads.
const (
	WeightsFormat  = "aresim-weights"
	WeightsVersion = 1
)

// ErrWeights is wrapped by every error of a weights file this build
// refuses: not a weights file, a version it does not read, features of
// another schema, or numbers that do not fit the model.
var ErrWeights = errors.New("weights")

// Weights is a trained pair of models with what they were trained on. It
// is written as JSON: the format name and version first, then the feature
// schema, then the training's provenance and the models.
type Weights struct {
	// Format is WeightsFormat and Version the file's version.
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Schema is the Encoder's schema the features were computed with.
	Schema string `json:"schema"`
	// Trained says how the weights were made.
	Trained Provenance `json:"trained"`
	// Value and Policy are the models.
	Value  Value  `json:"value"`
	Policy Policy `json:"policy"`
}

// Provenance says how weights were trained: enough to make them again.
type Provenance struct {
	// Config names the game configuration trained on, as the training
	// command's flags give it.
	Config string `json:"config"`
	// Seed is the training's seed; Rounds its rounds of expert iteration.
	Seed   uint64 `json:"seed"`
	Rounds int    `json:"rounds"`
	// Games and Positions count the training data of the last fit.
	Games     int `json:"games"`
	Positions int `json:"positions"`
}

// Marshal returns the file's bytes: indented JSON, the same bytes for the
// same weights.
func (w *Weights) Marshal() ([]byte, error) {
	data, err := json.MarshalIndent(w, "", " ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// Hash returns the first 16 hex digits of the SHA-256 of the file's bytes:
// what a study's fingerprint names the weights by.
func (w *Weights) Hash() string {
	data, err := w.Marshal()
	if err != nil {
		return "unmarshalable"
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:8])
}

// WriteFile writes the weights to path.
func (w *Weights) WriteFile(path string) error {
	data, err := w.Marshal()
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// ReadWeightsFile reads weights from path for an Encoder enc (see
// ReadWeights).
func ReadWeightsFile[V any, A comparable](path string, enc Encoder[V, A]) (*Weights, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrWeights, err)
	}
	w, err := ReadWeights(data, enc)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return w, nil
}

// ReadWeights decodes a weights file for an Encoder enc. It refuses, with
// an error wrapping ErrWeights that says why in one line, a file that is
// not a weights file, one of another version, one trained on another
// feature schema or length, and one whose numbers do not fit its models.
func ReadWeights[V any, A comparable](data []byte, enc Encoder[V, A]) (*Weights, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
		Schema  string `json:"schema"`
	}
	if err := json.Unmarshal(data, &head); err != nil || head.Format != WeightsFormat {
		return nil, fmt.Errorf("%w: not an aresim weights file", ErrWeights)
	}
	if head.Version != WeightsVersion {
		return nil, fmt.Errorf("%w: version %d; this build reads version %d", ErrWeights, head.Version, WeightsVersion)
	}
	if head.Schema != enc.Schema() {
		return nil, fmt.Errorf("%w: trained on features %q; this build computes %q", ErrWeights, head.Schema, enc.Schema())
	}
	var w Weights
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWeights, err)
	}
	if err := w.check(enc.StateLen(), enc.ActionLen()); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrWeights, err)
	}
	return &w, nil
}

// check reports models whose shapes do not match the feature lengths or
// whose numbers are not finite.
func (w *Weights) check(stateLen, actionLen int) error {
	v, p := &w.Value, &w.Policy
	if v.Inputs != stateLen || p.Inputs != actionLen {
		return fmt.Errorf("models of %d state and %d action features; the encoder computes %d and %d", v.Inputs, p.Inputs, stateLen, actionLen)
	}
	if v.Hidden < 0 {
		return fmt.Errorf("%d hidden units", v.Hidden)
	}
	for _, f := range []struct {
		name string
		x    []float64
		n    int
	}{
		{"value shift", v.Shift, v.Inputs}, {"value scale", v.Scale, v.Inputs}, {"value linear", v.Linear, v.Inputs},
		{"value in", v.In, v.Hidden * v.Inputs}, {"value in_bias", v.InBias, v.Hidden}, {"value out", v.Out, v.Hidden},
		{"policy shift", p.Shift, p.Inputs}, {"policy scale", p.Scale, p.Inputs}, {"policy weights", p.Weights, p.Inputs},
	} {
		if len(f.x) != f.n {
			return fmt.Errorf("%s has %d numbers, want %d", f.name, len(f.x), f.n)
		}
		for _, x := range f.x {
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return fmt.Errorf("%s holds %v", f.name, x)
			}
		}
	}
	if math.IsNaN(v.Bias) || math.IsInf(v.Bias, 0) {
		return fmt.Errorf("value bias %v", v.Bias)
	}
	return nil
}
