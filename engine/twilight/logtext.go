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
	// The line is written on the stack and copied once into its string;
	// a line longer than buf moves to the heap by itself.
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
			return fmt.Sprintf(format, args...)
		}
		switch v := args[next].(type) {
		case string:
			if format[j] != 's' || plus {
				return fmt.Sprintf(format, args...)
			}
			b = append(b, v...)
		case Side:
			if format[j] != 's' || plus {
				return fmt.Sprintf(format, args...)
			}
			b = append(b, v.String()...)
		case int:
			if format[j] != 'd' {
				return fmt.Sprintf(format, args...)
			}
			if plus && v >= 0 {
				b = append(b, '+')
			}
			b = strconv.AppendInt(b, int64(v), 10)
		default:
			return fmt.Sprintf(format, args...)
		}
		next++
		i = j
	}
	if next != len(args) {
		return fmt.Sprintf(format, args...)
	}
	return string(b)
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
			return logVFallback(format, args)
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
			return logVFallback(format, args)
		}
		next++
		i = j
	}
	if next != len(args) {
		return logVFallback(format, args)
	}
	return string(b)
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
