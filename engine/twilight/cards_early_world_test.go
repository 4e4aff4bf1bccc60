package twilight

import (
	"slices"
	"testing"
)

func TestFidelAndRomanianAbdicationTakeControl(t *testing.T) {
	tests := []struct {
		name        string
		card        int
		country     string
		us, ussr    int
		wantUSSR    int
		wantRemoved int
	}{
		{"Fidel with US influence", 8, "Cuba", 2, 0, 3, 2},
		{"Fidel with USSR already there", 8, "Cuba", 1, 5, 5, 1},
		{"Romanian Abdication", 12, "Romania", 3, 1, 3, 3},
		{"Romanian Abdication, empty", 12, "Romania", 0, 0, 3, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, US, tt.country, tt.us)
			put(s, USSR, tt.country, tt.ussr)
			runEvent(t, s, tt.card, USSR)
			c := country(tt.country)
			if s.Inf[US][c] != 0 || s.Inf[USSR][c] != tt.wantUSSR || !s.controls(USSR, c) {
				t.Errorf("%s in %s = US %d USSR %d, want US 0 USSR %d controlling",
					cardName(tt.card), tt.country, s.Inf[US][c], s.Inf[USSR][c], tt.wantUSSR)
			}
		})
	}
}

func TestFidelPlayedByTheUSForOpsStillHappens(t *testing.T) {
	s := testState(t)
	put(s, US, "Cuba", 3, "Panama", 1)
	give(s, US, 8)
	s.Phasing = US
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 8 ops event first influence Panama 2")
	if inf(s, US, "Cuba") != 0 || !s.controls(USSR, country("Cuba")) {
		t.Errorf("Fidel played by the US: US %d in Cuba, USSR controls %v", inf(s, US, "Cuba"), s.controls(USSR, country("Cuba")))
	}
	if !slices.Contains(s.Removed, 8) {
		t.Errorf("Fidel is not removed after its event: removed %v discard %v", s.Removed, s.Discard)
	}
}

func TestVietnamRevoltsAddsInfluenceAndAnOpInSoutheastAsia(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 9, USSR)
	if got := inf(s, USSR, "Vietnam"); got != 2 {
		t.Fatalf("USSR influence in Vietnam = %d, want 2", got)
	}
	if s.TurnEffects.get(effVietnamRevolts) != 1 || s.Effects.get(effVietnamRevolts) != 0 {
		t.Errorf("Vietnam Revolts effect: turn %d, game %d; want 1 for the turn only",
			s.TurnEffects.get(effVietnamRevolts), s.Effects.get(effVietnamRevolts))
	}
	vietnam, poland := country("Vietnam"), country("Poland")
	tests := []struct {
		name string
		p    Side
		card int
		c    int
		want int
	}{
		{"USSR in Southeast Asia", USSR, 12, vietnam, 2},
		{"USSR in Europe", USSR, 12, poland, 1},
		{"US in Southeast Asia", US, 12, vietnam, 1},
		{"Ops granted by an event", USSR, 0, vietnam, 1},
	}
	for _, tt := range tests {
		if got := s.newBudget(tt.p, tt.card, 1).left(tt.c); got != tt.want {
			t.Errorf("%s: budget.left = %d, want %d", tt.name, got, tt.want)
		}
	}
	// A 1-Op card spent in Vietnam places 2 points.
	give(s, USSR, 12)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 12 ops influence Vietnam 2")
	if got := inf(s, USSR, "Vietnam"); got != 4 || s.Flow != nil {
		t.Errorf("1 Op card in Vietnam under Vietnam Revolts: influence %d (flow %v), want 4", got, s.Flow)
	}
}

func TestNasserHalvesUSInfluenceRoundedUp(t *testing.T) {
	tests := []struct{ us, wantUS int }{{3, 1}, {4, 2}, {1, 0}, {0, 0}}
	for _, tt := range tests {
		s := testState(t)
		put(s, US, "Egypt", tt.us, "Libya", 2)
		put(s, USSR, "Egypt", 1)
		runEvent(t, s, 15, USSR)
		if inf(s, US, "Egypt") != tt.wantUS || inf(s, USSR, "Egypt") != 3 || inf(s, US, "Libya") != 2 {
			t.Errorf("Nasser with US %d in Egypt = US %d USSR %d (Libya %d), want US %d USSR 3",
				tt.us, inf(s, US, "Egypt"), inf(s, USSR, "Egypt"), inf(s, US, "Libya"), tt.wantUS)
		}
	}
}

func TestSuezCrisisRemovesFourAtMostTwoEach(t *testing.T) {
	s := testState(t)
	put(s, US, "France", 3, "UK", 5, "Israel", 1, "Italy", 2)
	s.startFlow("event", USSR, 28)
	mustApply(t, s, "USSR", "choose France, France")
	mustRefuse(t, s, "USSR", "choose France")
	mustRefuse(t, s, "USSR", "choose Italy")
	mustApply(t, s, "USSR", "choose UK, Israel")
	if s.Flow != nil {
		t.Fatalf("Suez Crisis still asks after 4 points")
	}
	if inf(s, US, "France") != 1 || inf(s, US, "UK") != 4 || inf(s, US, "Israel") != 0 || inf(s, US, "Italy") != 2 {
		t.Errorf("after Suez: France %d UK %d Israel %d Italy %d, want 1 4 0 2",
			inf(s, US, "France"), inf(s, US, "UK"), inf(s, US, "Israel"), inf(s, US, "Italy"))
	}
}

func TestSuezCrisisForcedAndEmpty(t *testing.T) {
	s := testState(t)
	put(s, US, "France", 1, "UK", 5)
	runEvent(t, s, 28, USSR) // at most 3 can go: no question
	if inf(s, US, "France") != 0 || inf(s, US, "UK") != 3 {
		t.Errorf("after Suez: France %d UK %d, want 0 3", inf(s, US, "France"), inf(s, US, "UK"))
	}
	s = testState(t)
	if log := runEvent(t, s, 28, USSR); !logHas(log, "no effect") {
		t.Errorf("Suez with no US influence: log %v, want no effect", log)
	}
}

func TestDecolonizationFourDifferentCountries(t *testing.T) {
	s := testState(t)
	put(s, US, "Zaire", 5) // US control does not bar the event
	s.startFlow("event", USSR, 30)
	mustRefuse(t, s, "USSR", "choose France")
	mustRefuse(t, s, "USSR", "choose India") // Asia but not Southeast Asia
	mustApply(t, s, "USSR", "choose Zaire, Vietnam")
	mustRefuse(t, s, "USSR", "choose Zaire")
	mustApply(t, s, "USSR", "choose Angola, Burma")
	if s.Flow != nil {
		t.Fatalf("Decolonization still asks after 4 countries")
	}
	for _, name := range []string{"Zaire", "Vietnam", "Angola", "Burma"} {
		if inf(s, USSR, name) != 1 {
			t.Errorf("USSR in %s = %d, want 1", name, inf(s, USSR, name))
		}
	}
}

func TestDeStalinizationMovesUpToFour(t *testing.T) {
	s := testState(t)
	put(s, USSR, "East Germany", 3, "Poland", 2)
	put(s, US, "Iran", 2) // US-controlled: no destination
	s.startFlow("event", USSR, 33)
	if got := choices(t, s); !slices.Equal(got, []string{"East Germany", "Poland"}) && !slices.Equal(got, []string{"East Germany", "Poland", "done"}) {
		t.Fatalf("De-Stalinization sources = %v", got)
	}
	mustApply(t, s, "USSR", "choose East Germany")
	if got := choices(t, s); slices.Contains(got, "Iran") || slices.Contains(got, "East Germany") {
		t.Fatalf("De-Stalinization destinations include Iran or the source: %v", got)
	}
	mustApply(t, s, "USSR", "choose Iraq")
	mustApply(t, s, "USSR", "choose East Germany; choose Iraq")
	mustApply(t, s, "USSR", "choose Poland")
	mustRefuse(t, s, "USSR", "choose Iraq") // 2 added there already
	mustApply(t, s, "USSR", "choose Cuba")
	mustApply(t, s, "USSR", "done")
	if s.Flow != nil {
		t.Fatalf("De-Stalinization still waits after done")
	}
	want := map[string]int{"East Germany": 1, "Poland": 1, "Iraq": 2, "Cuba": 1}
	for name, n := range want {
		if inf(s, USSR, name) != n {
			t.Errorf("USSR in %s = %d, want %d", name, inf(s, USSR, name), n)
		}
	}
}

func TestDeStalinizationStopsAtFour(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Cuba", 5)
	log := runEvent(t, s, 33, USSR, "choose Cuba; choose Mexico; choose Cuba; choose Mexico",
		"choose Cuba; choose Chile; choose Cuba; choose Chile")
	if inf(s, USSR, "Cuba") != 1 || inf(s, USSR, "Mexico") != 2 || inf(s, USSR, "Chile") != 2 {
		t.Errorf("after De-Stalinization: Cuba %d Mexico %d Chile %d, want 1 2 2", inf(s, USSR, "Cuba"), inf(s, USSR, "Mexico"), inf(s, USSR, "Chile"))
	}
	if !logHas(log, "Cuba to Chile") {
		t.Errorf("log %v, want the moves", log)
	}
	s = testState(t)
	if log := runEvent(t, s, 33, USSR); !logHas(log, "moves no influence") {
		t.Errorf("De-Stalinization with no USSR influence: log %v", log)
	}
}

// "choose ..., done" ends De-Stalinization like a plain "done".
func TestDeStalinizationEndsWithChooseDone(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 2)
	log := runEvent(t, s, 33, USSR, "choose Poland, Iran, done")
	if inf(s, USSR, "Poland") != 1 || inf(s, USSR, "Iran") != 1 || !logHas(log, "Poland to Iran") {
		t.Errorf("De-Stalinization: Poland %d Iran %d, log %v", inf(s, USSR, "Poland"), inf(s, USSR, "Iran"), log)
	}
}
