package ares

import (
	"fmt"
	"reflect"
	"unsafe"
)

// stateLayout locates the parts of a State that copyState skips: the
// player seats past State.n and the battle's Force slots past Battle.n,
// which are zero in every State (Check verifies it). fast is false if the
// State's shape no longer allows the skipping copy (a pointer besides
// rules, or the fields in another order); copyState then copies plainly.
var stateLayout = func() (l struct {
	fast                        bool
	size, rulesEnd              uintptr
	players, player, playersEnd uintptr
	forces, force, forcesEnd    uintptr
}) {
	var s State
	l.size = unsafe.Sizeof(s)
	l.rulesEnd = unsafe.Offsetof(s.rules) + unsafe.Sizeof(s.rules)
	l.players, l.player = unsafe.Offsetof(s.players), unsafe.Sizeof(s.players[0])
	l.playersEnd = l.players + unsafe.Sizeof(s.players)
	l.forces, l.force = unsafe.Offsetof(s.battle)+unsafe.Offsetof(s.battle.forces), unsafe.Sizeof(s.battle.forces[0])
	l.forcesEnd = l.forces + unsafe.Sizeof(s.battle.forces)
	l.fast = unsafe.Offsetof(s.rules) == 0 && l.rulesEnd <= l.players && l.playersEnd <= l.forces &&
		onlyPointerIsRules(reflect.TypeOf(s))
	return l
}()

// onlyPointerIsRules reports whether the State type t holds no pointer
// (nor slice, map, string, interface, channel or function) besides its
// rules field.
func onlyPointerIsRules(t reflect.Type) bool {
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.Name != "rules" && !pointerFree(f.Type) {
			return false
		}
	}
	return true
}

// pointerFree reports whether values of type t hold no pointer of any
// kind, so copying their bytes is a valid assignment.
func pointerFree(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if !pointerFree(t.Field(i).Type) {
				return false
			}
		}
		return true
	case reflect.Array:
		return pointerFree(t.Elem())
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.String, reflect.Interface, reflect.Chan,
		reflect.Func, reflect.UnsafePointer:
		return false
	}
	return true
}

// copyState sets *dst to *src. It is `*dst = *src` without the seats and
// Force slots neither uses: a State is 4 KB, most of it room for four
// players and 64 Forces, and the compiler copies a struct that large with
// a string instruction several times slower than the runtime's memmove of
// the 1 to 2 KB a two-player game uses. Views are copied for every bot
// decision, so this is on the simulations' hot path. dst must be a State
// too (a zero one will do): its seats and Force slots past its own counts
// are zero, so only the ones src does not overwrite need clearing.
func copyState(dst, src *State) {
	l := &stateLayout
	if !l.fast {
		*dst = *src
		return
	}
	oldPlayers, oldForces := uintptr(dst.n), uintptr(dst.battle.n)
	players, forces := uintptr(src.n), uintptr(src.battle.n)
	dst.rules = src.rules // the one pointer, copied with the runtime's write barrier
	d := unsafe.Slice((*byte)(unsafe.Pointer(dst)), l.size)
	s := unsafe.Slice((*byte)(unsafe.Pointer(src)), l.size)
	usedPlayers := l.players + players*l.player
	copy(d[l.rulesEnd:usedPlayers], s[l.rulesEnd:usedPlayers])
	if oldPlayers > players {
		clear(d[usedPlayers : l.players+oldPlayers*l.player])
	}
	usedForces := l.forces + forces*l.force
	copy(d[l.playersEnd:usedForces], s[l.playersEnd:usedForces])
	if oldForces > forces {
		clear(d[usedForces : l.forces+oldForces*l.force])
	}
	copy(d[l.forcesEnd:], s[l.forcesEnd:])
}

// checkUnusedZero verifies what copyState relies on: the seats past n
// and the battle's Force slots past its count are zero.
func (s *State) checkUnusedZero() error {
	for p := int(s.n); p < MaxPlayers; p++ {
		if s.players[p] != (player{}) {
			return fmt.Errorf("seat %d is not in the game but not zero", p)
		}
	}
	for i := int(s.battle.n); i < MaxBattleForces; i++ {
		if s.battle.forces[i] != (Force{}) {
			return fmt.Errorf("battle Force slot %d is past the %d Forces but not zero", i, s.battle.n)
		}
	}
	return nil
}
