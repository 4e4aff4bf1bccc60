package mailtest

import (
	"bytes"
	"crypto/tls"
	"io"
	"log"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// IMAPOptions shape an in-memory IMAP server. The zero value is an IMAP4rev2
// server (IDLE, MOVE, UIDPLUS...) on plain TCP.
type IMAPOptions struct {
	// NoIdle advertises IMAP4rev1 with MOVE and UIDPLUS but without IDLE,
	// for clients that must fall back to polling.
	NoIdle bool
	// TLSConfig, when set, enables STARTTLS on the listener.
	TLSConfig *tls.Config
	// ImplicitTLS serves TLS from the first byte (needs TLSConfig).
	ImplicitTLS bool
}

// IMAP is an in-memory IMAP server on 127.0.0.1. Every user has an INBOX and
// a "Processed" folder. It is closed at the end of the test.
type IMAP struct {
	// Addr is host:port of the listener.
	Addr string

	opts  IMAPOptions
	mem   *imapmemserver.Server
	mu    sync.Mutex
	srv   *imapserver.Server
	ln    net.Listener
	users map[string]*imapmemserver.User
	pass  map[string]string
}

// IMAPServer starts an IMAP4rev2 in-memory server on 127.0.0.1:0 with the
// given users; login is allowed without TLS.
func IMAPServer(t testing.TB, users ...User) *IMAP {
	t.Helper()
	return NewIMAP(t, IMAPOptions{}, users...)
}

// NewIMAP starts an in-memory server shaped by opts.
func NewIMAP(t testing.TB, opts IMAPOptions, users ...User) *IMAP {
	t.Helper()
	s := &IMAP{
		opts:  opts,
		mem:   imapmemserver.New(),
		users: make(map[string]*imapmemserver.User),
		pass:  make(map[string]string),
	}
	for _, u := range users {
		s.AddUser(t, u)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen for IMAP: %v", err)
	}
	s.Addr = ln.Addr().String()
	s.serve(ln)
	t.Cleanup(func() { s.Stop() })
	return s
}

// AddUser creates a user with an INBOX and a "Processed" folder.
func (s *IMAP) AddUser(t testing.TB, u User) {
	t.Helper()
	mu := imapmemserver.NewUser(u.Name, u.Password)
	for _, name := range []string{"INBOX", "Processed"} {
		if err := mu.Create(name, nil); err != nil {
			t.Fatalf("create %s for %s: %v", name, u.Name, err)
		}
	}
	s.mem.AddUser(mu)
	s.mu.Lock()
	s.users[u.Name] = mu
	s.pass[u.Name] = u.Password
	s.mu.Unlock()
}

func (s *IMAP) serve(ln net.Listener) {
	caps := imap.CapSet{imap.CapIMAP4rev1: {}, imap.CapIMAP4rev2: {}}
	if s.opts.NoIdle {
		caps = imap.CapSet{imap.CapIMAP4rev1: {}, imap.CapMove: {}, imap.CapUIDPlus: {}, imap.CapNamespace: {}}
	}
	raw := ln
	if s.opts.NoIdle {
		ln = noIdleListener{ln}
	}
	tlsConfig := s.opts.TLSConfig
	if s.opts.ImplicitTLS {
		ln = tls.NewListener(ln, tlsConfig)
		tlsConfig = nil
	}
	srv := imapserver.New(&imapserver.Options{
		NewSession: func(*imapserver.Conn) (imapserver.Session, *imapserver.GreetingData, error) {
			return idleSession{s.mem.NewSession().(imapserver.SessionIMAP4rev2)}, nil, nil
		},
		Caps:         caps,
		TLSConfig:    tlsConfig,
		InsecureAuth: true,
		Logger:       log.New(io.Discard, "", 0),
	})
	s.mu.Lock()
	s.srv, s.ln = srv, raw
	s.mu.Unlock()
	go srv.Serve(ln)
}

// Stop closes the listener and every connection; the mailboxes are kept, so
// Restart brings the same mail back on the same address.
func (s *IMAP) Stop() {
	s.mu.Lock()
	srv, ln := s.srv, s.ln
	s.srv, s.ln = nil, nil
	s.mu.Unlock()
	if srv != nil {
		// Serve registers its listener in its own goroutine, possibly after
		// Close: close the listener ourselves too.
		srv.Close()
		ln.Close()
	}
}

// Restart listens again on the same address after Stop, as a mail server
// that was restarted would.
func (s *IMAP) Restart(t testing.TB) {
	t.Helper()
	var (
		ln  net.Listener
		err error
	)
	// The old port may take a moment to be released by the kernel.
	deadline := time.Now().Add(10 * time.Second)
	for {
		ln, err = net.Listen("tcp", s.Addr)
		if err == nil || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("listen again on %s: %v", s.Addr, err)
	}
	s.serve(ln)
}

// RecreateMailbox deletes mailbox with all its mail and creates it again,
// which gives it a new UIDVALIDITY (and UIDs start again at 1).
func (s *IMAP) RecreateMailbox(t testing.TB, user, mailbox string) {
	t.Helper()
	u := s.user(t, user)
	if err := u.Delete(mailbox); err != nil {
		t.Fatalf("delete %s of %s: %v", mailbox, user, err)
	}
	if err := u.Create(mailbox, nil); err != nil {
		t.Fatalf("create %s of %s: %v", mailbox, user, err)
	}
}

// UIDValidity returns the mailbox's current UIDVALIDITY.
func (s *IMAP) UIDValidity(t testing.TB, user, mailbox string) uint32 {
	t.Helper()
	st, err := s.user(t, user).Status(mailbox, &imap.StatusOptions{UIDValidity: true})
	if err != nil {
		t.Fatalf("status %s of %s: %v", mailbox, user, err)
	}
	return st.UIDValidity
}

// Append delivers raw into the user's mailbox, as a mail server would, with
// the given flags (none: a new, unseen message); a client in IDLE on that
// mailbox hears about it. It returns the new UID.
func (s *IMAP) Append(t testing.TB, user, mailbox string, raw []byte, flags ...imap.Flag) imap.UID {
	t.Helper()
	data, err := s.user(t, user).Append(mailbox, literal{bytes.NewReader(raw)}, &imap.AppendOptions{Flags: flags})
	if err != nil {
		t.Fatalf("append to %s of %s: %v", mailbox, user, err)
	}
	return data.UID
}

// Messages returns the raw messages of a mailbox in mailbox order.
func (s *IMAP) Messages(t testing.TB, user, mailbox string) [][]byte {
	t.Helper()
	var raws [][]byte
	for _, m := range s.Snapshot(t, user, mailbox) {
		raws = append(raws, m.Raw)
	}
	return raws
}

// Flags returns the flags of each message of a mailbox, in the order of
// Messages.
func (s *IMAP) Flags(t testing.TB, user, mailbox string) [][]imap.Flag {
	t.Helper()
	var flags [][]imap.Flag
	for _, m := range s.Snapshot(t, user, mailbox) {
		flags = append(flags, m.Flags)
	}
	return flags
}

// Snapshot returns UID, flags and content of every message of a mailbox,
// read over IMAP without changing anything. The server must be running.
func (s *IMAP) Snapshot(t testing.TB, user, mailbox string) []Message {
	t.Helper()
	s.mu.Lock()
	pass, ok := s.pass[user]
	s.mu.Unlock()
	if !ok {
		t.Fatalf("mailtest: no IMAP user %q", user)
	}
	var tlsConfig *tls.Config
	if s.opts.ImplicitTLS {
		tlsConfig = &tls.Config{InsecureSkipVerify: true} // our own test certificate
	}
	return ReadMailbox(t, s.Addr, tlsConfig, User{Name: user, Password: pass}, mailbox)
}

func (s *IMAP) user(t testing.TB, name string) *imapmemserver.User {
	t.Helper()
	s.mu.Lock()
	u := s.users[name]
	s.mu.Unlock()
	if u == nil {
		t.Fatalf("mailtest: no IMAP user %q", name)
	}
	return u
}

// literal is a bytes.Reader that tells its size, as imap.LiteralReader wants.
type literal struct{ *bytes.Reader }

func (l literal) Size() int64 { return l.Reader.Size() }
