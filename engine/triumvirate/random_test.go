package triumvirate

import (
	"fmt"
	"os"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

func config(players int) engine.Config {
	if players == 2 {
		return engine.Config{Options: engine.Options{"players": "2"}, Seats: seats2}
	}
	return engine.Config{Seats: seats3}
}

// invariants checks that the material is conserved against the supply.
func invariants(st engine.State) error {
	s := st.(*state)
	legions, gold, officials, citizens := s.SupplyLegions, s.SupplyGold, s.SupplyOfficials, s.Alii
	for p, pr := range s.Provinces {
		if !pr.InGame {
			if pr.Legions != 0 || pr.Gold != 0 || pr.Official {
				return fmt.Errorf("%s is out of the game but holds pieces", provinces[p].Name)
			}
			continue
		}
		if pr.Legions < 0 || pr.Gold < 0 {
			return fmt.Errorf("%s holds %d legions and %d gold", provinces[p].Name, pr.Legions, pr.Gold)
		}
		if pr.Official && !pr.GovOut {
			return fmt.Errorf("%s: governor on the supply field beside an official", provinces[p].Name)
		}
		// Rules, I. Versorgung: at most 6 legions at the end of a turn;
		// before the movement only the active character's supply (2 a
		// province, and Rome's 2 when taken before a province's under a
		// shortage) may have added to them.
		limit := legionCap
		if pr.Owner == s.Active {
			limit += 4
		}
		if (s.Phase == phaseSupply || s.Phase == phaseRome || s.Phase == phaseConsul) && pr.Legions > limit {
			return fmt.Errorf("%s holds %d legions before the movement", provinces[p].Name, pr.Legions)
		}
		legions += pr.Legions
		gold += pr.Gold
		if pr.Official {
			officials++
		}
	}
	wantLegions, wantGold := totalLegions, totalGold
	if s.Players == 2 {
		wantLegions, wantGold = totalLegions-15, totalGold-3
	}
	for c := 0; c < s.Players; c++ {
		ch := s.Chars[c]
		gold += ch.Gold
		officials += ch.Carried
		citizens += ch.Citizens
		owned := len(s.owned(c))
		if ch.Governors < 0 || owned > governorsEach || ch.Governors+owned != governorsEach {
			return fmt.Errorf("%s: %d governors in reserve and %d provinces", s.seat(c), ch.Governors, owned)
		}
		if ch.Weapons < 0 || s.Bag[c] < 0 || ch.Weapons+s.Bag[c] != weaponsEach {
			return fmt.Errorf("%s: %d weapons in reserve and %d in the bag", s.seat(c), ch.Weapons, s.Bag[c])
		}
		if ch.Political < 1 || ch.Political > maxLevel || ch.Military < 1 || ch.Military > maxLevel {
			return fmt.Errorf("%s: competences %d/%d", s.seat(c), ch.Political, ch.Military)
		}
		// A figure waiting to flee, or caught in the province whose
		// conquest ended the game, stands in a lost province.
		if s.Provinces[ch.Figure].Owner != c && c != s.Fleeing && s.Phase != phaseOver {
			return fmt.Errorf("%s's figure stands in %s, not his own", s.seat(c), provinces[ch.Figure].Name)
		}
	}
	if s.Points < 0 || s.Points > movePoints || s.Actions < 0 || s.Actions > maxActions {
		return fmt.Errorf("%d movement points, %d actions", s.Points, s.Actions)
	}
	if s.Players == 2 && s.Bag[2] != 2 {
		return fmt.Errorf("Crassus's neutral weapons in the bag: %d, want 2", s.Bag[2])
	}
	if legions != wantLegions || gold != wantGold {
		return fmt.Errorf("legions %d (want %d), gold %d (want %d)", legions, wantLegions, gold, wantGold)
	}
	wantCitizens := totalCitizens
	if s.Players == 2 {
		wantCitizens -= 2
	}
	if s.Phase == phaseConsul {
		officials++ // the new consul's official, not yet placed
	}
	if officials != totalOfficials || citizens != wantCitizens {
		return fmt.Errorf("officials %d, citizens %d", officials, citizens)
	}
	return nil
}

func randomGames(t *testing.T, players, n int) []enginetest.Report {
	t.Helper()
	if os.Getenv("TURNMAIL_LONG") != "" {
		n *= 100
	}
	return enginetest.RandomGames(t, n, enginetest.Play{Game: Game, Config: config(players), Deep: true,
		MaxSteps: 5000, Check: invariants})
}

func TestRandomGamesThreePlayers(t *testing.T) {
	for i, r := range randomGames(t, 3, 30) {
		if !r.Final.Outcome().Over {
			t.Errorf("game %d did not end", i+1)
		}
	}
}

func TestRandomGamesTwoPlayers(t *testing.T) {
	for i, r := range randomGames(t, 2, 30) {
		if !r.Final.Outcome().Over {
			t.Errorf("game %d did not end", i+1)
		}
	}
}

func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	steps := 0
	var cpu time.Duration
	for i := 0; b.Loop(); i++ {
		p := enginetest.Play{Game: Game, Config: config(3), Seed: uint64(i)}
		p.Config.Seed = uint64(i) * 31
		start := enginetest.CPUTime()
		rep, err := p.Run()
		cpu += enginetest.CPUTime() - start
		if err != nil {
			b.Fatal(err)
		}
		steps += rep.Steps
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "decisions/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "games/cpu-s")
		b.ReportMetric(float64(steps)/cpu.Seconds(), "decisions/cpu-s")
	}
}
