//go:build js && wasm

// Command wasm is the battle calculator's WebAssembly program, which the
// page's web workers run: it sets the global function aresimCall, which
// takes a request in JSON and returns the answer in JSON (calc.Handle),
// and waits for calls. Build it with GOOS=js GOARCH=wasm; go generate
// ./ares/odds/web builds it into the site.
package main

import (
	"syscall/js"

	"github.com/aresim/aresim/ares/odds/web/calc"
)

func main() {
	js.Global().Set("aresimCall", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return `{"error": "aresimCall takes one request, in JSON"}`
		}
		return calc.Handle(args[0].String())
	}))
	<-make(chan struct{})
}
