package twilight

import (
	"bytes"
	"encoding/json"
	"maps"
	"os"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// referenceJSON is the saved form of s as encoding/json writes it from
// the state's tags and MarshalJSON methods: what Marshal must write.
func referenceJSON(t testing.TB, s *state) []byte {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("json.Marshal(state) = %v", err)
	}
	return b
}

// checkMarshal fails when s.Marshal differs from encoding/json's bytes
// for the same state.
func checkMarshal(t testing.TB, what string, s *state) []byte {
	t.Helper()
	got, err := s.Marshal()
	if err != nil {
		t.Fatalf("%s: Marshal = %v", what, err)
	}
	if want := referenceJSON(t, s); !bytes.Equal(got, want) {
		t.Fatalf("%s: Marshal differs from encoding/json at byte %d:\n got %s\nwant %s",
			what, firstDiff(got, want), around(got, firstDiff(got, want)), around(want, firstDiff(got, want)))
	}
	return got
}

// firstDiff is the index of the first byte where a and b differ.
func firstDiff(a, b []byte) int {
	n := min(len(a), len(b))
	for i := range n {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

// around is the text of b near index i.
func around(b []byte, i int) string {
	return string(b[max(0, i-60):min(len(b), i+60)])
}

// TestMarshalWritesWhatEncodingJSONWrites plays random games under every
// deck and variant, a moderator's reseed now and then, and checks at
// every step that Marshal writes the bytes encoding/json writes for the
// state, that the state loaded from them writes them again, and that
// encoding/json writes them for the loaded state too (a flow's base then
// comes from the snapshot, not from the board in memory).
func TestMarshalWritesWhatEncodingJSONWrites(t *testing.T) {
	games := 1
	if os.Getenv("TURNMAIL_LONG") != "" {
		games = 40
	}
	configs := randomConfigs()
	for _, name := range slices.Sorted(maps.Keys(configs)) {
		t.Run(name, func(t *testing.T) {
			for g := 1; g <= games; g++ {
				c := configs[name]
				c.Seed = uint64(g) * 104729
				walkRandomGame(t, c, uint64(g), func(what string, s *state) {
					b := checkMarshal(t, what, s)
					st, err := Game.Load(b)
					if err != nil {
						t.Fatalf("%s: Load(Marshal) = %v", what, err)
					}
					if again := checkMarshal(t, what+", loaded", st.(*state)); !bytes.Equal(again, b) {
						t.Fatalf("%s: Marshal(Load(Marshal(s))) differs from Marshal(s)", what)
					}
				})
			}
		})
	}
}

// walkRandomGame plays one random game of config c with the random
// player seeded with seed, reseeding the state every 37 steps as a
// moderator's rollback does, and calls visit with the state after every
// step.
func walkRandomGame(t testing.TB, c engine.Config, seed uint64, visit func(what string, s *state)) {
	t.Helper()
	st, err := Game.New(c)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	s := st.(*state)
	rng := engine.NewRand(seed)
	visit("new game", s)
	for step := 1; !s.Over && s.Halt == "" && step < maxRandomSteps; step++ {
		if step%37 == 0 {
			s.Reseed(rng.Uint64())
		}
		prompts := s.Pending()
		pr := prompts[rng.Intn(len(prompts))]
		opt := pr.Options[rng.Intn(len(pr.Options))]
		if _, err := s.Apply(pr.Seat, opt); err != nil {
			t.Fatalf("step %d: Apply(%s, %q) = %v", step, pr.Seat, opt, err)
		}
		visit("step "+itoa(step)+" "+pr.Seat+" "+opt, s)
	}
}

// oddTexts are texts whose JSON needs every kind of escape encoding/json
// writes: quotes and backslashes, controls, HTML's <, > and &, the line
// and paragraph separators, and invalid UTF-8.
var oddTexts = []string{
	"",
	"plain text",
	`say "yes" \ or no`,
	"tab\there\nnew line\r\b\f\x00\x1f\x7f",
	"<script>alert('x')</script> & more",
	"line\u2028separator\u2029paragraph",
	"bad \xff\xfe utf-8 \xe2\x80 cut \xc3",
	"Bündnis 冷战 🙂 \u00e9",
}

// filled is a board with every exported field, nested ones too, set to a
// value that is not its zero (texts to text), so that a field the writer
// forgets shows up as a difference. A kind of field it cannot fill fails
// the test, which then needs a case for it.
func filled(t *testing.T, text string) *board {
	t.Helper()
	var s board
	n, sets := 0, 0
	var fill func(v reflect.Value)
	fill = func(v reflect.Value) {
		switch v.Type() {
		case reflect.TypeFor[json.RawMessage]():
			v.SetBytes([]byte(" { \"text\" : [ \"a <b> & c\u2028\" , 1 ,\n\ttrue ] , \"s\\\" <\" : null } "))
			return
		case reflect.TypeFor[effectSet]():
			es := effectSet{}
			for i := range 20 {
				es.set(effectOn(i*7+1, Side(i%4)), i-3)
			}
			// More effects than appendJSON keeps on the stack, then fewer.
			v.Set(reflect.ValueOf(es[:len(es)-6*(sets%2)]))
			sets++
			return
		}
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Int:
			n++
			v.SetInt(int64(n * (1 - 2*(n%2)) * 37))
		case reflect.Uint64:
			n++
			v.SetUint(1<<63 + uint64(n))
		case reflect.String:
			v.SetString(text)
		case reflect.Array:
			for i := range v.Len() {
				fill(v.Index(i))
			}
		case reflect.Slice:
			sl := reflect.MakeSlice(v.Type(), 2, 2)
			for i := range 2 {
				fill(sl.Index(i))
			}
			v.Set(sl)
		case reflect.Pointer:
			p := reflect.New(v.Type().Elem())
			fill(p.Elem())
			v.Set(p)
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					fill(v.Field(i))
				}
			}
		default:
			t.Fatalf("filled: no value for a field of type %s", v.Type())
		}
	}
	fill(reflect.ValueOf(&s).Elem())
	return &s
}

// TestMarshalEveryField compares Marshal with encoding/json on boards
// whose every field is set, with texts that need escaping, with a flow
// whose base was loaded (a JSON text with spaces and HTML to escape) or
// started in memory, with small and large effect sets, and on a board
// with every field zero (nil lists are null, a nil effect set {}).
func TestMarshalEveryField(t *testing.T) {
	for _, text := range oddTexts {
		b := filled(t, text)
		checkMarshal(t, "filled with "+strconv.Quote(text)+", base loaded", &state{board: b})

		started := filled(t, text)
		started.Flow.Base, started.Flow.decoded = nil, filled(t, text+"!")
		checkMarshal(t, "filled with "+strconv.Quote(text)+", base in memory", &state{board: started})

		few := filled(t, text)
		few.Effects, few.TurnEffects = few.Effects[:3], few.Effects[:0]
		few.Flow.Base = nil
		checkMarshal(t, "filled with "+strconv.Quote(text)+", few effects, no base", &state{board: few})
	}
	checkMarshal(t, "zero board", &state{board: &board{}})
	zeroFlow := &board{Flow: &flow{Ask: &ask{}}}
	checkMarshal(t, "zero flow and question", &state{board: zeroFlow})
	checkMarshal(t, "new game", newState(1, true))
}

// FuzzMarshalTexts puts one text into every text of a state and its flow
// and compares Marshal with encoding/json.
func FuzzMarshalTexts(f *testing.F) {
	for _, text := range oddTexts {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkMarshal(t, "filled", &state{board: filled(t, text)})
	})
}

// marshalSamples are the states the desk writes: each is a snapshot of a
// random complete game (optional cards) loaded, with the next move of the
// game applied; every fourth step is taken.
func marshalSamples(b *testing.B) []*state {
	b.Helper()
	c := cfg
	c.Options = engine.Options{"optional-cards": "yes"}
	c.Seed = 7919
	st, err := Game.New(c)
	if err != nil {
		b.Fatal(err)
	}
	var out []*state
	rng := engine.NewRand(1)
	for s, step := st.(*state), 0; !s.Over && s.Halt == ""; step++ {
		snap, _ := s.Marshal()
		prompts := s.Pending()
		pr := prompts[rng.Intn(len(prompts))]
		opt := pr.Options[rng.Intn(len(pr.Options))]
		if step%4 == 0 {
			l, err := Game.Load(snap)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := l.Apply(pr.Seat, opt); err != nil {
				b.Fatalf("Apply(%s, %q) = %v", pr.Seat, opt, err)
			}
			out = append(out, l.(*state))
		}
		if _, err := s.Apply(pr.Seat, opt); err != nil {
			b.Fatalf("Apply(%s, %q) = %v", pr.Seat, opt, err)
		}
	}
	return out
}

// BenchmarkMarshal writes the states of marshalSamples with Marshal, then
// the same number with encoding/json (the engine's Marshal before it had
// its own writer), and reports the reference's CPU time and allocations
// per state and its CPU time over Marshal's ("x-faster").
func BenchmarkMarshal(b *testing.B) {
	states := marshalSamples(b)
	size := 0
	for _, s := range states {
		m, _ := s.Marshal()
		size += len(m)
	}
	b.ReportAllocs()
	start := enginetest.CPUTime()
	n := 0
	for ; b.Loop(); n++ {
		if _, err := states[n%len(states)].Marshal(); err != nil {
			b.Fatal(err)
		}
	}
	own := enginetest.CPUTime() - start
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start = enginetest.CPUTime()
	for i := range n {
		if _, err := json.Marshal(states[i%len(states)]); err != nil {
			b.Fatal(err)
		}
	}
	ref := enginetest.CPUTime() - start
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(ref.Nanoseconds())/float64(n), "json-cpu-ns/op")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(n), "json-allocs/op")
	b.ReportMetric(float64(size)/float64(len(states)), "bytes/state")
	if own > 0 {
		b.ReportMetric(float64(own.Nanoseconds())/float64(n), "cpu-ns/op")
		b.ReportMetric(ref.Seconds()/own.Seconds(), "x-faster")
	}
}

// FuzzCompactRaw compares appendCompactRaw on valid JSON texts with what
// encoding/json writes for them as a json.RawMessage.
func FuzzCompactRaw(f *testing.F) {
	for _, seed := range []string{
		`{"a": [1, 2 , {"b" :"c d"}],"e":null}`,
		" \t\n{ \"<tag>\" : \"x & y\u2028\u2029\" }\r\n",
		`["\"", "\\", "\\\"<", "\u003c"]`,
		"\"\xe2\x80\" ",
		`  17  `,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if !json.Valid(raw) {
			return
		}
		want, err := json.Marshal(json.RawMessage(raw))
		if err != nil {
			t.Fatalf("json.Marshal(RawMessage(%q)) = %v", raw, err)
		}
		if got := appendCompactRaw(nil, raw); !bytes.Equal(got, want) {
			t.Errorf("appendCompactRaw(%q) = %q, want %q", raw, got, want)
		}
	})
}

// BenchmarkView renders both seats' views of the states of
// marshalSamples, as the desk does for the mails of a move.
func BenchmarkView(b *testing.B) {
	states := marshalSamples(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := states[i%len(states)]
		s.View("USSR")
		s.View("US")
	}
}
