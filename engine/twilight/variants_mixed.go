package twilight

import (
	"fmt"
	"strings"
)

// mixedOps spends b's Ops under the designer optional rule that lets one
// card's Ops be split between influence and realignment rolls at their
// normal costs (rule book p.13): no influence goes where this play has
// realigned, and no realignment targets a country this play gave
// influence. It starts with verb ("influence" or "realign") in c. Since
// any kind may follow any other, "done" ends the play at every step
// after the first; unused Ops are lost, as after a realignment.
func (s *state) mixedOps(p Side, b *opsBudget, verb string, c int) {
	influenced, realigned := map[int]bool{}, map[int]bool{}
	for {
		if verb == "influence" {
			s.placePoint(p, b, c)
			influenced[c] = true
			s.logf("The %s places 1 influence in %s.", p, placeName(c))
		} else {
			b.spend(c, 1)
			s.realign(p, c)
			realigned[c] = true
		}
		var opts []string
		for _, o := range s.influenceOptions(p, b) {
			if !realigned[targetOf(strings.TrimPrefix(o, "influence "))] {
				opts = append(opts, o)
			}
		}
		for t := range countries {
			if s.canRealign(p, t) && b.left(t) >= 1 && !influenced[t] {
				opts = append(opts, "realign "+countries[t].Name)
			}
		}
		if len(opts) == 0 {
			return
		}
		a := s.ask(p, fmt.Sprintf("Spend %s: place influence or realign (mixed), or stop.", b.describe()), append(opts, "done"))
		if a == "done" {
			return
		}
		var name string
		verb, name, _ = strings.Cut(a, " ")
		c = targetOf(name)
	}
}

// placeName names a country or the Chinese Civil War space.
func placeName(c int) string {
	if c == ccwSpace {
		return ccwName
	}
	return countries[c].Name
}
