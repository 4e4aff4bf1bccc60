package desk

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// Games made by mail: a player writes "new GAME with ADDRESS as SEAT, …"
// to the referee; every invited address gets its own token and answers
// "accept" or "decline"; the game starts when all have accepted, unless
// the proposal lapses first (Config.InviteExpiry).

// invitePrefix starts the route of an invitation's reply: invite-ID.
const invitePrefix = "invite-"

// DefaultInviteExpiry is how long invitations stay open by default.
const DefaultInviteExpiry = 7 * 24 * time.Hour

// settings is what a proposal fixes of its game.
type settings struct {
	Options engine.Options    `json:"options,omitempty"`
	Hours   int               `json:"hours,omitempty"`
	Clock   store.TimeControl `json:"clock"`
	// Observers lets anyone watch the game ("observers yes").
	Observers bool `json:"observers,omitempty"`
}

// mayPropose reports whether addr may propose games: Config.Proposers
// lists addresses, "@domain" entries, or "*" for anyone.
func (d *Desk) mayPropose(addr string) bool {
	_, domain, _ := strings.Cut(addr, "@")
	return slices.ContainsFunc(d.cfg.Proposers, func(p string) bool {
		p = strings.ToLower(strings.TrimSpace(p))
		return p == "*" || p == addr || p == "@"+domain
	})
}

// isProposal reports whether a mail's first command line proposes a game.
func isProposal(lines []string) bool {
	f := strings.Fields(strings.ToLower(strings.Join(lines, " ")))
	return len(f) >= 2 && f[0] == "new"
}

// propose reads a proposal, stores it and mails the invitations. A
// sender not allowed to propose gets silence; a proposal that cannot be
// read is answered with the reason.
func (d *Desk) propose(tx *store.Tx, msg *parser.Message, lines []string) (verdict, error) {
	if !d.mayPropose(msg.From) || msg.Auth.Failed() {
		return verdict{outcome: Ignored, detail: "proposal from a sender not allowed to propose"}, nil
	}
	ng, err := d.readProposal(msg.From, lines)
	if r, ok := engine.IsRefusal(err); ok {
		text, err := templates.Say("proposal-refused", r.Reason)
		return verdict{outcome: Refused, detail: "proposal: " + r.Reason, answer: note{to: msg.From, subject: "proposal-subject", text: text}}, err
	}
	if err != nil {
		return verdict{}, err
	}
	rules, err := engine.Lookup(ng.Kind)
	if err != nil {
		return verdict{}, err
	}
	body, err := json.Marshal(settings{Options: ng.Options, Hours: ng.DeadlineHours, Clock: ng.Clock, Observers: ng.Observers})
	if err != nil {
		return verdict{}, err
	}
	now := d.now()
	p := &store.Proposal{Kind: ng.Kind, Settings: string(body), Proposer: msg.From, Status: "open", Created: now, Expires: now.Add(d.cfg.InviteExpiry)}
	var inv []store.Invitation
	for _, s := range ng.Seats {
		v := store.Invitation{Seat: s.Seat, Address: s.Address, Token: newToken(), Answer: "pending"}
		if s.Address == msg.From {
			v.Answer = "accepted"
		}
		inv = append(inv, v)
	}
	if err := tx.AddProposal(p, inv); err != nil {
		return verdict{}, err
	}
	label, err := proposalLabels(rules, ng.Options)
	if err != nil {
		return verdict{}, err
	}
	data := map[string]any{"Title": rules.Info().Title, "Proposer": msg.From, "Seats": invitationList(inv, label),
		"Expires": templates.When(p.Expires, ng.Clock.Zone)}
	for _, v := range inv {
		if v.Answer != "pending" {
			continue
		}
		data["Seat"] = label[v.Seat]
		if err := d.queueInvitation(tx, p, v, data); err != nil {
			return verdict{}, err
		}
	}
	text, err := templates.Say("proposal-sent", data)
	return verdict{outcome: Applied, detail: fmt.Sprintf("proposal %d", p.ID), answer: note{to: msg.From, subject: "proposal-subject", text: text, parent: msg}}, err
}

// readProposal reads "new KIND with ADDRESS as SEAT, …, deadline 48h,
// grace 12h, late forfeit, tz ZONE, remind 24h 2h, sides random,
// observers yes, OPTION VALUE". The proposer plays the one seat not named.
func (d *Desk) readProposal(proposer string, lines []string) (NewGame, error) {
	text := strings.Join(lines, ",")
	f := strings.Fields(text)
	ng := NewGame{Kind: strings.ToLower(strings.Trim(f[1], ",")), Options: engine.Options{}, Actor: proposer}
	rules, err := engine.Lookup(ng.Kind)
	if err != nil {
		return ng, engine.Refuse("there is no game %q; the games are %s", ng.Kind, strings.Join(engine.Names(), ", "))
	}
	names, err := rules.Seats(nil)
	if err != nil {
		return ng, err
	}
	random := false
	rest := text[strings.Index(text, f[1])+len(f[1]):]
	for _, clause := range strings.Split(rest, ",") {
		w := strings.Fields(clause)
		if len(w) > 0 && strings.EqualFold(w[0], "with") {
			w = w[1:]
		}
		if len(w) == 0 {
			continue
		}
		key := strings.ToLower(w[0])
		switch {
		case len(w) == 3 && strings.EqualFold(w[1], "as"):
			addr := strings.ToLower(w[0])
			if addr == "me" || addr == "i" {
				addr = proposer
			}
			ng.Seats = append(ng.Seats, NewSeat{Seat: w[2], Address: addr})
		case len(w) == 1 && strings.Contains(w[0], "@"):
			ng.Seats = append(ng.Seats, NewSeat{Address: strings.ToLower(w[0])}) // a seat left free
		case key == "sides" && len(w) == 2 && strings.EqualFold(w[1], "random"):
			random = true
		case key == "sides" && len(w) == 2 && strings.EqualFold(w[1], "bid"):
			if !bidsForSides(rules) {
				return ng, engine.Refuse("sides bid: %s has no bid for sides (only Twilight Struggle has one); write sides random, or name each player's seat", rules.Info().Title)
			}
			ng.Options[optBid] = bidSides
		case key == "deadline" && len(w) == 2:
			dl, err := time.ParseDuration(w[1])
			if err != nil || dl < time.Hour || dl%time.Hour != 0 {
				return ng, engine.Refuse("deadline %q: want whole hours, e.g. 48h", w[1])
			}
			ng.DeadlineHours = int(dl.Hours())
		case key == "grace" && len(w) == 2:
			if ng.Clock.Grace, err = time.ParseDuration(w[1]); err != nil {
				return ng, engine.Refuse("grace %q: want a duration, e.g. 12h", w[1])
			}
		case key == "late" && len(w) == 2:
			if ng.Clock.Late, ng.Clock.Extensions, err = ParseLate(w[1]); err != nil {
				return ng, engine.Refuse("%v", err)
			}
		case (key == "tz" || key == "zone") && len(w) == 2:
			ng.Clock.Zone = w[1]
		case key == "remind" && len(w) >= 2:
			if ng.Clock.Remind, err = ParseOffsets(strings.Join(w[1:], ",")); err != nil {
				return ng, engine.Refuse("%v", err)
			}
		case key == "observers" && len(w) == 2:
			if ng.Observers, err = ParseYes(w[1]); err != nil {
				return ng, engine.Refuse("%v", err)
			}
		case len(w) == 2:
			ng.Options[key] = w[1]
		default:
			return ng, engine.Refuse("I could not read %q", strings.TrimSpace(clause))
		}
	}
	return d.seatProposer(ng, names, proposer, random)
}

// The bid for sides: the option a game's rules settle the players'
// sides with, by a bid during play (engine.Reseater).
const (
	optBid   = "bid"
	bidSides = "sides"
)

// bidsForSides reports whether rules offer the bid for sides.
func bidsForSides(rules engine.Game) bool {
	return slices.ContainsFunc(rules.Info().Options, func(o engine.OptionSpec) bool {
		return o.Name == optBid && slices.Contains(o.Values, bidSides)
	})
}

// seatProposer gives the proposer the one seat not named (players named
// without a seat take the free seats in order), and with "sides random"
// deals the named players and the proposer to the seats at random.
func (d *Desk) seatProposer(ng NewGame, names []string, proposer string, random bool) (NewGame, error) {
	var free []string
	for _, n := range names {
		if !slices.ContainsFunc(ng.Seats, func(s NewSeat) bool { return strings.EqualFold(s.Seat, n) }) {
			free = append(free, n)
		}
	}
	for i := range ng.Seats {
		if ng.Seats[i].Seat == "" && len(free) > 0 {
			ng.Seats[i].Seat, free = free[0], free[1:]
		}
	}
	if !slices.ContainsFunc(ng.Seats, func(s NewSeat) bool { return s.Address == proposer }) {
		if len(free) != 1 {
			return ng, engine.Refuse("name a seat for every player but you; the seats are %s", strings.Join(names, ", "))
		}
		ng.Seats = append(ng.Seats, NewSeat{Seat: free[0], Address: proposer})
	}
	if len(ng.Seats) != len(names) {
		return ng, engine.Refuse("the game has %d seats (%s)", len(names), strings.Join(names, ", "))
	}
	if random {
		for i := len(ng.Seats) - 1; i > 0; i-- {
			n, err := rand.Int(rand.Reader, big.NewInt(int64(i+1)))
			if err != nil {
				return ng, err
			}
			j := int(n.Int64())
			ng.Seats[i].Address, ng.Seats[j].Address = ng.Seats[j].Address, ng.Seats[i].Address
		}
	}
	// Check what CreateGame will check, now, so that a bad proposal is
	// refused before anyone is invited.
	check := ng
	if _, _, _, err := d.setUp(&check); err != nil {
		return ng, engine.Refuse("%v", err)
	}
	return ng, nil
}

// proposalLabels is how a proposal names each seat: by its name, or,
// where a bid will settle the sides, by the order its player joins in
// ("player 2"), so that no invitation promises a side.
func proposalLabels(rules engine.Game, opts engine.Options) (map[string]string, error) {
	names, err := rules.Seats(opts)
	if err != nil {
		return nil, err
	}
	label := map[string]string{}
	for i, n := range names {
		label[n] = n
		if opts[optBid] == bidSides {
			if label[n], err = templates.Say("player-label", i+1); err != nil {
				return nil, err
			}
		}
	}
	return label, nil
}

func invitationList(inv []store.Invitation, label map[string]string) string {
	var parts []string
	for _, v := range inv {
		parts = append(parts, v.Address+" as "+label[v.Seat])
	}
	return strings.Join(parts, ", ")
}

// queueInvitation mails one invited address its invitation, with a reply
// address (or subject tag) carrying its own token.
func (d *Desk) queueInvitation(tx *store.Tx, p *store.Proposal, v store.Invitation, data map[string]any) error {
	text, err := templates.Say("invitation", data)
	if err != nil {
		return err
	}
	route := parser.Route{Game: invitePrefix + strconv.FormatInt(p.ID, 10), Token: v.Token}
	replyTo, tag := d.cfg.Referee, parser.SubjectTag(route, !d.cfg.PlusAddressing)
	if d.cfg.PlusAddressing {
		replyTo = parser.PlusAddress(d.cfg.Referee, route)
	}
	subject, err := templates.Say("invitation-subject", map[string]any{"Tag": tag, "Title": data["Title"]})
	if err != nil {
		return err
	}
	body, err := templates.Render(kindNotice, templates.Mail{Title: "turnmail", Text: text})
	if err != nil {
		return err
	}
	out := &outgoing{From: d.cfg.Referee, FromName: d.cfg.RefereeName, To: v.Address, ReplyTo: replyTo,
		Subject: subject, Body: body, Date: d.now(), Auto: "auto-generated"}
	d.enqueue(tx, 0, kindNotice, out, nil)
	return nil
}

// answerInvitation takes an invited player's "accept" or "decline". The
// game starts, through createIn, when every seat has accepted.
func (d *Desk) answerInvitation(tx *store.Tx, msg *parser.Message) (verdict, error) {
	id, err := strconv.ParseInt(strings.TrimPrefix(msg.Route.Game, invitePrefix), 10, 64)
	if err != nil {
		return verdict{outcome: Ignored, detail: "no such invitation"}, nil
	}
	p, inv, err := tx.ProposalByID(id)
	if errors.Is(err, store.ErrNotFound) {
		return verdict{outcome: Ignored, detail: "no such invitation"}, nil
	}
	if err != nil {
		return verdict{}, err
	}
	i := slices.IndexFunc(inv, func(v store.Invitation) bool { return msg.Route.Token != "" && v.Token == msg.Route.Token })
	if i < 0 || inv[i].Address != msg.From || msg.Auth.Failed() {
		return verdict{outcome: Rejected, detail: "invitation token does not match sender"}, nil
	}
	lines, _ := msg.Commands()
	answer := ""
	if len(lines) > 0 {
		answer = strings.ToLower(strings.Trim(strings.TrimSpace(lines[0]), ".!"))
	}
	reply := func(name string, data any) (verdict, error) {
		text, err := templates.Say(name, data)
		return verdict{outcome: Refused, detail: name, answer: note{to: msg.From, subject: "proposal-subject", text: text, parent: msg}}, err
	}
	switch {
	case p.Status != "open":
		return reply("invitation-closed", p.Status)
	case answer == "accept" || answer == "yes":
		inv[i].Answer = "accepted"
	case answer == "decline" || answer == "no":
		inv[i].Answer = "declined"
	default:
		return reply("invitation-how", nil)
	}
	if err := tx.Answer(inv[i]); err != nil {
		return verdict{}, err
	}
	v := verdict{outcome: Applied, detail: "invitation " + inv[i].Answer}
	if inv[i].Answer == "declined" {
		p.Status = "declined"
		seat, err := proposedLabel(p, inv[i].Seat)
		if err != nil {
			return verdict{}, err
		}
		return v, d.closeProposal(tx, p, inv, "invitation-declined", map[string]any{"Who": msg.From, "Seat": seat})
	}
	if slices.ContainsFunc(inv, func(v store.Invitation) bool { return v.Answer != "accepted" }) {
		return v, nil
	}
	return v, d.startProposal(tx, p, inv)
}

// proposedLabel is how proposal p names seat (proposalLabels).
func proposedLabel(p *store.Proposal, seat string) (string, error) {
	var s settings
	if err := json.Unmarshal([]byte(p.Settings), &s); err != nil {
		return "", fmt.Errorf("read proposal %d: %w", p.ID, err)
	}
	rules, err := engine.Lookup(p.Kind)
	if err != nil {
		return "", err
	}
	label, err := proposalLabels(rules, s.Options)
	if err != nil {
		return "", err
	}
	return label[seat], nil
}

// startProposal creates the game of a proposal all have accepted.
func (d *Desk) startProposal(tx *store.Tx, p *store.Proposal, inv []store.Invitation) error {
	var s settings
	if err := json.Unmarshal([]byte(p.Settings), &s); err != nil {
		return fmt.Errorf("read proposal %d: %w", p.ID, err)
	}
	ng := NewGame{Kind: p.Kind, Options: s.Options, DeadlineHours: s.Hours, Clock: s.Clock, Observers: s.Observers, Actor: p.Proposer}
	for _, v := range inv {
		ng.Seats = append(ng.Seats, NewSeat{Seat: v.Seat, Address: v.Address})
	}
	slug, err := d.createIn(tx, ng)
	if err != nil {
		return err
	}
	g, err := tx.GameBySlug(slug)
	if err != nil {
		return err
	}
	p.Status, p.GameID = "started", g.ID
	return tx.UpdateProposal(p)
}

// closeProposal ends a proposal that will not start and tells everyone
// invited, and the proposer.
func (d *Desk) closeProposal(tx *store.Tx, p *store.Proposal, inv []store.Invitation, sentence string, data map[string]any) error {
	if err := tx.UpdateProposal(p); err != nil {
		return err
	}
	text, err := templates.Say(sentence, data)
	if err != nil {
		return err
	}
	subject, err := templates.Say("proposal-subject", nil)
	if err != nil {
		return err
	}
	for _, v := range inv {
		if err := d.queueNotice(tx, notice{to: v.Address, subject: subject, text: text, auto: "auto-generated"}); err != nil {
			return err
		}
	}
	return nil
}

// expireProposals closes every open proposal whose time has run out.
func (d *Desk) expireProposals(tx *store.Tx) (int, error) {
	ids, err := tx.ExpiredProposals(d.now())
	if err != nil {
		return 0, err
	}
	for _, id := range ids {
		p, inv, err := tx.ProposalByID(id)
		if err != nil {
			return 0, err
		}
		p.Status = "expired"
		if err := d.closeProposal(tx, p, inv, "invitation-expired", map[string]any{"Kind": p.Kind}); err != nil {
			return 0, err
		}
	}
	return len(ids), nil
}

// note is a short answer that shows no game: to a proposer or an invited
// player.
type note struct {
	to, subject, text string
	parent            *parser.Message
}

func (n note) bound(*parser.Message) (string, int64, bool) { return n.to, 0, false }

func (n note) send(d *Desk, tx *store.Tx, msg *parser.Message, last bool) error {
	subject, err := templates.Say(n.subject, nil)
	if err != nil {
		return err
	}
	return d.queueNotice(tx, notice{to: n.to, subject: subject, text: n.text, parent: msg, auto: "auto-replied", last: last})
}

// listGames answers "games" sent to the referee: the sender's games with
// their state. Anyone else, or a mail that failed authentication, gets
// silence.
func (d *Desk) listGames(tx *store.Tx, msg *parser.Message) (verdict, error) {
	games, err := tx.Games()
	if err != nil {
		return verdict{}, err
	}
	var lines []string
	for k, g := range games {
		seats, err := tx.Seats(g.ID)
		if err != nil {
			return verdict{}, err
		}
		i := slices.IndexFunc(seats, func(s store.Seat) bool { return s.Address == msg.From })
		if i < 0 {
			continue
		}
		state := g.Status
		if !g.Paused.IsZero() {
			state = "paused"
		}
		t, err := d.loadTableOf(tx, &games[k])
		if err != nil {
			return verdict{}, err
		}
		seat, err := t.label(seats[i].Seat)
		if err != nil {
			return verdict{}, err
		}
		line, err := templates.Say("games-line", map[string]any{"Game": g.Slug, "Kind": g.Kind, "Seat": seat, "Status": state})
		if err != nil {
			return verdict{}, err
		}
		lines = append(lines, line)
	}
	if len(lines) == 0 || msg.Auth.Failed() {
		return verdict{outcome: Ignored, detail: "games: the sender plays in no game"}, nil
	}
	text, err := templates.Say("games-list", lines)
	return verdict{outcome: Answered, detail: "games", answer: note{to: msg.From, subject: "games-subject", text: text, parent: msg}}, err
}

// ParseYes reads a yes-or-no setting: yes, no, true, false, on, off.
func ParseYes(s string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "yes", "true", "on":
		return true, nil
	case "no", "false", "off":
		return false, nil
	}
	return false, fmt.Errorf("%q: want yes or no", s)
}
