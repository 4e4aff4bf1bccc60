package localmail

import (
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// imapSession logs any address of the domain in with the shared password,
// creating its mailbox on first use.
type imapSession struct {
	*imapmemserver.UserSession // nil until LOGIN succeeds
	srv                        *Server
}

func (sess *imapSession) Login(username, password string) error {
	mailbox, ok := sess.srv.mailbox(username)
	if !ok || !sess.srv.passwordOK(password) {
		sess.srv.log.Info("IMAP login refused", "user", username)
		return imapserver.ErrAuthFailed
	}
	sess.UserSession = imapmemserver.NewUserSession(sess.srv.user(mailbox))
	return nil
}
