// Package apicheck holds a test of the module's exported API: no
// exported name of a public package names an unexported type or
// constant, or a type of an internal package that has no public name, so
// every type a user meets can be named and every array length read.
package apicheck
