package store

import (
	"context"
	"fmt"
	"os"
)

// Health is what Check found in a database file.
type Health struct {
	// SchemaVersion is the database's PRAGMA user_version;
	// BinaryVersion the version this binary writes (SchemaVersion()).
	SchemaVersion, BinaryVersion int
	// Problems lists what PRAGMA integrity_check and foreign_key_check
	// reported; empty for a sound database.
	Problems []string
}

// OK reports whether the database is sound and at this binary's schema
// version.
func (h Health) OK() bool {
	return len(h.Problems) == 0 && h.SchemaVersion == h.BinaryVersion
}

// Check inspects the database at dbPath without migrating or writing it:
// its schema version, PRAGMA integrity_check and PRAGMA foreign_key_check.
// It is safe while a daemon works the database.
func Check(ctx context.Context, dbPath string) (Health, error) {
	h := Health{BinaryVersion: SchemaVersion()}
	if _, err := os.Stat(dbPath); err != nil {
		return h, fmt.Errorf("check %s: %w", dbPath, err)
	}
	db, err := openRaw(dbPath)
	if err != nil {
		return h, fmt.Errorf("check %s: %w", dbPath, err)
	}
	defer db.Close()
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&h.SchemaVersion); err != nil {
		return h, fmt.Errorf("check %s: read schema version: %w", dbPath, err)
	}
	if h.Problems, err = integrity(ctx, db, "integrity_check"); err != nil {
		return h, fmt.Errorf("check %s: %w", dbPath, err)
	}
	rows, err := db.QueryContext(ctx, "PRAGMA foreign_key_check")
	if err != nil {
		return h, fmt.Errorf("check %s: foreign keys: %w", dbPath, err)
	}
	defer rows.Close()
	for rows.Next() {
		var table, parent string
		var rowid, fk any
		if err := rows.Scan(&table, &rowid, &parent, &fk); err != nil {
			return h, fmt.Errorf("check %s: foreign keys: %w", dbPath, err)
		}
		h.Problems = append(h.Problems, fmt.Sprintf("%s row %v refers to a missing %s row", table, rowid, parent))
	}
	return h, rows.Err()
}
