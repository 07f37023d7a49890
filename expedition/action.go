package expedition

// ActionKind says what an Action does.
type ActionKind uint8

// The actions. Fields used: P = Player, C = Card, I = Index, X, Pay.
const (
	ActRedraw      ActionKind = iota + 1 // P C: set a starting card aside to redraw it
	ActChooseCorp                        // P I: keep corporation offer I (0 or 1)
	ActChoosePhase                       // P I: choose phase card I (1-5)
	ActPlay                              // P C Pay: play a card from hand
	ActSell                              // P C: sell a card from hand for MC (E5)
	ActBonusDraw                         // P: Construction bonus: draw a card (upgrade B: gain 6 MC) instead of a second play
	ActUseAction                         // P C I X: use option I of the action of source C (a card, or MaxCards+corporation)
	ActStandard                          // P I: standard project I
	ActDone                              // P: end this turn (or the redraw)
	ActAccept                            // P: accept an optional effect
	ActDecline                           // P: decline an optional effect
	ActChoose                            // P I: pick alternative I
	ActTarget                            // P C: this card (source) receives or gives the resources, or produces again
	ActDiscard                           // P C: discard this card from hand
	ActKeep                              // P C: keep this revealed card
	ActPlayFree                          // P C: play this card without paying MC
	ActOcean                             // P I: flip ocean tile I face up (Ruling C11)
	ActOffer                             // P I: pay the mode's offer I in the Action phase
	ActGive                              // P C I: give card C from hand to player I
	ActUpgrade                           // P I X: upgrade phase card I (1-5) to version X (Discovery, Ruling D4)
	numActionKinds
)

var actionNames = [numActionKinds]string{"?", "redraw", "corp", "phase", "play", "sell", "bonus-draw", "use",
	"standard", "done", "accept", "decline", "choose", "target", "discard", "keep", "play-free",
	"ocean", "offer", "give", "upgrade"}

// String returns the name of the ActionKind.
func (k ActionKind) String() string {
	if k < numActionKinds {
		return actionNames[k]
	}
	return "action?"
}

// Standard projects.
const (
	StdForestMC     = iota // 20 MC: a forest (1 VP) and oxygen
	StdForestPlants        // 8 plants: a forest and oxygen
	StdTempMC              // 14 MC: temperature
	StdTempHeat            // 8 heat: temperature
	StdOceanMC             // 15 MC: flip an ocean
	StdInfraMC             // 15 MC: infrastructure (Foundations)
	StdInfraHeat           // 5 heat and 3 plants: infrastructure (Foundations)
	NumStandard
)

var standardNames = [NumStandard]string{"forest-mc", "forest-plants", "temperature-mc", "temperature-heat",
	"ocean-mc", "infrastructure-mc", "infrastructure-heat"}

// PayFlags say how a card is paid beyond MC.
type PayFlags uint8

// The payment choices. PayAlt0 << i uses the player's i-th alternative
// payment (Restructured Resources' plant, Anaerobic Microorganisms'
// microbes).
const (
	PayHeatFirst PayFlags = 1 << iota // spend heat (Helion) before MC
	PayAlt0
)

// Action is one decision of one player. Index of ActPlay and ActPlayFree
// is the tag a wild tag stands for (Discovery, Ruling D3): a tag of
// cards.WildChoices for a card with a wild tag, 0 for any other.
type Action struct {
	Kind   ActionKind
	Player int8
	Card   int16
	Index  int8
	X      int16
	Pay    PayFlags
}
