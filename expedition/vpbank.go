package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
)

// The VP bank (Ruling C7). With Config.VPBank every VP scored during the
// game puts a 1VP token in one shared bank: a forest's VP when it is
// gained, a card's fixed VP when it is played, and variable VP the moment
// its condition is met (for VP counted in resources on the card, those
// resources are removed for it). TR never feeds the bank. A card with
// negative VP is played by spending that many tokens. What a card has
// banked belongs to that play of it (Ruling C14): a card that leaves play
// and is played again banks afresh from zero, and the tokens it banked
// stay in the bank.

// VPBank returns the tokens in the VP bank.
func (s *State) VPBank() int { return int(s.vpBank) }

// SpendVP takes n tokens from the bank; it reports false, and takes
// nothing, when the bank holds fewer.
func (s *State) SpendVP(n int) bool {
	if n < 0 || int(s.vpBank) < n {
		return false
	}
	s.bankVP(-n, -1)
	return true
}

func (s *State) bankVP(n, card int) {
	if n == 0 {
		return
	}
	s.vpBank += int16(n)
	s.emit(Event{Kind: EvVPBanked, Player: -1, Card: int16(card), N: int16(n)})
}

// vpPlayable reports whether the bank can pay card c's negative VP.
func (s *State) vpPlayable(c *cards.Card) bool {
	return s.opts&optVPBank == 0 || c.VP.Fixed >= 0 || int(s.vpBank) >= -int(c.VP.Fixed)
}

// bankPlayed banks (or pays) the fixed VP of card id, just played.
func (s *State) bankPlayed(id int) {
	if s.opts&optVPBank == 0 {
		return
	}
	c := s.card(id)
	s.bankVP(int(c.VP.Fixed), id)
	if c.VP.IsVariable() {
		s.varVP.add(source(id))
	}
}

// bankForest banks a forest's VP.
func (s *State) bankForest() {
	if s.opts&optVPBank != 0 {
		s.bankVP(1, -1)
	}
}

// bankVariable banks the variable VP whose conditions are newly met: per
// resource on a card, the resources are removed; otherwise the VP counted
// now above what was banked before.
func (s *State) bankVariable() {
	if s.opts&optVPBank == 0 {
		return
	}
	for w, word := range s.varVP {
		for ; word != 0; word &= word - 1 {
			src := source(w*64 + trailingZeros(word))
			p := s.ownerOf(src)
			if p < 0 {
				continue
			}
			v := s.vpOf(src)
			if v.Count.Kind == cards.CountResources {
				per := max(int(v.Count.Per), 1)
				if k := int(s.res[src]) / per; k > 0 {
					s.addRes(src, -k*per)
					s.bankVP(k*int(v.Per), int(src))
				}
				continue
			}
			c := v.Count
			c.Per = 1
			now := int(v.Per) * (s.count(p, src, c) / max(int(v.Count.Per), 1))
			if now > int(s.banked[src]) {
				s.bankVP(now-int(s.banked[src]), int(src))
				s.banked[src] = uint8(min(now, 255))
			}
		}
	}
}

// vpOf returns the VP of a card or corporation.
func (s *State) vpOf(src source) cards.VP {
	if int(src) < cards.MaxProjectCards {
		return s.card(int(src)).VP
	}
	return s.cat().Corporation(int(src) - cards.MaxProjectCards).VP
}

// ownerOf returns who has src in play, or -1.
func (s *State) ownerOf(src source) int {
	if int(src) < cards.MaxProjectCards {
		l := s.loc[src]
		if l >= locTableau && l < locTableau+MaxPlayers {
			return int(l - locTableau)
		}
		return -1
	}
	for p := 0; p < int(s.nPlayers); p++ {
		if int(s.players[p].corp) == int(src)-cards.MaxProjectCards {
			return p
		}
	}
	return -1
}

// checkBanked verifies that only the cards and corporations in play with
// variable VP have VP banked for them (Ruling C14).
func (s *State) checkBanked() string {
	for src := range s.banked {
		if s.banked[src] == 0 {
			continue
		}
		if s.opts&optVPBank == 0 || !s.varVP.has(source(src)) || s.ownerOf(source(src)) < 0 {
			return fmt.Sprintf("%d VP banked for source %d, which is not in play with variable VP", s.banked[src], src)
		}
	}
	return ""
}
