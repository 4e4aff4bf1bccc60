//go:build unix

package enginetest

import (
	"syscall"
	"time"
)

// CPUTime is the CPU time this process has used so far (user and
// system, the garbage collector included), or 0 when unknown. The
// benchmarks report it beside wall time because a shared machine's load
// stretches wall time but not CPU time.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
