package crisis

// Outcome returns how the game stands (Playing, Won or Lost), without the
// allocation of Result: for a search's reward at the end of every
// iteration.
func (s *State) Outcome() Outcome { return s.k.outcome }
