package bot

import (
	"sync"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/learn"
)

// Features is the feature encoder of the learned tier for The Ares
// Project (learn.Encoder[ares.State, ares.Action], schema "ares/2"): it
// turns what one seat knows, its View, into the fixed-length vectors the
// value and policy models read. Every feature is read through the View's
// exported accessors, so a fact the View hides cannot change one. The
// NewFeatures makes one, and one Features may serve many goroutines.
//
// Seats are relative to the viewer: block 0 is the viewer itself, then
// (in a Team Match) its teammate, then the other seats in seat order
// after the viewer; a game of fewer than four players leaves the last
// blocks at zero. So one model serves every seat, mode and number of
// players.
//
// State features (StateLen, 203), with counts scaled by their usual
// maxima:
//
//   - 0-3 the mode (Basic, Full, Free-For-All, Team), one-hot; 4-6 the
//     number of players (2, 3, 4), one-hot;
//   - 7-14 tempo: the share of cards still in the decks and hands, the
//     stage of the game (the leaf evaluation's four buckets, one-hot),
//     turns, battles fought, neutral Frontier takes;
//   - 15-17 the Frontier: neutral, held by the viewer's side, by an
//     enemy;
//   - 18-26 the decision waited for: setup, a turn's play, a teammate's
//     join, the Frontier's declaration, another step of an attack
//     (Construction, Raid picks and rewards), a battle (the Power a
//     special Attack spends included), the game over; the viewer to
//     move, its side to move;
//   - 27-35 the attack in progress, as the View shows it: one is on, the
//     combat choice (the defenders see a Normal Attack until the
//     reveal), a Raid, a Base defence, a Surprise, the Scoring card going
//     to the viewer's side or to an enemy;
//   - 36-57 the battle in progress, for the viewer's side (the
//     attacker's for a bystander): attacking or defending, its kind
//     (Frontier, Base, Raid), Deep Strike, round, rounds left, each
//     side's units, Forces, hit points, rerolls and scouting, the
//     heuristic's estimate of the side's chance (estimate.go), Empty
//     Buildings destroyed and left, and whether the battle waits for
//     the viewer's side;
//   - 58-69 the leaf evaluation's inputs: the viewer's side's points and
//     strength against the best enemy side's, each also by stage (so a
//     linear model weighs them as the leaf curves do), the best enemy's
//     points, the enemies still in; 70 the viewer's side played first;
//   - 71-202 four seat blocks of 33 (see the p* constants): present,
//     out, teammate, to move, points, Scoring cards, the Frontier, hand,
//     deck, discard pile and base sizes, base hidden, Power, strength (the
//     units and what the resources build, at the heuristic's unit values
//     against the seat's enemy; for a hidden base, its Start Buildings
//     and a guess per card in it), the strength of its Frontier, Base
//     Defense, Deep Strike and best Raid Forces, buildings, resources,
//     Power made per Construction, attached cards, the hand by kind
//     where it shows (the viewer's, a teammate's), attacker and defender
//     of the attack in progress, and the faction (Terrans, Kahoum, Xenos,
//     Colossus; none for another), one-hot.
//
// Action features (ActionLen, 84): the action's kind, one-hot (0-23);
// the card it plays (kind, Attack kind, its unit's value, cost, type,
// Base Defense and Deep Strike, the Full Game building cost and the
// effect, one-hot over the twelve effect kinds); the base slot it
// targets (units, resources, whether a resource completes a unit or is
// wasted); an attack's choice and target (points, Frontier, base hidden,
// strength, seat); a placement's kind and a fire's target (a Base Card,
// the chance to hit, units); amounts (rerolls, Power spent, an effect's
// amount); a Raid reward's kind; the yes/no of a declaration, retreat or
// switch; and context (cards left, the points margin, the Frontier, the
// hand, a battle on); last (82-83, written by Actions, which sees the
// whole legal list) the heuristic's score of the action against its best
// among them, and which one it would play: the seat's own heuristic
// (NewSeatFeatures), which remembers what the seat saw, or one that
// scores from the View alone. See the a* constants.
//
// The unit values, the battle estimate and the action scores are the
// heuristic's (eval.go, estimate.go, heuristic*.go): retuning them changes
// the features, and calls for a new schema.
type Features struct {
	cache   valuesCache
	scorers sync.Pool // of *scorer
	seat    *scorer   // the seat's own heuristic, if any (NewSeatFeatures)
}

var _ learn.Encoder[ares.State, ares.Action] = (*Features)(nil)

// NewFeatures returns a feature encoder.
func NewFeatures() *Features {
	e := &Features{}
	e.scorers.New = func() any { return &scorer{h: NewHeuristic(0)} }
	return e
}

// NewSeatFeatures returns the encoder of one seat in one game, whose
// action scores come from h, a heuristic that remembers what the seat saw
// (the bases shown in battles, say) at the decisions it is shown: it must
// be shown each of the seat's decisions in turn, and serves one goroutine.
func NewSeatFeatures(h *Heuristic) *Features {
	e := NewFeatures()
	e.seat = &scorer{h: h}
	return e
}

// FeaturesSchema names the layout Features writes.
const FeaturesSchema = "ares/2"

// Schema returns FeaturesSchema.
func (*Features) Schema() string { return FeaturesSchema }

// StateLen returns the length of a state feature vector.
func (*Features) StateLen() int { return stateLen }

// ActionLen returns the length of an action feature vector.
func (*Features) ActionLen() int { return actionLen }

// MarkFeature implements learn.Marker: the action feature that is 1 on
// the heuristic's choice.
func (*Features) MarkFeature() int { return aHeuristicTo }

// The global state features.
const (
	gMode        = 0  // 4, one-hot by ares.Mode
	gPlayers     = 4  // 3, one-hot: 2, 3, 4 players
	gLeft        = 7  // the share of the cards still in decks and hands
	gStage       = 8  // 4, one-hot by leaf bucket
	gTurns       = 12 // turns / 100
	gBattles     = 13 // battles fought / 20
	gTakes       = 14 // neutral Frontier takes / 3
	gFrontier    = 15 // 3: neutral, the viewer's side, an enemy
	gPhase       = 18 // 7, one-hot: setup, turn, join, declare, attack step, battle, over
	gMeToMove    = 25
	gSideToMove  = 26
	gAttackOn    = 27
	gChoice      = 28 // 3, one-hot by ares.AttackChoice
	gRaid        = 31
	gDefendBase  = 32
	gSurprise    = 33
	gScoreMine   = 34 // 2: the Scoring card goes to the viewer's side, to an enemy
	gBattleAtt   = 36 // the viewer's side attacks
	gBattleDef   = 37 // the viewer's side defends
	gBattleKind  = 38 // 3, one-hot by ares.BattleKind
	gDeep        = 41
	gRound       = 42 // round / rounds
	gRoundsLeft  = 43 // / 6
	gUnits       = 44 // 2: the side's units, the other's / 16
	gForces      = 46 // 2: Forces in / 8
	gHitPoints   = 48 // 2: / 40
	gRerolls     = 50 // 2: / 4
	gScouting    = 52 // 2: / 6
	gWin         = 54 // the estimate's chance for the side
	gDestroyed   = 55 // Empty Buildings destroyed / 3
	gEmptyLeft   = 56 // Empty Buildings left / 10
	gBattleMine  = 57 // the battle waits for the viewer's side
	gPointsDiff  = 58 // the viewer's side's points less the best enemy's / 10
	gStrDiff     = 59 // the same of strength / 5
	gPointsStage = 60 // 4: gPointsDiff by stage
	gStrStage    = 64 // 4: gStrDiff by stage
	gEnemyPoints = 68 // the best enemy's points / 10
	gEnemiesIn   = 69 // enemies still in / 3
	gFirst       = 70 // the viewer's side played first
	globalLen    = 71
)

// A seat block's features, from the block's start.
const (
	pPresent      = 0
	pOut          = 1
	pMate         = 2 // the viewer's teammate
	pToMove       = 3
	pPoints       = 4  // / 10
	pScoring      = 5  // / 10
	pFrontier     = 6  // holds the Frontier
	pHand         = 7  // / 3
	pDeck         = 8  // / 50
	pDiscard      = 9  // / 50
	pBaseCards    = 10 // / 30
	pHidden       = 11 // the base is behind its screen
	pPower        = 12 // / 20
	pStrength     = 13 // / 5
	pFrontStr     = 14 // / 5
	pBaseDefStr   = 15 // / 5
	pDeepStr      = 16 // / 5
	pRaidStr      = 17 // / 3
	pBuildings    = 18 // / 8
	pResources    = 19 // / 20
	pPowerMade    = 20 // / 5
	pAttached     = 21 // / 6
	pHandBuilding = 22 // 5, / 3: Building, Standard, Raid and special Attack, Special cards
	pAttacker     = 27
	pDefender     = 28
	pFaction      = 29 // 4, one-hot
	playerLen     = 33
)

const stateLen = globalLen + ares.MaxPlayers*playerLen

// viewerOf returns the seat v belongs to: its viewer, or the player to
// move of a full state.
func viewerOf(v *ares.State) int {
	if me := v.Viewer(); me >= 0 {
		return me
	}
	return max(v.ToMove(), 0)
}

// seatOrder returns the seats in the order of the seat blocks: me, a Team
// Match teammate, then the others in seat order after me.
func seatOrder(v *ares.State, me int) (order [ares.MaxPlayers]int, n int) {
	n = v.NumPlayers()
	order[0] = me
	k, mate := 1, -1
	if v.Mode() == ares.Team {
		mate = me ^ 1
		order[1] = mate
		k = 2
	}
	for i := 1; i < n; i++ {
		if q := (me + i) % n; q != mate {
			order[k] = q
			k++
		}
	}
	return order, n
}

// sideLeader returns the seat that stands for p's side: p, or in a Team
// Match its team's first seat.
func sideLeader(v *ares.State, p int) int {
	if v.Mode() == ares.Team {
		return p &^ 1
	}
	return p
}

// State writes the features of View v for its viewer into dst.
func (e *Features) State(v *ares.State, dst []float32) {
	dst = dst[:stateLen]
	clear(dst)
	me := viewerOf(v)
	order, n := seatOrder(v, me)
	dst[gMode+int(v.Mode())%4] = 1
	dst[gPlayers+min(max(n-2, 0), 2)] = 1
	left, stage := cardsLeft(v)
	dst[gLeft] = float32(left)
	dst[gStage+stage] = 1
	dst[gTurns] = float32(v.Turns()) / 100
	dst[gBattles] = float32(v.BattlesFought()) / 20
	dst[gTakes] = float32(v.FrontierTakes()) / 3
	switch fr := v.Frontier(); {
	case fr < 0:
		dst[gFrontier] = 1
	case v.Teammate(me, fr):
		dst[gFrontier+1] = 1
	default:
		dst[gFrontier+2] = 1
	}
	ph := phaseOf(v)
	dst[gPhase+ph] = 1
	if mv := v.ToMove(); mv >= 0 {
		dst[gMeToMove] = b2f32(mv == me)
		dst[gSideToMove] = b2f32(v.Teammate(mv, me))
	}
	info := v.BattleInfo()
	attackOn := ph == phaseJoin || ph == phaseDeclare || ph == phaseAttackStep || ph == phaseBattle
	if attackOn {
		e.attackFeatures(v, me, &info, dst)
	}
	var strength [ares.MaxPlayers]float64 // by side leader
	for i := 0; i < n; i++ {
		q := order[i]
		blk := dst[globalLen+i*playerLen : globalLen+(i+1)*playerLen]
		st := e.seatFeatures(v, me, q, blk)
		if attackOn {
			blk[pAttacker] = b2f32(v.Teammate(q, info.Attacker))
			blk[pDefender] = b2f32(v.Teammate(q, info.Defender) && info.Choice != ares.TakeFrontier)
		}
		if !v.Eliminated(q) {
			strength[sideLeader(v, q)] += st
		}
	}
	mine := sideLeader(v, me)
	bestPts, bestStr, enemies := 0, 0.0, 0
	for q := 0; q < n; q++ {
		if v.Teammate(me, q) || v.Eliminated(q) {
			continue
		}
		if enemies++; enemies == 1 {
			bestPts, bestStr = v.Points(q), strength[sideLeader(v, q)]
		}
		bestPts = max(bestPts, v.Points(q))
		bestStr = max(bestStr, strength[sideLeader(v, q)])
	}
	pd := float32(v.Points(me)-bestPts) / 10
	sd := float32(strength[mine]-bestStr) / 5
	dst[gPointsDiff], dst[gStrDiff] = pd, sd
	dst[gPointsStage+stage], dst[gStrStage+stage] = pd, sd
	dst[gEnemyPoints] = float32(bestPts) / 10
	dst[gEnemiesIn] = float32(enemies) / 3
	dst[gFirst] = b2f32(ph != phaseSetup && v.Teammate(me, v.FirstPlayer()))
}

// The decisions a game waits for, as the View's accessors tell them.
const (
	phaseSetup = iota
	phaseTurn
	phaseJoin
	phaseDeclare
	phaseAttackStep
	phaseBattle
	phaseOver
)

// phaseOf returns what v waits for.
func phaseOf(v *ares.State) int {
	switch {
	case v.Over():
		return phaseOver
	case v.JoinPending():
		return phaseJoin
	case v.TurnPlay():
		return phaseTurn
	case v.AttackPending():
		return phaseDeclare
	case v.InBattle():
		return phaseBattle
	}
	if v.Turns() == 0 {
		hands := 0
		for p := 0; p < v.NumPlayers(); p++ {
			hands += v.HandLen(p)
		}
		if hands == 0 {
			return phaseSetup // the picks: nobody holds a card yet
		}
	}
	return phaseAttackStep
}

// cardsLeft returns the share of the cards still in the decks and hands
// of the players still in, and the leaf evaluation's stage (leafBucket).
func cardsLeft(v *ares.State) (float64, int) {
	left, total := 0, 0
	for p := 0; p < v.NumPlayers(); p++ {
		if !v.Eliminated(p) {
			left += v.DeckLen(p) + v.HandLen(p)
			total += ares.DeckSize
		}
	}
	if total == 0 {
		return 0, LeafBuckets - 1
	}
	return float64(left) / float64(total), leafBucket(v)
}

// attackFeatures writes the attack in progress and its battle.
func (e *Features) attackFeatures(v *ares.State, me int, info *ares.BattleInfo, dst []float32) {
	dst[gAttackOn] = 1
	if info.Choice <= ares.DeepStrike {
		dst[gChoice+int(info.Choice)] = 1
	}
	dst[gRaid] = b2f32(v.IsRaid())
	dst[gDefendBase] = b2f32(info.DefendBase)
	dst[gSurprise] = b2f32(info.Surprise)
	if info.ScoringTo >= 0 {
		dst[gScoreMine+b2i(!v.Teammate(me, info.ScoringTo))] = 1
	}
	if !v.InBattle() {
		return
	}
	b := v.Battle()
	side, involved := ares.Attacker, true
	switch {
	case v.Teammate(me, info.Attacker):
		dst[gBattleAtt] = 1
	case v.Teammate(me, info.Defender):
		side = ares.Defender
		dst[gBattleDef] = 1
	default:
		involved = false
	}
	if k := b.Kind(); k <= ares.RaidBattle {
		dst[gBattleKind+int(k)] = 1
	}
	dst[gDeep] = b2f32(b.IsDeepStrike())
	if r := b.Rounds(); r > 0 {
		dst[gRound] = float32(b.Round()) / float32(r)
		dst[gRoundsLeft] = float32(r-b.Round()) / 6
	}
	other := side.Other()
	dst[gUnits], dst[gUnits+1] = float32(b.UnitsLeft(side))/16, float32(b.UnitsLeft(other))/16
	dst[gForces], dst[gForces+1] = float32(b.Alive(side))/8, float32(b.Alive(other))/8
	var hp [2]int
	for i := 0; i < b.NumForces(); i++ {
		hp[b.Force(i).Side()] += b.Force(i).HitPoints()
	}
	dst[gHitPoints], dst[gHitPoints+1] = float32(hp[side])/40, float32(hp[other])/40
	dst[gRerolls], dst[gRerolls+1] = float32(b.Rerolls(side))/4, float32(b.Rerolls(other))/4
	dst[gScouting], dst[gScouting+1] = float32(b.Scouting(side))/6, float32(b.Scouting(other))/6
	if !b.Over() {
		var sb simBattle
		sb.loadBattle(b, true)
		w := sb.run().win
		if side == ares.Defender {
			w = 1 - w
		}
		dst[gWin] = float32(w)
		dst[gBattleMine] = b2f32(involved && !b.AtChance() && b.ToAct() == side)
	}
	dst[gDestroyed] = float32(b.Destroyed()) / 3
	dst[gEmptyLeft] = float32(b.EmptyBuildingsLeft()) / 10
}

// b2f32 is 1 for true and 0 for false.
func b2f32(b bool) float32 {
	if b {
		return 1
	}
	return 0
}
