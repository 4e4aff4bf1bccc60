//go:build !unix

package store

import (
	"errors"
	"os"
)

// tryLock has no flock(2) to use on this system.
func tryLock(*os.File) (bool, error) {
	return false, errors.New("the daemon lock needs flock(2), which this system lacks")
}
