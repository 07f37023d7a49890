package main

import "github.com/spf13/cobra"

// newExpeditionBalanceCmd builds `aresim expedition balance`.
func newExpeditionBalanceCmd() *cobra.Command {
	return &cobra.Command{Use: "balance", Short: "(being written)"}
}
