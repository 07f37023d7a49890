package gofile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// Write gofmts what it writes, and writes nothing of source that does not
// parse.
func TestWrite(t *testing.T) {
	out := filepath.Join(t.TempDir(), "table.go")
	require.NoError(t, Write([]byte("package bot\nvar x = [2]int{1,2}\n"), out))
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	require.Equal(t, "package bot\n\nvar x = [2]int{1, 2}\n", string(got))

	bad := filepath.Join(t.TempDir(), "bad.go")
	require.Error(t, Write([]byte("package bot\nvar x = {\n"), bad))
	_, err = os.Stat(bad)
	require.True(t, os.IsNotExist(err))
}
