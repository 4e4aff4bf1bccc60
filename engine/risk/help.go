package risk

import (
	"fmt"
	"slices"
	"strings"
)

// helpText is the help mail, wrapped at 72 columns.
const helpText = `Risk: Balance of Power (Risiko - Das Duell) by mail

Two players, red and blue, fight over Europe; a neutral army (beige)
defends (in the Kommandozentrale it also attacks in an uprising a
player buys), and the server rolls its dice. The map is a
RECONSTRUCTION: the real map's data could not be found, so the
regions, borders, rough terrain, bonuses and start positions are our
best guess (the game's README lists every reconstructed value).

Territory names: German or English, or a unique beginning of one
(Deutschland, Germany, deu, "Nord-Fr"); umlauts may be written ae,
oe, ue. Commands are not case sensitive. Several steps may stand on
one line, separated by commas; once dice are rolled the roll stands,
even if a later step fails. Write as you would say it, in English
or German: "I'd like to attack Poland from Germany with three",
"greife Polen von Deutschland mit 3 an", "setze 4 Einheiten auf
Deutschland", "place 4 on Germany", "verlege 3 von Schweden nach
Finnland", "tausche alle Karten", "Zug beenden". A word one letter
off is read as the only command word or name it can be, and the
reply says so; a line that could mean two things is answered with
both, never guessed.

Your turn
  trade 3 cards 4 stars     trade cards for units (2 to 10 stars;
                            2->2 3->4 4->7 5->10 6->13 7->17 8->21
                            9->25 10->30); "trade 3 cards" takes the
                            most stars those cards can have
  reinforce Italien 4       place 4 of your reinforcements
  reinforce Italien 2, Polen 2
                            several at once; "place 4 Italien" too
  attack Polen from Deutschland with 3
                            1-3 units attack, one stays behind;
                            the 6 rough-terrain territories (see
                            the map): at most 2
  move 5                    after a conquest: units moving in
  claim green               take a completed mission (one per turn)
  move 5 Schweden Finnland  the closing troop move (ends the turn)
  end                       end your turn without moving
  defend with 1             your standing defence order (default 2):
                            how many dice your territories roll when
                            attacked; "defend Polen with 1" for one
                            territory. Send it at any time, also in
                            your opponent's turn; only you see it
                            until a roll uses it.

Reinforcements: (territories + cities) / 3, at least 3, plus region
bonuses, plus 1 per capital you hold. A turn that conquered a
territory draws a card. You win with 3 missions while you hold your
own capital at the end of your turn, or by eliminating your opponent.

Who begins Spiel 1 and 2 is set when the game is created (option
first-player): red, blue, or by default a roll, which the engine
makes for both and shows in round 1. The rule text has no turn
limit, and by default neither has the game. A game created with the
house rule turn-limit=N ends after round N (more missions wins, then
more territories, then more units); every turn mail's header then
says so.

Kommandozentrale
  place neutral Schweiz 8   setup: the planner places army A, army B
  place A Polen 5           and the neutral army (60, on the four
                            buildings first); every territory needs
                            a unit
  capital A Polen           the capitals of army A and army B
  take B                    the other player chooses an army ...
  first red                 ... and who starts
  buy sondertrupp           at the start of your turn, pay with units
                            from your Lazarett (lost units):
      aufklaerungsmission 2   reroll a 1 when attacking a building:
                              for the rest of the turn, in each roll
                              against a territory with a building,
                              one 1 per purchase is rolled again
                              until it is no 1 (the log shows it)
      startmanoever 3         a troop move at once (then "move ...")
      aufstand 6              buy aufstand Polen from Schweden:
                              the neutral units of Schweden (2 or
                              more) attack your opponent's Polen
                              until they take it or lose a unit
      verstaerkung 7          3 more units to place ("kaufe 3
                              Einheiten Verstaerkung")
      sondertrupp 8           attack rough terrain with 3 this turn
      gebietskarte 9          draw a card
      flugplatz 10            buy flugplatz Polen: +1 to your highest
                              die in fights in or next to Polen (one
                              at a time; lost with its territory)
                            English words work too: reconnaissance,
                            manoeuvre, uprising, reinforcements,
                            special-forces, card, airfield
  done                      stop buying

Each mail lists everything you can do now. The map follows.
`

// Help explains the command language by example and lists the map: a
// reconstructed map is nowhere else to be seen, and a player needs its
// borders to plan an attack.
func (game) Help() string { return helpText + "\n" + mapHelp() }

// mapHelp lists every territory by region with its English name, code,
// rough terrain and building, and its neighbours, from the board data
// (which init completes, so it is built on demand).
func mapHelp() string {
	var b strings.Builder
	b.WriteString("The map (reconstructed). Each territory with its English name and\n")
	b.WriteString("code, then its neighbours; ~ marks a sea lane. Rough terrain is\n")
	b.WriteString("attacked with at most 2 units (3 with the Sondertrupp).\n")
	for r, rg := range regions {
		fmt.Fprintf(&b, "\n%s / %s (%s), bonus %d\n", rg.Colour, rg.Colour2, rg.Name, rg.Bonus)
		for _, t := range regions[r].Members {
			tr := board[t]
			head := []string{fmt.Sprintf("  %s (%s, %s)", tr.De, tr.En, tr.ID)}
			if tr.Rough {
				head = append(head, "rough")
			}
			if tr.Building != noBuilding {
				head = append(head, fmt.Sprintf("%s (%s)", tr.Building, buildingEn[tr.Building]))
			}
			var ns []string
			for _, n := range adjacent[t] {
				w := n.name()
				if isSea[t][n] {
					w += "~"
				}
				ns = append(ns, w)
			}
			slices.SortFunc(ns, func(a, b string) int { return strings.Compare(foldAlt(a), foldAlt(b)) })
			wrapWords(&b, append(punctuate(head, ":"), punctuate(ns, "")...), "      ")
		}
	}
	return b.String()
}

// buildingEn names the buildings in English.
var buildingEn = map[building]string{vault: "vault", navalBase: "naval base", satellite: "satellite centre"}

// punctuate puts a comma after every word but the last, and last after
// the last.
func punctuate(words []string, last string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		if i < len(words)-1 {
			w += ","
		} else {
			w += last
		}
		out[i] = w
	}
	return out
}

// wrapWords writes the words separated by spaces, wrapped at 72 columns
// with indent before every continuation line.
func wrapWords(b *strings.Builder, words []string, indent string) {
	line := ""
	for _, w := range words {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) > 72:
			b.WriteString(line + "\n")
			line = indent + w
		default:
			line += " " + w
		}
	}
	b.WriteString(line + "\n")
}
