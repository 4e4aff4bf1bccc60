package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"sync"
	"unicode/utf8"
)

// Marshal's writer. The saved form of a state is defined by the JSON tags
// of board, flow, ask, reseed and variants and by the MarshalJSON methods
// of flow and effectSet: it is what encoding/json writes for the state,
// and what Load reads back. Stored snapshots and the game's hash chain
// hold those bytes, so the writer below must write exactly them; it does
// so without reflection and without encoding/json's second pass over
// every MarshalJSON result, and marshal_test.go checks it byte for byte
// against encoding/json at every step of random games and on every field
// filled. A field added to one of those structs is written here too, in
// its struct's one append method, in the order of the struct.

// marshalBuffers keep the buffers states are written into; Marshal hands
// out a copy of exactly the written length.
var marshalBuffers = sync.Pool{New: func() any { return new([]byte) }}

// Marshal serialises the whole state.
func (s *state) Marshal() ([]byte, error) {
	buf := marshalBuffers.Get().(*[]byte)
	b, err := s.board.appendJSON((*buf)[:0])
	if err != nil {
		return nil, fmt.Errorf("marshal twilight state: %w", err)
	}
	out := make([]byte, len(b))
	copy(out, b)
	*buf = b
	marshalBuffers.Put(buf)
	return out, nil
}

// appendJSON appends the board as encoding/json writes it (board's tags).
func (s *board) appendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"rand":{"s":`...)
	b = strconv.AppendUint(b, s.Rand.S, 10)
	b = append(b, '}')
	if s.Optional {
		b = append(b, `,"optional":true`...)
	}
	if s.Variants != (variants{}) {
		b = append(b, `,"variants":`...)
		b = s.Variants.appendJSON(b)
	}
	b = append(b, `,"inf":[`...)
	for p := range s.Inf {
		if p > 0 {
			b = append(b, ',')
		}
		b = appendIntArray(b, s.Inf[p][:])
	}
	b = append(b, `],"defcon":`...)
	b = appendInt(b, s.DEFCON)
	b = append(b, `,"vp":`...)
	b = appendInt(b, s.VP)
	b = append(b, `,"milops":`...)
	b = appendIntArray(b, s.MilOps[:])
	b = append(b, `,"space":`...)
	b = appendIntArray(b, s.Space[:])
	b = append(b, `,"space_tries":`...)
	b = appendIntArray(b, s.Tries[:])
	b = append(b, `,"turn":`...)
	b = appendInt(b, s.Turn)
	b = append(b, `,"ar":`...)
	b = appendInt(b, s.AR)
	b = append(b, `,"rounds":`...)
	b = appendIntArray(b, s.Rounds[:])
	b = append(b, `,"phase":`...)
	b = appendString(b, s.Phase)
	b = append(b, `,"phasing":`...)
	b = appendInt(b, s.Phasing)
	b = append(b, `,"hands":[`...)
	b = appendInts(b, s.Hands[0])
	b = append(b, ',')
	b = appendInts(b, s.Hands[1])
	b = append(b, `],"deck":`...)
	b = appendInts(b, s.Deck)
	b = append(b, `,"discard":`...)
	b = appendInts(b, s.Discard)
	b = append(b, `,"removed":`...)
	b = appendInts(b, s.Removed)
	if len(s.InPlay) > 0 {
		b = append(b, `,"in_play":`...)
		b = appendInts(b, s.InPlay)
	}
	b = append(b, `,"china":`...)
	b = appendInt(b, s.China)
	b = append(b, `,"china_face_up":`...)
	b = strconv.AppendBool(b, s.ChinaFaceUp)
	b = append(b, `,"headline":`...)
	b = appendIntArray(b, s.Headline[:])
	if s.Bid != [2]int{} {
		b = append(b, `,"bid":`...)
		b = appendIntArray(b, s.Bid[:])
	}
	if s.Bonus != [2]int{} {
		b = append(b, `,"bonus":`...)
		b = appendIntArray(b, s.Bonus[:])
	}
	if s.Prefer != [2]Side{} {
		b = append(b, `,"prefer":`...)
		b = appendIntArray(b, s.Prefer[:])
	}
	if s.Swapped {
		b = append(b, `,"swapped":true`...)
	}
	if s.CCW != 0 {
		b = append(b, `,"ccw":`...)
		b = appendInt(b, s.CCW)
	}
	b = append(b, `,"effects":`...)
	b = s.Effects.appendJSON(b)
	b = append(b, `,"turn_effects":`...)
	b = s.TurnEffects.appendJSON(b)
	b = append(b, `,"notes":[`...)
	b = appendStrings(b, s.Notes[0])
	b = append(b, ',')
	b = appendStrings(b, s.Notes[1])
	b = append(b, `],"decision":`...)
	b = appendInt(b, s.Decision)
	if s.Flow != nil {
		b = append(b, `,"flow":`...)
		var err error
		if b, err = s.Flow.appendJSON(b); err != nil {
			return nil, err
		}
	}
	if s.Over {
		b = append(b, `,"over":true`...)
	}
	if s.Winner != "" {
		b = append(b, `,"winner":`...)
		b = appendString(b, s.Winner)
	}
	if s.Reason != "" {
		b = append(b, `,"reason":`...)
		b = appendString(b, s.Reason)
	}
	if s.Halt != "" {
		b = append(b, `,"halt":`...)
		b = appendString(b, s.Halt)
	}
	if len(s.Record) > 0 {
		b = append(b, `,"record":`...)
		b = appendStrings(b, s.Record)
	}
	return append(b, '}'), nil
}

// appendJSON appends the variants in force as encoding/json writes them
// (variants' tags: only those in force).
func (v variants) appendJSON(b []byte) []byte {
	b = append(b, '{')
	open := len(b)
	for _, f := range [...]struct {
		on  bool
		key string
	}{
		{v.Tournament, `"tournament":true`},
		{v.Bid, `"bid":true`},
		{v.BidSides, `"bid_sides":true`},
		{v.LateWar, `"late_war":true`},
		{v.ChineseCivilWar, `"chinese_civil_war":true`},
		{v.RealignAnywhere, `"realign_anywhere":true`},
		{v.RealignNoLoss, `"realign_no_loss":true`},
		{v.MixedOps, `"mixed_ops":true`},
		{v.SpaceNoRoll, `"space_no_roll":true`},
	} {
		if !f.on {
			continue
		}
		if len(b) > open {
			b = append(b, ',')
		}
		b = append(b, f.key...)
	}
	return append(b, '}')
}

// appendJSON appends the flow as its MarshalJSON writes it, with the
// base: a base kept from Load as encoding/json writes a json.RawMessage
// (compact, HTML-escaped), one started in memory written from the
// decoded board.
func (f *flow) appendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"proc":`...)
	b = appendString(b, f.Proc)
	b = append(b, `,"side":`...)
	b = appendInt(b, f.Side)
	if f.Card != 0 {
		b = append(b, `,"card":`...)
		b = appendInt(b, f.Card)
	}
	b = append(b, `,"base":`...)
	switch {
	case f.Base != nil:
		b = appendCompactRaw(b, f.Base)
	case f.decoded != nil:
		var err error
		if b, err = f.decoded.appendJSON(b); err != nil {
			return nil, fmt.Errorf("marshal flow base: %w", err)
		}
	default:
		b = append(b, "null"...)
	}
	b = append(b, `,"answers":`...)
	b = appendStrings(b, f.Answers)
	if f.Ask != nil {
		b = append(b, `,"ask":{"side":`...)
		b = appendInt(b, f.Ask.Side)
		b = append(b, `,"question":`...)
		b = appendString(b, f.Ask.Question)
		b = append(b, `,"options":`...)
		b = appendStrings(b, f.Ask.Options)
		b = append(b, '}')
	}
	b = append(b, `,"logged":`...)
	b = appendInt(b, f.Logged)
	if len(f.Reseeds) > 0 {
		b = append(b, `,"reseeds":[`...)
		for i, r := range f.Reseeds {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"at":`...)
			b = appendInt(b, r.At)
			b = append(b, `,"seed":`...)
			b = strconv.AppendUint(b, r.Seed, 10)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}'), nil
}

// appendJSON appends the set as its MarshalJSON writes it: an object
// keyed by effect.MarshalText, the keys in byte order as encoding/json
// sorts a map's keys ("100" before "25").
func (es effectSet) appendJSON(b []byte) []byte {
	var keys [16][12]byte // "110:neutral", the longest key of a card, fits
	var lens [16]uint8
	var order [16]uint8
	if len(es) > len(keys) {
		return es.appendJSONLarge(b)
	}
	for i, v := range es {
		k := v.Effect.appendKey(keys[i][:0])
		if len(k) > len(keys[i]) {
			return es.appendJSONLarge(b)
		}
		lens[i] = uint8(len(k))
		// Insertion sort: a set holds a handful of effects.
		j := i
		for ; j > 0 && string(keys[order[j-1]][:lens[order[j-1]]]) > string(k); j-- {
			order[j] = order[j-1]
		}
		order[j] = uint8(i)
	}
	b = append(b, '{')
	for n, i := range order[:len(es)] {
		if n > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, keys[i][:lens[i]]...)
		b = append(b, `":`...)
		b = appendInt(b, es[i].Value)
	}
	return append(b, '}')
}

// appendJSONLarge is appendJSON for a set too large for its arrays (more
// than 16 effects at once, or a key longer than a card's).
func (es effectSet) appendJSONLarge(b []byte) []byte {
	keys := make([]string, len(es))
	byKey := make(map[string]int, len(es))
	for i, v := range es {
		keys[i] = string(v.Effect.appendKey(nil))
		byKey[keys[i]] = v.Value
	}
	slices.Sort(keys) // byte order
	b = append(b, '{')
	for n, k := range keys {
		if n > 0 {
			b = append(b, ',')
		}
		b = appendString(b, k)
		b = append(b, ':')
		b = appendInt(b, byKey[k])
	}
	return append(b, '}')
}

// appendKey appends the effect's MarshalText form, "25" or "31:US",
// which needs no escaping in JSON.
func (e effect) appendKey(b []byte) []byte {
	b = appendInt(b, e.Card)
	if e.On != Neutral {
		b = append(b, ':')
		b = append(b, e.On.String()...)
	}
	return b
}

// appendInt appends n in decimal; the single digits that fill the
// influence arrays skip strconv.
func appendInt[T ~int](b []byte, n T) []byte {
	if uint(n) < 10 {
		return append(b, byte('0'+n))
	}
	return strconv.AppendInt(b, int64(n), 10)
}

// appendIntArray appends a fixed array's numbers as a JSON array.
func appendIntArray[T ~int](b []byte, ns []T) []byte {
	b = append(b, '[')
	for i, n := range ns {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(b, n)
	}
	return append(b, ']')
}

// appendInts appends a slice of numbers as encoding/json does: null when
// nil.
func appendInts(b []byte, ns []int) []byte {
	if ns == nil {
		return append(b, "null"...)
	}
	return appendIntArray(b, ns)
}

// appendStrings appends a slice of texts as encoding/json does: null
// when nil.
func appendStrings(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// jsonSafe marks the ASCII bytes encoding/json writes as they are in a
// string: not the controls, '"', '\\', or '<', '>' and '&', which it
// escapes for HTML.
var jsonSafe = func() (safe [utf8.RuneSelf]bool) {
	for c := ' '; c < utf8.RuneSelf; c++ {
		safe[c] = true
	}
	for _, c := range `"\<>&` {
		safe[c] = false
	}
	return safe
}()

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string exactly as encoding/json's
// Marshal writes it: \" and \\, \b \f \n \r \t, \u00XX for the other
// controls and for <, > and &, \u2028 and \u2029 escaped, and each byte
// of invalid UTF-8 as \ufffd.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if jsonSafe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i++
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// appendCompactRaw appends raw, a JSON text, as encoding/json writes a
// json.RawMessage with HTML escaping on: without the spaces between its
// tokens, and with <, >, &, U+2028 and U+2029 escaped. raw must be valid
// JSON; a flow's Base is, as only json.Unmarshal sets it, after checking
// the whole snapshot.
func appendCompactRaw(b, raw []byte) []byte {
	start, i := 0, 0
	for i < len(raw) {
		// Between tokens: the next string or space.
		for i < len(raw) && !rawStopOutside[raw[i]] {
			i++
		}
		if i == len(raw) {
			break
		}
		if raw[i] != '"' {
			b = append(b, raw[start:i]...)
			i++
			start = i
			continue
		}
		// In a string: its end, an escape, or a byte to escape for HTML.
		for i++; i < len(raw); {
			for i < len(raw) && !rawStopInside[raw[i]] {
				i++
			}
			if i == len(raw) {
				break
			}
			c := raw[i]
			if c == '"' {
				i++
				break
			}
			switch {
			case c == '\\':
				i += 2 // the escaped byte is none of these
			case c == 0xE2 && i+2 < len(raw) && raw[i+1] == 0x80 && raw[i+2]&^1 == 0xA8:
				b = append(b, raw[start:i]...)
				b = append(b, '\\', 'u', '2', '0', '2', hexDigits[raw[i+2]&0xF])
				i += 3
				start = i
			case c == 0xE2:
				i++
			default: // <, > or &
				b = append(b, raw[start:i]...)
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
				i++
				start = i
			}
		}
	}
	return append(b, raw[start:]...)
}

// rawStopOutside and rawStopInside mark the bytes appendCompactRaw stops
// at between tokens and in a string.
var rawStopOutside, rawStopInside = func() (out, in [256]bool) {
	for _, c := range []byte("\" \t\n\r") {
		out[c] = true
	}
	for _, c := range []byte("\"\\<>&\xe2") {
		in[c] = true
	}
	return out, in
}()
