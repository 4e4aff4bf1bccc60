package store

import (
	"bytes"
	"compress/flate"
	"fmt"
	"io"
	"sync"
)

// Pack deflates a mail's text (RFC 1951, at flate.BestSpeed) for
// OutMail.Packed: the desk packs each mail where it writes it, beside
// the transaction, and the outbox stores the smaller bytes.
func Pack(raw []byte) []byte {
	w := packers.Get().(*flate.Writer)
	defer packers.Put(w)
	var buf bytes.Buffer
	buf.Grow(len(raw)/2 + 64)
	w.Reset(&buf)
	// Writes to a bytes.Buffer do not fail.
	w.Write(raw)
	w.Close()
	return buf.Bytes()
}

var packers = sync.Pool{New: func() any {
	w, err := flate.NewWriter(nil, flate.BestSpeed)
	if err != nil {
		panic("store: flate.NewWriter: " + err.Error()) // only for a bad level
	}
	return w
}}

// unpack inflates what Pack wrote.
func unpack(packed []byte) ([]byte, error) {
	r := unpackers.Get().(io.ReadCloser)
	defer unpackers.Put(r)
	if err := r.(flate.Resetter).Reset(bytes.NewReader(packed), nil); err != nil {
		return nil, fmt.Errorf("inflate mail: %w", err)
	}
	raw, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("inflate mail: %w", err)
	}
	return raw, nil
}

var unpackers = sync.Pool{New: func() any { return flate.NewReader(bytes.NewReader(nil)) }}
