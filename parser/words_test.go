package parser

import "testing"

func TestJoinEncodedWords(t *testing.T) {
	tests := []struct {
		name, value, want string
	}{
		{"one word stays", "=?UTF-8?B?w7w=?=", "=?UTF-8?B?w7w=?="},
		{"a GBK character split over two B words", "=?GBK?B?wg==?= =?GBK?B?1g==?=", "=?GBK?B?wtY=?="},
		{"Q words folded between the bytes of ü", "=?utf-8?Q?S=C3?=\r\n =?utf-8?Q?=BCd_1?=", "=?utf-8?B?U8O8ZCAx?="},
		{"B word without padding", "=?UTF-8?B?w7w?= =?UTF-8?B?w7w?=", "=?UTF-8?B?w7zDvA==?="},
		{"charsets stay apart", "=?GB2312?B?wO4=?= =?UTF-8?B?5piO?=", "=?GB2312?B?wO4=?= =?UTF-8?B?5piO?="},
		{"text between words keeps them apart", "=?GBK?B?wg==?= and =?GBK?B?1g==?=", "=?GBK?B?wg==?= and =?GBK?B?1g==?="},
		{"a malformed Q word leaves the run alone", "=?utf-8?Q?a=ZZ?= =?utf-8?Q?b?=", "=?utf-8?Q?a=ZZ?= =?utf-8?Q?b?="},
		{"no words", "Re: [ts-12 #42]", "Re: [ts-12 #42]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := joinEncodedWords(tt.value); got != tt.want {
				t.Errorf("joinEncodedWords(%q) = %q, want %q", tt.value, got, tt.want)
			}
		})
	}
}
