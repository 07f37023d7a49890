package bot

import "github.com/aresim/aresim/crisis"

// act returns b's choice at the decision View v shows.
func act(b Bot, v *crisis.View) crisis.Action { return b.Choose(v, v.Legal(nil)) }
