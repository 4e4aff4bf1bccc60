package store

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// ErrLocked is returned, wrapped, by Lock when another process holds the
// database's lock; the error's text names that process.
var ErrLocked = errors.New("store: database is in use by another daemon")

// Holder describes the process that holds a database's lock, as written
// into the lock file.
type Holder struct {
	PID     int
	Host    string
	Started time.Time
}

func (h Holder) String() string {
	return fmt.Sprintf("pid %d on %s, started %s", h.PID, h.Host, h.Started.UTC().Format(time.RFC3339))
}

// DaemonLock is an advisory lock that makes a process the only daemon
// working a database. It lives in the file LockPath(db) beside the
// database and dies with its process: the kernel drops a flock(2) when
// the process exits, however it exits, so a kill -9 leaves no stale lock.
//
// Only the daemon takes it. The moderators' commands (game, backup,
// check) do not: SQLite's own locking keeps their transactions apart from
// the daemon's.
type DaemonLock struct {
	f *os.File
}

// LockPath is the lock file used for the database at dbPath.
func LockPath(dbPath string) string { return dbPath + ".lock" }

// Lock takes the daemon lock of the database at dbPath, without waiting.
// When another process holds it, Lock returns an error wrapping ErrLocked
// that names the holder (pid, host, start time). now is written into the
// lock file as this process's start time.
func Lock(dbPath string, now time.Time) (*DaemonLock, error) {
	path := LockPath(dbPath)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("open lock file: %w", err)
	}
	held, err := tryLock(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if !held {
		h, readErr := readHolder(f)
		f.Close()
		if readErr != nil {
			return nil, fmt.Errorf("lock %s: %w (holder unknown: %v)", path, ErrLocked, readErr)
		}
		return nil, fmt.Errorf("lock %s: %w: %s", path, ErrLocked, h)
	}
	host, _ := os.Hostname()
	me := Holder{PID: os.Getpid(), Host: host, Started: now}
	if err := writeHolder(f, me); err != nil {
		f.Close() // closing the file releases the lock
		return nil, fmt.Errorf("write lock file %s: %w", path, err)
	}
	return &DaemonLock{f: f}, nil
}

// Release gives the lock up. The lock file stays; its content is stale
// but harmless, since only the flock counts.
func (l *DaemonLock) Release() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	if err != nil {
		return fmt.Errorf("release daemon lock: %w", err)
	}
	return nil
}

// The lock file holds one line: "pid host started-unix-ms".
func writeHolder(f *os.File, h Holder) error {
	if err := f.Truncate(0); err != nil {
		return err
	}
	line := fmt.Sprintf("%d %s %d\n", h.PID, h.Host, h.Started.UnixMilli())
	if _, err := f.WriteAt([]byte(line), 0); err != nil {
		return err
	}
	return f.Sync()
}

func readHolder(f *os.File) (Holder, error) {
	buf := make([]byte, 512)
	n, err := f.ReadAt(buf, 0)
	if n == 0 && err != nil {
		return Holder{}, fmt.Errorf("read lock file: %w", err)
	}
	fields := strings.Fields(string(buf[:n]))
	if len(fields) != 3 {
		return Holder{}, fmt.Errorf("read lock file: %q is not \"pid host started\"", buf[:n])
	}
	pid, err1 := strconv.Atoi(fields[0])
	ms, err2 := strconv.ParseInt(fields[2], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return Holder{}, fmt.Errorf("read lock file: %w", err)
	}
	return Holder{PID: pid, Host: fields[1], Started: time.UnixMilli(ms).UTC()}, nil
}
