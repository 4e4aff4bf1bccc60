package twilight

import (
	"slices"
	"testing"
)

func TestJuntaFreeCoup(t *testing.T) {
	// Influence first, then a free coup in a battleground at DEFCON 2:
	// no DEFCON ban in the region, DEFCON still falls, no military ops.
	s := testState(t)
	s.DEFCON = 3
	put(s, US, "Chile", 2)
	rig(s, 6)
	s.startFlow("event", USSR, 47)
	mustApply(t, s, "USSR", "choose Argentina")
	if inf(s, USSR, "Argentina") != 2 {
		t.Fatalf("Junta: Argentina USSR %d before the coup, want 2", inf(s, USSR, "Argentina"))
	}
	opts := asked(t, s).Options
	if !slices.Contains(opts, "coup Chile") || !slices.Contains(opts, "done") || slices.ContainsFunc(opts, func(o string) bool {
		return o == "coup Iran" || o == "realign Iran"
	}) {
		t.Errorf("Junta's second question offers %v, want Chile and done, nothing outside Latin America", opts)
	}
	mustApply(t, s, "USSR", "coup Chile")
	// 6 + 2 - 6 = 2: the US loses 2.
	if inf(s, US, "Chile") != 0 || s.DEFCON != 2 || s.MilOps[USSR] != 0 || s.Flow != nil {
		t.Errorf("Junta coup in Chile: US %d, DEFCON %d, military ops %d; want 0, 2, 0", inf(s, US, "Chile"), s.DEFCON, s.MilOps[USSR])
	}
}

func TestJuntaRealignmentsStayInOneRegion(t *testing.T) {
	s := testState(t)
	put(s, US, "Chile", 2, "Peru", 1, "Panama", 1)
	rig(s, 6, 1, 6, 1)
	s.startFlow("event", USSR, 47)
	mustApply(t, s, "USSR", "choose Argentina")
	mustApply(t, s, "USSR", "realign Chile")
	if got := choices(t, s); slices.Contains(got, "realign Panama") {
		t.Errorf("Junta's second realignment offers Central America after a roll in South America: %v", got)
	}
	if !hasOption(t, s, "realign Peru") || !hasOption(t, s, "done") {
		t.Errorf("Junta's second realignment lacks Peru or done: %v", asked(t, s).Options)
	}
	mustApply(t, s, "USSR", "realign Peru")
	if s.Flow != nil || inf(s, US, "Peru") != 0 {
		t.Errorf("after two realignments: flow %v, Peru US %d; want done and 0", s.Flow != nil, inf(s, US, "Peru"))
	}
}

func TestJuntaWithNoTarget(t *testing.T) {
	s := testState(t)
	log := runEvent(t, s, 47, US, "choose Mexico")
	if inf(s, US, "Mexico") != 2 || !logHas(log, "no coup or realignment") {
		t.Errorf("Junta with no USSR influence in Latin America: Mexico %d, log %v", inf(s, US, "Mexico"), log)
	}
	// The player may decline the coup.
	s = testState(t)
	put(s, USSR, "Cuba", 3)
	runEvent(t, s, 47, US, "choose Mexico", "done")
	if inf(s, USSR, "Cuba") != 3 || s.DEFCON != 5 {
		t.Errorf("Junta declined: Cuba %d DEFCON %d", inf(s, USSR, "Cuba"), s.DEFCON)
	}
}

func TestBrezhnevDoctrineWithContainmentAndRedScare(t *testing.T) {
	tests := []struct {
		name    string
		effects []effect
		p       Side
		card    int
		want    int
	}{
		{"USSR 3 Ops +1", []effect{effBrezhnev}, USSR, 7, 4},
		{"USSR 4 Ops stays at 4", []effect{effBrezhnev}, USSR, 59, 4},
		{"USSR playing a US card +1", []effect{effBrezhnev}, USSR, 4, 4},
		{"the US not helped", []effect{effBrezhnev}, US, 4, 3},
		{"with Red Scare on the USSR", []effect{effBrezhnev, redScareOn(USSR)}, USSR, 7, 3},
		{"1 Op with Red Scare on the USSR", []effect{effBrezhnev, redScareOn(USSR)}, USSR, 12, 1},
		{"4 Ops with Red Scare on the USSR", []effect{effBrezhnev, redScareOn(USSR)}, USSR, 59, 3},
		{"with Containment, each its own side", []effect{effBrezhnev, effContainment}, US, 4, 4},
		{"scoring card stays 0", []effect{effBrezhnev}, USSR, 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			for _, e := range tt.effects {
				s.setTurnEffect(e, 1)
			}
			if got := s.opsOf(tt.p, tt.card); got != tt.want {
				t.Errorf("opsOf(%s, %s) = %d, want %d", tt.p, cardName(tt.card), got, tt.want)
			}
		})
	}
}

func TestBrezhnevDoctrineForTheTurn(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 51, US) // a USSR event: it helps the USSR whoever plays it
	if s.TurnEffects.get(effBrezhnev) == 0 || s.opsOf(USSR, 7) != 4 {
		t.Errorf("after Brezhnev Doctrine: turn effect %d, opsOf(USSR, 3 Ops) %d; want set and 4", s.TurnEffects.get(effBrezhnev), s.opsOf(USSR, 7))
	}
	// A coup with the card uses the modified Ops (rules 7.4.2).
	put(s, US, "Botswana", 2)
	give(s, USSR, 7)
	rig(s, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops")
	mustApply(t, s, "USSR", "coup Botswana")
	if s.MilOps[USSR] != 4 || inf(s, US, "Botswana") != 1 {
		t.Errorf("Brezhnev coup with a 3 Ops card: military ops %d, Botswana US %d; want 4 and 1", s.MilOps[USSR], inf(s, US, "Botswana"))
	}
}

func TestLatinAmericanDeathSquads(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 69, USSR)
	for _, tt := range []struct {
		p       Side
		country string
		free    bool
		want    int
	}{
		{USSR, "Panama", false, 1},
		{USSR, "Chile", true, 1},
		{US, "Panama", false, -1},
		{US, "Chile", true, -1},
		{USSR, "Angola", false, 0},
		{US, "Iran", false, 0},
	} {
		if got := s.coupModifier(tt.p, country(tt.country), tt.free); got != tt.want {
			t.Errorf("coupModifier(%s, %s, free %v) under USSR Death Squads = %d, want %d", tt.p, tt.country, tt.free, got, tt.want)
		}
	}
	// Played by both sides in one turn, the two cancel.
	s.setTurnEffect(effectOn(69, US), 1)
	if got := s.coupModifier(US, country("Panama"), false); got != 0 {
		t.Errorf("coupModifier(US, Panama) under both Death Squads = %d, want 0", got)
	}
	// The roll: 3 + 2 + 1 = 6 against 4 in Panama.
	s = testState(t)
	s.setTurnEffect(effectOn(69, USSR), 1)
	put(s, US, "Panama", 3)
	rig(s, 3)
	runInFlow(t, s, func(s *state) { s.coup(USSR, country("Panama"), 2, false) })
	if inf(s, US, "Panama") != 1 {
		t.Errorf("Death Squads coup in Panama: US %d left, want 1", inf(s, US, "Panama"))
	}
}

func TestChe(t *testing.T) {
	t.Run("a second coup after removing US influence", func(t *testing.T) {
		s := testState(t)
		s.DEFCON = 2
		put(s, US, "Cameroon", 1, "Botswana", 1, "Angola", 2, "Costa Rica", 1)
		rig(s, 6, 6)
		s.startFlow("event", USSR, 107)
		got := choices(t, s)
		want := []string{"Botswana", "Cameroon", "Costa Rica", "done"}
		if !slices.Equal(trimCoup(got), want) {
			t.Errorf("Che offers %v, want %v (no battleground)", got, want)
		}
		mustApply(t, s, "USSR", "coup Cameroon")
		if hasOption(t, s, "coup Cameroon") {
			t.Errorf("Che's second coup offers the first target again")
		}
		mustApply(t, s, "USSR", "coup Botswana")
		if inf(s, US, "Cameroon") != 0 || inf(s, US, "Botswana") != 0 || s.MilOps[USSR] != 0 || s.DEFCON != 2 || s.Flow != nil {
			t.Errorf("Che: Cameroon %d Botswana %d military ops %d DEFCON %d; want 0, 0, 0, 2",
				inf(s, US, "Cameroon"), inf(s, US, "Botswana"), s.MilOps[USSR], s.DEFCON)
		}
	})
	t.Run("no second coup after a failure", func(t *testing.T) {
		s := testState(t)
		put(s, US, "Botswana", 2, "Cameroon", 1)
		rig(s, 1)
		runEvent(t, s, 107, USSR, "coup Botswana") // 1 + 3 = 4 against 4
		if inf(s, US, "Botswana") != 2 {
			t.Errorf("Che's failed coup: Botswana %d, want 2", inf(s, US, "Botswana"))
		}
	})
	t.Run("no target", func(t *testing.T) {
		s := testState(t)
		put(s, US, "Angola", 2, "Iran", 1)
		log := runEvent(t, s, 107, USSR)
		if !logHas(log, "no non-battleground country") {
			t.Errorf("Che with only battlegrounds: log %v", log)
		}
	})
}

// trimCoup strips "coup " from option values.
func trimCoup(vs []string) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v
		if len(v) > 5 && v[:5] == "coup " {
			out[i] = v[5:]
		}
	}
	slices.Sort(out)
	return out
}

func TestJuntaCoupWithBrezhnevDoctrine(t *testing.T) {
	// Rules 7.4.2 example 3: a modifier in force raises "the Operations
	// value of this card" that an event grants (eventOps); Junta's free
	// coup by the USSR under Brezhnev Doctrine is made with 3 Ops.
	s := testState(t)
	s.setTurnEffect(effBrezhnev, 1)
	put(s, US, "Chile", 3)
	rig(s, 6)
	runEvent(t, s, 47, USSR, "choose Argentina", "coup Chile") // 6 + 3 - 6 = 3
	if got := inf(s, US, "Chile"); got != 0 {
		t.Errorf("Junta coup in Chile under Brezhnev: US %d, want 0", got)
	}
}

func TestCheCoupWithBrezhnevDoctrine(t *testing.T) {
	// Rules 7.4.2 example 3 (eventOps): "this card's Operations value" is 4
	// under Brezhnev Doctrine: 1 + 4 - 4 = 1 removes 1 from Botswana.
	s := testState(t)
	s.setTurnEffect(effBrezhnev, 1)
	put(s, US, "Botswana", 2)
	rig(s, 1)
	runEvent(t, s, 107, USSR, "coup Botswana")
	if got := inf(s, US, "Botswana"); got != 1 {
		t.Errorf("Che coup in Botswana under Brezhnev: US %d, want 1", got)
	}
}
