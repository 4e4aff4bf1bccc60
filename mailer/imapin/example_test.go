package imapin_test

import (
	"context"
	"log/slog"
	"time"

	"turnmail/mailer/imapin"
)

// stateStore stands in for the service's SQLite checkpoint.
type stateStore struct{ validity, last uint32 }

func (s *stateStore) MailboxState(context.Context, string) (uint32, uint32, error) {
	return s.validity, s.last, nil
}

func (s *stateStore) SetMailboxState(_ context.Context, _ string, validity, last uint32) error {
	s.validity, s.last = validity, last
	return nil
}

// A watcher on a provider's mailbox that moves handled mail to "Processed".
func ExampleWatcher() {
	w, err := imapin.New(imapin.Config{
		Addr:     "imap.example.org:993",
		Security: imapin.SecurityTLS,
		Username: "games@example.org",
		Password: "app-password",
		MoveTo:   "Processed",
		Logger:   slog.Default(),
	}, func(ctx context.Context, d imapin.Delivery) error {
		// Parse d.Raw, apply the move and commit it; return an error to
		// leave the message unseen for a later retry.
		return nil
	}, &stateStore{})
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	_ = w.Run(ctx) // returns once ctx ends
}
