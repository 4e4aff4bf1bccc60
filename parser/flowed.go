package parser

import "strings"

// decodeFlowed joins the soft line breaks of a format=flowed body (RFC 3676):
// a line ending in a space continues on the next line of the same quote
// depth; with delSp the space is deleted (§4.2), otherwise kept. Space
// stuffing is undone (§4.4) and the "-- " signature separator is never
// flowed (§4.3). Quoted lines come back as "> " prefixed lines.
func decodeFlowed(text string, delSp bool) string {
	lines := splitLines(text)
	var out []string
	var cur strings.Builder
	curDepth, open := 0, false
	emit := func() {
		if curDepth > 0 {
			out = append(out, strings.Repeat(">", curDepth)+" "+cur.String())
		} else {
			out = append(out, cur.String())
		}
		cur.Reset()
		open = false
	}
	for _, line := range lines {
		depth := 0
		for depth < len(line) && line[depth] == '>' {
			depth++
		}
		line = line[depth:]
		line = strings.TrimPrefix(line, " ") // space stuffing, or the space after "> "
		if open && depth != curDepth {
			emit() // a quote depth change ends a paragraph (§4.5)
		}
		curDepth = depth
		flowed := strings.HasSuffix(line, " ") && line != "-- "
		if flowed && delSp {
			line = line[:len(line)-1]
		}
		cur.WriteString(line)
		open = true
		if !flowed {
			emit()
		}
	}
	if open {
		emit()
	}
	return strings.Join(out, "\n")
}
