package twilight

import (
	"fmt"
	"slices"
	"strings"

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
	var names []string
	for _, e := range s.inForce() {
		if s.TurnEffects.has(e) {
			names = append(names, e.String()+" (this turn)")
		} else {
			names = append(names, e.String())
		}
	}
	return names
}

// public renders the public state, at most 72 columns wide.
func (s *state) public() string {
	var b strings.Builder
	phase := fmt.Sprintf("action round %d", s.AR)
	switch {
	case s.Phase == phaseSetup:
		phase = "setup"
	case s.Phase == phaseBid:
		phase = "bid"
	case s.Flow != nil && s.Flow.Proc == "endturn", s.Over && s.AR == 0 && s.Rounds != [2]int{}:
		phase = "end of turn" // the box 6 discard, the final scoring
	case s.AR == 0:
		phase = "headline"
	}
	if vs := s.Variants.names(); len(vs) > 0 {
		b.WriteString(wrap("Variants: "+strings.Join(vs, ", ")+".", 72))
	}
	fmt.Fprintf(&b, "Turn %d, %s.  VP: %s.  DEFCON %d.\n", s.Turn, phase, vpText(s.VP), s.DEFCON)
	fmt.Fprintf(&b, "Military ops: USSR %d, US %d (required: %d).\n", s.MilOps[USSR], s.MilOps[US], s.DEFCON)
	fmt.Fprintf(&b, "Space race: USSR box %d, US box %d (tries this turn: USSR %d/%d, US %d/%d).\n",
		s.Space[USSR], s.Space[US], s.Tries[USSR], s.spaceTriesAllowed(USSR), s.Tries[US], s.spaceTriesAllowed(US))
	china := "out of play"
	if s.China != Neutral {
		china = "held by the " + s.China.String()
		if !s.ChinaFaceUp {
			china += " (face down)"
		}
	}
	fmt.Fprintf(&b, "China Card: %s.\n", china)
	b.WriteString(s.ccwLine())
	fmt.Fprintf(&b, "Cards: USSR hand %d, US hand %d, deck %d, discards %d, removed %d.\n",
		len(s.Hands[USSR]), len(s.Hands[US]), len(s.Deck), len(s.Discard), len(s.Removed))
	if names := s.effectNames(); len(names) > 0 {
		b.WriteString(wrap("In effect: "+strings.Join(names, ", ")+".", 72))
	}
	if s.sidesBidding() {
		b.WriteString(s.sideBidPublic())
	}
	if s.Phase == phaseHeadline && s.Flow == nil {
		for _, p := range []Side{USSR, US} {
			if s.Headline[p] != 0 {
				fmt.Fprintf(&b, "The %s has chosen its headline.\n", p)
			}
		}
	}
	b.WriteString("\nInfluence (USSR/US, * = controlled):\n")
	for r := Europe; r <= SouthAmerica; r++ {
		var cells []string
		for _, c := range countries {
			if c.Region != r || s.Inf[USSR][c.ID]+s.Inf[US][c.ID] == 0 {
				continue
			}
			mark := ""
			switch s.controller(c.ID) {
			case USSR:
				mark = "*USSR"
			case US:
				mark = "*US"
			}
			cells = append(cells, fmt.Sprintf("%-18s %2d/%-2d %-5s", c.Name, s.Inf[USSR][c.ID], s.Inf[US][c.ID], mark))
		}
		if len(cells) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%s:\n", r)
		for i := 0; i < len(cells); i += 2 {
			line := "  " + cells[i]
			if i+1 < len(cells) {
				line += "  " + cells[i+1]
			}
			b.WriteString(strings.TrimRight(line, " ") + "\n")
		}
	}
	if s.Over {
		fmt.Fprintf(&b, "\nGame over: %s.\n", s.Reason)
		b.WriteString(s.finalRecord())
	}
	if s.Halt != "" {
		b.WriteString("\n" + wrap("The game is halted: "+s.Halt+".", 72))
	}
	return b.String()
}

// private renders side p's hidden information: its hand, its secret
// headline and its private notes.
func (s *state) private(p Side) string {
	if s.sidesBidding() {
		return s.sideBidPrivate(p)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Your hand (%s):\n", p)
	for _, n := range s.Hands[p] {
		b.WriteString(handLine(n))
	}
	if s.China == p {
		up := "face up, playable"
		if !s.ChinaFaceUp {
			up = "face down, playable next turn"
		}
		fmt.Fprintf(&b, "  and the China Card (%s)\n", up)
	}
	if s.Bid[p] != 0 && s.Phase == phaseBid {
		fmt.Fprintf(&b, "Your bid: %d\n", s.Bid[p]-1)
	}
	if s.Headline[p] != 0 {
		fmt.Fprintf(&b, "Your headline: %s\n", cardName(s.Headline[p]))
	}
	if p == USSR && s.effect(effAldrichAmes) > 0 {
		// Aldrich Ames Remix (98): the US hand is shown to the USSR for
		// the rest of the turn.
		b.WriteString("The US hand (Aldrich Ames Remix):\n")
		for _, n := range s.Hands[US] {
			b.WriteString(handLine(n))
		}
	}
	for _, n := range s.Notes[p] {
		b.WriteString(wrap(n, 72))
	}
	return b.String()
}

// handLine is one card in a hand: number, name, ops, side, summary.
func handLine(n int) string {
	c := cards[n]
	ops := fmt.Sprintf("%d ops", c.Ops)
	if c.Ops == 1 {
		ops = "1 op"
	}
	if c.Scoring {
		ops = "scoring"
	}
	head := fmt.Sprintf("  %3d %s (%s, %s)", n, c.Name, ops, c.Side)
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
	var b strings.Builder
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			b.WriteString(line + "\n")
			line = "  " + w
			continue
		}
		if line == "" {
			line = w
		} else {
			line += " " + w
		}
	}
	if line != "" {
		b.WriteString(line + "\n")
	}
	return b.String()
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
