package twilight

import (
	"fmt"
	"strconv"
	"strings"
)

// logText is fmt.Sprintf(format, args...) for the log lines, written
// without fmt when the format has only the verbs the log uses most: %s
// of a string or a Side, %d and %+d of an int. Any other verb, flag or
// argument goes to fmt.Sprintf, which then writes the whole line.
func logText(format string, args ...any) string {
	// The arguments are read once into logArgs on the stack; more than
	// buf holds move to the heap by themselves.
	var buf [8]logArg
	as := buf[:0]
	for _, a := range args {
		switch v := a.(type) {
		case string:
			as = append(as, textArg(v))
		case Side:
			as = append(as, textArg(v.String()))
		case int:
			as = append(as, numArg(v))
		default:
			return fmt.Sprintf(format, args...)
		}
	}
	if line, ok := writeLog(format, as); ok {
		return line
	}
	return fmt.Sprintf(format, args...)
}

// logArg is one argument of logv: a text or a number, passed as it is
// rather than in an interface, where a text would be copied to the heap
// (an any holding a string points to a copy of the string's header).
type logArg struct {
	text  string
	n     int
	isNum bool
}

// textArg is a text argument of logv, for %s.
func textArg(s string) logArg { return logArg{text: s} }

// numArg is a number argument of logv, for %d and %+d.
func numArg(n int) logArg { return logArg{n: n, isNum: true} }

// logv is logf for the lines of the hottest paths, with arguments that
// need no interface: the line is written with one allocation, its own.
func (s *state) logv(format string, args ...logArg) {
	if r := s.replay; r != nil && len(s.log) < r.logged {
		s.log = append(s.log, "")
		return
	}
	s.log = append(s.log, logVText(format, args...))
}

// logVText is logText for logArgs: the verbs %s, %d and %+d, and any
// other verb through fmt.Sprintf.
func logVText(format string, args ...logArg) string {
	if line, ok := writeLog(format, args); ok {
		return line
	}
	return logVFallback(format, args)
}

// writeLog writes the line of format and args when it has only the verbs
// %s of a text and %d or %+d of a number, one argument each; otherwise
// it reports false and the caller asks fmt.Sprintf. The line is written
// on the stack and copied once into its string; a line longer than buf
// moves to the heap by itself.
func writeLog(format string, args []logArg) (string, bool) {
	var buf [256]byte
	b := buf[:0]
	next := 0
	for i := 0; i < len(format); i++ {
		k := strings.IndexByte(format[i:], '%')
		if k < 0 {
			b = append(b, format[i:]...)
			break
		}
		b = append(b, format[i:i+k]...)
		i += k
		j, plus := i+1, false
		if j < len(format) && format[j] == '+' {
			j, plus = j+1, true
		}
		if j >= len(format) || next >= len(args) {
			return "", false
		}
		switch a := args[next]; {
		case format[j] == 's' && !plus && !a.isNum:
			b = append(b, a.text...)
		case format[j] == 'd' && a.isNum:
			if plus && a.n >= 0 {
				b = append(b, '+')
			}
			b = strconv.AppendInt(b, int64(a.n), 10)
		default:
			return "", false
		}
		next++
		i = j
	}
	if next != len(args) {
		return "", false
	}
	return string(b), true
}

// logVFallback writes the line with fmt.Sprintf, from copies of the
// arguments (so that logVText's own arguments stay where they are).
func logVFallback(format string, args []logArg) string {
	vs := make([]any, len(args))
	for i, a := range args {
		if a.isNum {
			vs[i] = a.n
		} else {
			vs[i] = a.text
		}
	}
	return fmt.Sprintf(format, vs...)
}

// logLine is logf for a line written by its caller.
func (s *state) logLine(b []byte) {
	if r := s.replay; r != nil && len(s.log) < r.logged {
		s.log = append(s.log, "")
		return
	}
	s.log = append(s.log, string(b))
}
