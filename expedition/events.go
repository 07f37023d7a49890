package expedition

import "github.com/aresim/aresim/expedition/cards"

// EventKind says what happened.
type EventKind uint8

// The events a mode can observe.
const (
	EvCardPlayed       EventKind = iota + 1 // Card was played (Tags, Color)
	EvParamRaised                           // Param rose one step (N = 1; Over = past its maximum, within the player's allowance, Ruling E4)
	EvParamLowered                          // Param fell one step
	EvForestGained                          // a forest was gained
	EvTRChanged                             // TR changed by N
	EvResourcesSpent                        // N of Res were spent (to pay or to convert)
	EvCardSold                              // Card was sold for MC
	EvPhaseStarted                          // phase N started
	EvRoundEnded                            // round N ended
	EvSignal                                // Player ran a step of the mode's extension, which the mode resolves (N: its cards.OpCode; Card: the source)
	EvOfferPaid                             // Player paid the mode's offer N in the Action phase
	EvVPBanked                              // N 1VP tokens went into the VP bank (negative: spent), for Card (-1: a forest)
	EvPhaseUpgraded                         // phase card N (1-5) became version Index (Discovery)
	EvMilestoneClaimed                      // milestone N (catalogue ID) claimed: its tile (Discovery)
	EvMilestoneToken                        // milestone N reached in the phase it was claimed: a 3VP token
	EvDummyRevealed                         // the dummy hand revealed phase N (2-player variant)
)

var eventNames = [...]string{"?", "card played", "parameter raised", "parameter lowered", "forest gained",
	"TR changed", "resources spent", "card sold", "phase started", "round ended", "mode signal", "offer paid",
	"VP banked", "phase upgraded", "milestone claimed", "milestone token", "dummy phase revealed"}

// String returns the name of the EventKind.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "event?"
}

// Event is one thing that happened during an Apply.
type Event struct {
	Kind   EventKind
	Player int8 // -1 when no player is concerned
	Card   int16
	Color  cards.Color
	Tags   cards.TagMask
	Param  cards.Param
	Res    cards.Resource
	Over   bool
	N      int16
	Index  int8 // EvPhaseUpgraded: the new version (PhaseUpgradeA or PhaseUpgradeB)
}

// Events returns what happened during the last Apply, in order. The slice
// points into the state and is valid until the next Apply; reading it
// allocates nothing. If more happened than the state can hold, the oldest
// events are kept and EventsDropped counts the rest.
func (s *State) Events() []Event { return s.events[:s.nEvents] }

// EventsDropped returns how many events of the last Apply did not fit.
func (s *State) EventsDropped() int { return int(s.eventsDropped) }

func (s *State) emit(e Event) {
	if int(s.nEvents) < maxEvents {
		s.events[s.nEvents] = e
		s.nEvents++
		return
	}
	s.eventsDropped++
}
