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
