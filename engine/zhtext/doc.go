// Package zhtext reads Chinese command lines: full-width marks,
// traditional characters, numerals, and cutting a line without spaces
// into a game's words by longest match.
//
// It knows the language, not a game: each engine builds one Lexicon from
// its own words (command words, territory or province names) and reads
// what Cut returns in its own grammar. It imports only the standard
// library, so every engine may import it.
package zhtext
