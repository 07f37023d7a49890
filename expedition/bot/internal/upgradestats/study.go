package main

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
)

// numVersions is the number of upgraded phase cards: A and B of each phase.
const numVersions = 2 * expedition.NumPhases

// versionIndex returns the index of version ver (A or B) of phase ph.
func versionIndex(ph, ver int) int { return 2*(ph-1) + ver - expedition.PhaseUpgradeA }

// study plays the games: every seat the bot names[0], or with mirror the
// seats alternating between names[0] (side 0) and names[1] (side 1).
type study struct {
	players int
	sets    []cards.Set
	cat     *cards.Catalogue
	names   [2]string
	mirror  bool
	seed    uint64 // the run seed: a mirror match derives its deals from it
}

// newStudy checks the flags and returns the study they ask for.
func newStudy(players int, setList, botName, against string, seed uint64) (study, error) {
	st := study{players: players, names: [2]string{botName, against}, mirror: against != "", seed: seed}
	if players < expedition.MinPlayers || players > expedition.MaxPlayers {
		return st, fmt.Errorf("-players %d: want %d to %d", players, expedition.MinPlayers, expedition.MaxPlayers)
	}
	sets, err := parseSets(setList)
	if err != nil {
		return st, err
	}
	st.sets = sets
	for i, n := range st.names {
		if i == 1 && !st.mirror {
			continue
		}
		if _, ok := newBot(n, 0); !ok {
			flag := [2]string{"-bot", "-against"}[i]
			return st, fmt.Errorf("%s %q: unknown bot (want one of %v)", flag, n, botNames())
		}
	}
	if st.cat, err = expedition.DefaultCatalogue(sets); err != nil {
		return st, err
	}
	if _, err := expedition.New(st.config(1)); err != nil {
		return st, err
	}
	return st, nil
}

// config returns the engine's configuration of a game seeded with seed.
func (st study) config(seed uint64) expedition.Config {
	return expedition.Config{Players: st.players, Seed: seed, Catalogue: st.cat, Sets: st.sets}
}

func (st study) Name() string { return "expedition-upgradestats" }

func (st study) Fingerprint() string {
	return fmt.Sprintf("players=%d sets=%s bot=%s against=%s", st.players, setList(st.sets), st.names[0], st.names[1])
}

func (st study) NewAccumulator() *acc { return &acc{} }

// side returns the side of seat p in game index.
func (st study) side(index uint64, p int) int {
	if st.mirror && (uint64(p)+index)%2 == 1 {
		return 1
	}
	return 0
}

// Play plays game index. Alone, it is seeded as the balance study seeds
// its game index; a mirror match deals game 2k and 2k+1 alike.
func (st study) Play(index, seed uint64, a *acc) error {
	deal := seed
	if st.mirror {
		deal = dice.Derive(st.seed, index/2)
	}
	s, err := expedition.New(st.config(sim.EngineSeed(deal)))
	if err != nil {
		return err
	}
	bots := make([]bot.Bot, st.players)
	for p := range bots {
		bots[p], _ = newBot(st.names[st.side(index, p)], sim.BotSeed(deal, p))
	}
	var g game
	g.start()
	bots = bot.CoinSeats(bots, deal) // the balance study's corporations
	err = bot.Play(&s, bots, func(p int, act expedition.Action, s *expedition.State) {
		if act.Kind == expedition.ActChoosePhase {
			g.chose(p, int(act.Index))
		}
		for _, e := range s.Events() {
			if e.Kind == expedition.EvPhaseUpgraded && e.Player >= 0 && e.Index >= expedition.PhaseUpgradeA {
				q, ph := int(e.Player), int(e.N)
				// This round's card, its phase not over: its bonus comes this
				// round (Ruling D4).
				now := s.Stage() == expedition.StagePhase && s.Info(q).Chosen == ph && s.Phase() <= ph
				g.upgraded(q, ph, int(e.Index), now)
			}
		}
	})
	if err != nil {
		return err
	}
	g.end(&s, a, func(p int) int { return st.side(index, p) })
	return nil
}

// game follows one game: every upgrade and the choices of each player.
type game struct {
	ups     []upgrade
	active  [expedition.MaxPlayers][expedition.NumPhases + 1]int // index into ups of each card's version, -1: not upgraded
	choices [expedition.MaxPlayers][expedition.NumPhases + 1]int64
	planned [expedition.MaxPlayers]int64 // the player's Planning choices so far
}

// upgrade is one upgrade made in a game.
type upgrade struct {
	player, version int
	planned         int64 // the player's Planning choices before it (0: at setup)
	chosen          int64 // the card's choices afterwards, while it stayed this version
	replaced        bool  // upgraded again, to its other version
	now             bool  // this round's card, its phase not over
}

func (g *game) start() {
	for p := range g.active {
		for ph := range g.active[p] {
			g.active[p][ph] = -1
		}
	}
}

func (g *game) chose(p, ph int) {
	g.choices[p][ph]++
	g.planned[p]++
	if i := g.active[p][ph]; i >= 0 {
		g.ups[i].chosen++
	}
}

func (g *game) upgraded(p, ph, ver int, now bool) {
	if i := g.active[p][ph]; i >= 0 {
		g.ups[i].replaced = true
	}
	g.active[p][ph] = len(g.ups)
	g.ups = append(g.ups, upgrade{player: p, version: versionIndex(ph, ver), planned: g.planned[p], now: now})
}

// end adds the game to a, side(p) saying whose seat p is.
func (g *game) end(s *expedition.State, a *acc, side func(p int) int) {
	r := s.Result()
	a.Games++
	a.Rounds += int64(r.Rounds)
	if !r.Finished {
		a.Unfinished++
	}
	var vp [2]int64
	for p := 0; p < r.Players; p++ {
		k := side(p)
		sd := &a.Sides[k]
		sd.Seats++
		sd.VP += int64(r.Scores[p].Total)
		vp[k] += int64(r.Scores[p].Total)
		won := r.Won(p)
		if won {
			sd.Wins++
		}
		v := s.View(p)
		if c := v.Info(p).Corporation; c >= 0 && c < cards.MaxCorporations {
			cs := &sd.Corps[c]
			cs.Seats++
			cs.VP += int64(r.Scores[p].Total)
			if won {
				cs.Wins++
			}
			for ph := 1; ph <= expedition.NumPhases; ph++ {
				cs.Choices[ph] += g.choices[p][ph]
			}
		}
	}
	for _, u := range g.ups {
		vs := &a.Sides[side(u.player)].Versions[u.version]
		vs.Upgrades++
		if u.planned == 0 {
			vs.Setup++
		}
		vs.Chosen += u.chosen
		if u.chosen == 0 {
			vs.Never++
			if u.planned == 0 {
				vs.SetupNever++
			}
			if u.replaced {
				vs.Replaced++
			}
			if !u.now {
				vs.Unused++
			}
		}
		if u.now {
			vs.Now++
		}
		vs.RoundsAfter += g.planned[u.player] - u.planned
	}
	var seats [2]int64
	for p := 0; p < r.Players; p++ {
		seats[side(p)]++
	}
	d := vp[0]*seats[1] - vp[1]*seats[0]
	a.Diff += d
	a.Diff2 += d * d
	a.Norm += seats[0] * seats[1]
}

// acc sums the games of a study (integers only, so that the sums do not
// depend on how the games were split among workers).
type acc struct {
	Games, Unfinished, Rounds int64
	Sides                     [2]sideAcc
	// A mirror match: Diff and Diff2 sum, over the games, d = side 0's VP
	// times side 1's seats less side 1's VP times side 0's seats, and its
	// square; Norm sums the product of the sides' seats, so that Diff/Norm
	// is side 0's VP a seat less side 1's.
	Diff, Diff2, Norm int64
}

// sideAcc sums the seats of one side.
type sideAcc struct {
	Seats, Wins, VP int64
	Versions        [numVersions]versionAcc
	Corps           [cards.MaxCorporations]corpAcc
}

// versionAcc sums the upgrades to one version.
type versionAcc struct {
	Upgrades, Setup int64
	Chosen          int64 // choices of the card afterwards, while it stayed this version
	Never           int64 // upgrades never chosen afterwards
	SetupNever      int64 // of them, those made at setup
	Unused          int64 // of them, those not of this round's card before its phase was over
	Now             int64 // upgrades of this round's card before its phase was over (Ruling D4)
	Replaced        int64 // of them, those upgraded again to the other version
	RoundsAfter     int64 // the player's Plannings after the upgrade
}

// corpAcc sums the seats of one corporation.
type corpAcc struct {
	Seats, Wins, VP int64
	Choices         [expedition.NumPhases + 1]int64
}

func (a *acc) Merge(o *acc) {
	a.Games += o.Games
	a.Unfinished += o.Unfinished
	a.Rounds += o.Rounds
	a.Diff += o.Diff
	a.Diff2 += o.Diff2
	a.Norm += o.Norm
	for k := range a.Sides {
		s, t := &a.Sides[k], &o.Sides[k]
		s.Seats += t.Seats
		s.Wins += t.Wins
		s.VP += t.VP
		for i := range s.Versions {
			v, w := &s.Versions[i], &t.Versions[i]
			v.Upgrades += w.Upgrades
			v.Setup += w.Setup
			v.Chosen += w.Chosen
			v.Never += w.Never
			v.SetupNever += w.SetupNever
			v.Unused += w.Unused
			v.Now += w.Now
			v.Replaced += w.Replaced
			v.RoundsAfter += w.RoundsAfter
		}
		for i := range s.Corps {
			c, d := &s.Corps[i], &t.Corps[i]
			c.Seats += d.Seats
			c.Wins += d.Wins
			c.VP += d.VP
			for ph := range c.Choices {
				c.Choices[ph] += d.Choices[ph]
			}
		}
	}
}

func (a *acc) Rates() []sim.Rate {
	return []sim.Rate{{Successes: a.Sides[0].Wins, Trials: a.Sides[0].Seats}}
}

var _ sim.Game[*acc] = study{}
