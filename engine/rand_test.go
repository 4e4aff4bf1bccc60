package engine

import "testing"

func TestRandIsDeterministic(t *testing.T) {
	a, b := NewRand(42), NewRand(42)
	for i := 0; i < 1000; i++ {
		if x, y := a.Intn(6), b.Intn(6); x != y {
			t.Fatalf("draw %d: %d != %d from the same seed", i, x, y)
		}
	}
	if NewRand(1).Uint64() == NewRand(2).Uint64() {
		t.Error("seeds 1 and 2 drew the same first number")
	}
}

func TestDieIsFairAndInRange(t *testing.T) {
	r := NewRand(7)
	var counts [7]int
	const n = 60000
	for i := 0; i < n; i++ {
		d := r.D6()
		if d < 1 || d > 6 {
			t.Fatalf("D6() = %d, want 1..6", d)
		}
		counts[d]++
	}
	for face := 1; face <= 6; face++ {
		if c := counts[face]; c < n/6-600 || c > n/6+600 {
			t.Errorf("face %d came up %d times in %d rolls, want about %d", face, c, n, n/6)
		}
	}
}

func TestShuffleIsAPermutation(t *testing.T) {
	r := NewRand(3)
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	seen := map[int]bool{}
	for _, x := range xs {
		seen[x] = true
	}
	if len(seen) != 10 {
		t.Errorf("Shuffle lost elements: %v", xs)
	}
}
