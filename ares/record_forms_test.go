package ares_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/require"
)

// A record is JSON of schema aresim-ares-record, version 2; a record of
// the first form (its "format" aresim-ares-record/1, written by aresim
// play --record before) still reads and replays to its recorded result,
// and written again in the new form replays the same.
func TestRecordForms(t *testing.T) {
	rules := ares.MustDefaultRules()
	f, err := os.Open("testdata/record-v1-team.json")
	require.NoError(t, err)
	defer f.Close()
	rec, err := ares.ReadRecord("record-v1-team.json", f)
	require.NoError(t, err)
	require.Equal(t, ares.RecordFormatV1, rec.Format)
	s, err := ares.Replay(rules, rec)
	require.NoError(t, err)
	require.Equal(t, ares.Conquest, s.Result().Reason)
	again, err := ares.NewRecord(rules, rec.Config, rec.Seed)
	require.NoError(t, err)
	again.Actions, again.Result = rec.Actions, rec.Result
	var buf bytes.Buffer
	require.NoError(t, ares.WriteRecord(&buf, again))
	require.True(t, strings.HasPrefix(buf.String(), "{\n \"schema\": \"aresim-ares-record\",\n \"version\": 2,\n"), buf.String())
	back, err := ares.ReadRecord("again", &buf)
	require.NoError(t, err)
	got, err := ares.Replay(rules, back)
	require.NoError(t, err)
	require.True(t, got == s, "the new form replays the same")
	_, err = ares.ReadRecord("odd", strings.NewReader(`{"format": "aresim-ares-record/9", "config": {}, "seed": 1, "factions": [], "actions": []}`))
	require.ErrorContains(t, err, `format "aresim-ares-record/9", want "aresim-ares-record/1"`)
}
