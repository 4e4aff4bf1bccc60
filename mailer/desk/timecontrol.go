package desk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	_ "time/tzdata" // a game's zone must load on hosts without a zone database

	"turnmail/store"
	"turnmail/templates"
)

// Late policies: what happens when a seat misses its deadline.
const (
	LateNotify  = "notify"  // the seat, its opponents and the moderators are told
	LateExtend  = "extend"  // an automatic extension, N times per seat, then notify
	LateForfeit = "forfeit" // after the grace period the seat loses
	LatePass    = "pass"    // after the grace period the game's safe default is played (engine.Passer)
)

// ParseLate reads a late policy as the CLI and mail write it: notify,
// extend:N, forfeit or pass. It returns the policy and, for extend, N.
func ParseLate(s string) (policy string, n int, err error) {
	name, arg, hasArg := strings.Cut(strings.ToLower(strings.TrimSpace(s)), ":")
	switch name {
	case LateNotify, LateForfeit, LatePass:
		if hasArg {
			return "", 0, fmt.Errorf("late policy %q takes no count", s)
		}
		return name, 0, nil
	case LateExtend:
		n, err := strconv.Atoi(arg)
		if !hasArg || err != nil || n < 1 {
			return "", 0, fmt.Errorf("late policy %q: want extend:N with N at least 1", s)
		}
		return name, n, nil
	}
	return "", 0, fmt.Errorf("unknown late policy %q: want notify, extend:N, forfeit or pass", s)
}

// ParseOffsets reads reminder offsets such as "24h,2h"; "none" is no
// reminders. The offsets come back longest first.
func ParseOffsets(s string) ([]time.Duration, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "none") {
		return []time.Duration{}, nil
	}
	var out []time.Duration
	for _, part := range strings.Split(s, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(part))
		if err != nil || d <= 0 {
			return nil, fmt.Errorf("reminder offset %q: want a duration such as 24h or 90m", part)
		}
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	slices.SortFunc(out, func(a, b time.Duration) int { return int(b - a) })
	return out, nil
}

// checkClock refuses a time control the desk cannot keep.
func checkClock(c store.TimeControl, deadline time.Duration) error {
	if _, err := time.LoadLocation(c.Zone); err != nil {
		return fmt.Errorf("time zone %q: %w", c.Zone, err)
	}
	if c.Grace < 0 {
		return fmt.Errorf("grace %s: must not be negative", c.Grace)
	}
	for _, r := range c.Remind {
		if r <= 0 || r >= deadline {
			return fmt.Errorf("reminder %s before the deadline: must be shorter than the %s per decision", r, deadline)
		}
	}
	if c.Late == "" || c.Late == LateNotify || c.Late == LateForfeit || c.Late == LatePass {
		return nil
	}
	if c.Late == LateExtend && c.Extensions > 0 {
		return nil
	}
	return fmt.Errorf("late policy %q with %d extensions: want notify, extend:N, forfeit or pass", c.Late, c.Extensions)
}

// offsets are the game's reminder offsets, longest first.
func (d *Desk) offsets(t *table) []time.Duration {
	if t.game.Clock.Remind != nil {
		return t.game.Clock.Remind
	}
	return d.cfg.Remind
}

// late is the game's late policy.
func (t *table) late() string {
	if t.game.Clock.Late == "" {
		return LateNotify
	}
	return t.game.Clock.Late
}

// period is the time a seat has per decision.
func (d *Desk) period(t *table) time.Duration {
	return t.deadlineFor(t.game.DeadlineHours, d.cfg.Deadline)
}

// nextReminder is when the next reminder of a deadline due at due goes,
// after now: the first offset still ahead. A deadline too short for any
// offset is reminded halfway, once (first set) — never together with the
// mail that asks. Without a reminder ahead it returns due, which is never
// reminded (store.DueReminders wants RemindAt before Due).
func nextReminder(offsets []time.Duration, now, due time.Time, first bool) time.Time {
	for _, off := range offsets {
		if at := due.Add(-off); at.After(now) {
			return at
		}
	}
	if first && len(offsets) > 0 && due.After(now) {
		return now.Add(due.Sub(now) / 2)
	}
	return due
}

// timed fills in a seat's deadline row for due: its next reminder and,
// when the late policy acts, when it does.
func (d *Desk) timed(t *table, dl store.Deadline, due time.Time, first bool) store.Deadline {
	dl.Due = due
	dl.RemindAt = nextReminder(d.offsets(t), d.now(), due, first)
	dl.Reminded, dl.LateNotified, dl.Enforced, dl.EnforceAt = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	if p := t.late(); p == LateForfeit || p == LatePass {
		dl.EnforceAt = due.Add(t.game.Clock.Grace)
	}
	return dl
}

// moveDeadline moves seat's open deadline to due.
func (d *Desk) moveDeadline(tx *store.Tx, t *table, seat string, due time.Time) error {
	dl, ok := t.deadlines[seat]
	if !ok {
		return nil
	}
	dl = d.timed(t, dl, due, false)
	if err := tx.SetDeadline(dl); err != nil {
		return fmt.Errorf("move deadline: %w", err)
	}
	t.deadlines[seat] = dl
	return nil
}

// zone is where the game's dates are shown.
func (t *table) zone() *time.Location { return templates.Zone(t.game.Clock.Zone) }

// clockText is the game's time control as its mails state it. Every mail
// to a seat states it, and few games differ: the text is rendered once
// per distinct time control (clockTexts).
func (d *Desk) clockText(t *table) (string, error) {
	c := t.game.Clock
	var remind []string
	for _, r := range d.offsets(t) {
		remind = append(remind, short(r))
	}
	period, grace, late := short(d.period(t)), shortOrEmpty(c.Grace), t.late()
	key := fmt.Sprintf("%s|%s|%s|%s|%d", period, grace, strings.Join(remind, " "), late, c.Extensions)
	if text, ok := d.clocks.get(key); ok {
		return text, nil
	}
	text, err := templates.Say("time-control", map[string]any{"Period": period, "Grace": grace,
		"Remind": remind, "Late": late, "Extensions": c.Extensions})
	if err == nil {
		d.clocks.put(key, text)
	}
	return text, err
}

// clockTextsKept bounds the time-control texts the desk keeps.
const clockTextsKept = 64

// clockTexts keeps the text of each time control the desk's mails
// stated, by the time control's settings.
type clockTexts struct {
	mu sync.Mutex
	m  map[string]string
}

func (c *clockTexts) get(key string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	text, ok := c.m[key]
	return text, ok
}

func (c *clockTexts) put(key, text string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= clockTextsKept {
		c.m = make(map[string]string)
	}
	c.m[key] = text
}

// short writes a duration as players write it: 48h, 90m, 1h30m.
func short(d time.Duration) string {
	s := d.String()
	s = strings.TrimSuffix(s, "0s")
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	if s == "" {
		return "0s"
	}
	return s
}

func shortOrEmpty(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	return short(d)
}
