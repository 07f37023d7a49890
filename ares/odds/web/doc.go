// Package web is the battle calculator in the browser: a static page
// that computes the odds of a battle of The Ares Project with package
// odds compiled to WebAssembly, in web workers, with no server logic.
// Its URL holds the whole battle, as the flags of `aresim battle`.
//
// The site's files are embedded (Files); Handler serves them and Write
// writes them into a directory, for any static host. The WebAssembly
// program (./wasm, with the operations of ./calc) is built into the site
// by go generate, and committed: go:embed cannot cross-compile. A test
// fails when the program's sources have changed since.
package web
