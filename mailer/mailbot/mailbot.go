// Package mailbot is a player that plays by mail like a person would: it
// reads its mailbox over IMAP, answers the newest mail that asks it
// something with a random legal option from that mail, and sends the
// reply over SMTP. "turnmail demo" seats two of them at a game.
package mailbot

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-message/mail"
)

// Sender submits a mail (smtpout.Sender does).
type Sender interface {
	Send(ctx context.Context, from string, to []string, raw []byte) error
}

// Player is one bot with its own mailbox.
type Player struct {
	Address  string
	Password string
	IMAPAddr string // plain IMAP on loopback
	Send     Sender
	Rand     *rand.Rand
	// Seen, when set, is called with every mail the player reads.
	Seen func(p *Player, m Mail)

	n int
}

// Mail is a mail as the bot reads it.
type Mail struct {
	From, To, Subject, ReplyTo, MessageID, References string
	Body                                              string
}

// Options returns the legal options a turnmail mail lists.
func (m Mail) Options() []string {
	_, rest, ok := strings.Cut(m.Body, "Legal options:\n")
	if !ok {
		return nil
	}
	var opts []string
	for _, l := range strings.Split(rest, "\n") {
		if !strings.HasPrefix(l, "  ") || strings.HasPrefix(l, "  …") {
			break
		}
		opts = append(opts, strings.TrimSpace(l))
	}
	return opts
}

// GameOver reports whether the mail announces the end of the game, or
// that it has stopped to wait for something outside the rules.
func (m Mail) GameOver() bool {
	return strings.HasSuffix(m.Subject, ": Game over") || strings.Contains(m.Body, "The game has stopped and waits")
}

// Step reads the mail that arrived since the last step, answers the newest
// one that asks something, and reports whether a game-over mail came.
func (p *Player) Step(ctx context.Context) (answered, over bool, err error) {
	mails, err := p.fetchNew()
	if err != nil {
		return false, false, err
	}
	var ask *Mail
	for i := range mails {
		m := mails[i]
		if p.Seen != nil {
			p.Seen(p, m)
		}
		if m.GameOver() {
			over = true
		}
		if len(m.Options()) > 0 {
			ask = &mails[i]
		}
	}
	if ask == nil || over {
		return false, over, nil
	}
	opts := ask.Options()
	choice := opts[p.Rand.IntN(len(opts))]
	if err := p.Send.Send(ctx, p.Address, []string{ask.ReplyTo}, p.reply(*ask, choice)); err != nil {
		return false, over, fmt.Errorf("%s: send reply: %w", p.Address, err)
	}
	return true, over, nil
}

func (p *Player) reply(m Mail, text string) []byte {
	p.n++
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\r\nTo: %s\r\nSubject: Re: %s\r\n", p.Address, m.ReplyTo, m.Subject)
	fmt.Fprintf(&b, "Message-ID: <bot.%d.%d.%s>\r\n", p.n, time.Now().UnixNano(), strings.ReplaceAll(p.Address, "+", "."))
	fmt.Fprintf(&b, "In-Reply-To: %s\r\nReferences: %s %s\r\n", m.MessageID, m.References, m.MessageID)
	fmt.Fprintf(&b, "Date: %s\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n", time.Now().UTC().Format(time.RFC1123Z))
	b.WriteString(text + "\r\n\r\n> (quoted mail left out)\r\n")
	return []byte(b.String())
}

// fetchNew reads and flags every unseen mail in the player's INBOX.
func (p *Player) fetchNew() ([]Mail, error) {
	c, err := imapclient.DialInsecure(p.IMAPAddr, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: connect: %w", p.Address, err)
	}
	defer c.Close()
	if err := c.Login(p.Address, p.Password).Wait(); err != nil {
		return nil, fmt.Errorf("%s: login: %w", p.Address, err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		return nil, fmt.Errorf("%s: select: %w", p.Address, err)
	}
	sd, err := c.UIDSearch(&imap.SearchCriteria{NotFlag: []imap.Flag{imap.FlagSeen}}, nil).Wait()
	if err != nil {
		return nil, fmt.Errorf("%s: search: %w", p.Address, err)
	}
	uids := sd.AllUIDs()
	if len(uids) == 0 {
		return nil, nil
	}
	set := imap.UIDSetNum(uids...)
	body := &imap.FetchItemBodySection{}
	msgs, err := c.Fetch(set, &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{body}}).Collect()
	if err != nil {
		return nil, fmt.Errorf("%s: fetch: %w", p.Address, err)
	}
	var out []Mail
	for _, m := range msgs {
		d, err := Decode(m.FindBodySection(body))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.Address, err)
		}
		out = append(out, d)
	}
	c.Logout().Wait()
	return out, nil
}

// Decode reads a plain-text turnmail mail.
func Decode(raw []byte) (Mail, error) {
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		return Mail{}, fmt.Errorf("read mail: %w", err)
	}
	var m Mail
	m.Subject, _ = r.Header.Subject()
	if a, _ := r.Header.AddressList("From"); len(a) > 0 {
		m.From = a[0].Address
	}
	if a, _ := r.Header.AddressList("To"); len(a) > 0 {
		m.To = a[0].Address
	}
	if a, _ := r.Header.AddressList("Reply-To"); len(a) > 0 {
		m.ReplyTo = a[0].Address
	} else {
		m.ReplyTo = m.From
	}
	m.MessageID = r.Header.Get("Message-Id")
	m.References = r.Header.Get("References")
	p, err := r.NextPart()
	if err != nil {
		return Mail{}, fmt.Errorf("read mail body: %w", err)
	}
	b, err := io.ReadAll(p.Body)
	if err != nil {
		return Mail{}, fmt.Errorf("read mail body: %w", err)
	}
	m.Body = strings.ReplaceAll(string(b), "\r\n", "\n")
	return m, nil
}
