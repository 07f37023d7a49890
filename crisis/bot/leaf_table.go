package bot

import "github.com/aresim/aresim/crisis"

// leafWeights are the leaf evaluation's curves, by player count (1 to 4)
// and difficulty, in the order of the leaf features: fitted on every
// fourth position of 1000 heuristic games per curve by
// CRISIS_FIT=1 go test ./crisis/bot -run TestFitLeafEvaluation -v.
var leafWeights = [crisis.MaxPlayers][crisis.NumDifficulties][numFeatures]float64{
	{
		{-3.8070, 2.4425, 0.0603, -0.1998, -0.2693, -0.2204, -0.0256},   // 1 players, beginner: 56942 positions
		{-6.6167, 3.4203, 0.0938, -0.4204, -0.4220, -0.2857, -0.0782},   // 1 players, normal: 41488 positions
		{-0.2881, -0.2918, -0.2074, -1.4145, -0.8615, -0.3752, -0.3156}, // 1 players, expert: 29089 positions
		{-0.2171, -0.1514, -0.0133, -1.2708, -0.7458, -0.1528, -0.2314}, // 1 players, nightmare: 24380 positions
	},
	{
		{3.2287, -1.1505, 0.9579, -0.1305, -0.3324, 0.0604, 0.2213},  // 2 players, beginner: 77378 positions
		{-1.7869, 1.5686, 0.2307, -0.1768, -0.1989, -0.0604, 0.2116}, // 2 players, normal: 70340 positions
		{-2.3302, 1.8237, 0.1341, -0.2804, -0.1488, -0.0522, 0.0442}, // 2 players, expert: 67334 positions
		{-2.8663, 1.9457, 0.1316, -0.3141, -0.1950, -0.0401, 0.1606}, // 2 players, nightmare: 52658 positions
	},
	{
		{0.9642, -0.2625, 0.6987, -0.2164, -0.2455, 0.1032, 0.2860}, // 3 players, beginner: 95855 positions
		{-2.0708, 1.0159, 0.2642, -0.2437, -0.2228, 0.0247, 0.3706}, // 3 players, normal: 76313 positions
		{-2.4773, 0.3564, 0.4378, -0.3985, -0.3181, 0.0300, 0.4484}, // 3 players, expert: 58902 positions
		{-2.2146, 0.2213, 0.5468, -0.5340, -0.3231, 0.0035, 0.2366}, // 3 players, nightmare: 51744 positions
	},
	{
		{3.6156, -1.2301, 0.7678, -0.2193, -0.1849, 0.2312, 0.2607},  // 4 players, beginner: 143349 positions
		{0.2822, 0.2308, 0.4593, -0.3300, -0.1737, 0.0524, 0.0902},   // 4 players, normal: 103581 positions
		{-0.6124, 0.7440, 0.3861, -0.4637, -0.1741, 0.0701, -0.0947}, // 4 players, expert: 90111 positions
		{-1.3010, 0.9702, 0.3053, -0.4626, -0.1547, 0.0415, -0.1821}, // 4 players, nightmare: 80910 positions
	},
}
