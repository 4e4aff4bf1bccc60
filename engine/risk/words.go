package risk

import "strings"

// This file holds the words of the command language that the grammar
// (parse.go) reads: the command words in English and German, the words
// that end a name, and the fillers players write around names and
// numbers. Sentences are turned into these words by phrase.go.

// verbs maps the command words (English and German) to step kinds. The
// German infinitives serve the verb-last order ("Polen angreifen").
var verbs = map[string]string{
	"place": kPlace, "platziere": kPlace, "setze": kPlace, "put": kPlace, "deploy": kPlace, "add": kPlace,
	"kommen": kPlace, "kommt": kPlace, "geht": kPlace, "gehen": kPlace, "goes": kPlace,
	"station": kPlace, "stelle": kPlace, "lege": kPlace, "setzen": kPlace, "platzieren": kPlace, "stellen": kPlace,
	"stationiere": kPlace, "stationieren": kPlace, "einsetzen": kPlace, "verteile": kPlace, "verteilen": kPlace,
	"capital": kCapital, "hauptstadt": kCapital,
	"take": kTake, "nimm": kTake, "nehme": kTake, "choose": kTake, "wähle": kTake, "waehle": kTake,
	"first": kFirst, "zuerst": kFirst, "beginner": kFirst, "starts": kFirst, "beginnt": kFirst,
	"buy": kBuy, "kaufe": kBuy, "kauf": kBuy, "kaufen": kBuy, "purchase": kBuy, "build": kBuy, "baue": kBuy, "bauen": kBuy,
	"done": kDone, "fertig": kDone, "finished": kDone, "nothing": kDone, "nichts": kDone, "nix": kDone,
	"trade": kTrade, "tausche": kTrade, "tauschen": kTrade, "eintauschen": kTrade, "cash": kTrade, "exchange": kTrade,
	"redeem": kTrade, "löse": kTrade, "loese": kTrade, "einlösen": kTrade, "einloesen": kTrade,
	"reinforce": kReinforce, "gets": kReinforce, "bekommt": kReinforce, "kriegt": kReinforce, "erhält": kReinforce, "erhaelt": kReinforce,
	"receives": kReinforce, "verstärke": kReinforce, "verstaerke": kReinforce, "verstärken": kReinforce,
	"verstaerken": kReinforce, "reinforcements": kReinforce, "verstärkung": kReinforce, "verstärkungen": kReinforce,
	"verstaerkungen": kReinforce, "verstaerkung": kReinforce,
	"attack": kAttack, "angriff": kAttack, "greife": kAttack, "greifen": kAttack, "angreifen": kAttack,
	"attackiere": kAttack, "attackieren": kAttack, "invade": kAttack, "assault": kAttack, "strike": kAttack,
	"conquer": kAttack, "erobere": kAttack, "erobern": kAttack, "attacks": kAttack,
	"claim": kClaim, "erfülle": kClaim, "erfuelle": kClaim, "mission": kClaim, "erfüllen": kClaim,
	"erfuellen": kClaim, "complete": kClaim, "fulfil": kClaim, "fulfill": kClaim, "score": kClaim,
	"sammle": kClaim, "sammeln": kClaim, "beanspruche": kClaim, "beanspruchen": kClaim,
	"move": kMoveFrom, "bewege": kMoveFrom, "ziehe": kMoveFrom, "fortify": kMoveFrom, "transfer": kMoveFrom,
	"shift": kMoveFrom, "march": kMoveFrom, "verlege": kMoveFrom, "verlegen": kMoveFrom, "bewegen": kMoveFrom,
	"ziehen": kMoveFrom, "verschiebe": kMoveFrom, "verschieben": kMoveFrom, "schiebe": kMoveFrom,
	"marschiere": kMoveFrom, "occupy": kMoveFrom, "besetze": kMoveFrom, "besetzen": kMoveFrom,
	"rücke": kMoveFrom, "ruecke": kMoveFrom, "nachrücken": kMoveFrom, "nachruecken": kMoveFrom, "nachziehen": kMoveFrom,
	"greift": kAttack, "manoeuvre": kMoveFrom, "maneuver": kMoveFrom, "abschlusszug": kMoveFrom, "abschlussbewegung": kMoveFrom,
	"to": kTo, "nach": kTo,
	"with": kWith, "mit": kWith,
	"end": kEnd, "ende": kEnd, "beenden": kEnd, "beende": kEnd, "pass": kEnd, "passe": kEnd, "finish": kEnd,
	"schluss": kEnd, "stop": kEnd, "zugende": kEnd, "rundenende": kEnd, "endturn": kEnd,
	"defend": kDefend, "verteidige": kDefend, "verteidigen": kDefend, "defence": kDefend, "defense": kDefend,
	"verteidigung": kDefend,
}

// Words after "end" or "attack" that only make a sentence: "end my
// turn", "Ende des Zuges", "Angriff auf Polen", "ich bin fertig".
var (
	endFillers = []string{"my", "the", "turn", "des", "der", "meines", "meinen", "mein", "zug", "zuges", "zugs",
		"bin", "is", "for", "this", "round", "runde", "here", "now", "für", "diesen", "diese", "heute", "over",
		"vorbei", "it", "all", "attacks", "angriffe", "phase", "buying", "kaufen", "einkauf", "purchases",
		"of", "vom", "more", "mehr", "anymore", "today", "without", "ohne", "no", "kein", "keine", "fortify",
		"fortification", "closing", "move", "abschlusszug", "dieses", "mal", "diesmal"}
	attackFillers = []string{"on", "auf", "against", "gegen"}
)

// Words that end a name.
var (
	fromWords = []string{"from", "von", "aus"}
	toWords   = []string{"to", "nach", "into", "in", "onto"}
	withWords = []string{"with", "mit", "by", "um", "using", "mittels", "roll", "rolling", "würfle", "wuerfle", "würfeln", "wuerfeln"}
	sepWords  = []string{",", ";", "then", "and", "dann", "und", "&", "+", "danach", "anschließend", "anschliessend",
		"afterwards"}
	placePreps = []string{"on", "auf", "at", "for", "für", "fuer", "zu", "bei", "over", "across", "über", "ueber", "via",
		"sea", "meer", "see", "seeweg", "ostsee"}
	allWords = []string{"all", "alle", "allen", "alles", "max", "maximum", "everything", "everyone"}
)

// Arrows name the direction: "Poland <- Germany", "Germany -> Poland".
var arrows = strings.NewReplacer("<-", " from ", "->", " to ", "=>", " to ", "→", " to ", "←", " from ", "w/", " with ")

// A colon only ends a word: "Attack: Polen from Deutschland"; a slash
// between spaces separates ("Germany 4 / Sweden 2").
var sepSpacer = strings.NewReplacer(",", " , ", ";", " ; ", ":", " ", "，", " , ", "；", " ; ", " / ", " , ")

// amountFillers may stand around a number: "move in 5", "dorthin".
var amountFillers = []string{"in", "there", "dort", "dorthin", "hinein", "rein", "more", "mehr", "weitere", "of", "them",
	"those", "davon",
	"further", "additional", "zusätzlich", "zusaetzlich", "extra"}

// moreWords make a number of units to move in come on top of those that
// moved in already: "3 more", "3 weitere".
var moreWords = []string{"more", "mehr", "weitere", "further", "additional", "zusätzlich", "zusaetzlich", "extra"}

// tradeFillers stand around the numbers of a trade: "trade in 3 cards
// for 4 stars", "tausche 3 Karten gegen 4 Sterne", "my cards".
var tradeFillers = []string{"in", "for", "für", "fuer", "gegen", "mit", "with", "worth", "im", "wert", "von",
	"of", "my", "meine", "units", "einheiten", "ein"}

// claimFillers are words around a mission's name: "the mission", "Region
// Grün kontrollieren", "control the Swiss vault".
var claimFillers = []string{"mission", "missions", "missionen", "control", "kontrollieren", "kontrolliere", "have",
	"has", "habe", "hat", "ist", "is",
	"region", "card", "karte", "my", "meine", "completed", "erfüllte", "erfuellte", "erfüllen"}
