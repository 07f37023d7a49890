package odds

import (
	"reflect"
	"unsafe"

	"github.com/aresim/aresim/ares"
)

// battleLayout locates the Forces in an ares.Battle: a fixed array of
// ares.MaxBattleForces of which a battle uses the first NumForces.
var battleLayout = func() (l struct{ size, forces, force, forcesEnd uintptr }) {
	t := reflect.TypeOf(ares.Battle{})
	l.size = t.Size()
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.Type.Kind() == reflect.Array && f.Type.Elem() == reflect.TypeOf(ares.Force{}) {
			l.forces, l.force, l.forcesEnd = f.Offset, f.Type.Elem().Size(), f.Offset+f.Type.Size()
			return l
		}
	}
	l.forces, l.forcesEnd = l.size, l.size // no array: copy everything
	return l
}()

// copyBattle sets *dst to *src, where dst holds a battle descending from
// the same start as src (or a zero Battle). It is `*dst = *src`, done by
// the runtime's memmove and skipping the Force slots the battle does not
// use, which are zero in every battle of one start: the compiler copies a
// struct this large with a string instruction that measured six times
// slower (180 ns against 29 ns for 1.5 KB), and the odds calculations copy
// a Battle for every outcome of every roll. An ares.Battle holds no
// pointers (package ares keeps its state pointer-free, and
// TestBattleHasNoPointers checks it), so a plain memory copy is a valid
// assignment.
func copyBattle(dst, src *ares.Battle) {
	l := &battleLayout
	d := unsafe.Slice((*byte)(unsafe.Pointer(dst)), l.size)
	s := unsafe.Slice((*byte)(unsafe.Pointer(src)), l.size)
	used := l.forces + uintptr(src.NumForces())*l.force
	copy(d[:used], s[:used])
	copy(d[l.forcesEnd:], s[l.forcesEnd:])
}

// pushBattle appends a copy of *src to *list and returns the copy.
func pushBattle(list *[]ares.Battle, src *ares.Battle) *ares.Battle {
	n := len(*list)
	if n < cap(*list) {
		*list = (*list)[:n+1]
	} else {
		*list = append(*list, ares.Battle{})
	}
	dst := &(*list)[n]
	copyBattle(dst, src)
	return dst
}
