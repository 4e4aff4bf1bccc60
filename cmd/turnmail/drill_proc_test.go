package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The drill runs the daemon as the operator does: the real binary, built
// once per test run, in its own process, configured by TURNMAIL_*
// variables, and stopped with SIGKILL.
var (
	buildOnce sync.Once
	buildDir  string
	buildBin  string
	buildErr  error
)

// turnmailBinary builds ./cmd/turnmail (the package under test) once and
// returns the path of the binary.
func turnmailBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "turnmail-drill-")
		if buildErr != nil {
			return
		}
		buildBin = filepath.Join(buildDir, "turnmail")
		out, err := exec.Command("go", "build", "-o", buildBin, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build ./cmd/turnmail: %w\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return buildBin
}

// serveProc is `turnmail serve` as a child process, started again after
// every kill on the same database and mail servers.
type serveProc struct {
	t   *testing.T
	bin string
	env []string
	log string // stderr of every incarnation, appended

	mu     sync.Mutex
	cmd    *exec.Cmd
	done   chan struct{}
	kills  int
	peakKB int64 // highest VmHWM of any incarnation
}

func newServeProc(t *testing.T, env []string) *serveProc {
	t.Helper()
	d := &serveProc{t: t, bin: turnmailBinary(t), env: env, log: filepath.Join(t.TempDir(), "serve.log")}
	t.Cleanup(func() {
		d.stop()
		if t.Failed() {
			t.Logf("daemon log, warnings and errors:\n%s", d.logWarnings(60))
			keep := filepath.Join(os.TempDir(), "turnmail-drill-"+strings.ReplaceAll(t.Name(), "/", "-")+".log")
			if b, err := os.ReadFile(d.log); err == nil && os.WriteFile(keep, b, 0o644) == nil {
				t.Logf("the whole daemon log is kept in %s", keep)
			}
		}
	})
	return d
}

// start starts an incarnation; the daemon must not be running.
func (d *serveProc) start() {
	d.t.Helper()
	d.mu.Lock()
	defer d.mu.Unlock()
	cmd, done, err := d.spawn()
	if err != nil {
		d.t.Errorf("start turnmail serve: %v", err)
		return
	}
	d.cmd, d.done = cmd, done
}

// spawn starts `turnmail serve` with the daemon's settings and returns
// the process and a channel closed when it has exited.
func (d *serveProc) spawn() (*exec.Cmd, chan struct{}, error) {
	f, err := os.OpenFile(d.log, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, nil, err
	}
	cmd := exec.Command(d.bin, "serve")
	cmd.Env = d.env
	cmd.Stdout, cmd.Stderr = f, f
	if err := cmd.Start(); err != nil {
		f.Close()
		return nil, nil, err
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); f.Close(); close(done) }()
	return cmd, done, nil
}

// kill sends SIGKILL to the running incarnation and waits for its end,
// first noting its peak memory.
func (d *serveProc) kill() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cmd == nil {
		return
	}
	d.notePeak()
	d.cmd.Process.Signal(syscall.SIGKILL)
	<-d.done
	d.cmd = nil
	d.kills++
}

// stop ends the running incarnation with SIGTERM, as an operator would.
func (d *serveProc) stop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cmd == nil {
		return
	}
	d.notePeak()
	d.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-d.done:
	case <-time.After(20 * time.Second):
		d.cmd.Process.Signal(syscall.SIGKILL)
		<-d.done
	}
	d.cmd = nil
}

// running reports whether the current incarnation is alive.
func (d *serveProc) running() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cmd == nil {
		return false
	}
	select {
	case <-d.done:
		return false
	default:
		return true
	}
}

func (d *serveProc) pid() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cmd == nil {
		return 0
	}
	return d.cmd.Process.Pid
}

// notePeak reads the incarnation's peak resident memory; d.mu is held.
func (d *serveProc) notePeak() {
	if kb := vmHWM(d.cmd.Process.Pid); kb > d.peakKB {
		d.peakKB = kb
	}
}

// peakMB is the highest peak resident memory (VmHWM) of every incarnation
// so far, the running one included.
func (d *serveProc) peakMB() float64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.cmd != nil {
		d.notePeak()
	}
	return float64(d.peakKB) / 1024
}

func (d *serveProc) killCount() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.kills
}

// vmHWM returns a process's peak resident set size in kB from
// /proc/PID/status (proc(5)), or 0 when it cannot be read.
func vmHWM(pid int) int64 {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb
		}
	}
	return 0
}

// waitLog waits until the daemon's log holds want.
func (d *serveProc) waitLog(want string, timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		if b, _ := os.ReadFile(d.log); bytes.Contains(b, []byte(want)) {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

// logWarnings returns the last n lines of the daemon's log that are not
// level INFO or DEBUG.
func (d *serveProc) logWarnings(n int) string {
	b, _ := os.ReadFile(d.log)
	var lines []string
	for _, l := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		if !strings.Contains(l, "level=INFO") && !strings.Contains(l, "level=DEBUG") {
			lines = append(lines, l)
		}
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// cli runs a moderator command (`turnmail game …`) with the daemon's
// settings and returns its standard output.
func (d *serveProc) cli(args ...string) ([]byte, error) {
	cmd := exec.Command(d.bin, args...)
	cmd.Env = d.env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("turnmail %s: %w: %s", strings.Join(args, " "), err, stderr.String())
	}
	return out, nil
}
