package twilight

// Help explains the command language by example.
func (twilight) Help() string {
	return `Twilight Struggle by mail: write one command per line.

Cards go by number, by the start of their English name or by their
German or Chinese name ("Marshallplan", 马歇尔计划); countries by the
start of their English, German or Chinese name.

  headline 4                     choose your headline card (secret)
  bid USSR 2                     with the bid for sides (bid=sides):
                                 the side you want and the extra
                                 influence you concede (secret)
  play 27 ops influence Japan 1, Iran 2
                                 play a card for operations and place
                                 influence point by point
  play 13 ops event first        opponent's card: its event first,
                                 then your operations (without
                                 "event first" the event comes after)
  coup Iran with 19              play card 19 for a coup in Iran
  realign Iran, Iran, Iraq with 31
                                 realignment rolls, one per op
  space 5                        play card 5 on the space race
  play Fidel event               play a card for its event
  choose Algeria, Angola         answer an event's questions in order
  choose yes                     answer a yes/no question
  done                           stop realigning, skip an extra round,
                                 or sit out holding only the China Card

One mail may carry a whole action round: the card and every choice
you must make after it, separated by ";" or in one line as above.
Write it as you would say it, in English, German or Chinese:
"I play Fidel as the event", "Decolonization for ops: Syria 1, Iraq 1",
"Ich spiele die China-Karte für Operationen: Nordkorea 4",
"Putsch im Iran mit Karte 13", "Weltraumrennen mit 14",
"mein Headline ist Fidel", "DDR 2", "波兰 3，东德 2", "政变伊朗用13".
A country alone answers a question, or places influence there.
A name misspelt by one letter is read when only one legal move fits
(the log says how it was read); when several fit, you are asked.

Ops modifiers: Containment and Brezhnev Doctrine add 1 (max 4), Red
Scare/Purge takes 1 (min 1), for the side that plays the card, for
every use (coup roll, military ops, space race, discards). A card
taken from the opponent (Missile Envy, Grain Sales) and played for
Ops gets only its new player's modifiers.
Ops granted by an event "with this card" or "using this card's Ops"
(CIA Created, Lone Gunman, Grain Sales returned or with an empty USSR
hand, Junta, Che, Ortega, Tear Down This Wall) get Containment or
Brezhnev Doctrine of the side spending them (max 4), never Red
Scare/Purge, nor the China Card's or Vietnam Revolts' bonus. Events
that give 4 Ops (Olympic Games boycott, ABM Treaty, KAL-007,
Glasnost) always give 4.
`
}
