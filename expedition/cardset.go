package expedition

import (
	"math/bits"

	"github.com/aresim/aresim/expedition/cards"
)

const setWords = (cards.MaxProjectCards + 63) / 64

// cardSet is a set of project card IDs as a fixed bitset.
type cardSet [setWords]uint64

func (c *cardSet) add(id int)      { c[id>>6] |= 1 << (id & 63) }
func (c *cardSet) remove(id int)   { c[id>>6] &^= 1 << (id & 63) }
func (c *cardSet) has(id int) bool { return c[id>>6]&(1<<(id&63)) != 0 }

func (c *cardSet) count() int {
	n := 0
	for _, w := range c {
		n += bits.OnesCount64(w)
	}
	return n
}

// next returns the smallest ID in the set that is at least from, or -1.
func (c *cardSet) next(from int) int {
	if from < 0 {
		from = 0
	}
	for w := from >> 6; w < setWords; w++ {
		word := c[w]
		if w == from>>6 {
			word &^= (1 << (from & 63)) - 1
		}
		if word != 0 {
			return w<<6 + bits.TrailingZeros64(word)
		}
	}
	return -1
}

// appendTo appends the IDs in the set, in increasing order, to dst.
func (c *cardSet) appendTo(dst []int) []int {
	for w, word := range c {
		for word != 0 {
			dst = append(dst, w<<6+bits.TrailingZeros64(word))
			word &= word - 1
		}
	}
	return dst
}
