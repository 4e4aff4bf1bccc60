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
