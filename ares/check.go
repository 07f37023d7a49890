package ares

import "fmt"

// Check verifies the state's invariants and returns the first violation:
// every card in exactly one place, containers agreeing with card
// locations, at most four units on a building, counts within bounds, and
// the battle agreeing with the bases. Tests run it after every Apply. A
// View does not satisfy it.
func (s *State) Check() error {
	if s.masked {
		return fmt.Errorf("ares: check: a View hides cards")
	}
	if s.frontier < -1 || int(s.frontier) >= int(s.n) {
		return fmt.Errorf("ares: check: Frontier controller %d", s.frontier)
	}
	var scoring [MaxPlayers]int
	for p := 0; p < int(s.n); p++ {
		if err := s.checkPlayer(p, &scoring); err != nil {
			return fmt.Errorf("ares: check: player %d: %w", p, err)
		}
	}
	for p := 0; p < int(s.n); p++ {
		if scoring[p] != int(s.players[p].scoring) {
			return fmt.Errorf("ares: check: player %d: scoring pile says %d, %d cards are in it", p, s.players[p].scoring, scoring[p])
		}
	}
	if err := s.checkUnusedZero(); err != nil {
		return fmt.Errorf("ares: check: %w", err)
	}
	if s.battleOn {
		if err := s.checkBattle(); err != nil {
			return fmt.Errorf("ares: check: battle: %w", err)
		}
	}
	if (s.phase == phaseOver) != (s.reason != NotOver) {
		return fmt.Errorf("ares: check: phase %d with end reason %s", s.phase, s.reason)
	}
	return nil
}

func (s *State) checkPlayer(p int, scoring *[MaxPlayers]int) error {
	pl := &s.players[p]
	var inDeck, inHand [DeckSize]int
	if pl.deckN > DeckSize || pl.handN > maxHand {
		return fmt.Errorf("deck %d, hand %d", pl.deckN, pl.handN)
	}
	for _, c := range pl.deck[:pl.deckN] {
		if c >= DeckSize {
			return fmt.Errorf("deck holds card %d", c)
		}
		inDeck[c]++
	}
	for _, c := range pl.hand[:pl.handN] {
		if c >= DeckSize {
			return fmt.Errorf("hand holds card %d", c)
		}
		inHand[c]++
	}
	if used := pl.usedSlots(); used != pl.slots {
		return fmt.Errorf("slots in use %#x; the base says %#x", pl.slots, used)
	}
	if secret, inBase, faceDown := pl.placeSets(); secret != pl.secret || inBase != pl.inBase || faceDown != pl.down {
		return fmt.Errorf("deck-and-hand set %#x, base set %#x, face-down set %#x; the locations say %#x, %#x and %#x",
			pl.secret, pl.inBase, pl.down, secret, inBase, faceDown)
	}
	var res, under [MaxBuildings]int
	discard := 0
	for c := 0; c < DeckSize; c++ {
		l := pl.loc[c]
		want := [2]int{0, 0}
		switch l.where {
		case atDeck:
			want[0] = 1
		case atHand:
			want[1] = 1
		case atBuilding:
			if l.at >= MaxBuildings || (pl.base[l.at].kind != slotBuilding && pl.base[l.at].kind != slotSpecial) || pl.base[l.at].card != uint8(c) {
				return fmt.Errorf("card %d says it is the building of slot %d", c, l.at)
			}
		case atAttached:
			if l.at >= MaxBuildings {
				return fmt.Errorf("card %d attached to slot %d", c, l.at)
			}
			found := false
			for _, a := range pl.base[l.at].attach {
				found = found || a == uint8(c)+1
			}
			if !found {
				return fmt.Errorf("card %d says it is attached to slot %d, which does not hold it", c, l.at)
			}
		case atResource:
			if l.at >= MaxBuildings {
				return fmt.Errorf("card %d on slot %d", c, l.at)
			}
			res[l.at]++
		case atUnder:
			if l.at >= MaxBuildings {
				return fmt.Errorf("card %d under slot %d", c, l.at)
			}
			under[l.at]++
		case atDiscard:
			discard++
		case atScoring:
			if int(l.at) >= int(s.n) {
				return fmt.Errorf("card %d in the scoring pile of player %d", c, l.at)
			}
			scoring[l.at]++
		case atPlay:
			waiting := s.phase == phaseConstruct || s.phase == phaseDefend || (s.phase == phaseTurn && s.joint == -2)
			mine := int(s.att) == p && s.attackCard == uint8(c)
			joint := s.joint >= 0 && int(s.att)^1 == p && uint8(s.joint) == uint8(c)
			if !waiting || !(mine || joint) {
				return fmt.Errorf("card %d is on the table outside an attack", c)
			}
		default:
			return fmt.Errorf("card %d is nowhere (place %d)", c, l.where)
		}
		if inDeck[c] != want[0] || inHand[c] != want[1] {
			return fmt.Errorf("card %d: location %d, in deck %d times, in hand %d times", c, l.where, inDeck[c], inHand[c])
		}
	}
	inBase := 0
	for c := 0; c < DeckSize; c++ {
		switch pl.loc[c].where {
		case atBuilding, atResource, atUnder, atAttached:
			inBase++
		}
	}
	if inBase != int(pl.baseN) {
		return fmt.Errorf("base count says %d cards, %d are in the base", pl.baseN, inBase)
	}
	if discard != int(pl.discard) {
		return fmt.Errorf("discard pile says %d, %d cards are in it", pl.discard, discard)
	}
	f := s.Faction(p)
	for k := 0; k < MaxBuildings; k++ {
		b := &pl.base[k]
		if int(b.res) != res[k] || int(b.under) != under[k] {
			return fmt.Errorf("slot %d: %d resources and %d under, cards say %d and %d", k, b.res, b.under, res[k], under[k])
		}
		if b.units > MaxUnitsPerBuilding {
			return fmt.Errorf("slot %d: %d units", k, b.units)
		}
		switch b.kind {
		case slotEmpty:
			if b.units != 0 || b.res != 0 || b.under != 0 {
				return fmt.Errorf("empty slot %d holds something", k)
			}
		case slotStack:
			if b.units != 0 || b.res != 0 || b.under == 0 {
				return fmt.Errorf("stack in slot %d: units %d, resources %d, under %d", k, b.units, b.res, b.under)
			}
		}
		for _, a := range b.attach {
			if a != noAttach && (b.kind != slotStart && b.kind != slotBuilding || int(a) > DeckSize || pl.loc[a-1] != (cardLoc{where: atAttached, at: uint8(k)})) {
				return fmt.Errorf("slot %d: attached card %d is elsewhere", k, int(a)-1)
			}
		}
		if b.powered != 0 && !s.battleOn && s.phase != phaseConstruct && s.phase != phaseDefend && s.phase != phaseRaidPick {
			return fmt.Errorf("slot %d: an ability bought outside a battle", k)
		}
		switch b.kind {
		case slotStart, slotBuilding, slotMat:
			if int(b.unit) >= len(f.Units) {
				return fmt.Errorf("slot %d: unit %d", k, b.unit)
			}
			if b.kind == slotBuilding && pl.loc[b.card] != (cardLoc{where: atBuilding, at: uint8(k)}) {
				return fmt.Errorf("slot %d: building card %d is elsewhere", k, b.card)
			}
			if b.kind != slotBuilding && b.bay {
				return fmt.Errorf("slot %d: only Building cards stand on bays", k)
			}
			if b.kind == slotMat && !s.mode.fullRules() {
				return fmt.Errorf("slot %d: a Base Mat building in the Basic Game", k)
			}
			if b.pending && b.units != 0 {
				return fmt.Errorf("slot %d: units on a building not yet built", k)
			}
			if b.kind != slotBuilding && (b.pending || b.under != 0) {
				return fmt.Errorf("slot %d: only a Building card stands on a stack", k)
			}
			if want := s.evolvedUnit(p, k); b.unit != want {
				return fmt.Errorf("slot %d: unit %d, its card and Evolve cards make %d", k, b.unit, want)
			}
		case slotSpecial:
			if b.units != 0 || b.under != 0 || (b.res != 0 && !s.isUpgrade(p, b)) || pl.loc[b.card] != (cardLoc{where: atBuilding, at: uint8(k)}) {
				return fmt.Errorf("special building in slot %d holds units or resources, or its card is elsewhere", k)
			}
		case slotEmpty, slotStack:
		default:
			return fmt.Errorf("slot %d: kind %d", k, b.kind)
		}
	}
	return nil
}

func (s *State) checkBattle() error {
	b := &s.battle
	if int(b.n) > MaxBattleForces || b.ncols > MaxBattleForces {
		return fmt.Errorf("%d Forces, %d columns", b.n, b.ncols)
	}
	var seen [MaxBattleForces][2][MaxBattleForces]bool
	var colUsed [MaxBattleForces]bool
	for i := 0; i < int(b.n); i++ {
		f := &b.forces[i]
		if f.units > MaxUnitsPerBuilding || f.damaged > 1 || (f.damaged == 1 && (!f.spec.Tough || f.units == 0)) {
			return fmt.Errorf("Force %d: %d units, damaged %d", i, f.units, f.damaged)
		}
		if f.slot < MaxBuildings {
			bl := &s.players[f.owner].base[f.slot]
			if bl.units != f.units || bl.res != f.res {
				return fmt.Errorf("Force %d: %d units and %d resources, its building %d and %d", i, f.units, f.res, bl.units, bl.res)
			}
		}
		if f.col >= 0 && f.units > 0 && b.step != stepOver {
			if int(f.col) >= int(b.ncols) || int(f.rank) >= MaxBattleForces {
				return fmt.Errorf("Force %d at column %d rank %d of %d columns", i, f.col, f.rank, b.ncols)
			}
			if seen[f.col][f.side][f.rank] {
				return fmt.Errorf("two Forces at column %d rank %d", f.col, f.rank)
			}
			seen[f.col][f.side][f.rank] = true
			colUsed[f.col] = true
		}
	}
	if err := b.checkDerived(); err != nil {
		return err
	}
	if b.step != stepOver && b.step != stepPlace {
		for c := 0; c < int(b.ncols); c++ {
			if !colUsed[c] {
				return fmt.Errorf("column %d is empty", c)
			}
		}
	}
	if b.kind == BaseBattle && b.step != stepOver {
		want := 0
		ps, n := s.side(int(s.def))
		for _, p := range ps[:n] {
			want += s.countDestroyable(p)
		}
		if int(b.emptyAvail) != want {
			return fmt.Errorf("the battle counts %d Empty Buildings, the base has %d", b.emptyAvail, want)
		}
	}
	return nil
}
