// Package engine is the contract between turnmail's service and its games.
//
// A game is pure code: given its options, seats and a seed it sets up a
// State; the State says which seats must act (Pending), parses and applies a
// seat's command text (Apply), and shows each seat only what that seat may
// see (View). A game is a deterministic function of its seed and its move
// log: replaying the applied commands in order from the same seed rebuilds
// the same state, byte for byte (see Marshal).
//
// Game packages import only the standard library, this package and its
// shared readers of command text that know no game (engine/zhtext, for
// Chinese; engine/remark, for the remarks around a command), never each
// other. They do no I/O, read no clock and use no
// global randomness: dice come from a Rand carried inside the state.
package engine

import (
	"errors"
	"fmt"
	"strings"
)

// Game describes one kind of game and creates and restores its states.
type Game interface {
	// Info names the game and describes its options.
	Info() Info
	// Seats returns the seat names a game with these options needs, in
	// turn order as the rules name it (for example ["USSR", "US"]).
	Seats(opts Options) ([]string, error)
	// New sets up a fresh game. cfg.Seats must equal Seats(cfg.Options).
	New(cfg Config) (State, error)
	// Load restores a state from the bytes State.Marshal produced.
	Load(snapshot []byte) (State, error)
	// Help explains the command language by example, as plain text
	// wrapped at 72 columns. It is sent as the game's help mail.
	Help() string
}

// Info names a game.
type Info struct {
	Name    string       // registry name, e.g. "twilight-struggle"
	Title   string       // human title, e.g. "Twilight Struggle"
	Short   string       // short prefix for game slugs, e.g. "ts" (ts-12)
	Options []OptionSpec // options accepted by New; unknown ones are refused
}

// OptionSpec describes one game option.
type OptionSpec struct {
	Name   string   // e.g. "optional-cards"
	Values []string // the accepted values; the first is the default
	Help   string
}

// Options are a game's settings, by OptionSpec.Name.
type Options map[string]string

// Get returns the option's value, or def when it is unset.
func (o Options) Get(name, def string) string {
	if v, ok := o[name]; ok && v != "" {
		return v
	}
	return def
}

// Config is what a new game is set up from.
type Config struct {
	Options Options
	Seats   []string
	Seed    uint64
}

// State is one game in progress. Methods other than Apply never change it.
type State interface {
	// Pending lists the seats that must act now, each with what it is
	// asked. Several seats may be asked at once (a secret, simultaneous
	// headline); a seat that has already answered such a decision is no
	// longer listed. Empty when the game is over or halted.
	Pending() []Prompt

	// Apply parses one command line written by seat and applies it. On
	// success it returns the command in normal form and a public account of
	// what happened. On failure it returns an error and leaves the state
	// exactly as it was; a player's mistake is a *Refusal.
	//
	// A roll stands: once a step of the line has drawn from the game's
	// random generator, a later step that fails must not undo it (else a
	// refusal would show the dice and a second try would meet the same
	// ones). Apply then keeps the steps up to the failing one, says in the
	// Log what was not carried out, and returns success with Rolled set.
	Apply(seat, command string) (Result, error)

	// View is what seat may see: the public state plus that seat's own
	// private information, and nothing of any other seat's.
	View(seat string) View
	// Public is what an observer may see: no seat's private information.
	Public() View
	// Full is the moderator's view: everything, including hands and
	// pending secret choices (but never the generator's state).
	Full() View

	// Outcome reports whether the game is over, and how it ended.
	Outcome() Outcome

	// Marshal serialises the complete state, including the random
	// generator, deterministically: equal states give equal bytes.
	Marshal() ([]byte, error)
}

// Halter is implemented by states that can stop and wait for something
// outside the rules, for example a part of the game not yet implemented.
// Halted returns the reason, or "" while the game can go on.
type Halter interface {
	Halted() string
}

// Passer is implemented by states that have a safe default answer for
// some decisions: one that favours no side, taken for a seat that misses
// its deadline under the "pass" late policy. Pass returns that command
// for seat's current decision, in a form Apply accepts, and false where
// the decision has no neutral choice: none is invented.
type Passer interface {
	Pass(seat string) (command string, ok bool)
}

// Reseeder is implemented by states whose generator can be replaced, for
// a moderator's rollback: the players have seen the dice and the draws
// that followed the move the game goes back to, so it goes on with a
// generator seeded afresh (the service derives the value from the game's
// seed, so a replay of the log reproduces it). Reseed sets the generator
// to seed and reshuffles with it whatever order the generator made that
// no seat has seen yet (a draw pile), so no draw after the rollback
// repeats one seen before it. It changes nothing any seat can see, and a
// replay that reseeds at the same point of the log reaches the same
// state byte for byte.
type Reseeder interface {
	Reseed(seed uint64)
}

// Reseater is implemented by states whose rules assign players to seats
// during play, for example a bid for sides. The players join at the
// seats of Game.Seats; Reseat returns, for each seat in that order, the
// index of the seat at which the player now holding it joined (the
// identity while nobody moved; [1, 0] when two players swapped). It
// returns nil while the assignment is still open: every player then
// holds the seat it joined at, and mails should name it by the order it
// joined ("player 1") rather than by a seat it may not keep. The state's
// own views and questions do the same. The answer depends only on the
// state, so replaying the move log reseats the players the same way.
type Reseater interface {
	Reseat() []int
}

// Prompt is one decision a seat must make now.
type Prompt struct {
	Seat string
	// Decision numbers the prompts of a game: it grows by at least one
	// each time a seat is asked something new, so a reply that names an
	// older decision can be recognised as stale. Seats asked at once
	// (simultaneous choices) may share a number.
	Decision int
	// Question says what is asked, e.g. "Choose your headline card."
	Question string
	// Options are the complete list of legal next steps right now, each in
	// normal form and each accepted by Apply as written. Random players
	// and fuzzers choose from it; mails show it. A big decision is split
	// into small steps (play a card, then place each point), so the list
	// stays short. Apply may also accept one line that chains several
	// steps of the same seat ("play 27 ops influence Japan 1, Iran 2");
	// it must mean exactly the same as applying those steps in order.
	Options []string
	// Example is one typical command, shown in mails.
	Example string
	// Secret marks a hidden choice: what this seat answers is shown to
	// nobody else until the game reveals it.
	Secret bool
}

// Result is what a successfully applied command did.
type Result struct {
	// Normal is the command as understood, in normal form. Replaying the
	// Normal forms reproduces the game like replaying the raw commands.
	Normal string
	// Log is a public account of what happened (dice, reveals, scoring),
	// one line per entry, safe to show to every seat. It must not reveal
	// a secret choice or a private hand.
	Log []string
	// Rolled reports that the command drew from the random generator
	// (dice, a shuffle, a draw from a bag). The service then never undoes
	// it because of a later command of the same mail.
	Rolled bool
}

// View is one reader's picture of the game, as plain text for mails and as
// data for tools.
type View struct {
	// Public is the public summary: board, scores, tracks, counts.
	Public string
	// Private is the reader's own hidden information (a hand, a secret
	// choice); empty for observers. For Full it holds every seat's.
	Private string
	// Data is the same information as a JSON-serialisable value.
	Data any
}

// Outcome is how a game ended.
type Outcome struct {
	Over    bool
	Winners []string // seats that won; empty with Over for a draw
	Reason  string   // e.g. "USSR reached 20 VP"
}

// Refusal is a player's mistake: the command was not understood or not
// legal. Its Reason is written for the player.
type Refusal struct {
	Reason string
	// NotCommand marks a line the game reads as none of its commands at
	// all ("I'd like to" alone: fillers and no command; words in no
	// command's form), as against a command it read and refused: an
	// unknown card or place, a move not legal now. The service may then
	// read the line as chat where the mail reads another way without it;
	// a line refused without the mark is never dropped from the mail. A
	// game that cannot tell leaves it false.
	NotCommand bool
}

func (r *Refusal) Error() string { return r.Reason }

// Refuse returns a *Refusal with a formatted reason.
func Refuse(format string, args ...any) error {
	return &Refusal{Reason: fmt.Sprintf(format, args...)}
}

// LeftOver is the sentence that opens the refusal of a command read with
// words it could not use (every game refuses such a line rather than
// apply the shorter command): `I read "coup Iran", but Iraq was left
// over: a coup has one target.` read is the command as read, left the
// words as the player reads them, why the reason they cannot be used.
// The game goes on with its question and its options.
func LeftOver(read string, left []string, why string) string {
	verb := "was"
	if len(left) > 1 {
		verb = "were"
	}
	return fmt.Sprintf("I read %q, but %s %s left over: %s.", read, JoinAnd(left), verb, why)
}

// JoinAnd writes words for a player: "a", "a and b", "a, b and c".
func JoinAnd(words []string) string {
	if n := len(words); n > 1 {
		return strings.Join(words[:n-1], ", ") + " and " + words[n-1]
	}
	return strings.Join(words, "")
}

// RefuseNotCommand returns a *Refusal with a formatted reason for a line
// that is none of the game's commands at all (Refusal.NotCommand).
func RefuseNotCommand(format string, args ...any) error {
	return &Refusal{Reason: fmt.Sprintf(format, args...), NotCommand: true}
}

// IsRefusal reports whether err is, or wraps, a *Refusal, and returns it.
func IsRefusal(err error) (*Refusal, bool) {
	var r *Refusal
	ok := errors.As(err, &r)
	return r, ok
}
