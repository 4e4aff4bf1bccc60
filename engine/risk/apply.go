package risk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

func seatIndex(seat string) int {
	switch strings.ToLower(seat) {
	case "red":
		return red
	case "blue":
		return blue
	}
	return 0
}

// Apply parses seat's command line, checks every step against the legal
// options and applies them in order on a copy; the copy replaces the
// state only when every step succeeded. Once a step has rolled dice (or
// shuffled), the roll stands (engine.ApplySteps): a later step that fails
// is dropped and noted in the log instead of refusing the line, so a line
// cannot be used to find out what the dice would show. A line that is
// one of the options as written is one legal step, which cannot fail: it
// is applied in place, without the copy.
func (s *state) Apply(seat, line string) (engine.Result, error) {
	if s.Phase == phOver {
		return engine.Result{}, engine.Refuse("the game is over: %s", s.Reason)
	}
	p := seatIndex(seat)
	if p == 0 {
		return engine.Result{}, engine.Refuse("no seat %q in this game (seats: red, blue)", seat)
	}
	if st, ok := s.optionStep(p, line); ok {
		log, rolled := s.carry(st)
		if len(log) == 0 {
			log = nil
		}
		return engine.Result{Normal: line, Log: log, Rolled: rolled}, nil
	}
	if res, ok, err := s.standingOrder(p, line); ok {
		return res, err // a defence order, any time (defend.go)
	}
	if p != s.actor() {
		return engine.Result{}, engine.Refuse("it is not your turn: waiting for %s; only a defence order (defend with 1) may be given now", seatNames[s.actor()])
	}
	l := &lineSteps{p: p, toks: tokenize(line)}
	if i := slices.IndexFunc(l.toks, func(w string) bool { return slices.Contains(stopWords, w) }); i >= 0 {
		return engine.Result{}, engine.Refuse("%q changes what the line means, and no command has it: write only the command you mean", l.toks[i])
	}
	// Every step is checked before it changes anything: no clone needed.
	res, err := engine.ApplySteps(s.clone(), nil, l.next)
	if err != nil {
		return engine.Result{}, err
	}
	if l.normal.Len() == 0 { // no step at all: no command (engine.Refusal.NotCommand)
		return engine.Result{}, engine.RefuseNotCommand("empty command; for example: %s", s.example())
	}
	if note := res.Note(); note != "" {
		l.log = append(l.log, note)
	}
	*s = *res.State
	return engine.Result{Normal: l.normal.String(), Log: l.log, Rolled: res.Rolled}, nil
}

// optionStep finds the step whose normal form is line among the options
// p is asked now (Pending). Such a line is in normal form and means that
// step; it is never a defence order (no option starts with "defend").
func (s *state) optionStep(p int, line string) (step, bool) {
	if p != s.actor() {
		return step{}, false
	}
	var room stepRoom
	for _, st := range s.appendSteps(room[:0]) {
		if st.normal() == line {
			return st, true
		}
	}
	return step{}, false
}

// lineSteps reads a command line step by step, each parsed from the
// words left when the steps before it have been applied.
type lineSteps struct {
	p      int
	toks   []string // words not yet parsed
	queue  []step   // steps parsed but not yet applied
	normal strings.Builder
	log    []string
}

// next gives the next step of the line to engine.ApplySteps.
func (l *lineSteps) next(w *state) (engine.Step[*state], bool) {
	for len(l.queue) == 0 {
		for len(l.toks) > 0 && slices.Contains(sepWords, l.toks[0]) {
			l.toks = l.toks[1:]
		}
		if len(l.toks) == 0 {
			return engine.Step[*state]{}, false
		}
		if w.Phase == phDraft && lastIsReinforce(l.normal.String()) && !isVerb(l.toks[0]) {
			// "reinforce Ost-Ukraine 2, Rumänien 2": the verb goes on.
			l.toks = append([]string{kReinforce}, l.toks...)
		}
		text := strings.Join(l.toks, " ")
		steps, rest, err := w.parseSteps(l.p, l.toks)
		l.log = append(l.log, w.readAs...) // typos read as words (typos.go)
		w.readAs = nil
		if err != nil {
			return engine.Step[*state]{Text: text, Do: func(*state) (bool, error) { return false, err }}, true
		}
		l.queue, l.toks = steps, rest
	}
	st := l.queue[0]
	l.queue = l.queue[1:]
	return engine.Step[*state]{Text: st.normal(), Do: func(w *state) (bool, error) { return l.apply(w, st) }}, true
}

// apply checks and carries out one step and reports whether it rolled.
func (l *lineSteps) apply(w *state, st step) (bool, error) {
	if err := w.check(st); err != nil {
		return false, err
	}
	log, rolled := w.carry(st)
	l.log = append(l.log, log...)
	if l.normal.Len() > 0 {
		if st.continues() {
			l.normal.WriteString(" ")
		} else {
			l.normal.WriteString(", ")
		}
	}
	l.normal.WriteString(st.normal())
	return rolled, nil
}

// carry carries out one legal step: it returns the public log and
// whether the step rolled.
func (s *state) carry(st step) (log []string, rolled bool) {
	before, forced := s.Rand.S, len(s.forced)
	log = s.do(st)
	s.Decision++
	return log, s.Rand.S != before || len(s.forced) != forced
}

// lastIsReinforce reports whether the last step of a normal form so far
// reinforced a territory.
func lastIsReinforce(normal string) bool {
	if i := strings.LastIndex(normal, ", "); i >= 0 {
		normal = normal[i+2:]
	}
	return strings.HasPrefix(normal, kReinforce+" ")
}

// isVerb reports whether w opens a step of its own: a command word, a
// filler before one ("ich setze …") or a command word with a typo.
func isVerb(w string) bool {
	if _, err := resolveVerb(w); err == nil || slices.Contains(leadFillers, w) {
		return true
	}
	if v, ok := vocabulary[fold(w)]; ok {
		return isActionVerb(v)
	}
	for k, v := range vocabulary {
		if isActionVerb(v) && len(k) >= 4 && oneEdit(fold(w), k) {
			return true
		}
	}
	return false
}

// parseSteps parses the steps at the start of toks and returns the words
// left over.
func (s *state) parseSteps(p int, toks []string) ([]step, []string, error) {
	if s.Phase == phOver {
		return nil, nil, engine.Refuse("the game ended before %q", strings.Join(toks, " "))
	}
	if s.actor() != p {
		if k, err := resolveVerb(toks[0]); err == nil && (k == kEnd || k == kDone) && len(skipEndFillers(toks[1:])) == 0 {
			return nil, nil, nil // "move 3 …, end": the move ended the turn already
		}
		if !slices.ContainsFunc(toks, func(w string) bool {
			return !slices.Contains(leadFillers, w) && !slices.Contains(sepWords, w) && !slices.Contains(endFillers, w)
		}) {
			return nil, nil, nil // "end, thanks!", "pass, no fortify"
		}
		return nil, nil, engine.Refuse("your turn ended before %q", strings.Join(toks, " "))
	}
	return s.parseStep(toks)
}

// check accepts st when it is one of the legal options, and otherwise
// explains why not.
func (s *state) check(st step) error {
	var room stepRoom
	opts := s.appendSteps(room[:0])
	if slices.Contains(opts, st) {
		return nil
	}
	want := st.normal()
	for _, o := range opts {
		if o.normal() == want {
			return nil
		}
	}
	return engine.Refuse("%s", s.explain(st))
}

// explain says why a step is not legal now.
func (s *state) explain(st step) string {
	p := s.Active
	switch {
	case st.Kind == kWith && s.Phase == phAttackDice:
		return s.explainDice(st.N)
	case st.Kind == kOccupy && s.Phase == phOccupy:
		return fmt.Sprintf("move %d is not allowed here: at least the %s move in, at most all but one of %s's (%d in all)",
			st.N, map[bool]string{true: "attacking unit", false: fmt.Sprintf("%d attacking units", s.Min)}[s.Min == 1], terrID(s.From).name(), s.Min+s.Units[s.From]-1)
	case st.Kind == kBuy && !s.kz():
		return fmt.Sprintf("special commands belong to the Kommandozentrale variant; this game is %s", setupTitles[s.Setup])
	case st.Kind == kBuy && s.Phase != phBuy:
		return "special commands are bought at the start of your turn, before the reinforcements (rule text: \"am Anfang Ihres Zugs\")"
	case st.Kind == kTrade && s.Phase != phDraft:
		return "cards are traded while you place your reinforcements, at the start of your turn"
	case (st.Kind == kAttack || st.Kind == kMoveFrom || st.Kind == kEnd || st.Kind == kClaim) && s.Phase == phDraft:
		// Rule text, NACH DER TRUPPENVERSTÄRKUNG: "legen Sie sie ALLE ...".
		return fmt.Sprintf("place all your reinforcements first (%d left), e.g. %s", s.Pool, s.example())
	case st.Kind == kPlace && s.Phase == phPlace:
		return s.explainPlace(st)
	case st.Kind == kAmount && s.Phase == phPlaceAmount && s.Army == neutral && st.N <= s.placeRemaining(neutral):
		return fmt.Sprintf("%d is not allowed here: the neutral army keeps a unit for each building still empty and for every empty territory; at most %d",
			st.N, s.placeMax(neutral, terrID(s.To)))
	case st.Kind == kReinforce && s.Phase == phAttack:
		return "all your reinforcements are placed; attack, move or end your turn"
	case st.Kind == kAmount || st.Kind == kWith || st.Kind == kOccupy:
		opts := s.options()
		if len(opts) == 0 {
			return "no number is asked for now"
		}
		if len(opts) == 1 {
			return fmt.Sprintf("%d is not allowed here: the only choice is %s", st.N, opts[0])
		}
		return fmt.Sprintf("%d is not allowed here: choose from %s to %s", st.N, opts[0], opts[len(opts)-1])
	case st.Kind == kAttack && s.Phase == phAttack:
		switch {
		case s.Owner[st.S] != p:
			return fmt.Sprintf("you do not control %s", st.S.name())
		case s.Owner[st.T] == p:
			return fmt.Sprintf("%s is already yours", st.T.name())
		case !isAdj[st.S][st.T]:
			return fmt.Sprintf("%s does not border %s", st.S.name(), st.T.name())
		case s.Units[st.S] < 2:
			return fmt.Sprintf("%s has only 1 unit; one must stay behind", st.S.name())
		}
	case st.Kind == kReinforce && s.Phase == phDraft:
		return fmt.Sprintf("you do not control %s; reinforce only your own territories", st.T.name())
	case st.Kind == kMoveFrom && (s.Phase == phAttack || s.Phase == phFortify || s.Phase == phMoveFrom):
		switch {
		case s.Owner[st.S] != p:
			return fmt.Sprintf("you do not control %s", st.S.name())
		case s.Units[st.S] < 2:
			return fmt.Sprintf("%s has only 1 unit; one must stay behind", st.S.name())
		case s.Phase == phAttack && len(s.claimable(p)) > 1:
			return "claim one of your completed missions first: " + strings.Join(s.claimable(p), ", ")
		}
		return fmt.Sprintf("%s has no neighbouring territory of yours", st.S.name())
	case st.Kind == kTo && s.Phase == phMoveTo:
		return fmt.Sprintf("%s is not connected to %s through your territories", st.T.name(), terrID(s.From).name())
	case st.Kind == kTrade && s.Phase == phDraft:
		ones, twos := s.handStars(p)
		if ones+twos == 0 {
			return "you have no cards to trade"
		}
		return fmt.Sprintf("your hand (%s and %s) cannot trade %s with %s; trades need 2 to 10 stars", plural(ones, "one-star card"), plural(twos, "two-star card"), plural(st.N, "card"), plural(st.M, "star"))
	case st.Kind == kClaim && s.Phase == phAttack:
		if s.ClaimedThisTurn {
			return "you have already claimed a mission this turn"
		}
		if !slices.Contains(s.Missions, st.Key) {
			return fmt.Sprintf("mission %s is not on the board", st.Key)
		}
		return fmt.Sprintf("you have not completed mission %s: %s", st.Key, missionByKey(st.Key).En)
	case st.Kind == kEnd && s.Phase == phAttack:
		return "claim one of your completed missions first: " + strings.Join(s.claimable(p), ", ")
	case st.Kind == kBuy && s.Phase == phBuy:
		if c := specialCostOf(st.Key); s.Lazarett[p] < c {
			return fmt.Sprintf("%s costs %d and your Lazarett holds %d", st.Key, c, s.Lazarett[p])
		}
		return fmt.Sprintf("buy %s is not possible now", st.Key)
	}
	opts := s.options()
	if len(opts) > 6 {
		opts = append(opts[:6:6], "…")
	}
	return fmt.Sprintf("%q is not possible now. %s You can: %s", st.normal(), s.question(), strings.Join(opts, "; "))
}

// explainPlace says why a Kommandozentrale placement is refused: the
// neutral army stands on the four building territories first (research
// §6), the players' armies on none of them, and every territory must be
// filled.
func (s *state) explainPlace(st step) string {
	switch {
	case s.buildingsOpen() > 0:
		var open []string
		for t := range board {
			if board[t].Building != noBuilding && s.Owner[t] == nobody {
				open = append(open, terrID(t).name())
			}
		}
		return "first the neutral army stands on every building territory; still empty: " + strings.Join(open, ", ")
	case s.placeRemaining(st.Army) == 0:
		return fmt.Sprintf("%s has placed all its units", armyName(st.Army))
	case s.Owner[st.T] != nobody && s.Owner[st.T] != st.Army:
		return fmt.Sprintf("%s already holds units of %s", st.T.name(), armyName(s.Owner[st.T]))
	case st.Army != neutral && board[st.T].Building != noBuilding:
		return fmt.Sprintf("%s has a building: the neutral army holds it at the start", st.T.name())
	}
	return fmt.Sprintf("%s there would leave too few units to fill every territory", armyName(st.Army))
}

// explainDice says why n units may not attack now (rule text EROBERN:
// 1, 2 or 3 units, one stays behind; rough terrain 1 or 2 without the
// Sondertrupp).
func (s *state) explainDice(n int) string {
	from, to := terrID(s.From), terrID(s.To)
	most := s.maxDice(from, to)
	switch {
	case n < 1:
		return "at least 1 unit attacks"
	case n > 3 && most == 3:
		return "at most 3 units attack at once"
	case n > s.Units[from]-1 && most == s.Units[from]-1:
		return fmt.Sprintf("%s has %s and one must stay behind: attack with at most %d", from.name(), plural(s.Units[from], "unit"), most)
	case board[to].Rough && !s.Sondertrupp && s.kz():
		return fmt.Sprintf("%s is rough terrain (schwieriges Gelände): attack it with 1 or 2 units; 3 only with the Sondertrupp", to.name())
	case board[to].Rough && !s.Sondertrupp:
		return fmt.Sprintf("%s is rough terrain (schwieriges Gelände): attack it with 1 or 2 units", to.name())
	}
	if most == 1 {
		return "attack with 1 unit"
	}
	return fmt.Sprintf("attack with 1 to %d units", most)
}

// do applies a legal step and returns the public log.
func (s *state) do(st step) []string {
	switch st.Kind {
	case kPlace:
		s.Army, s.To, s.Phase = st.Army, int(st.T), phPlaceAmount
	case kAmount:
		return s.doAmount(st.N)
	case kCapital:
		return s.doCapital(st)
	case kTake:
		return s.doTake(st.Army)
	case kFirst:
		s.First, s.Active, s.Round = st.Army, st.Army, 1
		return append([]string{fmt.Sprintf("%s starts.", seatNames[st.Army])}, s.startTurn()...)
	case kBuy:
		return s.doBuy(st)
	case kDone:
		return s.startDraft()
	case kTrade:
		return s.doTrade(st.N, st.M)
	case kReinforce:
		s.To, s.Phase = int(st.T), phDraftAmount
	case kAttack:
		s.From, s.To, s.Phase = int(st.S), int(st.T), phAttackDice
	case kWith:
		return s.attack(terrID(s.From), terrID(s.To), st.N)
	case kOccupy:
		more := st.N - s.Min
		s.Units[s.From] -= more
		s.Units[s.To] += more
		s.Phase = phAttack
		return []string{unitsMove(st.N) + " into " + terrID(s.To).name() + "."}
	case kClaim:
		s.Phase = phFortify
		return []string{s.claim(st.Key)}
	case kMoveFrom:
		log := s.leaveAttacks()
		if s.MoveKind == "" {
			s.MoveKind = moveFortify
		}
		s.From, s.Phase = int(st.S), phMoveTo
		return log
	case kTo:
		s.To, s.Phase = int(st.T), phMoveAmount
	case kEnd:
		log := s.leaveAttacks()
		return append(log, s.endTurn()...)
	}
	return nil
}

// doAmount finishes a step that asked for a number.
func (s *state) doAmount(n int) []string {
	p := s.Active
	switch s.Phase {
	case phPlaceAmount:
		return s.doPlace(s.Army, terrID(s.To), n)
	case phDraftAmount:
		s.Pool -= n
		s.Units[s.To] += n
		s.Phase = phDraft
		log := []string{seatNames[p] + " reinforces " + terrID(s.To).name() + " with " + strconv.Itoa(n) + "."}
		if s.Pool == 0 {
			s.Phase = phAttack
		}
		return log
	case phMoveAmount:
		s.Units[s.From] -= n
		s.Units[s.To] += n
		log := []string{seatNames[p] + " moves " + plural(n, "unit") + " from " + terrID(s.From).name() + " to " + terrID(s.To).name() + "."}
		if s.MoveKind == moveStartmanov {
			s.MoveKind, s.From, s.To = "", -1, -1
			return append(log, s.backToBuying()...)
		}
		return append(log, s.endTurn()...)
	}
	return nil
}

// doTrade trades cards for units (rule text KARTEN): two-star cards
// first as many as the trade names, then one-star cards.
func (s *state) doTrade(cards, stars int) []string {
	p := s.Active
	twos := stars - cards
	ones := cards - twos
	var keep []int
	for _, c := range s.Hands[p] {
		switch {
		case board[c].Stars == 2 && twos > 0:
			twos--
			s.Discard = append(s.Discard, c)
		case board[c].Stars == 1 && ones > 0:
			ones--
			s.Discard = append(s.Discard, c)
		default:
			keep = append(keep, c)
		}
	}
	s.Hands[p] = keep
	got := s.takeFromSupply(p, starTable[stars])
	return []string{fmt.Sprintf("%s trades %s with %s for %s.", seatNames[p], plural(cards, "card"), plural(stars, "star"), plural(got, "unit"))}
}
