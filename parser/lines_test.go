package parser

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestClassifySeparatesCommandsFromChat(t *testing.T) {
	tests := []struct {
		name       string
		lines      []string
		cmds, chat []string
	}{
		{"only commands", []string{"play 27 ops", "influence Japan"}, []string{"play 27 ops", "influence Japan"}, nil},
		{"greeting and sign-off with name", []string{"Hi Bob,", "play 3", "Thanks,", "Alice"},
			[]string{"play 3"}, []string{"Hi Bob,", "Thanks,", "Alice"}},
		{"German letter", []string{"Hallo zusammen,", "angriff Polen", "Viele Grüße", "Jörg"},
			[]string{"angriff Polen"}, []string{"Hallo zusammen,", "Viele Grüße", "Jörg"}},
		{"comments and a colon line", []string{"# my plan", "My move:", "space 5", "// done"},
			[]string{"space 5"}, []string{"# my plan", "My move:", "// done"}},
		{"a typo is still a command", []string{"plya 3"}, []string{"plya 3"}, nil},
		{"a sign-off word before any command opens the letter", []string{"Greetings all,", "Thanks for the game!", "space 5", "Greetings,", "Bob"},
			[]string{"space 5"}, []string{"Greetings all,", "Thanks for the game!", "Greetings,", "Bob"}},
		{"Roman sign-off with the name", []string{"rome gold", "Vale, Carl"}, []string{"rome gold"}, []string{"Vale, Carl"}},
		{"Roman and other greetings", []string{"Ave!", "rome gold", "Salve Crassus,", "Good morning all,", "done"},
			[]string{"rome gold", "done"}, []string{"Ave!", "Salve Crassus,", "Good morning all,"}},
		{"Chinese greeting with a full-width comma", []string{"裁判你好，", "政变 伊朗 3", "谢谢！"},
			[]string{"政变 伊朗 3"}, []string{"裁判你好，", "谢谢！"}},
		{"Chinese hello alone", []string{"你好，", "空间竞赛 2"}, []string{"空间竞赛 2"}, []string{"你好，"}},
		{"Chinese thanks before the commands", []string{"谢谢！", "政变 伊朗 3"}, []string{"政变 伊朗 3"}, []string{"谢谢！"}},
		{"a full-width colon line", []string{"我的行动：", "政变 伊朗 3"}, []string{"政变 伊朗 3"}, []string{"我的行动："}},
		{"Japanese address and sign-off", []string{"田中様", "pass", "以上、よろしくお願いいたします"},
			[]string{"pass"}, []string{"田中様", "以上、よろしくお願いいたします"}},
		{"German formal sign-off with the full name", []string{"Sehr geehrte Damen und Herren,", "verlege 2 Gallien Italien", "Mit freundlichen Grüßen", "Dr. Jürgen Müller"},
			[]string{"verlege 2 Gallien Italien"}, []string{"Sehr geehrte Damen und Herren,", "Mit freundlichen Grüßen", "Dr. Jürgen Müller"}},
		{"greetings in other languages", []string{"Guten Tag,", "Buongiorno a tutti,", "Buenos días:", "pass"}, []string{"pass"},
			[]string{"Guten Tag,", "Buongiorno a tutti,", "Buenos días:"}},
		{"Dutch sign-off", []string{"pass", "Met vriendelijke groet,", "Jan"}, []string{"pass"}, []string{"Met vriendelijke groet,", "Jan"}},
		{"Spanish un saludo", []string{"pass", "Un saludo", "Ana"}, []string{"pass"}, []string{"Un saludo", "Ana"}},
		{"all the best is no command", []string{"take Ukraine", "All the best,", "Bob"}, []string{"take Ukraine"}, []string{"All the best,", "Bob"}},
		{"a command word stays a command", []string{"all", "mit 3"}, []string{"all", "mit 3"}, nil},
		{"short English sign-offs", []string{"pass", "Thx,", "Bob"}, []string{"pass"}, []string{"Thx,", "Bob"}},
		{"Chinese name with 敬上", []string{"政变 伊朗 3", "李明敬上"}, []string{"政变 伊朗 3"}, []string{"李明敬上"}},
		{"traditional Chinese thanks", []string{"政變 伊朗 3", "謝謝！", "陳"}, []string{"政變 伊朗 3"}, []string{"謝謝！", "陳"}},
		{"Spanish letter", []string{"Hola Anna,", "pass", "Saludos", "B"}, []string{"pass"}, []string{"Hola Anna,", "Saludos", "B"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmds, chat, _ := classify(tt.lines)
			if !slices.Equal(cmds, tt.cmds) || !slices.Equal(chat, tt.chat) {
				t.Errorf("classify(%q) = %q, %q; want %q, %q", tt.lines, cmds, chat, tt.cmds, tt.chat)
			}
		})
	}
}

// TestCandidatesKeepWhatFollowsAGreeting: with greeting tails, a command
// written on the greeting's line is a candidate; the greeting, and a
// greeting with nothing after it, stay chat.
func TestCandidatesKeepWhatFollowsAGreeting(t *testing.T) {
	tests := []struct {
		name       string
		lines      []string
		cmds, chat []string
	}{
		{"English", []string{"Hi all, I attack Poland from Germany with 3"},
			[]string{"I attack Poland from Germany with 3"}, []string{"Hi all,"}},
		{"German with an exclamation mark", []string{"Hallo zusammen! Ich spiele Karte 27 für Einfluss"},
			[]string{"Ich spiele Karte 27 für Einfluss"}, []string{"Hallo zusammen!"}},
		{"Chinese full-width comma", []string{"裁判你好，我用27号牌政变伊朗"}, []string{"我用27号牌政变伊朗"}, []string{"裁判你好，"}},
		{"Chinese without punctuation", []string{"大家好我出27号牌"}, []string{"我出27号牌"}, []string{"大家好"}},
		{"a colon after the greeting", []string{"Dear referee; coup Iran"}, []string{"coup Iran"}, []string{"Dear referee;"}},
		{"Mr. is no end of the greeting", []string{"Good morning Mr. Smith, pass"}, []string{"pass"}, []string{"Good morning Mr. Smith,"}},
		{"nothing after the greeting", []string{"Hi Bob,", "pass"}, []string{"pass"}, []string{"Hi Bob,"}},
		{"a doubled exclamation mark", []string{"Hi all!! I attack Poland with 3"}, []string{"I attack Poland with 3"}, []string{"Hi all!!"}},
		{"full-width marks doubled", []string{"大家好！！我出27号牌"}, []string{"我出27号牌"}, []string{"大家好！！"}},
		{"only marks after the greeting", []string{"Hello!!!", "pass"}, []string{"pass"}, []string{"Hello!!!"}},
		{"no punctuation, no tail", []string{"Hi all I attack Poland"}, nil, []string{"Hi all I attack Poland"}},
		{"chat after a greeting is a candidate too", []string{"Hi Bob, hope you are well"},
			[]string{"hope you are well"}, []string{"Hi Bob,"}},
		{"a greeting after a sign-off stays chat", []string{"pass", "Thanks,", "Hi again, coup Iran"},
			[]string{"pass"}, []string{"Thanks,", "Hi again, coup Iran"}},
		{"a greeting line ending in a colon stays chat", []string{"Hi all, my moves:", "pass"},
			[]string{"pass"}, []string{"Hi all, my moves:"}},
		{"a sign-off below a greeting's tail still opens the letter", []string{"Hi Bob, here are my moves", "Thanks for the game so far!", "coup Iran"},
			[]string{"here are my moves", "coup Iran"}, []string{"Hi Bob,", "Thanks for the game so far!"}},
		{"a tail among the commands keeps its place", []string{"pass", "Hi again, coup Iran", "space 5"},
			[]string{"pass", "coup Iran", "space 5"}, []string{"Hi again,"}},
		{"the sender's name below a tail is no signature of it", []string{"Hi, x", "Alice", "pass"},
			[]string{"x", "Alice", "pass"}, []string{"Hi,"}},
		{"a greeting below the signature stays chat", []string{"pass", "Alice", "Hi all, coup Iran"},
			[]string{"pass"}, []string{"Hi all, coup Iran", "Alice"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &Message{Lines: tt.lines, FromName: "Alice"}
			cmds, chat := m.Candidates()
			if !slices.Equal(cmds, tt.cmds) || !slices.Equal(chat, tt.chat) {
				t.Errorf("Candidates(%q) = %q, %q; want %q, %q", tt.lines, cmds, chat, tt.cmds, tt.chat)
			}
			plain, _ := m.Commands()
			if rest := slices.DeleteFunc(slices.Clone(cmds), func(c string) bool { return !slices.Contains(tt.lines, c) }); !slices.Equal(rest, plain) {
				t.Errorf("Candidates(%q) without the tails = %q, want Commands' %q", tt.lines, rest, plain)
			}
		})
	}
}

func TestDropSignatureMovesTheSendersName(t *testing.T) {
	tests := []struct {
		name       string
		lines      []string
		names      []string
		cmds, chat []string
	}{
		{"the seat's name", []string{"pass", "Bob"}, []string{"Bob"}, []string{"pass"}, []string{"Bob"}},
		{"a dash and the full name", []string{"pass", "- Bob Smith"}, []string{"Bob Smith"}, []string{"pass"}, []string{"- Bob Smith"}},
		{"the first name of the display name", []string{"pass", "Bob"}, []string{"Bob Smith"}, []string{"pass"}, []string{"Bob"}},
		{"curly quotes around the name", []string{"pass", "“Bob”"}, []string{"Bob"}, []string{"pass"}, []string{"“Bob”"}},
		{"curly quotes around the display name", []string{"pass", "Bob"}, []string{"„Bob“"}, []string{"pass"}, []string{"Bob"}},
		{"a command that is not a name", []string{"pass"}, []string{"Bob"}, []string{"pass"}, nil},
		{"no names", []string{"pass", "Bob"}, nil, []string{"pass", "Bob"}, nil},
		{"a display name of quotes and a space only", []string{"pass", "Bob"}, []string{"“\u00a0”", "\"\n\""}, []string{"pass", "Bob"}, nil},
		{"the address's local part", []string{"space 5", "bob"}, []string{"", "bob"}, []string{"space 5"}, []string{"bob"}},
		{"not before the first command", []string{"Bob", "space 5"}, []string{"Bob"}, []string{"Bob", "space 5"}, nil},
		{"the name alone", []string{"Bob"}, []string{"Bob"}, nil, []string{"Bob"}},
		{"an Outlook signature block below the name", []string{"realign Cuba", "Walter Secure", "Head of Risk | Bank Example plc"},
			[]string{"Walter Secure"}, []string{"realign Cuba"}, []string{"Walter Secure", "Head of Risk | Bank Example plc"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmds, chat := dropSignature(tt.lines, nil, tt.names...)
			if !slices.Equal(cmds, tt.cmds) || !slices.Equal(chat, tt.chat) {
				t.Errorf("dropSignature(%q, %q) = %q, %q; want %q, %q", tt.lines, tt.names, cmds, chat, tt.cmds, tt.chat)
			}
		})
	}
}

// TestCommandsOfRealReplies classifies the new text of real replies: the
// shared corpus (its expected new text, so that the reply stripping's own
// policy does not blur this test) and our own test mails. None of the
// shared replies holds a game command, so what is left as a command is
// prose a game refuses; the table pins the letters' greetings and
// sign-offs.
func TestCommandsOfRealReplies(t *testing.T) {
	shared := map[string][]string{
		"001-talon-android.eml":                    nil,      // "Hello"
		"013-talon-html-gmail.html":                {"Alex"}, // a sign-off before any command opens the letter
		"023-talon-html-separated-by-hr.html":      {"there"},
		"055-crisp-en-regards-signoff.txt":         {"I still have the same problem....", "Can you help?"},
		"056-alfonsrv-ja-gmail-header.txt":         {"お世話になっております。織田です。", "それでは 11:00 にお待ちしております。"},
		"072-trimmer-de-am-um-schrieb-signoff.txt": {"hier ist meine neue Antwort."},
		"076-alfonsrv-zh-date-first-xiedao.txt":    {"我这边没有别的补充了，按这个安排推进就可以。"},
		"077-alfonsrv-es-gmail-escribio-wrap.txt":  {"mañana por la mañana."}, // "Gracias …" opens the letter
	}
	seen := 0
	for _, c := range loadReplyCases(t) {
		want, ok := shared[c.file]
		if !ok {
			continue
		}
		seen++
		if got, _, _ := classify(nonBlankLines(c.want)); !slices.Equal(got, want) {
			t.Errorf("classify(%s) commands = %q, want %q", c.file, got, want)
		}
	}
	if seen != len(shared) {
		t.Errorf("found %d of the %d shared replies the table names", seen, len(shared))
	}
	own := map[string][]string{
		"gmail-reply.eml":           {"headline Five Year Plan", "pass"},
		"german-reply.eml":          {"Abstimmung ja", "Konsul Crassus"},
		"html-only-reply.eml":       {"realign Iran & Iraq", "coup Syria"},
		"chinese-foxmail-reply.eml": {"政变 伊朗 3", "空间竞赛 2"},
		"mutt-inline-reply.eml":     {"vote yes", "consul Crassus"},
		"mailing-list.eml":          nil,
	}
	for file, want := range own {
		raw, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		msg, err := Parse(raw, Options{})
		if err != nil {
			t.Fatalf("Parse(%s) = %v", file, err)
		}
		if got, _ := msg.Commands(); !slices.Equal(got, want) {
			t.Errorf("Commands(%s) = %q, want %q", file, got, want)
		}
	}
}

// FuzzCommands checks that every new line is either a command or chat,
// once, in its order.
func FuzzCommands(f *testing.F) {
	f.Add("Hi Bob,\nplay 3\nThanks,\nAlice", "Alice")
	f.Add("裁判你好，\n政变 伊朗 3\n谢谢！", "“王”")
	f.Add("# plan\nMy move:\n- Bob", "Bob Smith")
	f.Add("play 45 for ops: 2 in Iran, 1 in Iraq, 1 in Syria, 1 in Afghanistan and 1 in\nPakistan", "Bob")
	f.Add("打出45号牌用于行动：伊朗2，伊拉克1，叙利亚1，阿富汗1，巴基斯坦1，沙特\n阿拉伯1", "王")
	f.Fuzz(func(t *testing.T, text, name string) {
		msg := &Message{NewText: text, Lines: nonBlankLines(text), FromName: name, Fixed: true}
		cmds, chat := msg.Commands(name)
		var lines []string
		for _, l := range msg.Lines {
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, l)
			}
		}
		if len(cmds)+len(chat) != len(lines) {
			t.Fatalf("Commands(%q) = %q + %q, want the %d lines split", text, cmds, chat, len(lines))
		}
		for _, c := range cmds {
			if !slices.Contains(lines, c) {
				t.Fatalf("Commands(%q) made up the command %q", text, c)
			}
		}
		// Candidates may cut a greeting off a line, never more: each
		// candidate ends a line, and Commands' are among them, in order.
		cands, _ := msg.Candidates(name)
		if !isSubsequence(cmds, cands) {
			t.Fatalf("Candidates(%q) = %q, want Commands' %q among them in order", text, cands, cmds)
		}
		for _, c := range cands {
			if c == "" || !slices.ContainsFunc(lines, func(l string) bool { return strings.HasSuffix(l, c) }) {
				t.Fatalf("Candidates(%q) made up the command %q", text, c)
			}
		}
		checkWrapped(t, msg, cands)
	})
}

// checkWrapped checks Wrapped and Unwrap on cands: a wrap is followed by
// a candidate, and unwrapping only joins neighbours, adding nothing but
// the spaces between them.
func checkWrapped(t *testing.T, msg *Message, cands []string) {
	t.Helper()
	wrapped := msg.Wrapped(cands)
	if len(wrapped) != len(cands) || len(cands) > 0 && wrapped[len(cands)-1] {
		t.Fatalf("Wrapped(%q) = %v, want one flag per line, the last false", cands, wrapped)
	}
	joined := Unwrap(cands, wrapped)
	if want := len(cands) - strings.Count(fmt.Sprint(wrapped), "true"); len(joined) != want {
		t.Fatalf("Unwrap(%q, %v) = %q, want %d lines", cands, wrapped, joined, want)
	}
	if got, want := strings.Join(joined, ""), strings.Join(cands, ""); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(want, " ", "") {
		t.Fatalf("Unwrap(%q, %v) = %q, want the same text", cands, wrapped, joined)
	}
}

// isSubsequence reports whether sub's items stand in all, in order.
func isSubsequence(sub, all []string) bool {
	i := 0
	for _, a := range all {
		if i < len(sub) && sub[i] == a {
			i++
		}
	}
	return i == len(sub)
}
