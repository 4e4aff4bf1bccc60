package templates

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func sample() Mail {
	return Mail{
		Game: "duel-3", Title: "Duel", Seat: "north", Name: "Ada",
		Public:   "Round 2. Points: north 1, south 0.\n",
		Private:  "Your hand (north): 3, 9, 17\n",
		Log:      []string{"Revealed: north 12, south 7.", "north wins round 1."},
		Commands: []string{"play 12"},
		Prompt:   NewPrompt("Round 2: choose a card to play.", []string{"play 3", "play 9", "play 17"}, "", true, 4),
		Deadline: time.Date(2026, 12, 2, 18, 0, 0, 0, time.UTC),
		Line:     "play 99", LineNo: 1, Reason: "\"99\" is not a card in your hand [3 9 17]",
		Help:    "Duel: play one of your cards each round, e.g. \"play 17\".\n",
		Outcome: "north reached 3 points", Winners: []string{"north"},
		History:     []string{"Revealed: north 4, south 11.", "south wins round 1.", "Revealed: north 12, south 7.", "north wins round 1."},
		ReplyHint:   "Reply to this mail to answer; keep [duel-3 #4] in the subject.",
		Text:        "A moderator changed the deadline.",
		Waiting:     []string{"south"},
		Zone:        "Europe/Berlin",
		TimeControl: "48h per decision, then 12h of grace; reminders 24h and 2h before the deadline; if late, the late player forfeits",
	}
}

func TestRenderMatchesGolden(t *testing.T) {
	kinds := []string{KindTurn, KindConfirm, KindRefusal, KindHelp, KindReminder, KindLate, KindGameOver, KindNotice, KindStatus, KindHistory, KindWatch}
	for _, kind := range kinds {
		t.Run(kind, func(t *testing.T) {
			got, err := Render(kind, sample())
			if err != nil {
				t.Fatalf("Render(%s) = %v", kind, err)
			}
			golden := filepath.Join("testdata", kind+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("read golden file (run go test ./templates -update to create it): %v", err)
			}
			if got != string(want) {
				t.Errorf("Render(%s) differs from %s:\n--- got\n%s\n--- want\n%s", kind, golden, got, want)
			}
			for i, line := range strings.Split(got, "\n") {
				if n := len([]rune(line)); n > 72 {
					t.Errorf("Render(%s) line %d is %d columns wide: %q", kind, i+1, n, line)
				}
			}
		})
	}
}

func TestTurnMailShowsPromptAndPrivatePart(t *testing.T) {
	got, err := Render(KindTurn, sample())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Your hand (north): 3, 9, 17", "Round 2: choose a card to play.", "  play 17", "secret", "Deadline: Wed 2 Dec 2026 19:00 CET", "Time control: 48h per decision"} {
		if !strings.Contains(got, want) {
			t.Errorf("turn mail lacks %q:\n%s", want, got)
		}
	}
}

func TestNewPromptCutsLongOptionLists(t *testing.T) {
	var opts []string
	for i := 0; i < MaxOptions+7; i++ {
		opts = append(opts, "x")
	}
	p := NewPrompt("q", opts, "", false, 1)
	if len(p.Options) != MaxOptions || p.More != 7 || p.Example != "x" {
		t.Errorf("NewPrompt(%d options) = %d shown, %d more, example %q", len(opts), len(p.Options), p.More, p.Example)
	}
}

func TestWrap(t *testing.T) {
	long := strings.Repeat("word ", 40)
	for _, line := range strings.Split(Wrap(long), "\n") {
		if len(line) > 72 {
			t.Errorf("Wrap gave a %d-column line", len(line))
		}
	}
	if got := Wrap("a\nb"); got != "a\nb" {
		t.Errorf("Wrap(a\\nb) = %q, want line breaks kept", got)
	}
}

// TestConfirmFitsLongCommands: a whole action round on one line comes
// back in normal form as one long command; the confirmation must still
// fit 72 columns, broken where one step ends.
func TestConfirmFitsLongCommands(t *testing.T) {
	m := sample()
	m.Commands = []string{
		"influence West Germany; influence West Germany; influence West Germany; influence West Germany; influence Italy; influence Italy; influence Italy",
		"reinforce Deutschland 1, reinforce Niederlande 1, attack Polen from Deutschland with 3, move 2",
	}
	got, err := Render(KindConfirm, m)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(got, "\n") {
		if n := len([]rune(line)); n > 72 {
			t.Errorf("Render(confirm) line %d is %d columns wide: %q", i+1, n, line)
		}
	}
	for _, want := range []string{"  influence West Germany; influence West Germany;", "    influence Italy", "  reinforce Deutschland 1, reinforce Niederlande 1,"} {
		if !strings.Contains(got, want) {
			t.Errorf("Render(confirm) lacks %q:\n%s", want, got)
		}
	}
}

// TestLongLogLinesFit72Columns: what happened is told in sentences that
// may be longer than a line; they are wrapped with a hanging indent.
func TestLongLogLinesFit72Columns(t *testing.T) {
	m := sample()
	m.Log = []string{"De Gaulle Leads France: the US loses 0 influence in France, the USSR adds 1; NATO no longer protects France."}
	for _, kind := range []string{KindTurn, KindConfirm, KindGameOver} {
		got, err := Render(kind, m)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(got, "\n") {
			if n := len([]rune(line)); n > 72 {
				t.Errorf("Render(%s) line %d is %d columns wide: %q", kind, i+1, n, line)
			}
		}
		if !strings.Contains(got, "\n    ") || !strings.Contains(got, "  De Gaulle Leads France:") {
			t.Errorf("Render(%s) does not wrap the log line with a hanging indent:\n%s", kind, got)
		}
	}
}

// TestSectionsStandApart: every "== … ==" heading has a blank line
// before it, so a section never runs into the sentence above.
func TestSectionsStandApart(t *testing.T) {
	kinds := []string{KindTurn, KindConfirm, KindRefusal, KindHelp, KindReminder, KindLate, KindGameOver, KindNotice, KindStatus, KindHistory, KindWatch}
	for _, kind := range kinds {
		got, err := Render(kind, sample())
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(got, "\n")
		for i := 1; i < len(lines); i++ {
			if (strings.HasPrefix(lines[i], "== ") || lines[i] == "What happened:") && lines[i-1] != "" {
				t.Errorf("Render(%s) line %d %q follows %q without a blank line", kind, i+1, lines[i], lines[i-1])
			}
		}
	}
}

// variants are mails whose parts differ from the sample's: each has its
// own golden file, named after what it shows.
var variants = []struct {
	name string
	kind string
	edit func(*Mail)
}{
	{"confirm-nothing-asked", KindConfirm, func(m *Mail) { m.Prompt, m.Deadline = nil, time.Time{} }},
	{"refusal-last-answer", KindRefusal, func(m *Mail) { m.LastAnswer = true }},
	{"notice-last-answer", KindNotice, func(m *Mail) { m.LastAnswer = true }},
	{"refusal-with-chat", KindRefusal, func(m *Mail) { m.Ignored = []string{"Nice move!", "(here is a photo of my board)"} }},
}

func TestVariantsMatchGolden(t *testing.T) {
	for _, v := range variants {
		t.Run(v.name, func(t *testing.T) {
			m := sample()
			v.edit(&m)
			got, err := Render(v.kind, m)
			if err != nil {
				t.Fatalf("Render(%s) = %v", v.kind, err)
			}
			golden := filepath.Join("testdata", v.name+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("read golden file (run go test ./templates -update to create it): %v", err)
			}
			if got != string(want) {
				t.Errorf("Render(%s) differs from %s:\n--- got\n%s\n--- want\n%s", v.name, golden, got, want)
			}
		})
	}
}

// A mail that asks nothing does not end by asking for an answer; it says
// whom the game waits for.
func TestMailThatAsksNothingSaysSo(t *testing.T) {
	m := sample()
	m.Prompt = nil
	for _, kind := range []string{KindTurn, KindConfirm, KindRefusal, KindHelp} {
		got, err := Render(kind, m)
		if err != nil {
			t.Fatalf("Render(%s) = %v", kind, err)
		}
		if strings.Contains(got, "Reply to this mail") || !strings.Contains(got, "waits for: south") || !strings.Contains(got, "No answer is needed now") {
			t.Errorf("Render(%s) with nothing asked:\n%s\nwant no \"Reply to this mail\", the seat awaited and \"No answer is needed now\"", kind, got)
		}
	}
}

// The last answer before an address's hourly cap says so.
func TestLastAnswerSaysFurtherMistakesGetNone(t *testing.T) {
	m := sample()
	m.LastAnswer = true
	for _, kind := range []string{KindRefusal, KindHelp, KindNotice} {
		got, err := Render(kind, m)
		if err != nil {
			t.Fatalf("Render(%s) = %v", kind, err)
		}
		if !strings.Contains(unwrap(got), "further mistakes this hour get no answer") {
			t.Errorf("Render(%s) of a last answer lacks the warning:\n%s", kind, got)
		}
	}
}

// FuzzRenderQuotesNoControlCharacters: whatever a refusal quotes, the
// mail holds no control character but tab and line feed.
func FuzzRenderQuotesNoControlCharacters(f *testing.F) {
	f.Add("play 3\x1b[2J", "bad \u202e reason\r\n")
	f.Add("\x00\x07\x7f\u0085", "\t")
	f.Fuzz(func(t *testing.T, line, reason string) {
		m := sample()
		m.Line, m.Reason, m.Ignored = line, reason, []string{line}
		for _, kind := range []string{KindRefusal, KindConfirm} {
			got, err := Render(kind, m)
			if err != nil {
				t.Fatalf("Render(%s) = %v", kind, err)
			}
			for _, r := range got {
				if r != '\t' && r != '\n' && (r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069) {
					t.Fatalf("Render(%s) with line %q holds control character %U", kind, line, r)
				}
			}
		}
	})
}

// unwrap joins wrapped lines, so that a test can look for a sentence.
func unwrap(s string) string { return strings.Join(strings.Fields(s), " ") }

// tidyThenPrintable is how a rendered mail was tidied and made printable
// before the two became one pass (tidyPrintable): line by line, then
// rune by rune. tidyPrintable must give the same text.
func tidyThenPrintable(s string) string {
	lines := strings.Split(s, "\n")
	out := lines[:0]
	blank := 0
	for _, l := range lines {
		if l != "-- " {
			l = strings.TrimRight(l, " \t")
		}
		if l == "" {
			blank++
			if blank > 1 {
				continue
			}
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return Printable(strings.TrimLeft(strings.TrimRight(strings.Join(out, "\n"), "\n"), "\n") + "\n")
}

func TestTidyPrintableIsTidyThenPrintable(t *testing.T) {
	for _, s := range []string{
		"", "\n", "\n\n\n", "a", "a\n", "\n\na  \n\n\n\nb\t \n\n", "-- \n-- x  \n", "  \n-- \n\n",
		"x\r\n\x1b[2J\n\u202e\xff\xfe end", "\t\n\t\na\n \n\t\nb", "a\n\n",
	} {
		if got, want := tidyPrintable([]byte(s)), tidyThenPrintable(s); got != want {
			t.Errorf("tidyPrintable(%q) = %q, want %q", s, got, want)
		}
	}
}

func FuzzTidyPrintable(f *testing.F) {
	f.Add("\n\na  \n\n\n\nb\t \n\n-- \n")
	f.Add("x\r\n\x1b\xff\u2066")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := tidyPrintable([]byte(s)), tidyThenPrintable(s); got != want {
			t.Errorf("tidyPrintable(%q) = %q, want %q", s, got, want)
		}
	})
}

func TestZoneIsReadOnce(t *testing.T) {
	berlin := Zone("Europe/Berlin")
	if berlin.String() != "Europe/Berlin" {
		t.Fatalf("Zone(Europe/Berlin) = %v", berlin)
	}
	if again := Zone("Europe/Berlin"); again != berlin {
		t.Errorf("Zone(Europe/Berlin) a second time = %p, want the location read first (%p)", again, berlin)
	}
	for _, name := range []string{"", "Mars/Olympus_Mons"} {
		if got := Zone(name); got != time.UTC {
			t.Errorf("Zone(%q) = %v, want UTC", name, got)
		}
	}
	if got := When(time.Date(2026, 7, 1, 16, 0, 0, 0, time.UTC), "Europe/Berlin"); got != "Wed 1 Jul 2026 18:00 CEST" {
		t.Errorf("When(16:00 UTC, Europe/Berlin) = %q, want Wed 1 Jul 2026 18:00 CEST", got)
	}
}
