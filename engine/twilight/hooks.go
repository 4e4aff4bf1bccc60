package twilight

// Rule hooks. A card whose effect changes a core rule for a while appends
// a function here from its init(), and the function checks the card's
// effect flag itself (s.effect(...)); with the flag unset it must change
// nothing. The core calls every hook in the order they were added; hooks
// must therefore not depend on each other. See CARDS.md.
var (
	// targetBans say why side p may not coup or realign country c (The
	// Reformer, Cuban Missile Crisis conditions), or return "".
	targetBans []func(s *state, p Side, c int) string
	// influenceBans say why side p may not place influence with Ops in
	// country c (Chernobyl), or return "".
	influenceBans []func(s *state, p Side, c int) string
	// coupModifiers add to side p's coup roll in c (SALT Negotiations,
	// Latin American Death Squads).
	coupModifiers []func(s *state, p Side, c int, free bool) int
	// realignModifiers add to side p's realignment roll in c (Iran-Contra
	// Scandal).
	realignModifiers []func(s *state, p Side, c int) int
	// beforeCoup run when side p attempts a coup in c, before the roll
	// (Cuban Missile Crisis, Yuri and Samantha).
	beforeCoup []func(s *state, p Side, c int, free bool)
	// keepDEFCON report whether p's coup in battleground c leaves DEFCON
	// as it is (Nuclear Subs).
	keepDEFCON []func(s *state, p Side, c int, free bool) bool
	// roundStart run at the start of side p's action round ar; one that
	// returns true has used up the round (Quagmire, Bear Trap).
	roundStart []func(s *state, p Side, ar int) bool
	// roundEnd run at the end of side p's action round; defconBefore is
	// DEFCON at the round's start (NORAD).
	roundEnd []func(s *state, p Side, defconBefore int)
	// cardPlayed run when side p has chosen to play card n in an action
	// round, how being "event", "ops" or "space", before it resolves
	// (Flower Power).
	cardPlayed []func(s *state, p Side, n int, how string)
)

// hookBan returns the first ban reason from bans, or "".
func hookBan(bans []func(s *state, p Side, c int) string, s *state, p Side, c int) string {
	for _, ban := range bans {
		if why := ban(s, p, c); why != "" {
			return why
		}
	}
	return ""
}
