package desk

import (
	"bytes"
	"context"
	"fmt"
	"strconv"

	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// Oversize is a mail over the size limit, known only by its header: it
// is never read whole.
type Oversize struct {
	Source
	Size    int64  // the mail's size in bytes (RFC822.SIZE)
	MaxSize int64  // the limit it broke
	Header  []byte // its header section, perhaps cut short
}

// HandleOversize answers a mail over the size limit: its sender, when a
// player of a running game, is told once and briefly that it was not
// read; anyone else gets silence (no backscatter), as do machines. The
// mail is recorded in the inbound ledger under the hash of its size and
// header, so that it is answered once however often it is offered; like
// Handle, it returns an error only when the mail should be tried again.
func (d *Desk) HandleOversize(ctx context.Context, o Oversize) (Outcome, error) {
	head := append(bytes.TrimRight(o.Header, "\r\n"), "\r\n\r\n"...)
	in := &store.Inbound{Hash: store.Hash(append([]byte("oversize "+strconv.FormatInt(o.Size, 10)+"\r\n"), head...)),
		Mailbox: o.Mailbox, UIDValidity: o.UIDValidity, UID: o.UID, At: d.now()}
	log := d.log.With("hash", in.Hash[:12], "size", o.Size)
	msg, perr := parser.Parse(head, parser.Options{Referee: []string{d.cfg.Referee}, AuthServID: d.cfg.AuthServID})
	if msg != nil {
		in.MessageID, in.Sender = msg.MessageID, msg.From
		log = log.With("msgid", msg.MessageID, "from", msg.From)
	}
	detail := fmt.Sprintf("too large: %d bytes, the limit is %d", o.Size, o.MaxSize)
	var v verdict
	dup, err := d.update(ctx, in, log, func(tx *store.Tx) error {
		var err error
		if v, err = d.decideOversize(tx, msg, perr, o); err != nil {
			return err
		}
		v.detail = detail + v.detail
		if err := d.send(tx, msg, &v); err != nil {
			return err
		}
		in.Outcome, in.Detail = ledgerOutcome(v.outcome), v.detail
		return tx.RecordInbound(in)
	})
	switch {
	case err != nil:
		return "", fmt.Errorf("handle oversize message %s: %w", in.MessageID, err)
	case dup:
		return Duplicate, nil
	}
	if v.queued() {
		d.kick()
	}
	log.Info("oversize message handled", "outcome", v.outcome, "detail", v.detail)
	return v.outcome, nil
}

// decideOversize answers a player whose mail passed the receiving MTA's
// checks and was written by a person; everything else is ignored.
func (d *Desk) decideOversize(tx *store.Tx, msg *parser.Message, perr error, o Oversize) (verdict, error) {
	switch {
	case perr != nil || msg == nil:
		return verdict{outcome: Ignored, detail: fmt.Sprintf("; unparsable header: %v", perr)}, nil
	case msg.Automated != "":
		return verdict{outcome: Ignored, detail: "; automated: " + msg.Automated}, nil
	case msg.Auth.Failed():
		return verdict{outcome: Ignored, detail: "; authentication failed"}, nil
	}
	games, err := d.gamesOf(tx, msg.From)
	if err != nil || len(games) == 0 {
		return verdict{outcome: Ignored, detail: "; not a player"}, err
	}
	return verdict{outcome: Refused, answer: tooLarge{size: o.Size, max: o.MaxSize}}, nil
}

// tooLarge tells a player that their mail was too large to be read.
type tooLarge struct{ size, max int64 }

func (tooLarge) bound(msg *parser.Message) (string, int64, bool) { return msg.From, 0, false }

func (a tooLarge) send(d *Desk, tx *store.Tx, msg *parser.Message, last bool) error {
	subject, err := templates.Say("hint-too-large-subject", nil)
	if err != nil {
		return err
	}
	text, err := templates.Say("hint-too-large", map[string]any{"Size": megabytes(a.size), "Max": megabytes(a.max)})
	if err != nil {
		return err
	}
	return d.queueNotice(tx, notice{to: msg.From, subject: subject, text: text, parent: msg, auto: "auto-replied", last: last})
}

// megabytes writes n bytes in MB (2^20 bytes) with one decimal.
func megabytes(n int64) string {
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MB"
}
