package cards_test

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/aresim/aresim/expedition/cards"
)

// A card file in the card language, loaded and validated.
func ExampleLoadFiles() {
	cat, err := cards.LoadFiles(cards.File{Name: "mine.cards", Data: []byte(`
card M1 Martian Orchard
  set: promo
  color: green
  cost: 14
  tags: plant
  requires: temperature >= yellow
  vp: 1
  effect: gain 2 plant; production +1 plant; for each tag plant { production +1 mc }

corporation M2 Test Corporation
  set: promo
  mc: 40
  passive: discount 2 on tag plant
`)})
	if err != nil {
		fmt.Println(err)
		return
	}
	c, _ := cat.CardByNumber("M1")
	fmt.Println(c.Name, c.Color, c.Cost, c.Tags, "requires", c.Requires[0].Param, ">=", c.Requires[0].Zone)
	for _, op := range c.Effect {
		fmt.Println(" ", op.Code, op.Res, op.N)
	}
	_, err = cards.LoadFiles(cards.File{Name: "bad.cards", Data: []byte("card B1 Broken\n  set: promo\n  color: teal\n")})
	fmt.Println(err)
	// Output:
	// Martian Orchard green 14 [plant] requires temperature >= yellow
	//   gain plant 2
	//   production plant 1
	//   for-each mc 0
	//   production mc 1
	// expedition: bad card data: bad.cards:3: card B1 "Broken": color: unknown colour "teal"
}

// The listing of a catalogue's promo cards, as a table, and one of them
// as JSON.
func ExampleList() {
	cat, err := cards.LoadFiles(cards.File{Name: "mine.cards", Data: []byte(`
card M1 Martian Orchard
  set: promo
  color: green
  cost: 14
  tags: plant
  requires: temperature >= yellow
  vp: 1 per 2 tag plant
  effect: gain 2 plant; production +1 plant

card M2 Dust Storm
  set: base
  color: red
  cost: 3
  tags: event
  effect: lose 2 heat

corporation M3 Orchard Holdings
  set: promo
  mc: 40
  tags: plant
  passive: discount 2 on tag plant
`)})
	if err != nil {
		fmt.Println(err)
		return
	}
	list := cards.List(cat, func(s cards.Set) bool { return s == cards.SetPromo })
	if err := list.WriteTable(os.Stdout); err != nil {
		fmt.Println(err)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(list.Cards[0])
	// Output:
	// NUMBER  NAME              SET    COLOR        COST          TAGS
	// M1      Martian Orchard   promo  green        14 MC         plant
	//      vp: 1 per 2 plant tag
	//      requires: temperature >= yellow
	//      effect: gain 2 plant; production +1 plant
	// M3      Orchard Holdings  promo  corporation  starts 40 MC  plant
	//      passive: discount 2 on tag plant
	// {"kind":"project","number":"M1","name":"Martian Orchard","set":"promo","color":"green","cost":14,"tags":["plant"],"vp":0,"vpPer":{"vp":1,"per":2,"of":"plant tag"},"requires":["temperature >= yellow"],"effect":["gain 2 plant; production +1 plant"]}
}
