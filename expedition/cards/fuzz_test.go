package cards

import (
	"errors"
	"testing"
)

// FuzzLoadFiles: card files are user input; any text either loads or gives
// an ErrBadData error, and never panics.
func FuzzLoadFiles(f *testing.F) {
	base, err := EmbeddedFile("data/base-projects.cards")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(base[:2000]))
	f.Add("card 1 A\n  set: base\n  color: red\n  cost: 3\n  effect: choose { may { gain 1 mc } | for each 2 tag plant { tr +1 } }\n")
	f.Add("card 2 B\n  set: base\n  color: blue\n  cost: 9\n  holds: animal\n  action: spend X heat max 4, remove 2 animal from this -> gain X plant\n  when: play [green cost<=9] incl-self -> add 1 animal to this\n")
	f.Add("card 3 C\n  set: discovery\n  color: green\n  cost: 7\n  tags: wild\n  requires: milestones >= 1\n  effect: upgrade-phase any; if phase-start infrastructure >= yellow { gain 1 card }\n  when: upgraded-phase-revealed -> gain 1 mc\nmilestone M\n  set: discovery\n  condition: distinct-tags >= 9\naward A\n  set: discovery\n  counts: steel + titanium\n")
	f.Fuzz(func(t *testing.T, text string) {
		_, err := LoadFiles(File{Name: "fuzz.cards", Data: []byte(text + "\ncorporation Z Z\n  set: promo\n  mc: 1\n")})
		if err != nil && !errors.Is(err, ErrBadData) {
			t.Fatalf("error not wrapping ErrBadData: %v", err)
		}
	})
}
