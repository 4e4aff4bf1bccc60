package main

import (
	"context"
	"errors"
	"flag"
	"fmt"

	"turnmail/store"
)

// backup writes a consistent copy of the database to a new file. It is
// safe while the daemon runs (see store.Backup); restoring is stopping the
// daemon and putting the copy in the database's place, with no -wal or
// -shm file beside it.
func backup(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	configFile := fs.String("config", "", "file of TURNMAIL_* settings")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: turnmail backup [--config FILE] FILE")
	}
	cfg, err := loadConfig(*configFile)
	if err != nil {
		return err
	}
	dest := fs.Arg(0)
	if err := store.Backup(ctx, cfg.DB, dest); err != nil {
		return err
	}
	fmt.Printf("backed up %s to %s\n", cfg.DB, dest)
	return nil
}
