// Package bot plays Crisis games: a random legal bot, a co-operative
// heuristic bot that plays for the team, and a search agent (NewMCTS)
// that plays for the team's shared reward. Bots decide from a player's View
// (the table is open in Crisis, Ruling C8: every hand shows, the decks do
// not) and are seeded, so a game between bots is reproducible.
package bot

import (
	"errors"
	"fmt"

	"github.com/aresim/aresim/crisis"
)

// Bot chooses actions for one player.
type Bot interface {
	// Act returns one of the legal actions of the player whose view v is;
	// it is called only when that player is to move. v is valid during the
	// call only: Play reuses it for the next decision.
	Act(v *crisis.View) crisis.Action
}

// ErrStuck is returned by Play when nobody can move and the game is not
// over, which a valid game never does.
var ErrStuck = errors.New("crisis/bot: nobody can move")

// Play lets bots[p] play player p until the game is over. If record is not
// nil every action is appended to it. It links the heuristic bots of the
// game (ShareTable).
func Play(s *crisis.State, bots []Bot, record *crisis.Record) error {
	if len(bots) < s.Players() {
		return fmt.Errorf("crisis/bot: %d bots for %d players", len(bots), s.Players())
	}
	ShareTable(bots[:s.Players()])
	var v crisis.View
	for !s.Over() {
		p := s.ToMove()
		if p < 0 {
			return ErrStuck
		}
		s.ViewInto(p, &v)
		a := bots[p].Act(&v)
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("crisis/bot: player %d: %w", p, err)
		}
		if record != nil {
			record.Actions = append(record.Actions, a)
		}
	}
	return nil
}
