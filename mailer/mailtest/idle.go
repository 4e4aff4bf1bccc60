package mailtest

import (
	"time"

	"github.com/emersion/go-imap/v2/imapserver"
)

// idleRearm bounds how late a client in IDLE can hear of new mail.
//
// imapmemserver's session tracker only wakes IDLE for updates queued after
// IDLE registered with it, but the server answers "+ idling" before that:
// a message appended in between is announced only with the next update,
// possibly never. idleSession polls first and re-arms IDLE every
// idleRearm, so such a message is announced at most idleRearm late.
const idleRearm = 250 * time.Millisecond

type idleSession struct {
	imapserver.SessionIMAP4rev2
}

func (s idleSession) Idle(w *imapserver.UpdateWriter, stop <-chan struct{}) error {
	for {
		if err := s.Poll(w, true); err != nil {
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
		err := s.SessionIMAP4rev2.Idle(w, rearm)
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
