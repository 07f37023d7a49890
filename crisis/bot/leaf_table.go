package bot

import "github.com/aresim/aresim/crisis"

// leafWeights are the leaf evaluation's curves, by player count (1 to 4)
// and difficulty, in the order of the leaf features: fitted on every
// fourth position of 1000 heuristic games per curve by
// CRISIS_FIT=1 go test ./crisis/bot -run TestFitLeafEvaluation -v.
var leafWeights = [crisis.MaxPlayers][crisis.NumDifficulties][numFeatures]float64{
	{
		{-8.9486, 2.2548, 0.1307, -0.0114, -0.2990, -0.1603, 0.0236, 0.1182, 0.0898, 0.1125, 0.1703},        // 1 players, beginner: 56942 positions
		{-10.6450, 3.4096, 0.1874, -0.2929, -0.4753, -0.2799, -0.0300, 0.1870, 0.2346, 0.0757, 0.1474},      // 1 players, normal: 41488 positions
		{-0.0977, -0.1160, -0.1249, -0.8413, -0.5200, -0.0109, -0.0703, -0.1008, -0.0974, -0.5594, -0.2701}, // 1 players, expert: 29089 positions
		{-0.1002, -0.0904, -0.0755, -0.9166, -0.5458, -0.0006, -0.0595, -0.0993, -0.0793, -0.4285, -0.2576}, // 1 players, nightmare: 24380 positions
	},
	{
		{1.9172, -1.4401, 1.0348, -0.0664, -0.3196, 0.0750, 0.2641, 0.1521, -0.0125, 0.0243, 0.0443}, // 2 players, beginner: 77378 positions
		{-7.2558, 1.6220, 0.2877, 0.0314, -0.2649, -0.0064, 0.2660, 0.1985, 0.2866, 0.1376, 0.1513},  // 2 players, normal: 70340 positions
		{-8.6250, 2.0797, 0.1991, -0.0881, -0.2034, 0.0098, 0.1717, 0.1809, 0.4483, 0.1444, 0.2001},  // 2 players, expert: 67334 positions
		{-9.5188, 2.1346, 0.2144, -0.1063, -0.2212, 0.0086, 0.2410, 0.2384, 0.4882, 0.1964, 0.2265},  // 2 players, nightmare: 52658 positions
	},
	{
		{-1.4586, -0.1680, 0.6874, -0.1744, -0.2481, 0.1142, 0.3758, 0.0756, 0.1130, 0.0169, 0.1930}, // 3 players, beginner: 95855 positions
		{-6.6856, 1.3790, 0.2808, -0.1830, -0.3067, 0.0453, 0.4690, 0.1977, 0.3657, 0.1110, 0.3032},  // 3 players, normal: 76313 positions
		{-7.9381, 0.5033, 0.4859, -0.2177, -0.3586, 0.0472, 0.3909, 0.2978, 0.1269, 0.2543, 0.1800},  // 3 players, expert: 58902 positions
		{-6.6582, 0.3162, 0.6027, -0.5112, -0.3624, 0.0001, 0.3188, 0.2660, -0.0515, 0.2468, 0.4105}, // 3 players, nightmare: 51744 positions
	},
	{
		{3.9869, -1.3541, 0.8002, -0.2779, -0.1800, 0.2124, 0.3551, 0.1949, -0.0485, -0.0192, 0.0820}, // 4 players, beginner: 143349 positions
		{-2.5838, 0.1627, 0.5093, -0.2604, -0.1937, 0.0459, 0.2342, 0.1429, 0.2634, 0.0398, 0.2294},   // 4 players, normal: 103581 positions
		{-4.2345, 0.6450, 0.4388, -0.3408, -0.1889, 0.0732, 0.1152, 0.1908, 0.2806, 0.0799, 0.2206},   // 4 players, expert: 90111 positions
		{-5.6401, 1.0666, 0.3461, -0.2778, -0.1791, 0.0565, 0.0747, 0.0541, 0.9321, 0.0539, 0.1560},   // 4 players, nightmare: 80910 positions
	},
}
