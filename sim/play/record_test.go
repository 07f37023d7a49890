package play_test

import (
	"testing"

	"github.com/aresim/aresim/sim/play"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ReadRecordHeader tells a JSON record from an older text one, and Check
// accepts the engine's schema at the version written now or one still read.
func TestRecordHeader(t *testing.T) {
	h, ok, err := play.ReadRecordHeader([]byte(" {\"schema\": \"aresim-x-record\", \"version\": 3, \"actions\": []}\n"))
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, play.RecordHeader{Schema: "aresim-x-record", Version: 3}, h)
	assert.NoError(t, h.Check("aresim-x-record", 3))
	assert.NoError(t, h.Check("aresim-x-record", 4, 1, 3))
	assert.EqualError(t, h.Check("aresim-x-record", 4, 1), "version 3, want 4")
	assert.EqualError(t, h.Check("aresim-y-record", 3), `schema "aresim-x-record", want "aresim-y-record"`)
	assert.EqualError(t, play.RecordHeader{}.Check("aresim-x-record", 3), `schema "", want "aresim-x-record"`)

	_, ok, err = play.ReadRecordHeader([]byte("schema aresim-x-record 1\n"))
	require.NoError(t, err)
	assert.False(t, ok, "a text record")
	_, ok, err = play.ReadRecordHeader([]byte("{\"schema\": "))
	assert.True(t, ok)
	assert.ErrorContains(t, err, "not a game record")
}
