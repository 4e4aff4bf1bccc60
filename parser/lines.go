package parser

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Commands splits the lines a sender newly wrote (Lines) into command
// lines and chat, which the referee ignores (see the package
// documentation, "Commands and chat"). names are names the sender may sign
// with besides the display name and the address's local part, such as
// the name their seat was given.
func (m *Message) Commands(names ...string) (cmds, chat []string) {
	return m.commands(false, names)
}

// Candidates is Commands, except that the text after a greeting on the
// same line ("Hi all, I attack Poland with 3", "Hallo! Ich spiele 27",
// "你好，我出27号牌") is a command candidate, its greeting going to the
// chat. The parser knows no game's commands, and such a tail is as often
// chat ("Hi Bob, hope you are well"): a caller takes Candidates only when
// it can tell a command from chat line by line (the desk does, by the
// game's engine.Lexicon), and Commands otherwise. The commands are
// Commands' own, in order, with the tails among them.
func (m *Message) Candidates(names ...string) (cmds, chat []string) {
	return m.commands(true, names)
}

func (m *Message) commands(greetingTails bool, names []string) (cmds, chat []string) {
	cmds, chat, tails := classify(m.Lines)
	local, _, _ := strings.Cut(m.From, "@")
	cmds, chat = dropSignature(cmds, chat, append(names, m.FromName, local)...)
	if greetingTails {
		cmds, chat = withTails(cmds, chat, tails)
	}
	return cmds, chat
}

// classify splits lines into commands and chat: a greeting line, comment
// lines (# or //), lines ending in ':', and from a sign-off on, everything
// after it — the sender's name included. Before any command a sign-off
// word opens the letter instead ("Greetings all,", "Thanks for the
// game!"): a command is never dropped for a sign-off above it. tails are
// the greeting lines with text after the greeting ("Hi all, attack
// Poland"), each with the number of commands above it; they are chat
// here (withTails offers them).
func classify(lines []string) (cmds, chat []string, tails []greetingTail) {
	signedOff := false
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		first := firstWord(l)
		opening := false
		if isSignOff(first) || hasSignOffPhrase(l) {
			opening = len(cmds) == 0
			signedOff = !opening
		}
		switch {
		case signedOff, opening, strings.HasPrefix(l, "#"), strings.HasPrefix(l, "//"), endsWithColon(l):
			chat = append(chat, l)
		case isGreeting(first):
			if greeting, tail, ok := splitGreeting(l); ok {
				tails = append(tails, greetingTail{line: l, greeting: greeting, tail: tail, after: len(cmds)})
			}
			chat = append(chat, l)
		default:
			cmds = append(cmds, l)
		}
	}
	return cmds, chat, tails
}

// greetingTail is a greeting line whose greeting ends before the line
// does, and how many command lines stand above it.
type greetingTail struct {
	line, greeting, tail string
	after                int
}

// withTails offers the text after each greeting as a command, in its
// place among cmds, the greeting alone staying chat. Commands and their
// classification do not change (a tail does not make a later sign-off
// close the letter): a greeting below the last command the signature
// left stays chat whole, as does one after a sign-off (never in tails).
func withTails(cmds, chat []string, tails []greetingTail) ([]string, []string) {
	if len(tails) == 0 {
		return cmds, chat
	}
	out := make([]string, 0, len(cmds)+len(tails))
	chat = slices.Clone(chat)
	next := 0
	for i := 0; i <= len(cmds); i++ {
		for ; next < len(tails) && tails[next].after == i; next++ {
			t := tails[next]
			out = append(out, t.tail)
			if k := slices.Index(chat, t.line); k >= 0 {
				chat[k] = t.greeting
			}
		}
		if i < len(cmds) {
			out = append(out, cmds[i])
		}
	}
	return out, chat
}

// punctuation ends a greeting's or sign-off's first word: ASCII and the
// full-width forms Chinese and Japanese writers use („你好，", „谢谢！").
const punctuation = ",.!:;?，。！：；？、"

// firstWord is a line's first word, lower-cased, up to its first
// punctuation: „以上、よろしく" gives „以上".
func firstWord(l string) string {
	w := strings.Fields(l)[0]
	if i := strings.IndexAny(w, punctuation); i > 0 {
		w = w[:i]
	}
	return strings.ToLower(strings.Trim(w, punctuation))
}

// greetingEnds end a greeting within its line: the comma, the
// exclamation mark, the colon and the semicolon, ASCII and full-width,
// the full-width full stop and the ideographic comma (田中様、…). An
// ASCII full stop does not: "Good morning Mr. Smith, …" would be cut at
// "Mr.".
const greetingEnds = ",!;:，！；：。、"

// splitGreeting cuts a greeting line after its first greetingEnds marks into
// the greeting and the text after it, or, written without punctuation in
// Chinese or Japanese, after the greeting word it opens with
// („你好我出27号牌"). ok is false when nothing follows the greeting.
func splitGreeting(l string) (greeting, tail string, ok bool) {
	if i := strings.IndexAny(l, greetingEnds); i >= 0 {
		_, size := utf8.DecodeRuneInString(l[i:])
		// A run of marks ("Hi all!! …", "你好！！") ends the greeting too.
		end := i + size + len(l[i+size:]) - len(strings.TrimLeft(l[i+size:], greetingEnds))
		greeting, tail = l[:end], strings.TrimSpace(l[end:])
		return greeting, tail, tail != ""
	}
	for _, g := range cjkGreetings {
		if rest, found := strings.CutPrefix(l, g); found {
			tail = strings.TrimSpace(rest)
			return g, tail, tail != ""
		}
	}
	return l, "", false
}

func endsWithColon(l string) bool { return strings.HasSuffix(l, ":") || strings.HasSuffix(l, "：") }

// isGreeting reports whether a line's first word opens a letter. In
// writing without spaces the greeting may close the word („裁判你好" is
// "referee, hello"; „田中様" is "Mr Tanaka").
func isGreeting(first string) bool {
	return greetingWords[first] || (hasCJK(first) && hasAffix(first, cjkGreetings))
}

// isSignOff reports whether a line's first word closes a letter.
func isSignOff(first string) bool {
	return signOffWords[first] || (hasCJK(first) && hasAffix(first, cjkSignOffs))
}

// hasSignOffPhrase reports whether a line opens with a sign-off of
// several words whose first word alone is no sign-off ("Mit freundlichen
// Grüßen", "Un saludo"): "mit" and "all" are also command words.
func hasSignOffPhrase(l string) bool {
	lower := strings.ToLower(l)
	for _, p := range signOffPhrases {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

func hasAffix(w string, affixes []string) bool {
	for _, a := range affixes {
		if strings.HasPrefix(w, a) || strings.HasSuffix(w, a) {
			return true
		}
	}
	return false
}

func hasCJK(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			return true
		}
	}
	return false
}

// Words that no game uses as a command and that open or close a letter.
var (
	greetingWords = setOf("hi", "hello", "hallo", "hey", "dear", "moin", "servus", "liebe", "lieber", "hola", "bonjour", "你好", "您好",
		"ave", "salve", "good", "morning", "evening", "sehr", "guten", "grüezi", "buongiorno", "buonasera", "bonsoir", "salut",
		"buenos", "buenas", "olá", "hej", "hoi")
	cjkGreetings = []string{"你好", "您好", "大家好", "様", "さん"}
	signOffWords = setOf("thanks", "thank", "cheers", "danke", "gruß", "grüße", "gruss", "grüsse", "best", "regards", "kind",
		"viele", "beste", "bye", "ciao", "mfg", "lg", "vg", "yours", "greetings", "vale", "valete",
		"saludos", "gracias", "merci", "cordialement", "grazie", "saluti", "sincerely", "warmly", "atentamente", "cordiali",
		"groeten", "groet", "herzliche", "freundliche", "schöne", "tschüss", "amitiés", "bises", "thx", "rgds")
	cjkSignOffs    = []string{"谢谢", "多谢", "謝謝", "此致", "祝好", "顺祝", "順祝", "敬上", "以上", "よろしく", "宜しく", "敬具"}
	signOffPhrases = []string{"mit freundlichen gr", "mit besten gr", "mit lieben gr", "met vriendelijke groet", "un saludo", "un abrazo",
		"all the best", "take care", "bien à vous", "bien cordialement", "bonne journée", "a presto", "tante belle cose"}
)

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// quotes are stripped from around a signature line and a name: „Bob",
// “Bob”, «Bob».
const quotes = "\"'“”‘’„‚«»‹›"

// dropSignature moves the sender's name to the chat when it stands alone
// on a line after a command, or is the only line ("Bob", "- Bob Smith",
// “Bob”), with every line below it: many sign a mail that way, without a
// sign-off word before it, and Outlook's signature block (name, title,
// telephone) has no "-- " line above it.
func dropSignature(cmds, chat []string, names ...string) ([]string, []string) {
	for i := range cmds {
		if (i > 0 || len(cmds) == 1) && isName(cmds[i], names) {
			return cmds[:i], append(chat, cmds[i:]...)
		}
	}
	return cmds, chat
}

// isName reports whether line is only one of names, or the first word of
// one, ignoring case, dashes and quotes around it.
func isName(line string, names []string) bool {
	sig := strings.ToLower(strings.Trim(line, "-–—~ ,.!"+quotes))
	if sig == "" {
		return false
	}
	for _, n := range names {
		n = strings.ToLower(strings.TrimSpace(strings.Trim(strings.TrimSpace(n), quotes+" ")))
		first := strings.Fields(n)
		if len(first) == 0 {
			continue // a display name of quotes and spaces alone ("“\u00a0”")
		}
		if sig == n || sig == first[0] {
			return true
		}
	}
	return false
}
