package twilight

import "sync"

// Rule hooks. A card whose effect changes a core rule for a while fills
// the matching hook field of its eventSpec (events.go). For every effect
// in force, by card number then side (inForce), the core calls the hook
// of the card that put it in force and passes the effect, so a sided hook
// knows its side (e.On). A hook is never called for an effect not in
// force; no hook list is shared between cards. See CARDS.md.

// forEachHook calls call with the spec of every effect in force whose
// card has a hook, by card number then side (as inForce). An effect that
// an earlier hook ended in the same pass is skipped. call returns false
// to stop. The core calls it in its hottest loops (every country offered
// for a coup), so it allocates nothing when no hooked effect is in force.
func (s *state) forEachHook(call func(e effect, spec *eventSpec) bool) {
	if len(s.Effects)+len(s.TurnEffects) == 0 {
		return
	}
	var buf [8]effect
	es := buf[:0]
	for e, game, turn, ok := nextInForce(s.Effects, s.TurnEffects); ok; e, game, turn, ok = nextInForce(game, turn) {
		if hooked(e) {
			es = append(es, e)
		}
	}
	for _, e := range es {
		if s.inEffect(e) && !call(e, eventOf(e.Card)) {
			return
		}
	}
}

// hasHook reports whether an effect in force has a hook that want
// selects, e.g. a TargetBan.
func (s *state) hasHook(want func(spec *eventSpec) bool) bool {
	found := false
	s.forEachHook(func(_ effect, spec *eventSpec) bool {
		found = want(spec)
		return !found
	})
	return found
}

// hooked reports whether the card of effect e has any rule hook.
func hooked(e effect) bool {
	spec := eventOf(e.Card)
	if spec == nil {
		return false
	}
	hookedOnce.Do(fillHookedCards)
	if n := e.Card; n < len(hookedCards) && hookedCards[n].spec == spec {
		return hookedCards[n].hooked
	}
	return hasHooks(spec)
}

// hasHooks reports whether spec has any rule hook.
func hasHooks(spec *eventSpec) bool {
	return spec.TargetBan != nil || spec.CoupBan != nil || spec.InfluenceBan != nil || spec.CoupModifier != nil ||
		spec.RealignModifier != nil || spec.BeforeCoup != nil || spec.KeepDEFCON != nil ||
		spec.RoundStart != nil || spec.RoundEnd != nil || spec.CardPlayed != nil ||
		spec.ActionOptions != nil || spec.ScoringExclude != nil
}

// hookedCards holds hasHooks by card number for the events registered
// when the first hook is looked for, with the spec it was found for: a
// spec put in place of another afterwards is looked at afresh.
var (
	hookedOnce  sync.Once
	hookedCards []struct {
		spec   *eventSpec
		hooked bool
	}
)

func fillHookedCards() {
	hookedCards = make([]struct {
		spec   *eventSpec
		hooked bool
	}, len(events))
	for n, spec := range events {
		if spec != nil {
			hookedCards[n].spec, hookedCards[n].hooked = spec, hasHooks(spec)
		}
	}
}

// inEffect reports whether e is in force, for the game or the turn.
func (s *state) inEffect(e effect) bool {
	return s.Effects.has(e) || s.TurnEffects.has(e)
}

// banHook is the shape of the ban fields of eventSpec.
type banHook = func(s *state, e effect, p Side, c int) string

// firstBan is the first reason a ban hook of the effects in force gives
// (which picks TargetBan, CoupBan or InfluenceBan), or "".
func (s *state) firstBan(which func(*eventSpec) banHook, p Side, c int) string {
	why := ""
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if ban := which(spec); ban != nil {
			why = ban(s, e, p, c)
		}
		return why == ""
	})
	return why
}

// targetBan says why p may not coup or realign c because of a card's
// TargetBan, or "".
func (s *state) targetBan(p Side, c int) string {
	return s.firstBan(func(spec *eventSpec) banHook { return spec.TargetBan }, p, c)
}

// coupBan says why p may not coup c because of a card's CoupBan, or ""
// (a TargetBan bans realignment as well).
func (s *state) coupBan(p Side, c int) string {
	return s.firstBan(func(spec *eventSpec) banHook { return spec.CoupBan }, p, c)
}

// influenceBan says why p may not place influence with Ops in c because
// of a card's InfluenceBan, or "".
func (s *state) influenceBan(p Side, c int) string {
	return s.firstBan(influenceBanOf, p, c)
}

// The ban hooks of a spec, for firstBan and banIn.
func influenceBanOf(spec *eventSpec) banHook { return spec.InfluenceBan }
func coupBanOf(spec *eventSpec) banHook      { return spec.CoupBan }

// hookedEffect is an effect in force whose card has a hook, and the
// card's spec.
type hookedEffect struct {
	e    effect
	spec *eventSpec
}

// appendHooks appends the effects in force whose cards have hooks, as
// forEachHook calls them, so that an option list that asks a ban hook
// about every country lists them once.
func (s *state) appendHooks(hs []hookedEffect) []hookedEffect {
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		hs = append(hs, hookedEffect{e, spec})
		return true
	})
	return hs
}

// hasBan reports whether one of hs has the ban hook which selects.
func hasBan(hs []hookedEffect, which func(*eventSpec) banHook) bool {
	for _, h := range hs {
		if which(h.spec) != nil {
			return true
		}
	}
	return false
}

// banIn is firstBan over hs (appendHooks); a ban hook changes nothing,
// so the effects listed stay in force while they are asked.
func (s *state) banIn(hs []hookedEffect, which func(*eventSpec) banHook, p Side, c int) string {
	for _, h := range hs {
		if ban := which(h.spec); ban != nil {
			if why := ban(s, h.e, p, c); why != "" {
				return why
			}
		}
	}
	return ""
}

// coupModifier sums the CoupModifier hooks for p's coup roll in c.
func (s *state) coupModifier(p Side, c int, free bool) int {
	mod := 0
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.CoupModifier != nil {
			mod += spec.CoupModifier(s, e, p, c, free)
		}
		return true
	})
	return mod
}

// realignModifier sums the RealignModifier hooks for side x's
// realignment roll in c.
func (s *state) realignModifier(x Side, c int) int {
	mod := 0
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.RealignModifier != nil {
			mod += spec.RealignModifier(s, e, x, c)
		}
		return true
	})
	return mod
}

// beforeCoup runs the BeforeCoup hooks when p attempts a coup in c.
func (s *state) beforeCoup(p Side, c int, free bool) {
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.BeforeCoup != nil {
			spec.BeforeCoup(s, e, p, c, free)
		}
		return !s.Over
	})
}

// keepDEFCON reports whether a KeepDEFCON hook leaves DEFCON as it is
// after p's coup in battleground c.
func (s *state) keepDEFCON(p Side, c int, free bool) bool {
	keep := false
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.KeepDEFCON != nil {
			keep = spec.KeepDEFCON(s, e, p, c, free)
		}
		return !keep
	})
	return keep
}

// roundStart runs the RoundStart hooks at the start of p's action round
// ar and reports whether one of them used up the round.
func (s *state) roundStart(p Side, ar int) bool {
	used := false
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.RoundStart != nil {
			used = spec.RoundStart(s, e, p, ar)
		}
		return !used && !s.Over
	})
	return used
}

// roundEnd runs the RoundEnd hooks at the end of p's action round;
// defconBefore is DEFCON at the round's start.
func (s *state) roundEnd(p Side, defconBefore int) {
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.RoundEnd != nil {
			spec.RoundEnd(s, e, p, defconBefore)
		}
		return !s.Over
	})
}

// cardPlayed runs the CardPlayed hooks when p has chosen to play card n
// in an action round ("event", "ops" or "space"), before it resolves.
func (s *state) cardPlayed(p Side, n int, how string) {
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.CardPlayed != nil {
			spec.CardPlayed(s, e, p, n, how)
		}
		return !s.Over
	})
}

// actionHooks lets the ActionOptions hooks change the options of p's
// action round ar.
func (s *state) actionHooks(p Side, ar int, opts []string) []string {
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.ActionOptions != nil {
			opts = spec.ActionOptions(s, e, p, ar, opts)
		}
		return true
	})
	return opts
}

// scoringExcluded lists the countries the ScoringExclude hooks leave out
// of region r's scoring (final: the final scoring).
func (s *state) scoringExcluded(r Region, final bool) []int {
	var out []int
	s.forEachHook(func(e effect, spec *eventSpec) bool {
		if spec.ScoringExclude != nil {
			out = append(out, spec.ScoringExclude(s, e, r, final)...)
		}
		return true
	})
	return out
}
