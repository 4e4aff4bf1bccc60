package main

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-smtp"

	"turnmail/mailer/mailtest"
)

// The referee's mailbox on the drill's IMAP server.
var refereeUser = mailtest.User{Name: "games", Password: "drill-secret"}

// mailWorld is what surrounds the daemon: a real IMAP server holding the
// referee's mailbox, reached through a proxy that can cut or freeze the
// line, and an SMTP sink that can be made to fail, reached through a
// proxy that can make it silent.
type mailWorld struct {
	imapAddr  string // the server itself, for the drill's own reads
	imap      *faultProxy
	smtp      *faultProxy
	sink      *mailtest.Sink
	server    string // "dovecot" or "imapmemserver"
	deliverFn func(from string, r io.Reader) error
}

// newMailWorld starts Dovecot when it is installed and the test runs as
// root (as mailtest.Dovecot requires), else the in-memory IMAP server;
// TURNMAIL_DRILL_IMAP=memory asks for the in-memory server anyway.
func newMailWorld(t *testing.T, sinkOpts mailtest.SinkOptions) *mailWorld {
	t.Helper()
	sinkOpts.Users = []mailtest.User{refereeUser} // submission with AUTH PLAIN, as at a provider
	w := &mailWorld{sink: mailtest.NewSink(t, sinkOpts)}
	if _, err := exec.LookPath("dovecot"); err == nil && os.Geteuid() == 0 && os.Getenv("TURNMAIL_DRILL_IMAP") != "memory" {
		dc := mailtest.Dovecot(t, refereeUser)
		w.imapAddr, w.server = dc.Addr, "dovecot"
		w.deliverFn = func(from string, r io.Reader) error { return lmtpDeliver(dc.LMTPAddr, from, r) }
	} else {
		srv := mailtest.IMAPServer(t, refereeUser)
		w.imapAddr, w.server = srv.Addr, "imapmemserver"
		var mu sync.Mutex
		w.deliverFn = func(from string, r io.Reader) error {
			raw, err := io.ReadAll(io.MultiReader(strings.NewReader("Return-Path: <"+from+">\r\n"), r))
			if err != nil {
				return err
			}
			mu.Lock()
			defer mu.Unlock()
			srv.Append(t, refereeUser.Name, "INBOX", raw)
			return nil
		}
	}
	w.imap = newFaultProxy(t, w.imapAddr)
	w.smtp = newFaultProxy(t, w.sink.Addr)
	return w
}

// deliver puts raw into the referee's INBOX as the MTA would, with from
// as the envelope sender (Return-Path).
func (w *mailWorld) deliver(t *testing.T, from string, raw []byte) {
	t.Helper()
	if err := w.deliverFn(from, bytes.NewReader(raw)); err != nil {
		t.Fatalf("deliver mail from %s: %v", from, err)
	}
}

// env is the daemon's configuration for this world.
func (w *mailWorld) env(db string) []string {
	return []string{
		"PATH=" + os.Getenv("PATH"),
		"TURNMAIL_DB=" + db,
		"TURNMAIL_REFEREE=" + refereeUser.Name + "@drill.example",
		"TURNMAIL_MODERATORS=" + moderator,
		"TURNMAIL_IMAP_ADDR=" + w.imap.addr(),
		"TURNMAIL_IMAP_SECURITY=plain",
		"TURNMAIL_IMAP_USER=" + refereeUser.Name,
		"TURNMAIL_IMAP_PASSWORD=" + refereeUser.Password,
		"TURNMAIL_SMTP_ADDR=" + w.smtp.addr(),
		"TURNMAIL_SMTP_SECURITY=plain",
		"TURNMAIL_LOG_LEVEL=debug",
	}
}

// unseen counts the referee's messages not yet flagged \Seen, read
// without changing anything (EXAMINE).
func (w *mailWorld) unseen() (int, error) {
	c, err := imapclient.DialInsecure(w.imapAddr, nil)
	if err != nil {
		return 0, fmt.Errorf("dial IMAP: %w", err)
	}
	defer c.Close()
	watchdog := time.AfterFunc(30*time.Second, func() { c.Close() })
	defer watchdog.Stop()
	if err := c.Login(refereeUser.Name, refereeUser.Password).Wait(); err != nil {
		return 0, fmt.Errorf("log in: %w", err)
	}
	if _, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait(); err != nil {
		return 0, fmt.Errorf("examine INBOX: %w", err)
	}
	sd, err := c.UIDSearch(&imap.SearchCriteria{NotFlag: []imap.Flag{imap.FlagSeen}}, nil).Wait()
	if err != nil {
		return 0, fmt.Errorf("search unseen: %w", err)
	}
	c.Logout().Wait()
	return len(sd.AllUIDs()), nil
}

// lmtpDeliver hands a message to Dovecot's LMTP listener for the referee,
// streaming it: a 150 MB message is never held in memory.
func lmtpDeliver(addr, from string, r io.Reader) error {
	conn, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		return err
	}
	c := smtp.NewClientLMTP(conn)
	defer c.Close()
	c.CommandTimeout, c.SubmissionTimeout = time.Minute, 5*time.Minute
	if err := c.Hello("localhost"); err != nil {
		return err
	}
	if err := c.SendMail(from, []string{refereeUser.Name}, r); err != nil {
		return err
	}
	return c.Quit()
}

// Modes of a faultProxy.
const (
	proxyPass   = iota // bytes flow both ways
	proxyDown          // the server is gone: connections are closed, new ones refused
	proxyFrozen        // open connections carry nothing more; new ones work
	proxySilent        // new connections are accepted and never answered
)

// faultProxy is a TCP relay on 127.0.0.1 between the daemon and a server,
// through which the drill cuts, freezes or silences the server without
// touching the server itself.
type faultProxy struct {
	t      *testing.T
	target string

	mu      sync.Mutex
	ln      net.Listener
	address string
	mode    int
	conns   []*proxyConn
	accepts []time.Time // when each connection was accepted
}

type proxyConn struct {
	client, server net.Conn
	frozen         bool
}

func newFaultProxy(t *testing.T, target string) *faultProxy {
	t.Helper()
	p := &faultProxy{t: t, target: target}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen for the proxy: %v", err)
	}
	p.ln, p.address = ln, ln.Addr().String()
	go p.serve(ln)
	t.Cleanup(func() { p.setMode(proxyDown) })
	return p
}

func (p *faultProxy) addr() string { return p.address }

// setMode switches the proxy. Going down closes every connection and the
// listener; coming back listens again on the same address.
func (p *faultProxy) setMode(mode int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	old := p.mode
	p.mode = mode
	switch {
	case mode == proxyDown:
		if p.ln != nil {
			p.ln.Close()
			p.ln = nil
		}
		p.closeAll()
	case mode == proxyFrozen:
		for _, c := range p.conns {
			c.frozen = true
		}
	case old == proxyFrozen || old == proxySilent:
		// Thawed or answered again: the frozen lines are dead for good,
		// as after a server's restart.
		p.closeAll()
	}
	if mode != proxyDown && p.ln == nil {
		ln, err := listenAgain(p.address)
		if err != nil {
			p.t.Errorf("proxy: listen again on %s: %v", p.address, err)
			return
		}
		p.ln = ln
		go p.serve(ln)
	}
}

func (p *faultProxy) closeAll() {
	for _, c := range p.conns {
		c.client.Close()
		if c.server != nil {
			c.server.Close()
		}
	}
	p.conns = nil
}

// acceptedSince returns when the first connection after t was accepted.
func (p *faultProxy) acceptedSince(t time.Time) (time.Time, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, a := range p.accepts {
		if a.After(t) {
			return a, true
		}
	}
	return time.Time{}, false
}

func listenAgain(addr string) (net.Listener, error) {
	deadline := time.Now().Add(10 * time.Second)
	for {
		ln, err := net.Listen("tcp", addr)
		if err == nil || time.Now().After(deadline) {
			return ln, err
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (p *faultProxy) serve(ln net.Listener) {
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		p.accepts = append(p.accepts, time.Now())
		mode := p.mode
		pc := &proxyConn{client: c}
		p.conns = append(p.conns, pc)
		p.mu.Unlock()
		if mode == proxySilent {
			continue // held open, never answered, closed when the mode ends
		}
		go p.relay(pc)
	}
}

func (p *faultProxy) relay(pc *proxyConn) {
	s, err := net.DialTimeout("tcp", p.target, 10*time.Second)
	if err != nil {
		pc.client.Close()
		return
	}
	p.mu.Lock()
	pc.server = s
	p.mu.Unlock()
	go p.pump(pc, s, pc.client)
	p.pump(pc, pc.client, s)
}

// pump copies src to dst until either ends; while the connection is
// frozen, what arrives is swallowed.
func (p *faultProxy) pump(pc *proxyConn, dst, src net.Conn) {
	defer dst.Close()
	defer src.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			p.mu.Lock()
			frozen := pc.frozen
			p.mu.Unlock()
			if !frozen {
				if _, werr := dst.Write(buf[:n]); werr != nil {
					return
				}
			}
		}
		if err != nil {
			return
		}
	}
}

// bigMail is a plain-text mail of about size bytes from from, generated as
// it is read.
func bigMail(from string, size int64) io.Reader {
	head := fmt.Sprintf("From: %s\r\nTo: %s@drill.example\r\nSubject: the photos\r\nMessage-ID: <big.%d@players.example>\r\n"+
		"Date: %s\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\n",
		from, refereeUser.Name, time.Now().UnixNano(), time.Now().UTC().Format(time.RFC1123Z))
	return io.MultiReader(strings.NewReader(head), io.LimitReader(lines{}, size))
}

// lines reads as an endless run of 78-byte lines.
type lines struct{}

func (lines) Read(p []byte) (int, error) {
	const line = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n"
	n := 0
	for n < len(p) {
		n += copy(p[n:], line)
	}
	return n, nil
}

// arrival returns the UID of each message in the referee's INBOX by its
// Message-ID (without <>; the lowest UID when it came twice). The daemon
// takes mail in UID order, and a server may number mail delivered in
// quick succession out of delivery order (Dovecot's maildir numbers the
// files it finds new in one sync in directory order), so UID order is the
// order the replies are replayed in.
func (w *mailWorld) arrival() (map[string]imap.UID, error) {
	c, err := imapclient.DialInsecure(w.imapAddr, nil)
	if err != nil {
		return nil, fmt.Errorf("dial IMAP: %w", err)
	}
	defer c.Close()
	watchdog := time.AfterFunc(2*time.Minute, func() { c.Close() })
	defer watchdog.Stop()
	if err := c.Login(refereeUser.Name, refereeUser.Password).Wait(); err != nil {
		return nil, fmt.Errorf("log in: %w", err)
	}
	sel, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		return nil, fmt.Errorf("examine INBOX: %w", err)
	}
	uids := map[string]imap.UID{}
	if sel.NumMessages == 0 {
		return uids, nil
	}
	var all imap.SeqSet
	all.AddRange(1, sel.NumMessages)
	msgs, err := c.Fetch(all, &imap.FetchOptions{UID: true, Envelope: true}).Collect()
	if err != nil {
		return nil, fmt.Errorf("fetch envelopes: %w", err)
	}
	for _, m := range msgs {
		if m.Envelope == nil {
			continue
		}
		id := strings.Trim(m.Envelope.MessageID, "<> ")
		if old, ok := uids[id]; !ok || m.UID < old {
			uids[id] = m.UID
		}
	}
	c.Logout().Wait()
	return uids, nil
}
