package bot

// fittedLeaf holds the leaf evaluation's curves for the Basic Game (0)
// and the Full Game (1, used for every Full Game mode), fitted to
// heuristic self-play. Refit them after changing the heuristic bot or the
// faction data with
//
//	go run ./ares/bot/internal/searchtool fit -games 3000
//
// which prints this table.
var fittedLeaf = [2]LeafModel{
	{ // the Basic Game: 3000 games
		{Weight: 8, Slope: 0.1812}, // 71994 positions, log loss 0.647
		{Weight: 4, Slope: 0.2294}, // 58537 positions, log loss 0.568
		{Weight: 2, Slope: 0.2857}, // 49332 positions, log loss 0.489
		{Weight: 1, Slope: 0.3781}, // 43268 positions, log loss 0.354
	},
	{ // the Full Game: 3000 games
		{Weight: 16, Slope: 0.0865},   // 69632 positions, log loss 0.614
		{Weight: 3, Slope: 0.2091},    // 49394 positions, log loss 0.589
		{Weight: 1, Slope: 0.3196},    // 36071 positions, log loss 0.478
		{Weight: 0.75, Slope: 0.4319}, // 31392 positions, log loss 0.298
	},
}
