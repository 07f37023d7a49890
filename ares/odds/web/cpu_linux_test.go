package web_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// clockTick is the unit of the CPU times in /proc (USER_HZ, 100 on Linux).
const clockTick = 10 * time.Millisecond

// workerCPU returns the CPU time the web workers of the browser with the
// profile directory have used, from /proc: the threads named
// DedicatedWorker of its processes.
func workerCPU(profile string) (time.Duration, bool) {
	procs, err := filepath.Glob("/proc/[0-9]*")
	if err != nil {
		return 0, false
	}
	var total time.Duration
	found := false
	for _, p := range procs {
		cmd, err := os.ReadFile(filepath.Join(p, "cmdline"))
		if err != nil || !strings.Contains(string(cmd), "--user-data-dir="+profile) {
			continue
		}
		tasks, _ := filepath.Glob(filepath.Join(p, "task", "[0-9]*"))
		for _, task := range tasks {
			comm, err := os.ReadFile(filepath.Join(task, "comm"))
			if err != nil || !strings.HasPrefix(string(comm), "DedicatedWorker") {
				continue
			}
			stat, err := os.ReadFile(filepath.Join(task, "stat"))
			if err != nil {
				continue
			}
			// The fields after the command, which is in parentheses:
			// utime and stime are the 12th and 13th.
			fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
			if len(fields) < 13 {
				continue
			}
			utime, _ := strconv.ParseInt(fields[11], 10, 64)
			stime, _ := strconv.ParseInt(fields[12], 10, 64)
			total += time.Duration(utime+stime) * clockTick
			found = true
		}
	}
	return total, found
}
