package mailtest

import (
	"bytes"
	"fmt"
	"net"
	netmail "net/mail"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
)

// DovecotServer is a standalone Dovecot (IMAP and LMTP on loopback) run as a
// child process of the test. It reads none of /etc/dovecot.
type DovecotServer struct {
	// Addr is the plain IMAP listener, host:port.
	Addr string
	// LMTPAddr is the LMTP listener used by Deliver.
	LMTPAddr string

	dir  string
	cmd  *exec.Cmd
	out  *syncBuffer
	done chan struct{}
}

// Dovecot starts `dovecot -F` with its own configuration on free loopback
// ports, with the given users (each with INBOX and "Processed"), and stops
// it at the end of the test. It skips the test when dovecot is not installed
// or the test does not run as root (Dovecot must drop privileges to a mail
// user): install it with
// `apt-get install dovecot-imapd dovecot-lmtpd`.
func Dovecot(t testing.TB, users ...User) *DovecotServer {
	t.Helper()
	bin, err := exec.LookPath("dovecot")
	if err != nil {
		t.Skip("dovecot is not installed (apt-get install dovecot-imapd dovecot-lmtpd); skipping the Dovecot test")
	}
	if os.Geteuid() != 0 {
		t.Skip("dovecot needs root to start its standalone instance; skipping the Dovecot test")
	}

	// Not t.TempDir: its parent is 0700 and Dovecot's auth process (another
	// uid) must traverse the path to read the passwd file.
	dir, err := os.MkdirTemp("", "mailtest-dovecot-")
	if err != nil {
		t.Fatalf("make dovecot dir: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatalf("chmod dovecot dir: %v", err)
	}
	uid, gid := mailOwner(t)
	for _, sub := range []string{"run", "state", "mail"} {
		if err := os.Mkdir(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatalf("make dovecot dir: %v", err)
		}
	}
	if err := os.Chown(filepath.Join(dir, "mail"), uid, gid); err != nil {
		t.Fatalf("chown dovecot mail dir: %v", err)
	}
	var passwd strings.Builder
	for _, u := range users {
		fmt.Fprintf(&passwd, "%s:{PLAIN}%s::::::\n", u.Name, u.Password)
	}
	if err := os.WriteFile(filepath.Join(dir, "passwd"), []byte(passwd.String()), 0o644); err != nil {
		t.Fatalf("write dovecot passwd: %v", err)
	}
	imapPort, lmtpPort := freePort(t), freePort(t)
	conf := filepath.Join(dir, "dovecot.conf")
	if err := os.WriteFile(conf, []byte(dovecotConfig(dir, imapPort, lmtpPort, uid, gid)), 0o644); err != nil {
		t.Fatalf("write dovecot config: %v", err)
	}

	d := &DovecotServer{
		Addr:     net.JoinHostPort("127.0.0.1", strconv.Itoa(imapPort)),
		LMTPAddr: net.JoinHostPort("127.0.0.1", strconv.Itoa(lmtpPort)),
		dir:      dir,
		out:      &syncBuffer{},
		done:     make(chan struct{}),
	}
	d.cmd = exec.Command(bin, "-F", "-c", conf)
	d.cmd.Stdout, d.cmd.Stderr = d.out, d.out
	if err := d.cmd.Start(); err != nil {
		t.Fatalf("start dovecot: %v", err)
	}
	go func() { d.cmd.Wait(); close(d.done) }()
	t.Cleanup(d.stop)
	d.waitReady(t)
	return d
}

// Deliver hands raw to Dovecot over LMTP for user's INBOX.
func (d *DovecotServer) Deliver(t testing.TB, user string, raw []byte) {
	t.Helper()
	if err := d.deliver(user, raw); err != nil {
		t.Fatalf("deliver to %s over LMTP: %v", user, err)
	}
}

func (d *DovecotServer) deliver(user string, raw []byte) error {
	conn, err := net.DialTimeout("tcp", d.LMTPAddr, 10*time.Second)
	if err != nil {
		return err
	}
	c := smtp.NewClientLMTP(conn)
	defer c.Close()
	c.CommandTimeout, c.SubmissionTimeout = 30*time.Second, 30*time.Second
	if err := c.Hello("localhost"); err != nil {
		return err
	}
	if err := c.SendMail(envelopeSender(raw), []string{user}, bytes.NewReader(raw)); err != nil {
		return err
	}
	return c.Quit()
}

// LMTPSession is one LMTP connection to Dovecot kept open for many
// deliveries, as an MTA's LMTP client with a connection cache keeps it
// (Postfix's lmtp transport): one LHLO, then one transaction per mail
// (RFC 2033 section 4; RFC 5321 section 4.1.1.5: a new MAIL after a
// completed transaction needs no RSET). It is for one goroutine.
type LMTPSession struct {
	c *smtp.Client
}

// Session opens an LMTPSession and closes it at the end of the test.
func (d *DovecotServer) Session(t testing.TB) *LMTPSession {
	t.Helper()
	conn, err := net.DialTimeout("tcp", d.LMTPAddr, 10*time.Second)
	if err != nil {
		t.Fatalf("dial LMTP: %v", err)
	}
	c := smtp.NewClientLMTP(conn)
	c.CommandTimeout, c.SubmissionTimeout = 30*time.Second, 30*time.Second
	if err := c.Hello("localhost"); err != nil {
		c.Close()
		t.Fatalf("LMTP LHLO: %v", err)
	}
	t.Cleanup(func() { c.Quit(); c.Close() })
	return &LMTPSession{c: c}
}

// Deliver hands raw to Dovecot for user's INBOX in one transaction of the
// session; it returns when Dovecot has stored it (its 250 for user). It
// returns an error rather than failing the test, so that it may run in a
// goroutine of its own.
func (s *LMTPSession) Deliver(user string, raw []byte) error {
	if err := s.c.SendMail(envelopeSender(raw), []string{user}, bytes.NewReader(raw)); err != nil {
		return fmt.Errorf("deliver to %s over a kept LMTP session: %w", user, err)
	}
	return nil
}

// envelopeSender is the MAIL FROM a player's own server would use: the
// mail's From address (Dovecot records it as Return-Path), or a fixed
// address when the mail has none.
func envelopeSender(raw []byte) string {
	if m, err := netmail.ReadMessage(bytes.NewReader(raw)); err == nil {
		if a, err := netmail.ParseAddress(m.Header.Get("From")); err == nil {
			return a.Address
		}
	}
	return "mailtest@example.org"
}

// Log returns what Dovecot wrote so far (its log file and its output).
func (d *DovecotServer) Log() string {
	logFile, _ := os.ReadFile(filepath.Join(d.dir, "dovecot.log"))
	return d.out.String() + string(logFile)
}

func (d *DovecotServer) waitReady(t testing.TB) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		select {
		case <-d.done:
			t.Fatalf("dovecot exited at start: %s", d.Log())
		default:
		}
		if listening(d.Addr) && listening(d.LMTPAddr) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("dovecot did not listen on %s and %s within 15s: %s", d.Addr, d.LMTPAddr, d.Log())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (d *DovecotServer) stop() {
	d.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-d.done:
	case <-time.After(10 * time.Second):
		d.cmd.Process.Kill()
		<-d.done
	}
}

func listening(addr string) bool {
	c, err := net.DialTimeout("tcp", addr, time.Second)
	if err != nil {
		return false
	}
	c.Close()
	return true
}

// mailOwner is the unprivileged uid/gid Dovecot runs mail processes as.
func mailOwner(t testing.TB) (uid, gid int) {
	t.Helper()
	u, err := user.Lookup("nobody")
	if err != nil {
		t.Fatalf("look up user nobody: %v", err)
	}
	g, err := user.LookupGroup("nogroup")
	if err != nil {
		t.Fatalf("look up group nogroup: %v", err)
	}
	uid, _ = strconv.Atoi(u.Uid)
	gid, _ = strconv.Atoi(g.Gid)
	return uid, gid
}

func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("find a free port: %v", err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

func dovecotConfig(dir string, imapPort, lmtpPort, uid, gid int) string {
	return fmt.Sprintf(`base_dir = %[1]s/run
state_dir = %[1]s/state
log_path = %[1]s/dovecot.log
protocols = imap lmtp
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:~/Maildir
first_valid_uid = 1
first_valid_gid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%%u %[1]s/passwd
}
userdb {
  driver = static
  args = uid=%[4]d gid=%[5]d home=%[1]s/mail/%%u
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Processed {
    auto = create
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = %[2]d
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = %[3]d
  }
}
protocol lmtp {
  postmaster_address = postmaster@example.org
}
`, dir, imapPort, lmtpPort, uid, gid)
}

// syncBuffer is a bytes.Buffer safe for the process's two output pipes.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
