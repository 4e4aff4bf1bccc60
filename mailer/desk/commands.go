package desk

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// A player's command to the referee, written beside the game's moves in
// every game: status, log [N], say TEXT, vacation D, back, resign [N],
// and help (isHelp). A mail whose first command line is one of these is
// read as that command alone (request), unless a line below it may be a
// move: "status" is then answered by the move's confirmation
// (withoutStatus), another command refuses the mail (besideMove).
type playerCommand struct {
	name string
	arg  string
}

// DefaultVacation is each seat's vacation allowance per game, unless the
// game sets its own.
const DefaultVacation = 14 * 24 * time.Hour

// maxSay caps a relayed message, in characters.
const maxSay = 2000

// maxLogEntries caps the log a mail carries.
const maxLogEntries = 200

// readCommand recognises a player command in a mail's lines. "back" is
// one only as a line of its own: the word is a move in some games. A
// sentence's end after the command ("status.", "resign!") does not
// count, but "resign 12?" is asked, not confirmed; "I resign" is resign.
func readCommand(lines []string) (playerCommand, bool) {
	if len(lines) == 0 {
		return playerCommand{}, false
	}
	word, rest, _ := strings.Cut(strings.TrimSpace(lines[0]), " ")
	if strings.EqualFold(word, "say") {
		text := strings.TrimSpace(strings.Join(append([]string{rest}, lines[1:]...), "\n"))
		return playerCommand{name: "say", arg: text}, true
	}
	word, rest, _ = strings.Cut(bare(lines[0]), " ")
	word, rest = strings.ToLower(word), strings.TrimSpace(rest)
	if word == "i" && strings.EqualFold(rest, "resign") {
		word, rest = "resign", ""
	}
	switch word {
	case "resign":
		if question(lines[0]) {
			rest = "" // "resign 12?" asks: the confirmation is asked for again
		}
		return playerCommand{name: word, arg: rest}, true
	case "status", "log", "vacation":
		return playerCommand{name: word, arg: rest}, true
	case "back":
		return playerCommand{name: word}, rest == ""
	}
	return playerCommand{}, false
}

// question reports whether line ends in a question mark: a question
// confirms nothing.
func question(line string) bool {
	line = strings.TrimSpace(line)
	return strings.HasSuffix(line, "?") || strings.HasSuffix(line, "？")
}

// sentenceEnds end a sentence, ASCII and full-width.
const sentenceEnds = ".!?。！？"

// bare is a line without the marks that end its sentence.
func bare(line string) string {
	return strings.TrimSpace(strings.TrimRight(strings.TrimSpace(line), sentenceEnds))
}

// request reads a player command, or a request for help (isHelp), from
// a seat's mail: from its command lines (parser.Message.Commands), or,
// when the first of them is the text after the greeting ("Hi all,
// status", "Hallo, log 5", "你好，resign": parser.Message.Candidates),
// from that text and the lines below it, if it is a whole player command
// (whole): the text after a greeting is as often chat ("Hi Bob, log in
// when you can", "Hi, I say we go on"). Nor is it one above a line the
// game may take for a move (move): "Hi Bob, say hello to Anna" above a
// move is a greeting, and the move is read, never relayed to the other
// seats as a message or dropped for a status.
func request(msg *parser.Message, lines []string, move func(string) bool, names ...string) (playerCommand, bool) {
	if pc, ok := readRequest(msg, lines); ok {
		// "Status?" above a move: the move's confirmation answers it
		// (withoutStatus).
		_, moves := moveBelow(lines, move)
		return pc, !isStatus(lines[0]) || !moves
	}
	cands, _ := msg.Candidates(names...)
	if len(cands) == 0 || len(lines) > 0 && cands[0] == lines[0] {
		return playerCommand{}, false // no text after a greeting comes first
	}
	if slices.ContainsFunc(parser.ListItems(cands[1:]), move) {
		return playerCommand{}, false
	}
	pc, ok := readRequest(msg, cands)
	return pc, ok && whole(pc)
}

// moveBelow returns the first of lines below the first that the game
// may take for a move (move), read without its list marker.
func moveBelow(lines []string, move func(string) bool) (string, bool) {
	if len(lines) < 2 {
		return "", false
	}
	for _, item := range parser.ListItems(lines[1:]) {
		if move(item) {
			return item, true
		}
	}
	return "", false
}

// besideMove refuses pc, a player command on the mail's first line,
// when a line below it may be a move: obeyed alone, the command would
// drop the move unsaid, and a "say" would relay it, perhaps a secret
// choice, to the other seats as its message. "status" is answered by
// the move's confirmation instead (withoutStatus, request).
func besideMove(t *table, seat store.Seat, pc playerCommand, lines []string) (verdict, bool, error) {
	line, ok := moveBelow(lines, t.mayBeCommand)
	if !ok {
		return verdict{}, false, nil
	}
	v, err := refuseWith(t, seat, "refuse-command-beside-move", map[string]any{"Command": strings.TrimSpace(lines[0]), "Line": line, "Say": pc.name == "say"})
	return v, true, err
}

// isStatus reports whether line is "status" alone ("Status?", "status."),
// as against "status quo ante".
func isStatus(line string) bool {
	pc, ok := readCommand([]string{line})
	return ok && pc.name == "status" && whole(pc)
}

// withoutStatus takes "status" on a line of its own (isStatus) out of
// each of rs, the readings of a mail that moves, and marks the readings
// that held it. The move's confirmation answers it: it shows the game as
// it stands after the move, with the seat's own hand and what it is
// asked, as the status would, and says so (status-beside-move). Read as
// chat, it would be dropped without an answer.
func withoutStatus(rs []reading) []reading {
	out := make([]reading, len(rs))
	for i, r := range rs {
		keep := func(lines []string) []string {
			return slices.DeleteFunc(slices.Clone(lines), func(l string) bool {
				if isStatus(l) {
					r.status = true
					return true
				}
				return false
			})
		}
		r.cmds, r.ignored = keep(r.cmds), keep(r.ignored)
		out[i] = r
	}
	return out
}

// readRequest reads a player command or a request for help from lines.
func readRequest(msg *parser.Message, lines []string) (playerCommand, bool) {
	if pc, ok := readCommand(lines); ok {
		return pc, true
	}
	return playerCommand{name: "help"}, isHelp(msg, lines)
}

// whole reports whether pc's argument is one its command takes: "log
// in when you can" and "vacation was great" are chat.
func whole(pc playerCommand) bool {
	switch pc.name {
	case "status", "back", "help":
		return pc.arg == ""
	case "log":
		_, err := strconv.Atoi(pc.arg)
		return pc.arg == "" || err == nil || strings.EqualFold(pc.arg, "json") || strings.EqualFold(pc.arg, "full")
	case "vacation":
		_, ok := parseLength(pc.arg)
		return ok
	case "resign":
		_, err := strconv.Atoi(strings.TrimPrefix(pc.arg, "#"))
		return pc.arg == "" || err == nil
	}
	return pc.name == "say"
}

// obey carries out a player command. A command that changes the game
// (vacation, back, resign) ends in advance; the others answer.
func (d *Desk) obey(tx *store.Tx, t *table, seat store.Seat, msg *parser.Message, pc playerCommand) (verdict, error) {
	v := verdict{outcome: Answered, detail: pc.name, gameID: t.game.ID}
	var err error
	switch pc.name {
	case "help":
		v.answer = help{t: t, seat: seat}
	case "status":
		v.answer = toSeat{t: t, seat: seat, l: statusLetter{reply: msg}}
	case "log":
		v, err = d.history(tx, t, seat, msg, pc.arg)
	case "say":
		v, err = d.say(tx, t, seat, msg, pc.arg)
	case "vacation":
		v, err = d.vacation(tx, t, seat, msg, pc.arg)
	case "back":
		v, err = d.back(tx, t, seat, msg)
	case "resign":
		v, err = d.resign(tx, t, seat, msg, pc.arg)
	}
	return v, err
}

// refuseWith is the verdict refusing a player's command with a sentence.
func refuseWith(t *table, seat store.Seat, name string, data any) (verdict, error) {
	reason, err := templates.Say(name, data)
	return verdict{outcome: Refused, detail: name, gameID: t.game.ID, answer: refusal{t: t, seat: seat, reason: reason}}, err
}

// PublicEntry is one entry of a game's public log: a move's public
// account or a note (a relayed message, a vacation, an announcement).
type PublicEntry struct {
	At   time.Time `json:"at"`
	Kind string    `json:"kind"`           // "move" or the note's kind: say, vacation, back, resign, moderator…
	Seat string    `json:"seat,omitempty"` // a note's seat; a move's is left out, as in the text log
	Text []string  `json:"text"`
}

// PublicLog is a game's public log as "log json" mails it.
type PublicLog struct {
	Game    string        `json:"game"`
	Kind    string        `json:"kind"`
	Seats   []string      `json:"seats"`
	Entries []PublicEntry `json:"entries"`
}

// publicLog is the game's public log: the moves' public accounts and the
// notes, in the order they were written.
func publicLog(tx *store.Tx, t *table) (*PublicLog, error) {
	moves, err := tx.Moves(t.game.ID)
	if err != nil {
		return nil, err
	}
	notes, err := tx.Notes(t.game.ID)
	if err != nil {
		return nil, err
	}
	pl := &PublicLog{Game: t.game.Slug, Kind: t.game.Kind, Entries: []PublicEntry{}}
	for _, s := range t.seats {
		pl.Seats = append(pl.Seats, s.Seat)
	}
	for i, j := 0, 0; i < len(moves) || j < len(notes); {
		if j >= len(notes) || (i < len(moves) && moves[i].Seq <= notes[j].After) {
			if moves[i].Log != "" {
				pl.Entries = append(pl.Entries, PublicEntry{At: moves[i].At.UTC(), Kind: "move", Text: strings.Split(moves[i].Log, "\n")})
			}
			i++
			continue
		}
		n := notes[j]
		pl.Entries = append(pl.Entries, PublicEntry{At: n.At.UTC(), Kind: n.Kind, Seat: n.Seat, Text: strings.Split(n.Text, "\n")})
		j++
	}
	return pl, nil
}

// history answers "log", "log N", "log json" and "log full": the game's
// public log (the moves' public accounts and the notes) or its last N
// entries; the same as JSON; or, once the game is over, its full log
// (fullLog).
func (d *Desk) history(tx *store.Tx, t *table, seat store.Seat, msg *parser.Message, arg string) (verdict, error) {
	v := verdict{outcome: Answered, detail: strings.TrimSpace("log " + arg), gameID: t.game.ID}
	switch strings.ToLower(arg) {
	case "full":
		if t.game.Status != statusOver {
			return refuseWith(t, seat, "refuse-log-full", nil)
		}
		head, data, err := fullLog(tx, t)
		v.answer = toSeat{t: t, seat: seat, l: historyLetter{reply: msg, head: head, data: data}}
		return v, err
	case "json":
		pl, err := publicLog(tx, t)
		if err != nil {
			return verdict{}, err
		}
		data, err := json.MarshalIndent(pl, "", "  ")
		if err != nil {
			return verdict{}, fmt.Errorf("encode the public log: %w", err)
		}
		head, err := templates.Say("history-head-json", nil)
		v.answer = toSeat{t: t, seat: seat, l: historyLetter{reply: msg, head: head, data: string(data)}}
		return v, err
	}
	last, _ := strconv.Atoi(arg)
	pl, err := publicLog(tx, t)
	if err != nil {
		return verdict{}, err
	}
	zone := t.game.Clock.Zone
	var lines []string
	for _, e := range pl.Entries {
		lines = append(lines, templates.When(e.At, zone)+": "+strings.Join(e.Text, " "))
	}
	n := maxLogEntries
	if last > 0 && last < n {
		n = last
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	head, err := templates.Say("history-head", map[string]any{"Last": last})
	if err != nil {
		return verdict{}, err
	}
	if len(lines) == 0 {
		empty, err := templates.Say("history-empty", nil)
		if err != nil {
			return verdict{}, err
		}
		lines = []string{empty}
	}
	v.answer = toSeat{t: t, seat: seat, l: historyLetter{reply: msg, head: head, lines: lines}}
	return v, nil
}

// fullLog is the game's full log as "log full" mails it: the export
// (exportOf) as JSON, every move with its commands, the notes and the
// chain. A running game's seed is left out: it would tell the dice to
// come.
func fullLog(tx *store.Tx, t *table) (head, data string, err error) {
	x, err := exportOf(tx, t)
	if err != nil {
		return "", "", err
	}
	running := t.game.Status != statusOver
	if running {
		x.Seed = 0
	}
	b, err := json.MarshalIndent(x, "", "  ")
	if err != nil {
		return "", "", fmt.Errorf("encode the full log: %w", err)
	}
	head, err = templates.Say("history-head-full", nil)
	return head, string(b), err
}

// say relays a player's message to the other players and keeps it in the
// game's notes.
func (d *Desk) say(tx *store.Tx, t *table, seat store.Seat, msg *parser.Message, text string) (verdict, error) {
	if text == "" {
		return refuseWith(t, seat, "refuse-say-empty", nil)
	}
	if len([]rune(text)) > maxSay {
		return refuseWith(t, seat, "refuse-say-long", maxSay)
	}
	label, err := t.label(seat.Seat)
	if err != nil {
		return verdict{}, err
	}
	said, err := templates.Say("said", map[string]any{"Seat": label, "Text": text})
	if err != nil {
		return verdict{}, err
	}
	if err := d.addNote(tx, &store.Note{GameID: t.game.ID, At: d.now(), After: t.seq, Seat: seat.Seat, Kind: "say", Text: said}); err != nil {
		return verdict{}, err
	}
	if err := d.tellNews(tx, t, []tidings{{text: said, except: seat.Seat}}); err != nil {
		return verdict{}, err
	}
	var to []string
	for _, s := range t.seats {
		if s.Seat != seat.Seat {
			l, err := t.label(s.Seat)
			if err != nil {
				return verdict{}, err
			}
			to = append(to, l)
		}
	}
	sent, err := templates.Say("say-sent", map[string]any{"To": to})
	return verdict{outcome: Applied, detail: "say", gameID: t.game.ID,
		answer: toSeat{t: t, seat: seat, l: ackLetter{reply: msg, text: sent}}}, err
}

// allowance is each seat's vacation allowance in the game.
func (t *table) allowance() time.Duration {
	if t.game.Clock.Vacation > 0 {
		return t.game.Clock.Vacation
	}
	return DefaultVacation
}

// days writes a vacation's length as players write it: 5d, 10d23h, 36h
// under two days.
func days(d time.Duration) string {
	const day = 24 * time.Hour
	if d < 2*day {
		return short(d)
	}
	out := strconv.Itoa(int(d/day)) + "d"
	if rest := d % day; rest > 0 {
		out += short(rest)
	}
	return out
}

// parseLength reads a vacation's length: days ("5d") or a duration
// ("36h").
func parseLength(s string) (time.Duration, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if days, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(days)
		return time.Duration(n) * 24 * time.Hour, err == nil && n > 0
	}
	d, err := time.ParseDuration(s)
	return d, err == nil && d > 0
}

// vacation pauses a seat's clock: its open deadline moves by the
// vacation's length, and deadlines set while it is away start when it
// returns (setDeadline). The opponents are told.
func (d *Desk) vacation(tx *store.Tx, t *table, seat store.Seat, msg *parser.Message, arg string) (verdict, error) {
	length, ok := parseLength(arg)
	now := d.now()
	zone := t.game.Clock.Zone
	switch {
	case t.game.Status != statusActive:
		return refuseWith(t, seat, "refuse-game-over", nil)
	case !ok:
		return refuseWith(t, seat, "refuse-vacation-length", nil)
	case seat.AwayUntil.After(now):
		return refuseWith(t, seat, "refuse-vacation-away", templates.When(seat.AwayUntil, zone))
	case seat.VacationUsed+length > t.allowance():
		return refuseWith(t, seat, "refuse-vacation-allowance", map[string]any{"Length": days(length),
			"Left": days(t.allowance() - seat.VacationUsed), "Allowance": days(t.allowance())})
	}
	seat.VacationUsed += length
	seat.AwayUntil = now.Add(length)
	c, err := d.pause(tx, t, seat, length, "vacation")
	if err != nil {
		return verdict{}, err
	}
	return d.changed(tx, t, "vacation "+short(length), c)
}

// back ends a seat's vacation early: the time not used returns to its
// allowance, and its deadline moves back by as much.
func (d *Desk) back(tx *store.Tx, t *table, seat store.Seat, msg *parser.Message) (verdict, error) {
	now := d.now()
	if !seat.AwayUntil.After(now) {
		return refuseWith(t, seat, "refuse-back", nil)
	}
	unused := seat.AwayUntil.Sub(now)
	seat.VacationUsed -= unused
	seat.AwayUntil = time.Time{}
	c, err := d.pause(tx, t, seat, -unused, "back")
	if err != nil {
		return verdict{}, err
	}
	return d.changed(tx, t, "back", c)
}

// pause stores a seat's vacation and works out the change it makes: its
// open deadline moved by shift, the seat and its opponents told, a note
// in the log.
func (d *Desk) pause(tx *store.Tx, t *table, seat store.Seat, shift time.Duration, kind string) (change, error) {
	if err := tx.UpdateSeat(seat); err != nil {
		return change{}, err
	}
	for i := range t.seats {
		if t.seats[i].Seat == seat.Seat {
			t.seats[i] = seat
		}
	}
	zone := t.game.Clock.Zone
	c := change{moved: map[string]time.Time{}}
	data := map[string]any{"Seat": seat.Seat, "Until": templates.When(seat.AwayUntil, zone), "Length": days(shift),
		"Left": days(t.allowance() - seat.VacationUsed)}
	if dl, ok := t.deadlines[seat.Seat]; ok {
		c.moved[seat.Seat] = dl.Due.Add(shift)
		data["Due"] = templates.When(dl.Due.Add(shift), zone)
	}
	you, err := templates.Say(kind+"-you", data)
	if err != nil {
		return change{}, err
	}
	others, err := templates.Say(kind+"-others", data)
	if err != nil {
		return change{}, err
	}
	c.news = []tidings{{text: you, only: seat.Seat}, {text: others, except: seat.Seat, moderators: true}}
	return c, d.addNote(tx, &store.Note{GameID: t.game.ID, At: d.now(), After: t.seq, Seat: seat.Seat, Kind: kind, Text: others})
}

// changed runs a player command's change through advance.
func (d *Desk) changed(tx *store.Tx, t *table, detail string, c change) (verdict, error) {
	if err := d.advance(tx, t, t.state, c); err != nil {
		return verdict{}, err
	}
	return verdict{outcome: Applied, detail: detail, gameID: t.game.ID}, nil
}

// resign asks for confirmation ("resign" alone) or, confirmed with the
// game's current decision number, ends the game: the seat loses and the
// others share the win.
func (d *Desk) resign(tx *store.Tx, t *table, seat store.Seat, msg *parser.Message, arg string) (verdict, error) {
	if t.game.Status == statusOver {
		return refuseWith(t, seat, "refuse-game-over", nil)
	}
	if arg == "" {
		ask, err := templates.Say("resign-ask", t.game.Decision)
		return verdict{outcome: Answered, detail: "resign asked", gameID: t.game.ID,
			answer: toSeat{t: t, seat: seat, l: ackLetter{reply: msg, text: ask}}}, err
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(arg, "#")); err != nil || n != t.game.Decision {
		return refuseWith(t, seat, "refuse-resign-stale", map[string]any{"Got": arg, "Want": t.game.Decision})
	}
	reason, err := templates.Say("resigned", seat.Seat)
	if err != nil {
		return verdict{}, err
	}
	if err := d.addNote(tx, &store.Note{GameID: t.game.ID, At: d.now(), After: t.seq, Seat: seat.Seat, Kind: "resign", Text: reason}); err != nil {
		return verdict{}, err
	}
	return d.changed(tx, t, "resign", change{end: d.loses(t, seat.Seat, reason)})
}

// loses is the ending in which seat loses and every other seat wins.
func (d *Desk) loses(t *table, seat, reason string) *store.Ending {
	end := &store.Ending{Reason: reason}
	for _, o := range t.seats {
		if o.Seat != seat {
			end.Winners = append(end.Winners, o.Seat)
		}
	}
	return end
}

// toSeat is an answer that sends a letter to the seat that wrote, capped
// like every answer to a player's request.
type toSeat struct {
	t    *table
	seat store.Seat
	l    letter
}

func (r toSeat) bound(*parser.Message) (string, int64, bool) {
	return r.seat.Address, r.t.game.ID, r.t.isAsked(r.seat.Seat)
}

func (r toSeat) send(d *Desk, tx *store.Tx, _ *parser.Message, _ bool) error {
	return d.queueSeat(tx, r.t, r.seat, r.l)
}
