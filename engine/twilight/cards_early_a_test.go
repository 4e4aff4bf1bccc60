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
	if s.TurnEffects[effVietnamRevolts] != 1 || s.Effects[effVietnamRevolts] != 0 {
		t.Errorf("Vietnam Revolts effect: turn %d, game %d; want 1 for the turn only",
			s.TurnEffects[effVietnamRevolts], s.Effects[effVietnamRevolts])
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
