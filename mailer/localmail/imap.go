package localmail

import (
	"time"

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

// idleRearm bounds how late a client in IDLE can hear of new mail.
//
// imapmemserver's session tracker only wakes IDLE for updates queued after
// IDLE registered with it, but the server answers "+ idling" before that:
// a message delivered in between would be announced only with the next
// update, possibly never. Idle therefore polls first and re-arms the
// tracker every idleRearm, so such a message is announced at most
// idleRearm late.
const idleRearm = 250 * time.Millisecond

func (sess *imapSession) Idle(w *imapserver.UpdateWriter, stop <-chan struct{}) error {
	for {
		if err := sess.UserSession.Poll(w, true); err != nil {
			return err
		}
		rearm := make(chan struct{})
		go func() {
			select {
			case <-stop:
			case <-time.After(idleRearm):
			}
			close(rearm)
		}()
		err := sess.UserSession.Idle(w, rearm)
		select {
		case <-stop:
			return err
		default:
		}
		if err != nil {
			return err
		}
		<-rearm
	}
}
