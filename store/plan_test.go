package store

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fullScansAllowed lists the statements that may read a whole table:
// listings of everything and the one-off restore at start.
var fullScansAllowed = []string{
	"FROM games ORDER BY id",       // Games
	"FROM games WHERE substr(slug", // NextSlugNumber (covering index)
	"FROM spool",                   // SpoolRestore, once per start
	"SELECT count(*) FROM",         // tests' row counts
}

// TestQueriesUseIndexes runs every method, collects the statements the
// store ran, and fails if one of them scans a whole table: the daemon
// runs these per message and per minute while the tables only grow.
func TestQueriesUseIndexes(t *testing.T) {
	s, _ := openStore(t)
	seen := map[string]bool{}
	traceQuery = func(q string) { seen[q] = true }
	defer func() { traceQuery = nil }()

	g := createGame(t, s, "d-1")
	update(t, s, func(tx *Tx) error { return writeEverything(tx, g, "plan") })
	update(t, s, func(tx *Tx) error {
		d := testDeadline(g.ID, "North", 1)
		if err := tx.SetDeadline(d); err != nil {
			return err
		}
		if err := tx.MarkReminded(d, t0); err != nil {
			return err
		}
		if err := tx.MarkLateNotified(d, t0); err != nil {
			return err
		}
		tx.MarkReminded(d, t0) // conflict path
		m := testMail("plan2@club", 0, t0)
		if err := tx.Enqueue(m); err != nil {
			return err
		}
		if err := tx.MarkHanded(m.ID, t0); err != nil {
			return err
		}
		if _, err := tx.HandDue(t0, 10); err != nil {
			return err
		}
		if err := tx.MarkRetry(m.ID, t0.Add(time.Minute), "x"); err != nil {
			return err
		}
		if err := tx.MarkSent(m.ID, t0); err != nil {
			return err
		}
		tx.MarkFailed(m.ID, t0, "x") // conflict path
		if _, err := tx.PruneSentMail(t0.Add(time.Hour), t0); err != nil {
			return err
		}
		return tx.ResolveDeadlines(g.ID, "North", t0)
	})
	view(t, s, func(tx *Tx) error {
		tx.NextSlugNumber("d")
		tx.GameBySlug("d-1")
		tx.GameByID(g.ID)
		tx.Games()
		tx.Seats(g.ID)
		tx.Moves(g.ID)
		tx.LatestSnapshot(g.ID)
		tx.InboundByHash(Hash([]byte("x")))
		tx.InboundByMessageID("m1@mail.example")
		tx.InboundSeen([]string{Hash([]byte("x"))}, []string{"m1@mail.example"})
		tx.DueOutbox(t0, 10)
		tx.DueInOrder(t0, 10)
		tx.Outbox(g.ID)
		tx.Outbox(0)
		tx.DueReminders(t0)
		tx.DueLate(t0)
		tx.OpenDeadlines(g.ID)
		tx.AuditLog(g.ID)
		tx.AuditLog(0)
		tx.MailboxState("INBOX")
		tx.SpoolRestore("games@localhost")
		tx.DueEnforce(t0)
		tx.OpenDeadlinesAll()
		tx.Notes(g.ID)
		tx.Chain(g.ID)
		tx.Heartbeat("clock")
		tx.ModeratorToken(g.ID, "mod@club.example")
		tx.ModeratorByToken(g.ID, "tok")
		tx.ExpiredProposals(t0)
		tx.ProposalByID(1)
		tx.LateCounts(g.ID)
		tx.FailedSince(t0)
		tx.InboundOf(g.ID)
		return nil
	})
	traceQuery = nil

	queries := make([]string, 0, len(seen))
	for q := range seen {
		queries = append(queries, q)
	}
	sort.Strings(queries)
	if len(queries) < 35 {
		t.Fatalf("traced %d distinct statements, want every method's (at least 35)", len(queries))
	}
	// "SCAN t" without "USING … INDEX" reads every row of t.
	fullScan := regexp.MustCompile(`^SCAN (\w+)$`)
	for _, q := range queries {
		if allowed(q) {
			continue
		}
		for _, step := range queryPlan(t, s, q) {
			if m := fullScan.FindStringSubmatch(step); m != nil {
				t.Errorf("statement scans all of %s:\n%s", m[1], q)
			}
		}
	}
}

func allowed(q string) bool {
	for _, a := range fullScansAllowed {
		if strings.Contains(q, a) {
			return true
		}
	}
	return false
}

// queryPlan returns the steps of SQLite's plan for q, parameters unbound.
func queryPlan(t *testing.T, s *Store, q string) []string {
	t.Helper()
	rows, err := s.read.Query("EXPLAIN QUERY PLAN "+q, make([]any, placeholders(q))...)
	if err != nil {
		t.Fatalf("EXPLAIN QUERY PLAN %s = %v", q, err)
	}
	defer rows.Close()
	var steps []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatalf("read plan of %s: %v", q, err)
		}
		steps = append(steps, detail)
	}
	return steps
}

// placeholders counts the parameters of q: plain "?"s, or the highest
// "?N".
func placeholders(q string) int {
	if m := regexp.MustCompile(`\?(\d+)`).FindAllStringSubmatch(q, -1); m != nil {
		highest := 0
		for _, n := range m {
			v, _ := strconv.Atoi(n[1])
			highest = max(highest, v)
		}
		return highest
	}
	return strings.Count(q, "?")
}
