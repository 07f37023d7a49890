package expedition

import (
	"math/bits"

	"github.com/aresim/aresim/expedition/cards"
)

// What a player observes of the game as it is played: each action as far
// as it shows to that player, and the public facts of an action that no
// View keeps. Agents that remember the game (Memory) read both after every
// action; deciding from a View is enough for the others.

// HiddenCard is the Card of an action another player saw made without
// seeing the card: a card sold, discarded, set aside at the redraw or kept
// from revealed cards. It is never legal.
const HiddenCard int16 = -2

// HiddenCorporation is the Index of a corporation choice another player
// saw made while the choices are still secret (Ruling E1). It is never
// legal.
const HiddenCorporation int8 = -1

// Seen returns what player viewer sees of action a, just made by player
// mover, in the state s after it: a itself for the mover, and for the
// others the action with what their View does not show blanked:
//
//   - a Planning card chosen (ActChoosePhase) shows as Index 0 while the
//     choices are secret (Ruling E1), and in full once they are revealed;
//   - a corporation kept (ActChooseCorp) shows as HiddenCorporation until
//     every player has chosen;
//   - a project card that leaves a hand or a revealed zone for a place the
//     viewer cannot see (sold, discarded, set aside, or kept into a hand)
//     shows as HiddenCard; a card the viewer's View shows after the action
//     (a card played, a card in play that an effect names) shows in full.
//
// Two actions a viewer cannot tell apart have the same Seen. With the
// hands open (Crisis, Ruling C8) every card shows.
func (s *State) Seen(mover, viewer int, a Action) Action {
	if mover == viewer {
		return a
	}
	sec := s.secrecy()
	switch a.Kind {
	case ActChoosePhase:
		if sec.choices && s.stage == StagePlanning {
			a.Index = 0
		}
		return a
	case ActChooseCorp:
		if sec.choices && s.stage <= StageCorp {
			a.Index = HiddenCorporation
		}
		return a
	}
	if sec.hands && a.Card >= 0 && a.Card < MaxCards && !s.shows(viewer, int(a.Card)) {
		a.Card = HiddenCard
	}
	return a
}

// shows reports whether player viewer's View shows project card id where
// it is: in a tableau, or in the viewer's own hand or revealed zone.
func (s *State) shows(viewer, id int) bool {
	l := s.loc[id]
	return l >= locTableau && l < locTableau+MaxPlayers || l == locHand+uint8(viewer) || l == locRevealed+uint8(viewer)
}

// Observation is what one player saw of one action.
type Observation struct {
	// Mover is the player who made the action; -1 before the first
	// action.
	Mover int
	// Action is the action as the player saw it (State.Seen).
	Action Action
	// DiscardLeft reports that cards left the discard pile during the
	// action: it was shuffled into the empty deck (Ruling E6), in full
	// view. A player who remembers cards in the discard pile no longer
	// knows where they are.
	DiscardLeft bool
	// View is the player's View after the action, as Game.Observation
	// writes it.
	View View
	// mark is the discard pile before the action (Game.Mark).
	mark discardMark
}

// discardMark records, across one Apply, the discard pile before it: the
// one public fact of an action that no View keeps. Without a mark, cards
// are taken to have left the pile: a player then forgets the discard pile
// rather than misplace a card.
type discardMark struct {
	discard cardSet // the discard pile when marked
	marked  bool
}

// mark records the discard pile of s, before an Apply.
func (w *discardMark) mark(s *State) {
	w.discard, w.marked = cardSet{}, true
	if s.nDiscard == 0 {
		return
	}
	for id := 0; id < MaxCards; id++ {
		if s.loc[id] == locDiscard {
			w.discard.add(id)
		}
	}
}

// left reports whether a card of the marked pile has left the discard
// pile of s, the state after the Apply.
func (w *discardMark) left(s *State) bool {
	if !w.marked {
		return true
	}
	for i, word := range w.discard {
		for ; word != 0; word &= word - 1 {
			if id := i<<6 + bits.TrailingZeros64(word); s.loc[id] != locDiscard {
				return true
			}
		}
	}
	return false
}

// Revealed returns a summary of what action a, just applied to s, showed
// every player at once beyond the action itself: the Planning cards of
// the round when a was the last of them (Ruling E1), the corporations
// kept when a was the last corporation choice. It is 0 when the action
// revealed nothing, and equal for two actions that revealed the same.
// Search trees tell positions apart by it.
func (s *State) Revealed(a Action) uint64 {
	var h uint64
	switch {
	case a.Kind == ActChoosePhase && s.stage != StagePlanning:
		for q := 0; q < int(s.nPlayers); q++ {
			h = h<<3 | uint64(s.players[q].chosen)
		}
	case a.Kind == ActChooseCorp && s.stage > StageCorp:
		for q := 0; q < int(s.nPlayers); q++ {
			h = h*uint64(cards.MaxCorporations+1) + uint64(s.players[q].corp+1)
		}
	default:
		return 0
	}
	return h | 1<<63
}
