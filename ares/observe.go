package ares

// This file holds what a player observes of the game as it is played: the
// action another player made, as far as it shows, and the bases whose
// screens went back up during an action. An agent that keeps a Memory of
// the game reads both after every action.

// ActHidden is the kind of what another player sees of a card played
// behind a screen (a Building, a resource, a resource stack, a Special
// card): that a card left the hand, not which card or where it went. It
// is never legal; see State.Seen.
const ActHidden ActionKind = 0xfe

// HiddenCard is the Card of an action another player saw played without
// seeing the card: a setup pick, an Attack card played face down, a card
// banked or played behind a screen, an Emergency Defense card. It is also
// the Target of a Raid pick the other side has not seen.
const HiddenCard uint8 = hiddenCard

// Seen returns what player viewer sees of action a, made by player mover:
// a itself for the mover and its Team Match teammate (whose hands and
// bases are open to each other), and for the others the action with what
// they cannot see replaced by HiddenCard:
//
//   - a setup pick shows that a pick was made;
//   - a card played behind the screen (as a Building, a resource, a
//     resource stack or a Special card) shows as ActHidden: the card and
//     its place are hidden, and so is whether it went into the base or, a
//     Special card played face up and discarded, onto the discard pile
//     (which then shows it);
//   - an attack shows its target, and its combat choice only when it is a
//     neutral Frontier take (announced); otherwise NormalAttack, since the
//     choice stays secret until the Attack card is revealed;
//   - a banked Attack card and an Emergency Defense card hide which hand
//     card they were (the bank then shows the card in the Scoring pile);
//   - the attacking side's Raid pick hides the Force picked until both
//     sides have picked.
//
// Every other decision is taken in the open. Two actions a viewer cannot
// tell apart have the same Seen; what the state then shows (the View
// after) may tell more.
func (s *State) Seen(mover, viewer int, a Action) Action {
	if s.sameSide(mover, viewer) {
		return a
	}
	switch a.Kind {
	case ActPick:
		return Action{Kind: ActPick, Card: HiddenCard}
	case ActBuilding, ActResource, ActStack, ActSpecial:
		return Action{Kind: ActHidden, Card: HiddenCard}
	case ActBank:
		return Action{Kind: ActBank, Card: HiddenCard}
	case ActAttack:
		choice := uint8(NormalAttack)
		if a.Arg == uint8(TakeFrontier) {
			choice = uint8(TakeFrontier)
		}
		return Action{Kind: ActAttack, Card: HiddenCard, Arg: choice, Target: a.Target}
	case ActEmergency:
		if a.Card != NoCard {
			a.Card = HiddenCard
		}
	case ActRaidPick:
		if s.sameSide(mover, int(s.att)) {
			a.Target = HiddenCard
		}
	}
	return a
}

// ObservationInto writes into v what player p observed of the last Apply:
// its View of the state after it, except that a base whose screen went
// back up during that Apply (at the end of a battle, a neutral Frontier
// take, an attack that took the Frontier without combat, or a Raid's
// rewards) shows as it stood then, face-down cards hidden as in a
// revealed base. Nothing in a base changes between its screen going up
// and the end of the Apply (the turn ends and the players draw), so this
// is what the table showed p. A battle that begins and ends within one
// action (the attacker's Construction before a take, say) is otherwise
// never seen in a View. Before any action, and after one that raised no
// screen, it is the View.
//
// Agents that remember the game (Memory) read observations; deciding
// from a View is enough for the others.
func (s *State) ObservationInto(p int, v *State) { s.viewInto(p, v, s.screened) }

// Observation returns ObservationInto's observation as a new value.
func (s *State) Observation(p int) State {
	var v State
	s.ObservationInto(p, &v)
	return v
}
