package engine

import "testing"

func TestLeftOverNamesTheWordsForThePlayer(t *testing.T) {
	for _, tt := range []struct {
		left []string
		want string
	}{
		{[]string{"Iraq"}, `I read "coup Iran", but Iraq was left over: a coup has one target.`},
		{[]string{"Iraq", "Syria"}, `I read "coup Iran", but Iraq and Syria were left over: a coup has one target.`},
		{[]string{"Iraq", "Syria", "the number 2"}, `I read "coup Iran", but Iraq, Syria and the number 2 were left over: a coup has one target.`},
	} {
		if got := LeftOver("coup Iran", tt.left, "a coup has one target"); got != tt.want {
			t.Errorf("LeftOver(%q) = %q, want %q", tt.left, got, tt.want)
		}
	}
}
