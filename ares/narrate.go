package ares

import (
	"fmt"
	"strings"
)

// Narrate describes in plain words what action a did, turning before into
// after, for game logs: the play, Construction, battle placements, rolls
// and losses, battle results and the end of the game. It returns one line
// per event.
func Narrate(before *State, a Action, after *State) []string {
	n := narrator{b: before, a: after}
	n.describe(a)
	return n.lines
}

type narrator struct {
	b, a  *State
	lines []string
	// noEnd leaves out the line that tells the end of the game (a Log
	// writes it with End).
	noEnd bool
}

func (n *narrator) say(format string, args ...any) {
	n.lines = append(n.lines, fmt.Sprintf(format, args...))
}

func (n *narrator) name(p int) string { return n.b.Faction(p).Name }

// ownerName names the faction that owns battle Force i: in a Team Match
// the teammate whose Force it is, not the side's first seat.
func ownerName(s *State, i int) string {
	return s.Faction(int(s.battle.forces[i].owner)).Name
}

// forceName names battle Force i as "Terran Trooper x3".
func forceName(s *State, i int) string {
	f := &s.battle.forces[i]
	u := s.Faction(int(f.owner)).Units[f.unit]
	return fmt.Sprintf("%s x%d", u.Name, f.units)
}

func (n *narrator) describe(a Action) {
	b, s := n.b, n.a
	p := b.ToMove()
	switch a.Kind {
	case ActPick:
		n.say("%s pick %s", n.name(p), b.Faction(p).Cards[a.Card].Name)
		if s.phase == phaseTurn {
			n.say("Decks shuffled; %s play first", n.name(int(s.first)))
		}
	case ActBuilding:
		d := b.HandDef(p, int(a.Card))
		where := ""
		if a.Target != TargetNew {
			where = fmt.Sprintf(" on the resource stack of slot %d", a.Target)
		}
		if s.players[p].base[s.slotOfCard(p, b.players[p].hand[a.Card])].bay {
			if where != "" {
				where += ","
			}
			where += " on the Base Mat"
		}
		n.say("Turn %d, %s: play %s producing %s%s", b.turns+1, n.name(p), d.Name, d.Units[a.Arg], where)
	case ActSpecial:
		d := b.HandDef(p, int(a.Card))
		target := ""
		if a.Target != TargetNew {
			if u := b.SlotUnit(p, int(a.Target)); u != nil {
				target = " on their " + u.Name + " building"
			}
		}
		n.say("Turn %d, %s: play %s face up%s", b.turns+1, n.name(p), d.Name, target)
	case ActPower:
		u := b.SlotUnit(p, int(a.Target))
		what := "its ability"
		if a.Arg > 0 {
			what = b.Attached(p, int(a.Target))[a.Arg-1].Name
		}
		n.say("  %s spend Power on %s of their %s building (%d Power left)", n.name(p), what, u.Name, s.players[p].power)
	case ActConvert:
		n.say("  %s turn an Egg into Power (%d Power)", n.name(p), s.players[p].power)
	case ActUnevolve:
		n.say("  %s remove an Evolve card", n.name(p))
	case ActConstructed:
		// A Team Match teammate constructs after these decisions.
		if b.flow == flowDefConstruct {
			n.builtBySide(int(b.def))
		} else {
			n.builtBySide(int(b.att))
		}
		n.resolution()
	case ActRaidPick:
		n.say("  %s pick a Force for the Raid in secret", n.name(p))
		if s.phase != phaseRaidPick {
			n.raidStart()
		}
	case ActReward:
		n.reward(a, p)
	case ActSpend:
		n.spend(a, p)
	case ActResource:
		target := "a resource stack"
		if u := b.SlotUnit(p, int(a.Target)); u != nil {
			target = fmt.Sprintf("their %s building (slot %d)", u.Name, a.Target)
		}
		n.say("Turn %d, %s: play a resource on %s", b.turns+1, n.name(p), target)
	case ActStack:
		n.say("Turn %d, %s: start a resource stack", b.turns+1, n.name(p))
	case ActBank:
		n.say("Turn %d, %s: bank an Attack card (%d Scoring cards)", b.turns+1, n.name(p), s.players[p].scoring)
	case ActPass:
		n.say("Turn %d, %s: pass (no cards left)", b.turns+1, n.name(p))
	case ActAttack:
		if b.joint == -2 {
			n.say("Turn %d, %s: join the attack with an Attack card", b.turns+1, n.name(p))
			n.attackLaunched()
			break
		}
		n.say("Turn %d, %s: play an Attack card", b.turns+1, n.name(p))
		if s.joint == -2 {
			break // the teammate plays first
		}
		n.attack(a, p)
	case ActDefend:
		where := "the Frontier"
		if a.Arg == 1 {
			where = "their Base"
		}
		n.say("%s defend %s", n.name(p), where)
		n.resolution()
	default:
		n.battleAction(a, p)
	}
	if b.joint == -2 && s.joint != -2 && a.Kind != ActAttack && b.phase == phaseTurn {
		n.attackLaunched() // the teammate's attack waited for this play
	}
	if s.phase == phaseOver && b.phase != phaseOver && !n.noEnd {
		n.say("%s", resultLine(s))
	}
}

// construction reports the units player p built.
func (n *narrator) construction(p int) {
	if !n.built(p) {
		n.say("  %s: Construction builds nothing", n.name(p))
	}
}

// built reports the units player p built, if any, and whether there were
// any.
func (n *narrator) built(p int) bool {
	var built []string
	for k := 0; k < MaxBuildings; k++ {
		was, now := n.b.players[p].base[k], n.a.players[p].base[k]
		if now.kind != slotEmpty && now.units > was.units && now.unit == was.unit && now.kind == was.kind {
			built = append(built, fmt.Sprintf("%s +%d", n.a.Faction(p).Units[now.unit].Name, now.units-was.units))
		}
	}
	if len(built) == 0 {
		return false
	}
	n.say("  %s: Construction builds %s", n.name(p), strings.Join(built, ", "))
	return true
}

// sideConstruction reports the Construction of the side whose first seat
// is first: that seat's, and what its Team Match teammate built, when the
// teammate constructed in this action too.
func (n *narrator) sideConstruction(first int) {
	n.construction(first)
	if ps, k := n.a.side(first); k == 2 {
		n.built(ps[1])
	}
}

// builtBySide reports the units built by the players of the side whose
// first seat is first, for the Constructions that may or may not have
// run in this action (a Team Match teammate's after the first one's
// decisions).
func (n *narrator) builtBySide(first int) {
	ps, k := n.a.side(first)
	for _, q := range ps[:k] {
		n.built(q)
	}
}

func (n *narrator) attack(a Action, p int) {
	if AttackChoice(a.Arg) == TakeFrontier {
		n.sideConstruction(p)
		n.resolution()
		return
	}
	n.sideConstruction(int(a.Target))
	n.resolution()
}

// attackLaunched reports a Team Match attack that waited for the
// teammate's play and starts now.
func (n *narrator) attackLaunched() {
	s := n.a
	if s.choice == TakeFrontier {
		n.builtBySide(int(s.att))
		n.resolution()
		return
	}
	n.builtBySide(int(s.def))
	n.resolution()
}

// take reports the end of a neutral Frontier take.
func (n *narrator) take() {
	att := int(n.a.att)
	if n.a.frontier == int8(att) {
		n.say("  %s take the neutral Frontier", n.name(att))
	} else {
		n.say("  %s cannot take the Frontier: no Force that is not Base Defense", n.name(att))
	}
}

// reward reports a Raid reward: the Scoring card taken, the building the
// Bonus Resources go onto, or the building destroyed.
func (n *narrator) reward(a Action, p int) {
	b := n.b
	switch a.Arg {
	case RewardScoring:
		n.say("  %s take the Raid reward: a Scoring card of %s", n.name(p), n.name(n.scoringLoser()))
	case RewardResources:
		q, k, _ := b.fromRef(int(b.att), a.Target)
		n.say("  %s take the Raid reward: %d Bonus Resources onto the %s %s", n.name(p),
			int(b.players[q].discard)-int(n.a.players[q].discard), n.name(q), slotName(b, q, k))
	case RewardDestroy:
		q, k, _ := b.fromRef(int(b.def), a.Target)
		n.say("  %s take the Raid reward: destroy the %s %s", n.name(p), n.name(q), slotName(b, q, k))
	}
}

// scoringLoser returns the defender whose Scoring pile a Raid reward took
// a card from: in a Team Match the defender's or its teammate's.
func (n *narrator) scoringLoser() int {
	ps, k := n.a.side(int(n.b.def))
	for _, q := range ps[:k] {
		if n.a.players[q].scoring < n.b.players[q].scoring {
			return q
		}
	}
	return int(n.b.def)
}

// slotName names what stands in slot k of player p's base, as in "Forge
// (Golem, slot 3)", "Militia building (slot 0)" or "resource stack of 2
// card(s) (slot 2)".
func slotName(s *State, p, k int) string {
	b := &s.players[p].base[k]
	switch b.kind {
	case slotStack:
		return fmt.Sprintf("resource stack of %d card(s) (slot %d)", b.under, k)
	case slotBuilding, slotSpecial:
		d := s.Faction(p).CardOf(int(b.card))
		if u := s.unitOf(p, b); u != nil {
			return fmt.Sprintf("%s (%s, slot %d)", d.Name, u.Name, k)
		}
		return fmt.Sprintf("%s (slot %d)", d.Name, k)
	}
	if u := s.unitOf(p, b); u != nil {
		return fmt.Sprintf("%s building (slot %d)", u.Name, k)
	}
	return fmt.Sprintf("slot %d", k)
}

// raidStart reports the two Forces of a Raid, once both are picked.
func (n *narrator) raidStart() {
	n.say("  Raid, %d rounds: %s against %s", n.a.battle.rounds, n.sideList(Attacker), n.sideList(Defender))
	n.roundStart(0) // a Raid places no battle line: its first round starts at once
	n.battleEnd()
}

// resolution reports the revealed attack and the start of the battle, or
// what the Battle Sequence waits for, in the order of its steps: the
// defenders' Construction decisions and declaration (step 2), then the
// reveal, the attackers' Construction and their decisions (step 3).
func (n *narrator) resolution() {
	s := n.a
	if s.phase == phaseConstruct && s.flow == flowDefConstruct {
		n.decisions()
		return
	}
	if s.phase == phaseDefend {
		n.say("  %s control the Frontier and declare their defence", n.name(int(s.def)))
		return
	}
	info := s.BattleInfo()
	if info.Choice == TakeFrontier {
		if s.phase == phaseConstruct {
			n.decisions()
			return
		}
		n.take()
		return
	}
	if !n.revealedBefore() {
		n.reveal(info)
	}
	if s.phase == phaseConstruct {
		n.decisions()
		return
	}
	if info.NoCombat {
		if s.frontier == int8(info.Attacker) {
			n.say("  %s take the undefended Frontier without combat", n.name(info.Attacker))
		} else {
			n.say("  %s have no Force to take the Frontier with", n.name(info.Attacker))
		}
		return
	}
	if s.phase == phaseRaidPick || info.Kind == RaidBattle {
		n.say("  A Raid: each side picks one Force in secret")
		if s.phase != phaseRaidPick {
			n.raidStart()
		}
		return
	}
	n.battleStart()
}

// decisions reports the Construction decisions the Battle Sequence waits
// for.
func (n *narrator) decisions() {
	s := n.a
	n.say("  %s make Construction decisions (%d Power)", n.name(int(s.cons)), s.players[s.cons].power)
}

// revealedBefore reports whether the attack was revealed before this
// action: the attackers were making Construction decisions, which follow
// the reveal (rulebook, Battle Sequence step 3).
func (n *narrator) revealedBefore() bool {
	return n.b.phase == phaseConstruct && n.b.flow == flowAttConstruct
}

// reveal reports step 3 of the Battle Sequence: the revealed attack, who
// keeps its Scoring card on a Surprise, then the attackers' Construction.
func (n *narrator) reveal(info BattleInfo) {
	choice := "a Normal Attack"
	if info.Choice == DeepStrike {
		choice = "a Deep Strike"
	}
	n.say("  revealed: %s by %s on %s", choice, n.name(info.Attacker), n.name(info.Defender))
	if info.Surprise {
		n.say("  Surprise! %s keep the Scoring card", n.name(info.Attacker))
	}
	n.sideConstruction(info.Attacker)
}

// battleStart reports the battle set up, or the Power its special Attacks
// may spend first.
func (n *narrator) battleStart() {
	s := n.a
	if s.phase == phaseSpend {
		c, _ := s.attackCardOf(int(s.cons))
		n.say("  %s may spend up to %d Power on %s", n.name(int(s.cons)), s.spendLimit(int(s.cons)),
			s.Faction(int(s.cons)).CardOf(int(c)).Name)
		return
	}
	info := s.BattleInfo()
	where := "at the Frontier"
	if info.Kind == BaseBattle {
		where = "at the " + n.name(info.Defender) + " base"
	}
	bt := &s.battle
	n.say("  Battle %s, %d rounds: %s against %s", where, bt.rounds, n.sideList(Attacker), n.sideList(Defender))
	n.roundStart(0)
	n.battleEnd()
}

// spend reports Power spent on a special Attack, and what it bought.
func (n *narrator) spend(a Action, p int) {
	b := n.b
	c, _ := b.attackCardOf(p)
	d := b.Faction(p).CardOf(int(c))
	what := ""
	if d.Effect.Kind == EffectRerolls {
		what = fmt.Sprintf(": %d reroll(s)", a.Arg)
	} else if a.Arg > 0 {
		what = fmt.Sprintf(": %d dice", a.Arg)
	}
	n.say("  %s spend %d Power on %s%s (%d Power left)", n.name(p), a.Arg, d.Name, what, n.a.players[p].power)
	n.losses()
	n.battleStart()
}

func (n *narrator) sideList(side Side) string {
	var parts []string
	bt := &n.a.battle
	for i := 0; i < int(bt.n); i++ {
		if bt.forces[i].side == side && bt.forces[i].units > 0 {
			parts = append(parts, forceName(n.a, i))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

func (n *narrator) battleAction(a Action, p int) {
	b, s := n.b, n.a
	bt := &s.battle
	switch a.Kind {
	case ActPlace:
		switch PlaceKind(a.Arg) {
		case PlaceMatch:
			n.say("  %s place %s opposite %s", ownerName(s, int(a.Force)), forceName(s, int(a.Force)), forceName(b, int(a.Target)))
		case PlaceGap:
			n.say("  %s place %s in a new column", ownerName(s, int(a.Force)), forceName(s, int(a.Force)))
		case PlaceFlank:
			n.say("  %s move %s to flank in column %d", ownerName(s, int(a.Force)), forceName(s, int(a.Force)), a.Target+1)
		}
	case ActEmergency:
		n.say("  %s: Emergency Defense on %s", ownerName(s, int(a.Force)), forceName(s, int(a.Force)))
	case ActRetreat:
		if a.Arg == 1 {
			n.say("  %s retreat!", n.name(p))
		}
	case ActFire:
		target := "a Base Card"
		if a.Target != TargetBaseLeft && a.Target != TargetBaseRight {
			target = forceName(b, int(a.Target))
		}
		if bt.step == stepReroll {
			// The roll waits for the side's reroll decision: its own dice
			// and hits so far.
			n.say("  %s fires at %s: %d dice hitting on %d or less, %d hit(s), %d missed", forceName(b, int(a.Force)), target,
				bt.rollFirst, bt.rollHitOn, bt.rollHits, bt.rollMissed)
			break
		}
		r := bt.last
		n.say("  %s fires at %s: %d dice hitting on %d or less, %d hit(s)", forceName(b, int(a.Force)), target, r.Dice, r.HitOn, r.Hits)
	case ActReroll:
		if a.Arg > 0 {
			r := bt.last
			n.say("  %s reroll %d: %d more hit(s), %d in all", n.name(p), a.Arg, int(r.Hits)-int(b.battle.rollHits), r.Hits)
		}
	case ActDestroy:
		q, _, _ := b.fromRef(int(b.def), a.Target)
		n.say("  %s destroy an Empty Building of %s", n.name(p), n.name(q))
	case ActSwitch:
		if a.Arg == 0 {
			n.say("  %s switch %s and %s (Tactical Brain)", n.name(p), forceName(s, int(a.Force)), forceName(s, int(a.Target)))
		}
	}
	n.losses()
	n.roundStart(b.battle.round)
	n.battleEnd()
}

// roundStart heads the combat round this action started, if any: the
// battle was in round from before it (0 for a battle that began in it).
func (n *narrator) roundStart(from uint8) {
	bt := &n.a.battle
	if bt.round != from && bt.step != stepOver {
		n.say("  Round %d", bt.round)
	}
}

// losses reports units lost at the end of an initiative group.
func (n *narrator) losses() {
	b, s := &n.b.battle, &n.a.battle
	if s.n != b.n {
		return
	}
	for i := 0; i < int(s.n); i++ {
		if lost := int(b.forces[i].units) - int(s.forces[i].units); lost > 0 {
			f := &s.forces[i]
			u := n.a.Faction(int(f.owner)).Units[f.unit]
			n.say("  %s %s lose %d (%d left)", n.name(int(f.owner)), u.Name, lost, f.units)
		}
	}
}

func (n *narrator) battleEnd() {
	b, s := n.b, n.a
	if s.battles == b.battles {
		return
	}
	info := s.BattleInfo()
	out := s.battle.outcome
	winner := info.Defender
	if out.AttackerWins() {
		winner = info.Attacker
	}
	n.say("  Battle over (%s): %s win", out, n.name(winner))
	switch {
	case out.AttackerWins() && info.Kind == FrontierBattle:
		n.say("  %s take the Frontier", n.name(info.Attacker))
	case out.AttackerWins() && info.Kind == BaseBattle && s.players[info.Defender].out && s.phase != phaseOver:
		n.say("  %s are eliminated; %s take their Scoring cards", n.name(info.Defender), n.name(info.Attacker))
	}
}

// resultLine tells how game s ended: the winning side (or a draw), the
// reason, and every faction's points.
func resultLine(s *State) string {
	r := s.Result()
	var pts []string
	for p := 0; p < int(s.n); p++ {
		pts = append(pts, fmt.Sprintf("%s %d", s.Faction(p).Name, r.Points[p]))
	}
	if r.Winner < 0 {
		return fmt.Sprintf("Game over after %d turns: a draw (%s). Points: %s", r.Turns, r.Reason, strings.Join(pts, ", "))
	}
	return fmt.Sprintf("Game over after %d turns: %s win by %s. Points: %s", r.Turns, s.SideName(r.Winner), r.Reason, strings.Join(pts, ", "))
}

// SideName names player p's side: its faction, or in a Team Match both
// teammates' ("Terrans and Kahoum").
func (s *State) SideName(p int) string {
	if s.Mode() != Team {
		return s.Faction(p).Name
	}
	names := []string{}
	for q := 0; q < int(s.n); q++ {
		if s.Teammate(p, q) {
			names = append(names, s.Faction(q).Name)
		}
	}
	return strings.Join(names, " and ")
}
