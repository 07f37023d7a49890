//go:build ignore

// gen builds the battle calculator's WebAssembly program into the site:
// site/odds.wasm.gz, site/wasm_exec.js from the Go toolchain, with its
// licence, and build.json, the record of what they were built from. Run
// it with go generate ./ares/odds/web after changing the odds, the
// engine or the calculator's Go code (a test says when).
package main

import (
	"fmt"
	"os"

	"github.com/aresim/aresim/ares/odds/web/internal/wasmbuild"
)

func main() {
	root, err := wasmbuild.ModuleRoot(".")
	if err == nil {
		var r wasmbuild.Record
		r, err = wasmbuild.Generate(root, "site", ".")
		if err == nil {
			fmt.Printf("site/%s built with %s from sources %s\n", wasmbuild.WasmFile, r.Go, r.Inputs)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
