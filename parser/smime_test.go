package parser

import (
	"bytes"
	"testing"
)

// tlv encodes one BER value with a definite length.
func tlv(tag byte, parts ...[]byte) []byte {
	body := bytes.Join(parts, nil)
	n := len(body)
	switch {
	case n < 0x80:
		return append([]byte{tag, byte(n)}, body...)
	case n < 0x100:
		return append([]byte{tag, 0x81, byte(n)}, body...)
	}
	return append([]byte{tag, 0x82, byte(n >> 8), byte(n)}, body...)
}

// indefinite encodes one constructed BER value with an indefinite length.
func indefinite(tag byte, parts ...[]byte) []byte {
	return append(append([]byte{tag, 0x80}, bytes.Join(parts, nil)...), 0, 0)
}

// signedData wraps econtent, an encoded [0] EXPLICIT eContent, in a CMS
// SignedData of contentType data, as enc builds constructed values.
func signedData(enc func(byte, ...[]byte) []byte, eContentType []byte, econtent []byte) []byte {
	version := tlv(0x02, []byte{1})
	digests := enc(0x31, tlv(0x30, tlv(0x06, []byte{0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01})))
	encap := enc(0x30, tlv(0x06, eContentType), econtent)
	signers := enc(0x31)
	return enc(0x30, tlv(0x06, oidSignedData), enc(0xa0, enc(0x30, version, digests, encap, signers)))
}

func TestSignedContent(t *testing.T) {
	const inner = "Content-Type: text/plain\r\n\r\nrealign Cuba\r\n"
	tests := []struct {
		name string
		cms  []byte
		want string
		ok   bool
	}{
		{"DER", signedData(tlv, oidData, tlv(0xa0, tlv(0x04, []byte(inner)))), inner, true},
		{"BER with indefinite lengths", signedData(indefinite, oidData, indefinite(0xa0, tlv(0x04, []byte(inner)))), inner, true},
		{"content in octet-string chunks", signedData(indefinite, oidData,
			indefinite(0xa0, indefinite(0x24, tlv(0x04, []byte(inner[:10])), tlv(0x04, []byte(inner[10:]))))), inner, true},
		{"enveloped data is not read", append([]byte{0x30, 0x0b, 0x06, 0x09}, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x03), "", false},
		{"another content type", signedData(tlv, []byte{0x2a, 0x03}, tlv(0xa0, tlv(0x04, []byte(inner)))), "", false},
		{"truncated", signedData(tlv, oidData, tlv(0xa0, tlv(0x04, []byte(inner))))[:40], "", false},
		{"unterminated indefinite length", []byte{0x30, 0x80, 0x30, 0x80, 0x30, 0x80}, "", false},
		{"not BER", []byte("realign Cuba"), "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := signedContent(bytes.NewReader(tt.cms))
			if string(got) != tt.want || ok != tt.ok {
				t.Errorf("signedContent(%s) = %q, %v, want %q, %v", tt.name, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// FuzzSignedContent checks that signedContent never panics and never
// returns more content than its input holds.
func FuzzSignedContent(f *testing.F) {
	const inner = "Content-Type: text/plain\r\n\r\nrealign Cuba\r\n"
	f.Add(signedData(tlv, oidData, tlv(0xa0, tlv(0x04, []byte(inner)))))
	f.Add(signedData(indefinite, oidData, indefinite(0xa0, indefinite(0x24, tlv(0x04, []byte(inner[:10])), tlv(0x04, []byte(inner[10:]))))))
	f.Add([]byte{0x30, 0x80, 0x30, 0x80, 0x00, 0x00})
	f.Fuzz(func(t *testing.T, cms []byte) {
		got, ok := signedContent(bytes.NewReader(cms))
		if ok && len(got) > len(cms) {
			t.Errorf("signedContent(%x) = %d bytes, more than its input", cms, len(got))
		}
	})
}
