// Package desk owns everything that happens to a game, each in one
// SQLite transaction: an inbound mail (Handle: moves, players' commands in
// commands.go, moderators' mail in modmail.go, proposals and invitations
// in proposals.go), a new game (CreateGame), a replay of the move log
// (Replay), a moderator's action (moderate.go, ModeratorMove) and a due
// deadline (Tick: reminders at each offset, late policies in deadline.go
// and timecontrol.go, outages in outage.go). chain.go and verify.go keep
// and check each game's tamper-evident record; a rollback's new generator
// is one of its entries, which every replay puts in again (replay.go).
// Where a game's rules assign the players to seats during play
// (engine.Reseater), advance moves the players between the seat rows
// (seats.go).
//
// Handle reads top to bottom as the pipeline: parse, route, authenticate,
// check the decision, apply, commit, queue; decide returns one verdict.
// Every change to a game ends in advance (commit.go), the one step that
// works out the game's status, its decision numbers, deadlines, who is
// asked and which mails go to whom. The game's stored decision counter is
// the only decision number a mail carries, and a replay asks afresh under
// a new one.
//
// A seat is authenticated by its token and its address, and by our MTA's
// Authentication-Results or, without a trusted authserv-id, by the
// envelope sender (handle.go); a token from another sender tells the seat
// and the moderators once (tokenLeaked), and RotateToken replaces it.
// Answers to one address about one game are capped per hour (answer.go),
// counted in the store's notes; lines the game's engine.Lexicon does not
// take for commands are echoed as chat, and a list item is read without
// its marker (chat.go). A player command may follow the mail's greeting
// on its line ("Hi all, status": request in commands.go), unless a line
// below may be a move ("Hi Bob, say hello to Anna" above a move is a
// greeting, never a relay of the move). A command line
// the sender's mail client broke at its wrap width (parser.Message.Wrapped)
// is read both ways, joined and apart, and a greeting's line with and
// without the text after the greeting: the readings are tried in order,
// each applied all or none, and the next only where it reads the line
// the game refused differently without dropping it, unless the game read
// that line as no command at all (engine.Refusal.NotCommand) or what is
// dropped is a wrapped line's chat, mentioning nothing of the game's
// commands (chat.go: unwrapped, applyReadings, tries). "status" on a line of its own beside
// a move is answered by the move's confirmation (withoutStatus); another
// player command above a move refuses the mail (besideMove).
//
// Mails are typed letters (letters.go), one type and constructor per kind;
// the words are templates' (mail/*.tmpl). Hidden information leaves a game
// only through a seat's own view. The desk imports parser, engine, store
// and templates, and nothing of cmd or the transports.
package desk
