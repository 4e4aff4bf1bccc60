package zhtext

import (
	"maps"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Lexicon is one game's Chinese words, each with what it means in the
// game's grammar ("进攻" → "attacks"; "" for a word that carries nothing,
// such as 我 or 个). It cuts a line without spaces into those words,
// longest first. A Lexicon is built once and only read after, so one may
// serve many goroutines.
type Lexicon struct {
	words    map[string]string
	longest  int    // the length in runes of the longest word
	numerals string // the characters read as a number (Numerals, or none)
}

// NewLexicon builds a lexicon from words (copied). numerals are the
// characters a run of which is read as a number, Numerals or a part of
// it; "" reads none, and number words are then words like any other.
func NewLexicon(words map[string]string, numerals string) *Lexicon {
	l := &Lexicon{words: maps.Clone(words), numerals: numerals}
	for w := range l.words {
		l.longest = max(l.longest, utf8.RuneCountInString(w))
	}
	return l
}

// Kind says what a Piece of a cut line is.
type Kind int

const (
	// Other is text without Chinese characters, as written.
	Other Kind = iota
	// Word is a word of the lexicon; its Text is what the word means.
	Word
	// Numeral is a run of numerals; its Text is the number in digits.
	Numeral
	// Unknown is a run of characters no word covers, as written, so a
	// refusal can name them.
	Unknown
)

// A Piece is one piece of a cut line.
type Piece struct {
	Text string
	Kind Kind
}

// Cut cuts line into pieces: each run of text without Chinese
// characters, and in between the longest known words, the numbers and
// the runs of characters no word covers. A word wins over a number it is
// longer than (两个区域 may be one word). Cut folds nothing: a game
// applies its Marks and Simplify first.
func (l *Lexicon) Cut(line string) []Piece {
	var out []Piece
	rs := []rune(line)
	for i := 0; i < len(rs); {
		if !unicode.Is(unicode.Han, rs[i]) {
			j := i
			for j < len(rs) && !unicode.Is(unicode.Han, rs[j]) {
				j++
			}
			out = append(out, Piece{Text: string(rs[i:j]), Kind: Other})
			i = j
			continue
		}
		p, n := l.pieceAt(rs[i:])
		out = append(out, p)
		i += n
	}
	return out
}

// pieceAt reads the longest known word or number at the start of rs,
// which begins with a Chinese character, and returns it with its length
// in runes.
func (l *Lexicon) pieceAt(rs []rune) (Piece, int) {
	num := 0
	for num < len(rs) && strings.ContainsRune(l.numerals, rs[num]) {
		num++
	}
	for k := min(len(rs), l.longest); k >= 1 && k > num; k-- {
		if w, ok := l.words[string(rs[:k])]; ok {
			return Piece{Text: w, Kind: Word}, k
		}
	}
	if num > 0 {
		return Piece{Text: strconv.Itoa(number(rs[:num])), Kind: Numeral}, num
	}
	k := 1
	for k < len(rs) && unicode.Is(unicode.Han, rs[k]) && !l.known(rs[k:]) {
		k++
	}
	return Piece{Text: string(rs[:k]), Kind: Unknown}, k
}

// known reports whether a known word or a numeral begins rs.
func (l *Lexicon) known(rs []rune) bool {
	if strings.ContainsRune(l.numerals, rs[0]) {
		return true
	}
	for k := min(len(rs), l.longest); k >= 1; k-- {
		if _, ok := l.words[string(rs[:k])]; ok {
			return true
		}
	}
	return false
}

// Chatty reports whether most Chinese characters of line belong to no
// word that means something: a sentence of chat ("这一步走得漂亮") that
// holds a command word by chance, not a command. Words that mean ""
// (我, 个, 谢谢) count as chat. Traditional characters are read as
// simplified.
func (l *Lexicon) Chatty(line string) bool {
	rs := []rune(Simplify(line))
	known, unknown := 0, 0
	for i := 0; i < len(rs); {
		if !unicode.Is(unicode.Han, rs[i]) {
			i++
			continue
		}
		p, n := l.pieceAt(rs[i:])
		if p.Kind != Unknown && p.Text != "" {
			known += n
		} else {
			unknown += n
		}
		i += n
	}
	return unknown*2 > known+unknown
}
