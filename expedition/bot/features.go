package bot

import (
	"sync"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/learn"
)

// Features is the feature encoder of Ares Expedition for the learned
// models (learn.Encoder[expedition.View, expedition.Action], schema
// "expedition/2"): fixed-length vectors of what one seat knows, read
// through the View's exported methods only, so that a fact the View hides
// (another hand, the deck, a face-down ocean tile, a secret Planning card
// or corporation) never shows in them. Every value is relative to the
// View's seat: "me" first, then the others in seat order after me. Counts
// are divided by a typical maximum and clipped to [-3, 3].
//
// The state vector (StateLen entries) holds, in order:
//
//   - the game (25): the player count one-hot (2 to 6), Discovery's
//     milestones and upgraded phase cards and Foundations' infrastructure
//     in play, the round, the stage one-hot (8), the phase one-hot (5),
//     whether the seat is to move, whether it is first player and its
//     place from the first player;
//   - the decision (17): the kind of choice to make, one-hot;
//   - the tracks (20): each parameter's step and the seat's allowance on
//     it, the steps left, the rounds-left estimate, the deck, the phases
//     resolving this round (chosen openly or by the dummy hand), whether
//     the seat gets this phase's bonus, its sale price, whether it may
//     play more cards this phase, whether an effect asks the choice;
//   - my hand (36): its cards by colour, with requirements met, payable
//     now, their cheapest and mean cost, fixed VP, tags, the production
//     their effects give, cards with an action, my revealed cards; my
//     phase cards' versions (A, B per phase);
//   - a block (46) for me and one for the next player: victory points
//     (total, TR, forests, cards, milestones, awards), MC, heat, plants,
//     production, steel, titanium, hand and tableau size, colours, tags,
//     cards and corporation with an action, the Planning card shown this
//     round and last round's, upgraded phase cards, resources on cards,
//     heat as MC and a position worth (VP plus resources and income at
//     fixed exchange rates);
//   - a short block (20) for the player after that (zero when there is
//     none);
//   - the others (13): the best and mean total VP and TR of the
//     opponents, their best worth, hands and income, my lead in VP and
//     worth over the best of them, my rank, the leaf evaluation's
//     expected rank reward from the worths, and how many opponents the
//     blocks leave out;
//   - milestones and awards (24): for each milestone, open, mine, held by
//     another, my count and the best opponent's against the threshold;
//     for each award, my place (first, second) and my count against the
//     best opponent's.
//
// The action vector (ActionLen entries) holds:
//
//   - the kind (20), one-hot;
//   - the project card it plays, sells, discards, keeps, gives or targets
//     (20; zeros for none): colour, printed cost, requirements met, fixed
//     and variable VP, tags (a wild tag as the tag the play chooses),
//     action, lasting effects;
//   - what it gives (15): production and gains of MC, heat, plants and
//     cards, steps raised, TR, forests, steel, titanium, resources on
//     cards, discards; summed over the card's effect, the action option's
//     body and cost (X counted), the alternative chosen, the optional
//     block accepted, the corporation's MC and setup, the green card that
//     produces again, the ocean tile's reward, the standard project, the
//     Construction bonus, the sale's price;
//   - the payment (4): the MC it costs me now, heat spent first, an
//     alternative payment, X;
//   - the standard project (7) and the phase chosen or upgraded (5),
//     one-hot, the upgrade's version (2);
//   - context (15): the phase's fit to my position (its own slot: the
//     green, or blue and red, cards I could play, the actions and
//     conversions I could use, my income, the room in my hand), whether
//     the phase resolves this round anyway, whether my card of it is
//     upgraded, the card's VP times the progress, the production times the
//     game left, my MC left after paying, the cost against what I can pay,
//     my hand size for a sale or discard, the resources on a target and
//     whether it is mine, the player given to;
//   - the heuristic (2), written by Actions over the whole legal list: the
//     heuristic's score of the action less its best score among the legal
//     actions, in tens of MC, at least -5, and a 1 on its best-scored
//     action (the first of a tie). The heuristic scores from the View
//     alone: it is reset to a fixed seed before each use, so that neither
//     earlier decisions nor its random tie-break in Planning make the
//     features depend on anything else. Action alone writes zeros there.
//
// The heuristic's scores are its tuning's (heuristic.go and the files it
// calls on): retuning them changes the features and calls for a new
// schema.
//
// A Features keeps a pool of reset heuristics: one value serves every
// goroutine, and State, Action and Actions allocate nothing once the pool's
// heuristics have grown. It must not be copied after first use.
type Features struct {
	scorers sync.Pool // of *scorer
}

// NewFeatures returns the encoder (the zero Features is ready too).
func NewFeatures() *Features { return &Features{} }

// FeaturesSchema names the layout of Features.
const FeaturesSchema = "expedition/2"

// Sizes of the state vector's groups.
const (
	fGame     = 25
	fDecision = 17
	fTracks   = 20
	fHand     = 36
	fPlayer   = 46
	fShort    = 20
	fOthers   = 13
	fTiles    = 24
	// StateFeatures is the length of a state vector.
	StateFeatures = fGame + fDecision + fTracks + fHand + 2*fPlayer + fShort + fOthers + fTiles
)

// Schema returns "expedition/2".
func (*Features) Schema() string { return FeaturesSchema }

// StateLen returns StateFeatures.
func (*Features) StateLen() int { return StateFeatures }

// ActionLen returns ActionFeatures.
func (*Features) ActionLen() int { return ActionFeatures }

// MarkFeature implements learn.Marker: the action feature that is 1 on
// the heuristic's choice.
func (*Features) MarkFeature() int { return aHeuristicTop }

// writer fills a feature vector in order.
type writer struct {
	dst []float32
	i   int
}

// put writes x.
func (w *writer) put(x float32) { w.dst[w.i] = x; w.i++ }

// scaled writes x/d, clipped to [-3, 3].
func (w *writer) scaled(x int, d float32) { w.put(clip(float32(x) / d)) }

// flag writes 1 for true, 0 for false.
func (w *writer) flag(b bool) {
	if b {
		w.put(1)
	} else {
		w.put(0)
	}
}

// oneHot writes n entries, 1 at k (none when k is out of range).
func (w *writer) oneHot(k, n int) {
	for i := 0; i < n; i++ {
		w.flag(i == k)
	}
}

// zeros writes n zeros.
func (w *writer) zeros(n int) {
	for i := 0; i < n; i++ {
		w.put(0)
	}
}

// clip returns x within [-3, 3].
func clip(x float32) float32 {
	switch {
	case x < -3:
		return -3
	case x > 3:
		return 3
	}
	return x
}

// State writes the features of View v (see Features) into dst.
func (f *Features) State(v *expedition.View, dst []float32) {
	w := writer{dst: dst[:StateFeatures]}
	me, n := v.Player(), v.Players()
	var infos [expedition.MaxPlayers]expedition.PlayerInfo
	var scores [expedition.MaxPlayers]expedition.Score
	var worths [expedition.MaxPlayers]float64
	rounds := v.RoundsLeftEstimate()
	for q := 0; q < n; q++ {
		v.InfoInto(q, &infos[q])
		scores[q] = v.Score(q)
		worths[q] = worthOf(v, q, &infos[q], scores[q].Total, rounds)
	}
	stateGame(&w, v, n, me)
	stateTracks(&w, v, rounds)
	stateHand(&w, v, &infos[me])
	for k := 0; k < 2; k++ {
		if k < n {
			q := (me + k) % n
			statePlayer(&w, v, q, &infos[q], &scores[q], worths[q])
		} else {
			w.zeros(fPlayer)
		}
	}
	if n > 2 {
		q := (me + 2) % n
		stateShort(&w, v, q, &infos[q], &scores[q], worths[q])
	} else {
		w.zeros(fShort)
	}
	stateOthers(&w, v, me, n, &infos, &scores, &worths)
	stateTiles(&w, v, me, n)
	if w.i != StateFeatures {
		panic("expedition/bot: state features miscounted")
	}
}

// stateGame writes the game and the decision groups.
func stateGame(w *writer, v *expedition.View, n, me int) {
	w.oneHot(n-expedition.MinPlayers, expedition.MaxPlayers-expedition.MinPlayers+1)
	feats := v.Features()
	w.flag(feats&cards.NeedsMilestones != 0)
	w.flag(feats&cards.NeedsUpgrades != 0)
	w.flag(feats&cards.NeedsInfrastructure != 0)
	w.scaled(v.Round(), 12)
	w.oneHot(int(v.Stage()), int(expedition.StageOver)+1)
	w.oneHot(v.Phase()-1, expedition.NumPhases)
	w.flag(v.ToMove() == me)
	first := v.FirstPlayer()
	w.flag(first == me)
	w.put(float32((me-first+n)%n) / float32(max(n-1, 1)))
	w.oneHot(int(v.Decision()), fDecision)
}

// stateTracks writes the tracks group.
func stateTracks(w *writer, v *expedition.View, rounds float64) {
	total := 0
	for par := cards.Param(0); par < cards.NumParams; par++ {
		m := expedition.ParamMax(par)
		if v.ParamEnabled(par) {
			total += m
			w.scaled(v.Param(par), float32(m))
			w.scaled(v.Allowance(par), float32(m))
		} else {
			w.zeros(2)
		}
	}
	w.scaled(v.StepsLeft(), float32(max(total, 1)))
	w.put(clip(float32(rounds) / 10))
	w.scaled(v.DeckSize(), 100)
	w.writeResolving(v)
	w.flag(v.Bonus())
	w.scaled(v.SellPrice(), 5)
	w.flag(v.CanPlayMore())
	w.flag(v.DecisionSource() >= 0)
}

// resolving returns the phases that resolve this round as far as the View
// shows: chosen by a player whose card is shown, or as if chosen (the
// dummy hand), bit p for phase p.
func resolving(v *expedition.View) uint8 {
	mask := v.ExtraPhases()
	if ph := v.DummyPhase(); ph > 0 {
		mask |= 1 << ph
	}
	var info expedition.PlayerInfo
	for q := 0; q < v.Players(); q++ {
		v.InfoInto(q, &info)
		if info.Chosen > 0 {
			mask |= 1 << info.Chosen
		}
	}
	return mask
}

// writeResolving writes the phases resolving this round, one flag each.
func (w *writer) writeResolving(v *expedition.View) {
	mask := resolving(v)
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		w.flag(mask&(1<<ph) != 0)
	}
}

// statePlayer writes a player's block.
func statePlayer(w *writer, v *expedition.View, q int, info *expedition.PlayerInfo, sc *expedition.Score, worth float64) {
	w.put(1)
	writeScore(w, sc)
	writeEconomy(w, v, q, info)
	for c := cards.Color(0); c < cards.NumColors; c++ {
		w.scaled(info.Colors[c], 15)
	}
	for t := cards.Tag(0); t < cards.TagWild; t++ { // a wild tag in play counts as the tag chosen
		w.scaled(info.Tags[t], 8)
	}
	held, actions := tableauFacts(v, q, info)
	w.scaled(actions, 5)
	w.oneHot(info.Chosen-1, expedition.NumPhases)
	w.oneHot(info.Previous-1, expedition.NumPhases)
	w.scaled(upgraded(v, q), expedition.NumPhases)
	w.scaled(held, 10)
	w.flag(info.HeatAsMC)
	w.put(clip(float32(worth) / 60))
}

// stateShort writes the short block of the third player.
func stateShort(w *writer, v *expedition.View, q int, info *expedition.PlayerInfo, sc *expedition.Score, worth float64) {
	w.put(1)
	writeScore(w, sc)
	writeEconomy(w, v, q, info)
	w.scaled(upgraded(v, q), expedition.NumPhases)
	w.put(clip(float32(worth) / 60))
}

// writeScore writes a player's victory points (6).
func writeScore(w *writer, sc *expedition.Score) {
	w.scaled(sc.Total, 60)
	w.scaled(sc.TR, 40)
	w.scaled(sc.Forests, 10)
	w.scaled(sc.CardVP, 20)
	w.scaled(sc.Milestones, 9)
	w.scaled(sc.Awards, 10)
}

// writeEconomy writes a player's resources, production and cards (12).
func writeEconomy(w *writer, v *expedition.View, q int, info *expedition.PlayerInfo) {
	w.scaled(info.MC, 40)
	w.scaled(info.Heat, 20)
	w.scaled(info.Plants, 16)
	w.scaled(info.Production[cards.MC], 15)
	w.scaled(info.Production[cards.Heat], 10)
	w.scaled(info.Production[cards.Plants], 10)
	w.scaled(info.Production[cards.Cards], 4)
	w.scaled(info.Steel, 5)
	w.scaled(info.Titanium, 5)
	w.scaled(v.HandSize(q), 10)
	w.scaled(v.TableauSize(q), 30)
}

// upgraded returns how many of player q's phase cards are upgraded.
func upgraded(v *expedition.View, q int) int {
	k := 0
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		if v.PhaseCard(q, ph) != expedition.PhaseBase {
			k++
		}
	}
	return k
}

// tableauFacts returns the resources on player q's cards in play and
// corporation, and how many of them have an action.
func tableauFacts(v *expedition.View, q int, info *expedition.PlayerInfo) (held, actions int) {
	var buf [expedition.MaxCards]int
	cat := v.Catalogue()
	for _, id := range v.Tableau(q, buf[:0]) {
		held += v.Resources(id)
		if cat.Card(id).HasAction() {
			actions++
		}
	}
	if info.Corporation >= 0 {
		held += v.Resources(cards.MaxProjectCards + info.Corporation)
		if len(cat.Corporation(info.Corporation).Actions) > 0 {
			actions++
		}
	}
	return held, actions
}

// worthOf returns what player q's position is worth in VP, as
// positionWorth weighs it but at fixed exchange rates (MC per VP, per
// heat, plant, card, steel and titanium; the Production phases left as
// half the rounds left), from what every player sees.
func worthOf(v *expedition.View, q int, info *expedition.PlayerInfo, total int, rounds float64) float64 {
	mc := float64(info.MC) + 0.5*float64(info.Heat) + 1.5*float64(info.Plants) + 4*float64(v.HandSize(q)) +
		2*float64(info.Steel) + 3*float64(info.Titanium)
	income := float64(info.TR+info.Production[cards.MC]) + 0.5*float64(info.Production[cards.Heat]) +
		1.5*float64(info.Production[cards.Plants]) + 4*float64(info.Production[cards.Cards])
	mc += income * 0.5 * rounds
	return float64(total) + mc/8
}

var _ learn.Encoder[expedition.View, expedition.Action] = (*Features)(nil)
