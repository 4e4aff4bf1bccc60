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
	var b strings.Builder
	b.Grow(len(format) + 24)
	next := 0
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch != '%' {
			b.WriteByte(ch)
			continue
		}
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
			b.WriteString(v)
		case Side:
			if format[j] != 's' || plus {
				return fmt.Sprintf(format, args...)
			}
			b.WriteString(v.String())
		case int:
			if format[j] != 'd' {
				return fmt.Sprintf(format, args...)
			}
			if plus && v >= 0 {
				b.WriteByte('+')
			}
			var num [20]byte
			b.Write(strconv.AppendInt(num[:0], int64(v), 10))
		default:
			return fmt.Sprintf(format, args...)
		}
		next++
		i = j
	}
	if next != len(args) {
		return fmt.Sprintf(format, args...)
	}
	return b.String()
}
