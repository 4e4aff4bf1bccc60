package store

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// rawDB opens the database file directly, bypassing Open and migrations.
func rawDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", dsn(path, "?_busy_timeout=10000"))
	if err != nil {
		t.Fatalf("sql.Open(%s) = %v", path, err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func userVersion(t *testing.T, db *sql.DB) int {
	t.Helper()
	var v int
	if err := db.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
		t.Fatalf("PRAGMA user_version = %v", err)
	}
	return v
}

func schemaObjects(t *testing.T, db *sql.DB) int {
	t.Helper()
	var n int
	if err := db.QueryRow("SELECT count(*) FROM sqlite_schema").Scan(&n); err != nil {
		t.Fatalf("count schema objects = %v", err)
	}
	return n
}

func TestMigrationsAreNumberedFromOne(t *testing.T) {
	ms, err := migrations()
	if err != nil {
		t.Fatalf("migrations() = %v", err)
	}
	if len(ms) == 0 {
		t.Fatalf("migrations() = none, want at least 0001_init.sql")
	}
	for i, m := range ms {
		if m.version != i+1 {
			t.Errorf("migration %s has version %d, want %d", m.name, m.version, i+1)
		}
	}
	if got := SchemaVersion(); got != len(ms) {
		t.Errorf("SchemaVersion() = %d, want %d", got, len(ms))
	}
}

func TestOpenMigratesOnceAndReopenIsNoOp(t *testing.T) {
	s, path := openStore(t)
	createGame(t, s, "d-1")
	if err := s.Close(); err != nil {
		t.Fatalf("Close() = %v", err)
	}
	db := rawDB(t, path)
	if got := userVersion(t, db); got != SchemaVersion() {
		t.Fatalf("user_version after Open = %d, want %d", got, SchemaVersion())
	}
	objects := schemaObjects(t, db)

	for i := range 2 {
		s2, err := Open(context.Background(), path)
		if err != nil {
			t.Fatalf("reopen %d: Open = %v", i, err)
		}
		view(t, s2, func(tx *Tx) error {
			if _, err := tx.GameBySlug("d-1"); err != nil {
				t.Errorf("reopen %d: GameBySlug(d-1) = %v, want the game kept", i, err)
			}
			return nil
		})
		s2.Close()
	}
	if got := userVersion(t, db); got != SchemaVersion() {
		t.Errorf("user_version after reopen = %d, want %d", got, SchemaVersion())
	}
	if got := schemaObjects(t, db); got != objects {
		t.Errorf("schema objects after reopen = %d, want %d (unchanged)", got, objects)
	}
}

func TestOpenRefusesNewerSchema(t *testing.T) {
	s, path := openStore(t)
	s.Close()
	db := rawDB(t, path)
	newer := SchemaVersion() + 1
	if _, err := db.Exec("PRAGMA user_version = " + strconv.Itoa(newer)); err != nil {
		t.Fatalf("set user_version = %v", err)
	}
	s2, err := Open(context.Background(), path)
	if err == nil {
		s2.Close()
	}
	if !errors.Is(err, ErrSchemaTooNew) {
		t.Fatalf("Open(database at version %d) = %v, want ErrSchemaTooNew", newer, err)
	}
	if got := userVersion(t, db); got != newer {
		t.Errorf("user_version after refused Open = %d, want %d untouched", got, newer)
	}
}

func TestOpenSetsDurabilityPragmas(t *testing.T) {
	s, _ := openStore(t)
	tests := []struct {
		pragma string
		want   string
	}{
		{"journal_mode", "wal"},
		{"synchronous", "2"},
		{"foreign_keys", "1"},
		{"busy_timeout", "10000"},
	}
	for _, pool := range []struct {
		name string
		db   interface {
			QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
		}
	}{{"write", s.writer.conn}, {"read", s.read}} {
		for _, tt := range tests {
			var got string
			if err := pool.db.QueryRowContext(t.Context(), "PRAGMA "+tt.pragma).Scan(&got); err != nil {
				t.Fatalf("%s pool: PRAGMA %s = %v", pool.name, tt.pragma, err)
			}
			if got != tt.want {
				t.Errorf("%s pool: PRAGMA %s = %q, want %q", pool.name, tt.pragma, got, tt.want)
			}
		}
	}
}

func TestDSNEscapesPath(t *testing.T) {
	tests := []struct {
		path, want string
	}{
		{"/var/lib/turnmail.db", "file:/var/lib/turnmail.db?x"},
		{"/tmp/a?b.db", "file:/tmp/a%3Fb.db?x"},
		{"/tmp/a#b%c d.db", "file:/tmp/a%23b%25c%20d.db?x"},
		{"rel/t.db", "file:rel/t.db?x"},
	}
	for _, tt := range tests {
		if got := dsn(tt.path, "?x"); got != tt.want {
			t.Errorf("dsn(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

func TestOpenCreatesFileAtOddPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club games?v=1#x%41.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatalf("Open(%q) = %v", path, err)
	}
	s.Close()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("Open(%q) did not create that file: %v", path, err)
	}
}

// TestMigrateStepsAreAtomic runs made-up migrations: each applies once, in
// order, and one that fails leaves the database at the previous version
// with none of its statements applied.
func TestMigrateStepsAreAtomic(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	db, err := sql.Open("sqlite", dsn(path, dsnWrite))
	if err != nil {
		t.Fatalf("sql.Open = %v", err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	one := migration{1, "0001_a.sql", "CREATE TABLE a (x INTEGER); INSERT INTO a VALUES (1);"}
	two := migration{2, "0002_b.sql", "CREATE TABLE b (x INTEGER); INSERT INTO a VALUES (2);"}
	bad := migration{2, "0002_bad.sql", "CREATE TABLE b (x INTEGER); INSERT INTO a VALUES (2); INSERT INTO nowhere VALUES (3);"}
	ctx := context.Background()
	steps := []struct {
		name        string
		ms          []migration
		wantErr     bool
		wantVersion int
		wantRows    int // rows in table a
		wantB       bool
	}{
		{"first", []migration{one}, false, 1, 1, false},
		{"again", []migration{one}, false, 1, 1, false},
		{"failing second", []migration{one, bad}, true, 1, 1, false},
		{"second", []migration{one, two}, false, 2, 2, true},
		{"binary behind", []migration{one}, true, 2, 2, true},
	}
	for _, st := range steps {
		err := migrate(ctx, db, st.ms)
		if (err != nil) != st.wantErr {
			t.Errorf("%s: migrate = %v, want error %v", st.name, err, st.wantErr)
		}
		if got := userVersion(t, db); got != st.wantVersion {
			t.Errorf("%s: user_version = %d, want %d", st.name, got, st.wantVersion)
		}
		var rows, b int
		if err := db.QueryRow("SELECT count(*) FROM a").Scan(&rows); err != nil || rows != st.wantRows {
			t.Errorf("%s: rows in a = %d, %v, want %d", st.name, rows, err, st.wantRows)
		}
		db.QueryRow("SELECT count(*) FROM sqlite_schema WHERE name = 'b'").Scan(&b)
		if (b == 1) != st.wantB {
			t.Errorf("%s: table b exists = %v, want %v", st.name, b == 1, st.wantB)
		}
	}
}

// TestMigrationKeepsNewestSnapshot brings a database written before
// snapshots were replaced in place (schema 2, three snapshots of one game)
// up to date: the game keeps its newest snapshot only.
func TestMigrationKeepsNewestSnapshot(t *testing.T) {
	path := filepath.Join(t.TempDir(), "turnmail.db")
	db := rawDB(t, path)
	ms, err := migrations()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := migrate(ctx, db, ms[:2]); err != nil {
		t.Fatalf("migrate to 2 = %v", err)
	}
	for _, q := range []string{
		`INSERT INTO games (id, slug, kind, seed, status, deadline_hours, created, updated) VALUES (1, 'g-1', 'duel', 1, 'active', 72, 0, 0)`,
		`INSERT INTO seats (game_id, seat, ord, address, token) VALUES (1, 'North', 0, 'ann@example.org', 't')`,
		`INSERT INTO moves (game_id, seq, seat, raw, normal, source, at) VALUES (1, 1, 'North', 'a', 'a', 'mail', 0), (1, 2, 'North', 'b', 'b', 'mail', 0)`,
		`INSERT INTO snapshots (game_id, seq, state) VALUES (1, 0, X'00'), (1, 2, CAST('after 2' AS BLOB)), (1, 1, X'01')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()

	s, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("Open(schema 2) = %v", err)
	}
	defer s.Close()
	if n := rowCounts(t, s)["snapshots"]; n != 1 {
		t.Errorf("snapshot rows after migration = %d, want 1", n)
	}
	view(t, s, func(tx *Tx) error {
		seq, state, err := tx.LatestSnapshot(1)
		if err != nil || seq != 2 || string(state) != "after 2" {
			t.Errorf("LatestSnapshot after migration = %d, %q, %v, want 2, \"after 2\"", seq, state, err)
		}
		return nil
	})
}
