//go:build !unix

package bot

import "time"

// processCPU is not measured on this system: benchmarks report no CPU
// time.
func processCPU() time.Duration { return 0 }
