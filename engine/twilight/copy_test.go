package twilight

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// TestCopySharesNothing: a change to any slice, map or pointer of the
// copy leaves the original as it was, and the reverse. The fixture fills
// every such field, so the test sees a field copy() forgets to clone.
func TestCopySharesNothing(t *testing.T) {
	for _, dir := range []string{"copy", "original"} {
		t.Run("change the "+dir, func(t *testing.T) {
			s := copyFixture(t)
			c := s.copy()
			changed, kept := c, s
			if dir == "original" {
				changed, kept = s, c
			}
			before := mustJSON(t, kept)
			var empty []string
			mutate(reflect.ValueOf(changed).Elem(), "state", &empty)
			if len(empty) > 0 {
				t.Fatalf("the fixture leaves %v empty; fill them so that aliasing there is seen", empty)
			}
			if after := mustJSON(t, kept); !bytes.Equal(before, after) {
				t.Errorf("changing the %s changed the other's %v", dir, changedKeys(t, before, after))
			}
		})
	}
}

// copyFixture is a state in which every slice, map and pointer field
// holds something: influence, both hands and notes, deck, discards,
// removed and in-play cards, both kinds of effect, and a flow that has an
// answer, a rollback's reseed, and waits for the next.
func copyFixture(t *testing.T) *state {
	t.Helper()
	s := testState(t)
	put(s, US, "France", 3, "Italy", 2)
	give(s, USSR, 7, 8)
	give(s, US, 19, 21)
	s.discard(4)
	s.remove(5)
	s.InPlay = append(s.InPlay, 9)
	s.tell(USSR, "a note")
	s.tell(US, "a note")
	s.setEffect(effNATO, 1)
	s.setTurnEffect(redScareOn(US), 1)
	s.startFlow("event", USSR, 7)
	mustApply(t, s, "USSR", "choose France")
	s.Reseed(99)
	return s
}

// sharedByDesign are the paths mutate leaves alone: Flow.Base is the
// flow's saved start, written once when the flow starts and never
// changed in place, so copies may share it.
var sharedByDesign = map[string]bool{"state.Flow.Base": true}

// mutate changes every exported value reachable from v through slices,
// arrays, maps, pointers and structs, and adds to empty the paths of the
// slices, maps and pointers that hold nothing to change.
func mutate(v reflect.Value, path string, empty *[]string) {
	if sharedByDesign[path] {
		return
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint64:
		v.SetUint(v.Uint() + 1)
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.String:
		v.SetString(v.String() + "~")
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.Len() == 0 {
			*empty = append(*empty, path)
		}
		for i := range v.Len() {
			mutate(v.Index(i), fmt.Sprintf("%s[%d]", path, i), empty)
		}
	case reflect.Map:
		if v.Len() == 0 {
			*empty = append(*empty, path)
		}
		for _, k := range v.MapKeys() {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(v.MapIndex(k))
			mutate(e, fmt.Sprintf("%s[%v]", path, k), empty)
			v.SetMapIndex(k, e)
		}
	case reflect.Pointer:
		if v.IsNil() {
			*empty = append(*empty, path)
			return
		}
		mutate(v.Elem(), path, empty)
	case reflect.Struct:
		for i := range v.NumField() {
			switch f := v.Type().Field(i); {
			case f.Anonymous: // the board, whose fields are the state's
				mutate(v.Field(i), path, empty)
			case f.IsExported():
				mutate(v.Field(i), path+"."+f.Name, empty)
			}
		}
	}
}

// changedKeys lists the top-level JSON fields that differ between a and b.
func changedKeys(t *testing.T, a, b []byte) []string {
	t.Helper()
	var ma, mb map[string]json.RawMessage
	if json.Unmarshal(a, &ma) != nil || json.Unmarshal(b, &mb) != nil {
		t.Fatalf("state JSON is not an object")
	}
	var keys []string
	for k := range ma {
		if !bytes.Equal(ma[k], mb[k]) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}

// mustJSON marshals s or fails the test.
func mustJSON(t *testing.T, s *state) []byte {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("marshal state: %v", err)
	}
	return b
}

// TestCopyMatchesJSON checks after every step of random games that the
// fast copy and the JSON round trip agree.
func TestCopyMatchesJSON(t *testing.T) {
	check := func(st engine.State) error {
		s := st.(*state)
		a, _ := json.Marshal(s)
		b, _ := json.Marshal(s.copy())
		if !bytes.Equal(a, b) {
			return fmt.Errorf("copy differs from the state:\n%s\n%s", a, b)
		}
		return nil
	}
	enginetest.RandomGames(t, 3, enginetest.Play{Game: Game, Config: cfg, Check: check})
}

// TestReloadBetweenMovesChangesNothing plays the same random game twice:
// once in memory, once loading the state from its bytes before every
// move, as the service does between mails. Both must stay identical.
func TestReloadBetweenMovesChangesNothing(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		c := cfg
		c.Seed = seed
		st, err := Game.New(c)
		if err != nil {
			t.Fatal(err)
		}
		mem := st.(*state)
		b, _ := mem.Marshal()
		rng := engine.NewRand(seed)
		for step := 0; step < 3000 && !mem.Over && mem.Halt == ""; step++ {
			loaded, err := Game.Load(b)
			if err != nil {
				t.Fatal(err)
			}
			prs := mem.Pending()
			pr := prs[rng.Intn(len(prs))]
			cmd := pr.Options[rng.Intn(len(pr.Options))]
			r1, err1 := mem.Apply(pr.Seat, cmd)
			r2, err2 := loaded.Apply(pr.Seat, cmd)
			if err1 != nil || err2 != nil {
				t.Fatalf("seed %d step %d: Apply(%s, %q) = %v / %v", seed, step, pr.Seat, cmd, err1, err2)
			}
			b, _ = loaded.Marshal()
			m, _ := mem.Marshal()
			if !bytes.Equal(m, b) || fmt.Sprint(r1) != fmt.Sprint(r2) {
				t.Fatalf("seed %d step %d after %q: the reloaded game differs", seed, step, cmd)
			}
		}
	}
}

// TestReuseTextWritesTheSource: copyOnto's lists of texts come out equal
// to the source whatever the board written over held before, with nil
// and empty kept apart as Marshal tells them apart.
func TestReuseTextWritesTheSource(t *testing.T) {
	for _, tt := range []struct {
		name     string
		buf, src []string
	}{
		{"the same texts", []string{"a", "b"}, []string{"a", "b"}},
		{"texts added at the end", []string{"a"}, []string{"a", "b", "c"}},
		{"a text changed", []string{"a", "x"}, []string{"a", "b", "c"}},
		{"fewer texts", []string{"a", "b", "c"}, []string{"a", "b"}},
		{"into nothing", nil, []string{"a"}},
		{"empty over texts", []string{"a"}, []string{}},
		{"nil over texts", []string{"a"}, nil},
		{"empty over empty", []string{}, []string{}},
	} {
		buf := slices.Clone(tt.buf)
		got := reuseText(buf, tt.src)
		if !slices.Equal(got, tt.src) || (got == nil) != (tt.src == nil) {
			t.Errorf("%s: reuseText(%q, %q) = %q (nil %v), want %q (nil %v)", tt.name, tt.buf, tt.src, got, got == nil, tt.src, tt.src == nil)
		}
	}
}
