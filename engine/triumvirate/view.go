package triumvirate

import (
	"fmt"
	"strings"

	"turnmail/engine"
)

// The game has no hidden information: the bag is drawn blind, but its
// contents are public as counts by colour, and gold, weapons and
// governors in the reinforcements lie open. Every view is the public one.

func (s *state) View(seat string) engine.View { return s.Public() }

func (s *state) Public() engine.View {
	return engine.View{Public: s.text(), Data: s.data()}
}

func (s *state) Full() engine.View { return s.Public() }

// data is the public state as a JSON-able value.
type data struct {
	Year      int             `json:"year"`
	Turn      int             `json:"turn"`
	Active    string          `json:"active"`
	Phase     string          `json:"phase"`
	Calendar  int             `json:"calendar"`
	Points    int             `json:"movement_points"`
	Actions   int             `json:"actions"`
	Provinces []provinceData  `json:"provinces"`
	Chars     []characterData `json:"characters"`
	Alii      int             `json:"alii"`
	Bag       map[string]int  `json:"bag"`
	Supply    map[string]int  `json:"supply"`
	CompCard  string          `json:"compensation_card,omitempty"`
}

type provinceData struct {
	Name     string `json:"name"`
	Kind     string `json:"kind"`
	Owner    string `json:"owner"`
	Legions  int    `json:"legions"`
	Gold     int    `json:"gold"`
	Supplies bool   `json:"governor_off_field"`
	Official bool   `json:"official"`
}

type characterData struct {
	Name      string `json:"name"`
	Figure    string `json:"figure"`
	Carried   int    `json:"officials_carried"`
	Political int    `json:"political"`
	Military  int    `json:"military"`
	Citizens  int    `json:"citizens"`
	Gold      int    `json:"gold"`
	Weapons   int    `json:"weapons"`
	Governors int    `json:"governors"`
	Consul    int    `json:"consul"`
}

func (s *state) data() data {
	d := data{Year: s.Year, Turn: s.Turn, Active: s.seat(s.Active), Phase: string(s.Phase),
		Calendar: s.Calendar, Points: s.Points, Actions: s.Actions, Alii: s.Alii,
		Bag:    map[string]int{},
		Supply: map[string]int{"legions": s.SupplyLegions, "gold": s.SupplyGold, "officials": s.SupplyOfficials}}
	for p, pr := range s.Provinces {
		if !pr.InGame {
			continue
		}
		d.Provinces = append(d.Provinces, provinceData{Name: provinces[p].Name, Kind: provinces[p].Kind.String(),
			Owner: s.seat(pr.Owner), Legions: pr.Legions, Gold: pr.Gold, Supplies: pr.GovOut, Official: pr.Official})
	}
	for c := 0; c < s.Players; c++ {
		ch := s.Chars[c]
		d.Chars = append(d.Chars, characterData{Name: s.seat(c), Figure: provinces[ch.Figure].Name, Carried: ch.Carried,
			Political: ch.Political, Military: ch.Military, Citizens: ch.Citizens, Gold: ch.Gold,
			Weapons: ch.Weapons, Governors: ch.Governors, Consul: ch.Consul})
	}
	for c, n := range s.Bag {
		if c < s.Players || n > 0 {
			d.Bag[s.seat(c)] = n
		}
	}
	if s.CompHolder != noSeat {
		d.CompCard = fmt.Sprintf("%s holds card %s", s.seat(s.CompHolder), roman(s.CompSide))
	}
	return d
}

// calendarReading explains the calendar's start field in the opening
// view. The rule text names the start field only where it resets the
// stone after Elegio ("Schließlich stellt der aktive Spieler den
// Kalenderstein zurück auf den Start (VIII bei 3, VII bei 2
// Charakteren)") and, for two characters, also for the beginning; the
// engine reads "den Start" as the first year's field too.
var calendarReading = map[int]string{
	3: "The calendar starts on VIII: the rule text calls VIII the start with\n" +
		"three characters (\"zurück auf den Start (VIII bei 3, VII bei 2\n" +
		"Charakteren)\"), so the first year has 8 turns like every other.\n",
	2: "The calendar starts on VII: \"der Kalenderstein steht am Anfang und\n" +
		"nach jedem Jahr auf VII\" (rule text, Spiel mit 2 Charakteren).\n",
}

// supplyText reports what this turn's supply gave so far.
func (s *state) supplyText() string {
	var parts []string
	for p, got := range s.Supplied {
		if s.Provinces[p].Owner != s.Active || got == [2]int{} {
			continue
		}
		parts = append(parts, provinces[p].Name+" "+yieldText(got))
	}
	switch {
	case s.RomeDone && s.Rome != [2]int{}:
		parts = append(parts, "Rome "+yieldText(s.Rome))
	case !s.RomeDone:
		parts = append(parts, "Rome still to choose")
	}
	if len(parts) == 0 {
		parts = append(parts, "nothing")
	}
	return wrap(fmt.Sprintf("Supply this turn (%s): %s.", s.seat(s.Active), strings.Join(parts, ", ")), 72)
}

// yieldText writes gold and legions: "2 gold", "1 gold and 1 legion".
func yieldText(got [2]int) string {
	var parts []string
	if got[0] > 0 {
		parts = append(parts, amount(got[0], "gold"))
	}
	if got[1] > 0 {
		parts = append(parts, amount(got[1], "legion"))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " and ")
}

// wrap breaks a sentence into lines of at most width columns.
func wrap(text string, width int) string {
	var b strings.Builder
	col := 0
	for _, w := range strings.Fields(text) {
		n := len([]rune(w))
		if col > 0 && col+1+n > width {
			b.WriteString("\n")
			col = 0
		} else if col > 0 {
			b.WriteString(" ")
			col++
		}
		b.WriteString(w)
		col += n
	}
	b.WriteString("\n")
	return b.String()
}

// turnsLeft says how many turns are played before Elegio.
func (s *state) turnsLeft() string {
	if s.Calendar == 1 {
		return "this turn"
	}
	return "this and " + amount(s.Calendar-1, "more turn")
}

// track shows c's level on a track, marked "+" when he leads there.
func (s *state) track(c int, name string) string {
	if s.leads(c, name) {
		return roman(s.level(c, name)) + "+"
	}
	return roman(s.level(c, name))
}

// text is the turn mail's picture of the game, at most 72 columns wide.
func (s *state) text() string {
	var b strings.Builder
	if s.Phase == phaseOver {
		fmt.Fprintf(&b, "GAME OVER: %s.\n\n", s.Reason)
	}
	if s.Calendar == 0 {
		fmt.Fprintf(&b, "Year %d, turn %d: %s.\nCalendar: ELEGIO.\n", s.Year, s.Turn, s.seat(s.Active))
	} else {
		fmt.Fprintf(&b, "Year %d, turn %d: %s.\nCalendar: %s (Elegio after %s).\n",
			s.Year, s.Turn, s.seat(s.Active), roman(s.Calendar), s.turnsLeft())
	}
	if s.Turn == 1 {
		b.WriteString(calendarReading[s.Players])
	}
	b.WriteString(s.supplyText())
	if s.Phase == phaseMove {
		fmt.Fprintf(&b, "Movement points left: %d.\n", s.Points)
	}
	if s.Phase == phaseAct && s.Actions < maxActions {
		n := s.Actions + 1
		fmt.Fprintf(&b, "Actions taken: %d of 3; the next costs %d gold (%d to persuade or\nto produce weapons without the lead on that track).\n", s.Actions, n, n+2)
	} else if s.Phase == phaseAct {
		b.WriteString("Actions taken: 3 of 3, the most a turn allows.\n")
	}
	b.WriteString("\nPROVINCES (reconstructed board)\n")
	b.WriteString(" Province            Type        Legions Gold Governor  Official Next\n")
	for c := 0; c < s.Players; c++ {
		fmt.Fprintf(&b, "%s:\n", s.seat(c))
		for _, p := range s.owned(c) {
			pr := s.Provinces[p]
			gov := "on field"
			if pr.GovOut {
				gov = "off field"
			}
			off, next := "", "no"
			if pr.Official {
				off = "yes"
			}
			if pr.Official || !pr.GovOut {
				next = "yes"
			}
			fig := " "
			if s.Chars[c].Figure == p {
				fig = "*"
			}
			fmt.Fprintf(&b, "%s%-18s  %-10s  %7d %4d %-9s %-8s %s\n", fig, provinces[p].Name, provinces[p].Kind, pr.Legions, pr.Gold, gov, off, next)
		}
	}
	b.WriteString("(* = figure; Governor: on or off the supply field; Next: the\n")
	b.WriteString("province supplies in its owner's next turn)\n")
	b.WriteString("\nCHARACTERS\n")
	b.WriteString("Name      Political Military Citizens Gold Weapons Governors Consul\n")
	for c := 0; c < s.Players; c++ {
		ch := s.Chars[c]
		cons := ""
		if ch.Consul > 0 {
			cons = "yes"
		}
		fmt.Fprintf(&b, "%-9s %-9s %-8s %8d %4d %7d %9d %s\n", s.seat(c), s.track(c, "political"), s.track(c, "military"),
			ch.Citizens, ch.Gold, ch.Weapons, ch.Governors, cons)
		if ch.Carried > 0 {
			fmt.Fprintf(&b, "          (figure carries %s)\n", amount(ch.Carried, "official"))
		}
	}
	b.WriteString("(+ = leads on that track; gold, weapons and governors: the\nreinforcements)\n")
	fmt.Fprintf(&b, "\nFORUM: Alii %d", s.Alii)
	for c := 0; c < s.Players; c++ {
		fmt.Fprintf(&b, ", %s %d", s.seat(c), s.Chars[c].Citizens)
	}
	b.WriteString(".\nBAG: ")
	var bag []string
	for c, n := range s.Bag {
		if c < s.Players {
			bag = append(bag, fmt.Sprintf("%s %d", s.seat(c), n))
		} else if n > 0 {
			bag = append(bag, fmt.Sprintf("Crassus %d (neutral)", n))
		}
	}
	b.WriteString(strings.Join(bag, ", ") + ".\n")
	fmt.Fprintf(&b, "SUPPLY: %s, %s, %s.\n", amount(s.SupplyLegions, "legion"), amount(s.SupplyGold, "gold"), amount(s.SupplyOfficials, "official"))
	if s.CompHolder != noSeat {
		fmt.Fprintf(&b, "Compensation card %s: %s.\n", roman(s.CompSide), s.seat(s.CompHolder))
	}
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}
