package parser

import "testing"

func TestAuthVerdictTrustsOnlyOurServer(t *testing.T) {
	tests := []struct {
		file, authServID string
		want             AuthVerdict
	}{
		{"gmail-reply.eml", "mx.club.example", AuthVerdict{SPF: "pass", DKIM: "pass", DMARC: "pass"}},
		{"gmail-reply.eml", "MX.Club.Example", AuthVerdict{SPF: "pass", DKIM: "pass", DMARC: "pass"}},
		{"gmail-reply.eml", "", AuthVerdict{}},
		{"gmail-reply.eml", "mx.other.example", AuthVerdict{}},
		// Our server's header is the top-most; a "pass" with our id below
		// it and one from a foreign relay are forged and ignored.
		{"auth-results.eml", "mx.club.example", AuthVerdict{SPF: "fail", DKIM: "fail", DMARC: "fail"}},
		{"auth-results.eml", "", AuthVerdict{}},
	}
	for _, tt := range tests {
		raw := readTestdata(t, tt.file)
		m, err := Parse(raw, Options{AuthServID: tt.authServID})
		if err != nil {
			t.Fatalf("Parse(%s) error: %v", tt.file, err)
		}
		if m.Auth != tt.want {
			t.Errorf("Parse(%s, authserv-id %q) Auth = %+v, want %+v", tt.file, tt.authServID, m.Auth, tt.want)
		}
	}
}

func TestAuthVerdictForFromDomain(t *testing.T) {
	tests := []struct {
		name, header string
		want         AuthVerdict
	}{
		{"unaligned DKIM is ignored", "mx.club.example; dkim=pass header.d=attacker.example", AuthVerdict{}},
		{"subdomain DKIM is aligned", "mx.club.example; dkim=pass header.d=mail.example.com", AuthVerdict{DKIM: "pass"}},
		{"DKIM pass wins over fail", "mx.club.example; dkim=fail header.d=example.com; dkim=pass header.d=example.com", AuthVerdict{DKIM: "pass"}},
		{"unaligned SPF is ignored", "mx.club.example; spf=pass smtp.mailfrom=x@attacker.example", AuthVerdict{}},
		{"SPF of another HELO is ignored", "mx.club.example; spf=fail smtp.helo=relay.attacker.example", AuthVerdict{}},
		{"SPF of an aligned HELO counts", "mx.club.example; spf=fail smtp.helo=mail.example.com", AuthVerdict{SPF: "fail"}},
		{"DMARC for another domain is ignored", "mx.club.example; dmarc=pass header.from=attacker.example", AuthVerdict{}},
		{"comments with semicolons", "mx.club.example; spf=softfail (sender; not permitted) smtp.mailfrom=example.com; dmarc=none (p=none; x) header.from=example.com", AuthVerdict{SPF: "softfail", DMARC: "none"}},
		{"version after the id", "mx.club.example 1; dmarc=fail header.from=example.com", AuthVerdict{DMARC: "fail"}},
		{"none result", "mx.club.example; none", AuthVerdict{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			raw := "Authentication-Results: " + tt.header + "\r\nFrom: alice@example.com\r\n\r\nx\r\n"
			m, err := Parse([]byte(raw), Options{AuthServID: "mx.club.example"})
			if err != nil {
				t.Fatalf("Parse(%s) error: %v", tt.name, err)
			}
			if m.Auth != tt.want {
				t.Errorf("Parse(%q) Auth = %+v, want %+v", tt.header, m.Auth, tt.want)
			}
		})
	}
}

func TestAuthVerdictFailed(t *testing.T) {
	tests := []struct {
		v    AuthVerdict
		want bool
	}{
		{AuthVerdict{}, false},
		{AuthVerdict{DMARC: "fail"}, true},
		{AuthVerdict{SPF: "pass", DKIM: "pass", DMARC: "fail"}, true},
		{AuthVerdict{SPF: "fail"}, true},
		{AuthVerdict{SPF: "fail", DMARC: "none"}, true},
		{AuthVerdict{SPF: "fail", DMARC: "pass"}, false},
		{AuthVerdict{SPF: "softfail"}, false},
		{AuthVerdict{DKIM: "fail"}, false},
		{AuthVerdict{SPF: "pass", DKIM: "pass", DMARC: "pass"}, false},
	}
	for _, tt := range tests {
		if got := tt.v.Failed(); got != tt.want {
			t.Errorf("%+v.Failed() = %v, want %v", tt.v, got, tt.want)
		}
	}
}

func TestReturnPathIsTheTopMostEnvelopeSender(t *testing.T) {
	for _, c := range []struct {
		name, head, want string
	}{
		{"plain", "Return-Path: <Bob@B.example>\r\n", "bob@b.example"},
		{"top-most wins", "Return-Path: <bob@b.example>\r\nReturn-Path: <alice@a.example>\r\n", "bob@b.example"},
		{"null path", "Return-Path: <>\r\n", ""},
		{"none", "", ""},
	} {
		raw := c.head + "From: Alice <alice@a.example>\r\nTo: games@club.example\r\nSubject: hi\r\n\r\nplay 3\r\n"
		m, err := Parse([]byte(raw), Options{})
		if err != nil {
			t.Fatalf("%s: Parse = %v", c.name, err)
		}
		if m.ReturnPath != c.want {
			t.Errorf("%s: ReturnPath = %q, want %q", c.name, m.ReturnPath, c.want)
		}
	}
}

func TestSameSender(t *testing.T) {
	for _, c := range []struct {
		envelope, from string
		want           bool
	}{
		{"", "alice@a.example", true},
		{"alice@a.example", "alice@a.example", true},
		{"Alice@A.example", "alice@a.example", true},
		{"alice+caf_=games=club.example@a.example", "alice@a.example", true},
		{"bob@b.example", "alice@a.example", false},
		{"alice@evil.example", "alice@a.example", false},
		{"alice+x@evil.example", "alice@a.example", false},
		{"malice@a.example", "alice@a.example", false},
	} {
		if got := SameSender(c.envelope, c.from); got != c.want {
			t.Errorf("SameSender(%q, %q) = %v, want %v", c.envelope, c.from, got, c.want)
		}
	}
}
