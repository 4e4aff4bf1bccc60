package store

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"time"
)

// KeepSentMail is the suggested retention of sent mail's text: long
// enough to answer "what did the referee send me last month", short
// enough that the outbox does not dwarf the games.
const KeepSentMail = 30 * 24 * time.Hour

// pruneBatch bounds how many messages PruneSentMail holds in memory.
const pruneBatch = 100

// PruneSentMail cuts the text of every mail sent before `before` down to
// the header fields that say who, when and what (keptFields), records the
// SHA-256 of the whole message (RawHash) and the time at, and returns how
// many mails it pruned. Queued and failed mail is never touched, nor is mail pruned before. The envelope, kind, times and
// Message-ID stay, so the log still shows what went to whom and when.
func (t *Tx) PruneSentMail(before, at time.Time) (int64, error) {
	if err := requireTimes(namedTime{"before", before}, namedTime{"at", at}); err != nil {
		return 0, fmt.Errorf("prune sent mail: %w", err)
	}
	var pruned int64
	for {
		type whole struct {
			id  int64
			raw []byte
		}
		batch, err := queryAll(t, func(r scanner) (w whole, err error) {
			err = r.Scan(&w.id, &w.raw)
			return w, err
		}, `SELECT id, raw FROM outbox WHERE status = 'sent' AND pruned IS NULL AND sent < ? ORDER BY sent LIMIT ?`,
			millis(before), pruneBatch)
		if err != nil {
			return pruned, fmt.Errorf("prune sent mail: %w", err)
		}
		for _, w := range batch {
			if _, err := t.exec(`UPDATE outbox SET raw = ?, raw_hash = ?, pruned = ? WHERE id = ?`,
				header(w.raw), Hash(w.raw), millis(at), w.id); err != nil {
				return pruned, fmt.Errorf("prune sent mail %d: %w", w.id, err)
			}
			pruned++
		}
		if len(batch) < pruneBatch {
			return pruned, nil
		}
	}
}

// keptFields are the header fields a pruned mail keeps: what went to
// whom, when, under which Message-ID and in answer to what. The rest
// (MIME, References, Reply-To with its secret token, auto-reply
// suppression) is dropped with the body.
var keptFields = []string{"date", "from", "to", "subject", "message-id", "in-reply-to"}

// header returns the kept fields of a message's header section (RFC 5322
// 2.2: a field goes on over lines that start with a space or tab), in
// their order, each line ended by CRLF, ending with the blank line that
// ends the section. A message with no blank line is all header.
func header(raw []byte) []byte {
	// The section ends at the first empty line, however lines end.
	head := raw
	for _, sep := range [][]byte{[]byte("\r\n\r\n"), []byte("\n\n"), []byte("\n\r\n")} {
		if i := bytes.Index(head, sep); i >= 0 {
			head = head[:i+bytes.IndexByte(sep, '\n')+1] // up to the last field's line end
		}
	}
	var out []byte
	keep := false
	for line := range bytes.Lines(head) {
		if len(line) > 0 && (line[0] == ' ' || line[0] == '\t') {
			if keep {
				out = appendLine(out, line)
			}
			continue
		}
		name, _, ok := bytes.Cut(line, []byte(":"))
		keep = ok && slices.Contains(keptFields, strings.ToLower(string(bytes.TrimSpace(name))))
		if keep {
			out = appendLine(out, line)
		}
	}
	return append(out, "\r\n"...)
}

// appendLine appends a header line ended by CRLF (RFC 5322 2.1), whether
// the mail ended it with CRLF, a bare LF or, at the end of a mail with
// no body, nothing.
func appendLine(out, line []byte) []byte {
	line = bytes.TrimSuffix(line, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	return append(append(out, line...), "\r\n"...)
}
