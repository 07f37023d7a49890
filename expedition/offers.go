package expedition

import "github.com/aresim/aresim/expedition/cards"

// Offers are what a mode lets a player pay for during their turn of the
// Action phase: a goal of the mode met by spending heat or plants, or by
// discarding cards (Ruling C4: one player pays the whole price, and may
// pay again). Paying emits EvOfferPaid with the offer's index; the mode
// does the rest.

// Offer is a price a player may pay in the Action phase.
type Offer struct {
	Heat, Plants, Discard int16
}

const maxOffers = 8

// SetOffers replaces the mode's offers (at most 8; the rest are dropped).
// Offer i is paid with Action{Kind: ActOffer, Index: i}.
func (s *State) SetOffers(offers []Offer) {
	s.nOffers = uint8(min(len(offers), maxOffers))
	copy(s.offers[:], offers[:s.nOffers])
}

// Offers returns the mode's current offers.
func (s *State) Offers() []Offer { return s.offers[:s.nOffers] }

// legalOffer reports whether player p, on their Action-phase turn, may pay
// offer i.
func (s *State) legalOffer(p, i int) bool {
	if s.phase != PhaseAction || s.stage != StagePhase || i < 0 || i >= int(s.nOffers) {
		return false
	}
	o := &s.offers[i]
	pl := &s.players[p]
	return int(pl.heat) >= int(o.Heat) && int(pl.plants) >= int(o.Plants) && int(pl.nHand) >= int(o.Discard)
}

// appendOffers appends the offers player p can pay.
func (s *State) appendOffers(dst []Action, p int) []Action {
	for i := 0; i < int(s.nOffers); i++ {
		if s.legalOffer(p, i) {
			dst = append(dst, Action{Kind: ActOffer, Player: int8(p), Card: -1, Index: int8(i)})
		}
	}
	return dst
}

// payOffer pays offer i for player p; discards are chosen next.
func (s *State) payOffer(p, i int) {
	o := s.offers[i]
	s.spend(p, cards.Heat, int(o.Heat))
	s.spend(p, cards.Plants, int(o.Plants))
	s.emit(Event{Kind: EvOfferPaid, Player: int8(p), Card: -1, N: int16(i)})
	if o.Discard > 0 {
		s.push(frame{player: uint8(p), kind: fkPayDiscard, count: o.Discard, wait: decDiscard})
	}
}
