// Package wasmbuild builds the battle calculator's WebAssembly program
// into the site, and tells whether the site's copy is stale: Generate
// writes the program (gzipped), the Go toolchain's wasm_exec.js beside it
// and a record of what it was built from; Inputs is that record's digest
// of the sources, which a test compares with the sources of the day.
package wasmbuild

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Package is the program's import path.
const Package = "github.com/aresim/aresim/ares/odds/web/wasm"

// Files of the site that Generate writes, and its record.
const (
	WasmFile    = "odds.wasm.gz"          // the program, gzipped
	ExecFile    = "wasm_exec.js"          // the Go toolchain's JavaScript support for it
	ExecLicence = "wasm_exec.LICENSE.txt" // the Go toolchain's licence, which covers wasm_exec.js
	RecordFile  = "build.json"
)

// Record says what the site's program was built from and with.
type Record struct {
	// Go is the toolchain's version (go env GOVERSION).
	Go string `json:"go"`
	// Inputs is the digest of the program's sources (see Inputs).
	Inputs string `json:"inputs"`
	// Wasm, WasmGz and Exec are the SHA-256 of the program, of its
	// gzipped file and of wasm_exec.js.
	Wasm   string `json:"wasm"`
	WasmGz string `json:"wasmGz"`
	Exec   string `json:"exec"`
}

// goCommand runs the go command in dir with the environment env added,
// and returns its standard output.
func goCommand(dir string, env []string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// wasmEnv is the environment of every build and listing of the program:
// js/wasm, and no GOFLAGS or GOWASM of the caller's.
var wasmEnv = []string{"GOOS=js", "GOARCH=wasm", "GOWASM=", "CGO_ENABLED=0", "GOFLAGS="}

// GoEnv returns the value of a go env variable, for the toolchain that
// builds in dir.
func GoEnv(dir, name string) (string, error) {
	out, err := goCommand(dir, nil, "env", name)
	return strings.TrimSpace(string(out)), err
}

// ModuleRoot returns the directory of the module dir is in.
func ModuleRoot(dir string) (string, error) {
	gomod, err := GoEnv(dir, "GOMOD")
	if err != nil {
		return "", err
	}
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("wasmbuild: not in a module")
	}
	return filepath.Dir(gomod), nil
}

// Build builds the program in the module at root and returns it: a
// reproducible build (-trimpath, no version control stamp), so that the
// same sources and toolchain give the same bytes.
func Build(root string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "aresim-wasm-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "odds.wasm")
	if _, err := goCommand(root, wasmEnv, "build", "-trimpath", "-buildvcs=false", "-o", out, Package); err != nil {
		return nil, err
	}
	return os.ReadFile(out)
}

// listed is what Inputs reads of `go list -json`.
type listed struct {
	ImportPath string
	Dir        string
	Standard   bool
	GoFiles    []string
	SFiles     []string
	EmbedFiles []string
	Module     *struct {
		Path, Version, GoVersion string
		Main                     bool
		Replace                  *struct{ Path, Version string }
	}
}

// Inputs returns the digest of the program's sources in the module at
// root: every file the build reads from the main module (Go files and
// embedded files, by their path in the module, and the module's go
// version), every other module by path and version (go.sum fixes its
// files), and nothing of the standard library. The toolchain is left out:
// a program built by one release serves as well as one built by the next.
func Inputs(root string) (string, error) {
	out, err := goCommand(root, wasmEnv, "list", "-deps", "-json", Package)
	if err != nil {
		return "", err
	}
	var lines []string
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return "", err
		}
		switch {
		case p.Standard:
			continue
		case p.Module == nil:
			return "", fmt.Errorf("wasmbuild: package %s is in no module", p.ImportPath)
		case !p.Module.Main && (p.Module.Replace == nil || p.Module.Replace.Version != ""):
			lines = append(lines, fmt.Sprintf("module %s@%s", p.Module.Path, p.Module.Version))
			continue
		case p.Module.Main:
			lines = append(lines, fmt.Sprintf("go %s", p.Module.GoVersion))
		}
		for _, name := range slices.Concat(p.GoFiles, p.SFiles, p.EmbedFiles) {
			file := filepath.Join(p.Dir, name)
			data, err := os.ReadFile(file)
			if err != nil {
				return "", err
			}
			rel, err := filepath.Rel(root, file)
			if err != nil || strings.HasPrefix(rel, "..") {
				rel = p.ImportPath + "/" + name // a replacement outside the module
			}
			lines = append(lines, fmt.Sprintf("file %s %s", filepath.ToSlash(rel), sum(data)))
		}
	}
	slices.Sort(lines)
	lines = slices.Compact(lines)
	return sum([]byte(strings.Join(lines, "\n"))), nil
}

func sum(data []byte) string {
	h := sha256.Sum256(data)
	return "sha256:" + hex.EncodeToString(h[:])
}

// Gzip compresses data as the site's file holds it (best compression, no
// name, no time).
func Gzip(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Gunzip decompresses a gzipped file.
func Gunzip(data []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

// WasmExec returns the toolchain's wasm_exec.js, which goes with the
// programs it builds, and the toolchain's licence.
func WasmExec(root string) (exec, licence []byte, err error) {
	goroot, err := GoEnv(root, "GOROOT")
	if err != nil {
		return nil, nil, err
	}
	exec, err = os.ReadFile(filepath.Join(goroot, "lib", "wasm", ExecFile))
	if errors.Is(err, os.ErrNotExist) {
		exec, err = os.ReadFile(filepath.Join(goroot, "misc", "wasm", ExecFile)) // before Go 1.24
	}
	if err != nil {
		return nil, nil, err
	}
	licence, err = os.ReadFile(filepath.Join(goroot, "LICENSE"))
	return exec, licence, err
}

// ReadRecord reads the record in dir.
func ReadRecord(dir string) (Record, error) {
	var r Record
	data, err := os.ReadFile(filepath.Join(dir, RecordFile))
	if err != nil {
		return r, err
	}
	err = json.Unmarshal(data, &r)
	return r, err
}

// Sum returns the SHA-256 of data as a record writes it.
func Sum(data []byte) string { return sum(data) }

// Generate builds the program of the module at root and writes it, gzipped,
// and wasm_exec.js into siteDir, and the record into recordDir.
func Generate(root, siteDir, recordDir string) (Record, error) {
	var r Record
	inputs, err := Inputs(root)
	if err != nil {
		return r, err
	}
	wasm, err := Build(root)
	if err != nil {
		return r, err
	}
	gz, err := Gzip(wasm)
	if err != nil {
		return r, err
	}
	exec, licence, err := WasmExec(root)
	if err != nil {
		return r, err
	}
	version, err := GoEnv(root, "GOVERSION")
	if err != nil {
		return r, err
	}
	r = Record{Go: version, Inputs: inputs, Wasm: sum(wasm), WasmGz: sum(gz), Exec: sum(exec)}
	record, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return r, err
	}
	for _, f := range []struct {
		name string
		data []byte
	}{{filepath.Join(siteDir, WasmFile), gz}, {filepath.Join(siteDir, ExecFile), exec},
		{filepath.Join(siteDir, ExecLicence), licence},
		{filepath.Join(recordDir, RecordFile), append(record, '\n')}} {
		if err := os.WriteFile(f.name, f.data, 0o644); err != nil {
			return r, err
		}
	}
	return r, nil
}
