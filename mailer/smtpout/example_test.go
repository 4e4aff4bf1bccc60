package smtpout_test

import (
	"context"
	"log"

	"turnmail/mailer/smtpout"
)

// Submission with STARTTLS and AUTH PLAIN; the outbox retries unless the
// failure is permanent.
func ExampleSender_Send() {
	s, err := smtpout.New(smtpout.Config{
		Addr:     "smtp.example.org:587",
		Security: smtpout.SecurityStartTLS,
		Username: "games@example.org",
		Password: "app-password",
	})
	if err != nil {
		log.Fatal(err)
	}
	raw := []byte("From: games@example.org\r\nTo: alice@example.org\r\nSubject: Your turn\r\n\r\nPlay a card.\r\n")
	err = s.Send(context.Background(), "games@example.org", []string{"alice@example.org"}, raw)
	switch {
	case err == nil:
		// delivered to the submission server
	case smtpout.IsPermanent(err):
		// record the failure and tell the moderators
	default:
		// try again later with backoff
	}
}

// A delivery round over one connection to a local relay that takes mail
// without AUTH, recording each mail's progress around DATA.
func ExampleSession_SendWith() {
	s, err := smtpout.New(smtpout.Config{Addr: "127.0.0.1:25", Security: smtpout.SecurityPlain})
	if err != nil {
		log.Fatal(err)
	}
	round := s.Session()
	defer round.Close() // QUIT
	type mail struct {
		to  string
		raw []byte
	}
	for _, m := range []mail{{"alice@example.org", nil}, {"bob@example.org", nil}} {
		err := round.SendWith(context.Background(), "games@example.org", []string{m.to}, m.raw, smtpout.Hooks{
			BeforeData: func() error { return nil }, // record "handing to SMTP"
			Accepted:   func() {},                   // record "sent", before anything else
		})
		if err != nil {
			// as with Sender.Send: IsPermanent(err) decides retry or failure;
			// the next SendWith opens a new connection if this one broke.
			continue
		}
	}
}
