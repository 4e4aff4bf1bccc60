// Command turnmail is the play-by-email referee: "turnmail serve" runs the
// daemon, "turnmail game …" lets moderators create and inspect games, and
// "turnmail demo" plays a game between two built-in players by mail.
//
// Configuration comes from TURNMAIL_* environment variables, optionally
// read from a file of KEY=value lines (--config); the environment wins.
// Passwords are read from the environment or from a file, never from a
// flag. With no mail server configured, serve starts a local one.
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	_ "turnmail/engine/risk"
	_ "turnmail/engine/triumvirate"
	_ "turnmail/engine/twilight"
)

const usage = `turnmail — a play-by-email referee

Usage:
  turnmail serve [--config FILE]          run the daemon
  turnmail demo [--game NAME] [--moves N] play a game by mail between two random players
  turnmail game new --game NAME --seat SEAT=ADDRESS[:NAME] ... [--option K=V ...] [--seed N] [--deadline 72h]
      [--grace 12h] [--tz ZONE] [--remind 24h,2h|none] [--late notify|extend:N|forfeit|pass]
  turnmail game list
  turnmail game show SLUG [--as SEAT|moderator] [--json]
  turnmail game log SLUG [--json]
  turnmail game move SLUG --seat SEAT [--actor NAME] COMMAND...   one quoted argument per line,
      or the words of one command unquoted
  turnmail game replay SLUG               rebuild a game from its move log (after a rules fix)
  turnmail game token SLUG SEAT           give a seat a new secret token (the old one stops working)
  turnmail game extend SLUG [--seat S] --by 24h   move deadlines on
  turnmail game pause|resume SLUG         stop and restart a game's clock and moves
  turnmail game seat SLUG SEAT --address NEW      give a seat to a new player (new token)
  turnmail game abort SLUG [--reason TEXT]        end a game with no winner
  turnmail game rollback SLUG --to N      back to move N; later moves kept, marked
  turnmail game verify SLUG               check the game's chain and replay its moves from the seed
  turnmail game export SLUG               a finished game's full log as JSON, with its seed
  turnmail verify-log FILE                replay an exported log: every roll and the final state
  turnmail games                           list the games this binary knows
  turnmail backup FILE                     copy the database to FILE, safe while serve runs
  turnmail check                           check the database's integrity and schema version

Every command takes --config FILE. Settings are TURNMAIL_* environment
variables; see the README.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "turnmail:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		fmt.Print(usage)
		return nil
	}
	switch args[0] {
	case "serve":
		return serve(ctx, args[1:])
	case "demo":
		return demo(ctx, args[1:])
	case "game":
		return game(ctx, args[1:])
	case "games":
		return listKinds()
	case "backup":
		return backup(ctx, args[1:])
	case "check":
		return check(ctx, args[1:])
	case "verify-log":
		return verifyLog(args[1:])
	case "help", "-h", "--help":
		fmt.Print(usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n\n%s", args[0], usage)
}

func newLogger(cfg *Config) *slog.Logger {
	level := slog.LevelInfo
	_ = level.UnmarshalText([]byte(cfg.LogLevel)) // configFrom refused a bad level
	return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
}
