//go:build !unix

package enginetest

import "time"

// CPUTime is unknown here; the benchmarks then report wall time only.
func CPUTime() time.Duration { return 0 }
