package bot

import (
	"github.com/aresim/aresim/expedition"
)

// viewMemo keeps what the bot asked its View about a card, for the view
// it was asked on (prepare counts the views): a View does not change, so
// the answer is the same until the next one.
type viewMemo struct {
	metAt  [expedition.MaxCards]uint64
	met    [expedition.MaxCards]bool
	costAt [expedition.MaxCards]uint64
	cost   [expedition.MaxCards]int
	// waitAt is the view and stamp wait[id] was worked out for.
	waitAt    [expedition.MaxCards]uint64
	waitStamp [expedition.MaxCards]uint32
	wait      [expedition.MaxCards]float64
	infoAt    [expedition.MaxPlayers]uint64
	info      [expedition.MaxPlayers]expedition.PlayerInfo
	// std is standardTiles of the other projects, then of the forests,
	// for the view stdAt and stamp stdStamp.
	stdAt    [2]uint64
	stdStamp [2]uint32
	std      [2]float64
}

// requirementsMet is v.RequirementsMet(id), asked once per view.
func (h *Heuristic) requirementsMet(v *expedition.View, id int) bool {
	if id < 0 || id >= expedition.MaxCards {
		return v.RequirementsMet(id)
	}
	m := &h.memo
	if m.metAt[id] != h.views {
		m.metAt[id], m.met[id] = h.views, v.RequirementsMet(id)
	}
	return m.met[id]
}

// cardCost is v.CardCost(id), asked once per view.
func (h *Heuristic) cardCost(v *expedition.View, id int) int {
	if id < 0 || id >= expedition.MaxCards {
		return v.CardCost(id)
	}
	m := &h.memo
	if m.costAt[id] != h.views {
		m.costAt[id], m.cost[id] = h.views, v.CardCost(id)
	}
	return m.cost[id]
}

// info is v.Info(q), asked once per view.
func (h *Heuristic) info(v *expedition.View, q int) *expedition.PlayerInfo {
	m := &h.memo
	if m.infoAt[q] != h.views {
		m.infoAt[q], m.info[q] = h.views, v.Info(q)
	}
	return &m.info[q]
}
