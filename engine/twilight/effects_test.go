package twilight

import (
	"encoding/json"
	"testing"
)

// TestEffectText checks the text form of effects: the JSON key, what the
// views show, and the card-name keys of states saved before.
func TestEffectText(t *testing.T) {
	tests := []struct {
		e          effect
		key, shown string
		legacy     string
	}{
		{effContainment, "25", "Containment", "Containment"},
		{redScareOn(US), "31:US", "Red Scare/Purge (on US)", "Red Scare/Purge on US"},
		{redScareOn(USSR), "31:USSR", "Red Scare/Purge (on USSR)", "Red Scare/Purge on USSR"},
		{effNORAD, "106", "NORAD", "NORAD"},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			b, err := tt.e.MarshalText()
			if err != nil || string(b) != tt.key {
				t.Errorf("MarshalText(%v) = %q, %v, want %q", tt.e, b, err, tt.key)
			}
			if got := tt.e.String(); got != tt.shown {
				t.Errorf("String() = %q, want %q", got, tt.shown)
			}
			for _, text := range []string{tt.key, tt.legacy} {
				var e effect
				if err := e.UnmarshalText([]byte(text)); err != nil || e != tt.e {
					t.Errorf("UnmarshalText(%q) = %v, %v, want %v", text, e, err, tt.e)
				}
			}
		})
	}
	var e effect
	for _, bad := range []string{"999", "31:EU", "No Such Card"} {
		if err := e.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("UnmarshalText(%q) = nil error, want one", bad)
		}
	}
}

// TestEffectsSurviveJSON: the effect maps come back from their JSON with
// the same keys and values.
func TestEffectsSurviveJSON(t *testing.T) {
	s := testState(t)
	s.setEffect(effNATO, 1)
	s.setTurnEffect(redScareOn(USSR), 1)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	c, err := unmarshalState(b)
	if err != nil {
		t.Fatalf("unmarshalState: %v", err)
	}
	if c.effect(effNATO) != 1 || c.effect(redScareOn(USSR)) != 1 || c.effect(redScareOn(US)) != 0 {
		t.Errorf("after JSON: NATO %d, Red Scare on USSR %d, on US %d; want 1, 1, 0",
			c.effect(effNATO), c.effect(redScareOn(USSR)), c.effect(redScareOn(US)))
	}
}

// NATO, De Gaulle and the US/Japan pact protect countries from USSR coups
// and realignments (effects set by cards 21, 17, 27).
func TestProtectionEffects(t *testing.T) {
	s := testState(t)
	put(s, US, "West Germany", 4, "France", 3, "Italy", 1, "Japan", 1)
	s.setEffect(effNATO, 1)
	tests := []struct {
		country string
		want    bool // USSR may target
	}{
		{"West Germany", false}, {"France", false}, {"Italy", true}, {"Japan", true},
	}
	for _, tt := range tests {
		if got := s.canTarget(USSR, country(tt.country), false); got != tt.want {
			t.Errorf("with NATO: USSR may target %s = %v, want %v", tt.country, got, tt.want)
		}
	}
	if !s.canTarget(US, country("West Germany"), false) && s.Inf[USSR][country("West Germany")] > 0 {
		t.Errorf("NATO restricts the US")
	}
	s.setEffect(effDeGaulle, 1)
	s.setEffect(effUSJapan, 1)
	if !s.canTarget(USSR, country("France"), false) {
		t.Errorf("France is protected by NATO despite De Gaulle")
	}
	if s.canTarget(USSR, country("Japan"), false) {
		t.Errorf("Japan can be targeted under the US/Japan pact")
	}
}
