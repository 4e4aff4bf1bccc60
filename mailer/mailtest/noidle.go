package mailtest

import (
	"bytes"
	"net"
	"sync"
)

// go-imap's server always offers IDLE with IMAP4rev1, so a server "without
// IDLE" is made by striking IDLE from the capability lists it sends: the
// listener below hands out connections that rewrite those lines.

type noIdleListener struct{ net.Listener }

func (l noIdleListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &noIdleConn{Conn: c}, nil
}

// noIdleConn passes the server's output through line by line, dropping the
// IDLE capability from CAPABILITY responses and response codes.
type noIdleConn struct {
	net.Conn
	mu      sync.Mutex
	pending []byte
}

func (c *noIdleConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pending = append(c.pending, p...)
	end := bytes.LastIndexByte(c.pending, '\n')
	if end < 0 {
		return len(p), nil
	}
	var out bytes.Buffer
	for _, line := range bytes.SplitAfter(c.pending[:end+1], []byte("\n")) {
		out.Write(stripIdle(line))
	}
	c.pending = append(c.pending[:0], c.pending[end+1:]...)
	if _, err := c.Conn.Write(out.Bytes()); err != nil {
		return 0, err
	}
	return len(p), nil
}

func stripIdle(line []byte) []byte {
	if !bytes.HasPrefix(line, []byte("* CAPABILITY ")) && !bytes.Contains(line, []byte("[CAPABILITY ")) {
		return line
	}
	return bytes.Replace(line, []byte(" IDLE"), nil, 1)
}
