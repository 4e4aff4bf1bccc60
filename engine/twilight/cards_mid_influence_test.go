package twilight

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestPortugueseEmpireCrumbles(t *testing.T) {
	s := testState(t)
	put(s, US, "Angola", 1)
	runEvent(t, s, 52, USSR)
	if inf(s, USSR, "Angola") != 2 || inf(s, USSR, "SE African States") != 2 || inf(s, US, "Angola") != 1 {
		t.Errorf("after Portuguese Empire Crumbles: USSR Angola %d, SE African States %d, US Angola %d; want 2 2 1",
			inf(s, USSR, "Angola"), inf(s, USSR, "SE African States"), inf(s, US, "Angola"))
	}
}

func TestSouthAfricanUnrestOptions(t *testing.T) {
	tests := []struct {
		name                    string
		lines                   []string
		southAfrica, ang, botsw int
	}{
		{"2 in South Africa", []string{"choose only"}, 2, 0, 0},
		{"1 there, 2 in Angola", []string{"choose adjacent", "choose Angola, Angola"}, 1, 2, 0},
		{"1 there, split", []string{"choose adjacent", "choose Angola, Botswana"}, 1, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			runEvent(t, s, 53, USSR, tt.lines...)
			if inf(s, USSR, "South Africa") != tt.southAfrica || inf(s, USSR, "Angola") != tt.ang || inf(s, USSR, "Botswana") != tt.botsw {
				t.Errorf("South Africa %d, Angola %d, Botswana %d; want %d %d %d", inf(s, USSR, "South Africa"),
					inf(s, USSR, "Angola"), inf(s, USSR, "Botswana"), tt.southAfrica, tt.ang, tt.botsw)
			}
		})
	}
	s := testState(t)
	s.startFlow("event", USSR, 53)
	mustApply(t, s, "USSR", "choose adjacent")
	if got, want := choices(t, s), []string{"Angola", "Botswana"}; !slices.Equal(got, want) {
		t.Errorf("South African Unrest offers %v, want only the countries adjacent to South Africa %v", got, want)
	}
}

func TestAllende(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Chile", 1)
	runEvent(t, s, 54, USSR)
	if got := inf(s, USSR, "Chile"); got != 3 {
		t.Errorf("USSR in Chile after Allende = %d, want 3", got)
	}
}

func TestWillyBrandtLiftsNATOFromWestGermany(t *testing.T) {
	s := testState(t)
	s.setEffect(effNATO, 1)
	put(s, US, "West Germany", 4, "France", 3)
	wg := country("West Germany")
	if s.canTarget(USSR, wg, false) {
		t.Fatalf("NATO does not protect US-controlled West Germany before Willy Brandt")
	}
	runEvent(t, s, 55, USSR)
	if s.VP != -1 || inf(s, USSR, "West Germany") != 1 {
		t.Errorf("after Willy Brandt: VP %d, USSR in West Germany %d; want -1 and 1", s.VP, inf(s, USSR, "West Germany"))
	}
	if !s.canTarget(USSR, wg, false) {
		t.Errorf("after Willy Brandt the USSR may not coup West Germany: %q", s.protected(USSR, wg))
	}
	if s.canTarget(USSR, country("France"), false) {
		t.Errorf("Willy Brandt lifted NATO from France too")
	}
	// Tear Down This Wall cancels it: NATO protects West Germany again.
	s.DEFCON = 4
	runEvent(t, s, 96, US, "choose done")
	if s.effect(effWillyBrandt) != 0 || s.canTarget(USSR, wg, false) {
		t.Errorf("after Tear Down This Wall: Willy Brandt %d, USSR may coup West Germany %v; want 0, false",
			s.effect(effWillyBrandt), s.canTarget(USSR, wg, false))
	}
}

func TestWillyBrandtPreventedByTearDownThisWall(t *testing.T) {
	s := testState(t)
	s.setEffect(effTearDownWall, 1)
	log := runEvent(t, s, 55, USSR)
	if !logHas(log, "does not occur") || s.VP != 0 || s.effect(effWillyBrandt) != 0 {
		t.Errorf("Willy Brandt after Tear Down This Wall: log %v, VP %d, effect %d; want no event", log, s.VP, s.effect(effWillyBrandt))
	}
	give(s, USSR, 55)
	startRound(t, s, USSR, 1)
	if hasOption(t, s, "play 55 event") {
		t.Errorf("\"play 55 event\" is offered after Tear Down This Wall")
	}
}

func TestMuslimRevolution(t *testing.T) {
	s := testState(t)
	put(s, US, "Iran", 2, "Egypt", 1, "Jordan", 3, "Israel", 2)
	s.startFlow("event", USSR, 56)
	if got, want := choices(t, s), []string{"Egypt", "Iran", "Jordan"}; !slices.Equal(got, want) {
		t.Fatalf("Muslim Revolution offers %v, want %v", got, want)
	}
	mustApply(t, s, "USSR", "choose Iran, Jordan")
	if inf(s, US, "Iran") != 0 || inf(s, US, "Jordan") != 0 || inf(s, US, "Egypt") != 1 || inf(s, US, "Israel") != 2 {
		t.Errorf("after Muslim Revolution: Iran %d Jordan %d Egypt %d Israel %d, want 0 0 1 2",
			inf(s, US, "Iran"), inf(s, US, "Jordan"), inf(s, US, "Egypt"), inf(s, US, "Israel"))
	}
	// Two or fewer targets: no question.
	s = testState(t)
	put(s, US, "Libya", 2)
	runEvent(t, s, 56, USSR)
	if inf(s, US, "Libya") != 0 {
		t.Errorf("US in Libya after a forced Muslim Revolution = %d, want 0", inf(s, US, "Libya"))
	}
	s = testState(t)
	if log := runEvent(t, s, 56, USSR); !logHas(log, "no effect") {
		t.Errorf("Muslim Revolution with no US influence: log %v, want a no-effect line", log)
	}
}

func TestMuslimRevolutionPreventedByAWACS(t *testing.T) {
	for _, tt := range []struct {
		name string
		set  func(s *state)
	}{
		{"effect in force", func(s *state) { s.setEffect(effectOf(110), 1) }},
		{"card removed", func(s *state) { s.remove(110) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, US, "Iran", 2)
			tt.set(s)
			if log := runEvent(t, s, 56, USSR); !logHas(log, "does not occur") || inf(s, US, "Iran") != 2 {
				t.Errorf("Muslim Revolution after AWACS: log %v, US in Iran %d; want no event", log, inf(s, US, "Iran"))
			}
		})
	}
}

func TestOPECCountsControlledCountries(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Egypt", 2, "Libya", 2, "Venezuela", 2, "Iraq", 2, "Syria", 2)
	put(s, US, "Iraq", 1) // Iraq: USSR 2 vs US 1 with stability 3 is not control
	runEvent(t, s, 61, USSR)
	if s.VP != -3 {
		t.Errorf("VP after OPEC = %d, want -3 (Egypt, Libya, Venezuela; not Iraq, not Syria)", s.VP)
	}
	s = testState(t)
	if log := runEvent(t, s, 61, USSR); s.VP != 0 || !logHas(log, "no VP") {
		t.Errorf("OPEC with no country: VP %d, log %v", s.VP, log)
	}
}

func TestOPECPreventedByNorthSeaOil(t *testing.T) {
	for _, tt := range []struct {
		name string
		set  func(s *state)
	}{
		{"the turn North Sea Oil is played", func(s *state) { s.setTurnEffect(effNorthSeaOil, 1) }},
		{"any later turn", func(s *state) { s.remove(86) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, USSR, "Egypt", 2)
			tt.set(s)
			if log := runEvent(t, s, 61, USSR); !logHas(log, "does not occur") || s.VP != 0 {
				t.Errorf("OPEC after North Sea Oil: log %v, VP %d; want no event", log, s.VP)
			}
			give(s, USSR, 61)
			startRound(t, s, USSR, 1)
			if hasOption(t, s, "play 61 event") || !hasOption(t, s, "play 61 ops") {
				t.Errorf("after North Sea Oil OPEC's options are %v; want Ops only", asked(t, s).Options)
			}
		})
	}
}

func TestColonialRearGuards(t *testing.T) {
	s := testState(t)
	s.startFlow("event", US, 63)
	mustRefuse(t, s, "US", "choose Iran")  // Middle East
	mustRefuse(t, s, "US", "choose Japan") // Asia, not Southeast Asia
	mustApply(t, s, "US", "choose Angola, Vietnam, Burma")
	mustRefuse(t, s, "US", "choose Angola") // 1 per country
	mustApply(t, s, "US", "choose Zaire")
	if s.Flow != nil {
		t.Fatalf("Colonial Rear Guards still waits after 4 countries")
	}
	for _, name := range []string{"Angola", "Vietnam", "Burma", "Zaire"} {
		if inf(s, US, name) != 1 {
			t.Errorf("US in %s = %d, want 1", name, inf(s, US, name))
		}
	}
}

func TestPanamaCanalReturned(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Panama", 3)
	runEvent(t, s, 64, US)
	for _, name := range []string{"Panama", "Costa Rica", "Venezuela"} {
		if inf(s, US, name) != 1 {
			t.Errorf("US in %s after Panama Canal Returned = %d, want 1", name, inf(s, US, name))
		}
	}
}

func TestPuppetGovernmentsOnlyEmptyCountriesUpToThree(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Chile", 1)
	put(s, US, "Peru", 1)
	s.startFlow("event", US, 66)
	mustRefuse(t, s, "US", "choose Chile")
	mustRefuse(t, s, "US", "choose Peru")
	mustApply(t, s, "US", "choose Bolivia")
	mustRefuse(t, s, "US", "choose Bolivia") // it now holds influence
	mustApply(t, s, "US", "choose done")
	if s.Flow != nil || inf(s, US, "Bolivia") != 1 {
		t.Errorf("Puppet Governments after one country and done: waiting %v, Bolivia %d", s.Flow != nil, inf(s, US, "Bolivia"))
	}
	s = testState(t)
	runEvent(t, s, 66, US, "choose Sudan, Kenya, Laos")
	if inf(s, US, "Sudan")+inf(s, US, "Kenya")+inf(s, US, "Laos/Cambodia") != 3 {
		t.Errorf("Puppet Governments with 3 countries: Sudan %d Kenya %d Laos/Cambodia %d, want 1 each",
			inf(s, US, "Sudan"), inf(s, US, "Kenya"), inf(s, US, "Laos/Cambodia"))
	}
}

func TestJohnPaulIIMakesSolidarityPlayable(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 3)
	if log := runEvent(t, s, 101, US); !logHas(log, "does not occur") || inf(s, US, "Poland") != 0 {
		t.Errorf("Solidarity before John Paul II: log %v, US in Poland %d; want no event", log, inf(s, US, "Poland"))
	}
	runEvent(t, s, 68, US)
	if inf(s, USSR, "Poland") != 1 || inf(s, US, "Poland") != 1 {
		t.Errorf("after John Paul II: Poland USSR %d US %d, want 1 1", inf(s, USSR, "Poland"), inf(s, US, "Poland"))
	}
	runEvent(t, s, 101, US)
	if inf(s, US, "Poland") != 4 {
		t.Errorf("US in Poland after Solidarity = %d, want 4", inf(s, US, "Poland"))
	}
	s = testState(t)
	put(s, USSR, "Poland", 1)
	runEvent(t, s, 68, US)
	if inf(s, USSR, "Poland") != 0 {
		t.Errorf("John Paul II removed more than the USSR had: %d", inf(s, USSR, "Poland"))
	}
}

func TestOASFounded(t *testing.T) {
	s := testState(t)
	s.startFlow("event", US, 70)
	mustRefuse(t, s, "US", "choose Angola")
	mustApply(t, s, "US", "choose Mexico, Mexico")
	if s.Flow != nil || inf(s, US, "Mexico") != 2 {
		t.Errorf("OAS Founded: waiting %v, US in Mexico %d; want done and 2", s.Flow != nil, inf(s, US, "Mexico"))
	}
	s = testState(t)
	runEvent(t, s, 70, US, "choose Brazil, Cuba")
	if inf(s, US, "Brazil") != 1 || inf(s, US, "Cuba") != 1 {
		t.Errorf("OAS Founded: Brazil %d Cuba %d, want 1 1", inf(s, US, "Brazil"), inf(s, US, "Cuba"))
	}
}

func TestSadatExpelsSoviets(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Egypt", 4)
	runEvent(t, s, 72, US)
	if inf(s, USSR, "Egypt") != 0 || inf(s, US, "Egypt") != 1 {
		t.Errorf("Egypt after Sadat: USSR %d US %d, want 0 1", inf(s, USSR, "Egypt"), inf(s, US, "Egypt"))
	}
}

func TestVoiceOfAmericaNotInEuropeTwoPerCountry(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 3, "Iran", 3, "Cuba", 1, "Angola", 2)
	s.startFlow("event", US, 74)
	mustRefuse(t, s, "US", "choose Poland")
	mustApply(t, s, "US", "choose Iran, Iran")
	mustRefuse(t, s, "US", "choose Iran")
	mustApply(t, s, "US", "choose Cuba, Angola")
	if s.Flow != nil {
		t.Fatalf("The Voice of America still waits after 4 points")
	}
	if inf(s, USSR, "Iran") != 1 || inf(s, USSR, "Cuba") != 0 || inf(s, USSR, "Angola") != 1 || inf(s, USSR, "Poland") != 3 {
		t.Errorf("after The Voice of America: Iran %d Cuba %d Angola %d Poland %d, want 1 0 1 3",
			inf(s, USSR, "Iran"), inf(s, USSR, "Cuba"), inf(s, USSR, "Angola"), inf(s, USSR, "Poland"))
	}
	// No more than 4 removable: no question.
	s = testState(t)
	put(s, USSR, "Iran", 5, "Poland", 4, "Cuba", 1)
	runEvent(t, s, 74, US)
	if inf(s, USSR, "Iran") != 3 || inf(s, USSR, "Cuba") != 0 || inf(s, USSR, "Poland") != 4 {
		t.Errorf("forced Voice of America: Iran %d Cuba %d Poland %d, want 3 0 4", inf(s, USSR, "Iran"), inf(s, USSR, "Cuba"), inf(s, USSR, "Poland"))
	}
}

func TestLiberationTheology(t *testing.T) {
	s := testState(t)
	s.startFlow("event", USSR, 75)
	mustRefuse(t, s, "USSR", "choose Brazil") // South America
	mustApply(t, s, "USSR", "choose Cuba, Cuba")
	mustRefuse(t, s, "USSR", "choose Cuba")
	mustApply(t, s, "USSR", "choose Haiti")
	if s.Flow != nil || inf(s, USSR, "Cuba") != 2 || inf(s, USSR, "Haiti") != 1 {
		t.Errorf("Liberation Theology: waiting %v, Cuba %d Haiti %d", s.Flow != nil, inf(s, USSR, "Cuba"), inf(s, USSR, "Haiti"))
	}
}

func TestAllianceForProgress(t *testing.T) {
	s := testState(t)
	// Battlegrounds: Mexico, Cuba, Panama, Venezuela, Brazil, Argentina, Chile.
	put(s, US, "Mexico", 2, "Panama", 2, "Chile", 3, "Brazil", 2, "Haiti", 2)
	put(s, USSR, "Brazil", 1) // Brazil stability 2: US 2 vs USSR 1 is no control
	runEvent(t, s, 78, US)
	if s.VP != 3 {
		t.Errorf("VP after Alliance for Progress = %d, want 3 (Mexico, Panama, Chile)", s.VP)
	}
}

func TestAllianceForProgressWithNothingIsStillRemoved(t *testing.T) {
	s := testState(t)
	give(s, USSR, 78)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 78 ops")
	for i := 0; s.Flow != nil && i < 20; i++ { // the USSR's Ops; the US event occurs too
		pr := asked(t, s)
		mustApply(t, s, pr.Seat, pr.Options[0])
	}
	if !slices.Contains(s.Removed, 78) || s.VP != 0 {
		t.Errorf("Alliance for Progress with no battleground: removed %v, VP %d; want removed, 0 VP (rules 5.2)", s.Removed, s.VP)
	}
}

func TestOurManInTehranShowsTheDrawToTheUSOnly(t *testing.T) {
	s := testState(t)
	put(s, US, "Israel", 4)
	s.Deck = []int{11, 13, 19, 23, 24, 29, 30}
	s.startFlow("event", US, 108)
	pr := asked(t, s)
	if pr.Seat != "US" || !strings.Contains(pr.Question, "Korean War") {
		t.Fatalf("Our Man in Tehran asks %s %q, want the US with the drawn cards", pr.Seat, pr.Question)
	}
	if got, want := choices(t, s), []string{"11", "13", "19", "23", "24", "done"}; !slices.Equal(got, want) {
		t.Errorf("Our Man in Tehran offers %v, want the top 5 and done %v", got, want)
	}
	mustApply(t, s, "US", "choose 11")
	mustRefuse(t, s, "US", "choose 11")
	mustRefuse(t, s, "US", "choose 29") // not drawn
	res := mustApply(t, s, "US", "choose 23, done")
	if s.Flow != nil {
		t.Fatalf("Our Man in Tehran still waits")
	}
	if !slices.Equal(s.Discard, []int{11, 23}) {
		t.Errorf("discards = %v, want [11 23]", s.Discard)
	}
	deck := slices.Sorted(slices.Values(s.Deck))
	if want := []int{13, 19, 24, 29, 30}; !slices.Equal(deck, want) {
		t.Errorf("deck = %v, want %v reshuffled", deck, want)
	}
	if !logHas(res.Log, "Marshall Plan") {
		t.Errorf("the discarded Marshall Plan is not shown in the log: %v", res.Log)
	}
	// Kept cards: Arab-Israeli War (13), Truman Doctrine (19), Duck and Cover (24).
	us, ussr := s.View("US"), s.View("USSR")
	if !strings.Contains(us.Private, "Truman Doctrine") {
		t.Errorf("the US view lacks the drawn cards:\n%s", us.Private)
	}
	ussrData, _ := json.Marshal(ussr.Data)
	for _, name := range []string{"Truman Doctrine", "Arab-Israeli War", "Duck and Cover"} {
		if strings.Contains(ussr.Public+ussr.Private+string(ussrData), name) || strings.Contains(us.Public, name) || logHas(res.Log, name) {
			t.Errorf("the kept card %s leaks into the USSR view, the public view or the log", name)
		}
	}
}

func TestOurManInTehranNeedsAMiddleEastCountry(t *testing.T) {
	s := testState(t)
	put(s, US, "Israel", 3) // stability 4: not controlled
	deck := slices.Clone(s.Deck)
	if log := runEvent(t, s, 108, US); !logHas(log, "does not occur") || !slices.Equal(s.Deck, deck) {
		t.Errorf("Our Man in Tehran without control: log %v, deck changed %v; want no event", log, !slices.Equal(s.Deck, deck))
	}
	// A short draw pile: the US sees what is left.
	s = testState(t)
	put(s, US, "Israel", 4)
	s.Deck = []int{11, 13}
	runEvent(t, s, 108, US, "choose done")
	if len(s.Deck) != 2 || len(s.Discard) != 0 {
		t.Errorf("Our Man in Tehran with 2 cards and done: deck %v, discards %v", s.Deck, s.Discard)
	}
}
