package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/mailer/desk"
	"turnmail/mailer/mailbot"
	"turnmail/mailer/smtpout"
)

// demo plays one game by mail between built-in random players, through a
// local mail server on free ports and a throwaway database, and prints
// every mail the players receive.
func demo(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	kind := fs.String("game", "twilight-struggle", "the game: "+strings.Join(engine.Names(), ", "))
	maxMails := fs.Int("moves", 60, "stop after this many answered mails (0: play to the end)")
	seed := fs.Uint64("seed", 0, "seed for the game and the players (0: random)")
	quiet := fs.Bool("quiet", false, "print only subjects, not whole mails")
	keep := fs.String("db", "", "keep the demo's database in this file, to go on with the game afterwards (default: a temporary file, deleted at the end)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dbPath, cleanup, err := demoDB(*keep)
	if err != nil {
		return err
	}
	defer cleanup()
	// The demo ignores the environment: it always runs on its own.
	cfg, err := configFrom(map[string]string{"TURNMAIL_DB": dbPath, "TURNMAIL_LOCAL_SMTP_PORT": "0",
		"TURNMAIL_LOCAL_IMAP_PORT": "0", "TURNMAIL_LOG_LEVEL": "warn"})
	if err != nil {
		return err
	}
	d, err := openDaemon(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	svc, local := d.svc, d.local
	svc.Outbox.Poll = 200 * time.Millisecond
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	defer func() { stop(); <-done }()

	rules, err := engine.Lookup(*kind)
	if err != nil {
		return err
	}
	seats, err := rules.Seats(nil)
	if err != nil {
		return err
	}
	if *seed == 0 {
		*seed = rand.Uint64()
	}
	send, err := smtpout.New(smtpout.Config{Addr: local.SMTPAddr(), Security: "plain"})
	if err != nil {
		return err
	}
	ng := desk.NewGame{Kind: *kind, Seed: *seed, Actor: "demo"}
	var bots []*mailbot.Player
	for i, seat := range seats {
		addr := strings.ToLower(strings.ReplaceAll(seat, " ", "")) + "@" + cfg.Local.Domain
		ng.Seats = append(ng.Seats, desk.NewSeat{Seat: seat, Address: addr, Name: seat + " bot"})
		bots = append(bots, &mailbot.Player{Address: addr, Password: cfg.Local.Password, IMAPAddr: local.IMAPAddr(),
			Send: send, Rand: rand.New(rand.NewPCG(*seed, uint64(i))), Seen: printMail(*quiet)})
	}
	slug, err := svc.Desk.CreateGame(ctx, ng)
	if err != nil {
		return err
	}
	fmt.Printf("Demo: %s (%s), seed %d, players %s. Mail goes through %s (SMTP) and %s (IMAP).\n\n",
		rules.Info().Title, slug, *seed, strings.Join(seats, ", "), local.SMTPAddr(), local.IMAPAddr())
	answered := 0
	idle := 0
	for ctx.Err() == nil {
		progress := false
		for _, b := range bots {
			ok, over, err := b.Step(ctx)
			if err != nil {
				return err
			}
			if over {
				fmt.Println("The game is over.")
				return nil
			}
			if ok {
				answered++
				progress = true
			}
		}
		if *maxMails > 0 && answered >= *maxMails {
			if *keep != "" {
				fmt.Printf("Stopped after %d answered mails. The game %s is kept in %s: TURNMAIL_DB=%s turnmail serve goes on with it.\n", answered, slug, *keep, *keep)
			} else {
				fmt.Printf("Stopped after %d answered mails. The demo's database is deleted now; run the demo with --db FILE to keep %s, or --moves 0 to watch a whole game.\n", answered, slug)
			}
			return nil
		}
		if !progress {
			idle++
			if idle > 150 {
				return fmt.Errorf("no mail for 30 seconds: the demo is stuck (see the log above)")
			}
			time.Sleep(200 * time.Millisecond)
		} else {
			idle = 0
		}
	}
	return nil
}

func printMail(quiet bool) func(p *mailbot.Player, m mailbot.Mail) {
	return func(p *mailbot.Player, m mailbot.Mail) {
		fmt.Printf("=== To %s: %s\n", p.Address, m.Subject)
		if !quiet {
			fmt.Printf("%s\n", m.Body)
		}
	}
}

// demoDB names the demo's database: keep when given (the game stays there
// after the demo), else a file in a temporary folder that cleanup removes.
func demoDB(keep string) (path string, cleanup func(), err error) {
	if keep != "" {
		return keep, func() {}, nil
	}
	dir, err := os.MkdirTemp("", "turnmail-demo-")
	if err != nil {
		return "", nil, fmt.Errorf("make the demo's folder: %w", err)
	}
	return filepath.Join(dir, "demo.db"), func() { os.RemoveAll(dir) }, nil
}
