package bot

// fittedLeaf holds the leaf evaluation's curves for the Basic Game (0)
// and the Full Game (1, used for every Full Game mode), fitted to
// heuristic self-play. Refit them after changing the heuristic bot or the
// faction data with
//
//	go run ./ares/bot/internal/searchtool fit
//
// which prints this table.
var fittedLeaf = [2]LeafModel{
	{ // the Basic Game: 8000 games
		{Weight: 2, Slope: 0.1741},    // 199759 positions, log loss 0.678
		{Weight: 2, Slope: 0.3106},    // 196665 positions, log loss 0.572
		{Weight: 2, Slope: 0.4113},    // 195870 positions, log loss 0.396
		{Weight: 0.75, Slope: 0.6401}, // 195758 positions, log loss 0.190
	},
	{ // the Full Game: 8000 games
		{Weight: 4, Slope: 0.1676}, // 197680 positions, log loss 0.658
		{Weight: 4, Slope: 0.2442}, // 191158 positions, log loss 0.523
		{Weight: 3, Slope: 0.3293}, // 183993 positions, log loss 0.386
		{Weight: 1, Slope: 0.5923}, // 178309 positions, log loss 0.228
	},
}
