package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one numbered schema step.
type migration struct {
	version int
	name    string
	sql     string
}

// migrations returns the embedded migrations in order. Their numbers must
// run 1, 2, 3… without gaps; each brings PRAGMA user_version to its number.
func migrations() ([]migration, error) {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		return nil, fmt.Errorf("list migrations: %w", err)
	}
	var ms []migration
	for _, name := range names { // fs.Glob returns names sorted
		base := path.Base(name)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || len(num) != 4 {
			return nil, fmt.Errorf("read migration %s: name must be NNNN_what.sql", base)
		}
		if v != len(ms)+1 {
			return nil, fmt.Errorf("read migration %s: number %d, want %d", base, v, len(ms)+1)
		}
		text, err := migrationFiles.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("read migration %s: %w", base, err)
		}
		ms = append(ms, migration{version: v, name: base, sql: string(text)})
	}
	return ms, nil
}

// SchemaVersion is the schema version this binary writes: the number of
// its embedded migrations.
func SchemaVersion() int {
	ms, err := migrations()
	if err != nil {
		return 0
	}
	return len(ms)
}

// migrate applies the pending migrations, each in its own immediate
// transaction together with its user_version bump, so a crash leaves the
// database at some migration's end, never halfway through one.
func migrate(ctx context.Context, db *sql.DB, ms []migration) error {
	for {
		done, err := migrateStep(ctx, db, ms)
		if err != nil || done {
			return err
		}
	}
}

// migrateStep applies the next pending migration and reports whether
// none was left.
func migrateStep(ctx context.Context, db *sql.DB, ms []migration) (done bool, err error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return false, fmt.Errorf("begin migration: %w", err)
	}
	defer tx.Rollback()
	var version int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return false, fmt.Errorf("read schema version: %w", err)
	}
	switch {
	case version > len(ms):
		return false, fmt.Errorf("migrate schema: database version %d, binary knows %d: %w", version, len(ms), ErrSchemaTooNew)
	case version == len(ms):
		return true, nil
	}
	m := ms[version]
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return false, fmt.Errorf("apply migration %s: %w", m.name, err)
	}
	// PRAGMA takes no bound parameters; the version is our own integer.
	if _, err := tx.ExecContext(ctx, "PRAGMA user_version = "+strconv.Itoa(m.version)); err != nil {
		return false, fmt.Errorf("set schema version %d: %w", m.version, err)
	}
	if err := tx.Commit(); err != nil {
		return false, fmt.Errorf("commit migration %s: %w", m.name, err)
	}
	return false, nil
}
