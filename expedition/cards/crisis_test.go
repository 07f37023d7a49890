package cards

import (
	"testing"
)

func TestCrisisLoads(t *testing.T) {
	cat, deck, err := CrisisData()
	if err != nil {
		t.Fatal(err)
	}
	if len(deck.Cards) != 85 {
		t.Fatalf("%d crisis cards", len(deck.Cards))
	}
	n := 0
	for i := range cat.Corporations {
		if cat.Corporations[i].Set == SetCrisis {
			n++
		}
	}
	if n != 4 {
		t.Fatalf("%d crisis corporations", n)
	}
}
