package twilight

import (
	"slices"
	"testing"
)

func TestSocialistGovernmentsRemovesThreeAtMostTwoPerCountry(t *testing.T) {
	s := testState(t)
	put(s, US, "France", 3, "Italy", 1, "Austria", 1, "Iran", 2)
	s.startFlow("event", USSR, 7)
	mustRefuse(t, s, "USSR", "choose Iran") // not in Western Europe
	mustApply(t, s, "USSR", "choose France, France")
	if hasOption(t, s, "choose France") {
		t.Errorf("France is offered a third time; the card allows 2 per country")
	}
	if !hasOption(t, s, "choose Austria") {
		t.Errorf("Austria (Eastern and Western Europe) is not offered")
	}
	mustApply(t, s, "USSR", "choose Italy")
	if s.Flow != nil {
		t.Fatalf("Socialist Governments still waits after 3 points: %v", s.Flow.Ask)
	}
	if inf(s, US, "France") != 1 || inf(s, US, "Italy") != 0 || inf(s, US, "Austria") != 1 || inf(s, US, "Iran") != 2 {
		t.Errorf("after Socialist Governments: France %d Italy %d Austria %d Iran %d, want 1 0 1 2",
			inf(s, US, "France"), inf(s, US, "Italy"), inf(s, US, "Austria"), inf(s, US, "Iran"))
	}
}

func TestSocialistGovernmentsStopsWhenInfluenceRunsOut(t *testing.T) {
	s := testState(t)
	put(s, US, "UK", 1)
	runEvent(t, s, 7, USSR, "choose UK")
	if got := inf(s, US, "UK"); got != 0 {
		t.Errorf("US influence in the UK = %d, want 0", got)
	}
	s = testState(t)
	if log := runEvent(t, s, 7, USSR); !logHas(log, "no effect") {
		t.Errorf("log = %v, want a no-effect line with no US influence in Western Europe", log)
	}
}

func TestSocialistGovernmentsPreventedByIronLady(t *testing.T) {
	s := testState(t)
	put(s, US, "France", 3)
	s.setEffect(effIronLady, 1)
	if s.eventPrevented(7, USSR) == "" {
		t.Fatalf("eventPrevented(Socialist Governments) with The Iron Lady = \"\", want a reason")
	}
	log := runEvent(t, s, 7, USSR)
	if !logHas(log, "does not occur") || inf(s, US, "France") != 3 {
		t.Errorf("Socialist Governments under The Iron Lady: log %v, France %d; want no event", log, inf(s, US, "France"))
	}
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if hasOption(t, s, "play 7 event") {
		t.Errorf("\"play 7 event\" is offered under The Iron Lady")
	}
}

func TestCOMECONSkipsUSControlledCountries(t *testing.T) {
	s := testState(t)
	put(s, US, "Poland", 3, "Finland", 1)
	s.startFlow("event", USSR, 14)
	if hasOption(t, s, "choose Poland") {
		t.Errorf("US-controlled Poland is offered")
	}
	if !hasOption(t, s, "choose Finland") || !hasOption(t, s, "choose Austria") {
		t.Errorf("Finland or Austria (Eastern Europe) is not offered: %v", asked(t, s).Options)
	}
	mustRefuse(t, s, "USSR", "choose Greece")
	mustApply(t, s, "USSR", "choose Finland, Hungary")
	mustRefuse(t, s, "USSR", "choose Hungary") // 1 per country
	mustApply(t, s, "USSR", "choose Romania, East Germany")
	if s.Flow != nil {
		t.Fatalf("COMECON still waits after 4 countries")
	}
	for _, name := range []string{"Finland", "Hungary", "Romania", "East Germany"} {
		if got := inf(s, USSR, name); got != 1 {
			t.Errorf("USSR influence in %s = %d, want 1", name, got)
		}
	}
	if inf(s, USSR, "Poland") != 0 || inf(s, US, "Finland") != 1 {
		t.Errorf("Poland USSR %d, Finland US %d; want 0 and 1", inf(s, USSR, "Poland"), inf(s, US, "Finland"))
	}
}

func TestWarsawPactFormedRemovesUSInfluence(t *testing.T) {
	s := testState(t)
	put(s, US, "Poland", 2, "Hungary", 1, "Austria", 3, "West Germany", 2)
	s.startFlow("event", USSR, 16)
	mustApply(t, s, "USSR", "choose remove")
	if hasOption(t, s, "choose West Germany") || hasOption(t, s, "choose Romania") {
		t.Errorf("options %v include a country outside Eastern Europe or without US influence", asked(t, s).Options)
	}
	mustApply(t, s, "USSR", "choose Poland, Hungary, Austria")
	if s.Flow != nil {
		t.Fatalf("Warsaw Pact Formed still waits with no US influence left in Eastern Europe")
	}
	if inf(s, US, "Poland")+inf(s, US, "Hungary")+inf(s, US, "Austria") != 0 || inf(s, US, "West Germany") != 2 {
		t.Errorf("after Warsaw Pact Formed: Poland %d Hungary %d Austria %d West Germany %d",
			inf(s, US, "Poland"), inf(s, US, "Hungary"), inf(s, US, "Austria"), inf(s, US, "West Germany"))
	}
	if s.effect(effWarsaw) == 0 {
		t.Errorf("Warsaw Pact Formed is not in effect (NATO needs it)")
	}
}

func TestWarsawPactFormedAddsFiveAtMostTwoPerCountry(t *testing.T) {
	s := testState(t)
	put(s, US, "Italy", 2)
	s.startFlow("event", USSR, 16)
	mustApply(t, s, "USSR", "choose add")
	mustApply(t, s, "USSR", "choose Poland, Poland")
	mustRefuse(t, s, "USSR", "choose Poland")
	mustRefuse(t, s, "USSR", "choose Italy")
	mustApply(t, s, "USSR", "choose East Germany, East Germany, Finland")
	if s.Flow != nil {
		t.Fatalf("Warsaw Pact Formed still waits after 5 points")
	}
	if inf(s, USSR, "Poland") != 2 || inf(s, USSR, "East Germany") != 2 || inf(s, USSR, "Finland") != 1 {
		t.Errorf("after Warsaw Pact Formed: Poland %d East Germany %d Finland %d, want 2 2 1",
			inf(s, USSR, "Poland"), inf(s, USSR, "East Germany"), inf(s, USSR, "Finland"))
	}
}

func TestWarsawPactFormedRemovalWithoutUSInfluence(t *testing.T) {
	s := testState(t)
	put(s, US, "Italy", 2)
	log := runEvent(t, s, 16, USSR, "choose remove")
	if !logHas(log, "no influence in Eastern Europe") || inf(s, US, "Italy") != 2 || s.effect(effWarsaw) == 0 {
		t.Errorf("removal with no target: log %v, Italy %d, effect %d", log, inf(s, US, "Italy"), s.effect(effWarsaw))
	}
}

func TestDeGaulleLeadsFranceEndsNATOProtectionOfFranceOnly(t *testing.T) {
	s := testState(t)
	put(s, US, "France", 6, "West Germany", 5)
	s.setEffect(effNATO, 1)
	france, wg := country("France"), country("West Germany")
	if s.protected(USSR, france) == "" {
		t.Fatalf("NATO does not protect a US-controlled France before De Gaulle")
	}
	runEvent(t, s, 17, USSR)
	if inf(s, US, "France") != 4 || inf(s, USSR, "France") != 1 {
		t.Errorf("De Gaulle: France US %d USSR %d, want 4 and 1", inf(s, US, "France"), inf(s, USSR, "France"))
	}
	if !s.controls(US, france) {
		t.Fatalf("the test expects the US to keep control of France")
	}
	if why := s.protected(USSR, france); why != "" {
		t.Errorf("protected(USSR, France) after De Gaulle = %q, want \"\"", why)
	}
	if s.protected(USSR, wg) == "" {
		t.Errorf("West Germany lost NATO protection through De Gaulle")
	}
	if !s.canTarget(USSR, france, false) {
		t.Errorf("canTarget(USSR, France) at DEFCON 5 after De Gaulle = false")
	}
}

func TestDeGaulleWithLittleUSInfluence(t *testing.T) {
	s := testState(t)
	put(s, US, "France", 1)
	runEvent(t, s, 17, USSR)
	if inf(s, US, "France") != 0 || inf(s, USSR, "France") != 1 || s.effect(effDeGaulle) == 0 {
		t.Errorf("De Gaulle with 1 US in France: US %d USSR %d effect %d, want 0 1 1",
			inf(s, US, "France"), inf(s, USSR, "France"), s.effect(effDeGaulle))
	}
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
	if got, want := choices(t, s), []string{"Bulgaria", "Yugoslavia"}; !slices.Equal(got, want) {
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
	if got := choices(t, s); slices.Contains(got, "Italy") || len(got) != 13 {
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

func TestTrumanDoctrineOffersOnlyUncontrolledEurope(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 4, "Italy", 1, "France", 2, "Iran", 1, "Greece", 3)
	put(s, US, "France", 1, "Greece", 1)
	s.Phasing = US
	s.startFlow("event", US, 19)
	pr := asked(t, s)
	if pr.Seat != "US" {
		t.Fatalf("Truman Doctrine asks %s, want US", pr.Seat)
	}
	// Poland and Greece are USSR-controlled; Iran is not in Europe.
	want := []string{"choose France", "choose Italy"}
	got := slices.Clone(pr.Options)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("Truman Doctrine options = %v, want %v", got, want)
	}
	mustRefuse(t, s, "US", "choose Poland")
	mustRefuse(t, s, "USSR", "choose France")
	mustApply(t, s, "US", "choose fra")
	if inf(s, USSR, "France") != 0 || inf(s, US, "France") != 1 || inf(s, USSR, "Italy") != 1 {
		t.Errorf("after Truman Doctrine in France: USSR %d, US %d, Italy USSR %d; want 0, 1, 1",
			inf(s, USSR, "France"), inf(s, US, "France"), inf(s, USSR, "Italy"))
	}
	if s.Flow != nil {
		t.Errorf("Truman Doctrine still waits after its one choice")
	}
}

func TestTrumanDoctrineWithoutTargetHasNoEffect(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 4)
	log := runEvent(t, s, 19, US)
	if !logHas(log, "No uncontrolled European country") {
		t.Errorf("log = %v, want the no-target line", log)
	}
}

func TestTrumanDoctrineSurvivesMarshalBetweenMails(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Italy", 1, "Austria", 2)
	s.startFlow("event", US, 19)
	st := reloaded(t, s)
	mustApply(t, st, "US", "choose Österreich")
	if got := inf(st, USSR, "Austria"); got != 0 {
		t.Errorf("USSR influence in Austria after Truman Doctrine = %d, want 0", got)
	}
}
