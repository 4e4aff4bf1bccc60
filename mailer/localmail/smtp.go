package localmail

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// smtpSession takes mail for the domain: from loopback clients without
// AUTH, from others only after AUTH PLAIN with the shared password.
type smtpSession struct {
	srv       *Server
	loopback  bool
	authed    bool
	from      string
	mailboxes []string
}

func (ss *smtpSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (ss *smtpSession) Auth(mech string) (sasl.Server, error) {
	if mech != sasl.Plain {
		return nil, smtp.ErrAuthUnknownMechanism
	}
	return sasl.NewPlainServer(func(identity, username, password string) error {
		_, ok := ss.srv.mailbox(username)
		if !ok || (identity != "" && identity != username) || !ss.srv.passwordOK(password) {
			ss.srv.log.Info("SMTP login refused", "user", username)
			return smtp.ErrAuthFailed // 535, not the 454 a plain error gives
		}
		ss.authed = true
		return nil
	}), nil
}

func (ss *smtpSession) Mail(from string, _ *smtp.MailOptions) error {
	if !ss.loopback && !ss.authed {
		return smtp.ErrAuthRequired
	}
	ss.from = from
	return nil
}

func (ss *smtpSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	mailbox, ok := ss.srv.mailbox(to)
	if !ok || !strings.Contains(to, "@") {
		return &smtp.SMTPError{
			Code:         550,
			EnhancedCode: smtp.EnhancedCode{5, 1, 1},
			Message:      fmt.Sprintf("this server only holds mail for @%s", ss.srv.cfg.Domain),
		}
	}
	if !slices.Contains(ss.mailboxes, mailbox) {
		ss.mailboxes = append(ss.mailboxes, mailbox)
	}
	return nil
}

// Data spools one copy per recipient mailbox, then delivers them all. A
// spool failure answers 451, so the client keeps the mail and tries again.
func (ss *smtpSession) Data(r io.Reader) error {
	body, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read message: %w", err)
	}
	raw := append([]byte("Return-Path: <"+ss.from+">\r\n"), body...)
	ctx, cancel := context.WithTimeout(ss.srv.ctx, 30*time.Second)
	defer cancel()
	for _, mailbox := range ss.mailboxes {
		if err := ss.srv.cfg.Spool.Spool(ctx, mailbox, raw); err != nil {
			ss.srv.log.Error("spool mail", "mailbox", mailbox, "err", err)
			return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "cannot store the mail now, try again later"}
		}
	}
	for _, mailbox := range ss.mailboxes {
		if err := ss.srv.deliver(mailbox, raw); err != nil {
			// Spooled already: it comes back at the next start.
			ss.srv.log.Error("deliver mail", "mailbox", mailbox, "err", err)
		}
	}
	ss.srv.log.Info("mail delivered", "from", ss.from, "mailboxes", ss.mailboxes)
	return nil
}

func (ss *smtpSession) Reset() {
	ss.from = ""
	ss.mailboxes = nil
}

func (ss *smtpSession) Logout() error { return nil }
