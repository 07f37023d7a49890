package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

func TestExampleRunsAndItsRecordReplays(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	var out bytes.Buffer
	require.NoError(t, run(&out, 3, path))
	require.Contains(t, out.String(), "<- winner")
	require.Equal(t, 6, strings.Count(out.String(), "\n"))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	rec, err := expedition.ReadRecord(f, cards.MustBase())
	require.NoError(t, err)
	s, err := expedition.Replay(rec, nil)
	require.NoError(t, err)
	require.True(t, s.Over())
}
