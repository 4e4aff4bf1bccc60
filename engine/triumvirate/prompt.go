package triumvirate

import (
	"strconv"

	"turnmail/engine"
)

// Pending asks the one seat that must act now.
func (s *state) Pending() []engine.Prompt {
	if s.Phase == phaseOver {
		return nil
	}
	var room commandRoom
	cmds := s.appendOptions(room[:0])
	opts := make([]string, len(cmds))
	for i, o := range cmds {
		opts[i] = o.String()
	}
	return []engine.Prompt{{Seat: s.seat(s.asked()), Decision: s.Decision,
		Question: s.question(), Options: opts, Example: example(cmds)}}
}

// question says what the asked seat must decide.
func (s *state) question() string {
	switch s.Phase {
	case phaseSupply:
		holds := "the supply holds only " + amount(s.SupplyGold, "gold") + " and " + amount(s.SupplyLegions, "legion")
		if s.RomeDone {
			return holds + ": choose the province supplied next; it takes its whole yield while the supply lasts"
		}
		return holds + ": choose what you take first, a province's yield (it takes all of it while the supply lasts) or the supply from Rome (2 gold, 2 legions, or 1 gold and 1 legion); the rest get what is left"
	case phaseRome:
		return "choose the supply from Rome: 2 gold, 2 legions, or 1 gold and 1 legion"
	case phaseMove:
		if s.Points >= 0 && s.Points <= movePoints {
			return moveQuestion[s.Points]
		}
		return moveQuestionFor(s.Points)
	case phaseFlee:
		return "flee with your figure: choose one of your provinces"
	case phaseCompensate:
		return "raise one competence by one level (compensation card II)"
	case phaseAct:
		if s.Actions >= 0 && s.Actions <= maxActions {
			return actQuestion[s.Actions]
		}
		return actQuestionFor(s.Actions)
	case phaseConsul:
		return "as the new consul, place your new official in one of your provinces, or keep it with your figure"
	}
	return "nothing"
}

// moveQuestionFor and actQuestionFor are the questions of the movement
// and of the actions; moveQuestion and actQuestion hold them, built once,
// for every count a turn has.
func moveQuestionFor(points int) string {
	return "move your figure (" + amount(points, "movement point") + " left), attack, or end the movement"
}

func actQuestionFor(actions int) string {
	return "take an action (" + strconv.Itoa(actions) + " of 3 taken) or pass to end your turn"
}

var moveQuestion, actQuestion = func() (mv [movePoints + 1]string, act [maxActions + 1]string) {
	for n := range mv {
		mv[n] = moveQuestionFor(n)
	}
	for n := range act {
		act[n] = actQuestionFor(n)
	}
	return mv, act
}()

// waitsFor says, for the other seats, what the asked seat must do.
func (s *state) waitsFor() string {
	return map[phase]string{
		phaseSupply:     "to choose which province is supplied",
		phaseRome:       "to choose the supply from Rome",
		phaseMove:       "to move",
		phaseFlee:       "to flee after losing a province",
		phaseCompensate: "to raise a competence (compensation card II)",
		phaseAct:        "to take actions",
		phaseConsul:     "to place the new consul's official",
	}[s.Phase]
}

// example is a typical command for the current decision.
func example(opts []command) string {
	for _, o := range opts {
		if o.Verb == "move" && o.Legions > 0 || o.Verb == "act" || o.Verb == "rome" {
			return o.String()
		}
	}
	if len(opts) > 0 {
		return opts[0].String()
	}
	return "pass"
}
