package triumvirate

// The board is a RECONSTRUCTION: the real province list and borders of the
// published board could not be found. It keeps every fact of the rule
// text: 15 provinces of three types (5 each), every character starts with
// 5 (in the 2-player game Caesar 5 and Pompeius 6), Asia, Syria, Aegyptus
// and Cyrenaica are Crassus's and are left out with two players, the four
// arrows Italia–Sicilia, Sicilia–Africa, Asia–Macedonia, Syria–Aegyptus,
// and two sea areas that may be crossed but not ended on.

// Kind is a province type (Rules, Kurzüberblick: politisch, militärisch,
// Kompetenz).
type Kind int

// The province types.
const (
	Political Kind = iota
	Military
	Competence
)

func (k Kind) String() string {
	return [...]string{"political", "military", "competence"}[k]
}

// The provinces, by index.
const (
	britannia = iota
	gallia
	narbonensis
	cisalpina
	illyricum
	hispUlterior
	hispCiterior
	italia
	sicilia
	africa
	macedonia
	asia
	syria
	aegyptus
	cyrenaica
	numProvinces
)

// The sea areas, numbered after the provinces in the movement graph.
const (
	mareOccidentale = numProvinces + iota
	mareIonium
	numAreas
)

type provinceInfo struct {
	Name    string
	Kind    Kind
	Aliases []string // English and German names besides Name
}

var provinces = [numProvinces]provinceInfo{
	britannia:    {"Britannia", Military, []string{"Britain", "Britannien"}},
	gallia:       {"Gallia", Military, []string{"Gaul", "Gallien"}},
	narbonensis:  {"Gallia Narbonensis", Political, []string{"Narbonensis", "Narbonese Gaul", "Narbonne"}},
	cisalpina:    {"Gallia Cisalpina", Competence, []string{"Cisalpina", "Cisalpine Gaul"}},
	illyricum:    {"Illyricum", Military, []string{"Illyria", "Illyrien"}},
	hispUlterior: {"Hispania Ulterior", Military, []string{"Further Spain", "Ulterior"}},
	hispCiterior: {"Hispania Citerior", Competence, []string{"Nearer Spain", "Citerior"}},
	italia:       {"Italia", Political, []string{"Italy", "Italien"}},
	sicilia:      {"Sicilia", Competence, []string{"Sicily", "Sizilien"}},
	africa:       {"Africa", Competence, []string{"Afrika"}},
	macedonia:    {"Macedonia", Military, []string{"Makedonien", "Mazedonien"}},
	asia:         {"Asia", Political, []string{"Asien"}},
	syria:        {"Syria", Political, []string{"Syrien"}},
	aegyptus:     {"Aegyptus", Political, []string{"Egypt", "Ägypten", "Aegypten"}},
	cyrenaica:    {"Cyrenaica", Competence, []string{"Kyrenaika", "Cyrene"}},
}

var seaNames = [...]string{"Mare Occidentale", "Mare Ionium"}

// borders are the land borders and the four arrows of the rule text
// (Italia–Sicilia, Sicilia–Africa, Asia–Macedonia, Syria–Aegyptus); the
// land borders are reconstructed.
var borders = [][2]int{
	{britannia, gallia},
	{gallia, narbonensis}, {gallia, cisalpina},
	{narbonensis, cisalpina}, {narbonensis, hispCiterior},
	{hispCiterior, hispUlterior},
	{cisalpina, italia}, {cisalpina, illyricum},
	{illyricum, macedonia},
	{africa, cyrenaica}, {cyrenaica, aegyptus},
	{asia, syria},
	// The arrows of the rule text.
	{italia, sicilia}, {sicilia, africa}, {asia, macedonia}, {syria, aegyptus},
}

// coasts lists which provinces touch which sea area (reconstructed). Only
// provinces with a Mediterranean coast touch one, and each sea area is its
// own part of the Mediterranean: Mare Occidentale is the western basin
// (the coasts of Spain, southern Gaul, western Italy, northern Sicily and
// Africa around Carthage), Mare Ionium the sea between southern Italy,
// eastern Sicily, Greece (in 56 BC part of Macedonia) and Cyrenaica. The
// Adriatic, the Aegean and the Levantine coasts are no sea area of the
// game: the Aegean and the Levant are crossed by the rule text's arrows
// Asia–Macedonia and Syria–Aegyptus. The two sea areas meet south of
// Sicily, so a step may cross both (Rules, II. Bewegung: „über ein oder
// beide Seegebiete").
var coasts = [2][]int{
	{hispUlterior, hispCiterior, narbonensis, italia, sicilia, africa},
	{italia, sicilia, macedonia, cyrenaica},
}

// adjacent[a] lists the areas next to area a (provinces and seas).
var adjacent = buildAdjacency()

func buildAdjacency() [numAreas][]int {
	var adj [numAreas][]int
	link := func(a, b int) {
		adj[a] = append(adj[a], b)
		adj[b] = append(adj[b], a)
	}
	for _, b := range borders {
		link(b[0], b[1])
	}
	for i, ps := range coasts {
		for _, p := range ps {
			link(numProvinces+i, p)
		}
	}
	link(mareOccidentale, mareIonium)
	return adj
}

// setup is one character's starting position.
type setup struct {
	Provinces []int
	Figure    int
	Official  int
	OnField   []int // governors that start ON their supply field
}

// setups3 is the 3-player setup (reconstructed). Governors on the field
// step off it in their owner's first supply phase and produce then; the
// others produce in his second turn; the official's province every turn.
var setups3 = [3]setup{
	{Provinces: []int{britannia, gallia, narbonensis, cisalpina, illyricum},
		Figure: cisalpina, Official: gallia, OnField: []int{narbonensis, illyricum}},
	{Provinces: []int{hispUlterior, hispCiterior, italia, sicilia, africa},
		Figure: italia, Official: hispUlterior, OnField: []int{italia, africa}},
	{Provinces: []int{macedonia, asia, syria, aegyptus, cyrenaica},
		Figure: syria, Official: aegyptus, OnField: []int{syria, macedonia}},
}

// setups2 is the 2-player setup (reconstructed): Crassus's Macedonia goes
// to Pompeius, his other four provinces are out of the game.
var setups2 = [2]setup{
	setups3[0],
	{Provinces: []int{hispUlterior, hispCiterior, italia, sicilia, africa, macedonia},
		Figure: italia, Official: hispUlterior, OnField: []int{italia, africa, macedonia}},
}

// outOfGame2 are the provinces not used with two characters.
var outOfGame2 = []int{asia, syria, aegyptus, cyrenaica}
