package expedition

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/texttable"
)

// Log writes a readable, round-by-round account of a game as its actions
// are applied: the setup, the phases chosen each round, every action,
// the board at the end of each round and the final scores. Quiet, it
// writes the result line only.
//
// Start writes the setup, Watch each action (its signature is a
// play.Watcher's, so log.Watch is one), End the result:
//
//	log := expedition.NewLog(os.Stdout, false)
//	log.Start(&game)
//	err := bot.Play(&game, bots, log.Watch)
//	log.End(&game)
type Log struct {
	w        io.Writer
	quiet    bool
	planned  []string
	handDown bool   // the end-of-round discards of this round have their heading
	dummy    string // the dummy hand's phase of the next round, to tell under its heading
	// noRounds leaves the round headings to a mode that writes its own.
	noRounds bool
}

// NewLog returns a Log writing to w; a quiet Log writes only the result
// line.
func NewLog(w io.Writer, quiet bool) *Log { return &Log{w: w, quiet: quiet} }

// NewModeLog returns the Log of the game inside a mode that writes its
// own round headings and its own setup and result, such as package
// crisis's Log: it tells the game's actions with Tell.
func NewModeLog(w io.Writer, quiet bool) *Log { return &Log{w: w, quiet: quiet, noRounds: true} }

// Start writes the setup of game s: the players, and with the expansions
// the sets, the options and variants played, the milestones and awards
// drawn.
func (l *Log) Start(s *State) {
	if l.quiet {
		return
	}
	if s.Sets() == 1<<cards.SetBase && s.Features() == 0 && !s.DraftOn() && !s.DummyHandOn() {
		fmt.Fprintf(l.w, "Setup: %d players\n", s.Players())
		return
	}
	var sets []string
	for _, set := range cards.Sets() {
		if s.Sets()&(1<<set) != 0 {
			sets = append(sets, set.String())
		}
	}
	var with []string
	if f := s.Features(); f != 0 {
		with = append(with, strings.Split(f.String(), ",")...)
	}
	if s.DraftOn() {
		with = append(with, "draft")
	}
	if s.DummyHandOn() {
		with = append(with, "dummy hand")
	}
	line := fmt.Sprintf("Setup: %d players, sets %s", s.Players(), strings.Join(sets, ","))
	if len(with) > 0 {
		line += "; " + strings.Join(with, ", ")
	}
	fmt.Fprintln(l.w, line)
	cat, t := s.Catalogue(), s.Tiles()
	if t.NumMilestones > 0 {
		var ms, as []string
		for i := 0; i < t.NumMilestones; i++ {
			ms = append(ms, cat.Milestones[t.Milestones[i]].Name)
		}
		for i := 0; i < t.NumAwards; i++ {
			as = append(as, cat.Awards[t.Awards[i]].Name)
		}
		fmt.Fprintf(l.w, "  milestones: %s; awards: %s\n", strings.Join(ms, ", "), strings.Join(as, ", "))
	}
}

// Watch writes action a, which mover has just applied, and what it set
// off; after is the game after it.
func (l *Log) Watch(mover int, a Action, after *State) { l.Tell(a, after, nil) }

// Tell writes action a, just applied, and what it set off; after is the
// game after it. roundEnd, when not nil, is the game as it stood when
// a's Apply ended the round, for a mode that went on in the same Apply:
// the board at the end of the round is read from it.
func (l *Log) Tell(a Action, after, roundEnd *State) {
	if l.quiet {
		return
	}
	s := after
	switch a.Kind {
	case ActChoosePhase:
		l.planned = append(l.planned, fmt.Sprintf("p%d %s", a.Player, PhaseName(int(a.Index))))
	case ActChooseCorp:
		v := s.View(int(a.Player))
		corp := v.CorporationOffer()[a.Index]
		fmt.Fprintf(l.w, "    p%d keeps %s\n", a.Player, s.Catalogue().Corporation(corp).Name)
	case ActDone:
	default:
		fmt.Fprintf(l.w, "    %s\n", s.ActionString(a))
	}
	for _, e := range s.Events() {
		switch e.Kind {
		case EvDummyRevealed:
			l.dummy = fmt.Sprintf("  dummy hand: %s\n", PhaseName(int(e.N))) // told under the round's heading
		case EvMilestoneClaimed:
			fmt.Fprintf(l.w, "    p%d claims the milestone %s\n", e.Player, s.Catalogue().Milestones[e.N].Name)
		case EvMilestoneToken:
			fmt.Fprintf(l.w, "    p%d reaches %s in the same phase: a 3VP token\n", e.Player, s.Catalogue().Milestones[e.N].Name)
		case EvPhaseStarted:
			if l.planned != nil {
				fmt.Fprintf(l.w, "  planning: %s\n", strings.Join(l.planned, ", "))
				l.planned = nil
			}
			fmt.Fprintf(l.w, "  phase %s\n", PhaseName(int(e.N)))
		case EvRoundEnded:
			at := s
			if roundEnd != nil {
				at = roundEnd
			}
			l.board(at, fmt.Sprintf("end of round %d", e.N))
			l.handDown = false
		}
	}
	// The game stops in the end-of-round step only for a player to discard
	// down to the hand limit.
	if s.Stage() == StageEndRound && !l.handDown {
		fmt.Fprintf(l.w, "  end of round: discard down to %d cards\n", HandLimit)
		l.handDown = true
	}
	if s.Over() {
		l.board(s, "end of game")
	} else if !l.noRounds && s.Stage() == StagePlanning && len(l.planned) == 0 && s.ToMove() == s.FirstPlayer() {
		fmt.Fprintf(l.w, "Round %d (first player p%d)\n%s", s.Round(), s.FirstPlayer(), l.dummy)
		l.dummy = ""
	}
}

// End writes how game s ended: the result line, and unless the Log is
// quiet the final scores (with Discovery's awards and milestones, their
// VP too).
func (l *Log) End(s *State) {
	fmt.Fprintln(l.w, resultLine(s))
	if !l.quiet {
		l.scores(s)
	}
}

// board writes the parameters and every player's position.
func (l *Log) board(s *State, title string) {
	v := s.View(0)
	infra := ""
	if v.ParamEnabled(cards.Infrastructure) {
		infra = fmt.Sprintf(", infrastructure %d", ParamValue(cards.Infrastructure, v.Param(cards.Infrastructure)))
	}
	fmt.Fprintf(l.w, "  %s: temperature %d C, oxygen %d %%, oceans %d/9%s\n", title,
		ParamValue(cards.Temperature, v.Param(cards.Temperature)), v.Param(cards.Oxygen), v.Param(cards.Oceans), infra)
	t := texttable.Table{Indent: "    ", Header: []string{"", "corporation", "TR", "MC (+prod)", "heat", "plants", "hand", "in play",
		"forests", "VP"}, Right: map[int]bool{2: true, 3: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true}}
	for p := 0; p < s.Players(); p++ {
		i := v.Info(p)
		t.Add(fmt.Sprintf("p%d", p), corporationName(s, p), fmt.Sprint(i.TR), fmt.Sprintf("%d (+%d)", i.MC, i.Production[cards.MC]),
			fmt.Sprintf("%d (+%d)", i.Heat, i.Production[cards.Heat]), fmt.Sprintf("%d (+%d)", i.Plants, i.Production[cards.Plants]),
			fmt.Sprint(v.HandSize(p)), fmt.Sprint(v.TableauSize(p)), fmt.Sprint(i.Forests), fmt.Sprint(v.Score(p).Total))
	}
	_ = t.Write(l.w, texttable.Width)
}

// resultLine is the one line that says how the game ended: "Game over
// after 12 rounds: p3 (ThorGate) wins with 32 VP; p0 19, p1 24, p2 24",
// or that the round cap stopped it.
func resultLine(s *State) string {
	r := s.Result()
	if !r.Finished {
		return fmt.Sprintf("Game stopped unfinished after %d rounds (round cap): no winner.", r.Rounds)
	}
	var winners, others []string
	best := 0
	for p := 0; p < r.Players; p++ {
		if r.Won(p) {
			winners = append(winners, fmt.Sprintf("p%d (%s)", p, corporationName(s, p)))
			best = r.Scores[p].Total
		} else {
			others = append(others, fmt.Sprintf("p%d %d", p, r.Scores[p].Total))
		}
	}
	verb := "wins"
	if len(winners) > 1 {
		verb = "share the win"
	}
	line := fmt.Sprintf("Game over after %d rounds: %s %s with %d VP", r.Rounds, strings.Join(winners, " and "), verb, best)
	if len(others) > 0 {
		line += "; " + strings.Join(others, ", ")
	}
	return line + "."
}

// corporationName names player p's corporation, "-" before one is kept.
func corporationName(s *State, p int) string {
	v := s.View(p)
	if c := v.Info(p).Corporation; c >= 0 {
		return s.Catalogue().Corporation(c).Name
	}
	return "-"
}

// scores writes the final scores' table.
func (l *Log) scores(s *State) {
	r := s.Result()
	tiles := s.Features()&cards.NeedsMilestones != 0
	extra := ""
	if tiles {
		extra = fmt.Sprintf(" %10s %6s", "milestones", "awards")
	}
	// The corporation column is as wide as the catalogue's longest name,
	// so that the table with the milestones and awards fits 100 columns.
	name := len("corporation")
	for _, c := range s.Catalogue().Corporations {
		name = max(name, utf8.RuneCountInString(c.Name))
	}
	fmt.Fprintf(l.w, "%-4s %-*s %5s %7s %8s%s %6s %5s %9s\n", "", name, "corporation", "TR", "forests", "card VP", extra, "total", "", "tiebreak")
	for p := 0; p < r.Players; p++ {
		sc := r.Scores[p]
		won := ""
		if r.Won(p) {
			won = "WIN"
		}
		if tiles {
			extra = fmt.Sprintf(" %10d %6d", sc.Milestones, sc.Awards)
		}
		fmt.Fprintf(l.w, "p%-3d %-*s %5d %7d %8d%s %6d %5s %9d\n", p, name, corporationName(s, p), sc.TR, sc.Forests, sc.CardVP, extra, sc.Total, won, sc.Tiebreak)
	}
}
