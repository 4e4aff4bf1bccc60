package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"turnmail/engine"
)

// viewData is the JSON form of a view.
type viewData struct {
	Turn        int               `json:"turn"`
	ActionRound int               `json:"action_round"`
	Phase       string            `json:"phase"`
	VP          int               `json:"vp"` // positive: US ahead
	DEFCON      int               `json:"defcon"`
	MilOps      map[string]int    `json:"military_ops"`
	Space       map[string]int    `json:"space_race"`
	Influence   []countryView     `json:"influence"`
	Effects     []string          `json:"effects"`
	HandSizes   map[string]int    `json:"hand_sizes"`
	Deck        int               `json:"deck"`
	Discard     []int             `json:"discard"`
	Removed     []int             `json:"removed"`
	China       string            `json:"china_card"`
	ChinaFaceUp bool              `json:"china_face_up"`
	Hand        []int             `json:"hand,omitempty"`
	Hands       map[string][]int  `json:"hands,omitempty"`
	Headline    map[string]int    `json:"headline,omitempty"`
	Notes       map[string]string `json:"notes,omitempty"`
	Halted      string            `json:"halted,omitempty"`
	// Record is what was secret, once the game is over (record.go).
	Record []string `json:"record,omitempty"`
}

// countryView is one country with influence.
type countryView struct {
	Name       string `json:"name"`
	Region     string `json:"region"`
	USSR       int    `json:"ussr"`
	US         int    `json:"us"`
	Controller string `json:"controller,omitempty"`
}

// data is the view's data of what every seat may see.
func (s *state) data() viewData {
	d := viewData{Turn: s.Turn, ActionRound: s.AR, Phase: s.Phase, VP: s.VP, DEFCON: s.DEFCON,
		MilOps:    map[string]int{"USSR": s.MilOps[USSR], "US": s.MilOps[US]},
		Space:     map[string]int{"USSR": s.Space[USSR], "US": s.Space[US]},
		HandSizes: map[string]int{"USSR": len(s.Hands[USSR]), "US": len(s.Hands[US])},
		Deck:      len(s.Deck), Discard: slices.Clone(s.Discard), Removed: slices.Clone(s.Removed),
		China: s.China.String(), ChinaFaceUp: s.ChinaFaceUp, Effects: s.effectNames(), Halted: s.Halt}
	if s.Over {
		d.Record = slices.Clone(s.Record)
	}
	n := 0
	for _, c := range countries {
		if s.Inf[USSR][c.ID] != 0 || s.Inf[US][c.ID] != 0 {
			n++
		}
	}
	if n > 0 {
		d.Influence = make([]countryView, 0, n)
	}
	for _, c := range countries {
		if s.Inf[USSR][c.ID] == 0 && s.Inf[US][c.ID] == 0 {
			continue
		}
		cv := countryView{Name: c.Name, Region: c.Region.String(), USSR: s.Inf[USSR][c.ID], US: s.Inf[US][c.ID]}
		if p := s.controller(c.ID); p != Neutral {
			cv.Controller = p.String()
		}
		d.Influence = append(d.Influence, cv)
	}
	return d
}

// effectNames lists the effects in force, by card number then side.
func (s *state) effectNames() []string {
	if len(s.Effects)+len(s.TurnEffects) == 0 {
		return nil
	}
	names := make([]string, 0, len(s.Effects)+len(s.TurnEffects))
	var buf [80]byte
	for e, game, turn, ok := nextInForce(s.Effects, s.TurnEffects); ok; e, game, turn, ok = nextInForce(game, turn) {
		names = append(names, string(s.appendEffectName(buf[:0], e)))
	}
	return names
}

// appendEffectName appends the name of effect e in force, as the views
// write it: "Containment (this turn)", "NATO".
func (s *state) appendEffectName(b []byte, e effect) []byte {
	b = e.appendName(b)
	if s.TurnEffects.has(e) {
		b = append(b, " (this turn)"...)
	}
	return b
}

// public renders the public state, at most 72 columns wide.
func (s *state) public() string {
	var buf [3072]byte // most views fit; the text is copied once into its string
	return string(s.appendPublic(buf[:0]))
}

// appendPublic appends the public state, at most 72 columns wide.
func (s *state) appendPublic(b []byte) []byte {
	var scratch [1024]byte // a paragraph before it is wrapped
	if vs := s.Variants.names(); len(vs) > 0 {
		t := append(scratch[:0], "Variants: "...)
		for i, v := range vs {
			if i > 0 {
				t = append(t, ", "...)
			}
			t = append(t, v...)
		}
		b = appendWrap(b, append(t, '.'), 72)
	}
	b = append(b, "Turn "...)
	b = strconv.AppendInt(b, int64(s.Turn), 10)
	switch {
	case s.Phase == phaseSetup:
		b = append(b, ", setup"...)
	case s.Phase == phaseBid:
		b = append(b, ", bid"...)
	case s.Flow != nil && s.Flow.Proc == "endturn", s.Over && s.AR == 0 && s.Rounds != [2]int{}:
		b = append(b, ", end of turn"...) // the box 6 discard, the final scoring
	case s.AR == 0:
		b = append(b, ", headline"...)
	default:
		b = append(b, ", action round "...)
		b = strconv.AppendInt(b, int64(s.AR), 10)
	}
	b = append(b, ".  VP: "...)
	b = append(b, vpLeader(s.VP)...)
	b = strconv.AppendInt(b, int64(max(s.VP, -s.VP)), 10)
	b = append(b, ".  DEFCON "...)
	b = strconv.AppendInt(b, int64(s.DEFCON), 10)
	b = append(b, ".\nMilitary ops: USSR "...)
	b = strconv.AppendInt(b, int64(s.MilOps[USSR]), 10)
	b = append(b, ", US "...)
	b = strconv.AppendInt(b, int64(s.MilOps[US]), 10)
	b = append(b, " (required: "...)
	b = strconv.AppendInt(b, int64(s.DEFCON), 10)
	b = append(b, ").\nSpace race: USSR box "...)
	b = strconv.AppendInt(b, int64(s.Space[USSR]), 10)
	b = append(b, ", US box "...)
	b = strconv.AppendInt(b, int64(s.Space[US]), 10)
	b = append(b, " (tries this turn: USSR "...)
	b = strconv.AppendInt(b, int64(s.Tries[USSR]), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(s.spaceTriesAllowed(USSR)), 10)
	b = append(b, ", US "...)
	b = strconv.AppendInt(b, int64(s.Tries[US]), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(s.spaceTriesAllowed(US)), 10)
	b = append(b, ").\nChina Card: "...)
	if s.China == Neutral {
		b = append(b, "out of play"...)
	} else {
		b = append(b, "held by the "...)
		b = append(b, s.China.String()...)
		if !s.ChinaFaceUp {
			b = append(b, " (face down)"...)
		}
	}
	b = append(b, ".\n"...)
	b = append(b, s.ccwLine()...)
	b = append(b, "Cards: USSR hand "...)
	b = strconv.AppendInt(b, int64(len(s.Hands[USSR])), 10)
	b = append(b, ", US hand "...)
	b = strconv.AppendInt(b, int64(len(s.Hands[US])), 10)
	b = append(b, ", deck "...)
	b = strconv.AppendInt(b, int64(len(s.Deck)), 10)
	b = append(b, ", discards "...)
	b = strconv.AppendInt(b, int64(len(s.Discard)), 10)
	b = append(b, ", removed "...)
	b = strconv.AppendInt(b, int64(len(s.Removed)), 10)
	b = append(b, ".\n"...)
	// The discard pile is open to both players (FAQ §5.0 Q1), and so
	// are the cards removed from the game: listed by number, as a player
	// looks for a card in them.
	b = appendCardList(b, "Discard pile: ", s.Discard)
	b = appendCardList(b, "Removed from the game: ", s.Removed)
	if len(s.Effects)+len(s.TurnEffects) > 0 {
		t := append(scratch[:0], "In effect: "...)
		for e, game, turn, ok := nextInForce(s.Effects, s.TurnEffects); ok; e, game, turn, ok = nextInForce(game, turn) {
			if len(t) > len("In effect: ") {
				t = append(t, ", "...)
			}
			t = s.appendEffectName(t, e)
		}
		b = appendWrap(b, append(t, '.'), 72)
	}
	if s.sidesBidding() {
		b = append(b, s.sideBidPublic()...)
	}
	if s.Phase == phaseHeadline && s.Flow == nil {
		for _, p := range []Side{USSR, US} {
			if s.Headline[p] != 0 {
				b = append(b, "The "...)
				b = append(b, p.String()...)
				b = append(b, " has chosen its headline.\n"...)
			}
		}
	}
	b = append(b, "\nInfluence (USSR/US, * = controlled):\n"...)
	for r := Europe; r <= SouthAmerica; r++ {
		b = s.appendRegionInfluence(b, r)
	}
	if s.Over {
		b = append(b, "\nGame over: "...)
		b = append(b, s.Reason...)
		b = append(b, ".\n"...)
		b = append(b, s.finalRecord()...)
	}
	if s.Halt != "" {
		t := append(scratch[:0], "The game is halted: "...)
		t = append(t, s.Halt...)
		b = append(b, '\n')
		b = appendWrap(b, append(t, '.'), 72)
	}
	return b
}

// appendCardList appends head and the named cards by number, at most
// 72 columns wide, a line broken only between two cards (the lines after
// the first indented as appendWrap indents them); nothing when there are
// none.
func appendCardList(b []byte, head string, cards []int) []byte {
	if len(cards) == 0 {
		return b
	}
	var buf [128]int // more than the 110 cards
	sorted := append(buf[:0], cards...)
	slices.Sort(sorted)
	b = append(b, head...)
	line := len(head)
	for i, c := range sorted {
		name := cardName(c)
		sep := ", "
		if i == 0 {
			sep = ""
		}
		// Each card is followed by a comma or the full stop.
		if i > 0 && line+len(sep)+len(name)+1 > 72 {
			b = append(b, ",\n  "...)
			line, sep = 2, ""
		}
		b = append(b, sep...)
		b = append(b, name...)
		line += len(sep) + len(name)
	}
	return append(b, ".\n"...)
}

// appendRegionInfluence appends region r's countries with influence, two
// to a line, each as "Name  USSR/US  controller" in fixed columns; nothing
// when no country there has any.
func (s *state) appendRegionInfluence(b []byte, r Region) []byte {
	var ids [numCountries]int
	n := 0
	for _, c := range countries {
		if c.Region == r && s.Inf[USSR][c.ID]+s.Inf[US][c.ID] != 0 {
			ids[n] = c.ID
			n++
		}
	}
	if n == 0 {
		return b
	}
	b = append(b, r.String()...)
	b = append(b, ":\n"...)
	for i := 0; i < n; i += 2 {
		line := len(b)
		b = append(b, "  "...)
		b = s.appendInfluenceCell(b, ids[i])
		if i+1 < n {
			b = append(b, "  "...)
			b = s.appendInfluenceCell(b, ids[i+1])
		}
		for len(b) > line && b[len(b)-1] == ' ' {
			b = b[:len(b)-1]
		}
		b = append(b, '\n')
	}
	return b
}

// appendInfluenceCell appends country c's cell, as fmt writes
// "%-18s %2d/%-2d %-5s" of its name, the influence and "*USSR", "*US"
// or "" for its controller.
func (s *state) appendInfluenceCell(b []byte, c int) []byte {
	b = appendPadded(b, countries[c].Name, 18)
	b = append(b, ' ')
	var num [20]byte
	ussr := strconv.AppendInt(num[:0], int64(s.Inf[USSR][c]), 10)
	for range 2 - len(ussr) {
		b = append(b, ' ')
	}
	b = append(b, ussr...)
	b = append(b, '/')
	us := strconv.AppendInt(num[:0], int64(s.Inf[US][c]), 10)
	b = append(b, us...)
	for range 2 - len(us) {
		b = append(b, ' ')
	}
	b = append(b, ' ')
	switch s.controller(c) {
	case USSR:
		return append(b, "*USSR"...)
	case US:
		return append(b, "*US  "...)
	}
	return append(b, "     "...)
}

// appendPadded appends text and spaces after it up to width characters,
// as fmt's %-*s does.
func appendPadded(b []byte, text string, width int) []byte {
	b = append(b, text...)
	for range width - utf8.RuneCountInString(text) {
		b = append(b, ' ')
	}
	return b
}

// private renders side p's hidden information: its hand, its secret
// headline and its private notes.
func (s *state) private(p Side) string {
	if s.sidesBidding() {
		return s.sideBidPrivate(p)
	}
	var buf [2048]byte // most hands fit; the text is copied once into its string
	b := append(buf[:0], "Your hand ("...)
	b = append(b, p.String()...)
	b = append(b, "):\n"...)
	for _, n := range s.Hands[p] {
		b = append(b, handLine(n)...)
	}
	if s.China == p {
		b = append(b, "  and the China Card ("...)
		if s.ChinaFaceUp {
			b = append(b, "face up, playable"...)
		} else {
			b = append(b, "face down, playable next turn"...)
		}
		b = append(b, ")\n"...)
	}
	if s.Bid[p] != 0 && s.Phase == phaseBid {
		b = append(b, "Your bid: "...)
		b = strconv.AppendInt(b, int64(s.Bid[p]-1), 10)
		b = append(b, '\n')
	}
	if s.Headline[p] != 0 {
		b = append(b, "Your headline: "...)
		b = append(b, cardName(s.Headline[p])...)
		b = append(b, '\n')
	}
	if p == USSR && s.effect(effAldrichAmes) > 0 {
		// Aldrich Ames Remix (98): the US hand is shown to the USSR for
		// the rest of the turn.
		b = append(b, "The US hand (Aldrich Ames Remix):\n"...)
		for _, n := range s.Hands[US] {
			b = append(b, handLine(n)...)
		}
	}
	for _, n := range s.Notes[p] {
		b = appendWrap(b, n, 72)
	}
	return string(b)
}

// handLine is one card in a hand: number, name, ops, side, summary
// (written once per card, cardText).
func handLine(n int) string {
	if n > 0 && n < len(cardText) && cardText[n].hand != "" {
		return cardText[n].hand
	}
	return cards[n].handLine()
}

// handLine is the card's line in a hand: number, name, ops, side,
// summary.
func (c *Card) handLine() string {
	ops := fmt.Sprintf("%d ops", c.Ops)
	if c.Ops == 1 {
		ops = "1 op"
	}
	if c.Scoring {
		ops = "scoring"
	}
	head := fmt.Sprintf("  %3d %s (%s, %s)", c.Number, c.Name, ops, c.Side)
	sum := c.Summary
	if len(sum) > 64 {
		cut := strings.LastIndex(sum[:61], " ")
		sum = strings.TrimRight(sum[:cut], ",;:") + " ..."
	}
	return head + "\n      " + sum + "\n"
}

// handText names the cards of p's hand (and the China Card when p holds
// it) for a private note
// (CIA Created, Lone Gunman, Aldrich Ames Remix).
func handText(s *state, p Side) string {
	var buf [512]byte // the text is written here and copied once into its string
	b := buf[:0]
	for i, n := range s.Hands[p] {
		if i > 0 {
			b = append(b, "; "...)
		}
		b = append(b, cardName(n)...)
	}
	if len(b) == 0 {
		b = append(b, "no cards"...)
	}
	if s.China == p {
		b = append(b, " (and the China Card)"...)
	}
	return string(b)
}

// wrap breaks text into lines of at most width columns.
func wrap(text string, width int) string {
	return string(appendWrap(nil, text, width))
}

// appendWrap appends text broken into lines of at most width columns: the
// words (as strings.Fields splits them) joined by one space, each line
// after the first indented by two, every line ended by a newline; a word
// longer than a line has a line of its own.
func appendWrap[T string | []byte](b []byte, text T, width int) []byte {
	line := 0 // the length of the line being written; 0 before the first word
	for i := 0; i < len(text); {
		if sp, size := spaceAt(text, i); sp {
			i += size
			continue
		}
		start := i
		for i < len(text) {
			sp, size := spaceAt(text, i)
			if sp {
				break
			}
			i += size
		}
		w := text[start:i]
		switch {
		case line == 0:
			line = len(w)
		case line+1+len(w) > width:
			b = append(b, "\n  "...)
			line = 2 + len(w)
		default:
			b = append(b, ' ')
			line += 1 + len(w)
		}
		b = append(b, w...)
	}
	if line > 0 {
		b = append(b, '\n')
	}
	return b
}

// spaceAt reports whether text has a space (unicode.IsSpace, as
// strings.Fields splits at) at byte i, and its length in bytes.
func spaceAt[T string | []byte](text T, i int) (bool, int) {
	if c := text[i]; c < utf8.RuneSelf {
		return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r', 1
	}
	r, size := utf8.DecodeRuneInString(string(text[i:min(len(text), i+utf8.UTFMax)]))
	return unicode.IsSpace(r), size
}

// View is what seat may see.
func (s *state) View(seat string) engine.View {
	p, ok := sideOf(seat)
	if !ok {
		return s.Public()
	}
	d := s.data()
	if s.sidesBidding() {
		return engine.View{Public: s.public(), Private: s.private(p), Data: d}
	}
	d.Hand = slices.Clone(s.Hands[p])
	if s.Headline[p] != 0 {
		d.Headline = map[string]int{seats[p]: s.Headline[p]}
	}
	if len(s.Notes[p]) > 0 {
		d.Notes = map[string]string{seats[p]: strings.Join(s.Notes[p], "\n")}
	}
	return engine.View{Public: s.public(), Private: s.private(p), Data: d}
}

// Public is the observers' view.
func (s *state) Public() engine.View {
	return engine.View{Public: s.public(), Data: s.data()}
}

// Full is the moderators' view: both hands and secret headlines.
func (s *state) Full() engine.View {
	d := s.data()
	d.Hands = map[string][]int{"USSR": slices.Clone(s.Hands[USSR]), "US": slices.Clone(s.Hands[US])}
	d.Headline = map[string]int{"USSR": s.Headline[USSR], "US": s.Headline[US]}
	return engine.View{Public: s.public(), Private: s.private(USSR) + "\n" + s.private(US), Data: d}
}
