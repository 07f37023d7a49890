package odds

import (
	"bytes"
	"hash/maphash"
)

// keyTable maps state keys to dense ids, 0, 1, 2, ... in insertion order.
// It keeps every key in one byte arena and probes an open-addressing table
// of ids, so the exact calculation allocates nothing per state and gives
// the garbage collector no pointers to follow.
type keyTable struct {
	seed   maphash.Seed
	slots  []int32  // id+1, or 0 for an empty slot; a power of two long
	hashes []uint64 // by id
	ends   []int32  // by id: end of its key in arena
	arena  []byte
}

func newKeyTable(sizeHint int) *keyTable {
	n := 64
	for n < 2*sizeHint {
		n *= 2
	}
	return &keyTable{seed: maphash.MakeSeed(), slots: make([]int32, n), hashes: make([]uint64, 0, sizeHint),
		ends: make([]int32, 0, sizeHint), arena: make([]byte, 0, 32*sizeHint)}
}

// len returns the number of keys.
func (t *keyTable) len() int { return len(t.ends) }

func (t *keyTable) key(id int32) []byte {
	start := int32(0)
	if id > 0 {
		start = t.ends[id-1]
	}
	return t.arena[start:t.ends[id]]
}

// find returns the id of key, or adds it with the next id; added reports
// which.
func (t *keyTable) find(key []byte) (id int32, added bool) {
	h := maphash.Bytes(t.seed, key)
	mask := uint64(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			id = int32(len(t.ends))
			t.slots[i] = id + 1
			t.hashes = append(t.hashes, h)
			t.arena = append(t.arena, key...)
			t.ends = append(t.ends, int32(len(t.arena)))
			if 2*len(t.ends) > len(t.slots) {
				t.grow()
			}
			return id, true
		}
		if t.hashes[s-1] == h && bytes.Equal(t.key(s-1), key) {
			return s - 1, false
		}
	}
}

// grow doubles the table.
func (t *keyTable) grow() {
	t.slots = make([]int32, 2*len(t.slots))
	mask := uint64(len(t.slots) - 1)
	for id, h := range t.hashes {
		i := h & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = int32(id) + 1
	}
}
