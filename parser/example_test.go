package parser_test

import (
	"fmt"

	"turnmail/parser"
)

func ExampleParse() {
	raw := "From: Alice <alice@example.org>\r\n" +
		"To: games+ts-12.k7f3q9.42@club.example\r\n" +
		"Subject: Re: [ts-12 #42] Your move\r\n" +
		"\r\n" +
		"coup Iran 3\r\n" +
		"\r\n" +
		"On Sun, Nov 29, 2026 at 10:00 AM turnmail <games@club.example> wrote:\r\n" +
		"> Your move.\r\n"
	msg, err := parser.Parse([]byte(raw), parser.Options{Referee: []string{"games@club.example"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(msg.From, msg.Route, msg.Lines, msg.Automated == "")
	// Output: alice@example.org {ts-12 k7f3q9 42} [coup Iran 3] true
}

func ExamplePlusAddress() {
	r := parser.Route{Game: "ts-12", Token: "k7f3q9", Decision: 42}
	fmt.Println(parser.PlusAddress("games@club.example", r))
	fmt.Println("Re: " + parser.SubjectTag(r, false) + " Your move")
	fmt.Println("Re: " + parser.SubjectTag(r, true) + " Your move")
	// Output:
	// games+ts-12.k7f3q9.42@club.example
	// Re: [ts-12 #42] Your move
	// Re: [ts-12.k7f3q9 #42] Your move
}
