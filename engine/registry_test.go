package engine

import "testing"

func TestRefusalIsRecognised(t *testing.T) {
	err := Refuse("no such card %d", 7)
	r, ok := IsRefusal(err)
	if !ok || r.Reason != "no such card 7" {
		t.Fatalf("IsRefusal(%v) = %v, %v", err, r, ok)
	}
	if _, ok := IsRefusal(nil); ok {
		t.Error("IsRefusal(nil) = true")
	}
}

func TestLookupUnknownGame(t *testing.T) {
	if _, err := Lookup("no-such-game"); err == nil {
		t.Error("Lookup(no-such-game) succeeded")
	}
}
