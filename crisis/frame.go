package crisis

// frameKind says what a Crisis frame does.
type frameKind uint8

const (
	fkProgram  frameKind = iota + 1 // runs a Crisis program (prog says which)
	fkFlipDown                      // flips count ocean tiles face down (the deciding player picks each)
	fkCounter                       // a player removes a counter from a Crisis card of their choice (Burstar)
	fkSpendVP                       // End step: the players may spend 2 VP tokens per counter removed
	fkDummy                         // solo: the player picks a phase on dummy card card
)

// progKind says which program a fkProgram frame runs.
type progKind uint8

const (
	progImmediate  progKind = iota + 1 // card's immediate effect
	progPersistent                     // card's persistent effect
	progAnytime                        // card's anytime ability
	progOceanToken                     // the ocean detriment token (card = its zone)
)

// wait is the decision a frame waits for.
type wait uint8

const (
	wNone wait = iota
	wChoose
	wFlipDown
	wDiscard
	wRemoveGreen
	wLowerMetrics
	wGive
	wCounter
	wSpendVP
	wDummy
)

// noCard marks a frame that no Crisis card caused.
const noCard = 0xff

// frame is a running Crisis effect or a Crisis decision.
type frame struct {
	kind   frameKind
	prog   progKind
	card   uint8 // the Crisis card (noCard: none; fkDummy: the dummy card)
	pc     uint8
	player int8 // who acts; -1: the players (the round's first player decides, Ruling C11)
	base   int8 // player outside an each block
	seat   int8 // seat index inside an each block, -1 outside
	eachAt uint8
	wait   wait
	count  int8
}

func (k *core) push(f frame) {
	if int(k.nFrames) >= maxFrames {
		panic("crisis: frame stack full") // valid Crisis data never nests this deep
	}
	if f.kind == fkProgram {
		f.base, f.seat = f.player, -1
	}
	k.frames[k.nFrames] = f
	k.nFrames++
}

func (k *core) top() *frame {
	if k.nFrames == 0 {
		return nil
	}
	return &k.frames[k.nFrames-1]
}

func (k *core) pop() { k.nFrames-- }

// waiting returns the frame waiting for a decision, or nil.
func (k *core) waiting() *frame {
	if f := k.top(); f != nil && f.wait != wNone {
		return f
	}
	return nil
}
