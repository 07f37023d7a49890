//go:build unix

package bot

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the process has used (user and system),
// so that a benchmark on a shared machine can report what a decision costs
// whatever else the machine runs.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
