package twilight

import (
	"slices"
	"strings"
	"testing"
)

// bchoices returns the values of a prompt's "choose X" options, sorted.
func bchoices(t *testing.T, s *state) []string {
	t.Helper()
	var vs []string
	for _, o := range asked(t, s).Options {
		vs = append(vs, strings.TrimPrefix(o, "choose "))
	}
	slices.Sort(vs)
	return vs
}

func TestIndependentRedsMatchesTheUSSR(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Romania", 3, "Hungary", 2, "Poland", 4)
	put(s, US, "Romania", 1, "Hungary", 2)
	// Only Romania has the USSR ahead (Poland is not one of the five): no question.
	runEvent(t, s, 22, US)
	if inf(s, US, "Romania") != 3 || inf(s, US, "Hungary") != 2 || inf(s, US, "Poland") != 0 {
		t.Errorf("after Independent Reds: US Romania %d Hungary %d Poland %d, want 3 2 0",
			inf(s, US, "Romania"), inf(s, US, "Hungary"), inf(s, US, "Poland"))
	}

	s = testState(t)
	put(s, USSR, "Yugoslavia", 1, "Bulgaria", 3)
	s.startFlow("event", US, 22)
	if got, want := bchoices(t, s), []string{"Bulgaria", "Yugoslavia"}; !slices.Equal(got, want) {
		t.Fatalf("Independent Reds options = %v, want %v", got, want)
	}
	mustApply(t, s, "US", "choose Bulgaria")
	if inf(s, US, "Bulgaria") != 3 || inf(s, US, "Yugoslavia") != 0 {
		t.Errorf("after Independent Reds in Bulgaria: US Bulgaria %d Yugoslavia %d, want 3 0", inf(s, US, "Bulgaria"), inf(s, US, "Yugoslavia"))
	}
}

func TestIndependentRedsWithoutTargetHasNoEffect(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Romania", 2, "East Germany", 3)
	put(s, US, "Romania", 2)
	log := runEvent(t, s, 22, US)
	if !logHas(log, "no effect") || inf(s, US, "Romania") != 2 {
		t.Errorf("Independent Reds without target: log %v, US Romania %d; want no effect", log, inf(s, US, "Romania"))
	}
}

func TestMarshallPlanSevenCountriesAndNATO(t *testing.T) {
	s := testState(t)
	if why := s.eventPrevented(21, US); why == "" {
		t.Fatalf("NATO playable before Marshall Plan")
	}
	put(s, USSR, "Italy", 3) // USSR-controlled: not eligible
	s.startFlow("event", US, 23)
	if got := bchoices(t, s); slices.Contains(got, "Italy") || len(got) != 13 {
		t.Fatalf("Marshall Plan options = %v, want the 13 Western European countries but Italy", got)
	}
	mustRefuse(t, s, "US", "choose Poland")
	mustApply(t, s, "US", "choose UK, France, West Germany, Benelux, Canada, Turkey")
	mustRefuse(t, s, "US", "choose UK") // once per country
	mustApply(t, s, "US", "choose Austria")
	if s.Flow != nil {
		t.Fatalf("Marshall Plan still asks after 7 countries: %v", s.Flow.Ask)
	}
	for _, name := range []string{"UK", "France", "West Germany", "Benelux", "Canada", "Turkey", "Austria"} {
		if inf(s, US, name) != 1 {
			t.Errorf("US influence in %s after Marshall Plan = %d, want 1", name, inf(s, US, name))
		}
	}
	if inf(s, US, "Italy") != 0 || inf(s, US, "Greece") != 0 {
		t.Errorf("Marshall Plan touched Italy (%d) or Greece (%d)", inf(s, US, "Italy"), inf(s, US, "Greece"))
	}
	if why := s.eventPrevented(21, US); why != "" {
		t.Errorf("NATO after Marshall Plan prevented: %s", why)
	}
}

func TestMarshallPlanSevenOrFewerEligibleAsksNothing(t *testing.T) {
	s := testState(t)
	// The USSR controls 7 of the 14 Western European countries.
	put(s, USSR, "Italy", 2, "France", 3, "West Germany", 4, "Benelux", 3, "Denmark", 3, "Norway", 4, "Sweden", 4)
	runEvent(t, s, 23, US)
	for _, name := range []string{"Austria", "Canada", "Finland", "Greece", "Spain/Portugal", "Turkey", "UK"} {
		if inf(s, US, name) != 1 {
			t.Errorf("US influence in %s = %d, want 1", name, inf(s, US, name))
		}
	}
	if inf(s, US, "France") != 0 || s.effect(effMarshall) == 0 {
		t.Errorf("France %d, Marshall effect %d; want 0 and in effect", inf(s, US, "France"), s.effect(effMarshall))
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

func TestEastEuropeanUnrest(t *testing.T) {
	tests := []struct {
		name  string
		turn  int
		lines []string
		want  map[string]int
	}{
		{"early war, choose 3 of 4", 2, []string{"choose Poland, Hungary, East Germany"},
			map[string]int{"Poland": 2, "Hungary": 0, "East Germany": 2, "Romania": 2}},
		{"late war removes 2", 8, []string{"choose Poland, Hungary, Romania"},
			map[string]int{"Poland": 1, "Hungary": 0, "East Germany": 3, "Romania": 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.Turn = tt.turn
			put(s, USSR, "Poland", 3, "Hungary", 1, "East Germany", 3, "Romania", 2, "Austria", 0)
			runEvent(t, s, 29, US, tt.lines...)
			for name, n := range tt.want {
				if inf(s, USSR, name) != n {
					t.Errorf("USSR in %s = %d, want %d", name, inf(s, USSR, name), n)
				}
			}
		})
	}
}

func TestEastEuropeanUnrestFewCountriesNoQuestion(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 3, "Finland", 1, "Iran", 2)
	runEvent(t, s, 29, US)
	if inf(s, USSR, "Poland") != 2 || inf(s, USSR, "Finland") != 0 || inf(s, USSR, "Iran") != 2 {
		t.Errorf("after Unrest: Poland %d Finland %d Iran %d, want 2 0 2", inf(s, USSR, "Poland"), inf(s, USSR, "Finland"), inf(s, USSR, "Iran"))
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
	if got := bchoices(t, s); !slices.Equal(got, []string{"East Germany", "Poland"}) && !slices.Equal(got, []string{"East Germany", "Poland", "done"}) {
		t.Fatalf("De-Stalinization sources = %v", got)
	}
	mustApply(t, s, "USSR", "choose East Germany")
	if got := bchoices(t, s); slices.Contains(got, "Iran") || slices.Contains(got, "East Germany") {
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
