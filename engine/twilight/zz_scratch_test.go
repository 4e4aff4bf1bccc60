package twilight

import (
	"fmt"
	"testing"

	"turnmail/engine"
)

func TestZZScratch(t *testing.T) {
	st, err := Game.New(engine.Config{Seats: []string{"USSR", "US"}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	pr := s.Pending()
	fmt.Printf("%+v\n", pr)
	for _, l := range []string{"influence Poland 6", "influence East Germany 2"} {
		_, err := s.Apply("USSR", l)
		fmt.Printf("%q -> %v\n", l, err)
	}
	_, err = s.Apply("USSR", "choose Poland")
	fmt.Println(err)
	_, err = s.Apply("US", "influence West Germany 4, Italy 3")
	fmt.Println(err)
	fmt.Printf("%+v\n", s.Pending())
	v := s.View("US")
	fmt.Println(v.Public)
	fmt.Println(v.Private)
	_, err = s.Apply("US", "headline 6")
	fmt.Println(err)
	_, err = s.Apply("US", "headline 99")
	fmt.Println(err)
	_, err = s.Apply("US", "headline Fidel")
	fmt.Println(err)
}
