package parser

import "testing"

var referee = []string{"games@club.example"}

func TestRouteFrom(t *testing.T) {
	tests := []struct {
		name    string
		to      []string
		subject string
		want    Route
	}{
		{"full plus-address", []string{"games+ts-12.k7f3q9.42@club.example"}, "", Route{"ts-12", "k7f3q9", 42}},
		{"plus-address without decision", []string{"games+ts-12.k7f3q9@club.example"}, "", Route{"ts-12", "k7f3q9", 0}},
		{"plus-address with game only", []string{"games+ts-12@club.example"}, "", Route{Game: "ts-12"}},
		{"plus-address is case-insensitive", []string{"Games+TS-12.K7F3Q9.42@Club.Example"}, "", Route{"ts-12", "k7f3q9", 42}},
		{"other domain's plus-address is ignored", []string{"games+ts-12.k7f3q9.42@evil.example"}, "", Route{}},
		{"malformed tag is ignored", []string{"games+ts_12.k7.42@club.example"}, "", Route{}},
		{"zero decision is refused", []string{"games+ts-12.k7f3q9.0@club.example"}, "", Route{}},
		{"too many parts are refused", []string{"games+ts-12.k7f3q9.42.1@club.example"}, "", Route{}},
		{"second recipient carries the tag", []string{"other@example.org", "games+risk-3.abc.7@club.example"}, "", Route{"risk-3", "abc", 7}},
		{"subject tag with decision", []string{"games@club.example"}, "Re: [ts-12 #42] Your move", Route{Game: "ts-12", Decision: 42}},
		{"subject tag with token", []string{"games@club.example"}, "Re: Fwd: AW: 回复: [ts-12.k7f3q9 #42] Your move", Route{"ts-12", "k7f3q9", 42}},
		{"bare subject tag", []string{"games@club.example"}, "Re: [ts-12] chat", Route{Game: "ts-12"}},
		{"tagged subject beats a bare tag before it", nil, "[SPAM] Re: [ts-12 #42] move", Route{Game: "ts-12", Decision: 42}},
		{"subject fills in the decision", []string{"games+ts-12.k7f3q9@club.example"}, "Re: [ts-12 #42]", Route{"ts-12", "k7f3q9", 42}},
		{"address wins over subject", []string{"games+ts-12.k7f3q9.42@club.example"}, "Re: [ts-12.zzz #41]", Route{"ts-12", "k7f3q9", 42}},
		{"subject of another game is ignored", []string{"games+ts-12.k7f3q9@club.example"}, "Re: [risk-3.zzz #9]", Route{"ts-12", "k7f3q9", 0}},
		{"no route", []string{"games@club.example"}, "hello", Route{}},
		{"subject tag is lowercased", nil, "Re: [TS-12.K7F3Q9 #42]", Route{"ts-12", "k7f3q9", 42}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := RouteFrom(&Message{To: tt.to, Subject: tt.subject}, referee)
			if got != tt.want {
				t.Errorf("RouteFrom(to %q, subject %q) = %+v, want %+v", tt.to, tt.subject, got, tt.want)
			}
		})
	}
}

func TestRouteFromWithoutReferee(t *testing.T) {
	got := RouteFrom(&Message{To: []string{"anything+ts-12.k7f3q9.42@host.example"}}, nil)
	if want := (Route{"ts-12", "k7f3q9", 42}); got != want {
		t.Errorf("RouteFrom(any plus-address, no referee) = %+v, want %+v", got, want)
	}
	if got := RouteFrom(nil, nil); got != (Route{}) {
		t.Errorf("RouteFrom(nil) = %+v, want zero", got)
	}
}

func TestTagAndAddresses(t *testing.T) {
	tests := []struct {
		route                    Route
		tag, plus, subj, subjTok string
	}{
		{Route{"ts-12", "k7f3q9", 42}, "ts-12.k7f3q9.42", "games+ts-12.k7f3q9.42@club.example", "[ts-12 #42]", "[ts-12.k7f3q9 #42]"},
		{Route{"ts-12", "k7f3q9", 0}, "ts-12.k7f3q9", "games+ts-12.k7f3q9@club.example", "[ts-12]", "[ts-12.k7f3q9]"},
		{Route{Game: "ts-12", Decision: 42}, "ts-12", "games+ts-12@club.example", "[ts-12 #42]", "[ts-12 #42]"},
	}
	for _, tt := range tests {
		if got := Tag(tt.route); got != tt.tag {
			t.Errorf("Tag(%+v) = %q, want %q", tt.route, got, tt.tag)
		}
		if got := PlusAddress("games@club.example", tt.route); got != tt.plus {
			t.Errorf("PlusAddress(%+v) = %q, want %q", tt.route, got, tt.plus)
		}
		if got := SubjectTag(tt.route, false); got != tt.subj {
			t.Errorf("SubjectTag(%+v, false) = %q, want %q", tt.route, got, tt.subj)
		}
		if got := SubjectTag(tt.route, true); got != tt.subjTok {
			t.Errorf("SubjectTag(%+v, true) = %q, want %q", tt.route, got, tt.subjTok)
		}
	}
	if got := PlusAddress("games+old@club.example", Route{"ts-12", "k7f3q9", 42}); got != "games+ts-12.k7f3q9.42@club.example" {
		t.Errorf("PlusAddress(tagged referee) = %q, want the old tag replaced", got)
	}
	if got := PlusAddress("games@club.example", Route{}); got != "games@club.example" {
		t.Errorf("PlusAddress(no game) = %q, want the referee unchanged", got)
	}
}

func TestRouteRoundTrip(t *testing.T) {
	for _, r := range []Route{{"ts-12", "k7f3q9", 42}, {"risk-3", "a1", 1}, {"tri-7", "zz9", 999999}} {
		viaAddress := RouteFrom(&Message{To: []string{PlusAddress("games@club.example", r)}}, referee)
		if viaAddress != r {
			t.Errorf("RouteFrom(PlusAddress(%+v)) = %+v, want it back", r, viaAddress)
		}
		viaSubject := RouteFrom(&Message{Subject: "Re: " + SubjectTag(r, true) + " move"}, referee)
		if viaSubject != r {
			t.Errorf("RouteFrom(SubjectTag(%+v, true)) = %+v, want it back", r, viaSubject)
		}
	}
}
