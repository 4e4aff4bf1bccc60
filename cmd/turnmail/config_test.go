package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestLoadConfigDefaultsToTheLocalServer(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	cfg, err := loadConfig("")
	if err != nil {
		t.Fatalf("loadConfig() = %v", err)
	}
	if !cfg.IsLocal() || cfg.Referee != "games@turnmail.localhost" || cfg.Deadline != 72*time.Hour || cfg.DB != "turnmail.db" {
		t.Errorf("defaults: local %v, referee %q, deadline %v, db %q", cfg.IsLocal(), cfg.Referee, cfg.Deadline, cfg.DB)
	}
}

func TestLoadConfigReadsFileThenEnvironment(t *testing.T) {
	dir := t.TempDir()
	pw := filepath.Join(dir, "pw")
	if err := os.WriteFile(pw, []byte("s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "turnmail.conf")
	conf := "# club mailbox\nTURNMAIL_REFEREE=Games@Club.Example\nexport TURNMAIL_IMAP_ADDR=imap.club.example:993\n" +
		"TURNMAIL_SMTP_ADDR=smtp.club.example:587\nTURNMAIL_IMAP_PASSWORD_FILE=" + pw + "\nTURNMAIL_MODERATORS=a@x.example, B@x.example\nTURNMAIL_DEADLINE=48h\n"
	if err := os.WriteFile(file, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TURNMAIL_DEADLINE", "24h")
	cfg, err := loadConfig(file)
	if err != nil {
		t.Fatalf("loadConfig(%s) = %v", file, err)
	}
	if cfg.IsLocal() || cfg.Referee != "games@club.example" || cfg.IMAP.Password != "s3cret" || cfg.SMTP.Password != "s3cret" {
		t.Errorf("file: local %v referee %q imap password %q smtp password %q", cfg.IsLocal(), cfg.Referee, cfg.IMAP.Password, cfg.SMTP.Password)
	}
	if cfg.Deadline != 24*time.Hour {
		t.Errorf("the environment did not win: deadline %v, want 24h", cfg.Deadline)
	}
	if strings.Join(cfg.Moderators, ",") != "a@x.example,b@x.example" {
		t.Errorf("moderators %q", cfg.Moderators)
	}
}

func TestLoadConfigRefusesIncompleteSettings(t *testing.T) {
	for name, env := range map[string]map[string]string{
		"imap without referee": {"TURNMAIL_IMAP_ADDR": "imap.x:993", "TURNMAIL_SMTP_ADDR": "smtp.x:587"},
		"imap without smtp":    {"TURNMAIL_IMAP_ADDR": "imap.x:993", "TURNMAIL_REFEREE": "g@x"},
		"bad deadline":         {"TURNMAIL_DEADLINE": "soon"},
		"bad boolean":          {"TURNMAIL_PLUS_ADDRESSING": "perhaps"},
	} {
		t.Run(name, func(t *testing.T) {
			for _, k := range []string{"TURNMAIL_IMAP_ADDR", "TURNMAIL_SMTP_ADDR", "TURNMAIL_REFEREE", "TURNMAIL_DEADLINE", "TURNMAIL_PLUS_ADDRESSING"} {
				t.Setenv(k, env[k])
			}
			if _, err := loadConfig(""); err == nil {
				t.Errorf("loadConfig accepted %v", env)
			}
		})
	}
}

func TestConfigRefusesUnknownKeysWithASuggestion(t *testing.T) {
	tests := []struct {
		name string
		vars map[string]string
		want string
	}{
		{"a typo in the IMAP address", map[string]string{"TURNMAIL_IMAP_ADR": "imap.club.example:993"},
			"TURNMAIL_IMAP_ADR: unknown setting; did you mean TURNMAIL_IMAP_ADDR?"},
		{"a swapped pair of letters", map[string]string{"TURNMAIL_DEADLIEN": "48h"},
			"TURNMAIL_DEADLINE?"},
		{"a key far from every setting", map[string]string{"TURNMAIL_FAVOURITE_COLOUR": "green"},
			"TURNMAIL_FAVOURITE_COLOUR: unknown setting"},
		{"a file key without the prefix", map[string]string{"IMAP_ADDR": "imap.club.example:993"},
			"IMAP_ADDR: unknown setting; did you mean TURNMAIL_IMAP_ADDR?"},
		{"a bad log level", map[string]string{"TURNMAIL_LOG_LEVEL": "verbose"},
			`TURNMAIL_LOG_LEVEL: "verbose" is not debug, info, warn or error`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := configFrom(tt.vars)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("configFrom(%v) = %v, want an error with %q", tt.vars, err, tt.want)
			}
		})
	}
	if _, err := configFrom(map[string]string{"TURNMAIL_LOG_LEVEL": "debug", "TURNMAIL_IMAP_PASSWORD": "x"}); err != nil {
		t.Errorf("configFrom(known keys) = %v", err)
	}
}

func TestLoadConfigRefusesAnUnknownKeyInTheFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "turnmail.conf")
	if err := os.WriteFile(file, []byte("TURNMAIL_REFERE=games@club.example\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	if _, err := loadConfig(file); err == nil || !strings.Contains(err.Error(), "did you mean TURNMAIL_REFEREE?") {
		t.Errorf("loadConfig(TURNMAIL_REFERE in the file) = %v, want a suggestion of TURNMAIL_REFEREE", err)
	}
}

// TestDemoPlaysTwilightStruggleByMail runs "turnmail demo" for a few
// mails: the local mail server, the daemon and two players by IMAP/SMTP.
func TestDemoPlaysTwilightStruggleByMail(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	out := captureStdout(t, func() {
		if err := demo(context.Background(), []string{"--moves", "12", "--seed", "9", "--quiet"}); err != nil {
			t.Errorf("demo = %v", err)
		}
	})
	for _, want := range []string{"Demo: Twilight Struggle (ts-1)", "=== To ussr@turnmail.localhost", "=== To us@turnmail.localhost", "Move applied", "Stopped after 12 answered mails"} {
		if !strings.Contains(out, want) {
			t.Errorf("demo output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Not applied") {
		t.Errorf("a random legal move was refused:\n%s", out)
	}
}

// shell returns a function that runs turnmail with args as a moderator
// does from a shell and returns what it printed; an error fails t.
func shell(t *testing.T, ctx context.Context) func(args ...string) string {
	return func(args ...string) string {
		t.Helper()
		var err error
		out := captureStdout(t, func() { err = run(ctx, args) })
		if err != nil {
			t.Fatalf("turnmail %s = %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
}

func captureStdout(t *testing.T, fn func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stdout
	os.Stdout = w
	done := make(chan string)
	go func() {
		b := new(strings.Builder)
		buf := make([]byte, 4096)
		for {
			n, err := r.Read(buf)
			b.Write(buf[:n])
			if err != nil {
				break
			}
		}
		done <- b.String()
	}()
	fn()
	w.Close()
	os.Stdout = old
	return <-done
}

// The transports' timers and limits are settings, each with the default
// the README's configuration table names.
func TestConfigReadsTheTransportsTimers(t *testing.T) {
	def, err := configFrom(map[string]string{})
	if err != nil {
		t.Fatalf("configFrom() = %v", err)
	}
	want := Speed{ActivePoll: 50 * time.Millisecond, ActiveWindow: time.Minute, ProbeTimeout: 5 * time.Second,
		Watchdog: 15 * time.Second, IdleRestart: 20 * time.Second, ReconnectMax: 30 * time.Second,
		DialRetryMax: 4 * time.Second, CheckpointEvery: time.Minute, MaxSize: 10 << 20, DataTimeout: 10 * time.Minute, Senders: 3}
	if def.Speed != want || def.KeepSentMail != 30*24*time.Hour {
		t.Errorf("defaults: %+v, keep sent mail %v; want %+v, 720h", def.Speed, def.KeepSentMail, want)
	}
	c, err := configFrom(map[string]string{
		"TURNMAIL_IMAP_ACTIVE_POLL": "80ms", "TURNMAIL_IMAP_ACTIVE_WINDOW": "-1s", "TURNMAIL_IMAP_PROBE_TIMEOUT": "2s",
		"TURNMAIL_IMAP_WATCHDOG": "9s", "TURNMAIL_IMAP_IDLE_RESTART": "1m", "TURNMAIL_IMAP_RECONNECT_MAX": "10s", "TURNMAIL_IMAP_DIAL_RETRY_MAX": "2s",
		"TURNMAIL_IMAP_CHECKPOINT_EVERY": "-1s", "TURNMAIL_MAX_MESSAGE_SIZE": "1000", "TURNMAIL_SMTP_DATA_TIMEOUT": "3m",
		"TURNMAIL_SMTP_SENDERS": "2", "TURNMAIL_KEEP_SENT_MAIL": "24h", "TURNMAIL_LMTP_ADDR": "127.0.0.1:2424"})
	if err != nil {
		t.Fatalf("configFrom(timers) = %v", err)
	}
	want = Speed{ActivePoll: 80 * time.Millisecond, ActiveWindow: -time.Second, ProbeTimeout: 2 * time.Second,
		Watchdog: 9 * time.Second, IdleRestart: time.Minute, ReconnectMax: 10 * time.Second,
		DialRetryMax: 2 * time.Second, CheckpointEvery: -time.Second, MaxSize: 1000, DataTimeout: 3 * time.Minute, Senders: 2}
	if c.Speed != want || c.KeepSentMail != 24*time.Hour || c.LMTPAddr != "127.0.0.1:2424" {
		t.Errorf("configFrom(timers): %+v, keep sent mail %v, LMTP %q; want %+v, 24h, 127.0.0.1:2424", c.Speed, c.KeepSentMail, c.LMTPAddr, want)
	}
	for k, v := range map[string]string{"TURNMAIL_IMAP_WATCHDOG": "-1s", "TURNMAIL_IMAP_ACTIVE_POLL": "soon",
		"TURNMAIL_SMTP_SENDERS": "0", "TURNMAIL_MAX_MESSAGE_SIZE": "10MB", "TURNMAIL_KEEP_SENT_MAIL": "0s"} {
		if _, err := configFrom(map[string]string{k: v}); err == nil || !strings.Contains(err.Error(), k) {
			t.Errorf("configFrom(%s=%s) = %v, want an error naming it", k, v, err)
		}
	}
}

// TURNMAIL_SMTP_USER unset borrows the IMAP login; set empty it means no
// AUTH, as a local relay wants.
func TestConfigSMTPUserEmptyMeansNoAuth(t *testing.T) {
	base := map[string]string{"TURNMAIL_IMAP_ADDR": "imap.club.example:993", "TURNMAIL_SMTP_ADDR": "127.0.0.1:25",
		"TURNMAIL_REFEREE": "games@club.example", "TURNMAIL_IMAP_PASSWORD": "pw"}
	with := func(extra map[string]string) map[string]string {
		m := map[string]string{}
		for k, v := range base {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	tests := []struct {
		name           string
		extra          map[string]string
		user, password string
	}{
		{"unset", nil, "games@club.example", "pw"},
		{"empty", map[string]string{"TURNMAIL_SMTP_USER": ""}, "", ""},
		{"own", map[string]string{"TURNMAIL_SMTP_USER": "relay", "TURNMAIL_SMTP_PASSWORD": "r"}, "relay", "r"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := configFrom(with(tt.extra))
			if err != nil {
				t.Fatalf("configFrom() = %v", err)
			}
			if c.SMTP.User != tt.user || c.SMTP.Password != tt.password {
				t.Errorf("SMTP login = %q, %q; want %q, %q", c.SMTP.User, c.SMTP.Password, tt.user, tt.password)
			}
		})
	}
	if _, err := configFrom(with(map[string]string{"TURNMAIL_SMTP_USER": "", "TURNMAIL_SMTP_PASSWORD": "x"})); err == nil {
		t.Errorf("configFrom(empty SMTP user with a password) = nil, want an error")
	}
}

// Plain SMTP to a host that is not loopback needs
// TURNMAIL_SMTP_ALLOW_INSECURE, and never carries a password.
func TestWireRefusesPlainSMTPOffLoopback(t *testing.T) {
	base := map[string]string{"TURNMAIL_IMAP_ADDR": "127.0.0.1:1", "TURNMAIL_IMAP_SECURITY": "plain",
		"TURNMAIL_SMTP_SECURITY": "plain", "TURNMAIL_REFEREE": "games@club.example", "TURNMAIL_SMTP_USER": "",
		"TURNMAIL_DB": filepath.Join(t.TempDir(), "turnmail.db")}
	tests := []struct {
		name   string
		extra  map[string]string
		wantOK bool
	}{
		{"loopback without AUTH", map[string]string{"TURNMAIL_SMTP_ADDR": "127.0.0.1:25"}, true},
		{"remote without AUTH", map[string]string{"TURNMAIL_SMTP_ADDR": "192.0.2.1:25"}, false},
		{"remote without AUTH, allowed", map[string]string{"TURNMAIL_SMTP_ADDR": "192.0.2.1:25", "TURNMAIL_SMTP_ALLOW_INSECURE": "true"}, true},
		{"remote with AUTH, allowed", map[string]string{"TURNMAIL_SMTP_ADDR": "192.0.2.1:25", "TURNMAIL_SMTP_ALLOW_INSECURE": "true",
			"TURNMAIL_SMTP_USER": "relay", "TURNMAIL_SMTP_PASSWORD": "r"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vars := map[string]string{}
			for k, v := range base {
				vars[k] = v
			}
			for k, v := range tt.extra {
				vars[k] = v
			}
			cfg, err := configFrom(vars)
			if err != nil {
				t.Fatalf("configFrom() = %v", err)
			}
			d, err := openDaemon(context.Background(), cfg)
			if err == nil {
				d.Close()
			}
			if (err == nil) != tt.wantOK {
				t.Errorf("openDaemon(%v) = %v, want ok %v", tt.extra, err, tt.wantOK)
			}
		})
	}
}
