//go:build !linux

package web_test

import "time"

// workerCPU is known on Linux only.
func workerCPU(string) (time.Duration, bool) { return 0, false }
