package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"time"

	"turnmail/mailer"
	"turnmail/mailer/imapin"
	"turnmail/mailer/localmail"
	"turnmail/mailer/smtpout"
	"turnmail/store"
)

func serve(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	configFile := fs.String("config", "", "file of TURNMAIL_* settings")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := loadConfig(*configFile)
	if err != nil {
		return err
	}
	lock, err := store.Lock(cfg.DB, time.Now())
	if err != nil {
		return fmt.Errorf("refuse to serve: %w", err)
	}
	defer lock.Release()
	d, err := openDaemon(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	svc, local, log := d.svc, d.local, d.log
	if local != nil {
		fmt.Fprintf(os.Stderr, "\n%s\n", local.Instructions())
		fmt.Fprintf(os.Stderr, "The referee is %s. Start a game with, for example:\n\n  go run ./cmd/turnmail game new --game twilight-struggle \\\n    --seat USSR=alice@%s --seat US=bob@%s\n\n",
			cfg.Referee, cfg.Local.Domain, cfg.Local.Domain)
	}
	log.Info("turnmail serving", "db", cfg.DB, "referee", cfg.Referee, "local", cfg.IsLocal())
	if cfg.AuthServID == "" {
		log.Warn("TURNMAIL_AUTHSERV_ID is not set: no Authentication-Results are trusted; a move is accepted only where the envelope sender (Return-Path) matches From or the mailbox records none")
	}
	err = svc.Run(ctx)
	log.Info("turnmail stopped")
	return err
}

// daemon is what serve and demo run: the store, the service over it and,
// without a configured mail server, the local one.
type daemon struct {
	st    *store.Store
	svc   *mailer.Service
	local *localmail.Server
	log   *slog.Logger
}

// openDaemon opens the store and wires the service for cfg.
func openDaemon(ctx context.Context, cfg *Config) (*daemon, error) {
	log := newLogger(cfg)
	st, err := store.Open(ctx, cfg.DB)
	if err != nil {
		return nil, err
	}
	svc, local, err := wire(ctx, cfg, st, log)
	if err != nil {
		st.Close()
		return nil, err
	}
	return &daemon{st: st, svc: svc, local: local, log: log}, nil
}

// Close stops the local mail server, if any, and closes the store.
func (d *daemon) Close() {
	closeLocal(d.local)
	d.st.Close()
}

// wire builds the service for cfg: against the configured mail servers,
// or against a local mail server it starts.
func wire(ctx context.Context, cfg *Config, st *store.Store, log *slog.Logger) (*mailer.Service, *localmail.Server, error) {
	in := imapin.Config{Addr: cfg.IMAP.Addr, Security: cfg.IMAP.Security, AllowInsecure: cfg.IMAP.AllowInsecure,
		Username: cfg.IMAP.User, Password: cfg.IMAP.Password, Mailbox: cfg.Mailbox, MoveTo: cfg.MoveTo}
	out := smtpout.Config{Addr: cfg.SMTP.Addr, Security: cfg.SMTP.Security, AllowInsecure: cfg.SMTP.AllowInsecure,
		Username: cfg.SMTP.User, Password: cfg.SMTP.Password}
	var local *localmail.Server
	if cfg.IsLocal() {
		refereeBox, _, _ := strings.Cut(cfg.Referee, "@")
		var err error
		local, err = localmail.Start(ctx, localmail.Config{Host: cfg.Local.Host, SMTPPort: cfg.Local.SMTPPort,
			IMAPPort: cfg.Local.IMAPPort, Domain: cfg.Local.Domain, Referee: refereeBox, Password: cfg.Local.Password,
			Spool: mailer.Spool{St: st, Referee: refereeBox, Now: time.Now}, Logger: log.With("component", "localmail")})
		if err != nil {
			return nil, nil, fmt.Errorf("start the local mail server: %w", err)
		}
		in = imapin.Config{Addr: local.IMAPAddr(), Security: "plain", Username: local.RefereeAddress(), Password: local.Password(),
			Mailbox: "INBOX", PollInterval: 2 * time.Second}
		out = smtpout.Config{Addr: local.SMTPAddr(), Security: "plain"}
	}
	cfg.Speed.apply(&in, &out)
	send, err := smtpout.New(out)
	if err != nil {
		closeLocal(local)
		return nil, nil, fmt.Errorf("set up SMTP: %w", err)
	}
	svc, err := mailer.NewService(st, deskConfig(cfg), in, send, cfg.Clock, log)
	if err != nil {
		closeLocal(local)
		return nil, nil, err
	}
	svc.Outbox.Senders = cfg.Speed.Senders
	svc.Clock.KeepSent = cfg.KeepSentMail
	if cfg.LMTPAddr != "" {
		if svc.LMTP, err = mailer.NewLMTP(svc.Desk, cfg.LMTPAddr, cfg.Speed.MaxSize); err != nil {
			closeLocal(local)
			return nil, nil, err
		}
	}
	return svc, local, nil
}

// apply sets the transports' timers and limits.
func (s Speed) apply(in *imapin.Config, out *smtpout.Config) {
	in.ActivePoll, in.ActiveWindow, in.ProbeTimeout, in.Watchdog = s.ActivePoll, s.ActiveWindow, s.ProbeTimeout, s.Watchdog
	in.IdleRestart, in.ReconnectMax, in.CheckpointEvery, in.MaxSize = s.IdleRestart, s.ReconnectMax, s.CheckpointEvery, s.MaxSize
	in.DialRetryMax = s.DialRetryMax
	out.DataTimeout = s.DataTimeout
}

func closeLocal(l *localmail.Server) {
	if l != nil {
		l.Close()
	}
}
