package risk_test

import (
	"fmt"

	"turnmail/engine"
	"turnmail/engine/risk"
)

// A new game of Spiel 1 asks red to reinforce; one line places all four
// units and attacks the neutral Schweiz with two units. The dice follow
// from the seed.
func Example() {
	st, err := risk.Game.New(engine.Config{Options: engine.Options{"setup": "spiel1", "first-player": "red"},
		Seats: []string{"red", "blue"}, Seed: 1})
	if err != nil {
		panic(err)
	}
	p := st.Pending()[0]
	fmt.Println(p.Seat+":", p.Question)
	res, err := st.Apply("red", "reinforce germany 4, attack schweiz from deu with 2")
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Normal)
	for _, l := range res.Log {
		fmt.Println(l)
	}
	// Output:
	// red: Place your 4 reinforcements (or trade cards first).
	// reinforce Deutschland 4, attack Schweiz from Deutschland with 2
	// red reinforces Deutschland with 4.
	// red attacks Schweiz from Deutschland with 2: red rolls 5-3, neutral rolls 2-1; red loses 0, neutral loses 2.
}
