package triumvirate

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

// An ambiguous phrase is refused with the exact legal commands it may
// mean, never guessed.
func TestAmbiguousPhraseListsTheAlternatives(t *testing.T) {
	tests := []struct {
		state  func(*testing.T) *state
		phrase string
		want   string
	}{
		{fleeing, "flee Hisp", `"hisp" could mean Hispania Citerior or Hispania Ulterior; you can write "flee Hispania Ulterior" or "flee Hispania Citerior"`},
		{fleeing, "Hisp", `you can write "flee Hispania Ulterior" or "flee Hispania Citerior"`},
		{moving, "attack Italia", `say how many legions attack: "attack Italia with N"; you can write "attack Italia with 1", "attack Italia with 2", "attack Italia with 3" or "attack Italia with 4"`},
		{moving, "Italien angreifen", `you can write "attack Italia with 1", "attack Italia with 2", "attack Italia with 3" or "attack Italia with 4"`},
		// Both are Pompeius's: the alternatives are the attacks.
		{fleeing, "逃往西班牙", `you can write "flee Hispania Ulterior" or "flee Hispania Citerior"`},
		{moving, "进攻意大利", `you can write "attack Italia with 1", "attack Italia with 2", "attack Italia with 3" or "attack Italia with 4"`},
		{coast, "move Hisp with 2", `you can write "attack Hispania Ulterior with 1", "attack Hispania Ulterior with 2", "attack Hispania Citerior with 1" or "attack Hispania Citerior with 2"`},
	}
	for _, tt := range tests {
		s := tt.state(t)
		seat := s.Pending()[0].Seat
		if msg := mustRefuse(t, s, seat, tt.phrase); !strings.Contains(msg, tt.want) {
			t.Errorf("Apply(%s, %q) = %q, want it to say %q", seat, tt.phrase, msg, tt.want)
		}
	}
}

// A typo within one edit is read as the one legal command it can mean,
// and the log says so.
func TestTypoIsReadAndSaid(t *testing.T) {
	s := moving(t)
	res := mustApply(t, s, "Caesar", "mvoe Galia with 2")
	if res.Normal != "move Gallia with 2" || len(res.Log) == 0 || res.Log[0] != `Read "mvoe galia with 2" as "move Gallia with 2".` {
		t.Errorf("Apply(mvoe Galia with 2) = %q, %q; want move Gallia with 2, read as such in the log", res.Normal, res.Log)
	}
	// A typo that gives no legal command is not read into one.
	s = moving(t)
	if msg := mustRefuse(t, s, "Caesar", "move Britania"); strings.Contains(msg, "Read") {
		t.Errorf("Apply(move Britania) two steps away = %q, want a refusal without a reading", msg)
	}
}

// Suggestions ("did you mean …?") offer only what is legal now: never a
// name or command the game in play does not have.
func TestSuggestionsAreLegal(t *testing.T) {
	didYouMean := regexp.MustCompile(`did you mean "([^"]+)"\?`)
	tests := []struct {
		state  func(*testing.T) *state
		phrase string
	}{
		{moving, "hauptstadt Gallia"},
		{moving, "fortify Gallia"},
		{moving, "move Syrai with 2"},
		{moving, "frobnicate"},
		{political, "persuade Hauptstadt"},
		{military, "act improve diplomacy"},
		{func(t *testing.T) *state { s := fresh(t, 2); return s }, "rome legions Syria"},
		{func(t *testing.T) *state { return fresh(t, 2) }, "rome gold and legion Aegypten"},
	}
	for _, tt := range tests {
		s := tt.state(t)
		seat := s.Pending()[0].Seat
		msg := mustRefuse(t, s, seat, tt.phrase)
		for _, m := range didYouMean.FindAllStringSubmatch(msg, -1) {
			if !slices.Contains(s.Pending()[0].Options, m[1]) {
				t.Errorf("Apply(%s, %q) = %q suggests %q, which is not legal now", seat, tt.phrase, msg, m[1])
			}
		}
		if strings.Contains(msg, "Syria?") || strings.Contains(msg, "Aegyptus?") || strings.Contains(msg, "hauptstadt?") {
			t.Errorf("Apply(%s, %q) = %q suggests what the game does not have", seat, tt.phrase, msg)
		}
	}
}

// Generated text agrees in number: "1 movement point", "1 legion".
func TestGrammarOfCounts(t *testing.T) {
	s := moving(t)
	mustApply(t, s, "Caesar", "move Gallia with 1; move Britannia; move Gallia")
	res := mustApply(t, s, "Caesar", "move Britannia")
	if !slices.ContainsFunc(res.Log, func(l string) bool { return strings.Contains(l, "(0 movement points left)") }) {
		t.Errorf("log %q, want 0 movement points", res.Log)
	}
	s = moving(t)
	res = mustApply(t, s, "Caesar", "move Gallia; move Britannia; move Gallia")
	if !slices.ContainsFunc(res.Log, func(l string) bool { return strings.HasSuffix(l, "(1 movement point left).") }) {
		t.Errorf("log %q, want \"1 movement point left\"", res.Log)
	}
	if q := s.Pending()[0].Question; !strings.Contains(q, "(1 movement point left)") {
		t.Errorf("question %q, want \"1 movement point left\"", q)
	}
	s = moving(t)
	setLegions(s, cisalpina, 1)
	if msg := mustRefuse(t, s, "Caesar", "move Gallia with 3"); !strings.Contains(msg, "only 1 legion stands in Gallia Cisalpina") {
		t.Errorf("Apply(move Gallia with 3) = %q, want \"only 1 legion stands\"", msg)
	}
	s = fresh(t, 3)
	s.Calendar = 2
	if text := s.Public().Public; !strings.Contains(text, "Elegio after this and 1 more turn)") {
		t.Errorf("calendar with 2 turns left reads:\n%s", text)
	}
}

// editDistanceAtMostOne agrees with engine.EditDistance.
func TestEditDistanceAtMostOne(t *testing.T) {
	words := []string{"", "a", "ab", "ba", "abc", "acb", "gallia", "galia", "gallai", "italia", "itlaia", "ägypten", "agypten", "move", "mvoe", "mover"}
	for _, a := range words {
		for _, b := range words {
			if got, want := editDistanceAtMostOne(a, b), engine.EditDistance(a, b) <= 1; got != want {
				t.Errorf("editDistanceAtMostOne(%q, %q) = %v, want %v", a, b, got, want)
			}
		}
	}
}
