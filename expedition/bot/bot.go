// Package bot plays Ares Expedition games: a random legal bot and a
// heuristic bot that builds an engine early and terraforms and scores
// later. Bots decide from a player's View only (Ruling E1: they never see
// the other players' hands or secret phase choices) and are seeded, so a
// game between bots is reproducible.
package bot

import (
	"errors"
	"fmt"

	"github.com/aresim/aresim/expedition"
)

// Bot chooses actions for one player.
type Bot interface {
	// Act returns one of the legal actions of the player whose view v is;
	// it is called only when that player is to move. v is valid during the
	// call only: Play reuses it for the next decision.
	Act(v *expedition.View) expedition.Action
}

// ErrStuck is returned by Play when no player can move and the game is not
// over (a game held at the start of a round for a mode).
var ErrStuck = errors.New("expedition/bot: nobody can move")

// Play lets bots[p] play player p until the game is over, telling the bots
// that implement Observer what their seat sees of every action (Table). If
// record is not nil every action is appended to it.
func Play(s *expedition.State, bots []Bot, record *expedition.Record) error {
	if len(bots) < s.Players() {
		return fmt.Errorf("expedition/bot: %d bots for %d players", len(bots), s.Players())
	}
	var t Table
	for !s.Over() {
		p := s.ToMove()
		if p < 0 {
			return ErrStuck
		}
		a := bots[p].Act(t.View(s, p))
		if err := t.Apply(s, bots, a); err != nil {
			return fmt.Errorf("expedition/bot: player %d: %w", p, err)
		}
		if record != nil {
			record.Actions = append(record.Actions, a)
		}
	}
	return nil
}
