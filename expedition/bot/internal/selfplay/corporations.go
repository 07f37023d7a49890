package selfplay

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// CorpPlays counts, by corporation, the cards its players play of a few
// kinds (those that use or give steel and titanium or fire a
// corporation's trigger), what they end with, and the phases chosen.
type CorpPlays struct {
	cat     *cards.Catalogue
	games   [cards.MaxCorporations]int
	counts  [cards.MaxCorporations][NumPlayKinds]float64
	wins    [cards.MaxCorporations]int
	rounds  float64
	nGames  int
	phases  [expedition.NumPhases + 1]float64
	choices float64
}

// The kinds of plays counted.
const (
	PlayAny = iota
	PlaySpace
	PlayBuilding
	PlayGivesSteel
	PlayGivesTitanium
	PlayJovian
	PlayEndSteel
	PlayEndTitanium
	PlayEndHand
	PlaySold
	PlayEndMC
	PlayVP
	NumPlayKinds
)

// PlayKindNames name the kinds of plays.
var PlayKindNames = [NumPlayKinds]string{"cards", "space", "building", "gives steel", "gives titanium", "jovian",
	"steel at end", "titanium at end", "hand at end", "sold", "MC at end", "VP"}

func gives(c *cards.Card, code cards.OpCode) bool {
	for _, op := range c.Effect {
		if op.Code == code && op.N > 0 {
			return true
		}
	}
	return false
}

// Action implements Watcher.
func (w *CorpPlays) Action(mover int, a expedition.Action, after *expedition.State) {
	if a.Kind == expedition.ActChoosePhase {
		w.phases[a.Index]++
		w.choices++
	}
	if a.Kind == expedition.ActChooseCorp {
		return // the mover had no corporation before it
	}
	corp := after.Info(mover).Corporation
	if corp < 0 {
		return
	}
	c := &w.counts[corp]
	switch a.Kind {
	case expedition.ActSell:
		c[PlaySold]++
	case expedition.ActPlay, expedition.ActPlayFree:
		cd := w.cat.Card(int(a.Card))
		c[PlayAny]++
		if cd.TagMask.Has(cards.TagSpace) {
			c[PlaySpace]++
		}
		if cd.TagMask.Has(cards.TagBuilding) {
			c[PlayBuilding]++
		}
		if cd.GivesSteel {
			c[PlayGivesSteel]++
		}
		if gives(cd, cards.OpTitanium) {
			c[PlayGivesTitanium]++
		}
		if cd.TagMask.Has(cards.TagJovian) {
			c[PlayJovian]++
		}
	}
}

// End implements Watcher.
func (w *CorpPlays) End(s *expedition.State) {
	r := s.Result()
	w.rounds += float64(r.Rounds)
	w.nGames++
	for p := 0; p < s.Players(); p++ {
		v := s.View(p)
		info := v.Info(p)
		w.games[info.Corporation]++
		if r.Won(p) {
			w.wins[info.Corporation]++
		}
		w.counts[info.Corporation][PlayEndSteel] += float64(info.Steel)
		w.counts[info.Corporation][PlayEndTitanium] += float64(info.Titanium)
		w.counts[info.Corporation][PlayEndHand] += float64(v.HandSize(p))
		w.counts[info.Corporation][PlayEndMC] += float64(info.MC)
		w.counts[info.Corporation][PlayVP] += float64(r.Scores[p].Total)
	}
}

// Corporations plays games of the base game with the bots mk makes, each
// player keeping one of its two corporations by a coin, and returns what
// the players of each corporation played.
func Corporations(players, games int, mk Maker) (*CorpPlays, error) {
	cat, err := cards.Base()
	if err != nil {
		return nil, err
	}
	ws, err := Play(players, games, true, mk, func() *CorpPlays { return &CorpPlays{cat: cat} })
	if err != nil {
		return nil, err
	}
	total := ws[0]
	for _, w := range ws[1:] {
		for i := range total.games {
			total.games[i] += w.games[i]
			total.wins[i] += w.wins[i]
			for k := range total.counts[i] {
				total.counts[i][k] += w.counts[i][k]
			}
		}
		total.rounds += w.rounds
		total.nGames += w.nGames
		for ph := range total.phases {
			total.phases[ph] += w.phases[ph]
		}
		total.choices += w.choices
	}
	return total, nil
}

// PerPlayer returns the mean count of kind per player of corporation
// name, and per player of any corporation.
func (w *CorpPlays) PerPlayer(name string, kind int) (corp, all float64) {
	n := 0
	for i := range w.cat.Corporations {
		n += w.games[i]
		all += w.counts[i][kind]
		if w.cat.Corporations[i].Name == name {
			corp = w.counts[i][kind] / float64(w.games[i])
		}
	}
	return corp, all / float64(n)
}

// Report returns the study's lines: the rounds per game and the phases
// chosen, each kind's count per player over all players, and per game of
// each of the corporations named, its wins and its counts.
func (w *CorpPlays) Report(label string, players int, corps ...string) []string {
	lines := []string{fmt.Sprintf("%s, %d players, %d games: %.2f rounds per game; phases chosen: Dev %.1f%% Con %.1f%% Act %.1f%% Prod %.1f%% Res %.1f%%",
		label, players, w.nGames, w.rounds/float64(w.nGames),
		100*w.phases[1]/w.choices, 100*w.phases[2]/w.choices, 100*w.phases[3]/w.choices,
		100*w.phases[4]/w.choices, 100*w.phases[5]/w.choices)}
	var all [NumPlayKinds]float64
	n := 0
	for i := range w.counts {
		n += w.games[i]
		for k := range all {
			all[k] += w.counts[i][k]
		}
	}
	line := fmt.Sprintf("  %-16s %5d players, per player:", "all", n)
	for k, kn := range PlayKindNames {
		line += fmt.Sprintf(" %s %.2f,", kn, all[k]/float64(n))
	}
	lines = append(lines, line)
	for _, name := range corps {
		id := -1
		for i := range w.cat.Corporations {
			if w.cat.Corporations[i].Name == name {
				id = i
			}
		}
		if id < 0 {
			lines = append(lines, fmt.Sprintf("  %-16s not a corporation of the base game", name))
			continue
		}
		n := float64(w.games[id])
		line := fmt.Sprintf("  %-16s %5d games, wins %5.1f%%, per game:", name, w.games[id], 100*float64(w.wins[id])/n)
		for k, kn := range PlayKindNames {
			line += fmt.Sprintf(" %s %.2f,", kn, w.counts[id][k]/n)
		}
		lines = append(lines, line)
	}
	return lines
}
