package ares

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// This file keeps the method of an audit of what Views hide: at decisions
// of random games of every mode, change one fact hidden from a seat in the
// true state, and check that the seat's View, and the legal list that
// seat is given when it is to move, do not change.

// hiddenFact is a true state that differs from another in one fact, and
// the seats that may know the fact.
type hiddenFact struct {
	kind  string // what changed
	of    int    // whose fact it is, or -1
	s     State
	knows uint8 // the seats the fact is not hidden from, by bit
}

// String names the fact.
func (f hiddenFact) String() string {
	if f.of < 0 {
		return f.kind
	}
	return fmt.Sprintf("player %d: %s", f.of, f.kind)
}

// sideOf returns the seats of p's side (p, and in a Team Match its
// teammate), by bit.
func sideOf(s *State, p int) uint8 {
	var m uint8
	for q := 0; q < int(s.n); q++ {
		if s.sameSide(p, q) {
			m |= 1 << q
		}
	}
	return m
}

// swapCards exchanges cards c and d of player q: their places, and every
// reference to them (deck, hand, building, attachment, Attack cards).
func swapCards(s *State, q int, c, d uint8) {
	pl := &s.players[q]
	other := func(x uint8) uint8 {
		switch x {
		case c:
			return d
		case d:
			return c
		}
		return x
	}
	for i := range pl.deck[:pl.deckN] {
		pl.deck[i] = other(pl.deck[i])
	}
	for i := range pl.hand[:pl.handN] {
		pl.hand[i] = other(pl.hand[i])
	}
	for k := range pl.base {
		b := &pl.base[k]
		if b.kind == slotBuilding || b.kind == slotSpecial {
			b.card = other(b.card)
		}
		for i, a := range b.attach {
			if a != noAttach {
				b.attach[i] = other(a-1) + 1
			}
		}
	}
	if int(s.att) == q && attackOnTable(s) { // after the attack, attackCard names a revealed card
		s.attackCard = other(s.attackCard)
	}
	if s.joint >= 0 && int(s.att)^1 == q {
		s.joint = int8(other(uint8(s.joint)))
	}
	lc, ld := pl.loc[c], pl.loc[d]
	pl.setLoc(int(c), ld)
	pl.setLoc(int(d), lc)
}

// cardsAt returns player q's cards in any of the places.
func cardsAt(s *State, q int, places ...place) []uint8 {
	var out []uint8
	for c, l := range s.players[q].loc {
		for _, w := range places {
			if l.where == w {
				out = append(out, uint8(c))
			}
		}
	}
	return out
}

// looseCards returns player q's cards whose identity no other side sees
// and that nothing in the state depends on but their place: in the deck,
// in the hand, and face down in the base.
func looseCards(s *State, q int) []uint8 { return cardsAt(s, q, atDeck, atHand, atResource, atUnder) }

// attackOnTable reports whether the attacker's Attack card lies on the
// table, face down until it is revealed.
func attackOnTable(s *State) bool {
	return s.attackCard < DeckSize && s.players[s.att].loc[s.attackCard].where == atPlay
}

// swapFact returns s with a card of from and a card of to (cards of
// player q) exchanged, picking a pair of different definitions when there
// is one (same when same is set); ok is false when there is no pair.
func swapFact(s *State, q int, from, to []uint8, same bool, r *dice.Rand) (State, bool) {
	if len(from) == 0 || len(to) == 0 {
		return State{}, false
	}
	f := s.Faction(q)
	for try := 0; try < 8; try++ {
		c, d := from[r.Intn(len(from))], to[r.Intn(len(to))]
		if c == d || (f.CardDefIndex(int(c)) == f.CardDefIndex(int(d))) != same {
			continue
		}
		t := *s
		swapCards(&t, q, c, d)
		return t, true
	}
	return State{}, false
}

// filterCards returns the cards of cs for which keep holds.
func filterCards(cs []uint8, keep func(c uint8) bool) []uint8 {
	var out []uint8
	for _, c := range cs {
		if keep(c) {
			out = append(out, c)
		}
	}
	return out
}

// hiddenFacts returns states that differ from s in one fact hidden from
// some seat each: a card in a hand or a deck, the order of a hand or a
// deck, a face-down card's identity, what stands in a base behind its
// screen (a building's copy, its units, the Power), the attacker's secret
// (its combat choice, its Attack card, a teammate's joining card, its Raid
// pick) and the generator.
func hiddenFacts(s *State, r *dice.Rand) []hiddenFact {
	var out []hiddenFact
	for q := 0; q < int(s.n); q++ {
		add := func(kind string, t State, knows uint8) {
			out = append(out, hiddenFact{kind: kind, of: q, s: t, knows: knows})
		}
		pl := &s.players[q]
		side := sideOf(s, q)
		deck, hand, down := cardsAt(s, q, atDeck), cardsAt(s, q, atHand), cardsAt(s, q, atResource, atUnder)
		deckOrHand := cardsAt(s, q, atDeck, atHand)
		if t, ok := swapFact(s, q, hand, deck, false, r); ok {
			add("a hand card for a deck card", t, side)
		}
		if t, ok := swapFact(s, q, down, deckOrHand, false, r); ok {
			add(fmt.Sprintf("a face-down card in the base (shown %t)", pl.shown), t, side)
		}
		if pl.deckN >= 2 {
			t := *s
			i, j := r.Intn(int(pl.deckN)), r.Intn(int(pl.deckN))
			t.players[q].deck[i], t.players[q].deck[j] = t.players[q].deck[j], t.players[q].deck[i]
			if t != *s {
				add("the deck's order", t, 0) // not even the owner knows it
			}
		}
		if pl.handN >= 2 {
			t := *s
			t.players[q].hand[0], t.players[q].hand[1] = t.players[q].hand[1], t.players[q].hand[0]
			add("the hand's order", t, side)
		}
		if !pl.shown {
			if t, ok := swapFact(s, q, cardsAt(s, q, atBuilding, atAttached), deckOrHand, true, r); ok {
				add("which copy stands in the hidden base", t, side)
			}
			for k, used := 0, s.BaseSlots(q); k < used; k++ {
				if b := &pl.base[k]; producing(b) && b.units < MaxUnitsPerBuilding {
					t := *s
					t.players[q].base[k].units++
					add("the units on a building of the hidden base", t, side)
					break
				}
			}
			if s.mode.fullRules() {
				t := *s
				t.players[q].power++
				add("the Power behind the screen", t, side)
			}
		}
	}
	out = append(out, attackSecrets(s, r)...)
	t := *s
	t.rng = dice.New(r.Uint64())
	return append(out, hiddenFact{kind: "the generator", of: -1, s: t})
}

// attackSecrets returns the states that differ from s in the attacker's
// secret: its combat choice, its Attack card or its teammate's joining
// card while they lie face down, and its Raid pick while the defender
// picks. Each is a state the attacker could have brought about.
func attackSecrets(s *State, r *dice.Rand) []hiddenFact {
	var out []hiddenFact
	att := int(s.att)
	side := sideOf(s, att)
	if attackOnTable(s) {
		holder := int(s.frontier)
		otherHolds := holder >= 0 && !s.controls(att)
		if s.mode == Team {
			holder &^= 1
		}
		if !s.raid && otherHolds && int(s.def) == holder && (s.choice == NormalAttack || s.choice == DeepStrike) {
			t := *s
			t.choice = NormalAttack + DeepStrike - s.choice
			out = append(out, hiddenFact{kind: "the attacker's combat choice", of: att, s: t, knows: side})
		}
		if s.choice != TakeFrontier {
			f := s.Faction(att)
			attacks := filterCards(looseCards(s, att), func(c uint8) bool {
				return f.CardOf(int(c)).Kind == AttackCard && (s.joint < 0 || !s.isRaid(att, c))
			})
			if t, ok := swapFact(s, att, []uint8{s.attackCard}, attacks, false, r); ok {
				t.raid = t.isRaid(att, t.attackCard)
				switch {
				case t.raid:
					t.choice = DeepStrike
				case t.controls(att):
					t.choice = NormalAttack
				}
				out = append(out, hiddenFact{kind: "the attacker's Attack card", of: att, s: t, knows: side})
			}
		}
		if s.joint >= 0 {
			mate := att ^ 1
			f := s.Faction(mate)
			attacks := filterCards(looseCards(s, mate), func(c uint8) bool {
				return f.CardOf(int(c)).Kind == AttackCard && !s.isRaid(mate, c)
			})
			if t, ok := swapFact(s, mate, []uint8{uint8(s.joint)}, attacks, false, r); ok {
				out = append(out, hiddenFact{kind: "the teammate's joining Attack card", of: mate, s: t, knows: side})
			}
		}
	}
	if s.phase == phaseRaidPick && s.raidPicker() == Defender && s.raidSlot[0] >= 0 {
		t := *s
		t.raidSlot[0] = -1 // the attacker's picks, as they were offered
		for _, a := range t.raidPickActions(nil) {
			if int8(a.Target) != s.raidSlot[0] {
				t.raidSlot[0] = int8(a.Target)
				out = append(out, hiddenFact{kind: "the attacker's Raid pick", of: att, s: t, knows: side})
				break
			}
		}
	}
	return out
}

// firstDifference names the first field in which two values differ, for
// failure messages.
func firstDifference(a, b reflect.Value, path string) string {
	switch a.Kind() {
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if d := firstDifference(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); d != "" {
				return d
			}
		}
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if d := firstDifference(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			return fmt.Sprintf("%s: %t, %t", path, a.Bool(), b.Bool())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			return fmt.Sprintf("%s: %d, %d", path, a.Int(), b.Int())
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			return fmt.Sprintf("%s: %d, %d", path, a.Uint(), b.Uint())
		}
	case reflect.Pointer:
		if a.Pointer() != b.Pointer() {
			return path + ": different pointers"
		}
	}
	return ""
}

// visitAttackingGames is visitRandomStates with players who attack, or
// join an attack, half of the times they can, so that the games hold many
// battles, and so many Construction decisions, declarations and Raids.
func visitAttackingGames(t *testing.T, seeds int, salt uint64, visit func(s *State, seed uint64, cfg Config, step int)) {
	t.Helper()
	var attacks []Action
	visitGames(t, seeds, salt, func(pick *dice.Rand, legal []Action) Action {
		attacks = attacks[:0]
		for _, a := range legal {
			if a.Kind == ActAttack {
				attacks = append(attacks, a)
			}
		}
		a := legal[pick.Intn(len(legal))]
		if len(attacks) > 0 && pick.Intn(2) == 0 {
			a = attacks[pick.Intn(len(attacks))]
		}
		return a
	}, visit)
}

// TestViewsHideEveryHiddenFact: at every decision of random games of
// every mode, no fact hidden from a seat changes the seat's View (every
// byte of it, so neither an accessor nor reflection can tell), nor the
// legal list the seat is given when it is to move; and the legal list the
// mover is given is its View's own.
func TestViewsHideEveryHiddenFact(t *testing.T) {
	seeds := 8
	if testing.Short() {
		seeds = 3 // enough to change every kind of fact
	}
	r := dice.New(0xa0d17)
	counts := map[string]int{}
	var real, fromView, changed []Action
	visitAttackingGames(t, seeds, 0xa0d17, func(s *State, seed uint64, cfg Config, step int) {
		mover := s.ToMove()
		real = s.Legal(real[:0])
		mv := s.View(mover)
		fromView = mv.Legal(fromView[:0])
		require.Equal(t, real, fromView, "seed %d %s step %d: seat %d is given a legal list its View does not show", seed, cfg.Mode, step, mover)
		for _, f := range hiddenFacts(s, &r) {
			require.NoError(t, f.s.Check(), "seed %d %s step %d: %s: the changed state is not a game", seed, cfg.Mode, step, f)
			counts[f.kind]++
			for p := 0; p < int(s.n); p++ {
				if f.knows&(1<<p) != 0 {
					continue
				}
				v, w := s.View(p), f.s.View(p)
				if v != w {
					t.Fatalf("seed %d %s step %d (phase %d): %s changes seat %d's View: %s", seed, cfg.Mode, step, s.phase, f, p,
						firstDifference(reflect.ValueOf(v), reflect.ValueOf(w), "View"))
				}
				if p == mover {
					changed = f.s.Legal(changed[:0])
					require.Equal(t, real, changed, "seed %d %s step %d: %s changes the legal list seat %d is given", seed, cfg.Mode, step, f, p)
				}
			}
		}
	})
	for _, kind := range []string{
		"a hand card for a deck card", "a face-down card in the base (shown false)", "a face-down card in the base (shown true)",
		"the deck's order", "the hand's order", "which copy stands in the hidden base", "the units on a building of the hidden base",
		"the Power behind the screen", "the attacker's combat choice", "the attacker's Attack card",
		"the teammate's joining Attack card", "the attacker's Raid pick", "the generator",
	} {
		require.Greater(t, counts[kind], 0, "the audit never changed %s", kind)
	}
	t.Logf("facts changed: %v", counts)
}

// accessorArgs returns the argument lists with which the audit calls the
// exported method called name on a View of s: every seat, slot, hand
// card, attachment and slot reference, the Emergency Defense plays of the
// battle's Forces, and the mover's legal actions. ok is false for a
// method it does not know, so a new accessor fails the audit until it is
// added here.
func accessorArgs(s *State, name string, legal []Action) (calls [][]reflect.Value, ok bool) {
	n := int(s.n)
	ints := func(bounds ...int) {
		var rec func(prefix []reflect.Value, rest []int)
		rec = func(prefix []reflect.Value, rest []int) {
			if len(rest) == 0 {
				calls = append(calls, append([]reflect.Value(nil), prefix...))
				return
			}
			for i := 0; i < rest[0]; i++ {
				rec(append(prefix, reflect.ValueOf(i)), rest[1:])
			}
		}
		rec(nil, bounds)
	}
	switch name {
	case "Check", "FirstPlayer", "AttackPending", "IsView", "Viewer", "IsRaid", "JoinPending", "Result", "Rules",
		"Mode", "NumPlayers", "Over", "ToMove", "Frontier", "Turns", "BattlesFought", "FrontierTakes", "InBattle",
		"Battle", "BattleInfo", "TurnPlay":
		ints()
	case "BaseSlots", "HandLen", "DeckLen", "DiscardLen", "ScoringCards", "BaseCards", "BaseHidden", "Eliminated",
		"Power", "ControlsFrontier", "Points", "Faction", "SideName", "View", "Observation":
		ints(n)
	case "Slot", "SlotStock", "SlotUnit", "Attached", "SlotCard", "Evolved":
		ints(n, MaxBuildings)
	case "HandCard", "HandDef":
		ints(n, maxHand)
	case "AttachedCard":
		ints(n, MaxBuildings, MaxAttached)
	case "Teammate":
		ints(n, n)
	case "SlotRef":
		for p := 0; p < n; p++ {
			for ref := 0; ref <= 2*MaxBuildings; ref++ {
				calls = append(calls, []reflect.Value{reflect.ValueOf(p), reflect.ValueOf(uint8(ref))})
			}
		}
	case "EmergencyCard":
		for f := 0; f < int(s.battle.n); f++ {
			for h := 0; h < 2*maxHand; h++ {
				a := Action{Kind: ActEmergency, Card: uint8(h), Force: uint8(f)}
				calls = append(calls, []reflect.Value{reflect.ValueOf(a)})
			}
		}
	case "Apply":
		for _, a := range legal {
			calls = append(calls, []reflect.Value{reflect.ValueOf(a)})
		}
	case "Legal":
		calls = append(calls, []reflect.Value{reflect.ValueOf([]Action(nil))})
	case "Seen":
		for mover := 0; mover < n; mover++ {
			for viewer := 0; viewer < n; viewer++ {
				for _, a := range legal {
					calls = append(calls, []reflect.Value{reflect.ValueOf(mover), reflect.ValueOf(viewer), reflect.ValueOf(a)})
				}
			}
		}
	case "ViewInto", "ObservationInto":
		for p := 0; p < n; p++ {
			calls = append(calls, []reflect.Value{reflect.ValueOf(p), reflect.ValueOf(new(State))})
		}
	default:
		return nil, false
	}
	return calls, true
}

// accessorResults calls every exported method of *State on a copy of v
// (a fresh copy for each call, so that no call sees another's effect)
// with the arguments accessorArgs gives, and returns every result (and
// the pointed-to arguments after the call, and a note of any call that
// changed its copy), in order. A call that panics fails the test.
func accessorResults(t *testing.T, v *State, legal []Action, where string) []any {
	t.Helper()
	typ := reflect.TypeOf(v)
	var out []any
	recv := new(State)
	self := reflect.ValueOf(recv)
	for i := 0; i < typ.NumMethod(); i++ {
		m := typ.Method(i)
		calls, ok := accessorArgs(v, m.Name, legal)
		if !ok {
			t.Fatalf("the audit does not know how to call State.%s: add it to accessorArgs", m.Name)
		}
		for _, args := range calls {
			*recv = *v
			res := func() (res []reflect.Value) {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%s: State.%s%v panics on a View: %v", where, m.Name, args, r)
					}
				}()
				return m.Func.Call(append([]reflect.Value{self}, args...))
			}()
			for _, r := range res {
				out = append(out, r.Interface())
			}
			for _, a := range args {
				if a.Kind() == reflect.Pointer {
					out = append(out, a.Elem().Interface())
				}
			}
			if *recv != *v {
				out = append(out, fmt.Sprintf("State.%s%v changed the View", m.Name, args))
			}
		}
	}
	return out
}

// sameAnswer reports whether two answers of an accessor are the same:
// States and Battles compare as values (with ==, every byte), the rest
// deeply.
func sameAnswer(a, b any) bool {
	switch x := a.(type) {
	case State:
		return x == b.(State)
	case *Battle:
		return *x == *b.(*Battle)
	}
	return reflect.DeepEqual(a, b)
}

// TestViewAccessorsHideEveryHiddenFact calls every exported method of
// every seat's View, with every argument that names a seat, a slot, a
// hand card or an attachment, at decisions of random games of every
// mode: none panics, and none answers differently when one fact hidden
// from the seat is changed in the true state.
func TestViewAccessorsHideEveryHiddenFact(t *testing.T) {
	seeds := 2
	if testing.Short() {
		seeds = 1
	}
	r := dice.New(0x5ee)
	checked := 0
	var legal []Action
	visitAttackingGames(t, seeds, 0x5ee, func(s *State, seed uint64, cfg Config, step int) {
		if step%23 != 0 {
			return
		}
		legal = s.Legal(legal[:0])
		facts := hiddenFacts(s, &r)
		for p := 0; p < int(s.n); p++ {
			where := fmt.Sprintf("seed %d %s step %d (phase %d), seat %d", seed, cfg.Mode, step, s.phase, p)
			v := s.View(p)
			want := accessorResults(t, &v, legal, where)
			f := facts[r.Intn(len(facts))]
			if f.knows&(1<<p) != 0 {
				continue
			}
			w := f.s.View(p)
			got := accessorResults(t, &w, legal, where)
			require.Equal(t, len(want), len(got), "%s: %s changes the number of answers", where, f)
			for i := range want {
				if !sameAnswer(want[i], got[i]) {
					t.Fatalf("%s: %s changes answer %d of the View's accessors: %v, then %v", where, f, i, want[i], got[i])
				}
			}
			checked++
		}
	})
	require.Greater(t, checked, 100)
}
