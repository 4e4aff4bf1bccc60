// Package triumvirate is the rules engine for "Das Ende des Triumvirats"
// (Ackva and Gabrian, Lookout Games 2005) for 3 characters (Caesar,
// Pompeius, Crassus) and for 2 (Caesar, Pompeius; option players=2).
//
// It owns the board (a documented reconstruction, see board.go and
// README.md), the turn with its three phases (supply, movement with
// attacks, actions), the calendar and the election of the consul, and the
// three victories. It is registered with the engine as "triumvirate".
//
// Comments cite the German rule text by its section headings, e.g.
// "Rules, I. Versorgung".
package triumvirate
