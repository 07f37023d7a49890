package calc

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/sim"
)

// Request is one call of the page's web workers, in JSON.
type Request struct {
	// Op is units, check, exact, play or merge.
	Op    string `json:"op"`
	Query string `json:"query,omitempty"`
	// Lo and Hi are the battles to play, lo to hi-1 (play).
	Lo uint64 `json:"lo,omitempty"`
	Hi uint64 `json:"hi,omitempty"`
	// Summaries are the run summaries to merge, as sim.WriteSummary
	// writes them (merge); with Odds the answer has the odds of the
	// merge, which must hold the run's first battles, noted with Note.
	Summaries []json.RawMessage `json:"summaries,omitempty"`
	Odds      bool              `json:"odds,omitempty"`
	Note      string            `json:"note,omitempty"`
}

// Answer is the answer to a Request, in JSON: Error, or what the
// operation gives.
type Answer struct {
	Error string `json:"error,omitempty"`
	// Catalogue answers units.
	Catalogue *Catalogue `json:"catalogue,omitempty"`
	// Problems, Attacker, Defender and Battle answer check: the battle's
	// problems, each side's Forces as given (for the page's picker), and
	// the battle when it has no problems.
	Problems []Problem    `json:"problems,omitempty"`
	Attacker []Picked     `json:"attacker,omitempty"`
	Defender []Picked     `json:"defender,omitempty"`
	FromSpec bool         `json:"fromSpec,omitempty"`
	Battle   *Description `json:"battle,omitempty"`
	Exact    *Exact       `json:"exact,omitempty"`
	// Summary answers play and merge: the summary of the battles played
	// or merged, as sim.WriteSummary writes it.
	Summary json.RawMessage `json:"summary,omitempty"`
	Result  *ResultAnswer   `json:"result,omitempty"`
}

// ResultAnswer is a result as the page shows it: the JSON `aresim battle
// --format json` prints, and its headline as the command line writes
// percentages.
type ResultAnswer struct {
	JSON     string   `json:"json"`
	Headline Headline `json:"headline"`
}

// Headline is the attacker's and defender's win probabilities, in percent
// with two decimals, and for Monte Carlo the attacker's 95% Wilson
// interval.
type Headline struct {
	AttackerWins string `json:"attackerWins"`
	DefenderWins string `json:"defenderWins"`
	Interval     string `json:"interval,omitempty"`
}

func headline(js string) (Headline, error) {
	var res struct {
		AttackerWins, DefenderWins float64
		Battles                    int64
		CI95                       odds.CI95
	}
	if err := json.Unmarshal([]byte(js), &res); err != nil {
		return Headline{}, err
	}
	pct := func(p float64) string { return fmt.Sprintf("%.2f%%", 100*p) }
	h := Headline{AttackerWins: pct(res.AttackerWins), DefenderWins: pct(res.DefenderWins)}
	if res.Battles > 0 {
		ci := res.CI95.AttackerWins
		h.Interval = fmt.Sprintf("[%.2f, %.2f]", 100*ci[0], 100*ci[1])
	}
	return h, nil
}

func resultAnswer(js string) (*ResultAnswer, error) {
	h, err := headline(js)
	if err != nil {
		return nil, err
	}
	return &ResultAnswer{JSON: js, Headline: h}, nil
}

// Handle answers a request given in JSON, in JSON. It never panics on bad
// input: every problem is in the answer.
func Handle(request string) string {
	var req Request
	ans := &Answer{}
	if err := json.Unmarshal([]byte(request), &req); err != nil {
		ans.Error = fmt.Sprintf("bad request: %v", err)
	} else if err := handle(&req, ans); err != nil {
		ans = &Answer{Error: err.Error()}
	}
	out, err := json.Marshal(ans)
	if err != nil {
		out, _ = json.Marshal(Answer{Error: err.Error()})
	}
	return string(out)
}

func handle(req *Request, ans *Answer) error {
	if req.Op == "units" {
		c, err := Units()
		ans.Catalogue = c
		return err
	}
	if req.Op == "merge" && !req.Odds {
		sum, err := merge(req.Summaries)
		if err != nil {
			return err
		}
		ans.Summary, err = summaryJSON(sum)
		return err
	}
	b := Read(req.Query)
	switch req.Op {
	case "check":
		ans.Problems = b.Problems
		ans.Attacker, ans.Defender = b.Picked()
		ans.FromSpec = b.File != nil
		if b.OK() {
			d, err := b.Describe()
			ans.Battle = d
			return err
		}
		return nil
	case "exact":
		x, err := b.Exact(context.Background())
		if err != nil {
			return err
		}
		ans.Exact = x
		if x.JSON != "" {
			ans.Result, err = resultAnswer(x.JSON)
		}
		return err
	case "play":
		sum, err := b.Play(req.Lo, req.Hi)
		if err != nil {
			return err
		}
		ans.Summary, err = summaryJSON(sum)
		return err
	case "merge":
		sum, err := merge(req.Summaries)
		if err != nil {
			return err
		}
		js, err := b.Odds(sum, req.Note)
		if err != nil {
			return err
		}
		if ans.Summary, err = summaryJSON(sum); err != nil {
			return err
		}
		ans.Result, err = resultAnswer(js)
		return err
	}
	return fmt.Errorf("unknown operation %q (want units, check, exact, play or merge)", req.Op)
}

// merge reads the summaries of a battle's Monte Carlo run and merges
// them, in any order (sim.MergeSummaries): summaries of other runs, or
// covering a battle twice, are refused.
func merge(summaries []json.RawMessage) (sim.Summary[*odds.Acc], error) {
	var total sim.Summary[*odds.Acc]
	if len(summaries) == 0 {
		return total, fmt.Errorf("merge: no summaries")
	}
	for k, raw := range summaries {
		sum, err := sim.ReadSummary[*odds.Acc](bytes.NewReader(raw), fmt.Sprintf("#%d", k+1), odds.SimulationName)
		if err != nil {
			return total, err
		}
		if k == 0 {
			total = sum
		} else if total, err = sim.MergeSummaries(total, sum); err != nil {
			return total, err
		}
	}
	return total, nil
}

// summaryJSON returns sum as sim.WriteSummary writes it.
func summaryJSON(sum sim.Summary[*odds.Acc]) (json.RawMessage, error) {
	var buf bytes.Buffer
	if err := sim.WriteSummary(&buf, sum); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
