//go:build unix

package mailer

import (
	"syscall"
	"testing"
	"time"
)

// processCPU is the CPU time (user and system) this process has used:
// the daemon's loops, and the players, the SMTP sink and imapmemserver
// that run in it; not Dovecot, which runs in processes of its own. On a
// shared machine the CPU a move costs says more than the wall clock.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatalf("getrusage: %v", err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
