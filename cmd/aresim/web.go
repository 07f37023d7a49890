package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/aresim/aresim/ares/odds/web"
)

// newWebCmd builds `aresim web`.
func newWebCmd() *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "web --out DIR",
		Short: "Write the battle calculator's web page into a directory, for any static web host",
		Long: `web writes the battle calculator, a page that computes the odds of a battle
of The Ares Project in the browser, into the directory --out: index.html,
its scripts and styles, and aresim's battle odds compiled to WebAssembly
(odds.wasm). The page needs no server logic: put the directory on any
static web host, or serve it locally (web workers do not run from file://).
The page's URL holds the battle, with the flags of aresim battle as its
query parameters.

--out is created if it does not exist (its parent must); files of the
same names in it are replaced, and nothing else is touched.
aresim serve serves the same page.`,
		Example: `  aresim web --out site
  aresim web --out site && python3 -m http.server -d site 8080`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if out == "" {
				return &usageError{err: errors.New("--out: give the directory to write the site into"), hint: helpHint(cmd)}
			}
			written, err := web.Write(out)
			if err != nil {
				return fmt.Errorf("--out %s: %v", out, err)
			}
			var names []string
			var size int64
			for _, name := range written {
				names = append(names, filepath.Base(name))
				if info, err := os.Stat(name); err == nil {
					size += info.Size()
				}
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "wrote the battle calculator into %s: %s (%.1f MB)\n"+
				"serve the directory with any static web server; web workers do not run from file://\n",
				out, strings.Join(names, ", "), float64(size)/1e6)
			return err
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "directory to write the site into (created if missing)")
	return cmd
}
