package desk

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"runtime/debug"
	"sync/atomic"

	"turnmail/store"
)

// A mail's text — its templates filled, its header and body as bytes,
// its SHA-256 for the game's chain — depends only on values the desk has
// worked out by the time it queues the mail: the seat's view, the
// prompt, the letter's fields, the threading. So the desk writes it on
// another core while its transaction goes on with the next statements
// and the next mails of a batch, and the outbox row waits for it only
// where the transaction next reads or writes the outbox or the chain
// (store.Tx.Later), at the latest before the commit. What a transaction
// commits is the same, row for row and byte for byte, as when each mail
// was written where it was queued.

// composed is one mail being written: started at once on a goroutine of
// its own, or by the first wait when no core took it up before.
type composed struct {
	taken atomic.Bool
	done  chan struct{}
	write func() ([]byte, error)
	// Set by run before done closes.
	raw      []byte
	hash     string // hex SHA-256 of raw
	err      error
	panicked any
}

// compose starts writing a mail. write must read nothing the
// transaction changes after compose returns.
func compose(write func() ([]byte, error)) *composed {
	c := &composed{done: make(chan struct{}), write: write}
	go c.run()
	return c
}

// run writes the mail, unless another goroutine has taken it.
func (c *composed) run() {
	if !c.taken.CompareAndSwap(false, true) {
		return
	}
	defer close(c.done)
	defer func() {
		// A template that panics panics in the transaction's goroutine,
		// as it did when mails were written there: Update rolls back.
		if p := recover(); p != nil {
			c.panicked = fmt.Sprintf("%v\n\nwriting a mail:\n%s", p, debug.Stack())
		}
	}()
	c.raw, c.err = c.write()
	if c.err == nil {
		sum := sha256.Sum256(c.raw)
		c.hash = hex.EncodeToString(sum[:])
	}
}

// wait returns the mail's bytes, writing them here when no other
// goroutine has begun to.
func (c *composed) wait() ([]byte, error) {
	c.finish()
	if c.panicked != nil {
		panic(c.panicked)
	}
	return c.raw, c.err
}

// finish returns once the mail is written, writing it here when no other
// goroutine has begun to; its outcome is wait's.
func (c *composed) finish() {
	c.run()
	<-c.done
}

// running returns the mails of cs still being written.
func running(cs []*composed) []*composed {
	var left []*composed
	for _, c := range cs {
		select {
		case <-c.done:
		default:
			left = append(left, c)
		}
	}
	return left
}

// mailHashes is the SHA-256 of each mail, in order, for a chain entry.
func mailHashes(cs []*composed) ([]string, error) {
	var hashes []string
	for _, c := range cs {
		if _, err := c.wait(); err != nil {
			return nil, err
		}
		hashes = append(hashes, c.hash)
	}
	return hashes, nil
}

// queue puts a mail in the outbox. text, unless nil, fills in out's
// subject and body (templates); it runs, with out.render, on another
// core (compose), so it and out are the composed mail's alone from
// here on. The outbox row is written in tx before its next statement on
// the outbox or the chain (store.Tx.Later), so the transaction's mails
// keep the order they were queued in.
func (d *Desk) queue(tx *store.Tx, gameID int64, kind string, out *outgoing, text func(*outgoing) error) *composed {
	domain, now := d.cfg.domain(), d.now()
	c := compose(func() ([]byte, error) {
		if text != nil {
			if err := text(out); err != nil {
				return nil, fmt.Errorf("write %s mail to %s: %w", kind, out.To, err)
			}
		}
		return out.render(domain)
	})
	tx.Later(func(tx *store.Tx) error {
		raw, err := c.wait()
		if err != nil {
			return err
		}
		om := &store.OutMail{MessageID: out.MessageID, GameID: gameID, Kind: kind, From: d.cfg.Referee,
			To: out.To, Raw: raw, NextAttempt: now, Created: now}
		if err := tx.Enqueue(om); err != nil {
			return fmt.Errorf("queue %s mail to %s: %w", kind, out.To, err)
		}
		return nil
	})
	return c
}
