package cards

// OpCode is one instruction of a compiled effect.
type OpCode uint8

// The instructions. Each is documented with the fields of Op it reads.
const (
	OpNop          OpCode = iota
	OpGain                // gain N of Res (Cards = draw)
	OpLose                // lose N of Res (MC, heat, plants)
	OpProduction          // production of Res changes by N
	OpSteel               // steel changes by N
	OpTitanium            // titanium changes by N
	OpRaise               // raise Param by N steps (oceans: flip N)
	OpLower               // lower Param by N steps (oceans: flip N back)
	OpTR                  // TR changes by N
	OpForest              // gain N forests, each raising oxygen 1 step
	OpAddRes              // add N of Hold to Target
	OpRemoveRes           // remove N of Hold from Target
	OpDiscard             // discard N cards from hand
	OpReveal              // reveal N cards, keep M matching Filter, discard the rest
	OpRevealUntil         // reveal until a card matches Filter, keep it, discard the rest
	OpExtraPlay           // one more card matching Filter may be played this phase
	OpPlayFree            // play a card from hand matching Filter without paying MC
	OpDiscountNext        // the next card played this phase costs N less
	OpShiftNext           // the next card played this phase may read requirements on the parameters in N (bitmask) one zone off
	OpHook                // run the Go hook named by Hook
	OpMay                 // optional block: ops up to Jump
	OpChoose              // N alternatives follow, each starting with OpAlt
	OpAlt                 // an alternative; the next OpAlt (or the end) is at Jump
	OpGoto                // continue at Jump
	OpForEach             // repeat the ops up to Jump once per Count (evaluated now)
	OpIf                  // if Cond fails, continue at Jump
	OpUpgradePhase        // upgrade phase card N (1-5; 0 = the player's choice), Ruling D4

	// Instructions with no step of their own, which an extension's steps
	// run as (OpDef.Runs).
	OpSignal    // the engine tells the mode (an event), which resolves it
	OpGainOther // another player of the player's choice gains N of Res
	OpTrade     // the player may give a card to another player, who may give one back
)

var opNames = [...]string{"nop", "gain", "lose", "production", "steel", "titanium", "raise", "lower", "tr", "forest",
	"add", "remove", "discard", "reveal", "reveal-until", "extra-play", "play-free", "discount-next", "shift-next",
	"code", "may", "choose", "alt", "goto", "for-each", "if", "upgrade-phase", "signal", "gain-other", "trade"}

// String returns the name of the OpCode (an extension's, OpDef.Name, for
// one of its instructions).
func (o OpCode) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	if d := extOps[o]; d != nil {
		return d.Name
	}
	return "op?"
}

// Target is where an OpAddRes or OpRemoveRes puts or takes resources.
type Target uint8

// The targets.
const (
	OnThis    Target = iota // this card
	OnOther                 // another of your cards that holds the kind
	OnAny                   // any of your cards that holds the kind (this one included)
	OnHolding               // one of your cards already holding resources
)

var targetNames = [...]string{"this", "other", "any", "holding"}

// String returns the name of the Target.
func (t Target) String() string {
	if int(t) < len(targetNames) {
		return targetNames[t]
	}
	return "target?"
}

// Cond is a condition of an OpIf or a cost reduction.
type Cond struct {
	Kind  CondKind
	Tag   Tag
	Col   Color
	Param Param     // CondParam, CondParamAtPhaseStart
	Zone  Zone      // CondParam, CondParamAtPhaseStart
	Count Countable // CondCount
	N     int16
}

// CondKind says what a Cond checks.
type CondKind uint8

// The conditions.
const (
	CondNone              CondKind = iota
	CondChoseAction                // you chose the Action phase this round
	CondTags                       // you have at least N tags of Tag in play
	CondColor                      // you have at least N cards of Col in play
	CondChoseUpgraded              // the phase card you chose this round is an upgraded one
	CondCount                      // you have at least N of Count
	CondParam                      // Param is in Zone or higher now
	CondParamAtPhaseStart          // Param was in Zone or higher when the current phase started
)

// Op is one instruction. Which fields matter depends on Code.
type Op struct {
	Code   OpCode
	Res    Resource
	Param  Param
	Hold   Holding
	Target Target
	X      bool // the amount is the X chosen for the action
	N      int16
	M      int16
	Jump   int16 // absolute index in the program
	Filter Filter
	Count  Countable
	Cond   Cond
	Hook   string
	Zone   Zone // OpLowerByZone
}

// Program is a compiled effect: a flat list of instructions.
type Program []Op

// Empty reports whether the program does nothing.
func (p Program) Empty() bool { return len(p) == 0 }

// NeedsDecision reports whether running the program may ask the player to
// choose something.
func (p Program) NeedsDecision() bool {
	for i := range p {
		if d := extOps[p[i].Code]; d != nil && d.Decides {
			return true
		}
		switch p[i].Code {
		case OpMay, OpChoose, OpDiscard, OpReveal, OpPlayFree, OpHook, OpGainOther, OpTrade, OpUpgradePhase:
			return true
		case OpAddRes:
			if p[i].Target != OnThis {
				return true
			}
		case OpRemoveRes:
			if p[i].Target != OnThis {
				return true
			}
		}
	}
	return false
}

// Discount lowers the MC cost of the cards matching Filter.
type Discount struct {
	Filter Filter
	N      int16
}

// AltPay lets a player pay N of something instead of MC of a card's cost,
// once per card.
type AltPay struct {
	Microbes bool  // microbes from this card; otherwise plants
	N        int16 // how many plants or microbes
	MC       int16 // worth this many MC
}

// Passive holds the lasting modifiers of a card in play.
type Passive struct {
	Discounts        []Discount
	StandardDiscount int16 // MC off each standard project that costs MC
	ForestPlants     int16 // change of the plants a forest costs (negative)
	SteelValue       int16 // MC added to each steel
	TitaniumValue    int16 // MC added to each titanium
	SellValue        int16 // MC added to each card sold
	HeatAsMC         bool  // heat may be spent as MC
	ReqShift         uint8 // bit p: requirements on parameter p may be read one zone higher or lower
	ResearchDraw     int16
	ResearchKeep     int16
	AltPays          []AltPay
}

// Empty reports whether the passive has no modifier.
func (p *Passive) Empty() bool {
	return len(p.Discounts) == 0 && p.StandardDiscount == 0 && p.ForestPlants == 0 &&
		p.SteelValue == 0 && p.TitaniumValue == 0 && p.SellValue == 0 && !p.HeatAsMC &&
		p.ReqShift == 0 && p.ResearchDraw == 0 && p.ResearchKeep == 0 && len(p.AltPays) == 0
}

// Event is what a trigger waits for.
type Event uint8

// The trigger events.
const (
	EvPlay             Event = iota + 1 // you play a card matching Filter
	EvRaise                             // you raise one of Params by one step
	EvForest                            // you gain a forest
	EvCardAction                        // you use the action of one of your cards
	EvTRFirst                           // your TR rises for the first time this phase
	EvUpgradedRevealed                  // Planning reveals an upgraded phase card you chose
)

// Trigger is a "when ..." effect.
type Trigger struct {
	Event    Event
	Filter   Filter
	InclSelf bool  // EvPlay: the card itself counts when it is played
	Params   uint8 // EvRaise: bitmask of Param
	Body     Program
}

// Option is one option of a card's action; using the action is choosing
// one option, paying its cost and running its body.
type Option struct {
	Cost ActionCost
	Body Program
	// Run is what the engine runs after paying the simple parts of Cost
	// (MC, heat, plants, TR, X heat): the discards and resource removals
	// of the cost, which ask the player which card, then Body.
	Run Program
}

// ActionCost is the price of an action option.
type ActionCost struct {
	MC      int16     // MC to pay
	LessPer int16     // MC less per counted item
	Less    Countable // what LessPer counts (steel, titanium, tags)
	LessIf  int16     // MC less when LessCond holds
	Cond    Cond      // condition of LessIf (and of PlantsLessIf)

	Heat         int16 // heat to spend
	Plants       int16 // plants to spend; PlantsLessIf less when Cond holds
	PlantsLessIf int16
	TR           int16 // TR to pay
	Discard      int16 // cards to discard

	X     Resource // with XKind set: the player chooses X of it (heat) or X cards to discard
	XKind XKind
	XMax  int16 // 0 = no bound

	Remove     int16   // resources to remove
	RemoveHold Holding // of this kind
	RemoveFrom Target  // OnThis or OnAny
}

// XKind says what an X cost spends.
type XKind uint8

// The X costs.
const (
	XNone XKind = iota
	XHeat
	XDiscard
)
