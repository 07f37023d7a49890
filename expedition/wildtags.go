package expedition

import "github.com/aresim/aresim/expedition/cards"

// Wild tags (Discovery, Ruling D3): the player chooses what a card's wild
// tag stands for when playing it, so the tag chosen takes part in the
// card's cost (titanium for space, a tag discount), the triggers of its play
// and every count while the card is in play. The choice is the Index of the
// ActPlay or ActPlayFree action: a tag of cards.WildChoices for a card with
// a wild tag, 0 for any other card. A revealed card's wild tag passes any
// filter naming such a tag (cards.Filter.Match); played later, its tag is
// chosen anew.

// hasWild reports whether card c has a wild tag.
func hasWild(c *cards.Card) bool { return c.TagMask.Has(cards.TagWild) }

// wildChoiceOK reports whether index is a legal wild-tag choice for card c.
func wildChoiceOK(c *cards.Card, index int) bool {
	if !hasWild(c) {
		return index == 0
	}
	return index >= 0 && index < int(cards.TagEvent) && cards.WildChoices.Has(cards.Tag(index))
}

// wildChoiceCount returns how many values the Index of a play of card c
// takes: the nine tags a wild tag may stand for (building to jovian, the
// tags below event), or the single 0 for a card without one.
func wildChoiceCount(c *cards.Card) int {
	if hasWild(c) {
		return int(cards.TagEvent)
	}
	return 1
}

// wildTag returns the tag card id's wild tag stands for while in play, or
// cards.TagWild when it has none (not in play, or no wild tag).
func (s *State) wildTag(id int) cards.Tag {
	if v := s.wild[id]; v != 0 {
		return cards.Tag(v - 1)
	}
	return cards.TagWild
}

// playedMask returns the tags of card c when played with its wild tag
// standing for tag wild.
func playedMask(c *cards.Card, wild cards.Tag) cards.TagMask {
	if !hasWild(c) {
		return c.TagMask
	}
	return c.TagMask&^(1<<cards.TagWild) | 1<<wild
}

// WildTag returns the tag card id's wild tag stands for while it is in
// play, or cards.TagWild (no wild tag, or not in play).
func (s *State) WildTag(id int) cards.Tag {
	if id < 0 || id >= MaxCards {
		return cards.TagWild
	}
	return s.wildTag(id)
}

// checkWild verifies that exactly the cards with a wild tag in play have a
// tag chosen for it, one a wild tag may stand for.
func (s *State) checkWild() string {
	for id := 0; id < MaxCards; id++ {
		v := s.wild[id]
		if v == 0 {
			continue
		}
		l := s.loc[id]
		if l < locTableau || l >= locRevealed || !hasWild(s.card(id)) || !cards.WildChoices.Has(cards.Tag(v-1)) {
			return "a wild tag chosen for a card not in play with one"
		}
	}
	return ""
}
