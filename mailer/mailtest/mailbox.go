package mailtest

import (
	"crypto/tls"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

// Message is one message of a mailbox as seen over IMAP.
type Message struct {
	UID   imap.UID
	Flags []imap.Flag
	Raw   []byte
}

// HasFlag reports whether the message carries flag (case-insensitive, as
// IMAP flags are).
func (m Message) HasFlag(flag imap.Flag) bool {
	return slices.ContainsFunc(m.Flags, func(f imap.Flag) bool {
		return strings.EqualFold(string(f), string(flag))
	})
}

// ReadMailbox logs in to the IMAP server at addr (plain TCP, or implicit TLS
// when tlsConfig is not nil), examines mailbox read-only and returns its
// messages in mailbox order without changing any flag. It works against any
// server, which makes it the neutral witness of what a test left behind.
func ReadMailbox(t testing.TB, addr string, tlsConfig *tls.Config, user User, mailbox string) []Message {
	t.Helper()
	msgs, err := readMailbox(addr, tlsConfig, user, mailbox)
	if err != nil {
		t.Fatalf("ReadMailbox(%s, %s, %s): %v", addr, user.Name, mailbox, err)
	}
	return msgs
}

func readMailbox(addr string, tlsConfig *tls.Config, user User, mailbox string) ([]Message, error) {
	c, err := dialIMAP(addr, tlsConfig)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	watchdog := time.AfterFunc(30*time.Second, func() { c.Close() })
	defer watchdog.Stop()

	if err := c.Login(user.Name, user.Password).Wait(); err != nil {
		return nil, fmt.Errorf("log in: %w", err)
	}
	sel, err := c.Select(mailbox, &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		return nil, fmt.Errorf("examine %s: %w", mailbox, err)
	}
	if sel.NumMessages == 0 {
		c.Logout().Wait()
		return nil, nil
	}
	body := &imap.FetchItemBodySection{Peek: true}
	bufs, err := c.Fetch(imap.SeqSetNum(seqRange(sel.NumMessages)...), &imap.FetchOptions{
		UID:         true,
		Flags:       true,
		BodySection: []*imap.FetchItemBodySection{body},
	}).Collect()
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", mailbox, err)
	}
	slices.SortFunc(bufs, func(a, b *imapclient.FetchMessageBuffer) int { return int(a.SeqNum) - int(b.SeqNum) })
	msgs := make([]Message, 0, len(bufs))
	for _, buf := range bufs {
		msgs = append(msgs, Message{UID: buf.UID, Flags: buf.Flags, Raw: buf.FindBodySection(body)})
	}
	c.Logout().Wait()
	return msgs, nil
}

func dialIMAP(addr string, tlsConfig *tls.Config) (*imapclient.Client, error) {
	opts := &imapclient.Options{TLSConfig: tlsConfig}
	var (
		c   *imapclient.Client
		err error
	)
	if tlsConfig != nil {
		c, err = imapclient.DialTLS(addr, opts)
	} else {
		c, err = imapclient.DialInsecure(addr, opts)
	}
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", addr, err)
	}
	return c, nil
}

func seqRange(n uint32) []uint32 {
	nums := make([]uint32, n)
	for i := range nums {
		nums[i] = uint32(i + 1)
	}
	return nums
}
