package web_test

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/ares/odds/web"
	"github.com/aresim/aresim/ares/odds/web/internal/wasmbuild"
)

// TestSiteProgramIsBuiltFromTheseSources fails when the site's odds.wasm
// is stale: when a Go file the program is built from (the odds, the
// engine, the calculator, their data) or a module it uses has changed
// since go generate built it. With the toolchain that built it, it also
// builds the program again and compares the bytes (not with -short).
func TestSiteProgramIsBuiltFromTheseSources(t *testing.T) {
	if _, err := wasmbuild.GoEnv(".", "GOVERSION"); err != nil {
		t.Skipf("no go command to list the program's sources: %v", err)
	}
	root, err := wasmbuild.ModuleRoot(".")
	require.NoError(t, err)
	rec, err := wasmbuild.ReadRecord(".")
	require.NoError(t, err)
	inputs, err := wasmbuild.Inputs(root)
	require.NoError(t, err)
	require.Equal(t, rec.Inputs, inputs,
		"site/odds.wasm.gz is stale: its Go sources have changed since it was built; run go generate ./ares/odds/web and commit the site")
	gz, err := os.ReadFile(filepath.Join("site", wasmbuild.WasmFile))
	require.NoError(t, err)
	assert.Equal(t, rec.WasmGz, wasmbuild.Sum(gz), "site/odds.wasm.gz is not the file go generate wrote")
	wasm, err := wasmbuild.Gunzip(gz)
	require.NoError(t, err)
	assert.Equal(t, rec.Wasm, wasmbuild.Sum(wasm))
	exec, err := os.ReadFile(filepath.Join("site", wasmbuild.ExecFile))
	require.NoError(t, err)
	assert.Equal(t, rec.Exec, wasmbuild.Sum(exec), "site/wasm_exec.js is not the file go generate wrote")

	version, err := wasmbuild.GoEnv(root, "GOVERSION")
	require.NoError(t, err)
	switch {
	case version != rec.Go:
		t.Logf("not building the program again: it was built with %s, this is %s", rec.Go, version)
		return
	case testing.Short():
		t.Log("not building the program again with -short")
		return
	}
	again, err := wasmbuild.Build(root)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(wasm, again), "the program built from these sources differs from site/odds.wasm.gz: run go generate ./ares/odds/web")
	toolchainExec, _, err := wasmbuild.WasmExec(root)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(exec, toolchainExec), "site/wasm_exec.js is not the toolchain's")
}

// TestProgramIsSmall: the program the page loads is at most 4 MB gzipped.
func TestProgramIsSmall(t *testing.T) {
	files, err := web.Files()
	require.NoError(t, err)
	for _, f := range files {
		if f.Name == "odds.wasm" {
			t.Logf("odds.wasm: %d bytes, %d gzipped", len(f.Data), len(f.Gzip))
			assert.LessOrEqual(t, len(f.Gzip), 4<<20)
			return
		}
	}
	t.Fatal("no odds.wasm in the site")
}

func get(t *testing.T, h http.Handler, method, path string, header ...string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(method, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func TestHandler(t *testing.T) {
	h, err := web.Handler()
	require.NoError(t, err)
	files, err := web.Files()
	require.NoError(t, err)
	byName := map[string]web.File{}
	for _, f := range files {
		byName[f.Name] = f
	}

	res := get(t, h, "GET", "/?attacker=Trooper*3&defender=Quake*2")
	body, _ := io.ReadAll(res.Body)
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "text/html; charset=utf-8", res.Header.Get("Content-Type"))
	assert.Equal(t, byName["index.html"].Data, body, "/ is index.html, whatever the battle")
	assert.Contains(t, res.Header.Get("Content-Security-Policy"), "default-src 'self'")

	res = get(t, h, "GET", "/odds.wasm", "Accept-Encoding", "gzip, deflate, br")
	body, _ = io.ReadAll(res.Body)
	assert.Equal(t, "application/wasm", res.Header.Get("Content-Type"))
	assert.Equal(t, "gzip", res.Header.Get("Content-Encoding"))
	assert.Equal(t, byName["odds.wasm"].Gzip, body)
	tag := res.Header.Get("ETag")
	assert.Equal(t, http.StatusNotModified, get(t, h, "GET", "/odds.wasm", "Accept-Encoding", "gzip", "If-None-Match", tag).StatusCode)

	res = get(t, h, "GET", "/odds.wasm")
	body, _ = io.ReadAll(res.Body)
	assert.Empty(t, res.Header.Get("Content-Encoding"))
	assert.Equal(t, byName["odds.wasm"].Data, body, "plain for a client that takes no gzip")
	assert.NotEqual(t, tag, res.Header.Get("ETag"))

	for path, want := range map[string]string{"/app.js": "text/javascript; charset=utf-8", "/worker.js": "text/javascript; charset=utf-8",
		"/style.css": "text/css; charset=utf-8", "/wasm_exec.js": "text/javascript; charset=utf-8"} {
		res := get(t, h, "HEAD", path)
		assert.Equal(t, http.StatusOK, res.StatusCode, path)
		assert.Equal(t, want, res.Header.Get("Content-Type"), path)
	}
	assert.Equal(t, http.StatusNotFound, get(t, h, "GET", "/odds.wasm.gz").StatusCode)
	assert.Equal(t, http.StatusNotFound, get(t, h, "GET", "/../go.mod").StatusCode)
	assert.Equal(t, http.StatusMethodNotAllowed, get(t, h, "POST", "/").StatusCode)
}

func TestWrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	written, err := web.Write(dir)
	require.NoError(t, err)
	files, err := web.Files()
	require.NoError(t, err)
	require.Len(t, written, len(files))
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, f.Name))
		require.NoError(t, err)
		assert.True(t, bytes.Equal(f.Data, data), f.Name)
	}
	_, err = web.Write(dir)
	assert.NoError(t, err, "again, over the same files")

	_, err = web.Write(filepath.Join(dir, "index.html"))
	assert.EqualError(t, err, filepath.Join(dir, "index.html")+" is not a directory")
	_, err = web.Write(filepath.Join(dir, "no", "such"))
	assert.EqualError(t, err, "directory "+filepath.Join(dir, "no")+" does not exist")
	if runtime.GOOS != "windows" && os.Getuid() != 0 {
		locked := filepath.Join(t.TempDir(), "locked")
		require.NoError(t, os.Mkdir(locked, 0o500))
		_, err = web.Write(locked)
		assert.ErrorContains(t, err, "permission denied")
	}
}
