//go:build !unix

package desk

import (
	"testing"
	"time"
)

// processCPU is not measured where getrusage is missing: SustainedMoves
// then reports 0 for its CPU figures.
func processCPU(*testing.B) time.Duration { return 0 }
