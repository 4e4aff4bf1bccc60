package engine

// Rand is the deterministic random generator a game carries in its state.
// Its whole state is one exported word, so it serialises with the game
// (encoding/json) and a replay from the same seed draws the same numbers.
// It is SplitMix64: fast, well distributed and tiny; games need fair dice,
// not cryptography. The zero value is a valid generator.
type Rand struct {
	S uint64 `json:"s"`
}

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) *Rand { return &Rand{S: seed} }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.S += 0x9e3779b97f4a7c15
	z := r.S
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform number in [0, n). It panics when n <= 0.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("engine: Rand.Intn with n <= 0")
	}
	// Rejection sampling keeps every value equally likely.
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		v := r.Uint64()
		if v < limit {
			return int(v % uint64(n))
		}
	}
}

// Die rolls one die with the given number of sides: 1..sides.
func (r *Rand) Die(sides int) int { return r.Intn(sides) + 1 }

// D6 rolls one six-sided die.
func (r *Rand) D6() int { return r.Die(6) }

// Shuffle puts n elements in random order using swap (Fisher–Yates).
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}
