package cards

import (
	"embed"
	"fmt"
	"os"
	"sync"
)

//go:embed data/*.cards
var embedded embed.FS

// BaseFiles are the embedded files of the base game, in load order.
var BaseFiles = []string{"data/base-projects.cards", "data/base-corporations.cards"}

// lazyCatalogue is an embedded catalogue read once and shared.
type lazyCatalogue struct {
	once sync.Once
	cat  *Catalogue
	err  error
}

func (l *lazyCatalogue) load(names []string) (*Catalogue, error) {
	l.once.Do(func() {
		files, err := embeddedFiles(names)
		if err != nil {
			l.err = err
			return
		}
		l.cat, l.err = LoadFiles(files...)
	})
	return l.cat, l.err
}

func embeddedFiles(names []string) ([]File, error) {
	files := make([]File, 0, len(names))
	for _, name := range names {
		data, err := embedded.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %v", ErrBadData, name, err)
		}
		files = append(files, File{Name: name, Data: data})
	}
	return files, nil
}

var base, all lazyCatalogue

// Base returns the embedded catalogue of the base game: 208 project cards
// and 12 corporations. It is read once and shared; callers must not modify
// it.
func Base() (*Catalogue, error) { return base.load(BaseFiles) }

// ExpansionFiles are the embedded files of Discovery and Foundations.
var ExpansionFiles = []string{"data/discovery.cards", "data/foundations.cards"}

// EmbeddedFiles are the files of Embedded, in load order: the base game's
// first, so that base cards have the same IDs in Base and Embedded.
var EmbeddedFiles = append(append([]string(nil), BaseFiles...), ExpansionFiles...)

// Embedded returns the catalogue of every embedded set: the base game with
// Discovery (38 project cards, 4 corporations, 11 milestones, 7 awards) and
// Foundations (22 project cards, 1 corporation). A game uses the cards of
// the sets it names. It is read once and shared; callers must not modify
// it.
func Embedded() (*Catalogue, error) { return all.load(EmbeddedFiles) }

// MustEmbedded is Embedded for programs and tests that cannot go on without
// the embedded data; it panics if the embedded files are broken, which the
// package's own tests rule out.
func MustEmbedded() *Catalogue {
	c, err := Embedded()
	if err != nil {
		panic(err)
	}
	return c
}

// MustBase is Base for programs and tests that cannot go on without the
// embedded data; it panics if the embedded files are broken, which the
// package's own tests rule out.
func MustBase() *Catalogue {
	c, err := Base()
	if err != nil {
		panic(err)
	}
	return c
}

// LoadPaths reads card files from disk into one catalogue, for users who
// replace the embedded data with their own.
func LoadPaths(paths ...string) (*Catalogue, error) {
	files := make([]File, 0, len(paths))
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrBadData, err)
		}
		files = append(files, File{Name: p, Data: data})
	}
	return LoadFiles(files...)
}

// EmbeddedFile returns the contents of one embedded data file, so a user
// can start their own file from it.
func EmbeddedFile(name string) ([]byte, error) {
	data, err := embedded.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrBadData, name, err)
	}
	return data, nil
}
