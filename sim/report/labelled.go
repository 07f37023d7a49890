package report

import (
	"io"

	"github.com/aresim/aresim/sim"
)

// LabelledRate is one rate of a list: a faction against the field, a
// corporation's win rate, a kind of attack's success.
type LabelledRate struct {
	Label string   `json:"label"`
	Rate  Estimate `json:"rate"`
}

// RateList returns the rates of s with their labels, in label order.
func RateList(s *sim.RateSet) []LabelledRate {
	labels := s.Labels()
	out := make([]LabelledRate, len(labels))
	for i, l := range labels {
		out[i] = LabelledRate{Label: l, Rate: NewEstimate(s.At(i))}
	}
	return out
}

// ShareList returns each category's share of t, with its label.
func ShareList(t *sim.Tally) []LabelledRate {
	labels := t.Labels()
	out := make([]LabelledRate, len(labels))
	for i, l := range labels {
		out[i] = LabelledRate{Label: l, Rate: NewEstimate(t.Share(i))}
	}
	return out
}

// WriteRates prints a titled list of rates, one per line, indented:
//
//	How games end:
//	  conquest   1.7% [1.5, 2.0]
func WriteRates(w io.Writer, title string, list []LabelledRate) error {
	t := Table{Indent: "  "}
	for _, r := range list {
		t.Add(r.Label, r.Rate.String())
	}
	if _, err := io.WriteString(w, title+"\n"); err != nil {
		return err
	}
	return t.Write(w, Width)
}

// CSVRates writes a list of rates in section, one row each.
func (c *CSV) Rates(section string, list []LabelledRate) {
	for _, r := range list {
		c.Rate(section, r.Label, "", r.Rate)
	}
}
