package mailconn

import (
	"crypto/tls"
	"testing"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		addr, security string
		allow          bool
		ok             bool
	}{
		{"imap.example.org:993", TLS, false, true},
		{"imap.example.org:143", StartTLS, false, true},
		{"127.0.0.1:143", Plain, false, true},
		{"[::1]:143", Plain, false, true},
		{"localhost:25", Plain, false, true},
		{"mail.example.org:143", Plain, false, false},
		{"mail.example.org:143", Plain, true, true},
		{"10.0.0.1:143", Plain, false, false},
		{"mail.example.org", TLS, false, false},
		{"mail.example.org:993", "ssl", false, false},
	}
	for _, tt := range tests {
		_, err := Check(tt.addr, tt.security, tt.allow)
		if (err == nil) != tt.ok {
			t.Errorf("Check(%q, %q, %v) = %v, want ok=%v", tt.addr, tt.security, tt.allow, err, tt.ok)
		}
	}
}

func TestClientTLSKeepsBaseAndSetsServerName(t *testing.T) {
	base := &tls.Config{MinVersion: tls.VersionTLS13}
	c := ClientTLS(base, "imap.example.org:993")
	if c.ServerName != "imap.example.org" || c.MinVersion != tls.VersionTLS13 || base.ServerName != "" {
		t.Errorf("ClientTLS = ServerName %q MinVersion %x; base changed to %q", c.ServerName, c.MinVersion, base.ServerName)
	}
	if c := ClientTLS(&tls.Config{ServerName: "other"}, "x:1"); c.ServerName != "other" {
		t.Errorf("ClientTLS replaced a given ServerName with %q", c.ServerName)
	}
}
