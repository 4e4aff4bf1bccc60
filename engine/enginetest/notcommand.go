package enginetest

import (
	"slices"
	"testing"

	"turnmail/engine"
)

// CheckNotCommand fails t unless, in a fresh game of g set up from cfg,
// the first seat asked is refused each of notCommands as no command at
// all (engine.Refusal.NotCommand) and each of refused as a command read
// and refused, without the mark: a service may drop a line of the first
// kind from a mail, never one of the second.
func CheckNotCommand(t *testing.T, g engine.Game, cfg engine.Config, notCommands, refused []string) {
	t.Helper()
	for _, line := range slices.Concat(notCommands, refused) {
		st, err := g.New(cfg)
		if err != nil {
			t.Fatalf("New: %v", err)
		}
		ps := st.Pending()
		if len(ps) == 0 {
			t.Fatalf("New(%+v) asks no seat", cfg)
		}
		_, err = st.Apply(ps[0].Seat, line)
		r, ok := engine.IsRefusal(err)
		want := slices.Contains(notCommands, line)
		switch {
		case !ok:
			t.Errorf("Apply(%s, %q) = %v, want a refusal", ps[0].Seat, line, err)
		case r.NotCommand != want:
			t.Errorf("Apply(%s, %q) = %q with NotCommand %v, want %v", ps[0].Seat, line, r.Reason, r.NotCommand, want)
		}
	}
}
