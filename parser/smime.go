package parser

import (
	"bytes"
	"io"
)

// OIDs of CMS (RFC 5652 §5.1, §4), DER-encoded without tag and length.
var (
	oidSignedData = []byte{0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02}
	oidData       = []byte{0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01}
)

// maxBERDepth bounds the nesting of BER values read.
const maxBERDepth = 32

// signedContent returns the MIME entity inside an opaque S/MIME signed
// message (application/pkcs7-mime; smime-type=signed-data, RFC 8551
// §3.5.2): the eContent of the CMS SignedData (RFC 5652 §5.1, §5.2).
// Outlook writes it in BER with indefinite lengths and the content in
// octet-string chunks. The signature is not checked: the sender is judged
// by the receiving server's authentication results.
func signedContent(r io.Reader) ([]byte, bool) {
	der, err := io.ReadAll(io.LimitReader(r, maxTextBytes))
	if err != nil {
		return nil, false
	}
	// ContentInfo ::= SEQUENCE { contentType, [0] EXPLICIT content }
	ci, ok := berChildren(der, 0x30)
	if !ok || len(ci) < 2 || !isOID(ci[0], oidSignedData) || ci[1].tag != 0xa0 {
		return nil, false
	}
	// SignedData ::= SEQUENCE { version, digestAlgorithms, encapContentInfo, … }
	sd, ok := berChildren(ci[1].body, 0x30)
	if !ok || len(sd) < 3 {
		return nil, false
	}
	// EncapsulatedContentInfo ::= SEQUENCE { eContentType, [0] EXPLICIT OCTET STRING }
	eci, ok := berChildren(sd[2].whole, 0x30)
	if !ok || len(eci) < 2 || !isOID(eci[0], oidData) || eci[1].tag != 0xa0 {
		return nil, false
	}
	var content bytes.Buffer
	if !octets(eci[1].body, &content, 0) {
		return nil, false
	}
	return content.Bytes(), true
}

// berValue is one BER value: its tag, its contents and its whole encoding.
type berValue struct {
	tag         byte
	body, whole []byte
}

// isOID reports whether v is the object identifier oid.
func isOID(v berValue, oid []byte) bool {
	return v.tag == 0x06 && bytes.Equal(v.body, oid)
}

// berChildren reads the value at the start of b, which must have tag,
// and returns the values it holds.
func berChildren(b []byte, tag byte) ([]berValue, bool) {
	v, _, ok := berRead(b, 0)
	if !ok || v.tag != tag {
		return nil, false
	}
	return berList(v.body, 0)
}

// berList reads the values that b consists of.
func berList(b []byte, depth int) ([]berValue, bool) {
	var list []berValue
	for len(b) > 0 {
		v, rest, ok := berRead(b, depth)
		if !ok {
			return nil, false
		}
		list, b = append(list, v), rest
	}
	return list, true
}

// berRead reads one value with a low tag number (X.690 §8.1.2.2) from b,
// with a definite or an indefinite length (§8.1.3), and returns it and
// what follows it.
func berRead(b []byte, depth int) (berValue, []byte, bool) {
	if depth > maxBERDepth || len(b) < 2 || b[0]&0x1f == 0x1f {
		return berValue{}, nil, false
	}
	tag, n := b[0], int(b[1])
	rest := b[2:]
	switch {
	case n == 0x80: // indefinite: values up to the end-of-contents octets
		if tag&0x20 == 0 {
			return berValue{}, nil, false
		}
		inner := rest
		for {
			if len(inner) >= 2 && inner[0] == 0 && inner[1] == 0 {
				body := rest[:len(rest)-len(inner)]
				after := inner[2:]
				return berValue{tag, body, b[:len(b)-len(after)]}, after, true
			}
			_, next, ok := berRead(inner, depth+1)
			if !ok {
				return berValue{}, nil, false
			}
			inner = next
		}
	case n > 0x80:
		size := n & 0x7f
		if size > 4 || len(rest) < size {
			return berValue{}, nil, false
		}
		n = 0
		for _, c := range rest[:size] {
			n = n<<8 | int(c)
		}
		rest = rest[size:]
	}
	if n < 0 || n > len(rest) {
		return berValue{}, nil, false
	}
	return berValue{tag, rest[:n], b[:len(b)-len(rest)+n]}, rest[n:], true
}

// octets appends the contents of the OCTET STRING at the start of b to
// out; a constructed one (tag 0x24) is the concatenation of its chunks.
func octets(b []byte, out *bytes.Buffer, depth int) bool {
	v, _, ok := berRead(b, depth)
	switch {
	case !ok:
		return false
	case v.tag == 0x04:
		out.Write(v.body)
		return true
	case v.tag != 0x24:
		return false
	}
	chunks, ok := berList(v.body, depth+1)
	if !ok {
		return false
	}
	for _, c := range chunks {
		if !octets(c.whole, out, depth+1) {
			return false
		}
	}
	return true
}
