package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"turnmail/engine"
	"turnmail/mailer/desk"
	"turnmail/store"
)

// listFlag collects a repeated flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func listKinds() error {
	for _, name := range engine.Names() {
		g, _ := engine.Lookup(name)
		info := g.Info()
		seats, _ := g.Seats(nil)
		fmt.Printf("%-24s %s (seats: %s)\n", name, info.Title, strings.Join(seats, ", "))
		for _, o := range info.Options {
			fmt.Printf("    --option %s=%s  %s\n", o.Name, strings.Join(o.Values, "|"), o.Help)
		}
	}
	return nil
}

// openDesk opens the store and a desk for a moderator command.
func openDesk(ctx context.Context, configFile string) (*desk.Desk, *store.Store, error) {
	cfg, err := loadConfig(configFile)
	if err != nil {
		return nil, nil, err
	}
	st, err := store.Open(ctx, cfg.DB)
	if err != nil {
		return nil, nil, err
	}
	return desk.New(st, deskConfig(cfg), time.Now, newLogger(cfg)), st, nil
}

func deskConfig(cfg *Config) desk.Config {
	return desk.Config{Referee: cfg.Referee, RefereeName: cfg.RefereeName, PlusAddressing: cfg.PlusAddressing,
		Moderators: cfg.Moderators, AuthServID: cfg.AuthServID, Deadline: cfg.Deadline, OutageAfter: cfg.OutageAfter,
		Proposers: cfg.Proposers, InviteExpiry: cfg.InviteExpiry, Digest: cfg.Digest}
}

func game(ctx context.Context, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("game: want new, list, show, log, move, replay, token, extend, pause, resume, seat, abort, rollback, verify or export\n\n%s", usage)
	}
	err := gameCommand(ctx, args[0], args[1:])
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("%w; is the game's name right? turnmail game list shows the games", err)
	}
	return err
}

func gameCommand(ctx context.Context, sub string, args []string) error {
	fs := flag.NewFlagSet("game "+sub, flag.ContinueOnError)
	configFile := fs.String("config", "", "file of TURNMAIL_* settings")
	switch sub {
	case "new":
		return gameNew(ctx, fs, configFile, args)
	case "list":
		return gameList(ctx, fs, configFile, args)
	case "show":
		return gameShow(ctx, fs, configFile, args)
	case "log":
		return gameLog(ctx, fs, configFile, args)
	case "move":
		return gameMove(ctx, fs, configFile, args)
	case "replay":
		return gameReplay(ctx, fs, configFile, args)
	case "token":
		return gameToken(ctx, fs, configFile, args)
	case "extend", "pause", "resume", "seat", "abort", "rollback":
		return gameModerate(ctx, sub, fs, configFile, args)
	case "verify", "export":
		return gameVerify(ctx, sub, fs, configFile, args)
	}
	return fmt.Errorf("game: unknown command %q", sub)
}

// parseInterspersed lets flags follow positional arguments (game show ts-1 --json).
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

func gameNew(ctx context.Context, fs *flag.FlagSet, configFile *string, args []string) error {
	kind := fs.String("game", "", "the game: "+strings.Join(engine.Names(), ", "))
	var seats, options listFlag
	fs.Var(&seats, "seat", "SEAT=ADDRESS[:NAME], once per seat")
	fs.Var(&options, "option", "KEY=VALUE game option, repeatable")
	seed := fs.Uint64("seed", 0, "random seed (0: random)")
	deadline := fs.Duration("deadline", 0, "time per decision, in whole hours (0: the service default)")
	grace := fs.Duration("grace", 0, "time after a deadline before the late policy acts")
	zone := fs.String("tz", "", "time zone the game's dates are shown in, e.g. Europe/Berlin (default UTC)")
	remind := fs.String("remind", "", "reminders before each deadline, e.g. 24h,2h, or none (default: the service's)")
	late := fs.String("late", desk.LateNotify, "late policy: notify, extend:N, forfeit or pass")
	observers := fs.String("observers", "no", "yes: anyone may watch the game by mail (watch SLUG) and get its public view")
	actor := fs.String("actor", os.Getenv("USER"), "moderator name for the audit log")
	if _, err := parseInterspersed(fs, args); err != nil {
		return err
	}
	clock, err := timeControl(*grace, *zone, *remind, *late)
	if err != nil {
		return err
	}
	watched, err := desk.ParseYes(*observers)
	if err != nil {
		return fmt.Errorf("--observers %w", err)
	}
	if d := *deadline; d != 0 && (d < time.Hour || d%time.Hour != 0) {
		// The store keeps a game's deadline in whole hours.
		return fmt.Errorf("--deadline %s: a game's deadline is counted in whole hours, at least 1h (e.g. 48h)", d)
	}
	ng := desk.NewGame{Kind: *kind, Options: engine.Options{}, Seed: *seed, DeadlineHours: int(deadline.Hours()), Clock: clock, Observers: watched, Actor: *actor}
	for _, s := range seats {
		seat, rest, ok := strings.Cut(s, "=")
		if !ok {
			return fmt.Errorf("--seat %q: want SEAT=ADDRESS[:NAME]", s)
		}
		addr, name, _ := strings.Cut(rest, ":")
		ng.Seats = append(ng.Seats, desk.NewSeat{Seat: seat, Address: addr, Name: name})
	}
	for _, o := range options {
		k, v, ok := strings.Cut(o, "=")
		if !ok {
			return fmt.Errorf("--option %q: want KEY=VALUE", o)
		}
		ng.Options[k] = v
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	slug, err := d.CreateGame(ctx, ng)
	if err != nil {
		return err
	}
	fmt.Printf("created %s; the first mails are in the outbox\n", slug)
	return nil
}

// timeControl reads game new's clock flags.
func timeControl(grace time.Duration, zone, remind, late string) (store.TimeControl, error) {
	tc := store.TimeControl{Grace: grace, Zone: zone}
	var err error
	if remind != "" {
		if tc.Remind, err = desk.ParseOffsets(remind); err != nil {
			return tc, fmt.Errorf("--remind: %w", err)
		}
	}
	if tc.Late, tc.Extensions, err = desk.ParseLate(late); err != nil {
		return tc, fmt.Errorf("--late: %w", err)
	}
	return tc, nil
}

func gameList(ctx context.Context, fs *flag.FlagSet, configFile *string, args []string) error {
	if _, err := parseInterspersed(fs, args); err != nil {
		return err
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	games, err := d.Games(ctx)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(os.Stdout, 2, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "GAME\tKIND\tSTATUS\tDECISION\tUPDATED")
	for _, g := range games {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\n", g.Slug, g.Kind, g.Status, g.Decision, g.Updated.UTC().Format(time.RFC3339))
	}
	return tw.Flush()
}

func gameShow(ctx context.Context, fs *flag.FlagSet, configFile *string, args []string) error {
	as := fs.String("as", "", "a seat, or \"moderator\" for the full view (default: the public view)")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("game show: want one game, e.g. ts-1")
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	gv, err := d.Show(ctx, pos[0], *as)
	if err != nil {
		return err
	}
	if *asJSON {
		out := map[string]any{"game": gv.Game.Slug, "kind": gv.Game.Kind, "status": gv.Game.Status,
			"view": gv.View.Data, "pending": gv.Pending, "outcome": gv.Outcome,
			"deadline_hours": gv.Game.DeadlineHours, "clock": gv.Game.Clock, "observers": gv.Game.Observers}
		if gv.Halted != "" {
			out["halted"] = gv.Halted
		}
		if strings.EqualFold(*as, desk.AsModerator) {
			out["seats"] = seatRows(gv)
		}
		return printJSON(out)
	}
	fmt.Printf("%s (%s), %s\n\n", gv.Game.Slug, gv.Game.Kind, gv.Game.Status)
	if strings.EqualFold(*as, desk.AsModerator) {
		tw := tabwriter.NewWriter(os.Stdout, 2, 8, 2, ' ', 0)
		fmt.Fprintln(tw, "SEAT\tADDRESS\tDEADLINE\tLATE\tEXTENSIONS\tVACATION USED")
		for _, r := range seatRows(gv) {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%s\n", r.Seat, r.Address, r.Deadline, r.Late, r.Extensions, r.VacationUsed)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Println()
	}
	fmt.Print(gv.View.Public)
	if gv.View.Private != "" {
		fmt.Printf("\n%s", gv.View.Private)
	}
	for _, p := range gv.Pending {
		fmt.Printf("\n%s is asked (#%d): %s\n  %s\n", p.Seat, p.Decision, p.Question, strings.Join(p.Options, "\n  "))
	}
	if gv.Outcome.Over {
		fmt.Printf("\nGame over: %s; winners: %v\n", gv.Outcome.Reason, gv.Outcome.Winners)
	}
	return nil
}

func gameLog(ctx context.Context, fs *flag.FlagSet, configFile *string, args []string) error {
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("game log: want one game, e.g. ts-1")
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	gl, err := d.Log(ctx, pos[0])
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(gl)
	}
	fmt.Printf("%s (%s), seed %d, %s\n\nMoves:\n", gl.Game.Slug, gl.Game.Kind, gl.Game.Seed, gl.Game.Status)
	for _, m := range gl.Moves {
		by := m.MessageID
		if m.Source == "moderator" {
			by = "moderator " + m.Actor
		}
		if m.RolledBack {
			by += "; rolled back"
		}
		fmt.Printf("%4d  %s  %-10s %-40s (%s)\n", m.Seq, m.At.UTC().Format(time.RFC3339), m.Seat, m.Normal, by)
	}
	fmt.Println("\nMail received:")
	for _, in := range gl.Inbound {
		fmt.Printf("  %s  %-30s %-8s %s\n", in.At.UTC().Format(time.RFC3339), in.Sender, in.Outcome, in.Detail)
	}
	fmt.Println("\nNotes:")
	for _, n := range gl.Notes {
		fmt.Printf("  %s  %s\n", n.At.UTC().Format(time.RFC3339), strings.ReplaceAll(n.Text, "\n", " "))
	}
	fmt.Println("\nAudit:")
	for _, a := range gl.Audit {
		fmt.Printf("  %s  %s  %s  %s\n", a.At.UTC().Format(time.RFC3339), a.Actor, a.Action, a.Detail)
	}
	fmt.Println("\nMail:")
	for _, m := range gl.Outbox {
		fmt.Printf("  %s  %-9s %-30s %s attempts=%d %s\n", m.Created.UTC().Format(time.RFC3339), m.Kind, m.To, m.Status, m.Attempts, m.LastError)
	}
	return nil
}

func gameMove(ctx context.Context, fs *flag.FlagSet, configFile *string, args []string) error {
	seat := fs.String("seat", "", "the seat to move for")
	actor := fs.String("actor", os.Getenv("USER"), "moderator name for the audit log")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) < 2 || *seat == "" {
		return fmt.Errorf("game move: want SLUG --seat SEAT COMMAND...")
	}
	if *actor == "" {
		*actor = "moderator"
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	normals, err := d.ModeratorMove(ctx, pos[0], *seat, commandLines(pos[1:]), *actor)
	if err != nil {
		return err
	}
	fmt.Printf("applied for %s: %s\n", *seat, strconv.Quote(strings.Join(normals, "; ")))
	return nil
}

// commandLines reads game move's arguments as a mail's lines: each
// argument is one line ("play 27" "influence Japan"), except that words
// the shell split from one unquoted command (play 27 ops) are one line.
func commandLines(args []string) []string {
	for _, a := range args {
		if strings.ContainsAny(a, " \t") {
			return args
		}
	}
	return []string{strings.Join(args, " ")}
}

func gameReplay(ctx context.Context, fs *flag.FlagSet, configFile *string, args []string) error {
	actor := fs.String("actor", os.Getenv("USER"), "moderator name for the audit log")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("game replay: want one game, e.g. ts-1")
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	changed, err := d.Replay(ctx, pos[0], *actor)
	if err != nil {
		return err
	}
	if changed {
		fmt.Printf("%s was rebuilt from its move log; the seats asked something have been mailed\n", pos[0])
	} else {
		fmt.Printf("%s replays to the state it has; nothing changed\n", pos[0])
	}
	return nil
}

// gameToken gives a seat a new token: the old one stops working, and the
// seat gets a mail with the new one.
func gameToken(ctx context.Context, fs *flag.FlagSet, configFile *string, args []string) error {
	actor := fs.String("actor", os.Getenv("USER"), "moderator name for the audit log")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return fmt.Errorf("game token: want SLUG SEAT, e.g. ts-1 USSR")
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := d.RotateToken(ctx, pos[0], pos[1], *actor); err != nil {
		return err
	}
	fmt.Printf("%s in %s has a new token; the old one no longer works, and the seat has been mailed\n", pos[1], pos[0])
	return nil
}

// gameModerate runs a moderator action on one game: each is audited and
// announced to the game's players by the desk.
func gameModerate(ctx context.Context, sub string, fs *flag.FlagSet, configFile *string, args []string) error {
	actor := fs.String("actor", os.Getenv("USER"), "moderator name for the audit log")
	seat := fs.String("seat", "", "extend: only this seat's deadline")
	by := fs.Duration("by", 24*time.Hour, "extend: by how long")
	address := fs.String("address", "", "seat: the seat's new address (a new token; the old one stops working)")
	reason := fs.String("reason", "", "abort: why, told to the players")
	to := fs.Int("to", -1, "rollback: the last move that stays")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	want, form := 1, "one game, e.g. ts-1"
	if sub == "seat" {
		want, form = 2, "SLUG SEAT --address NEW"
	}
	if len(pos) != want {
		return fmt.Errorf("game %s: want %s", sub, form)
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	slug := pos[0]
	switch sub {
	case "extend":
		err = d.Extend(ctx, slug, *seat, *by, *actor)
	case "pause":
		err = d.Pause(ctx, slug, *actor)
	case "resume":
		err = d.Resume(ctx, slug, *actor)
	case "seat":
		if *address == "" {
			return fmt.Errorf("game seat: want --address NEW")
		}
		err = d.ReplacePlayer(ctx, slug, pos[1], *address, *actor)
	case "abort":
		err = d.Abort(ctx, slug, *reason, *actor)
	case "rollback":
		if *to < 0 {
			return fmt.Errorf("game rollback: want --to N, the last move that stays")
		}
		err = d.Rollback(ctx, slug, *to, *actor)
	}
	if err != nil {
		return err
	}
	fmt.Printf("%s %s: done; the players are told by mail\n", sub, slug)
	return nil
}

// gameVerify checks a game's chain and move log (verify), or prints a
// finished game's full log for verify-log (export).
func gameVerify(ctx context.Context, sub string, fs *flag.FlagSet, configFile *string, args []string) error {
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("game %s: want one game, e.g. ts-1", sub)
	}
	d, st, err := openDesk(ctx, *configFile)
	if err != nil {
		return err
	}
	defer st.Close()
	if sub == "export" {
		x, err := d.ExportLog(ctx, pos[0])
		if err != nil {
			return err
		}
		return printJSON(x)
	}
	if err := d.Verify(ctx, pos[0]); err != nil {
		return fmt.Errorf("%s does not verify: %w", pos[0], err)
	}
	fmt.Printf("%s verifies: the chain links up and the moves replay from the seed to the recorded state\n", pos[0])
	return nil
}

// verifyLog replays an exported log (game export): it needs no database.
func verifyLog(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("verify-log: want one file, as game export wrote it")
	}
	b, err := os.ReadFile(args[0])
	if err != nil {
		return err
	}
	var x desk.Export
	if err := json.Unmarshal(b, &x); err != nil {
		return fmt.Errorf("read %s: %w", args[0], err)
	}
	if err := desk.VerifyExport(&x); err != nil {
		return fmt.Errorf("%s does not verify: %w", args[0], err)
	}
	fmt.Printf("%s verifies: seed %d matches its hash, %d moves replay with the same rolls, the final state matches\n", x.Game, x.Seed, len(x.Moves))
	return nil
}

// seatRow is what a moderator sees of a seat.
type seatRow struct {
	Seat         string `json:"seat"`
	Address      string `json:"address"`
	Deadline     string `json:"deadline,omitempty"`
	Late         int    `json:"late"`
	Extensions   int    `json:"extensions"`
	VacationUsed string `json:"vacation_used"`
}

func seatRows(gv *desk.GameView) []seatRow {
	var rows []seatRow
	for _, s := range gv.Seats {
		r := seatRow{Seat: s.Seat, Address: s.Address, Late: gv.Late[s.Seat], Extensions: s.Extensions, VacationUsed: s.VacationUsed.String()}
		if dl, ok := gv.Deadlines[s.Seat]; ok {
			r.Deadline = dl.Due.UTC().Format(time.RFC3339)
		}
		rows = append(rows, r)
	}
	return rows
}

func printJSON(v any) error {
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
