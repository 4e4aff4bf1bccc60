// Package parser turns one raw RFC 5322 mail into what the referee needs:
// who sent it, which game, seat token and decision it answers, the lines the
// sender newly wrote, whether a machine sent it, and what our own receiving
// server said about the sender's authentication. It knows no game's rules
// and imports nothing of turnmail's.
//
// # Body
//
// The first non-blank text/plain part is the text, continued by the
// text/plain parts that follow it in a multipart/mixed and are neither
// attachments nor files (iOS Mail sends text, photo, text); without one,
// the first text/html part is turned into text by [HTMLToText].
// Attachments and enclosed messages are not read; the message inside an
// opaque S/MIME signature (application/pkcs7-mime signed-data, RFC 8551
// §3.5.2) is, without checking the signature. Transfer encodings
// (quoted-printable, base64) and charsets (UTF-8, ISO-8859-*, Windows-125x,
// GBK, GB18030, Big5, ISO-2022-JP and the others go-message/charset knows)
// are decoded; an unknown charset leaves the bytes undecoded, with invalid
// UTF-8 replaced by U+FFFD, and is not an error. 8-bit text that is not
// UTF-8 in a part without a charset (or one declared US-ASCII) is read in
// the charset an HTML part's <meta> names, else as Windows-1252, as old
// clients meant it. format=flowed (RFC 3676, with DelSp) is joined in
// Text, and an inline OpenPGP cleartext signature (RFC 4880 §7) is taken
// apart: its armor lines go and its dash-escaped lines are restored.
// Encoded words (RFC 2047) in From, To, Cc and Subject are joined with
// their neighbours of the same charset before decoding, since clients fold
// a long field between the bytes of one character.
//
// Control characters are removed from the text, the subject and the
// sender's name: C0 controls but tab and line feed, DEL, C1 controls, the
// bidirectional embeddings, overrides, isolates and marks (LRM, RLM, ALM,
// which right-to-left clients leave in typed lines), and a stray
// byte-order mark. What the referee stores, logs and quotes back of a player's mail
// therefore cannot act on a reader's terminal or reorder a quoted line.
//
// # New text: the policy of StripReply
//
// [StripReply] reads the text top to bottom and keeps a line unless a rule
// below drops it or ends the new text. Where the reference sources disagree
// (see shared/testdata/mail-replies/README.md) the choice is stated here and
// encoded per file in the tests.
//
//   - '>' lines are never new text, wherever they stand. Text below or
//     between quotes (bottom-posting, inline answers) is kept. Trimmer keeps
//     an inline quote line (073); we drop it, because a command must never
//     be read from a quote.
//   - An attribution line ("On … wrote:", wrapped over up to three lines;
//     "Am … schrieb …:", "Le … a écrit :", "… 写道：", or a date and an
//     address ending in ':') is dropped with the quote it introduces. When
//     no '>' block follows it, the original follows unmarked, and the new
//     text ends there.
//   - The new text ends at: an "-----Original Message-----"-style line in
//     many languages (also "Forwarded message", "原始邮件"); an Outlook or
//     webmail header block (From/Von/De/发件人 … with a second header field
//     such as Sent/Gesendet/Envoyé/发送时间 before the next blank line); a
//     line of eight or more '_' (Outlook, list footers) or '—' (Chinese
//     clients); an HTML <hr>; GroupWise's `>>> "Bob" <bob@x> 11/29/2026
//     12:00 PM >>>` line, the one quote-marked line that opens an
//     unquoted original.
//   - Signatures: "-- " (also "--") ends the new text, and so does a mobile
//     or client footer such as "Sent from my iPhone", "Get Outlook for
//     iOS", "Gesendet von Outlook für Android", "Envoyé à partir de …".
//     "Sent from my" counts only before a short device name, so "Sent from
//     my desk, is much easier …" is kept. Talon keeps both kinds (011,
//     012); we drop them, as github's parser does (030, 031, 034), because a
//     signature holds no commands.
//   - A final "-Name" line (a dash directly followed by one to three
//     capitalised words) is a signature and dropped (024, 025).
//   - Sign-offs such as "Thanks, Alex", "Viele Grüße / Name" or "Regards,
//     John Doe" are kept: they cannot be told from short commands safely,
//     and most sources keep them (013–021, 072, 077; crisp drops them in
//     055, and talon drops the "Bob" above the <hr> of 023 only because it
//     cuts the whole HTML block holding the quote). A game's grammar should
//     refuse or ignore such trailing lines.
//
// Lines keep their leading spaces, lose their trailing ones, and blank lines
// at both ends are dropped; blank lines left around a removed quote collapse
// into one.
//
// # Commands and chat
//
// [Message.Commands] splits the new lines into command lines and chat,
// knowing no game's commands. Chat is: a greeting line ("Hi Bob,",
// "Hallo zusammen", "Sehr geehrte Damen und Herren,", "你好，", "裁判你好，",
// "田中様"); comment lines ("#", "//"); lines ending in ':' or '：'; and
// from a sign-off line ("Thanks,", "Viele Grüße", "Mit freundlichen
// Grüßen", "Vale, Carl", "谢谢！", "以上、…") after a command on,
// everything after it, the sender's name included. A sign-off of several
// words counts by its words where its first word is also a command word
// ("mit", "all", "take"). Before any command a
// sign-off word opens the letter ("Thanks for the game!"), so a command is
// never lost to a sign-off above it. Full-width punctuation ends a word
// like ASCII punctuation. A line that is only the sender's name ("Bob",
// "- Bob Smith", “Bob”) after a command is a signature, with the lines
// below it (Outlook's name, title and telephone block); quotes around the
// line or the name do not matter. [Message.Candidates] is the same split,
// except that the text after a greeting's first comma, exclamation mark,
// colon or semicolon on its line ("Hi all, I attack Poland", "你好，我出27号牌")
// is a command candidate: a caller that can tell a command from chat line
// by line (the desk, by the game's lexicon) uses it.
//
// Players write their moves as lists. [ListItems] takes the marker off
// each item ("- coup Iran 3", "• realign Iran", "1. coup Iran", "2) place
// 2 in Italy", "1、政变伊朗", "①政变伊朗", "a) pass"), line for line. A
// game's command may open with a number ("3 Einheiten Verstärkung", "2
// Italy 1 France"), so a number is a marker only with its mark ("1.",
// "1)", "(1)", "1、"), an ASCII mark followed by white space, and only
// where the lines count it as a list does: the first item is 1 and each
// next one more; "3. Iran 2" alone stays whole. "-", "*" and "–" are
// markers before white space only ("-1" stays); a bullet glyph or a
// circled number always.
//
// Mail clients that send plain text without format=flowed break long
// lines with real line breaks: Outlook at 76 characters, Gmail's
// plain-text mode near 78, mutt, pine and vim at 72, web mailers between
// 70 and 80. [Message.Wrapped] reports which command lines may be the
// first part of such a break: the next command is the whole line right
// below, and the line is 60 to 80 columns wide (a CJK character counts
// two) and too wide to take the next line's first word within some width
// from 70 to 80. A list item is never a continuation, and a format=flowed
// or HTML text has no such breaks (Message.Fixed is false). [Unwrap]
// joins the pairs a caller takes, with a space, or none next to a CJK
// character. Whether a pair is one command or two the parser cannot
// tell; the desk asks the game.
//
// # Automated mail
//
// Message.Automated is "" for a human and otherwise one of: "own address"
// (From is a referee address), "bounce" (multipart/report with
// report-type=delivery-status, From MAILER-DAEMON or postmaster,
// X-Failed-Recipients, X-MS-Exchange-Message-Is-Ndr, or an
// "Undeliverable:", "Unzustellbar:", "系统退信" … subject), "report" (another multipart/report, such as a read
// receipt), "auto-reply" (Auto-Submitted other than "no", X-Autoreply,
// X-Autorespond, Precedence auto_reply, or an "Out of office",
// "Automatic reply", "Automatische Antwort", "Abwesenheitsnotiz",
// "自动回复", "自动答复" … subject), "list"
// (List-Id, List-Unsubscribe, Precedence list), "bulk" (Precedence bulk or
// junk) and "null sender" (Return-Path "<>"). X-Auto-Response-Suppress alone
// is no signal: Outlook sets it on ordinary mail.
//
// # Routing
//
// The route comes from a plus-address of a referee address among the
// recipients (games+ts-12.k7f3q9.42@club.example) and from a subject tag
// ("[ts-12 #42]" or "[ts-12.k7f3q9 #42]"). The address wins where both
// carry a part; a subject tag naming another game than the address is
// ignored. A tag with a token or a decision number wins over a bare
// "[word]" (a list's or a filter's tag). With no referee addresses
// configured, a plus-address of any recipient counts.
//
// # Authentication
//
// Only the top-most Authentication-Results header with our own authserv-id
// is read; our server adds it above all others, so one with our id further
// down, or any other id, may be forged. Message.ReturnPath is the top-most
// Return-Path, the envelope sender the delivering server recorded; where
// no authserv-id is trusted, [SameSender] compares it with From.
package parser

// The test mails in non-UTF-8 charsets are written by a generator.
//go:generate go run ./testdata/gen
