package expedition

// StandardPrice returns the printed MC price of standard project k
// (StdForestMC 20, StdTempMC 14, StdOceanMC 15, StdInfraMC 15), or 0 for
// a project paid with heat or plants.
func StandardPrice(k int) int {
	switch k {
	case StdForestMC:
		return forestMC
	case StdTempMC:
		return tempMC
	case StdOceanMC:
		return oceanMC
	case StdInfraMC:
		return infraMC
	}
	return 0
}

// StandardMC returns what standard project k costs player p in MC now:
// its printed price less the player's standard-project discounts (0 for a
// project paid with heat or plants).
func (s *State) StandardMC(p, k int) int { return s.standardMC(p, StandardPrice(k)) }

// StandardMC returns what standard project k costs this player in MC now
// (State.StandardMC).
func (v *View) StandardMC(k int) int { return v.s.StandardMC(int(v.p), k) }
