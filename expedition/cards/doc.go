// Package cards defines the project cards and corporations of Terraforming
// Mars: Ares Expedition as data: their colour, cost, tags, requirements,
// victory points and effects, written in the project's own card language
// and compiled into small programs the expedition engine runs.
//
// The base game's 208 project cards and 12 corporations are embedded
// (Base), and with them Discovery's 38 project cards, 4 corporations, 11
// milestones and 7 awards and Foundations' 22 project cards and corporation
// (Embedded holds every set; a game uses the sets it names). A user may load
// their own files in the same format (LoadFiles, LoadPaths); every file is
// validated on load and an error names the file, the line, the card and
// the field that is wrong. List gives a catalogue as plain records, the
// listing `aresim expedition cards` prints (Listing.WriteTable) or writes
// as JSON.
//
// # The card language
//
// A file is a list of blocks. A block starts with a header line
//
//	card 7 Aquifer Pumping
//	corporation 209 CrediCor
//	milestone Builder
//	award Industrialist
//
// followed by indented "field: value" lines:
//
//	set: base                      base | discovery | foundations | promo, or an extension's set
//	color: blue                    green | blue | red (project cards)
//	cost: 14                       printed MC cost (project cards)
//	mc: 48                         starting MC (corporations)
//	tags: building space           tags, a repeated tag is written twice
//	requires: temperature >= red, tags science >= 4
//	play-cost: tr 1                paid when the card is played (tr, heat, plant)
//	vp: 2 | -1 | 1 per animal | 1 per 2 tag earth | 1 per 3 blue | 1 per 4 card
//	holds: animal                  animal | microbe | science
//	effect: ...                    what happens when the card is played
//	setup: ...                     what a corporation does at the start
//	passive: ...                   lasting modifiers while the card is in play
//	when: EVENT -> ...             a triggered effect (one line each)
//	action: COST -> ...            one option of the card's action (one line each)
//	replaces: 97                   a reprint: it replaces this card (or corporation) when its set is in play
//	note: ...                      free text (sources, reconstructions)
//
// Milestones and awards have a set, a note and
//
//	condition: COUNTABLE >= N      milestone: what to reach
//	counts: COUNTABLE [+ ...]      award: what is counted at the end
//
// Requirements: PARAM >= ZONE or <= ZONE (oceans: a count), tags X >= N,
// tr >= N, or COUNTABLE >= N (milestones >= 1, production heat >= 2).
// Effects are steps separated by ";". A step is an atom, or
//
//	may { ... }                    the player may decline the block
//	choose { A | B | C }           the player picks one alternative
//	for each COUNTABLE { ... }     repeat once per counted item (counted now)
//	if CONDITION { ... }           only if the condition holds
//
// Atoms: gain N mc|heat|plant|card, lose N mc|heat|plant, production +N
// mc|heat|plant|card, steel +N, titanium +N, raise temperature|oxygen|ocean|
// infrastructure N, lower PARAM N, tr +N, forest N, add N animal|microbe|
// science|resource to this|other|any|holding, remove N TYPE from this,
// discard N, reveal N keep M [FILTER], extra-play [FILTER], play-free
// [FILTER], discount-next N, shift-next PARAM[|PARAM], upgrade-phase
// any|development|construction|action|production|research (the player
// chooses the upgraded version; "any" also the phase), code NAME.
//
// Filters are written in brackets: [any], [green], [blue|red],
// [tag science|plant], [green cost<=9], [gives steel]. A card with a wild
// tag is played with the tag its player chooses (any but event), which
// counts for triggers, discounts and counts while it is in play; not in
// play, it passes a tag filter naming such a tag.
//
// Passive modifiers: discount N on all|tag X|color X|cost>=N|standard,
// forest-plants -N, value steel|titanium|sell +N, heat-as-mc,
// shift-requirements PARAM[|PARAM], research draw +N keep +M, alt-pay plant N for M,
// alt-pay microbe N for M.
//
// Events: play [FILTER] (once per matching tag when the filter names tags;
// "incl-self" also counts the card itself, or a corporation's own tags
// when it takes effect), raise PARAM[|PARAM], forest, card-action, tr
// first-in-phase, upgraded-phase-revealed (Planning reveals an upgraded
// phase card the player chose).
//
// Action costs: pay N mc [less K per steel|titanium|tag X] [less K if
// blue >= 5], spend N heat|plant [less K if chose action], spend X heat
// [max N], pay N tr, discard N, discard X [max N], remove N TYPE from
// this|any.
//
// Conditions (if, less K if): chose action, chose upgraded, tags X >= N,
// COLOR >= N, PARAM >= ZONE (now), phase-start PARAM >= ZONE (when the
// current phase started), COUNTABLE >= N.
//
// Countables: tag X, N tag X, forest, card, blue|green|red, resource
// (on this card), all resources (on all the player's cards), steel,
// titanium, production mc|heat|plant|card, tr, distinct-tags,
// upgraded-phases, milestones (tiles and 3VP tokens).
//
// # Extensions
//
// A mode of play adds its own words to the language with Register
// (package crisis adds the co-operative Crisis mode's): a set of cards of
// its own; steps and trigger events only the cards of that set may use (a
// card of another set that uses one is refused: "STEP belongs to the SET
// set"), each step compiled to an instruction of the extension that the
// engine runs as one of this package's (OpSignal, OpGainOther, OpTrade);
// and a kind of block of its own files ("crisis NUMBER NAME"), which
// LoadFiles refuses and the extension compiles itself with ParseBlocks,
// Parser and FieldError, its own steps read by a StepParser.
//
// What a card needs of the optional parts of the game is derived from what
// it does (Card.Needs): milestones when it reads them, upgraded phase
// cards when it upgrades or counts them, the infrastructure track when an
// effect, trigger, condition or requirement involves it.
package cards
