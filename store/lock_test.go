package store

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestLockRefusesSecondDaemonNamingTheFirst(t *testing.T) {
	db := filepath.Join(t.TempDir(), "turnmail.db")
	first, err := Lock(db, t0)
	if err != nil {
		t.Fatalf("Lock(first) = %v", err)
	}
	_, err = Lock(db, t0.Add(time.Minute))
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("Lock(second) = %v, want ErrLocked", err)
	}
	host, _ := os.Hostname()
	for _, want := range []string{fmt.Sprintf("pid %d", os.Getpid()), host, "2026-11-29T12:00:00Z"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("Lock(second) = %q, want it to name %q", err, want)
		}
	}
	if err := first.Release(); err != nil {
		t.Fatalf("Release = %v", err)
	}
	again, err := Lock(db, t0)
	if err != nil {
		t.Fatalf("Lock(after release) = %v, want the lock", err)
	}
	again.Release()
}

// TestLockDiesWithItsProcess kills a process holding the lock with
// SIGKILL: the lock must be free at once, with no stale file to remove.
func TestLockDiesWithItsProcess(t *testing.T) {
	if db := os.Getenv("TURNMAIL_TEST_LOCK_HOLDER"); db != "" {
		if _, err := Lock(db, t0); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		fmt.Println("locked")
		time.Sleep(time.Minute) // until killed
		os.Exit(0)
	}
	db := filepath.Join(t.TempDir(), "turnmail.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestLockDiesWithItsProcess$")
	cmd.Env = append(os.Environ(), "TURNMAIL_TEST_LOCK_HOLDER="+db)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if strings.TrimSpace(line) != "locked" {
		cmd.Process.Kill()
		t.Fatalf("holder said %q, want \"locked\"", line)
	}
	_, err = Lock(db, t0)
	if !errors.Is(err, ErrLocked) || !strings.Contains(err.Error(), fmt.Sprintf("pid %d", cmd.Process.Pid)) {
		t.Errorf("Lock while the holder runs = %v, want ErrLocked naming pid %d", err, cmd.Process.Pid)
	}
	cmd.Process.Kill()
	cmd.Wait()
	l, err := Lock(db, t0)
	if err != nil {
		t.Fatalf("Lock after the holder was killed = %v, want the lock", err)
	}
	l.Release()
}
