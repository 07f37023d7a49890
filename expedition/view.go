package expedition

import "github.com/aresim/aresim/expedition/cards"

// Decision says what kind of choice the player to move faces.
type Decision uint8

// The decisions.
const (
	DecisionNone        Decision = iota // nobody is to move
	DecisionRedraw                      // setup: set cards aside to redraw, then done
	DecisionCorporation                 // setup: keep one of two corporations
	DecisionPhase                       // Planning: choose a phase card
	DecisionTurn                        // a turn in phase I, II or III
	DecisionMay                         // accept or decline an optional effect
	DecisionChoose                      // pick one alternative of an effect
	DecisionTarget                      // pick a card for resources
	DecisionDiscard                     // discard cards from hand
	DecisionKeep                        // keep revealed cards
	DecisionPlayFree                    // play a card for free, or decline
	DecisionHook                        // a card-specific choice
	DecisionOcean                       // pick the face-down ocean tile to flip face up
	DecisionPlayer                      // pick another player
	DecisionGive                        // give a card to another player, or decline
)

var decisionNames = [...]string{"none", "redraw", "corporation", "phase", "turn", "may", "choose", "target",
	"discard", "keep", "play-free", "card choice",
	"ocean", "player", "give"}

// String returns the name of the Decision.
func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return "decision?"
}

// Decision returns the kind of choice the player to move faces.
func (s *State) Decision() Decision {
	if f := s.top(); f != nil && f.wait != decNone {
		return [...]Decision{DecisionNone, DecisionMay, DecisionChoose, DecisionTarget, DecisionDiscard,
			DecisionKeep, DecisionPlayFree, DecisionHook, DecisionTarget, DecisionOcean, DecisionPlayer, DecisionGive}[f.wait]
	}
	if s.ToMove() < 0 {
		return DecisionNone
	}
	switch s.stage {
	case StageRedraw:
		return DecisionRedraw
	case StageCorp:
		return DecisionCorporation
	case StagePlanning:
		return DecisionPhase
	}
	return DecisionTurn
}

// DecisionSource returns the card (or MaxCards + corporation) whose effect
// asks the current choice, or -1 for a choice of the rules themselves.
func (s *State) DecisionSource() int {
	if f := s.top(); f != nil && f.wait != decNone {
		switch f.kind {
		case fkEffect, fkSetup, fkTrigger, fkAction:
			return int(f.src)
		}
	}
	return -1
}

// View is what one player may see of a game: everything public plus their
// own hand, revealed cards, corporation offer and phase choice. Other
// hands, the deck order and the other players' secret Planning choices
// stay hidden (Ruling E1). A View reads the state it came from and is valid
// until that state changes.
type View struct {
	s *State
	p int
}

// View returns player p's view of the game.
func (s *State) View(p int) View { return View{s: s, p: p} }

// Player returns whose view this is.
func (v View) Player() int { return v.p }

// Players returns the number of players.
func (v View) Players() int { return int(v.s.nPlayers) }

// Catalogue returns the cards of the game.
func (v View) Catalogue() *cards.Catalogue { return v.s.cat() }

// Round returns the round (0 during setup).
func (v View) Round() int { return int(v.s.round) }

// Stage returns where the game is in its round.
func (v View) Stage() Stage { return v.s.stage }

// Phase returns the phase being resolved, or 0.
func (v View) Phase() int { return v.s.Phase() }

// Param returns the step of a global parameter.
func (v View) Param(p cards.Param) int { return int(v.s.params[p]) }

// ParamEnabled reports whether a parameter is used in this game.
func (v View) ParamEnabled(p cards.Param) bool { return v.s.paramEnabled(p) }

// StepsLeft returns how many parameter steps remain before the game ends.
func (v View) StepsLeft() int {
	n := 0
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if v.s.paramEnabled(par) {
			n += int(paramMax[par]) - int(v.s.params[par])
		}
	}
	return n
}

// ToMove returns the player to move.
func (v View) ToMove() int { return v.s.ToMove() }

// Decision returns the kind of choice the player to move faces.
func (v View) Decision() Decision { return v.s.Decision() }

// DecisionSource returns the card whose effect asks the current choice.
func (v View) DecisionSource() int { return v.s.DecisionSource() }

// Legal appends this player's legal actions when they are to move.
func (v View) Legal(dst []Action) []Action {
	if v.s.ToMove() != v.p {
		return dst
	}
	return v.s.Legal(dst)
}

// Hand appends this player's hand (card IDs) to dst.
func (v View) Hand(dst []int) []int { return v.s.players[v.p].hand.appendTo(dst) }

// Revealed appends this player's revealed cards waiting to be kept.
func (v View) Revealed(dst []int) []int { return v.s.players[v.p].revealed.appendTo(dst) }

// HandSize returns how many cards player q holds.
func (v View) HandSize(q int) int { return int(v.s.players[q].nHand) }

// Tableau appends player q's cards in play to dst.
func (v View) Tableau(q int, dst []int) []int { return v.s.players[q].tableau.appendTo(dst) }

// TableauSize returns how many project cards player q has in play.
func (v View) TableauSize(q int) int { return int(v.s.players[q].nTableau) }

// Resources returns the resources on a card or corporation in play.
func (v View) Resources(src int) int {
	if src < 0 || src >= numSources {
		return 0
	}
	return int(v.s.res[src])
}

// CorporationOffer returns the two corporations this player was dealt.
func (v View) CorporationOffer() [2]int {
	o := v.s.players[v.p].offer
	return [2]int{int(o[0]), int(o[1])}
}

// CardCost returns what card id would cost this player now.
func (v View) CardCost(id int) int { return v.s.CardCost(v.p, id) }

// Bonus reports whether this player gets the current phase's bonus.
func (v View) Bonus() bool { return v.s.stage == StagePhase && v.s.bonus(v.p) }

// DeckSize returns the cards left in the deck.
func (v View) DeckSize() int { return int(v.s.deckLen) }

// PlayerInfo is what everybody knows about a player.
type PlayerInfo struct {
	Corporation      int // -1 until corporations are revealed
	MC, Heat, Plants int
	Production       [cards.NumResources]int
	Steel, Titanium  int
	TR, Forests      int
	Tags             [cards.NumTags]int
	Colors           [cards.NumColors]int
	// Chosen is the phase chosen this round, 0 while it is still secret
	// (Planning) for another player; Previous is last round's.
	Chosen, Previous int
	HeatAsMC         bool
}

// Score returns player q's current victory points (all public).
func (v View) Score(q int) Score { return v.s.Score(q) }

// Previous returns the phase player q chose last round (public), or 0.
func (v View) Previous(q int) int { return int(v.s.players[q].prev) }

// Info returns what this player may know about player q.
func (v View) Info(q int) PlayerInfo {
	pl := &v.s.players[q]
	info := PlayerInfo{
		Corporation: int(pl.corp), MC: int(pl.mc), Heat: int(pl.heat), Plants: int(pl.plants),
		Steel: int(pl.steel), Titanium: int(pl.titanium), TR: int(pl.tr), Forests: int(pl.forests),
		Chosen: int(pl.chosen), Previous: int(pl.prev), HeatAsMC: pl.heatAsMC,
	}
	if q != v.p && v.s.stage <= StageCorp {
		info.Corporation = -1
	}
	if q != v.p && v.s.stage == StagePlanning && v.s.opts&optOpenTable == 0 { // Ruling C8: Crisis plays Planning open
		info.Chosen = 0
	}
	for i, n := range pl.prod {
		info.Production[i] = int(n)
	}
	for i, n := range pl.tags {
		info.Tags[i] = int(n)
	}
	for i, n := range pl.colors {
		info.Colors[i] = int(n)
	}
	return info
}

// Alternative returns the program of a pending "choose" (DecisionChoose)
// and the range [from, to) of its alternative i, so that a bot can weigh
// what each would do (jumps inside are indexes into prog). prog is nil
// when there is no such alternative.
func (v View) Alternative(i int) (prog cards.Program, from, to int) {
	f := v.s.top()
	if f == nil || f.wait != decChoose || int(f.player) != v.p {
		return nil, 0, 0
	}
	prog = v.s.program(f)
	h := altStart(prog, int(f.pc), i)
	if h < 0 {
		return nil, 0, 0
	}
	return prog, h + 1, int(prog[h].Jump) - 1
}

// Optional returns the program of a pending optional block (DecisionMay)
// and the block's range [from, to), or a nil program.
func (v View) Optional() (prog cards.Program, from, to int) {
	f := v.s.top()
	if f == nil || f.wait != decMay || int(f.player) != v.p {
		return nil, 0, 0
	}
	prog = v.s.program(f)
	return prog, int(f.pc) + 1, int(prog[f.pc].Jump)
}

// RoundsLeftEstimate is a rough number of rounds left, from the steps
// still to raise: for bots and reports, not a rule.
func (v View) RoundsLeftEstimate() float64 {
	if n := v.s.mods.RoundsLeft; n > 0 {
		return float64(n)
	}
	per := 1.3 * float64(v.s.nPlayers)
	r := float64(v.StepsLeft()) / per
	if r < 1 {
		r = 1
	}
	return r
}

// RequirementsMet reports whether this player meets card id's requirements
// (and can pay its non-MC play cost) now.
func (v View) RequirementsMet(id int) bool {
	if id < 0 || id >= len(v.s.cat().Cards) {
		return false
	}
	return v.s.meetsRequirements(v.p, v.s.card(id))
}

// CanPlayMore reports whether this player may still play a card this phase
// (phases I and II), money and requirements aside.
func (v View) CanPlayMore() bool {
	ph := v.s.Phase()
	return (ph == PhaseDevelopment || ph == PhaseConstruction) && v.s.canPlayMore(v.p)
}
