package parser

import (
	"regexp"
	"strconv"
	"strings"
)

// Route says where a message is addressed: the game, the seat's token and
// the number of the decision it answers. Empty fields are unknown.
type Route struct {
	Game     string // game slug such as "ts-12"
	Token    string // the seat's secret token such as "k7f3q9"
	Decision int    // the decision number; 0 when unknown
}

// subjectTagPattern finds "[ts-12 #42]", "[ts-12.k7f3q9 #42]" and "[ts-12]".
var subjectTagPattern = regexp.MustCompile(`\[\s*([A-Za-z0-9][A-Za-z0-9-]*)(?:\.([A-Za-z0-9]+))?(?:\s*#\s*([0-9]+))?\s*\]`)

// RouteFrom finds where msg is addressed. A plus-address of one of the
// referee addresses among msg.To gives game, token and decision; a subject
// tag fills in the parts the address lacks. Where both carry a part, the
// address wins, and a subject tag naming another game than the address is
// ignored. With no referee addresses, a plus-address of any recipient counts.
func RouteFrom(msg *Message, referee []string) Route {
	if msg == nil {
		return Route{}
	}
	r := routeFromRecipients(msg.To, referee)
	s := routeFromSubject(msg.Subject)
	if s.Game == "" || (r.Game != "" && r.Game != s.Game) {
		return r
	}
	r.Game = s.Game
	if r.Token == "" {
		r.Token = s.Token
	}
	if r.Decision == 0 {
		r.Decision = s.Decision
	}
	return r
}

// routeFromRecipients returns the route of the first recipient that is a
// plus-address of a referee address and carries a well-formed tag.
func routeFromRecipients(to []string, referee []string) Route {
	for _, addr := range to {
		local, domain, ok := strings.Cut(strings.ToLower(addr), "@")
		if !ok {
			continue
		}
		base, tag, ok := strings.Cut(local, "+")
		if !ok || !isReferee(base+"@"+domain, referee) {
			continue
		}
		if r, ok := parseTag(tag); ok {
			return r
		}
	}
	return Route{}
}

// isReferee reports whether addr is one of the referee addresses (or any
// address, when there are none). Referee addresses may carry a plus-tag.
func isReferee(addr string, referee []string) bool {
	if len(referee) == 0 {
		return true
	}
	for _, r := range referee {
		if stripPlus(strings.ToLower(strings.TrimSpace(r))) == addr {
			return true
		}
	}
	return false
}

// stripPlus removes a plus-tag from the local part of addr.
func stripPlus(addr string) string {
	local, domain, ok := strings.Cut(addr, "@")
	if !ok {
		return addr
	}
	base, _, _ := strings.Cut(local, "+")
	return base + "@" + domain
}

// parseTag reads "game[.token[.decision]]"; anything malformed is refused.
func parseTag(tag string) (Route, bool) {
	parts := strings.Split(tag, ".")
	if len(parts) > 3 || !isSlug(parts[0]) {
		return Route{}, false
	}
	r := Route{Game: parts[0]}
	if len(parts) >= 2 {
		if !isToken(parts[1]) {
			return Route{}, false
		}
		r.Token = parts[1]
	}
	if len(parts) == 3 {
		d, ok := parseDecision(parts[2])
		if !ok {
			return Route{}, false
		}
		r.Decision = d
	}
	return r, true
}

// routeFromSubject reads the subject tag. A tag with a token or a decision
// number wins over a bare "[word]" tag, which may be a list's or a filter's.
func routeFromSubject(subject string) Route {
	var bare Route
	for _, m := range subjectTagPattern.FindAllStringSubmatch(subject, 8) {
		r := Route{Game: strings.ToLower(m[1]), Token: strings.ToLower(m[2])}
		if !isSlug(r.Game) {
			continue
		}
		if m[3] != "" {
			d, ok := parseDecision(m[3])
			if !ok {
				continue
			}
			r.Decision = d
		}
		if r.Token != "" || r.Decision != 0 {
			return r
		}
		if bare.Game == "" {
			bare = r
		}
	}
	return bare
}

// parseDecision reads a positive decision number.
func parseDecision(s string) (int, bool) {
	if s == "" || len(s) > 9 || strings.HasPrefix(s, "0") {
		return 0, false
	}
	d, err := strconv.Atoi(s)
	if err != nil || d <= 0 {
		return 0, false
	}
	return d, true
}

// isSlug reports whether s is a game slug: lowercase letters, digits and
// dashes, starting with a letter or digit.
func isSlug(s string) bool {
	if s == "" || len(s) > 64 || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// isToken reports whether s is a seat token: lowercase letters and digits.
func isToken(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// Tag renders r as the part of a plus-address after the '+', such as
// "ts-12.k7f3q9.42". Without a token only the game is rendered, because the
// decision number cannot stand in the token's place.
func Tag(r Route) string {
	if r.Token == "" {
		return r.Game
	}
	if r.Decision <= 0 {
		return r.Game + "." + r.Token
	}
	return r.Game + "." + r.Token + "." + strconv.Itoa(r.Decision)
}

// PlusAddress returns the referee address with r's tag after a '+', such as
// "games+ts-12.k7f3q9.42@club.example". A tag already on referee is
// replaced; with no game, referee is returned unchanged.
func PlusAddress(referee string, r Route) string {
	if r.Game == "" {
		return referee
	}
	local, domain, ok := strings.Cut(referee, "@")
	if !ok {
		return referee
	}
	base, _, _ := strings.Cut(local, "+")
	return base + "+" + Tag(r) + "@" + domain
}

// SubjectTag returns the subject tag for r: "[ts-12 #42]", or with the token
// "[ts-12.k7f3q9 #42]" for mailboxes without plus-addressing.
func SubjectTag(r Route, withToken bool) string {
	var b strings.Builder
	b.WriteString("[")
	b.WriteString(r.Game)
	if withToken && r.Token != "" {
		b.WriteString(".")
		b.WriteString(r.Token)
	}
	if r.Decision > 0 {
		b.WriteString(" #")
		b.WriteString(strconv.Itoa(r.Decision))
	}
	b.WriteString("]")
	return b.String()
}
