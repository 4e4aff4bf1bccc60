package desk

import (
	"context"
	"fmt"
	"time"

	"turnmail/store"
	"turnmail/templates"
)

// Digest mails each moderator the day's summary: the running games, whom
// each waits for, who is late and by how long, the games halted or
// paused, and the mail that failed for good in the last day.
func (d *Desk) Digest(ctx context.Context) error {
	if len(d.cfg.Moderators) == 0 {
		return nil
	}
	err := d.st.Update(ctx, func(tx *store.Tx) error {
		text, err := d.digestText(tx)
		if err != nil {
			return err
		}
		subject, err := templates.Say("digest-subject", nil)
		if err != nil {
			return err
		}
		for _, addr := range d.cfg.Moderators {
			if err := d.queueNotice(tx, notice{to: addr, subject: subject, text: text, auto: "auto-generated"}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("daily digest: %w", err)
	}
	d.kick()
	return nil
}

func (d *Desk) digestText(tx *store.Tx) (string, error) {
	now := d.now()
	games, err := tx.Games()
	if err != nil {
		return "", err
	}
	var lines []string
	for _, g := range games {
		if g.Status == statusOver {
			continue
		}
		dls, err := tx.OpenDeadlines(g.ID)
		if err != nil {
			return "", err
		}
		var waiting, late []string
		for _, dl := range dls {
			waiting = append(waiting, dl.Seat)
			if dl.Due.Before(now) {
				late = append(late, dl.Seat+" "+short(now.Sub(dl.Due).Round(time.Minute)))
			}
		}
		status := g.Status
		if !g.Paused.IsZero() {
			status = "paused"
		}
		line, err := templates.Say("digest-game", map[string]any{"Game": g.Slug, "Kind": g.Kind, "Status": status, "Waiting": waiting, "Late": late})
		if err != nil {
			return "", err
		}
		lines = append(lines, line)
	}
	failed, err := tx.FailedSince(now.Add(-24 * time.Hour))
	if err != nil {
		return "", err
	}
	var bounced []string
	for _, m := range failed {
		line, err := templates.Say("digest-failed", map[string]any{"Kind": m.Kind, "To": m.To, "Error": m.LastError})
		if err != nil {
			return "", err
		}
		bounced = append(bounced, line)
	}
	return templates.Say("digest", map[string]any{"Games": lines, "Failed": bounced})
}
