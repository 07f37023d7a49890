package calc

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/aresim/aresim/ares/odds"
)

// Request is one call of the page's web workers, in JSON.
type Request struct {
	// Op is units, check, exact, play or merge.
	Op    string `json:"op"`
	Query string `json:"query,omitempty"`
	// Lo and Hi are the battles to play (play).
	Lo int64 `json:"lo,omitempty"`
	Hi int64 `json:"hi,omitempty"`
	// Slices are the slices to merge, each adjoining the one before
	// (merge); with Odds the answer has the odds of the merged slice,
	// noted with Note.
	Slices []*odds.Slice `json:"slices,omitempty"`
	Odds   bool          `json:"odds,omitempty"`
	Note   string        `json:"note,omitempty"`
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
	Problems []Problem     `json:"problems,omitempty"`
	Attacker []Picked      `json:"attacker,omitempty"`
	Defender []Picked      `json:"defender,omitempty"`
	FromSpec bool          `json:"fromSpec,omitempty"`
	Battle   *Description  `json:"battle,omitempty"`
	Exact    *Exact        `json:"exact,omitempty"`
	Slice    *odds.Slice   `json:"slice,omitempty"`
	Result   *ResultAnswer `json:"result,omitempty"`
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
		sl, err := merge(req.Slices)
		ans.Slice = sl
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
		sl, err := b.Play(req.Lo, req.Hi)
		ans.Slice = sl
		return err
	case "merge":
		sl, err := merge(req.Slices)
		if err != nil {
			return err
		}
		js, err := b.Odds(sl, req.Note)
		if err != nil {
			return err
		}
		ans.Slice = sl
		ans.Result, err = resultAnswer(js)
		return err
	}
	return fmt.Errorf("unknown operation %q (want units, check, exact, play or merge)", req.Op)
}

// merge merges slices, each adjoining the one before, into a new slice.
func merge(slices []*odds.Slice) (*odds.Slice, error) {
	if len(slices) == 0 || slices[0] == nil {
		return nil, fmt.Errorf("merge: no slices")
	}
	var total odds.Slice
	js, err := json.Marshal(slices[0])
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(js, &total); err != nil {
		return nil, err
	}
	for _, sl := range slices[1:] {
		if sl == nil {
			return nil, fmt.Errorf("merge: a null slice")
		}
		if err := total.Merge(sl); err != nil {
			return nil, err
		}
	}
	return &total, nil
}
