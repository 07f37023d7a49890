package toy

import (
	"math/bits"
	"strconv"

	"github.com/aresim/aresim/internal/dice"
)

// The Trick deal: cards are ranks 1 to TrickCards, TrickHand to each of
// the two players and TrickExtra left face down.
const (
	TrickHand  = 4
	TrickExtra = 3
	TrickCards = 2*TrickHand + TrickExtra
)

// TrickState is a game of Trick, a two-player trick-taking game with
// hidden hands. The leader plays a card face up, the other player follows
// with any card, and the higher card wins the trick: its winner scores
// both ranks and leads the next. When the hands are empty the higher
// score wins (equal scores draw). The winner of a trick also glimpses one
// of the face-down extra cards (the k-th trick shows extra card k), which
// only it sees: its View shows the glimpse until the next action, and
// afterwards only its memory keeps it.
//
// A full state has Viewer -1; a View has the other hand and the unseen
// extra cards blanked (0) and the viewer's seat in Viewer.
type TrickState struct {
	Hand      [2]uint16        // bit r-1: rank r is in the hand
	Extra     [TrickExtra]int8 // the face-down cards (0 where a View hides them)
	Played    uint16           // ranks played, face up
	Led       int8             // the rank led to this trick, 0 before the lead
	Leader    int8             // the seat leading this trick
	Tricks    int8             // tricks completed
	Points    [2]int16         // ranks won
	Glimpse   int8             // the card the last trick's winner just glimpsed (0 in others' Views, and after the next action)
	GlimpseAt int8             // which extra card it was, -1 when nothing was just glimpsed
	Viewer    int8             // -1 for a full state
	HandSize  [2]int8          // cards in each hand (public)
}

// NewTrick deals a game from seed, seat 0 leading.
func NewTrick(seed uint64) TrickState {
	r := dice.New(seed)
	var deck [TrickCards]int8
	for i := range deck {
		deck[i] = int8(i + 1)
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	s := TrickState{GlimpseAt: -1, Viewer: -1, HandSize: [2]int8{TrickHand, TrickHand}}
	for i, c := range deck {
		switch {
		case i < TrickHand:
			s.Hand[0] |= bit(c)
		case i < 2*TrickHand:
			s.Hand[1] |= bit(c)
		default:
			s.Extra[i-2*TrickHand] = c
		}
	}
	return s
}

func bit(rank int8) uint16 { return 1 << (rank - 1) }

// ToMove returns the seat to play.
func (s *TrickState) ToMove() int {
	if s.Led == 0 {
		return int(s.Leader)
	}
	return 1 - int(s.Leader)
}

// Over reports whether every trick has been played.
func (s *TrickState) Over() bool { return s.Tricks == TrickHand }

// View returns what seat p sees: the other hand and the extra cards are
// blanked, and a glimpse shows only to its seat.
func (s *TrickState) View(p int) TrickState {
	v := *s
	v.Viewer = int8(p)
	v.Hand[1-p] = 0
	v.Extra = [TrickExtra]int8{}
	if v.GlimpseAt >= 0 && v.Leader != int8(p) { // the last trick's winner leads now
		v.Glimpse = 0
	}
	return v
}

// TrickCard is a Trick move: the rank played.
type TrickCard int8

// String returns "play N".
func (c TrickCard) String() string { return "play " + strconv.Itoa(int(c)) }

// Trick is the search adapter of TrickState. It implements
// search.Observer: plays are public, and a seat observes the card it
// glimpses.
type Trick struct{}

// Players returns 2.
func (Trick) Players(*TrickState) int { return 2 }

// ToMove returns the seat to play.
func (Trick) ToMove(s *TrickState) int { return s.ToMove() }

// Over reports whether every trick has been played.
func (Trick) Over(s *TrickState) bool { return s.Over() }

// Legal appends the ranks in the hand of the seat to play, lowest first.
func (Trick) Legal(s *TrickState, dst []TrickCard) []TrickCard {
	for h := s.Hand[s.ToMove()]; h != 0; h &= h - 1 {
		dst = append(dst, TrickCard(bits.TrailingZeros16(h)+1))
	}
	return dst
}

// Apply plays the card.
func (Trick) Apply(s *TrickState, c TrickCard) error {
	p := s.ToMove()
	if c < 1 || c > TrickCards || s.Hand[p]&bit(int8(c)) == 0 || s.Over() {
		return errIllegal(c)
	}
	s.Glimpse, s.GlimpseAt = 0, -1
	s.Hand[p] &^= bit(int8(c))
	s.HandSize[p]--
	s.Played |= bit(int8(c))
	if s.Led == 0 {
		s.Led = int8(c)
		return nil
	}
	winner := s.Leader
	if int8(c) > s.Led {
		winner = int8(p)
	}
	s.Points[winner] += int16(s.Led) + int16(c)
	s.Leader, s.Led = winner, 0
	s.GlimpseAt = s.Tricks % TrickExtra
	s.Glimpse = s.Extra[s.GlimpseAt]
	s.Tricks++
	return nil
}

// Reward gives 1 to the higher score, 0.5 each on equal scores.
func (Trick) Reward(s *TrickState, dst []float64) {
	switch {
	case s.Points[0] > s.Points[1]:
		dst[0], dst[1] = 1, 0
	case s.Points[0] < s.Points[1]:
		dst[0], dst[1] = 0, 1
	default:
		dst[0], dst[1] = 0.5, 0.5
	}
}

// Observe shows a play to both seats, and the glimpsed card to the seat
// that glimpsed it.
func (Trick) Observe(after *TrickState, _, viewer int, c TrickCard) (TrickCard, uint64) {
	if after.GlimpseAt >= 0 && after.Leader == int8(viewer) {
		return c, uint64(after.Glimpse)
	}
	return c, 0
}

// TrickMemory is what a seat remembers of a game beyond its View: the
// extra cards it glimpsed.
type TrickMemory struct {
	Known [TrickExtra]int8 // 0 where not glimpsed
}

// Observe records what the seat's View shows after an action (call it
// after every action, with the seat's View of the new state).
func (m *TrickMemory) Observe(view *TrickState) {
	if view.GlimpseAt >= 0 && view.Glimpse != 0 {
		m.Known[view.GlimpseAt] = view.Glimpse
	}
}

// TrickDeterminizer samples the full states one seat cannot tell from
// the real one, given its View and its memory: its own hand and
// everything played stay, the cards glimpsed stay where they were seen,
// and the cards it has not seen are shuffled between the other hand (as
// many as that hand holds) and the extra cards it has not glimpsed.
type TrickDeterminizer struct {
	View   TrickState
	Memory TrickMemory
}

// Determinize writes a sample into dst.
func (d *TrickDeterminizer) Determinize(dst *TrickState, seed uint64) {
	v := &d.View
	me := int(v.Viewer)
	known := d.Memory.Known
	if v.GlimpseAt >= 0 && v.Glimpse != 0 {
		known[v.GlimpseAt] = v.Glimpse // a glimpse the memory has not recorded yet
	}
	seen := v.Hand[me] | v.Played
	for _, c := range known {
		if c != 0 {
			seen |= bit(c)
		}
	}
	var pool [TrickCards]int8
	n := 0
	for c := int8(1); c <= TrickCards; c++ {
		if seen&bit(c) == 0 {
			pool[n] = c
			n++
		}
	}
	r := dice.New(seed)
	r.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	*dst = *v
	dst.Viewer = -1
	k := 0
	for i := int8(0); i < v.HandSize[1-me]; i++ {
		dst.Hand[1-me] |= bit(pool[k])
		k++
	}
	for i, c := range known {
		if c == 0 {
			c = pool[k]
			k++
		}
		dst.Extra[i] = c
	}
	if dst.GlimpseAt >= 0 {
		dst.Glimpse = dst.Extra[dst.GlimpseAt] // what the winner saw, whoever it was
	}
}

// CheckTrickSample returns the first fact of sample that contradicts what
// the seat whose View is view knows (view and its memory mem), or nil: a
// sample must be a full state with the seat's hand, every public fact and
// every hand size equal, the glimpsed cards where they were glimpsed, and
// each card in exactly one place.
func CheckTrickSample(sample, view *TrickState, mem *TrickMemory) error {
	me := int(view.Viewer)
	switch {
	case sample.Viewer != -1:
		return errSample("is a View, not a full state")
	case sample.Hand[me] != view.Hand[me]:
		return errSample("changes the viewer's hand")
	case sample.Played != view.Played || sample.Led != view.Led || sample.Leader != view.Leader ||
		sample.Tricks != view.Tricks || sample.Points != view.Points || sample.GlimpseAt != view.GlimpseAt ||
		sample.HandSize != view.HandSize:
		return errSample("changes a public fact")
	case view.Glimpse != 0 && sample.Glimpse != view.Glimpse:
		return errSample("changes the card just glimpsed")
	case sample.GlimpseAt >= 0 && sample.Glimpse != sample.Extra[sample.GlimpseAt]:
		return errSample("glimpses a card that is not there")
	}
	for q := range 2 {
		if bits.OnesCount16(sample.Hand[q]) != int(sample.HandSize[q]) {
			return errSample("gives seat " + strconv.Itoa(q) + " a hand of the wrong size")
		}
	}
	for i, c := range mem.Known {
		if c != 0 && sample.Extra[i] != c {
			return errSample("moves extra card " + strconv.Itoa(i) + ", which the viewer glimpsed")
		}
	}
	all := sample.Hand[0] | sample.Hand[1] | sample.Played
	count := bits.OnesCount16(sample.Hand[0]) + bits.OnesCount16(sample.Hand[1]) + bits.OnesCount16(sample.Played)
	for _, c := range sample.Extra {
		if c < 1 || c > TrickCards {
			return errSample("has an extra card of rank " + strconv.Itoa(int(c)))
		}
		all |= bit(c)
		count++
	}
	if count != TrickCards || all != 1<<TrickCards-1 {
		return errSample("does not hold every card exactly once")
	}
	return nil
}
