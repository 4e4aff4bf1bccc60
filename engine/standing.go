package engine

// Standing is implemented by games in which a seat may give an order
// while nothing is asked of it: a standing order that changes neither
// whose turn it is nor any decision number, such as Risk's "defend with
// 1" (the defender's choice of dice, given in advance by mail). The
// service passes such a line to Apply even when the seat is not pending
// and whatever decision the mail answers; Apply validates it as any
// other command and must leave Pending unchanged.
type Standing interface {
	// StandingOrder reports whether seat's line is a standing order. It
	// only recognises the form; Apply decides whether it is valid.
	StandingOrder(seat, line string) bool
}
