package crisis

import (
	"github.com/aresim/aresim/expedition/cards"
)

// Outcome is how a Crisis game stands.
type Outcome uint8

// The outcomes.
const (
	Playing Outcome = iota
	Won             // Dwindling Supplies drawn and every parameter at its maximum at the end of an End step
	Lost            // one of the rulebook's losses (LossReason)
)

var outcomeNames = [...]string{"playing", "won", "lost"}

// String returns the name of the Outcome.
func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return "outcome?"
}

// LossReason says how the players lost (rulebook, "End of the Game";
// Ruling C5).
type LossReason uint8

// The losses.
const (
	NoLoss     LossReason = iota
	LossPurple            // a metric was in its purple zone at Check metrics
	LossLower             // a decrease could not happen (the track at its start, or every ocean face down)
	LossDeck              // a Crisis card was to be drawn from an empty deck
	NumLossReasons
)

var lossNames = [NumLossReasons]string{"none", "metric in purple", "decrease impossible", "Crisis deck empty"}

// String returns the name of the LossReason.
func (r LossReason) String() string {
	if r < NumLossReasons {
		return lossNames[r]
	}
	return "loss?"
}

// Result is the outcome of a Crisis game.
type Result struct {
	Outcome Outcome
	Reason  LossReason
	// Param is the metric of a LossPurple or LossLower.
	Param cards.Param
	// Card is the Crisis card whose effect made a LossLower, or -1.
	Card int
	// Rounds is the round the game ended in.
	Rounds  int
	Players int
	// InPlay lists the Crisis cards in play when the game ended, in the
	// order they came into play; CountersLeft adds up their counters.
	InPlay       []int
	CountersLeft int
	// VPBank is the tokens left in the bank.
	VPBank int
	// Drawn is how many Crisis cards were drawn.
	Drawn int
}

// Result returns the outcome so far (Outcome Playing until the game is
// over).
func (s *State) Result() Result {
	k := &s.k
	r := Result{Outcome: k.outcome, Reason: k.lossReason, Param: k.lossParam, Card: int(k.lossCard),
		Rounds: s.g.Round(), Players: int(k.nPlayers), VPBank: s.g.VPBank(), Drawn: int(k.drawn)}
	if k.outcome == Won {
		r.Rounds-- // won in the End step of the round before the one just begun
	}
	for _, id := range k.play[:k.nPlay] {
		r.InPlay = append(r.InPlay, int(id))
		r.CountersLeft += int(k.counters[id])
	}
	return r
}
