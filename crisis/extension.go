package crisis

import "github.com/aresim/aresim/expedition/cards"

// The Crisis mode's part of the card language (a cards.Extension): the
// crisis set of its four corporations, with the steps and the trigger
// event only they use, and the steps of the Crisis cards.

// The Crisis mode's instructions. The Crisis cards' steps run in this
// package; the corporations' run in the game engine (cards.OpDef.Runs).
const (
	OpEach          cards.OpCode = cards.OpExtension + iota // every player, in seat order from the round's first player, runs the ops up to Jump
	OpBlockPhase                                            // a random phase card of the player's hand cannot be chosen this round
	OpRemoveGreen                                           // the player discards a green card from their tableau (N = 1: the most expensive), losing its production
	OpDummyLimit                                            // only N dummy phase cards are drawn and resolved this round
	OpAllRed                                                // this round's detriment tokens are set aside and all three red ones put in play
	OpLowerMetrics                                          // lower one parameter of the players' choice N steps and another M steps
	OpLowerByZone                                           // lower every parameter now in Zone by N (a run of these reads every zone first)
	OpSetAside                                              // the Crisis card is set aside (its anytime ability stays usable)
	OpDiscardThis                                           // the Crisis card is discarded after its immediate effect
	OpGive                                                  // the player may give N cards from hand to another player
	OpRemoveCounter                                         // the player removes a counter from a Crisis card in play (the mode resolves it)
	OpGainOther                                             // another player of the player's choice gains N of Res
	OpTrade                                                 // the player may give a card to another player, who may give one back
)

// Set is the set of the Crisis mode's corporations ("crisis" in card
// files), which only a Crisis game deals.
var Set, events = cards.Register(cards.Extension{
	Set:     "crisis",
	Kind:    "crisis",
	Refusal: "a Crisis card in a project card file (load it with LoadCrises)",
	Events:  []string{"crisis-counter-removed"},
	Ops: []cards.OpDef{
		{Code: OpEach, Name: "each", Decides: true},
		{Code: OpBlockPhase, Name: "block-random-phase"},
		{Code: OpRemoveGreen, Name: "remove-green", Decides: true},
		{Code: OpDummyLimit, Name: "dummy-phases"},
		{Code: OpAllRed, Name: "detriments"},
		{Code: OpLowerMetrics, Name: "lower-metrics", Decides: true},
		{Code: OpLowerByZone, Name: "lower-by-zone"},
		{Code: OpSetAside, Name: "set-aside"},
		{Code: OpDiscardThis, Name: "discard-this"},
		{Code: OpGive, Name: "give", Decides: true},
		{Code: OpRemoveCounter, Name: "remove-crisis-counter", Runs: cards.OpSignal, Decides: true,
			Parse: func(*cards.Parser) (cards.Op, error) { return cards.Op{Code: OpRemoveCounter}, nil }},
		{Code: OpGainOther, Name: "other-player", Runs: cards.OpGainOther, Decides: true, Parse: parseGainOther},
		{Code: OpTrade, Name: "trade-card", Runs: cards.OpTrade, Decides: true,
			Parse: func(*cards.Parser) (cards.Op, error) { return cards.Op{Code: OpTrade}, nil }},
	},
})

// evCounterRemoved is the trigger event of the corporations' "when:
// crisis-counter-removed": the player removed a Crisis counter while the
// phases resolve.
var evCounterRemoved = events[0]

// parseGainOther reads "other-player gain N mc|heat|plant" after its
// first word.
func parseGainOther(p *cards.Parser) (cards.Op, error) {
	if err := p.Expect("gain"); err != nil {
		return cards.Op{}, err
	}
	n, err := p.Int()
	if err != nil {
		return cards.Op{}, err
	}
	r, err := p.Resource(false)
	if err != nil {
		return cards.Op{}, err
	}
	if n <= 0 {
		return cards.Op{}, p.Errorf("other-player gain needs a positive amount")
	}
	return cards.Op{Code: OpGainOther, Res: r, N: n}, nil
}
