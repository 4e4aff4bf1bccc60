package parser

import "testing"

func TestUnwrapClearsigned(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"no signature", "coup Iran 3\n", "coup Iran 3\n"},
		{"armor headers and signature go", "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\ncoup Iran 3\n-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0=\n=q1Xy\n-----END PGP SIGNATURE-----\n",
			"coup Iran 3\n"},
		{"dash-escaped lines", "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\n- -undo\n- -- \nSam\n-----BEGIN PGP SIGNATURE-----\nx\n-----END PGP SIGNATURE-----",
			"-undo\n-- \nSam"},
		{"text outside the signed part stays", "above\n-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA1\n\nspace 2\n-----BEGIN PGP SIGNATURE-----\nx\n-----END PGP SIGNATURE-----\nbelow",
			"above\nspace 2\nbelow"},
		{"a mention inside a line is text", "see -----BEGIN PGP SIGNED MESSAGE----- here\n", "see -----BEGIN PGP SIGNED MESSAGE----- here\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := unwrapClearsigned(tt.text); got != tt.want {
				t.Errorf("unwrapClearsigned(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
