package parser

import "testing"

func TestDecodeFlowed(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		delSp bool
		want  string
	}{
		{"soft break keeps the space", "coup \nIran 3", false, "coup Iran 3"},
		{"delsp removes the space", "coup Ir \nan 3", true, "coup Iran 3"},
		{"hard break stays", "coup Iran 3\nspace race 2", false, "coup Iran 3\nspace race 2"},
		{"space stuffing is undone", "  indented\n From here", false, " indented\nFrom here"},
		{"signature separator is not flowed", "text\n-- \nBob", false, "text\n-- \nBob"},
		{"quoted lines join within their depth", "> a \n> b\nc", false, "> a b\nc"},
		{"depth change ends a paragraph", "> a \n>> b\n", false, "> a \n>> b\n"},
		{"flowed last line", "a ", false, "a "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := decodeFlowed(tt.text, tt.delSp); got != tt.want {
				t.Errorf("decodeFlowed(%q, %v) = %q, want %q", tt.text, tt.delSp, got, tt.want)
			}
		})
	}
}
