// Package templates holds the text of every mail turnmail sends, as
// embedded text/template files, and renders them. It knows no game's
// rules: engines render their own boards and hands as text, and the mailer
// fills the templates' fields.
//
// Mails are plain text, readable in any client and kept to 72 columns:
// the template's own prose is wrapped, and the engines' tables are written
// at that width already.
package templates

import (
	"bytes"
	"embed"
	"fmt"
	"slices"
	"strings"
	"sync"
	"text/template"
	"time"
	"unicode/utf8"
)

//go:embed mail/*.tmpl
var files embed.FS

// Kinds of mail, one template each.
const (
	KindTurn     = "turn"     // what you are asked now (also the first mail of a game)
	KindConfirm  = "confirm"  // your move was applied
	KindRefusal  = "refusal"  // your mail was not applied
	KindHelp     = "help"     // the command language
	KindReminder = "reminder" // a deadline is near
	KindLate     = "late"     // a deadline has passed
	KindGameOver = "gameover" // the game has ended
	KindNotice   = "notice"   // a note to players or moderators
	KindStatus   = "status"   // the game as it stands, asked for by a player
	KindHistory  = "history"  // the game's public log, asked for by a player
	KindWatch    = "watch"    // the game's public view, to an observer
)

var all = template.Must(template.New("").Funcs(template.FuncMap{
	"wrap":     Wrap,
	"command":  command,
	"item":     item,
	"items":    items,
	"commands": commands,
	"listed":   listed,
	"indent":   indent,
	"when":     When,
	"join":     strings.Join,
}).ParseFS(files, "mail/*.tmpl"))

// Mail is everything a template may show. Each kind uses part of it.
type Mail struct {
	Game     string // slug, e.g. "ts-12"
	Title    string // game title, e.g. "Twilight Struggle"
	Seat     string // the recipient's seat ("" for moderators)
	Name     string // the recipient's name, may be ""
	First    bool   // the game's first mail to this seat
	Public   string // the engine's public summary
	Private  string // the recipient's own hidden information
	Log      []string
	Commands []string // the commands applied, in normal form (confirm)
	Ignored  []string // lines that were read as chat and ignored
	Prompt   *Prompt  // what the recipient is asked now, nil if nothing
	Waiting  []string // seats the game waits for, when the recipient is not asked
	Deadline time.Time

	Line    string // the offending line (refusal)
	LineNo  int
	Reason  string // why (refusal, notice)
	Options []string

	Help    string // the game's help text
	Outcome string // game over: how it ended
	Winners []string
	History []string // game over: the whole game's log, every move, in order

	ReplyHint string // how to answer: "Reply to this mail" or the subject tag to keep
	Text      string // free text (notice)
	Data      string // shown as it is, unwrapped: a log as JSON (history, notice)

	// LastAnswer marks the last answer the address gets about this game
	// this hour: the mail says that further mistakes get none.
	LastAnswer  bool
	Zone        string // IANA zone the mail's dates are shown in; "" is UTC
	TimeControl string // the game's time control, as a sentence (time-control)

	// Unseated: the game's rules have yet to settle which seat each
	// player holds, and Seat is the player's number ("player 2").
	Unseated bool
}

// Prompt is one decision as a mail shows it.
type Prompt struct {
	Question string
	Options  []string // shown (possibly cut to a readable number)
	More     int      // how many options were not shown
	Example  string
	Secret   bool
	Decision int
}

// MaxOptions is how many legal options a mail lists before "… and N more".
const MaxOptions = 40

// NewPrompt builds a Prompt, cutting long option lists; it keeps its own
// copy of the options it shows.
func NewPrompt(question string, options []string, example string, secret bool, decision int) *Prompt {
	p := &Prompt{Question: question, Example: example, Secret: secret, Decision: decision}
	// A copy of what is shown: the mail may be written on another
	// goroutine after the rules moved on (the desk's compose.go).
	if len(options) > MaxOptions {
		p.Options, p.More = slices.Clone(options[:MaxOptions]), len(options)-MaxOptions
	} else {
		p.Options = slices.Clone(options)
	}
	if p.Example == "" && len(options) > 0 {
		p.Example = options[0]
	}
	return p
}

// Say renders one of the short texts in mail/sentences.tmpl — a subject,
// a reason, a note — with data. The mailer builds every sentence a player
// or moderator reads from these or from the mail templates.
func Say(name string, data any) (string, error) {
	b := getBuffer()
	defer putBuffer(b)
	if err := all.ExecuteTemplate(b, name, data); err != nil {
		return "", fmt.Errorf("render %q: %w", name, err)
	}
	return b.String(), nil
}

// Render renders the body of one kind of mail.
func Render(kind string, m Mail) (string, error) {
	b := getBuffer()
	defer putBuffer(b)
	if err := all.ExecuteTemplate(b, kind+".tmpl", m); err != nil {
		return "", fmt.Errorf("render %s mail: %w", kind, err)
	}
	return tidyPrintable(b.Bytes()), nil
}

// buffers keeps the buffers Render and Say execute templates into, so
// that a mail's text does not grow a new buffer, doubling, every time.
var buffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func getBuffer() *bytes.Buffer {
	b := buffers.Get().(*bytes.Buffer)
	b.Reset()
	return b
}

// putBuffer keeps b for the next mail, unless a long mail (a whole
// game's history) made it large.
func putBuffer(b *bytes.Buffer) {
	if b.Cap() <= 1<<20 {
		buffers.Put(b)
	}
}

// Printable shows the control characters left in a mail's text as
// visible symbols: a C0 control other than tab and line feed as its
// Unicode control picture (U+241B for ESC), DEL as U+2421, a C1 control
// or a bidirectional embedding, override or isolate (Unicode UAX #9) as
// U+FFFD. Text from a player is cleaned when it is parsed; this keeps a
// mail safe to show in a terminal whatever a game or a moderator put in.
func Printable(s string) string {
	return strings.Map(printable, s)
}

// printable is the symbol Printable shows a rune as: the rune itself
// when it may stand in a mail.
func printable(r rune) rune {
	switch {
	case r == '\t' || r == '\n':
		return r
	case r < 0x20:
		return 0x2400 + r
	case r == 0x7f:
		return 0x2421
	case r >= 0x80 && r <= 0x9f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return 0xfffd
	}
	return r
}

// tidyPrintable is what a template rendered, tidied and made printable
// (Printable) in one pass: trailing spaces trimmed from every line but the
// signature delimiter "-- ", runs of blank lines that templates leave
// behind collapsed to one, no blank line at the start or the end, and
// one line feed at the end.
func tidyPrintable(s []byte) string {
	var b strings.Builder
	b.Grow(len(s) + 1)
	first, gap := true, false // gap: blank lines since the last line written
	for len(s) > 0 {
		line := s
		if i := bytes.IndexByte(s, '\n'); i >= 0 {
			line, s = s[:i], s[i+1:]
		} else {
			s = nil
		}
		if string(line) != "-- " { // the signature delimiter keeps its space
			line = bytes.TrimRight(line, " \t")
		}
		if len(line) == 0 {
			gap = !first
			continue
		}
		if !first {
			b.WriteByte('\n')
			if gap {
				b.WriteByte('\n')
			}
		}
		writePrintable(&b, line)
		first, gap = false, false
	}
	b.WriteByte('\n')
	return b.String()
}

// writePrintable writes line as Printable shows it: runs of bytes that
// stand for themselves are copied as they are, the rest rune by rune.
func writePrintable(b *strings.Builder, line []byte) {
	start := 0 // the first byte not written yet
	for i := 0; i < len(line); {
		c := line[i]
		if c >= 0x20 && c < 0x7f || c == '\t' {
			i++
			continue
		}
		r, n := rune(c), 1
		if c >= utf8.RuneSelf {
			r, n = utf8.DecodeRune(line[i:])
		}
		if p := printable(r); p != r || r == utf8.RuneError && n == 1 {
			b.Write(line[start:i])
			b.WriteRune(p)
			start = i + n
		}
		i += n
	}
	b.Write(line[start:])
}

// Wrap wraps prose at 72 columns, keeping existing line breaks.
func Wrap(s string) string {
	const width = 72
	var b strings.Builder
	for i, para := range strings.Split(s, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		col := 0
		for j, w := range strings.Fields(para) {
			n := len([]rune(w))
			if j > 0 && col+1+n > width {
				b.WriteByte('\n')
				col = 0
			} else if j > 0 {
				b.WriteByte(' ')
				col++
			}
			b.WriteString(w)
			col += n
		}
	}
	return b.String()
}

// command lays out one command in normal form, indented by two
// columns; one too long for a line is broken after a step ("; " or ", ")
// and goes on indented by four.
func command(s string) string {
	const width = 72
	if len([]rune(s))+2 <= width {
		return "  " + s
	}
	sep := "; "
	if !strings.Contains(s, sep) {
		sep = ", "
	}
	steps := strings.Split(s, sep)
	var b strings.Builder
	b.WriteString("  ")
	col := 2
	for i, st := range steps {
		if i < len(steps)-1 {
			st += strings.TrimSpace(sep)
		}
		n := len([]rune(st))
		if i > 0 && col+1+n > width {
			b.WriteString("\n    ")
			col = 4
		} else if i > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(st)
		col += n
	}
	return b.String()
}

// items lays out a list with item, one entry after the other, each
// ending its line: one call for the list instead of one per entry.
func items(l []string) string { return each(l, item) }

// commands lays out commands with command, each ending its line.
func commands(l []string) string { return each(l, command) }

// listed lays out a list as it is, each entry on a line of its own,
// indented by two columns.
func listed(l []string) string {
	n := 0
	for _, s := range l {
		n += len(s) + 3
	}
	var b strings.Builder
	b.Grow(n)
	for _, s := range l {
		b.WriteString("  ")
		b.WriteString(s)
		b.WriteByte('\n')
	}
	return b.String()
}

// each joins what layout makes of every entry of l, each ending its line.
func each(l []string, layout func(string) string) string {
	var b strings.Builder
	for _, s := range l {
		b.WriteString(layout(s))
		b.WriteByte('\n')
	}
	return b.String()
}

// item lays out one entry of a list, such as a line of what happened:
// indented by two columns and wrapped at 72, going on indented by four.
// An entry of several lines keeps its own layout.
func item(s string) string {
	if strings.Contains(s, "\n") {
		return indent("  ", s)
	}
	var b strings.Builder
	col := 0
	for j, w := range strings.Fields(s) {
		n := len([]rune(w))
		switch {
		case j == 0:
			b.WriteString("  ")
			col = 2
		case col+1+n > 72:
			b.WriteString("\n    ")
			col = 4
		default:
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += n
	}
	return b.String()
}

func indent(prefix, s string) string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return ""
	}
	return prefix + strings.ReplaceAll(s, "\n", "\n"+prefix)
}

// When writes a date in zone (an IANA name; "" or an unknown one is
// UTC), with the zone's abbreviation, so that a date across a change to
// or from daylight saving time shows the offset it has then.
func When(t time.Time, zone string) string {
	if t.IsZero() {
		return ""
	}
	return t.In(Zone(zone)).Format("Mon 2 Jan 2006 15:04 MST")
}

// Zone is the location of an IANA zone name, UTC for "" or an unknown
// name. A zone is read from the system's zone database once, not for
// every mail: time.LoadLocation reads it afresh on every call.
func Zone(name string) *time.Location {
	if loc, ok := zones.Load(name); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = time.UTC
	}
	zones.Store(name, loc)
	return loc
}

// zones keeps the locations Zone read, by name: the zones of the games
// running, a handful.
var zones sync.Map
