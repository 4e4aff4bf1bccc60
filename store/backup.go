package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Backup writes a consistent copy of the database at dbPath to the new
// file dest, safely while a daemon works the database: VACUUM INTO reads
// one snapshot inside a read transaction (WAL lets the daemon go on
// writing meanwhile) and folds the -wal file's committed pages into the
// copy, which a plain copy of the database file would miss. The copy is
// written beside dest, synced, checked with PRAGMA quick_check and only
// then renamed to dest, so dest is either a whole, checked backup or
// absent. Backup refuses to overwrite an existing dest, and does not
// migrate or otherwise write the source.
func Backup(ctx context.Context, dbPath, dest string) error {
	if _, err := os.Stat(dest); err == nil {
		return fmt.Errorf("back up to %s: the file exists", dest)
	}
	if _, err := os.Stat(dbPath); err != nil {
		return fmt.Errorf("back up %s: %w", dbPath, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(dest), filepath.Base(dest)+".partial-*")
	if err != nil {
		return fmt.Errorf("back up to %s: %w", dest, err)
	}
	tmpPath := tmp.Name()
	tmp.Close()
	os.Remove(tmpPath) // VACUUM INTO wants to create the file itself
	defer os.Remove(tmpPath)

	if err := vacuumInto(ctx, dbPath, tmpPath); err != nil {
		return fmt.Errorf("back up %s: %w", dbPath, err)
	}
	if err := syncFile(tmpPath); err != nil {
		return fmt.Errorf("back up to %s: %w", dest, err)
	}
	if problems, err := quickCheck(ctx, tmpPath); err != nil || len(problems) > 0 {
		return fmt.Errorf("check backup %s: %w (%v)", tmpPath, err, problems)
	}
	if err := os.Rename(tmpPath, dest); err != nil {
		return fmt.Errorf("back up to %s: %w", dest, err)
	}
	return syncFile(filepath.Dir(dest))
}

func vacuumInto(ctx context.Context, src, dest string) error {
	db, err := openRaw(src)
	if err != nil {
		return err
	}
	defer db.Close()
	// VACUUM INTO takes its target as a bound value: no quoting to get wrong.
	if _, err := db.ExecContext(ctx, "VACUUM INTO ?", dest); err != nil {
		return fmt.Errorf("vacuum into %s: %w", dest, err)
	}
	return nil
}

// openRaw opens a database file without migrating it, with a busy timeout
// so that a daemon's checkpoint does not fail the caller at once.
func openRaw(path string) (*sql.DB, error) {
	db, err := sql.Open("sqlite", dsn(path, "?_busy_timeout=10000"))
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	return db, nil
}

func quickCheck(ctx context.Context, path string) ([]string, error) {
	db, err := openRaw(path)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	return integrity(ctx, db, "quick_check")
}

// integrity runs PRAGMA integrity_check or quick_check and returns the
// problems it reports (none: the single row "ok").
func integrity(ctx context.Context, db *sql.DB, pragma string) ([]string, error) {
	rows, err := db.QueryContext(ctx, "PRAGMA "+pragma)
	if err != nil {
		return nil, fmt.Errorf("run %s: %w", pragma, err)
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return nil, fmt.Errorf("read %s: %w", pragma, err)
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	return problems, rows.Err()
}

func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	return errors.Join(f.Sync(), f.Close())
}
