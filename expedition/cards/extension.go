package cards

import (
	"fmt"
	"slices"
)

// An Extension adds to the card language what a mode of play brings with
// it (package crisis adds the co-operative Crisis mode's): a set of its
// own; the steps and trigger events only cards of that set may use; the
// names of the instructions of its own programs; and the kind of block of
// its own card files, which it compiles itself with the Parser this
// package exports. Register adds one.
type Extension struct {
	// Set names the extension's set of cards (the value of a card's "set"
	// field).
	Set string
	// Kind is the first word of the blocks of the extension's own card
	// files ("kind NUMBER NAME"); LoadFiles refuses such a block with the
	// message Refusal.
	Kind, Refusal string
	// Ops are the extension's instructions, with codes from OpExtension on.
	Ops []OpDef
	// Events are the words of the trigger events ("when: WORD -> ...")
	// only cards of the set may wait for.
	Events []string
}

// OpDef is one instruction of an extension.
type OpDef struct {
	// Code is the instruction's code, OpExtension or more.
	Code OpCode
	// Name is its name, which OpCode.String returns; for a step of the
	// card language, its first word.
	Name string
	// Parse, when not nil, reads the step in the effects, triggers and
	// actions of project cards and corporations, after its first word;
	// only cards of the extension's set may use it.
	Parse func(p *Parser) (Op, error)
	// Runs is the instruction of this package the game engine runs it as
	// (OpSignal, OpGainOther or OpTrade), or OpNop for one that only the
	// extension runs.
	Runs OpCode
	// Decides marks an instruction that may ask a player to choose
	// (Program.NeedsDecision).
	Decides bool
}

// OpExtension is the first code of an extension's instructions.
const OpExtension OpCode = 64

// EvExtension is the first of the trigger events extensions register.
const EvExtension Event = 64

// maxSets is the most sets there can be: a set is a bit of a uint8 mask.
const maxSets = 8

// extension is a registered Extension with its set.
type extension struct {
	Extension
	set Set
}

// The registered extensions, their instructions and their events. Register
// fills them while packages initialize; afterwards they are only read.
var (
	extensions []*extension
	extOps     [256]*OpDef
	extOpOwner [256]*extension
	extEvents  []extEvent
)

type extEvent struct {
	word  string
	owner *extension
}

// Register adds e to the card language and returns its set and its
// events, in the order of e.Events. Call it once per extension, while its
// package initializes (from the initializer of a package-level variable),
// before any card file is read: the additions are read without locking.
// It panics on an extension that clashes with the language or another
// extension (a set, kind, step, event or instruction code already taken,
// or more than 8 sets): that is a programming error.
func Register(e Extension) (Set, []Event) {
	fail := func(format string, args ...any) {
		panic(fmt.Sprintf("cards: Register %q: "+format, append([]any{e.Set}, args...)...))
	}
	if _, taken := ParseSet(e.Set); taken || e.Set == "" {
		fail("the set is taken")
	}
	if len(setNames) >= maxSets {
		fail("more than %d sets", maxSets)
	}
	if e.Kind == "" || isKind(e.Kind) {
		fail("the block kind %q is taken", e.Kind)
	}
	codes, words := map[OpCode]bool{}, map[string]bool{}
	for _, d := range e.Ops {
		_, taken := extensionStep(d.Name)
		if d.Code < OpExtension || extOps[d.Code] != nil || codes[d.Code] || d.Parse != nil && (taken || words[d.Name]) {
			fail("instruction %d %q is taken", d.Code, d.Name)
		}
		codes[d.Code] = true
		if d.Parse != nil {
			words[d.Name] = true
		}
	}
	for i, word := range e.Events {
		if _, taken := eventByWord(word); taken || slices.Contains(e.Events[:i], word) {
			fail("event %q is taken", word)
		}
	}
	x := &extension{Extension: e, set: Set(len(setNames))}
	x.Ops = slices.Clone(e.Ops)
	for i := range x.Ops {
		d := &x.Ops[i]
		extOps[d.Code], extOpOwner[d.Code] = d, x
	}
	events := make([]Event, len(e.Events))
	for i, word := range e.Events {
		events[i] = EvExtension + Event(len(extEvents))
		extEvents = append(extEvents, extEvent{word: word, owner: x})
	}
	setNames = append(setNames, e.Set)
	extensions = append(extensions, x)
	return x.set, events
}

// Runs returns the instruction of this package that the game engine runs
// o as: o itself, or for an extension's instruction the one it registered
// (OpNop: only the extension runs it).
func (o OpCode) Runs() OpCode {
	if o < OpExtension {
		return o
	}
	if d := extOps[o]; d != nil {
		return d.Runs
	}
	return OpNop
}

// extensionStep returns the step of the card language an extension
// registered under word.
func extensionStep(word string) (*OpDef, bool) {
	for _, x := range extensions {
		for i := range x.Ops {
			if d := &x.Ops[i]; d.Parse != nil && d.Name == word {
				return d, true
			}
		}
	}
	return nil, false
}

// eventByWord returns the trigger event an extension registered under
// word.
func eventByWord(word string) (Event, bool) {
	for i, e := range extEvents {
		if e.word == word {
			return EvExtension + Event(i), true
		}
	}
	return 0, false
}

// extensionKind returns the extension whose files' blocks start with
// kind.
func extensionKind(kind string) (*extension, bool) {
	for _, x := range extensions {
		if x.Kind == kind {
			return x, true
		}
	}
	return nil, false
}

// checkExtensionSets keeps the steps and events of an extension to the
// cards of its set: the rest of the game has nothing for them to act on.
func checkExtensionSets(set Set, effect Program, triggers []Trigger, actions []Option) error {
	progs := []Program{effect}
	for _, t := range triggers {
		if t.Event >= EvExtension {
			if e := extEvents[t.Event-EvExtension]; e.owner.set != set {
				return fmt.Errorf("when: %s belongs to the %s set", e.word, e.owner.Set)
			}
		}
		progs = append(progs, t.Body)
	}
	for _, o := range actions {
		progs = append(progs, o.Body)
	}
	for _, p := range progs {
		for _, op := range p {
			if x := extOpOwner[op.Code]; x != nil && x.set != set {
				return fmt.Errorf("%s belongs to the %s set", op.Code, x.Set)
			}
		}
	}
	return nil
}

// Block is one block of a card file: its header ("kind NUMBER NAME") and
// its fields, as an Extension compiles the blocks of its own files.
type Block struct {
	Kind, Number, Name string
	// Line is the header's line in the file, from 1.
	Line   int
	Fields []Field
}

// Field is one "key: value" line of a block.
type Field struct {
	Key, Value string
	Line       int
}

// ParseBlocks reads a card file into its blocks; name is the file's name
// in error messages, which wrap ErrBadData.
func ParseBlocks(name string, data []byte) ([]Block, error) {
	blocks, err := parseFile(name, data)
	if err != nil {
		return nil, err
	}
	out := make([]Block, len(blocks))
	for i, b := range blocks {
		out[i] = Block{Kind: b.kind, Number: b.number, Name: b.name, Line: b.line, Fields: make([]Field, len(b.fields))}
		for k, f := range b.fields {
			out[i].Fields[k] = Field{Key: f.key, Value: f.value, Line: f.line}
		}
	}
	return out, nil
}

// FieldError returns the error err about field f of block b of the named
// file, as LoadFiles reports one: wrapping ErrBadData, naming the file,
// the field's line, the block and the field.
func FieldError(file string, b *Block, f *Field, err error) error {
	return fieldError(file, &block{kind: b.Kind, number: b.Number, name: b.Name, line: b.Line},
		&field{key: f.Key, value: f.Value, line: f.Line}, err)
}
