package ladder

// Engine is what a game engine supplies to a ladder.
type Engine interface {
	// Name is the study's game name in summaries and in the merge
	// registry, such as "ares-ladder".
	Name() string
	// Setup describes the engine's configuration (mode, players, pools,
	// options) as key=value settings separated by spaces; the study's
	// fingerprint adds the agents.
	Setup() string
	// Sides is the number of sides of every game: its players, or its
	// teams (at least 2).
	Sides() int
	// Pools labels the pools every table is played on (at least one):
	// the faction every seat plays, the corporation pool every seat draws
	// from.
	Pools() []string
	// CheckAgent reports an agent name the engine cannot play, in one
	// line naming the names it knows.
	CheckAgent(name string) error
	// Definition names a known agent as the study's fingerprint does:
	// its name, and what it is beyond its name when the engine's registry
	// says (play.Registry.Definition), so that ladders of different
	// agents under one name never merge.
	Definition(name string) (string, error)
	// Play plays one game on pool, the agent named agents[s] playing side
	// s, seeded with seed only (as sim.Game.Play says: the engine from
	// sim.EngineSeed(seed), the bot of seat p from sim.BotSeed(seed, p)),
	// and writes each side's place into places (len(agents) long): 0 for
	// first, 1 for second and so on, equal places for a tie or a draw.
	// It is called from several goroutines at once.
	Play(pool int, agents []string, seed uint64, places []int) error
}
