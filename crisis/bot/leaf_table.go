package bot

import "github.com/aresim/aresim/crisis"

// leafWeights are the leaf evaluation's curves, by player count (1 to 4)
// and difficulty, in the order of the leaf features: fitted on every
// fourth position of 2000 heuristic games per curve by
// CRISIS_FIT=1 go test ./crisis/bot -run TestFitLeafEvaluation -v.
var leafWeights = [crisis.MaxPlayers][crisis.NumDifficulties][numFeatures]float64{
	{
		{-9.0622, 2.2047, 0.0737, 0.0445, -0.3236, -0.1249, 0.2330, 0.1725, 0.1299, 0.1493, 0.1610},         // 1 players, beginner: 121701 positions
		{-12.1469, 3.0729, 0.1072, -0.1101, -0.4816, -0.1513, 0.3064, 0.2269, 0.4186, 0.1568, 0.1990},       // 1 players, normal: 94701 positions
		{-0.1150, -0.1148, -0.1145, -0.8760, -0.5785, -0.1504, -0.0736, -0.1048, -0.1014, -0.6556, -0.2773}, // 1 players, expert: 63396 positions
		{-0.1120, -0.0852, -0.0746, -0.9482, -0.6080, -0.0064, -0.0804, -0.1051, -0.0946, -0.5085, -0.2590}, // 1 players, nightmare: 53066 positions
	},
	{
		{-5.0386, -0.2998, 0.9372, 0.2077, -0.2222, -0.0069, 0.6285, 0.4948, 0.0447, 0.1425, 0.1612},  // 2 players, beginner: 155697 positions
		{-8.9257, 2.1178, 0.1869, 0.0919, -0.2716, -0.0415, 0.3281, 0.2884, 0.3921, 0.1627, 0.1746},   // 2 players, normal: 148517 positions
		{-9.6685, 2.2382, 0.2097, -0.0458, -0.2047, -0.0093, 0.1758, 0.2268, 0.5268, 0.1599, 0.2002},  // 2 players, expert: 153581 positions
		{-10.0055, 2.2648, 0.1311, -0.0442, -0.2264, -0.0283, 0.1828, 0.2428, 0.6567, 0.2069, 0.1934}, // 2 players, nightmare: 119954 positions
	},
	{
		{-3.0198, 0.0134, 0.4549, 0.0034, -0.2748, -0.0176, 0.4051, 0.0994, 0.2098, 0.1227, 0.3569},  // 3 players, beginner: 202436 positions
		{-7.1846, 1.7796, 0.0499, -0.0838, -0.2903, -0.0097, 0.3517, 0.2138, 0.6076, 0.1354, 0.2777}, // 3 players, normal: 181691 positions
		{-8.8160, 1.5070, 0.2403, -0.2642, -0.2936, -0.0208, 0.1658, 0.2109, 0.5060, 0.2197, 0.3728}, // 3 players, expert: 150853 positions
		{-11.9840, 2.3884, 0.3203, -0.4021, -0.3010, 0.0161, 0.2586, 0.1703, 0.8659, 0.2449, 0.4775}, // 3 players, nightmare: 125022 positions
	},
	{
		{1.8281, -1.2815, 0.6432, -0.0410, -0.1684, 0.0304, 0.2708, 0.0523, -0.0138, 0.0925, 0.2596}, // 4 players, beginner: 303911 positions
		{-4.7809, 0.7762, 0.1998, -0.0149, -0.1654, -0.0256, 0.2469, 0.1336, 0.5030, 0.1608, 0.2926}, // 4 players, normal: 255514 positions
		{-5.5539, 0.8590, 0.1395, -0.0707, -0.1498, -0.0199, 0.1809, 0.1216, 0.5223, 0.1812, 0.2995}, // 4 players, expert: 247127 positions
		{-8.5295, 1.3933, 0.1150, -0.0680, -0.1658, -0.0011, 0.1752, 0.1773, 0.7014, 0.2774, 0.3522}, // 4 players, nightmare: 213152 positions
	},
}
