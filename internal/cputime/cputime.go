// Package cputime reads the CPU time the process has used, so that a
// benchmark on a shared machine can report what an operation costs
// whatever else the machine runs.
package cputime

import "time"

// Process returns the CPU time the process has used (user and system),
// or 0 where the system does not tell.
func Process() time.Duration { return process() }
