package learn_test

import (
	"testing"

	"github.com/aresim/aresim/sim/learn"
	"github.com/stretchr/testify/require"
)

// TestFitStopsWhenDone: a fit whose Done is closed returns ErrStopped and
// no models; one whose Done stays open fits the same models as one
// without it.
func TestFitStopsWhenDone(t *testing.T) {
	cfg := learn.FitConfig{Mark: 2, PolicyHidden: 2}
	v0, p0, _, err := learn.Fit(markedData(true), cfg)
	require.NoError(t, err)

	open := cfg
	open.Done = make(chan struct{})
	v, p, _, err := learn.Fit(markedData(true), open)
	require.NoError(t, err)
	require.Equal(t, v0, v)
	require.Equal(t, p0, p, "an open Done changes nothing")

	closed := make(chan struct{})
	close(closed)
	stopped := cfg
	stopped.Done = closed
	v, p, _, err = learn.Fit(markedData(true), stopped)
	require.ErrorIs(t, err, learn.ErrStopped)
	require.NotErrorIs(t, err, learn.ErrFit, "a stop is not bad data")
	require.Zero(t, v.Inputs)
	require.Zero(t, p.Inputs)
}
