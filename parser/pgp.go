package parser

import "strings"

// The lines that frame an OpenPGP cleartext signed message (RFC 4880 §7).
const (
	pgpSignedBegin    = "-----BEGIN PGP SIGNED MESSAGE-----"
	pgpSignatureBegin = "-----BEGIN PGP SIGNATURE-----"
	pgpSignatureEnd   = "-----END PGP SIGNATURE-----"
)

// unwrapClearsigned returns text with an inline OpenPGP cleartext signature
// taken apart (RFC 4880 §7): the "BEGIN PGP SIGNED MESSAGE" line and its
// armor headers ("Hash: SHA256") and the signature block are removed, and
// the dash-escaping of the signed lines ("- -- " for "-- ") is undone.
// Text before and after the signed part stays. The signature is not
// checked: the mail's sender is judged by the receiving server's
// authentication results.
func unwrapClearsigned(text string) string {
	if !strings.Contains(text, pgpSignedBegin) {
		return text
	}
	lines := strings.Split(text, "\n")
	out := make([]string, 0, len(lines))
	const (
		outside = iota
		armor
		signed
		signature
	)
	state := outside
	for _, line := range lines {
		t := strings.TrimRight(line, " \t")
		switch state {
		case outside:
			if t == pgpSignedBegin {
				state = armor
				continue
			}
			out = append(out, line)
		case armor:
			if t == "" {
				state = signed
			}
		case signed:
			if t == pgpSignatureBegin {
				state = signature
				continue
			}
			out = append(out, strings.TrimPrefix(line, "- "))
		case signature:
			if t == pgpSignatureEnd {
				state = outside
			}
		}
	}
	return strings.Join(out, "\n")
}
