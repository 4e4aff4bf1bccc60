package triumvirate

// Help explains the command language by example.
func (game) Help() string { return helpText }

const helpText = `DAS ENDE DES TRIUMVIRATS - commands by mail

The board is a RECONSTRUCTION (the real map could not be found): 15
provinces, 5 political, 5 military, 5 competence. From the rule text:
the four arrows and two sea areas crossed in one step, never ended on.
INVENTED for this board (not in the rule text):
  Borders: Britannia - Gallia; Gallia - Gallia Narbonensis;
  Gallia - Gallia Cisalpina; Gallia Narbonensis - Gallia Cisalpina;
  Gallia Narbonensis - Hispania Citerior;
  Hispania Citerior - Hispania Ulterior; Gallia Cisalpina - Italia;
  Gallia Cisalpina - Illyricum; Illyricum - Macedonia;
  Africa - Cyrenaica; Cyrenaica - Aegyptus; Asia - Syria.
  Sea areas: Mare Occidentale touches Hispania Ulterior, Hispania
  Citerior, Gallia Narbonensis, Italia, Sicilia, Africa; Mare Ionium
  touches Italia, Sicilia, Macedonia, Cyrenaica; the two meet south of
  Sicily. No other province touches a sea area.
Arrows (rule text): Italia - Sicilia; Sicilia - Africa;
  Asia - Macedonia; Syria - Aegyptus.

Names: English or German, any unique beginning ("Gall Cis", "Egypt",
"Ägypten", "Hisp Ult"). Write as you would say it, in English or
German: "Italia angreifen mit 3", "ich möchte mit zwei Legionen nach
Gallien ziehen", "Bürger überzeugen" all work. A typo of one letter is
read as the one legal command it can mean, and the reply says so; when
a line could mean several commands, the reply lists them. Several steps
in one line: join with ";", "then", or a comma or "and" before the next
command. Each step costs what it would cost alone.

I. SUPPLY (governors toggle and provinces produce by themselves)
  rome gold                       2 gold to your reinforcements
  rome legions Italia             2 legions into Italia
  rome legions Italia and Africa  1 legion each
  rome gold and legion Sicilia    1 gold and 1 legion
  supply Gallia                   when gold or legions run short you
                                  choose what comes first: a province
                                  or Rome (e.g. "rome gold" before
                                  the provinces); the rest get what
                                  is left

II. MOVEMENT (4 points; a step costs 1 per area entered; across the
    sea without legions 1 point less)
  move Italia                     figure alone
  move Italia with 3              figure and 3 legions (or: with all)
  move Italia Sicilia with 3 legions  (the first name is where you are)
  attack Africa with 4            needs at least 1 legion; a move
                                  into another's province is refused
                                  with the attack to write instead
  take official                   the figure carries the official here
  place official                  set a carried official in the own
                                  province just entered
  done (or: end movement)         end the movement, go to actions
  pass (or: end turn)             end the whole turn now
  A step never ends on a sea area; name the province across it.

III. ACTIONS (1st 1 gold, 2nd 2, 3rd 3; persuading and weapons +2
     when you do not lead on that track: you lead when your marker
     stands highest and another stands lower; two may lead together,
     nobody leads at the start; marked + in the turn mail)
  act persuade                    a citizen from the Alii to you
  act persuade Crassus            a citizen of Crassus to the Alii
  act improve political           (political or competence province)
  act improve military            (military or competence province)
  act weapons                     2 of your weapons into the bag
  pass (or: done)                 end the turn

WHEN ASKED
  flee Sicilia                    your figure flees after a conquest
  raise military                  compensation card II
  place official Italia           new consul places the new official
  keep official                   ... or keeps it with the figure

German words work too: ziehe, angriff, nimm/setze Beamter, fertig,
passe, rom gold, aktion überzeugen, verbessere militärisch, waffen,
fliehe, erhöhe politisch.
`
