package crisis

import (
	"embed"
	"sync"

	"github.com/aresim/aresim/expedition/cards"
)

//go:embed data/*.cards
var embedded embed.FS

// The embedded files of the Crisis mode: its Crisis cards (DeckFiles), and
// the catalogue of its games (CatalogueFiles): the base game's files, its
// four corporations, and Discovery's cards, which may join it (Ruling C9).
// The Crisis mode's own files are this package's; the others,
// expedition/cards'.
var (
	DeckFiles      = []string{"data/crisis.cards"}
	CatalogueFiles = append(append([]string(nil), cards.BaseFiles...), "data/crisis-corporations.cards", "data/discovery.cards")
)

var data struct {
	once sync.Once
	cat  *cards.Catalogue
	deck *Deck
	err  error
}

// Data returns the embedded catalogue of a Crisis game (the base game's
// cards and corporations and the four Crisis corporations) and its 85
// Crisis cards. They are read once and shared; callers must not modify
// them.
func Data() (*cards.Catalogue, *Deck, error) {
	data.once.Do(func() {
		var files []cards.File
		if files, data.err = embeddedFiles(CatalogueFiles); data.err != nil {
			return
		}
		if data.cat, data.err = cards.LoadFiles(files...); data.err != nil {
			return
		}
		if files, data.err = embeddedFiles(DeckFiles); data.err != nil {
			return
		}
		data.deck, data.err = LoadCrises(files...)
	})
	return data.cat, data.deck, data.err
}

// EmbeddedFile returns the contents of one embedded data file, the Crisis
// mode's or else expedition/cards', so a user can start their own file
// from it.
func EmbeddedFile(name string) ([]byte, error) {
	if b, err := embedded.ReadFile(name); err == nil {
		return b, nil
	}
	return cards.EmbeddedFile(name)
}

func embeddedFiles(names []string) ([]cards.File, error) {
	files := make([]cards.File, 0, len(names))
	for _, name := range names {
		b, err := EmbeddedFile(name)
		if err != nil {
			return nil, err
		}
		files = append(files, cards.File{Name: name, Data: b})
	}
	return files, nil
}
