package cards

import "fmt"

// checkConsistency checks what a card's fields say about each other: the
// resources it adds to itself are the kind it holds, X appears only in
// actions that choose it, and a triggered effect cannot start a chain of
// triggers (it may not move parameters, gain forests or play cards).
func checkConsistency(holds Holding, vp VP, pas *Passive, effect Program, triggers []Trigger, actions []Option) error {
	if vp.Count.Kind == CountResources && holds == HoldNone {
		return fmt.Errorf("vp: counts resources but the card holds none")
	}
	for _, a := range pas.AltPays {
		if a.Microbes && holds != HoldMicrobe {
			return fmt.Errorf("passive: alt-pay microbe on a card that does not hold microbes")
		}
	}
	if err := checkProgram("effect", effect, holds, false); err != nil {
		return err
	}
	for i, t := range triggers {
		what := fmt.Sprintf("when (#%d)", i+1)
		if err := checkProgram(what, t.Body, holds, false); err != nil {
			return err
		}
		for _, op := range t.Body {
			switch op.Code {
			case OpRaise, OpLower, OpForest, OpPlayFree, OpExtraPlay, OpReveal, OpRevealUntil:
				return fmt.Errorf("%s: a triggered effect may not %s", what, op.Code)
			}
		}
	}
	for i, o := range actions {
		what := fmt.Sprintf("action (#%d)", i+1)
		if err := checkProgram(what, o.Body, holds, o.Cost.XKind != XNone); err != nil {
			return err
		}
		if o.Cost.Remove > 0 && o.Cost.RemoveFrom == OnThis && o.Cost.RemoveHold != HoldAny && o.Cost.RemoveHold != holds {
			return fmt.Errorf("%s: removes %s from a card that holds %s", what, o.Cost.RemoveHold, holds)
		}
	}
	return nil
}

func checkProgram(what string, p Program, holds Holding, allowX bool) error {
	for _, op := range p {
		if op.X && !allowX {
			return fmt.Errorf("%s: X is only allowed in an action that chooses it", what)
		}
		if (op.Code == OpAddRes || op.Code == OpRemoveRes) && op.Target == OnThis {
			if holds == HoldNone {
				return fmt.Errorf("%s: puts resources on a card that holds none", what)
			}
			if op.Hold != HoldAny && op.Hold != holds {
				return fmt.Errorf("%s: %s on a card that holds %s", what, op.Hold, holds)
			}
		}
	}
	return nil
}
