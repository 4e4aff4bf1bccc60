package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"time"

	"turnmail/mailer/desk"
	"turnmail/store"
)

// check inspects the database (integrity, foreign keys, schema version)
// and the settings, without writing anything; it is safe while the daemon
// runs. It fails when the database is damaged or at another schema
// version than this binary's.
func check(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	configFile := fs.String("config", "", "file of TURNMAIL_* settings")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := loadConfig(*configFile)
	if err != nil {
		return err
	}
	h, err := store.Check(ctx, cfg.DB)
	if err != nil {
		return err
	}
	fmt.Printf("database %s: schema version %d (this binary: %d)\n", cfg.DB, h.SchemaVersion, h.BinaryVersion)
	for _, p := range h.Problems {
		fmt.Printf("problem: %s\n", p)
	}
	if len(h.Problems) == 0 && h.SchemaVersion == h.BinaryVersion {
		drift, err := gamesDrift(ctx, cfg)
		if err != nil {
			return err
		}
		for _, slug := range drift {
			h.Problems = append(h.Problems, fmt.Sprintf("game %s: its state differs from a replay of its move log (turnmail game replay %s rebuilds it)", slug, slug))
		}
	}
	if cfg.AuthServID == "" {
		fmt.Println("warning: TURNMAIL_AUTHSERV_ID is not set: the From address of incoming mail is checked only against the envelope sender (Return-Path) the mailbox records")
	}
	switch {
	case len(h.Problems) > 0:
		return fmt.Errorf("check %s: %d problems", cfg.DB, len(h.Problems))
	case h.SchemaVersion != h.BinaryVersion:
		return errors.New("check: the schema version differs from this binary's (serve migrates an older database; a newer one needs a newer binary)")
	}
	fmt.Println("ok")
	return nil
}

// gamesDrift lists the games whose state differs from a replay of their
// move log. It runs only on a database at this binary's schema version,
// so opening it writes nothing.
func gamesDrift(ctx context.Context, cfg *Config) ([]string, error) {
	st, err := store.Open(ctx, cfg.DB)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	return desk.New(st, deskConfig(cfg), time.Now, newLogger(cfg)).Drift(ctx)
}
