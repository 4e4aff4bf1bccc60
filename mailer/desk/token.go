package desk

import (
	"context"
	"fmt"

	"turnmail/store"
	"turnmail/templates"
)

// RotateToken gives a seat a new secret token, records the moderator in
// the audit log and mails the seat a turn mail whose reply address (or
// subject tag) carries the new token. From then on the old token is
// refused like any wrong one: a reply to an earlier mail no longer
// counts, and a leaked token is worth nothing.
func (d *Desk) RotateToken(ctx context.Context, slug, seatName, actor string) error {
	if actor == "" {
		actor = "moderator"
	}
	err := d.st.Update(ctx, func(tx *store.Tx) error {
		t, err := d.loadTable(tx, slug)
		if err != nil {
			return err
		}
		seat, ok := t.seat(seatName)
		if !ok {
			return fmt.Errorf("game %s has no seat %q; its seats are %s", slug, seatName, t.seatNames())
		}
		seat.Token = newToken()
		if err := tx.SetToken(t.game.ID, seat.Seat, seat.Token); err != nil {
			return err
		}
		for i := range t.seats {
			if t.seats[i].Seat == seat.Seat {
				t.seats[i].Token = seat.Token
			}
		}
		if err := tx.Audit(&store.AuditEntry{At: d.now(), Actor: actor, Action: "token", GameID: t.game.ID,
			Detail: "new token for " + seat.Seat}); err != nil {
			return err
		}
		note, err := templates.Say("token-rotated", nil)
		if err != nil {
			return err
		}
		return d.queueSeat(tx, t, seat, newTurn(false, note))
	})
	if err != nil {
		return fmt.Errorf("rotate token of %s in %s: %w", seatName, slug, err)
	}
	d.kick()
	return nil
}
