package odds

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
)

// Method is how odds were computed.
type Method uint8

// The methods.
const (
	// MethodAuto: exact when the battle is within the state limit, Monte
	// Carlo otherwise. A Result never has this method: it says which ran.
	MethodAuto Method = iota
	// MethodExact: dynamic programming over battle states.
	MethodExact
	// MethodMonteCarlo: simulated battles.
	MethodMonteCarlo
	numMethods
)

var methodNames = []string{"auto", "exact", "montecarlo"}

// String returns "auto", "exact" or "montecarlo".
func (m Method) String() string { return enumString(methodNames, int(m), "Method") }

// ParseMethod reads "auto", "exact" or "montecarlo".
func ParseMethod(s string) (Method, error) {
	if i, ok := enumParse(methodNames, s); ok {
		return Method(i), nil
	}
	return 0, badOptions("method %q: want exact, montecarlo or auto", s)
}

// MarshalText implements encoding.TextMarshaler.
func (m Method) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// Outcomes are the probabilities of the ways a battle ends (Ruling A7).
type Outcomes struct {
	DefenderEliminated float64 `json:"defenderEliminated"`
	AttackerEliminated float64 `json:"attackerEliminated"`
	BothEliminated     float64 `json:"bothEliminated"`
	RoundLimit         float64 `json:"roundLimit"`
	AttackerRetreated  float64 `json:"attackerRetreated"`
	DefenderRetreated  float64 `json:"defenderRetreated"`
}

// Of returns the probability of outcome o.
func (o *Outcomes) Of(outcome ares.Outcome) float64 {
	switch outcome {
	case ares.DefenderEliminated:
		return o.DefenderEliminated
	case ares.AttackerEliminated:
		return o.AttackerEliminated
	case ares.BothEliminated:
		return o.BothEliminated
	case ares.RoundLimit:
		return o.RoundLimit
	case ares.AttackerRetreated:
		return o.AttackerRetreated
	case ares.DefenderRetreated:
		return o.DefenderRetreated
	}
	return 0
}

// Interval is a 95% confidence interval [low, high]. For exact odds both
// ends are the probability itself.
type Interval [2]float64

// CI95 holds the confidence intervals of the headline probabilities.
type CI95 struct {
	AttackerWins Interval `json:"attackerWins"`
}

// ForceResult is the distribution of one Force's surviving units at the
// end of the battle (damaged Tough units have healed by then).
type ForceResult struct {
	Name string `json:"name"`
	// Mean is the expected number of surviving units.
	Mean float64 `json:"mean"`
	// Dist[k] is the probability that k units survive, for k from 0 to
	// the most the Force can have.
	Dist []float64 `json:"dist"`
}

// Survivors are the Forces' results by side, in Force order.
type Survivors struct {
	Attacker []ForceResult `json:"attacker"`
	Defender []ForceResult `json:"defender"`
}

// Distribution is the distribution of a count.
type Distribution struct {
	Mean float64   `json:"mean"`
	Dist []float64 `json:"dist"`
}

// RetreatRow is one row of the retreat table: what the attacker gets if
// it presses on until round Round, never retreating before, and retreats
// there whenever the battle is still on. Everything else follows the
// tactics (the defender's retreat tactic included).
type RetreatRow struct {
	Round int `json:"round"`
	// AttackerWins is the attacker's win probability (only battles won
	// before round Round count: a retreat loses).
	AttackerWins float64 `json:"attackerWins"`
	// CI95 is its 95% interval (both ends equal for exact odds).
	CI95 Interval `json:"ci95"`
	// AttackerUnits is the expected number of the attacker's surviving
	// units.
	AttackerUnits float64 `json:"attackerUnits"`
}

// Stop says how a calculation ended.
type Stop string

// The ways a calculation ends.
const (
	StopExact     Stop = "exact"     // the exact calculation finished
	StopBattles   Stop = "battles"   // every Monte Carlo battle asked for was played
	StopTimeout   Stop = "timeout"   // Options.Timeout stopped the Monte Carlo run
	StopCancelled Stop = "cancelled" // the context was cancelled (Ctrl-C)
)

// Result holds the odds of a battle. Its JSON form is the output contract
// of `aresim battle`.
type Result struct {
	// Method is the method that ran: MethodExact or MethodMonteCarlo.
	Method Method `json:"method"`
	// Battles is the number of simulated battles (0 for exact odds):
	// battles 0 to Battles-1 of the run.
	Battles int64 `json:"battles"`
	// RequestedBattles is the number of battles the Monte Carlo run was
	// asked for (0 for exact odds).
	RequestedBattles int64 `json:"requestedBattles"`
	// Stop says how the calculation ended; Partial is true when a Monte
	// Carlo run stopped before its battles (Stop timeout or cancelled).
	Stop    Stop `json:"stop"`
	Partial bool `json:"partial"`
	// AttackerWins and DefenderWins are the win probabilities; they sum to 1.
	AttackerWins float64 `json:"attackerWins"`
	DefenderWins float64 `json:"defenderWins"`
	// CI95 holds Wilson score intervals for Monte Carlo; for exact odds both
	// ends are the probability itself.
	CI95 CI95 `json:"ci95"`
	// Outcomes break the result down by how the battle ended.
	Outcomes Outcomes `json:"outcomes"`
	// EndedByRound[r-1] is the probability that the battle is over by the
	// end of round r, for every round r.
	EndedByRound []float64 `json:"endedByRound"`
	// Survivors are every Force's surviving units.
	Survivors Survivors `json:"survivors"`
	// States is the number of battle states the exact calculation visited
	// (0 for Monte Carlo).
	States int `json:"states"`
	// EmptyBuildings is the number of the defender's Empty Buildings
	// destroyed by fire at the Base Cards.
	EmptyBuildings Distribution `json:"emptyBuildings"`
	// RetreatTable has one row per round, unless Options.NoRetreatTable.
	RetreatTable []RetreatRow `json:"retreatTable,omitempty"`
	// Note says why Auto chose its method, or is empty.
	Note string `json:"note,omitempty"`
}

// tally sums the ends of battles, each with a weight: a probability for
// exact odds, 1 per battle for Monte Carlo. Monte Carlo sums are integers,
// exact in float64 and independent of the order of the additions.
type tally struct {
	total     float64
	attacker  []bool // by Force
	outcomes  [ares.NumOutcomes]float64
	endedAt   []float64   // by the round the battle ended in, 0..rounds
	survivors [][]float64 // [force][units]
	destroyed []float64
	// The retreat table: main-line battles by the number of the attacker's
	// Declare Retreat steps they passed, and the battles in which the
	// attacker retreated in round r ("shadows").
	winsPassed  []float64
	unitsPassed []float64
	shadowUnits []float64
	shadowMass  []float64
}

func newTally(b *ares.Battle, maxUnits []int) *tally {
	r := b.Rounds()
	t := &tally{endedAt: make([]float64, r+1), survivors: make([][]float64, b.NumForces()),
		destroyed:  make([]float64, b.EmptyBuildingsLeft()+b.NumForces()+1),
		winsPassed: make([]float64, r+1), unitsPassed: make([]float64, r+1),
		shadowUnits: make([]float64, r+1), shadowMass: make([]float64, r+1)}
	t.attacker = make([]bool, b.NumForces())
	for i := range t.survivors {
		t.survivors[i] = make([]float64, maxUnits[i]+1)
		t.attacker[i] = b.Force(i).Side() == ares.Attacker
	}
	return t
}

// add books a finished main-line battle that passed `passed` Declare
// Retreat steps of the attacker.
func (t *tally) add(b *ares.Battle, w float64, passed int) {
	t.total += w
	t.outcomes[b.Outcome()] += w
	t.endedAt[min(b.Round(), len(t.endedAt)-1)] += w
	for i := range t.survivors {
		t.survivors[i][b.Force(i).Units()] += w
	}
	t.destroyed[min(b.Destroyed(), len(t.destroyed)-1)] += w
	passed = min(passed, len(t.winsPassed)-1)
	if b.Outcome().AttackerWins() {
		t.winsPassed[passed] += w
	}
	t.unitsPassed[passed] += w * float64(b.UnitsLeft(ares.Attacker))
}

// addShadow books a finished battle in which the attacker retreated.
func (t *tally) addShadow(b *ares.Battle, w float64) {
	r := min(b.Round(), len(t.shadowMass)-1)
	t.shadowMass[r] += w
	t.shadowUnits[r] += w * float64(b.UnitsLeft(ares.Attacker))
}

// merge adds u into t.
func (t *tally) merge(u *tally) {
	t.total += u.total
	for i := range t.outcomes {
		t.outcomes[i] += u.outcomes[i]
	}
	for _, p := range [][2][]float64{{t.endedAt, u.endedAt}, {t.destroyed, u.destroyed},
		{t.winsPassed, u.winsPassed}, {t.unitsPassed, u.unitsPassed}, {t.shadowUnits, u.shadowUnits},
		{t.shadowMass, u.shadowMass}} {
		for i := range p[0] {
			p[0][i] += p[1][i]
		}
	}
	for f := range t.survivors {
		for k := range t.survivors[f] {
			t.survivors[f][k] += u.survivors[f][k]
		}
	}
}

// result turns the sums into probabilities. count is the number of
// battles for Monte Carlo, 0 for exact odds.
func (t *tally) result(s *Setup, count int64, table bool) *Result {
	res := &Result{Method: MethodExact, Battles: count}
	if count > 0 {
		res.Method = MethodMonteCarlo
	}
	n := t.total
	if n == 0 {
		return res
	}
	p := func(x float64) float64 { return min(max(x/n, 0), 1) } // rounding
	interval := func(x float64) Interval {
		if count == 0 {
			return Interval{p(x), p(x)}
		}
		lo, hi := sim.Rate{Successes: int64(x), Trials: count}.Wilson95()
		return Interval{lo, hi}
	}
	wins := t.outcomes[ares.DefenderEliminated] + t.outcomes[ares.DefenderRetreated]
	res.AttackerWins = p(wins)
	res.DefenderWins = p(n - wins)
	res.CI95.AttackerWins = interval(wins)
	res.Outcomes = Outcomes{DefenderEliminated: p(t.outcomes[ares.DefenderEliminated]),
		AttackerEliminated: p(t.outcomes[ares.AttackerEliminated]), BothEliminated: p(t.outcomes[ares.BothEliminated]),
		RoundLimit: p(t.outcomes[ares.RoundLimit]), AttackerRetreated: p(t.outcomes[ares.AttackerRetreated]),
		DefenderRetreated: p(t.outcomes[ares.DefenderRetreated])}
	rounds := len(t.endedAt) - 1
	res.EndedByRound = make([]float64, rounds)
	acc := t.endedAt[0]
	for r := 1; r <= rounds; r++ {
		acc += t.endedAt[r]
		res.EndedByRound[r-1] = p(acc)
	}
	res.Survivors.Attacker = []ForceResult{}
	res.Survivors.Defender = []ForceResult{}
	for i, dist := range t.survivors {
		fr := ForceResult{Name: s.Name(i), Dist: make([]float64, len(dist))}
		for k, w := range dist {
			fr.Dist[k] = p(w)
			fr.Mean += float64(k) * p(w)
		}
		if s.Start.Force(i).Side() == ares.Attacker {
			res.Survivors.Attacker = append(res.Survivors.Attacker, fr)
		} else {
			res.Survivors.Defender = append(res.Survivors.Defender, fr)
		}
	}
	last := 0
	for k, w := range t.destroyed {
		if w > 0 {
			last = k
		}
	}
	res.EmptyBuildings.Dist = make([]float64, last+1)
	for k := 0; k <= last; k++ {
		res.EmptyBuildings.Dist[k] = p(t.destroyed[k])
		res.EmptyBuildings.Mean += float64(k) * p(t.destroyed[k])
	}
	if table {
		wins, units := 0.0, 0.0
		for r := 1; r <= rounds; r++ {
			wins += t.winsPassed[r-1]
			units += t.unitsPassed[r-1]
			res.RetreatTable = append(res.RetreatTable, RetreatRow{Round: r, AttackerWins: p(wins),
				CI95: interval(wins), AttackerUnits: (units + t.shadowUnits[r]) / n})
		}
	}
	return res
}
