package odds

import (
	"reflect"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBattleHasNoPointers guards copyBattle: an ares.Battle must hold no
// pointer, slice, map, string, interface, channel or function.
func TestBattleHasNoPointers(t *testing.T) {
	var walk func(reflect.Type) bool
	walk = func(tp reflect.Type) bool {
		switch tp.Kind() {
		case reflect.Struct:
			for i := 0; i < tp.NumField(); i++ {
				if !walk(tp.Field(i).Type) {
					return false
				}
			}
			return true
		case reflect.Array:
			return walk(tp.Elem())
		case reflect.Pointer, reflect.Slice, reflect.Map, reflect.String, reflect.Interface, reflect.Chan,
			reflect.Func, reflect.UnsafePointer:
			return false
		}
		return true
	}
	assert.True(t, walk(reflect.TypeOf(ares.Battle{})), "ares.Battle holds a pointer: copyBattle must go")
}

func TestCopyBattle(t *testing.T) {
	assert.Less(t, battleLayout.forces, battleLayout.forcesEnd, "copyBattle finds the Forces array")
	s := threeEach(t)
	var b ares.Battle
	copyBattle(&b, &s.Start)
	assert.Equal(t, s.Start, b)
	later := s.Start
	require.NoError(t, later.Decide(later.Legal(nil)[0]))
	copyBattle(&b, &later)
	assert.Equal(t, later, b)
}
