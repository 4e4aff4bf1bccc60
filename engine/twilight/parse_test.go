package twilight

import (
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

func TestParseLine(t *testing.T) {
	tests := []struct {
		line string
		want string // steps joined by " | "; choose steps as "choose:<raw>"
	}{
		{"play 27 ops influence Japan 1, Iran 2", "play 27 ops | influence Japan | influence Iran | influence Iran"},
		{"PLAY Fidel EVENT", "play 8 event"},
		{"coup Iran with 19", "play 19 ops | coup Iran"},
		{"coup Iran with 19 event first", "play 19 ops event first | coup Iran"},
		{"coup Iran with duck and cover choose yes", "play 4 ops | coup Iran | choose:yes"},
		{"play 7 ops coup Iran coup Iraq", "play 7 ops | coup Iran | coup Iraq"},
		{"realign Iran, Iran, Iraq with 31", "play 31 ops | realign Iran | realign Iran | realign Iraq"},
		{"space 5", "space 5"},
		{"play 110 event", "play 110 event"},
		{"play AWACS Sale to Saudis for the event", "play 110 event"},
		{"headline 4", "headline 4"},
		{"headline duck", "headline 4"},
		{"play 13 ops event first", "play 13 ops event first"},
		{"choose Algeria, Angola, Zaire, Burma", "choose:@Algeria | choose:@Angola | choose:@Zaire | choose:@Burma"},
		{"play 27 ops; influence Japan; influence Iran", "play 27 ops | influence Japan | influence Iran"},
		{"influence Türkei 2, 日本", "influence Turkey | influence Turkey | influence Japan"},
		{"influence east germ 1, westdeutschland", "influence East Germany | influence West Germany"},
		{"influence Laos 1", "influence Laos/Cambodia"},
		{"play china ops", "play 6 ops"},
		{"play us/japan ops influence japan", "play 27 ops | influence Japan"},
		{"done", "done"},
		{"Putsch Iran mit 19", "play 19 ops | coup Iran"},
		{"spiele 27 Operationen Einfluss Japan 2", "play 27 ops | influence Japan | influence Japan"},
		{"spiele Fidel Ereignis", "play 8 event"},
		{"wähle Ägypten", "choose:@Egypt"},
		{"Headline: Containment", "headline 25"},
		// What players write without reading the help.
		{"play 13 for ops, coup Iran", "play 13 ops | coup Iran"},
		{"play Arab-Israeli War as event", "play 13 event"},
		{"Play card 13 for operations", "play 13 ops"},
		{"play #13 ops", "play 13 ops"},
		{"play 13 event.", "play 13 event"},
		{"headline card 13", "headline 13"},
		{"coup in Iran with 13", "play 13 ops | coup Iran"},
		{"play 27 ops: influence Japan", "play 27 ops | influence Japan"},
		// Chinese numerals name a card as a whole number, never as two counts.
		{"出十一号牌用于行动", "play 11 ops"},
		{"我出二十七号牌用于行动", "play 27 ops"},
		{"出一百零三号牌作为事件", "play 103 event"},
		{"在伊朗放三点影响力", "influence Iran | influence Iran | influence Iran"},
	}
	for _, tt := range tests {
		steps, err := parseLine(tt.line)
		if err != nil {
			t.Errorf("parseLine(%q) = %v", tt.line, err)
			continue
		}
		var got []string
		for _, st := range steps {
			switch {
			case st.text != "":
				got = append(got, st.text)
			case st.bare != "":
				got = append(got, "bare:"+st.bare)
			case st.form != "":
				got = append(got, "name:"+st.written())
			default:
				got = append(got, "choose:"+st.choose)
			}
		}
		if g := strings.Join(got, " | "); g != tt.want {
			t.Errorf("parseLine(%q) = %q, want %q", tt.line, g, tt.want)
		}
	}
}

func TestParseLineRefusals(t *testing.T) {
	tests := []struct {
		line string
		want string
	}{
		{"", "empty"},
		{"play 27", "say how to play"},
		{"don't play Fidel event", `"don't" changes what the line means`},
		{"play Fidel event, not Duck and Cover", `"not" changes what the line means`},
		{"Putsch Iran oder Irak mit 13", `"oder" changes what the line means`},
		{"不要政变伊朗", `"不要" changes what the line means`},
	}
	for _, tt := range tests {
		_, err := parseLine(tt.line)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseLine(%q) = %v, want an error containing %q", tt.line, err, tt.want)
		}
	}
}

// A name that is not exactly one legal option is refused with the legal
// alternatives or the legal names near it, never guessed.
func TestNamesNotGuessed(t *testing.T) {
	bothCoups := func(t *testing.T) *state {
		s := testState(t)
		put(s, US, "Iran", 1, "Iraq", 1)
		give(s, USSR, 13)
		startRound(t, s, USSR, 1)
		return s
	}
	tests := []struct {
		state   func(*testing.T) *state
		line    string
		want    string
		notWant string
	}{
		{ussrRound, "attack Iran", "not a command", ""},
		{pickCountries, "choose", "write what you choose", ""},
		{bothCoups, "coup Iram with 13", `"coup Iram" could mean "coup Iran" or "coup Iraq"`, ""},
		{ussrRound, "influence Korea", `there is no country "Korea"`, "did you mean"},
		{placing, "influence S", `"influence S" could mean "influence Sweden", "influence South Korea", "influence Saudi Arabia" or "influence Syria"`, ""},
		{placing, "Ira", `could mean "influence Iran" or "influence Iraq"`, ""},
		{ussrRound, "play 200 ops", "no card 200", ""},
		{ussrRound, "play De ops", `"play De ops" could mean "play 30 ops"`, "Defectors"},
		{placing, "influence Chila", `there is no country "Chila"`, "Chile"},
		{pickCountries, "Franz", `"Franz" is not one of the choices`, ""},
	}
	for _, tt := range tests {
		s := tt.state(t)
		msg := mustRefuse(t, s, asked(t, s).Seat, tt.line)
		if !strings.Contains(msg, tt.want) || tt.notWant != "" && strings.Contains(msg, tt.notWant) {
			t.Errorf("Apply(%q) = %q, want it to contain %q and not %q", tt.line, msg, tt.want, tt.notWant)
		}
	}
}

// A word within one edit of exactly one legal reading is read so, and
// the log says how; a secret headline's log says nothing.
func TestTyposReadAndSaid(t *testing.T) {
	tests := []struct {
		state func(*testing.T) *state
		line  string
		note  string
	}{
		{ussrRound, "play Fidle event", `Read "play Fidle event" as "play 8 event".`},
		{ussrRound, "plya 27 ops", `Read "plya" as "play".`},
		{ussrRound, "coup Iarn with 13", `Read "coup Iarn" as "coup Iran".`},
		{placing, "Syira 2", `Read "influence Syira" as "influence Syria".`},
		{pickCard, "Contianment", `Read "Contianment" as "choose 25".`},
	}
	for _, tt := range tests {
		s := tt.state(t)
		res := mustApply(t, s, asked(t, s).Seat, tt.line)
		if !slices.Contains(res.Log, tt.note) {
			t.Errorf("Apply(%q).Log = %q, want %q", tt.line, res.Log, tt.note)
		}
	}
	s := headlines(t)
	res := mustApply(t, s, "USSR", "headline Fidle")
	if logHas(res.Log, "Read") || logHas(res.Log, "Fidel") || logHas(res.Log, " 8") {
		t.Errorf("Apply(headline Fidle).Log = %q gives the secret headline away", res.Log)
	}
}

// A chained line means exactly the same as its steps one by one.
func TestChainEqualsSteps(t *testing.T) {
	build := func() *state {
		s := testState(t)
		put(s, US, "Japan", 1, "Iran", 1)
		give(s, US, 27)
		s.Phasing = US
		rig(s, 3)
		startRound(t, s, US, 1)
		return s
	}
	a := build()
	res := mustApply(t, a, "US", "play 27 ops influence Japan 1, Iran 2, Pakistan")
	b := build()
	for _, line := range []string{"play 27 ops", "influence Japan", "influence Iran", "influence Iran", "influence Pakistan"} {
		mustApply(t, b, "US", line)
	}
	ja, _ := a.Marshal()
	jb, _ := b.Marshal()
	if string(ja) != string(jb) {
		t.Errorf("the chain and its steps give different states:\n%s\n%s", ja, jb)
	}
	if want := "play 27 ops; influence Japan; influence Iran; influence Iran; influence Pakistan"; res.Normal != want {
		t.Errorf("Normal = %q, want %q", res.Normal, want)
	}
	c := build()
	mustApply(t, c, "US", res.Normal)
	jc, _ := c.Marshal()
	if string(jc) != string(ja) {
		t.Errorf("replaying the normal form gives a different state")
	}
}

func TestChainStopsWhenTheOtherSideMustAnswer(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Italy", 1, "Syria", 1)
	give(s, USSR, 19)
	startRound(t, s, USSR, 1)
	reason := mustRefuse(t, s, "USSR", "play 19 ops event first influence Turkey")
	if !strings.Contains(reason, "waiting for the US") {
		t.Errorf("refusal = %q, want it to say the US must answer first", reason)
	}
}

func TestChooseMatching(t *testing.T) {
	opts := []string{"choose France", "choose Italy", "choose West Germany"}
	tests := []struct{ raw, want string }{
		{"france", "choose France"}, {"Frankreich", "choose France"}, {"意大利", "choose Italy"},
		{"west", "choose West Germany"}, {"WESTDEUTSCHLAND", "choose West Germany"},
	}
	for _, tt := range tests {
		got, _, err := matchChoice(tt.raw, opts)
		if err != nil || got != tt.want {
			t.Errorf("matchChoice(%q) = %q, %v; want %q", tt.raw, got, err, tt.want)
		}
	}
	if _, _, err := matchChoice("Poland", opts); err == nil {
		t.Errorf("matchChoice(Poland) accepted a country that is not a choice")
	}
	got, _, err := matchChoice("y", []string{"choose yes", "choose no"})
	if err != nil || got != "choose yes" {
		t.Errorf("matchChoice(y) = %q, %v", got, err)
	}
	got, _, err = matchChoice("Fidel", []string{"choose 8", "choose 19"})
	if err != nil || got != "choose 8" {
		t.Errorf("matchChoice(Fidel) among cards = %q, %v", got, err)
	}
}

func FuzzParseLine(f *testing.F) {
	for _, s := range []string{"play 27 ops influence Japan 1, Iran 2", "coup Iran with 19", "choose a, b", ";;,", "realign x with"} {
		f.Add(s)
	}
	for _, row := range phrasebook {
		f.Add(row.phrase)
	}
	f.Fuzz(func(t *testing.T, line string) {
		steps, err := parseLine(line)
		if err == nil && len(steps) == 0 && strings.TrimSpace(strings.NewReplacer(";", "", ",", "").Replace(line)) != "" {
			t.Errorf("parseLine(%q) gave no steps and no error", line)
		}
	})
}

// FuzzApply sends arbitrary lines to a game in its first action round: a
// refusal must leave the state unchanged, and nothing may panic.
func FuzzApply(f *testing.F) {
	for _, s := range []string{"play 6 ops influence North Korea 3, South Korea 2", "coup Iran with 6",
		"realign Iran, Iran with 6", "space 6", "choose yes", "done", "play 6 ops; influence 朝鲜 5"} {
		f.Add("USSR", s)
	}
	for _, row := range phrasebook {
		f.Add("USSR", row.phrase)
	}
	st, err := Game.New(cfg)
	if err != nil {
		f.Fatal(err)
	}
	s := st.(*state)
	for _, step := range []struct{ seat, line string }{
		{"USSR", "influence Poland 4, East Germany, Austria"},
		{"US", "influence West Germany 4, Italy 3"},
	} {
		if _, err := s.Apply(step.seat, step.line); err != nil {
			f.Fatal(err)
		}
	}
	snap, _ := s.Marshal()
	f.Fuzz(func(t *testing.T, seat, line string) {
		st, _ := Game.Load(snap)
		before, _ := st.Marshal()
		if _, err := st.Apply(seat, line); err != nil {
			after, _ := st.Marshal()
			if string(before) != string(after) {
				t.Errorf("refused Apply(%s, %q) changed the state", seat, line)
			}
			if _, ok := engine.IsRefusal(err); !ok {
				t.Errorf("Apply(%s, %q) = %v, want a refusal", seat, line, err)
			}
		}
	})
}

// TestCoupLogSaysWhereTheTargetComesFrom: a newcomer reads "against 6"
// and must learn that it is twice the country's stability.
func TestCoupLogSaysWhereTheTargetComesFrom(t *testing.T) {
	s := testState(t)
	s.Phasing = US
	put(s, USSR, "Chile", 2)
	give(s, US, 7)
	rig(s, 3)
	startRound(t, s, US, 1)
	res := mustApply(t, s, "US", "coup Chile with 7")
	if got := strings.Join(res.Log, " "); !strings.Contains(got, "against 6 (twice Chile's stability)") {
		t.Errorf("Apply(coup Chile with 7).Log = %q, want \"against 6 (twice Chile's stability)\"", got)
	}
}

// "coup Iran coup Iran" names two steps, not a country "Iran coup Iran".
func TestParserStopsAtACommandWord(t *testing.T) {
	steps, err := parseLine("play 7 ops coup Iran coup Iraq")
	if err != nil || len(steps) != 3 || steps[1].text != "coup Iran" || steps[2].text != "coup Iraq" {
		t.Fatalf("parseLine = %+v, %v", steps, err)
	}
}

// Every name of a country or card, in every language and shorthand, is
// read as that one name, never as command words or fillers.
func TestNamesReadWhole(t *testing.T) {
	check := func(written string, want name) {
		t.Helper()
		toks, _ := phrase(written)
		if len(toks) != 1 || toks[0] != want.token() {
			t.Errorf("phrase(%q) = %q, want [%s]", written, toks, want.token())
		}
	}
	for i, r := range countryTable {
		for _, n := range append([]string{r.Name, r.German, r.Chinese, traditional.Replace(r.Chinese)}, countryShorthands[r.Name]...) {
			check(n, name{id: i})
		}
	}
	for n := 1; n <= len(cardTable); n++ {
		for _, a := range cardNames(n) {
			check(a, name{card: true, id: n})
		}
	}
}
