// Package mailtest runs real mail servers on loopback for tests: an
// in-memory IMAP server (go-imap's imapmemserver), an SMTP sink that captures
// what it receives (go-smtp), and a standalone Dovecot started as a child
// process when it is installed. It also plays the player's side for the
// desk's and the daemon's tests: Outbox reads what the referee queued,
// Reply answers a mail as a mail client would, Clock is a settable clock.
//
// Every helper takes a testing.TB, fails the test on setup errors and stops
// its server in t.Cleanup, so a test only asks for what it needs:
//
//	srv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
//	srv.Append(t, "games", "INBOX", raw)
//	sink := mailtest.SMTPSink(t)
//	msgs := sink.Wait(t, 1, 10*time.Second)
//
// go-imap's server always offers IDLE with IMAP4rev1, so IMAPOptions.NoIdle
// strikes IDLE from the capability lines on the wire. imapmemserver can miss
// a message appended just as a client starts IDLE; the test server re-arms
// IDLE every 250ms so that such a message is announced late, never lost.
package mailtest

// User is a mailbox owner on a test server.
type User struct {
	Name, Password string
}
