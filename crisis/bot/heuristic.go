package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// Heuristic plays for the team. It reads the whole open table (Ruling C8)
// and values everything in MC for the team, from how fast the Crisis cards
// in play bring each metric down and how many rounds the Crisis deck
// leaves: heat and plants raise the metrics for free, TR is income, VP are
// tokens that buy counters. It plans the phases with its partners (a phase
// anyone chooses serves everyone), and plans the next Check metrics before
// anything else: the team's rescue plan raises a metric out of
// purple, and above what the next Crisis step lowers for sure, with the
// MC of the players who can pay it. It raises the metric in danger before
// the next Crisis step can push it into purple, meets goals before they cost
// the team parameters (a card that removes counters is worth the harm it
// ends, Action-phase goals are paid), sells cards to pay for a step the
// team needs, spends VP tokens on the counters of the most harmful Crisis
// cards in the End step, hands a card to the partner who can use it, and
// once Dwindling Supplies is out raises everything with all it has. The
// few choices it has no Crisis view of (which card receives resources) it
// leaves to the Ares Expedition heuristic bot. It is seeded only to break
// ties.
type Heuristic struct {
	rng   dice.Rand
	exp   *bot.Heuristic
	buf   []crisis.Action
	ids   []int
	tab   []int
	r     reading
	seats [crisis.MaxPlayers]seat
	stamp uint32 // counts the decisions
	// What each player has, read once a decision.
	infos     [crisis.MaxPlayers]expedition.PlayerInfo
	infoStamp [crisis.MaxPlayers]uint32
	team      *team // the partners' shared reading of the table (ShareTable), or nil
	sale      saleScratch
	keep      int // MC the player to move keeps for the rescue (reserve)
}

// info returns what player q has, read at this decision.
func (h *Heuristic) info(v *crisis.View, q int) *expedition.PlayerInfo {
	if h.infoStamp[q] != h.stamp {
		v.Game().InfoInto(q, &h.infos[q])
		h.infoStamp[q] = h.stamp
	}
	return &h.infos[q]
}

// seat is the bot's view of one player's seat, for weighing that player's
// options.
type seat struct {
	view  expedition.View
	app   appraiser
	stamp uint32 // the decision the seat was read at
}

// NewHeuristic returns a co-operative heuristic bot seeded with seed.
func NewHeuristic(seed uint64) *Heuristic {
	h := &Heuristic{rng: dice.New(seed), exp: bot.NewHeuristic(seed), buf: make([]crisis.Action, 0, 128),
		ids: make([]int, 0, 32), tab: make([]int, 0, 32)}
	h.r.t = defaultTuning
	return h
}

// Reset makes the bot as new, seeded with seed: it forgets the game it
// played and everything it worked out from earlier views, and leaves its
// team (ShareTable), so its next decision is the one a new bot would make
// from the same view. It keeps its buffers, so it allocates nothing.
func (h *Heuristic) Reset(seed uint64) {
	h.rng = dice.New(seed)
	h.exp.Reset(seed)
	h.team = nil
	// The next reading is worked out afresh (its values, and with them
	// every seat's card worths, are keyed by the reading's count).
	h.r.rounds, h.r.nextAt = 0, 0
	h.stamp++ // what each seat has and its appraiser, read again
	h.keep = 0
}

// Act returns the bot's choice among the legal actions of the decision v
// shows, which it lists itself: Choose for callers without the legal
// actions at hand (the search agent's rollouts).
func (h *Heuristic) Act(v *crisis.View) crisis.Action {
	h.buf = v.Legal(h.buf[:0])
	return h.decide(v)
}

// Choose returns the bot's choice among legal, the legal actions of the
// decision v shows (play.Bot).
func (h *Heuristic) Choose(v *crisis.View, legal []crisis.Action) crisis.Action {
	h.buf = append(h.buf[:0], legal...)
	return h.decide(v)
}

// decide returns the bot's choice among the legal actions in h.buf.
func (h *Heuristic) decide(v *crisis.View) crisis.Action {
	if len(h.buf) == 1 {
		return h.buf[0]
	}
	h.r.read(v, h.team)
	h.stamp++
	if v.Decision() == crisis.DecisionGame {
		return h.gameDecision(v)
	}
	return h.crisisDecision(v)
}

// seat returns the appraiser of player q's seat, read for this decision.
func (h *Heuristic) seat(v *crisis.View, q int) *appraiser {
	s := &h.seats[q]
	if s.stamp != h.stamp {
		g := v.Game()
		if q == g.Player() {
			s.app.g = g
		} else {
			g.SeatInto(q, &s.view)
			s.app.g = &s.view
		}
		s.app.r = &h.r
		s.app.me = h.info(v, q)
		s.app.perR = 1.2
		s.app.refresh()
		s.stamp = h.stamp
	}
	return &s.app
}

// pick returns the legal action with the highest score (ties: the first).
func (h *Heuristic) pick(score func(a crisis.Action) float64) crisis.Action {
	best, bestScore := h.buf[0], score(h.buf[0])
	for _, a := range h.buf[1:] {
		if sc := score(a); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}

// gameDecision decides an Ares Expedition decision.
func (h *Heuristic) gameDecision(v *crisis.View) crisis.Action {
	g := v.Game()
	me := h.seat(v, g.Player())
	switch g.Decision() {
	case expedition.DecisionPhase:
		ph := h.planPhase(v)
		for _, a := range h.buf {
			if a.Kind == crisis.ActGame && a.Game.Kind == expedition.ActChoosePhase && int(a.Game.Index) == ph {
				return a
			}
		}
	case expedition.DecisionTurn:
		return h.turn(v)
	case expedition.DecisionOcean:
		return h.pick(func(a crisis.Action) float64 { return tileWorth(g.OceanTile(int(a.Game.Index))) })
	case expedition.DecisionRedraw:
		// Set aside the weakest card while one is weak; then done.
		return h.pick(func(a crisis.Action) float64 {
			if a.Game.Kind != expedition.ActRedraw {
				return 0
			}
			return h.r.card + 1 - me.keepValue(v, int(a.Game.Card))
		})
	case expedition.DecisionCorporation:
		offer := g.CorporationOffer()
		return h.pick(func(a crisis.Action) float64 { return me.corporation(offer[a.Game.Index]) })
	case expedition.DecisionKeep:
		return h.pick(func(a crisis.Action) float64 {
			if a.Game.Kind != expedition.ActKeep {
				return 0
			}
			return 100 + me.keepValue(v, int(a.Game.Card))
		})
	case expedition.DecisionPlayFree:
		return h.pick(func(a crisis.Action) float64 {
			if a.Game.Kind != expedition.ActPlayFree {
				return 0
			}
			id := int(a.Game.Card)
			return me.worth(id) + h.r.goalValue(v, g.Catalogue().Card(id)) + 1
		})
	case expedition.DecisionDiscard:
		return h.pick(func(a crisis.Action) float64 { return -me.keepValue(v, int(a.Game.Card)) })
	case expedition.DecisionMay:
		prog, from, to := g.Optional()
		var raised [metrics]int
		accept := me.block(prog, from, to, 0.8, &raised) > 0
		for _, a := range h.buf {
			if a.Game.Kind == expedition.ActAccept && accept || a.Game.Kind == expedition.ActDecline && !accept {
				return a
			}
		}
	case expedition.DecisionChoose:
		if a, ok := h.chooseEffect(v, me); ok {
			return a
		}
	case expedition.DecisionPlayer:
		// Another player gains: the one with the least MC.
		return h.pick(func(a crisis.Action) float64 { return -float64(h.info(v, int(a.Game.Index)).MC) })
	case expedition.DecisionGive:
		return h.give(v, me, func(a crisis.Action) (int, int) { return int(a.Game.Card), int(a.Game.Index) },
			func(a crisis.Action) bool { return a.Game.Kind == expedition.ActGive })
	}
	return crisis.GameAction(h.exp.Act(g))
}

// chooseEffect picks the best alternative of an effect the player can
// pay for now; false when an alternative needs more than the player has
// (the Expedition heuristic knows how to sell for it).
func (h *Heuristic) chooseEffect(v *crisis.View, me *appraiser) (crisis.Action, bool) {
	g := v.Game()
	best, bestScore, found := crisis.Action{}, 0.0, false
	for _, a := range h.buf {
		switch a.Game.Kind {
		case expedition.ActChoose:
			prog, from, to := g.Alternative(int(a.Game.Index))
			if prog == nil {
				return a, false
			}
			var raised [metrics]int
			if sc := me.block(prog, from, to, 0.8, &raised); !found || sc > bestScore {
				best, bestScore, found = a, sc, true
			}
		case expedition.ActDecline:
			if !found || bestScore < 0 {
				best, bestScore, found = a, 0, true
			}
		default:
			return a, false
		}
	}
	return best, found
}

// give hands a card to the partner who values it most above its holder,
// or keeps it (declines) when nobody gains enough.
func (h *Heuristic) give(v *crisis.View, me *appraiser, what func(crisis.Action) (card, to int), isGive func(crisis.Action) bool) crisis.Action {
	return h.pick(func(a crisis.Action) float64 {
		if !isGive(a) {
			return 1.5
		}
		id, q := what(a)
		return h.seat(v, q).keepValue(v, id) - me.keepValue(v, id)
	})
}

// corporation is what corporation id is worth to the seat.
func (a *appraiser) corporation(id int) float64 {
	c := a.g.Catalogue().Corporation(id)
	opts := c.Actions
	if a.g.Players() == 1 && len(c.SoloActions) > 0 {
		opts = c.SoloActions
	}
	return float64(c.MC) + a.program(c.Setup, a.perResource(c.VP)) + a.passive(&c.Passive) +
		float64(len(c.Triggers))*0.5*float64(min(a.r.rounds, 12)) + a.actions(opts, c.VP)
}

// tileWorth values an ocean tile's reward.
func tileWorth(t expedition.OceanTile) float64 {
	return float64(t.Reward[cards.MC]) + float64(t.Reward[cards.Heat]) + 2*float64(t.Reward[cards.Plants]) + 3*float64(t.Reward[cards.Cards])
}
