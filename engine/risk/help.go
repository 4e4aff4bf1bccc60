package risk

// helpText is the help mail, wrapped at 72 columns.
const helpText = `Risk: Balance of Power (Risiko - Das Duell) by mail

Two players, red and blue, fight over Europe; a neutral army (beige)
only defends, and the server rolls its dice. The map is a
RECONSTRUCTION: the real map's data could not be found, so the
regions, borders, rough terrain, bonuses and start positions are our
best guess (the game's README lists every reconstructed value).

Territory names: German or English, or a unique beginning of one
(Deutschland, Germany, deu, "Nord-Fr"). Commands are not case
sensitive. Several steps may stand on one line, separated by commas;
once dice are rolled the roll stands, even if a later step fails.

Your turn
  trade 3 cards 4 stars     trade cards for units (2 to 10 stars;
                            2->2 3->4 4->7 5->10 6->13 7->17 8->21
                            9->25 10->30); "trade 3 cards" takes the
                            most stars those cards can have
  reinforce Italien 4       place 4 of your reinforcements
  attack Polen from Deutschland with 3
                            1-3 units attack, one stays behind;
                            rough terrain: at most 2
  move 5                    after a conquest: units moving in
  claim green               take a completed mission (one per turn)
  move 5 Schweden Finnland  the closing troop move (ends the turn)
  end                       end your turn without moving

Reinforcements: (territories + cities) / 3, at least 3, plus region
bonuses, plus 1 per capital you hold. A turn that conquered a
territory draws a card. You win with 3 missions while you hold your
own capital at the end of your turn, or by eliminating your opponent.

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
      aufklaerungsmission 2   reroll a 1 when attacking a building
      startmanoever 3         a troop move at once (then "move ...")
      aufstand 6              buy aufstand Polen from Schweden:
                              neutral units attack the opponent
      verstaerkung 7          3 more units to place
      sondertrupp 8           attack rough terrain with 3 this turn
      gebietskarte 9          draw a card
      flugplatz 10            buy flugplatz Polen: +1 to your highest
                              die in fights in or next to Polen
  done                      stop buying

Each mail lists everything you can do now.
`

// Help explains the command language by example.
func (game) Help() string { return helpText }
