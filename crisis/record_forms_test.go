package crisis_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/stretchr/testify/require"
)

// A record is JSON of schema aresim-crisis-record; a record of the text
// form (version 1, written by aresim crisis play --record before) still
// reads and replays to how its game ended, and written again as JSON
// replays the same.
func TestRecordForms(t *testing.T) {
	cat, deck, err := crisis.Data()
	require.NoError(t, err)
	f, err := os.Open("testdata/record-v1-2p-discovery-beginner.txt")
	require.NoError(t, err)
	defer f.Close()
	rec, err := crisis.ReadRecord(f, cat, deck)
	require.NoError(t, err)
	s, err := crisis.Replay(rec, cat, deck)
	require.NoError(t, err)
	r := s.Result()
	require.Equal(t, crisis.Won, r.Outcome)
	require.Equal(t, 17, r.Rounds)
	var buf bytes.Buffer
	require.NoError(t, rec.Write(&buf, cat, deck))
	require.True(t, strings.HasPrefix(buf.String(), "{\n \"schema\": \"aresim-crisis-record\",\n \"version\": 2,\n"), buf.String())
	back, err := crisis.ReadRecord(&buf, cat, deck)
	require.NoError(t, err)
	require.Equal(t, rec, back)
	again, err := crisis.Replay(back, cat, deck)
	require.NoError(t, err)
	require.True(t, again == s, "the JSON form replays the same")
	_, err = crisis.ReadRecord(strings.NewReader(`{"schema": "aresim-expedition-record", "version": 4}`), cat, deck)
	require.ErrorIs(t, err, crisis.ErrBadRecord)
	require.ErrorContains(t, err, `schema "aresim-expedition-record", want "aresim-crisis-record"`)
}
