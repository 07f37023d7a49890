package expedition

import (
	"math/bits"

	"github.com/aresim/aresim/expedition/cards"
)

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
	DecisionUpgrade                     // upgrade a phase card, or decline (Discovery)
	DecisionDraft                       // setup, drafting: keep a card of the pack (Discovery)
)

var decisionNames = [...]string{"none", "redraw", "corporation", "phase", "turn", "may", "choose", "target",
	"discard", "keep", "play-free", "card choice",
	"ocean", "player", "give", "upgrade", "draft"}

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
			DecisionKeep, DecisionPlayFree, DecisionHook, DecisionTarget, DecisionOcean, DecisionPlayer, DecisionGive,
			DecisionUpgrade}[f.wait]
	}
	if s.ToMove() < 0 {
		return DecisionNone
	}
	switch s.stage {
	case StageDraft:
		return DecisionDraft
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

// View is what one player may see of a game: a copy of the game in which
// every fact hidden from that player is blanked, so that nothing a bot can
// reach, by its accessors or by reflection, tells it more than its seat
// knows. Hidden from every seat: the order of the deck, which cards are in
// the deck or the discard pile, the face-down ocean tiles and the dice
// generator. Hidden from the other seats: a player's hand and revealed
// cards (their counts are public), the two corporations dealt, and a choice
// made at a simultaneous step until every player has made theirs (the
// corporation kept, the Planning card, Ruling E1). The events of the last
// Apply are not part of a View.
//
// A View is a value (about 7 KB, no pointers): it does not change when the
// game goes on. Its methods take a pointer, so that calling them copies
// nothing; ViewInto refreshes a View in place for loops that decide often.
// Legal works on a View for its seat's own decisions and gives exactly the
// legal actions of the game.
type View struct {
	s State // the game as its seat sees it
	p uint8
}

// View returns player p's view of the game.
func (s *State) View(p int) View {
	var v View
	s.ViewInto(p, &v)
	return v
}

// A face-down ocean tile in a View.
const hiddenTile = 0xff

// secrecy says what a View hides from its seat besides what is hidden from
// everyone (the deck and the discard pile, the face-down ocean tiles, the
// generator).
type secrecy struct {
	hands   bool // the other players' hands, revealed cards and corporation deals
	choices bool // the other players' corporation and Planning choices while others still choose (E1)
}

// secrecy returns what this game's Views hide from their seats: both kinds
// in the competitive game, neither at an open table (Config.OpenTable: the
// Crisis mode shows every hand and plays Planning open in seat order,
// Ruling C8).
func (s *State) secrecy() secrecy {
	if s.opts&optOpenTable != 0 {
		return secrecy{}
	}
	return secrecy{hands: true, choices: true}
}

// ViewInto writes player p's view of the game into v (see View).
func (s *State) ViewInto(p int, v *View) {
	v.p = uint8(p)
	// The generator, the deck and the card locations, and the events, stay
	// zero in a View: nothing writes them there.
	g := &v.s.table
	*g = s.table
	// Face-down tiles are hidden, unless their rewards show on both sides
	// (Config.ChooseOceanTile, Ruling C11).
	for down := ^g.oceanUp & (1<<len(g.oceanTiles) - 1); down != 0 && g.opts&optChooseOcean == 0; down &= down - 1 {
		g.oceanTiles[bits.TrailingZeros16(down)] = hiddenTile
	}
	sec := s.secrecy()
	for q := 0; q < int(g.nPlayers); q++ {
		if q == p {
			continue
		}
		pl := &g.players[q]
		if sec.hands {
			pl.hand, pl.revealed = cardSet{}, cardSet{}
			pl.offer = [2]int16{-1, -1}
		}
		if sec.choices && g.stage <= StageCorp {
			pl.corp = -1
		}
		if sec.choices && g.stage == StagePlanning {
			pl.chosen = 0
		}
	}
}

// Player returns whose view this is.
func (v *View) Player() int { return int(v.p) }

// Players returns the number of players.
func (v *View) Players() int { return int(v.s.nPlayers) }

// Catalogue returns the cards of the game.
func (v *View) Catalogue() *cards.Catalogue { return v.s.cat() }

// Round returns the round (0 during setup).
func (v *View) Round() int { return int(v.s.round) }

// Stage returns where the game is in its round.
func (v *View) Stage() Stage { return v.s.stage }

// Phase returns the phase being resolved, or 0.
func (v *View) Phase() int { return v.s.Phase() }

// Param returns the step of a global parameter.
func (v *View) Param(p cards.Param) int { return int(v.s.params[p]) }

// ParamEnabled reports whether a parameter is used in this game.
func (v *View) ParamEnabled(p cards.Param) bool { return v.s.paramEnabled(p) }

// CanRaise reports whether a step of parameter p that the View's player
// raises now gives its TR: they have allowance left for it (Allowance).
func (v *View) CanRaise(p cards.Param) bool { return v.s.canRaise(int(v.p), p) }

// Allowance returns how many more steps of parameter p the View's player
// may raise now, each for its TR and triggers. In a phase of the
// competitive game (Ruling E4) it is the steps p had left when the phase
// began less the player's own raises in the phase, so it can stay above
// zero after the parameter maxed; in the Crisis mode (Ruling C13) and
// between phases it is the steps left.
func (v *View) Allowance(p cards.Param) int { return v.s.allowance(int(v.p), p) }

// StepsLeft returns how many parameter steps remain before the game ends.
func (v *View) StepsLeft() int {
	n := 0
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if v.s.paramEnabled(par) {
			n += int(paramMax[par]) - int(v.s.params[par])
		}
	}
	return n
}

// ToMove returns the player to move.
func (v *View) ToMove() int { return v.s.ToMove() }

// Decision returns the kind of choice the player to move faces.
func (v *View) Decision() Decision { return v.s.Decision() }

// DecisionSource returns the card whose effect asks the current choice.
func (v *View) DecisionSource() int { return v.s.DecisionSource() }

// Legal appends this player's legal actions when they are to move (and
// nothing otherwise): the same actions as the game's Legal.
func (v *View) Legal(dst []Action) []Action {
	if v.s.ToMove() != int(v.p) {
		return dst
	}
	return v.s.Legal(dst)
}

// LegalAfterSales appends the actions other than selling that this player,
// to move, may take now, then those they could take only after selling
// cards from hand first (Ruling E5): a card played as if every other card
// in hand were sold, any other payment as if every card were. It returns
// the list and now, the length of dst with the actions legal now: those
// are list[len(dst):now], the others list[now:]. It is for bots that
// decide what to pay for before selling; with no selling offered it lists
// Legal without the sells, and nothing when the player is not to move. It
// works on the View itself (and leaves it as it was): do not call it while
// another goroutine reads the same View.
func (v *View) LegalAfterSales(dst []Action) (list []Action, now int) {
	if v.s.ToMove() != int(v.p) {
		return dst, len(dst)
	}
	return v.s.legalAfterSales(dst)
}

// LegalOnlyAfterSales appends the actions that LegalAfterSales lists
// after now (those this player, to move, could take only after selling
// cards from hand first), given legal, the actions Legal lists for this
// decision: for a bot that has listed Legal already, it saves listing the
// actions legal now again. It works on the View as LegalAfterSales does.
func (v *View) LegalOnlyAfterSales(legal, dst []Action) []Action {
	if v.s.ToMove() != int(v.p) {
		return dst
	}
	return v.s.legalOnlyAfterSales(legal, dst)
}

// Hand appends this player's hand (card IDs) to dst.
func (v *View) Hand(dst []int) []int { return v.s.players[v.p].hand.appendTo(dst) }

// Revealed appends this player's revealed cards waiting to be kept.
func (v *View) Revealed(dst []int) []int { return v.s.players[v.p].revealed.appendTo(dst) }

// HandSize returns how many cards player q holds.
func (v *View) HandSize(q int) int { return int(v.s.players[q].nHand) }

// Tableau appends player q's cards in play to dst.
func (v *View) Tableau(q int, dst []int) []int { return v.s.players[q].tableau.appendTo(dst) }

// TableauSize returns how many project cards player q has in play.
func (v *View) TableauSize(q int) int { return int(v.s.players[q].nTableau) }

// Resources returns the resources on a card or corporation in play.
func (v *View) Resources(src int) int {
	if src < 0 || src >= numSources {
		return 0
	}
	return int(v.s.res[src])
}

// CorporationOffer returns the two corporations this player was dealt.
func (v *View) CorporationOffer() [2]int {
	o := v.s.players[v.p].offer
	return [2]int{int(o[0]), int(o[1])}
}

// SellPrice returns the MC this player gets for each card sold (Ruling E5).
func (v *View) SellPrice() int { return v.s.sellPrice(int(v.p)) }

// CardCost returns what card id would cost this player now.
func (v *View) CardCost(id int) int { return v.s.CardCost(int(v.p), id) }

// Bonus reports whether this player gets the current phase's bonus.
func (v *View) Bonus() bool { return v.s.stage == StagePhase && v.s.bonus(int(v.p)) }

// DeckSize returns the cards left in the deck.
func (v *View) DeckSize() int { return int(v.s.deckLen) }

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
func (v *View) Score(q int) Score { return v.s.Score(q) }

// Previous returns the phase player q chose last round (public), or 0.
func (v *View) Previous(q int) int { return int(v.s.players[q].prev) }

// Info returns what this player may know about player q.
func (v *View) Info(q int) PlayerInfo { return infoOf(&v.s.players[q]) }

// Alternative returns the program of a pending "choose" (DecisionChoose)
// and the range [from, to) of its alternative i, so that a bot can weigh
// what each would do (jumps inside are indexes into prog). prog is nil
// when there is no such alternative.
func (v *View) Alternative(i int) (prog cards.Program, from, to int) {
	f := v.s.top()
	if f == nil || f.wait != decChoose || f.player != v.p {
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
func (v *View) Optional() (prog cards.Program, from, to int) {
	f := v.s.top()
	if f == nil || f.wait != decMay || f.player != v.p {
		return nil, 0, 0
	}
	prog = v.s.program(f)
	return prog, int(f.pc) + 1, int(prog[f.pc].Jump)
}

// RoundsLeftEstimate is a rough number of rounds left, from the steps
// still to raise: for bots and reports, not a rule.
func (v *View) RoundsLeftEstimate() float64 {
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
func (v *View) RequirementsMet(id int) bool {
	if id < 0 || id >= len(v.s.cat().Cards) {
		return false
	}
	return v.s.meetsRequirements(int(v.p), v.s.card(id))
}

// CanPlayMore reports whether this player may still play a card this phase
// (phases I and II), money and requirements aside.
func (v *View) CanPlayMore() bool {
	ph := v.s.Phase()
	return (ph == PhaseDevelopment || ph == PhaseConstruction) && v.s.canPlayMore(int(v.p))
}
