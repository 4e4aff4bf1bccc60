package twilight

import (
	"encoding/json"
	"fmt"
	"slices"
)

// effectSet holds effects in force with their values (flags are 1,
// counters hold a number), sorted by card number then side: the order in
// which the core calls their hooks (compareEffects). A game has a handful
// in force at a time, so a sorted slice copies with one allocation and is
// searched faster than a map. Its JSON is that of a map keyed by
// effect.MarshalText, as the state has always written it.
type effectSet []effectValue

// effectValue is one effect in force and its value.
type effectValue struct {
	Effect effect
	Value  int
}

// index is where e is in the set, or would be inserted.
func (es effectSet) index(e effect) (int, bool) {
	// slices.BinarySearchFunc, written out: the effects are asked for
	// while every option list is built, and a call per comparison shows.
	lo, hi := 0, len(es)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if compareEffects(es[m].Effect, e) < 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(es) && es[lo].Effect == e
}

// get returns e's value, 0 when it is not in the set.
func (es effectSet) get(e effect) int {
	if i, ok := es.index(e); ok {
		return es[i].Value
	}
	return 0
}

// has reports whether e is in the set (with any value, 0 too).
func (es effectSet) has(e effect) bool {
	_, ok := es.index(e)
	return ok
}

// set puts e in the set with value v.
func (es *effectSet) set(e effect, v int) {
	i, ok := es.index(e)
	if ok {
		(*es)[i].Value = v
		return
	}
	*es = slices.Insert(*es, i, effectValue{e, v})
}

// del takes e out of the set.
func (es *effectSet) del(e effect) {
	if i, ok := es.index(e); ok {
		*es = slices.Delete(*es, i, i+1)
	}
}

// MarshalJSON writes the set as a map from effect to value: encoding/json's
// form of the set, which Marshal's writer (marshal.go) is held to.
func (es effectSet) MarshalJSON() ([]byte, error) {
	m := make(map[effect]int, len(es))
	for _, v := range es {
		m[v.Effect] = v.Value
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("marshal effects: %w", err)
	}
	return b, nil
}

// UnmarshalJSON reads MarshalJSON's map, also with the older keys that
// effect.UnmarshalText reads; null is the empty set.
func (es *effectSet) UnmarshalJSON(b []byte) error {
	var m map[effect]int
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("unmarshal effects: %w", err)
	}
	out := make(effectSet, 0, len(m))
	for e, v := range m {
		out = append(out, effectValue{e, v})
	}
	slices.SortFunc(out, func(a, b effectValue) int { return compareEffects(a.Effect, b.Effect) })
	*es = out
	return nil
}
