package learn

// Encoder turns what one seat knows into fixed-length feature vectors: the
// inputs of the value and policy models. An engine implements it once; V
// is the View its bots decide from and A its action.
//
// The features of a position are a function of the View alone: a change
// to a fact the seat cannot see (a card in an opponent's hand, the order
// of a deck, the next die) leaves them as they were. Each engine tests
// this with positions reached through play.
//
// Methods are called with the caller's buffers; an implementation writes
// every entry of dst (zeros included) and allocates nothing.
type Encoder[V any, A comparable] interface {
	// Schema names the feature layout and its version, such as "ares/1".
	// A weights file records the schema it was trained on, and a model
	// refuses weights of another.
	Schema() string
	// StateLen is the length of a state feature vector.
	StateLen() int
	// ActionLen is the length of an action feature vector.
	ActionLen() int
	// State writes the features of View v, for the seat it belongs to,
	// into dst (len(dst) == StateLen()).
	State(v *V, dst []float32)
	// Actions writes the features of each of legal, the legal actions of
	// View v's decision, into dst: one row of ActionLen() after another
	// (len(dst) == len(legal)·ActionLen()). A row may depend on the other
	// legal actions (the action's rank among them, say) and may repeat
	// facts of the position that the action's worth depends on.
	Actions(v *V, legal []A, dst []float32)
}

// EachAction implements Encoder.Actions for an encoder whose rows depend
// on their own action only: action writes one row.
func EachAction[V any, A comparable](v *V, legal []A, dst []float32, n int, action func(v *V, a A, dst []float32)) {
	for i, a := range legal {
		action(v, a, dst[i*n:(i+1)*n])
	}
}

// Marker is implemented by an encoder one of whose action features is 1
// on the action the engine's heuristic would play and 0 on the others.
// Training then reports how often the search's choices and the policy's
// leave the heuristic's (FitConfig.Mark).
type Marker interface {
	// MarkFeature returns the index of that action feature.
	MarkFeature() int
}
