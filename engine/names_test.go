package engine

import "testing"

func TestEditDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"iran", "iran", 0}, {"iarn", "iran", 1}, {"ab", "ba", 1}, {"ca", "abc", 3}, {"polen", "polan", 1},
		{"", "abc", 3}, {"kitten", "sitting", 3}, {"grüße", "grüsse", 2}, {"中国", "中國", 1},
	} {
		if got := EditDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
