package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/aresim/aresim/ares/odds/web/internal/wasmbuild"
)

//go:generate go run gen.go

//go:embed site
var embedded embed.FS

// The program's file in the site, as the page loads it.
const wasmName = "odds.wasm"

// File is one file of the site.
type File struct {
	Name string
	Data []byte
	// Gzip is the file gzipped, for the program; nil for the others.
	Gzip []byte
}

var (
	siteOnce  sync.Once
	siteFiles []File
	siteErr   error
)

// Files returns the site's files, sorted by name: index.html and the
// scripts, styles and program it loads.
func Files() ([]File, error) {
	siteOnce.Do(func() { siteFiles, siteErr = readFiles() })
	return siteFiles, siteErr
}

func readFiles() ([]File, error) {
	entries, err := fs.ReadDir(embedded, "site")
	if err != nil {
		return nil, err
	}
	var files []File
	for _, e := range entries {
		data, err := fs.ReadFile(embedded, "site/"+e.Name())
		if err != nil {
			return nil, err
		}
		f := File{Name: e.Name(), Data: data}
		if e.Name() == wasmbuild.WasmFile {
			wasm, err := wasmbuild.Gunzip(data)
			if err != nil {
				return nil, fmt.Errorf("web: %s: %w", e.Name(), err)
			}
			f = File{Name: wasmName, Data: wasm, Gzip: data}
		}
		files = append(files, f)
	}
	slices.SortFunc(files, func(a, b File) int { return strings.Compare(a.Name, b.Name) })
	return files, nil
}

// contentTypes are the media types of the site's files, by extension.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8", ".wasm": "application/wasm", ".txt": "text/plain; charset=utf-8",
}

// securityPolicy allows the page nothing from elsewhere: its scripts,
// styles, workers and program come from the site.
const securityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data: blob:; connect-src 'self' blob:; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"

// Handler serves the site: / is index.html (its query is the battle), and
// the program goes gzipped to a browser that takes it so.
func Handler() (http.Handler, error) {
	files, err := Files()
	if err != nil {
		return nil, err
	}
	byPath := map[string]File{}
	tags := map[string]string{}
	for _, f := range files {
		byPath["/"+f.Name] = f
		h := sha256.Sum256(f.Data)
		tags[f.Name] = `"` + hex.EncodeToString(h[:8]) + `"`
	}
	byPath["/"] = byPath["/index.html"]
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		f, ok := byPath[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", contentTypes[path.Ext(f.Name)])
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", securityPolicy)
		h.Set("Vary", "Accept-Encoding")
		data, tag := f.Data, tags[f.Name]
		if f.Gzip != nil && acceptsGzip(r) {
			h.Set("Content-Encoding", "gzip")
			data, tag = f.Gzip, strings.TrimSuffix(tag, `"`)+`-gzip"`
		}
		h.Set("ETag", tag) // ServeContent answers If-None-Match with it
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
	}), nil
}

// acceptsGzip reports whether the request takes a gzipped body.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(coding), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// Write writes the site into dir, which must be a directory or not exist
// yet in a directory that does. It writes the site's files only, over any
// of the same names, and returns their paths.
func Write(dir string) ([]string, error) {
	files, err := Files()
	if err != nil {
		return nil, err
	}
	info, err := os.Stat(dir)
	switch {
	case err == nil && !info.IsDir():
		return nil, fmt.Errorf("%s is not a directory", dir)
	case errors.Is(err, os.ErrNotExist):
		parent := filepath.Dir(dir)
		if pi, err := os.Stat(parent); err != nil || !pi.IsDir() {
			return nil, fmt.Errorf("directory %s does not exist", parent)
		}
		if err := os.Mkdir(dir, 0o755); err != nil {
			return nil, unwrapPath(err)
		}
	case err != nil:
		return nil, unwrapPath(err)
	}
	var written []string
	for _, f := range files {
		name := filepath.Join(dir, f.Name)
		if err := os.WriteFile(name, f.Data, 0o644); err != nil {
			return written, fmt.Errorf("%s: %w", name, unwrapPath(err))
		}
		written = append(written, name)
	}
	return written, nil
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
