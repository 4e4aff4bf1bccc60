//go:build unix

package desk

import (
	"syscall"
	"testing"
	"time"
)

// processCPU is the CPU time (user and system) this process has used. On
// a shared machine the CPU a move costs says more than the wall clock.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatalf("getrusage: %v", err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
