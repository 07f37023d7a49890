package odds

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/dice"
)

// This file lets a simulator follow its battles through the decision
// states it has seen before without working out their state keys.

// walk numbers the decision states a simulator's battles pass through (by
// state key, ares.Battle.AppendKey) and remembers, for each, its decision
// and the state each roll of that decision leads to. The key of a
// battle's next decision state is a function of its key, its decision and
// the hits rolled (ares.Battle.AppendKey), so a battle whose state is
// known and whose decision rolled hits already seen there reaches a known
// state: its decision is looked up by the transition, and only a new
// transition costs a key.
type walk struct {
	keys *keyTable
	acts []ares.Action // by state id
	// next holds, by state id times walkSlots plus the transition (no
	// roll, or 0 to walkMaxHits hits), the next state's id plus one, or 0
	// when not yet seen.
	next []int32
	key  []byte
}

// walkMaxHits is the most hits a remembered transition rolls: a Force has
// at most four units, so a roll has at most four dice.
const (
	walkMaxHits = 4
	walkSlots   = walkMaxHits + 2
)

func newWalk() *walk { return &walk{keys: newKeyTable(1024)} }

// decide returns the decision at b and b's state id (-1 if the walk is
// full). via is the transition that led to b from the previous decision
// state (see after), or -1.
func (w *walk) decide(b *ares.Battle, via int, d *decider) (int32, ares.Action) {
	if via >= 0 {
		if n := w.next[via]; n > 0 {
			return n - 1, w.acts[n-1]
		}
	}
	if w.keys.len() >= decisionCacheSize {
		return -1, d.decide(b)
	}
	w.key = b.AppendKey(w.key[:0])
	id, added := w.keys.find(w.key)
	if added {
		w.acts = append(w.acts, d.decideUncached(b)) // remembered here
		w.next = append(w.next, make([]int32, walkSlots)...)
	}
	if via >= 0 {
		w.next[via] = id + 1
	}
	return id, w.acts[id]
}

// apply applies decision a to b, rolling any dice it calls for with rng
// as ares.Battle.Apply does, and returns the transition it made from state
// id: -1 when id is -1 or the decision rolled more than once or more than
// walkMaxHits hits.
func apply(b *ares.Battle, id int32, a ares.Action, rng *dice.Rand) int {
	mustDecide(b, a)
	slot := 0 // no roll
	for rolls := 0; b.AtChance(); rolls++ {
		h := b.RollChance(rng)
		if rolls > 0 || h > walkMaxHits {
			slot = -1
		} else {
			slot = h + 1
		}
	}
	if id < 0 || slot < 0 {
		return -1
	}
	return int(id)*walkSlots + slot
}
