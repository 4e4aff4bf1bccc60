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
