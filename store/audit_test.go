package store

import (
	"reflect"
	"testing"
	"time"
)

func TestAuditLog(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	entries := []*AuditEntry{
		{At: t0, Actor: "mod@club.example", Action: "game new", GameID: g.ID, Detail: "duel"},
		{At: t0.Add(time.Minute), Actor: "mod@club.example", Action: "config", Detail: "no game"},
		{At: t0.Add(2 * time.Minute), Actor: "mod@club.example", Action: "move", GameID: g.ID, Detail: "North: play 1"},
	}
	update(t, s, func(tx *Tx) error {
		for _, e := range entries {
			if err := tx.Audit(e); err != nil {
				return err
			}
		}
		return nil
	})
	view(t, s, func(tx *Tx) error {
		got, err := tx.AuditLog(g.ID)
		if want := []AuditEntry{*entries[0], *entries[2]}; err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("AuditLog(%d) = %+v, %v, want %+v", g.ID, got, err, want)
		}
		got, err = tx.AuditLog(0)
		if want := []AuditEntry{*entries[1]}; err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("AuditLog(0) = %+v, %v, want %+v", got, err, want)
		}
		return nil
	})
	refused := []struct{ name, sql string }{
		{"update", "UPDATE audit SET detail = 'forged'"},
		{"delete", "DELETE FROM audit"},
	}
	for _, tt := range refused {
		err := s.Update(t.Context(), func(tx *Tx) error { _, err := tx.exec(tt.sql); return err })
		if err == nil {
			t.Errorf("%s = nil error, want the audit log to refuse it", tt.sql)
		}
	}
	for _, bad := range []*AuditEntry{
		{At: t0, Action: "move"},                       // no actor
		{At: t0, Actor: "mod"},                         // no action
		{Actor: "mod", Action: "move"},                 // no time
		{At: t0, Actor: "m", Action: "x", GameID: 999}, // unknown game
	} {
		if err := s.Update(t.Context(), func(tx *Tx) error { return tx.Audit(bad) }); err == nil {
			t.Errorf("Audit(%+v) = nil error, want refusal", *bad)
		}
	}
}
