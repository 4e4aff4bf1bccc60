package parser

import (
	"strings"

	"github.com/emersion/go-message/mail"
	"github.com/emersion/go-msgauth/authres"
)

// AuthVerdict holds what our own receiving server found when it checked the
// sender: the SPF, DKIM and DMARC results for the From domain, such as
// "pass", "fail", "softfail", "none", or "" when unknown.
type AuthVerdict struct {
	SPF, DKIM, DMARC string
}

// Failed reports whether the sender's domain failed authentication: DMARC
// failed, or SPF failed ("fail", not "softfail") and DMARC did not pass.
func (a AuthVerdict) Failed() bool {
	return a.DMARC == "fail" || (a.SPF == "fail" && a.DMARC != "pass")
}

// authVerdict reads the top-most Authentication-Results header whose
// authserv-id is authServID (case-insensitive): our own server adds it above
// all others, so a header with our id further down was forged by a sender
// (RFC 8601 §5). Per method it keeps the first result that concerns
// fromDomain: DMARC for that header.from, DKIM for a signing domain aligned
// with it (a pass wins), SPF for an aligned envelope sender. Results from
// other authserv-ids are ignored; with no authServID nothing is trusted.
func authVerdict(h *mail.Header, authServID, fromDomain string) AuthVerdict {
	var v AuthVerdict
	if authServID == "" {
		return v
	}
	for _, field := range h.Values("Authentication-Results") {
		id, results, _ := authres.Parse(stripComments(unfold(field)))
		if !strings.EqualFold(id, authServID) {
			continue
		}
		for _, r := range results {
			v.add(r, fromDomain)
		}
		break
	}
	return v
}

// add records r if no result of its method has been recorded yet.
func (v *AuthVerdict) add(r authres.Result, fromDomain string) {
	switch r := r.(type) {
	case *authres.SPFResult:
		checked := r.From
		if checked == "" {
			checked = r.Helo // RFC 7208 §2.3: with a null reverse path the HELO identity is checked
		}
		if v.SPF == "" && (checked == "" || aligned(domainOf(checked), fromDomain)) {
			v.SPF = string(r.Value)
		}
	case *authres.DKIMResult:
		d := r.Domain
		if d == "" {
			d = domainOf(r.Identifier)
		}
		if aligned(d, fromDomain) && (v.DKIM == "" || r.Value == authres.ResultPass) {
			v.DKIM = string(r.Value)
		}
	case *authres.DMARCResult:
		if v.DMARC == "" && (r.From == "" || strings.EqualFold(r.From, fromDomain)) {
			v.DMARC = string(r.Value)
		}
	}
}

// aligned reports whether domain a equals b or one is a subdomain of the
// other (relaxed alignment, RFC 7489 §3.1, without the public suffix list).
func aligned(a, b string) bool {
	a, b = strings.ToLower(strings.TrimSuffix(a, ".")), strings.ToLower(strings.TrimSuffix(b, "."))
	if a == "" || b == "" {
		return false
	}
	return a == b || strings.HasSuffix(a, "."+b) || strings.HasSuffix(b, "."+a)
}

// domainOf returns the part of an address after its last '@', or the whole
// string when it has none.
func domainOf(addr string) string {
	if i := strings.LastIndexByte(addr, '@'); i >= 0 {
		return strings.ToLower(addr[i+1:])
	}
	return strings.ToLower(addr)
}

// unfold joins a folded header value into one line.
func unfold(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// stripComments removes RFC 5322 comments "(...)" (nested, outside quoted
// strings), which authres does not understand and which may hold ';'.
func stripComments(s string) string {
	var b strings.Builder
	depth, quoted, escaped := 0, false, false
	for _, r := range s {
		switch {
		case escaped:
			escaped = false
		case r == '\\':
			escaped = true
		case depth == 0 && r == '"':
			quoted = !quoted
		case !quoted && r == '(':
			depth++
			continue
		case !quoted && r == ')' && depth > 0:
			depth--
			continue
		}
		if depth == 0 {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// returnPath reads the top-most Return-Path: the final delivery server
// writes it above the others from the envelope's MAIL FROM (RFC 5321
// §4.4), so one further down may come from the sender. The null path
// "<>" and a field without an address give "".
func returnPath(h *mail.Header) string {
	v := h.Get("Return-Path")
	if v == "" {
		return ""
	}
	addr := emailPattern.FindString(v)
	return strings.ToLower(strings.Trim(addr, "<>.,;: \t"))
}

// SameSender reports whether envelope, a Return-Path, names the same
// mailbox as from: equal, or equal once a "+tag" is cut from the
// envelope's local part (VERP and SRS-like bounce addresses of the
// sender's own provider, such as alice+caf_=games=club.example@gmail.com).
// An empty envelope matches anything: the mailbox did not record it.
func SameSender(envelope, from string) bool {
	envelope, from = strings.ToLower(envelope), strings.ToLower(from)
	if envelope == "" || envelope == from {
		return true
	}
	at := strings.LastIndexByte(envelope, '@')
	if at < 0 {
		return false
	}
	local, domain := envelope[:at], envelope[at:]
	if plus := strings.IndexByte(local, '+'); plus > 0 {
		return local[:plus]+domain == from
	}
	return false
}
