package crisis

import "github.com/aresim/aresim/expedition/cards"

// EventKind says what happened in the Crisis part of a game.
type EventKind uint8

// The Crisis events.
const (
	EvStepStarted    EventKind = iota + 1 // the Crisis step of round N started
	EvToken                               // a detriment token of Param, Zone, is in play this round
	EvPersistent                          // Crisis card Card's persistent effect resolves
	EvDrawn                               // Crisis card Card was drawn, with N counters
	EvCounterRemoved                      // Player removed a counter of Card (N left; Player -1: bought with VP tokens)
	EvDealtWith                           // Crisis card Card lost its last counter and is discarded
	EvLowered                             // Param was lowered one step (by Card, -1 for a detriment token)
	EvFlippedDown                         // ocean tile N was flipped face down (by Card, -1 for a token)
	EvDummy                               // the dummy hand shows phase N (Player: the solo player's pick)
	EvBlocked                             // Player may not choose phase N this round
	EvAnytime                             // Player spent VP tokens on Card's ability
	EvWon                                 // the players won
	EvLost                                // the players lost (N: the LossReason)
	EvStopped                             // the dummy hand's phase N does not resolve this round (the oxygen token is red, Ruling C12)
)

var eventNames = [...]string{"?", "Crisis step", "detriment token", "persistent effect", "Crisis card drawn",
	"counter removed", "crisis dealt with", "lowered", "ocean flipped down", "dummy phase", "phase blocked",
	"anytime ability", "won", "lost", "phase stopped"}

// String returns the name of the EventKind.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "event?"
}

// Event is one thing that happened in the Crisis part of a game during
// the last Apply (the Expedition part's events are the Game's).
type Event struct {
	Kind   EventKind
	Player int8
	Card   int16
	Param  cards.Param
	Zone   cards.Zone
	N      int16
}

// Events returns the Crisis events of the last Apply, in order. The slice
// points into the state and is valid until the next Apply.
func (s *State) Events() []Event { return s.k.events[:s.k.nEvents] }

// EventsDropped returns how many events of the last Apply did not fit.
func (s *State) EventsDropped() int { return int(s.k.eventsDropped) }

func (k *core) emit(e Event) {
	if int(k.nEvents) < maxEvents {
		k.events[k.nEvents] = e
		k.nEvents++
		return
	}
	k.eventsDropped++
}
