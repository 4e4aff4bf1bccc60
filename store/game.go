package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Game is one game being played.
type Game struct {
	ID            int64
	Slug          string            // unique, e.g. "ts-12"
	Kind          string            // engine registry name, e.g. "twilight-struggle"
	Options       map[string]string // stored as a JSON object; empty reads back as nil
	Seed          uint64            // stored bit-cast to a signed INTEGER
	Status        string            // "active", "over" or "halted"
	ThreadID      string            // Message-ID (without <>) rooting the game's mail thread
	DeadlineHours int               // hours a seat has per decision; > 0
	Decision      int               // highest decision number sent so far; never decreases
	Clock         TimeControl       // stored as a JSON object; the zero value is the service's defaults
	Ending        Ending            // set when the game ended outside its rules
	Paused        time.Time         // when a moderator paused the game; zero while it runs
	Observers     bool              // anyone may watch the game (AddObserver); fixed at creation
	Created       time.Time
	Updated       time.Time
}

// TimeControl is a game's clock beyond its hours per decision. The zero
// value means the service's defaults.
type TimeControl struct {
	Grace time.Duration `json:"grace,omitempty"` // after a deadline, before the late policy acts
	Zone  string        `json:"zone,omitempty"`  // IANA zone the game's dates are shown in; "" is UTC
	// Remind lists how long before a deadline each reminder goes, longest
	// first: nil is the service's default, empty is no reminders.
	Remind     []time.Duration `json:"remind"`
	Late       string          `json:"late,omitempty"`       // "notify" (""), "extend", "forfeit" or "pass"
	Extensions int             `json:"extensions,omitempty"` // "extend": automatic extensions per seat
	Vacation   time.Duration   `json:"vacation,omitempty"`   // each seat's vacation allowance; 0 is the service's default
}

// Ending is how a game ended outside its rules: a forfeit, a resignation
// or an abort. The zero value means the rules decide.
type Ending struct {
	Reason  string   `json:"reason,omitempty"`
	Winners []string `json:"winners,omitempty"`
}

// Seat is a player's place in a game.
type Seat struct {
	GameID  int64
	Seat    string // the engine's seat name, e.g. "USSR"
	Address string // mail address; stored lowercased
	Name    string // display name
	Token   string // secret carried in reply addresses; unique per game
	// Joined is the seat the player joined the game at: Seat itself
	// unless the game's rules moved the player (MovePlayers).
	Joined string
	// Extensions counts the automatic extensions the seat has used under
	// the "extend" late policy.
	Extensions int
	// VacationUsed is how much of the game's vacation allowance the seat
	// has used; AwayUntil is when its vacation ends, zero when not away.
	VacationUsed time.Duration
	AwayUntil    time.Time
}

const gameColumns = `id, slug, kind, options, seed, status, thread_id, deadline_hours, decision, time_control, ending, paused, created, updated, observers`

// CreateGame inserts g with its seats, in the order given (turn order), and
// sets g.ID and each seat's GameID. A slug already in use, or a token
// repeated within the game, gives an error wrapping ErrDuplicate.
func (t *Tx) CreateGame(g *Game, seats []Seat) error {
	if err := t.createGame(g, seats); err != nil {
		return fmt.Errorf("create game %q: %w", g.Slug, err)
	}
	return nil
}

func (t *Tx) createGame(g *Game, seats []Seat) error {
	if len(seats) == 0 {
		return errors.New("a game needs at least one seat")
	}
	if err := requireTimes(namedTime{"Created", g.Created}, namedTime{"Updated", g.Updated}); err != nil {
		return err
	}
	opts := g.Options
	if opts == nil {
		opts = map[string]string{}
	}
	optJSON, err := json.Marshal(opts)
	if err != nil {
		return fmt.Errorf("encode options: %w", err)
	}
	clock, ending, err := encodeClock(g)
	if err != nil {
		return err
	}
	err = t.queryRow(`INSERT INTO games (slug, kind, options, seed, status, thread_id, deadline_hours, decision, time_control, ending, created, updated, observers)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		g.Slug, g.Kind, string(optJSON), int64(g.Seed), g.Status, g.ThreadID, g.DeadlineHours, g.Decision,
		clock, ending, millis(g.Created), millis(g.Updated), g.Observers).Scan(&g.ID)
	if err != nil {
		return duplicate(err)
	}
	t.touch(g.ID)
	for i := range seats {
		seats[i].GameID = g.ID
		seats[i].Address = strings.ToLower(seats[i].Address)
		seats[i].Joined = seats[i].Seat
		_, err := t.exec(`INSERT INTO seats (game_id, seat, ord, address, name, token, joined) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			g.ID, seats[i].Seat, i, seats[i].Address, seats[i].Name, seats[i].Token, seats[i].Joined)
		if err != nil {
			return fmt.Errorf("add seat %q: %w", seats[i].Seat, duplicate(err))
		}
	}
	return nil
}

// NextSlugNumber returns 1 + the highest N among slugs "short-N", or 1
// when there is none. Slugs whose suffix is not a plain decimal number
// are ignored.
func (t *Tx) NextSlugNumber(short string) (int, error) {
	prefix := short + "-"
	slugs, err := queryAll(t, scanString, `SELECT slug FROM games WHERE substr(slug, 1, ?) = ?`, len(prefix), prefix)
	if err != nil {
		return 0, fmt.Errorf("next slug number %q: %w", short, err)
	}
	highest := 0
	for _, slug := range slugs {
		if n, ok := slugNumber(strings.TrimPrefix(slug, prefix)); ok && n > highest {
			highest = n
		}
	}
	return highest + 1, nil
}

// slugNumber parses a slug's numeric suffix: ASCII digits only.
func slugNumber(s string) (int, bool) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// GameBySlug returns the game with this slug, or an error wrapping
// ErrNotFound.
func (t *Tx) GameBySlug(slug string) (*Game, error) {
	g, err := scanGame(t.queryRow(`SELECT `+gameColumns+` FROM games WHERE slug = ?`, slug))
	if err != nil {
		return nil, fmt.Errorf("get game %q: %w", slug, err)
	}
	return g, nil
}

// GameAndSnapshot returns the game with this slug, as GameBySlug, with
// its snapshot, as LatestSnapshot, read in one statement: state is nil
// when the game has no snapshot.
//
// known is the snapshot the caller may hold already (nil for none): when
// the stored snapshot is those bytes, SQLite compares them where they lie
// and state is known itself, so that a large snapshot is not copied out
// twice (by the driver and by database/sql) only to be compared.
func (t *Tx) GameAndSnapshot(slug string, known []byte) (g *Game, seq int, state []byte, err error) {
	var n sql.NullInt64
	var same sql.NullBool
	// A nil known binds NULL: the comparisons are NULL, never true.
	var arg any
	if known != nil {
		arg = known
	}
	row := t.queryRow(`SELECT `+gameColumns+`, snapshots.seq, snapshots.state = ?2,
		CASE WHEN snapshots.state = ?2 THEN NULL ELSE snapshots.state END
		FROM games LEFT JOIN snapshots ON snapshots.game_id = games.id WHERE games.slug = ?1`, slug, arg)
	g, err = scanGame(withExtra{row, []any{&n, &same, &state}})
	if err != nil {
		return nil, 0, nil, fmt.Errorf("get game %q: %w", slug, err)
	}
	if !n.Valid {
		return g, 0, nil, nil
	}
	if same.Valid && same.Bool {
		state = known
	}
	return g, int(n.Int64), state, nil
}

// withExtra scans a row's leading columns into the destinations Scan is
// given and the columns after them into extra.
type withExtra struct {
	r     scanner
	extra []any
}

func (w withExtra) Scan(dest ...any) error { return w.r.Scan(append(dest, w.extra...)...) }

// GameByID returns the game with this id, or an error wrapping
// ErrNotFound.
func (t *Tx) GameByID(id int64) (*Game, error) {
	g, err := scanGame(t.queryRow(`SELECT `+gameColumns+` FROM games WHERE id = ?`, id))
	if err != nil {
		return nil, fmt.Errorf("get game %d: %w", id, err)
	}
	return g, nil
}

// Games returns all games in the order they were created.
func (t *Tx) Games() ([]Game, error) {
	games, err := queryAll(t, scanGameValue, `SELECT `+gameColumns+` FROM games ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("list games: %w", err)
	}
	return games, nil
}

// UpdateGame stores g's Status, Decision, ThreadID, Updated,
// DeadlineHours, Clock, Ending and Paused; the other fields never change. It returns an error
// wrapping ErrNotFound for an unknown g.ID, and refuses a Decision lower
// than the stored one.
func (t *Tx) UpdateGame(g *Game) error {
	t.touch(g.ID)
	if err := requireTimes(namedTime{"Updated", g.Updated}); err != nil {
		return fmt.Errorf("update game %d: %w", g.ID, err)
	}
	clock, ending, err := encodeClock(g)
	if err != nil {
		return fmt.Errorf("update game %d: %w", g.ID, err)
	}
	ok, err := t.execOne(`UPDATE games SET status = ?, decision = ?, thread_id = ?, updated = ?, deadline_hours = ?,
		time_control = ?, ending = ?, paused = ? WHERE id = ?`,
		g.Status, g.Decision, g.ThreadID, millis(g.Updated), g.DeadlineHours, clock, ending, optMillis(g.Paused), g.ID)
	if err != nil {
		return fmt.Errorf("update game %d: %w", g.ID, err)
	}
	if !ok {
		return fmt.Errorf("update game %d: %w", g.ID, ErrNotFound)
	}
	return nil
}

// Seats returns the seats of a game in the order CreateGame was given.
func (t *Tx) Seats(gameID int64) ([]Seat, error) {
	seats, err := queryAll(t, scanSeat, `SELECT game_id, seat, address, name, token, extensions, vacation_used, away_until, joined FROM seats WHERE game_id = +? ORDER BY ord`, gameID)
	if err != nil {
		return nil, fmt.Errorf("list seats of game %d: %w", gameID, err)
	}
	return seats, nil
}

func scanString(r scanner) (s string, err error) {
	err = r.Scan(&s)
	return s, err
}

func scanSeat(r scanner) (s Seat, err error) {
	var used int64
	var away sql.NullInt64
	err = r.Scan(&s.GameID, &s.Seat, &s.Address, &s.Name, &s.Token, &s.Extensions, &used, &away, &s.Joined)
	s.VacationUsed, s.AwayUntil = time.Duration(used)*time.Millisecond, fromOptMillis(away)
	return s, err
}

func scanGameValue(r scanner) (Game, error) {
	g, err := scanGame(r)
	if err != nil {
		return Game{}, err
	}
	return *g, nil
}

func scanGame(row scanner) (*Game, error) {
	var (
		g                Game
		opts             string
		seed             int64
		clock, ending    string
		paused           sql.NullInt64
		created, updated int64
	)
	err := row.Scan(&g.ID, &g.Slug, &g.Kind, &opts, &seed, &g.Status, &g.ThreadID, &g.DeadlineHours, &g.Decision,
		&clock, &ending, &paused, &created, &updated, &g.Observers)
	g.Paused = fromOptMillis(paused)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(opts), &g.Options); err != nil {
		return nil, fmt.Errorf("decode options of game %d: %w", g.ID, err)
	}
	if len(g.Options) == 0 {
		g.Options = nil
	}
	if err := json.Unmarshal([]byte(clock), &g.Clock); err != nil {
		return nil, fmt.Errorf("decode time control of game %d: %w", g.ID, err)
	}
	if err := json.Unmarshal([]byte(ending), &g.Ending); err != nil {
		return nil, fmt.Errorf("decode ending of game %d: %w", g.ID, err)
	}
	g.Seed = uint64(seed)
	g.Created, g.Updated = fromMillis(created), fromMillis(updated)
	return &g, nil
}

// encodeClock returns g's time control and ending as JSON objects.
func encodeClock(g *Game) (clock, ending string, err error) {
	c, err := json.Marshal(g.Clock)
	if err != nil {
		return "", "", fmt.Errorf("encode time control: %w", err)
	}
	e, err := json.Marshal(g.Ending)
	if err != nil {
		return "", "", fmt.Errorf("encode ending: %w", err)
	}
	return string(c), string(e), nil
}

// UpdateSeat stores s's Address, Token, Extensions, VacationUsed and
// AwayUntil. It returns an
// error wrapping ErrNotFound for an unknown seat, and ErrDuplicate for a
// token another seat of the game has.
func (t *Tx) UpdateSeat(s Seat) error {
	t.touch(s.GameID)
	ok, err := t.execOne(`UPDATE seats SET address = ?, token = ?, extensions = ?, vacation_used = ?, away_until = ?
		WHERE game_id = ? AND seat = ?`,
		strings.ToLower(s.Address), s.Token, s.Extensions, s.VacationUsed.Milliseconds(), optMillis(s.AwayUntil), s.GameID, s.Seat)
	if err != nil {
		return fmt.Errorf("update seat %s of game %d: %w", s.Seat, s.GameID, duplicate(err))
	}
	if !ok {
		return fmt.Errorf("update seat %s of game %d: %w", s.Seat, s.GameID, ErrNotFound)
	}
	return nil
}
