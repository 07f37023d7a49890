package cards

// Limits of the fixed-size engine state. A catalogue larger than these is
// rejected on load.
const (
	// MaxProjectCards is the most project cards a catalogue may hold: the
	// base game, Discovery, Foundations and the promos together are 291.
	MaxProjectCards = 320
	// MaxCorporations is the most corporations a catalogue may hold.
	MaxCorporations = 48
)

// Set is the product a card comes from: one of the sets below, or the
// set of an Extension (Register).
type Set uint8

// The sets of the game and its expansions.
const (
	SetBase Set = iota
	SetDiscovery
	SetFoundations
	SetPromo
)

// setNames are the sets' names by Set: the four above, then the
// extensions' in the order they registered.
var setNames = []string{"base", "discovery", "foundations", "promo"}

// String returns the name of the Set.
func (s Set) String() string {
	if int(s) < len(setNames) {
		return setNames[s]
	}
	return "set?"
}

// Known reports whether s is one of the sets: the game's and its
// expansions', or an extension's.
func (s Set) Known() bool { return int(s) < len(setNames) }

// Extension reports whether s is the set of an Extension.
func (s Set) Extension() bool { return s > SetPromo && s.Known() }

// Sets returns every set, in order.
func Sets() []Set {
	out := make([]Set, len(setNames))
	for i := range out {
		out[i] = Set(i)
	}
	return out
}

// ParseSet returns the set named name.
func ParseSet(name string) (Set, bool) {
	for i, n := range setNames {
		if n == name {
			return Set(i), true
		}
	}
	return 0, false
}

// Color is a project card's colour: green cards are played in phase I,
// blue and red cards in phase II.
type Color uint8

// The colours.
const (
	Green Color = iota
	Blue
	Red
	NumColors
)

var colorNames = [NumColors]string{"green", "blue", "red"}

// String returns the name of the Color.
func (c Color) String() string {
	if c < NumColors {
		return colorNames[c]
	}
	return "color?"
}

// ColorMask is a set of colours.
type ColorMask uint8

// Has reports whether c is in the mask.
func (m ColorMask) Has(c Color) bool { return m&(1<<c) != 0 }

// Tag is a card tag.
type Tag uint8

// The tags.
const (
	TagBuilding Tag = iota
	TagSpace
	TagScience
	TagPlant
	TagMicrobe
	TagAnimal
	TagPower
	TagEarth
	TagJovian
	TagEvent
	TagWild
	NumTags
)

var tagNames = [NumTags]string{"building", "space", "science", "plant", "microbe", "animal", "power", "earth", "jovian", "event", "wild"}

// WildChoices are the tags a wild tag may stand for: every tag but event
// and wild itself (Ruling D3: the player chooses when playing the card).
const WildChoices TagMask = 1<<TagEvent - 1

// String returns the name of the Tag.
func (t Tag) String() string {
	if t < NumTags {
		return tagNames[t]
	}
	return "tag?"
}

// ParseTag returns the tag named name.
func ParseTag(name string) (Tag, bool) {
	for i, n := range tagNames {
		if n == name {
			return Tag(i), true
		}
	}
	return 0, false
}

// TagMask is a set of tags.
type TagMask uint16

// Has reports whether t is in the mask.
func (m TagMask) Has(t Tag) bool { return m&(1<<t) != 0 }

// Resource is something a player owns: MC, heat and plants in their
// supply, or cards (drawn from the deck).
type Resource uint8

// The player resources.
const (
	MC Resource = iota
	Heat
	Plants
	Cards
	NumResources
)

var resourceNames = [NumResources]string{"mc", "heat", "plant", "card"}

// String returns the name of the Resource.
func (r Resource) String() string {
	if r < NumResources {
		return resourceNames[r]
	}
	return "resource?"
}

// Holding is the kind of resource a card holds on itself.
type Holding uint8

// The resources a card can hold. HoldAny, in an effect, means "the kind the
// target card holds".
const (
	HoldNone Holding = iota
	HoldAnimal
	HoldMicrobe
	HoldScience
	HoldAny
)

var holdingNames = [...]string{"none", "animal", "microbe", "science", "resource"}

// String returns the name of the Holding.
func (h Holding) String() string {
	if int(h) < len(holdingNames) {
		return holdingNames[h]
	}
	return "holding?"
}

// Param is a global parameter. Infrastructure is the fourth parameter of
// the Foundations expansion.
type Param uint8

// The global parameters.
const (
	Temperature Param = iota
	Oxygen
	Oceans
	Infrastructure
	NumParams
)

var paramNames = [NumParams]string{"temperature", "oxygen", "ocean", "infrastructure"}

// String returns the name of the Param.
func (p Param) String() string {
	if p < NumParams {
		return paramNames[p]
	}
	return "param?"
}

// Zone is a colour band of a parameter track, used by requirements.
type Zone uint8

// The zones, from lowest to highest.
const (
	Purple Zone = iota
	RedZone
	Yellow
	White
	NumZones
)

var zoneNames = [NumZones]string{"purple", "red", "yellow", "white"}

// String returns the name of the Zone.
func (z Zone) String() string {
	if z < NumZones {
		return zoneNames[z]
	}
	return "zone?"
}

// Filter selects project cards. The zero Filter matches every card.
type Filter struct {
	Colors     ColorMask // 0 = any colour
	Tags       TagMask   // 0 = no tag condition; otherwise the card has one of them
	MaxCost    int16     // -1 = no bound
	MinCost    int16     // -1 = no bound
	GivesSteel bool      // the card raises steel when played
	HasAction  bool      // the card has an "Action:"
}

// AnyFilter matches every card.
var AnyFilter = Filter{MaxCost: -1, MinCost: -1}

// Match reports whether card c passes the filter. A card with a wild tag
// passes a tag condition naming a tag the wild tag may stand for: whoever
// reveals it chooses its tag for the filter (Ruling D3).
func (f Filter) Match(c *Card) bool {
	if f.Colors != 0 && !f.Colors.Has(c.Color) {
		return false
	}
	if f.Tags != 0 && c.TagMask&f.Tags == 0 && !(c.TagMask.Has(TagWild) && f.Tags&WildChoices != 0) {
		return false
	}
	if f.MaxCost >= 0 && int(c.Cost) > int(f.MaxCost) {
		return false
	}
	if f.MinCost >= 0 && int(c.Cost) < int(f.MinCost) {
		return false
	}
	if f.GivesSteel && !c.GivesSteel {
		return false
	}
	if f.HasAction && len(c.Actions) == 0 {
		return false
	}
	return true
}

// MatchCount is how many times a played card matches the filter: once per
// matching tag when the filter names tags (a card with two science tags
// matches a science filter twice), otherwise once or not at all. A wild
// tag matches no tag condition here; see MatchCountAs.
func (f Filter) MatchCount(c *Card) int { return f.MatchCountAs(c, TagWild) }

// MatchCountAs is MatchCount for a card whose wild tag stands for tag wild
// (Ruling D3: the tag chosen when the card is played).
func (f Filter) MatchCountAs(c *Card, wild Tag) int {
	rest := f
	rest.Tags = 0 // everything but the tags, which are counted below
	if !rest.Match(c) {
		return 0
	}
	if f.Tags == 0 {
		return 1
	}
	n := 0
	for _, t := range c.Tags {
		if t == TagWild {
			t = wild
		}
		if f.Tags.Has(t) {
			n++
		}
	}
	return n
}

// Countable is something counted for variable VP, "for each" effects and
// cost reductions.
type Countable struct {
	Kind CountKind
	Tag  Tag      // for CountTag
	Col  Color    // for CountColor
	Res  Resource // for CountProduction
	Per  int16    // divisor, at least 1
}

// CountKind says what a Countable counts.
type CountKind uint8

// The countables.
const (
	CountNone         CountKind = iota
	CountTag                    // your tags in play (corporation included)
	CountColor                  // your project cards of a colour in play
	CountCards                  // your project cards in play
	CountForests                // your forests
	CountResources              // resources on this card
	CountSteel                  // your steel
	CountTitanium               // your titanium
	CountProduction             // your production of Res
	CountTR                     // your TR
	CountDistinctTags           // the kinds of tag you have in play (wild not counted)
	CountAllResources           // resources on all your cards and your corporation
	CountUpgraded               // your upgraded phase cards
	CountMilestones             // your milestones: tiles and 3VP tokens (Ruling D1)
)

// Requirement is one condition for playing a card.
type Requirement struct {
	Kind  ReqKind
	Param Param     // ReqParamMin/Max
	Zone  Zone      // ReqParamMin/Max for temperature, oxygen, infrastructure
	Tag   Tag       // ReqTags
	Count Countable // ReqCount
	N     int16     // oceans count, tag count, TR, count
}

// ReqKind says what a Requirement checks.
type ReqKind uint8

// The requirement kinds.
const (
	ReqParamMin ReqKind = iota + 1 // zone (or ocean count) at least
	ReqParamMax                    // zone (or ocean count) at most
	ReqTags                        // at least N tags of a kind in play
	ReqTR                          // TR at least N
	ReqCount                       // at least N of Count (milestones, production, ...)
)

// VP is a card's victory points: Fixed, plus Per points for every Count.
type VP struct {
	Fixed int16
	Per   int16
	Count Countable
}

// IsVariable reports whether the VP depends on the game.
func (v VP) IsVariable() bool { return v.Count.Kind != CountNone }

// PlayCost is what a card costs on top of MC when played ("pay 1 TR").
type PlayCost struct {
	TR, Heat, Plants int16
}

// Features are the optional parts of the game a card, milestone or award
// needs: without them in play it is left out of the game (Rulings D5, F3).
type Features uint8

// The features.
const (
	// NeedsMilestones: the card reads or requires milestones.
	NeedsMilestones Features = 1 << iota
	// NeedsUpgrades: it upgrades phase cards or counts upgraded ones.
	NeedsUpgrades
	// NeedsInfrastructure: its effect, trigger, condition or requirement
	// involves the infrastructure track (a requirement shift does not).
	NeedsInfrastructure
)

var featureNames = [...]string{"milestones", "upgrades", "infrastructure"}

// String lists the features, comma-separated ("" for none).
func (f Features) String() string {
	var b []byte
	for i, n := range featureNames {
		if f&(1<<i) != 0 {
			if len(b) > 0 {
				b = append(b, ',')
			}
			b = append(b, n...)
		}
	}
	return string(b)
}

// Card is a project card as the engine understands it.
type Card struct {
	ID       int    // index in the catalogue, 0..MaxProjectCards-1
	Number   string // printed number ("7") or community code ("D05")
	Name     string
	Set      Set
	Color    Color
	Cost     int16
	Tags     []Tag
	TagMask  TagMask
	Requires []Requirement
	PlayCost PlayCost
	VP       VP
	Holds    Holding
	Effect   Program   // when played
	Passive  Passive   // while in play
	Triggers []Trigger // when something happens
	Actions  []Option  // the options of the card's action, if any
	Note     string
	// Replaces is the number of the card this one replaces when its set is
	// in play (Foundations' reprints, Ruling F4); "" for none.
	Replaces string

	// Needs is derived: the optional parts of the game the card needs.
	Needs Features
	// Text holds the card's fields as written in its file ("requires",
	// "effect", "when", ...), in order, for listings.
	Text []FieldText
	// GivesSteel is derived: the card's effect raises steel.
	GivesSteel bool
	// Source is where the card was read: "file:line".
	Source string
}

// HasAction reports whether the card has an "Action:".
func (c *Card) HasAction() bool { return len(c.Actions) > 0 }

// Corporation is a corporation card.
type Corporation struct {
	ID       int
	Number   string
	Name     string
	Set      Set
	MC       int16
	Tags     []Tag
	TagMask  TagMask
	VP       VP
	Holds    Holding
	Setup    Program
	Passive  Passive
	Triggers []Trigger
	Actions  []Option
	// SoloActions, when the corporation has any, replace Actions in a
	// one-player game.
	SoloActions []Option
	Note        string
	Replaces    string   // number of the corporation this one replaces (Ruling F4)
	Needs       Features // derived, as for cards
	Text        []FieldText
	Source      string
}

// Milestone is a Discovery milestone tile: the first player whose Count
// reaches N claims it (Ruling D1).
type Milestone struct {
	ID     int
	Name   string
	Set    Set
	Count  Countable
	N      int16
	Needs  Features
	Note   string
	Text   []FieldText // the condition as written
	Source string
}

// Award is a Discovery award tile, scored at the end of the game for the
// most of the sum of Counts (Ruling D2).
type Award struct {
	ID     int
	Name   string
	Set    Set
	Counts []Countable
	Needs  Features
	Note   string
	Text   []FieldText // what it counts, as written
	Source string
}

// FieldText is one "key: value" line of a card file.
type FieldText struct {
	Key, Value string
}
