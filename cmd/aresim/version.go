package main

import (
	"fmt"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// version describes this build of aresim from the module's build
// information: the module version ("(devel)" for a build from a
// checkout), the commit and its time when the build recorded them, and
// the Go version.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (no build information)"
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, at, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = ", modified"
			}
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		v += fmt.Sprintf(" (commit %s, %s%s)", rev, at, dirty)
	}
	return v + ", " + info.GoVersion
}

// newVersionCmd builds `aresim version`.
func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version of aresim",
		Long: `version prints the version of this aresim: the module version (or "(devel)"
for a build from a checkout), the commit it was built from and its time
when the build recorded them, and the Go version. aresim --version prints
the same.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprintln(cmd.OutOrStdout(), "aresim "+version())
			return err
		},
	}
}
