package localmail

import (
	"bytes"
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"log"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
	"github.com/emersion/go-smtp"
)

// folders are created in every new mailbox; mail clients expect the last
// three to exist.
var folders = []string{"INBOX", "Sent", "Drafts", "Trash"}

// Server is a running local mail server.
type Server struct {
	cfg    Config
	log    *slog.Logger
	ctx    context.Context // ends at Close; bounds calls to the Spool
	cancel context.CancelFunc

	mem   *imapmemserver.Server
	mu    sync.Mutex
	users map[string]*imapmemserver.User // by mailbox name

	imapSrv *imapserver.Server
	smtpSrv *smtp.Server
	imapLn  net.Listener
	smtpLn  net.Listener

	closeOnce sync.Once
	closeErr  error
}

// Start restores the spooled mail and starts the SMTP and IMAP listeners.
// ctx bounds the start (Restore); the server runs until Close.
func Start(ctx context.Context, cfg Config) (*Server, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	s := &Server{
		cfg:   cfg,
		log:   cfg.Logger,
		mem:   imapmemserver.New(),
		users: make(map[string]*imapmemserver.User),
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.user(cfg.Referee)
	if err := s.restore(ctx); err != nil {
		s.cancel()
		return nil, err
	}
	if err := s.listen(); err != nil {
		s.Close()
		return nil, err
	}
	go s.imapSrv.Serve(s.imapLn)
	go s.smtpSrv.Serve(s.smtpLn)
	s.log.Info("local mail server started", "smtp", s.SMTPAddr(), "imap", s.IMAPAddr(), "domain", cfg.Domain)
	return s, nil
}

func (s *Server) restore(ctx context.Context) error {
	spooled, err := s.cfg.Spool.Restore(ctx)
	if err != nil {
		return fmt.Errorf("restore spooled mail: %w", err)
	}
	for _, m := range spooled {
		if err := s.deliver(m.Mailbox, m.Raw); err != nil {
			return fmt.Errorf("restore mail of %s: %w", m.Mailbox, err)
		}
	}
	if len(spooled) > 0 {
		s.log.Info("restored spooled mail", "messages", len(spooled))
	}
	return nil
}

func (s *Server) listen() error {
	var err error
	s.imapLn, err = net.Listen("tcp", net.JoinHostPort(s.cfg.Host, strconv.Itoa(s.cfg.IMAPPort)))
	if err != nil {
		return fmt.Errorf("listen for IMAP: %w", err)
	}
	s.smtpLn, err = net.Listen("tcp", net.JoinHostPort(s.cfg.Host, strconv.Itoa(s.cfg.SMTPPort)))
	if err != nil {
		return fmt.Errorf("listen for SMTP: %w", err)
	}
	s.imapSrv = imapserver.New(&imapserver.Options{
		NewSession: func(*imapserver.Conn) (imapserver.Session, *imapserver.GreetingData, error) {
			return &imapSession{srv: s}, nil, nil
		},
		Caps:         imap.CapSet{imap.CapIMAP4rev1: {}, imap.CapIMAP4rev2: {}},
		InsecureAuth: true,
		Logger:       slogPrintf{s.log},
	})
	s.smtpSrv = smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &smtpSession{srv: s, loopback: isLoopbackAddr(c.Conn().RemoteAddr())}, nil
	}))
	s.smtpSrv.Domain = s.cfg.Domain
	s.smtpSrv.AllowInsecureAuth = true
	s.smtpSrv.ReadTimeout = 5 * time.Minute
	s.smtpSrv.WriteTimeout = time.Minute
	s.smtpSrv.MaxMessageBytes = 25 << 20
	s.smtpSrv.MaxRecipients = 100
	s.smtpSrv.ErrorLog = log.New(slogWriter{s.log}, "", 0)
	return nil
}

// SMTPAddr is host:port of the SMTP listener.
func (s *Server) SMTPAddr() string { return s.smtpLn.Addr().String() }

// IMAPAddr is host:port of the IMAP listener.
func (s *Server) IMAPAddr() string { return s.imapLn.Addr().String() }

// RefereeAddress is the referee's mail address, e.g. games@turnmail.localhost.
func (s *Server) RefereeAddress() string { return s.cfg.Referee + "@" + s.cfg.Domain }

// Password is the shared password of every mailbox.
func (s *Server) Password() string { return s.cfg.Password }

// Domain is the mail domain.
func (s *Server) Domain() string { return s.cfg.Domain }

// Close stops both listeners and drops every connection. Spooled mail is
// safe; what is only in memory (flags, folders) is gone. Calling it again
// returns the first result.
func (s *Server) Close() error {
	s.closeOnce.Do(func() { s.closeErr = s.close() })
	return s.closeErr
}

func (s *Server) close() error {
	s.cancel()
	var errs []error
	if s.smtpSrv != nil {
		errs = append(errs, s.smtpSrv.Close())
	}
	if s.imapSrv != nil {
		errs = append(errs, s.imapSrv.Close())
	}
	// Serve may not have registered its listener yet: close them too.
	for _, ln := range []net.Listener{s.smtpLn, s.imapLn} {
		if ln != nil {
			if err := ln.Close(); err != nil && !errors.Is(err, net.ErrClosed) {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// user returns the IMAP user of a mailbox, creating it on first use.
func (s *Server) user(mailbox string) *imapmemserver.User {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.users[mailbox]
	if u == nil {
		u = imapmemserver.NewUser(mailbox, "")
		for _, f := range folders {
			u.Create(f, nil) // a new user has none of them
		}
		s.users[mailbox] = u
		s.mem.AddUser(u)
		s.log.Info("mailbox created", "mailbox", mailbox)
	}
	return u
}

// deliver appends raw to the INBOX of mailbox; IMAP clients in IDLE hear
// of it at once.
func (s *Server) deliver(mailbox string, raw []byte) error {
	_, err := s.user(mailbox).Append("INBOX", literal{bytes.NewReader(raw)}, &imap.AppendOptions{})
	return err
}

// mailbox maps an address (or a bare local part, for logins) to its
// mailbox name: the lower-cased local part without "+tag". ok is false for
// another domain or an empty local part.
func (s *Server) mailbox(addr string) (name string, ok bool) {
	local, domain, hasDomain := strings.Cut(strings.ToLower(strings.TrimSpace(addr)), "@")
	if hasDomain && domain != s.cfg.Domain {
		return "", false
	}
	local, _, _ = strings.Cut(local, "+")
	if local == "" || strings.ContainsAny(local, " \t\r\n/") {
		return "", false
	}
	return local, true
}

func (s *Server) passwordOK(password string) bool {
	return subtle.ConstantTimeCompare([]byte(password), []byte(s.cfg.Password)) == 1
}

func isLoopbackAddr(addr net.Addr) bool {
	tcp, ok := addr.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// literal is a bytes.Reader that tells its size, as imap.LiteralReader wants.
type literal struct{ *bytes.Reader }

func (l literal) Size() int64 { return l.Reader.Size() }

// slogPrintf and slogWriter route the servers' own error logs to slog.
type slogPrintf struct{ log *slog.Logger }

func (l slogPrintf) Printf(format string, args ...any) {
	l.log.Warn("imap server: " + fmt.Sprintf(format, args...))
}

type slogWriter struct{ log *slog.Logger }

func (l slogWriter) Write(p []byte) (int, error) {
	l.log.Warn("smtp server: " + strings.TrimSpace(string(p)))
	return len(p), nil
}
