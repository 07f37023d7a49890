package cards

import (
	"strings"
)

// Hooks names the Go-coded effects a card may call with "code NAME". The
// engine implements them; a card file that names another hook is rejected.
var Hooks = map[string]string{
	"mars-university": "you may discard a card to draw one, and one more if it had a plant tag",
	"brainstorming":   "reveal a card: keep it if blue or red, else discard it and gain 1 MC",
}

// parseEffect reads an effect ("step; step; ...") to the end of the tokens.
func parseEffect(p *Parser) (Program, error) {
	var prog Program
	if err := effectInto(p, &prog, ""); err != nil {
		return nil, err
	}
	if !p.eof() {
		return nil, p.errorf("unexpected text")
	}
	return prog, nil
}

// effectInto appends steps to prog until one of the stop tokens (or the
// end) is next.
func effectInto(p *Parser, prog *Program, stops string) error {
	for {
		if err := stepInto(p, prog); err != nil {
			return err
		}
		if !p.accept(";") {
			break
		}
	}
	if !p.eof() && !strings.Contains(stops, p.peek()) {
		return p.errorf("expected \";\"")
	}
	return nil
}

// braced reads "{ effect }" into prog.
func braced(p *Parser, prog *Program) error {
	if err := p.expect("{"); err != nil {
		return err
	}
	if err := effectInto(p, prog, "}"); err != nil {
		return err
	}
	return p.expect("}")
}

func stepInto(p *Parser, prog *Program) error {
	if p.steps != nil {
		if ok, err := p.steps(p, prog); ok {
			return err
		}
	}
	switch p.peek() {
	case "may":
		p.next()
		at := len(*prog)
		*prog = append(*prog, Op{Code: OpMay})
		if err := braced(p, prog); err != nil {
			return err
		}
		(*prog)[at].Jump = int16(len(*prog))
		return nil
	case "choose":
		p.next()
		if err := p.expect("{"); err != nil {
			return err
		}
		at := len(*prog)
		*prog = append(*prog, Op{Code: OpChoose})
		var gotos []int
		n := 0
		for {
			alt := len(*prog)
			*prog = append(*prog, Op{Code: OpAlt})
			if err := effectInto(p, prog, "|}"); err != nil {
				return err
			}
			gotos = append(gotos, len(*prog))
			*prog = append(*prog, Op{Code: OpGoto})
			(*prog)[alt].Jump = int16(len(*prog))
			n++
			if !p.accept("|") {
				break
			}
		}
		if err := p.expect("}"); err != nil {
			return err
		}
		if n < 2 {
			return p.errorf("choose needs at least two alternatives")
		}
		(*prog)[at].N = int16(n)
		for _, g := range gotos {
			(*prog)[g].Jump = int16(len(*prog))
		}
		return nil
	case "for":
		p.next()
		if err := p.expect("each"); err != nil {
			return err
		}
		c, err := parseCountable(p)
		if err != nil {
			return err
		}
		at := len(*prog)
		*prog = append(*prog, Op{Code: OpForEach, Count: c})
		if err := braced(p, prog); err != nil {
			return err
		}
		for _, op := range (*prog)[at+1:] {
			if !simpleOp(op.Code) {
				return p.errorf("for each may only hold gain, production, steel, titanium and tr")
			}
		}
		(*prog)[at].Jump = int16(len(*prog))
		return nil
	case "if":
		p.next()
		c, err := parseCond(p)
		if err != nil {
			return err
		}
		at := len(*prog)
		*prog = append(*prog, Op{Code: OpIf, Cond: c})
		if err := braced(p, prog); err != nil {
			return err
		}
		(*prog)[at].Jump = int16(len(*prog))
		return nil
	}
	op, err := parseAtom(p)
	if err != nil {
		return err
	}
	*prog = append(*prog, op)
	return nil
}

// simpleOp reports whether an op can be repeated by "for each": it needs
// no decision and changes only the player's own numbers.
func simpleOp(c OpCode) bool {
	switch c {
	case OpGain, OpProduction, OpSteel, OpTitanium, OpTR:
		return true
	}
	return false
}

func parseResource(p *Parser, allowCards bool) (Resource, error) {
	switch p.next() {
	case "mc":
		return MC, nil
	case "heat":
		return Heat, nil
	case "plant":
		return Plants, nil
	case "card":
		if allowCards {
			return Cards, nil
		}
	}
	p.unread()
	return 0, p.errorf("expected mc, heat, plant or card")
}

func parseParam(p *Parser) (Param, error) {
	for i, n := range paramNames {
		if p.accept(n) {
			return Param(i), nil
		}
	}
	return 0, p.errorf("expected temperature, oxygen, ocean or infrastructure")
}

func parseHolding(p *Parser) (Holding, error) {
	switch p.next() {
	case "animal":
		return HoldAnimal, nil
	case "microbe":
		return HoldMicrobe, nil
	case "science":
		return HoldScience, nil
	case "resource":
		return HoldAny, nil
	}
	p.unread()
	return 0, p.errorf("expected animal, microbe, science or resource")
}

func parseTarget(p *Parser) (Target, error) {
	for i, n := range targetNames {
		if p.accept(n) {
			return Target(i), nil
		}
	}
	return 0, p.errorf("expected this, other, any or holding")
}

func parseAtom(p *Parser) (Op, error) {
	word := p.next()
	switch word {
	case "gain", "lose":
		n, x, err := p.amount()
		if err != nil {
			return Op{}, err
		}
		r, err := parseResource(p, word == "gain")
		if err != nil {
			return Op{}, err
		}
		if !x && n <= 0 {
			return Op{}, p.errorf("%s needs a positive amount", word)
		}
		code := OpGain
		if word == "lose" {
			code = OpLose
		}
		return Op{Code: code, Res: r, N: n, X: x}, nil
	case "production":
		n, err := p.int()
		if err != nil {
			return Op{}, err
		}
		r, err := parseResource(p, true)
		if err != nil {
			return Op{}, err
		}
		return Op{Code: OpProduction, Res: r, N: n}, nil
	case "steel", "titanium":
		n, err := p.int()
		if err != nil {
			return Op{}, err
		}
		code := OpSteel
		if word == "titanium" {
			code = OpTitanium
		}
		return Op{Code: code, N: n}, nil
	case "raise", "lower":
		par, err := parseParam(p)
		if err != nil {
			return Op{}, err
		}
		n, err := p.int()
		if err != nil {
			return Op{}, err
		}
		if n <= 0 {
			return Op{}, p.errorf("%s needs a positive number of steps", word)
		}
		code := OpRaise
		if word == "lower" {
			code = OpLower
		}
		return Op{Code: code, Param: par, N: n}, nil
	case "tr":
		n, err := p.int()
		if err != nil {
			return Op{}, err
		}
		return Op{Code: OpTR, N: n}, nil
	case "forest":
		n, err := p.int()
		if err != nil {
			return Op{}, err
		}
		if n <= 0 {
			return Op{}, p.errorf("forest needs a positive number")
		}
		return Op{Code: OpForest, N: n}, nil
	case "add", "remove":
		n, err := p.int()
		if err != nil {
			return Op{}, err
		}
		h, err := parseHolding(p)
		if err != nil {
			return Op{}, err
		}
		prep := "to"
		code := OpAddRes
		if word == "remove" {
			prep, code = "from", OpRemoveRes
		}
		if err := p.expect(prep); err != nil {
			return Op{}, err
		}
		t, err := parseTarget(p)
		if err != nil {
			return Op{}, err
		}
		if n <= 0 {
			return Op{}, p.errorf("%s needs a positive number", word)
		}
		return Op{Code: code, N: n, Hold: h, Target: t}, nil
	case "discard":
		n, x, err := p.amount()
		if err != nil {
			return Op{}, err
		}
		return Op{Code: OpDiscard, N: n, X: x}, nil
	case "reveal":
		n, err := p.int()
		if err != nil {
			return Op{}, err
		}
		if err := p.expect("keep"); err != nil {
			return Op{}, err
		}
		m, err := p.int()
		if err != nil {
			return Op{}, err
		}
		f, err := parseFilter(p)
		if err != nil {
			return Op{}, err
		}
		if n <= 0 || m <= 0 || m > n {
			return Op{}, p.errorf("reveal N keep M needs 0 < M <= N")
		}
		return Op{Code: OpReveal, N: n, M: m, Filter: f}, nil
	case "reveal-until":
		f, err := parseFilter(p)
		if err != nil {
			return Op{}, err
		}
		return Op{Code: OpRevealUntil, Filter: f}, nil
	case "extra-play", "play-free":
		f, err := parseFilter(p)
		if err != nil {
			return Op{}, err
		}
		code := OpExtraPlay
		if word == "play-free" {
			code = OpPlayFree
		}
		return Op{Code: code, Filter: f}, nil
	case "discount-next":
		n, err := p.int()
		if err != nil {
			return Op{}, err
		}
		return Op{Code: OpDiscountNext, N: n}, nil
	case "shift-next":
		m, err := parseParamMask(p)
		if err != nil {
			return Op{}, err
		}
		return Op{Code: OpShiftNext, N: int16(m)}, nil
	case "upgrade-phase":
		ph, ok := phaseByName(p.next())
		if !ok {
			p.unread()
			return Op{}, p.errorf("expected any, development, construction, action, production or research")
		}
		return Op{Code: OpUpgradePhase, N: ph}, nil
	case "code":
		name := p.next()
		if _, ok := Hooks[name]; !ok {
			p.unread()
			return Op{}, p.errorf("unknown code hook")
		}
		return Op{Code: OpHook, Hook: name}, nil
	}
	if d, ok := extensionStep(word); ok {
		return d.Parse(p)
	}
	p.unread()
	return Op{}, p.errorf("unknown effect")
}

// parseFilter reads "[...]".
func parseFilter(p *Parser) (Filter, error) {
	f := AnyFilter
	if err := p.expect("["); err != nil {
		return f, err
	}
	for !p.accept("]") {
		if p.eof() {
			return f, p.errorf("expected \"]\"")
		}
		switch w := p.next(); w {
		case "any":
		case "green", "blue", "red":
			p.unread()
			for {
				c, ok := colorByName(p.next())
				if !ok {
					p.unread()
					return f, p.errorf("expected a colour")
				}
				f.Colors |= 1 << c
				if !p.accept("|") {
					break
				}
			}
		case "tag":
			for {
				t, ok := ParseTag(p.next())
				if !ok {
					p.unread()
					return f, p.errorf("expected a tag")
				}
				f.Tags |= 1 << t
				if !p.accept("|") {
					break
				}
			}
		case "cost":
			op := p.next()
			n, err := p.int()
			if err != nil {
				return f, err
			}
			switch op {
			case "<=":
				f.MaxCost = n
			case ">=":
				f.MinCost = n
			default:
				return f, p.errorf("expected cost<=N or cost>=N")
			}
		case "gives":
			if err := p.expect("steel"); err != nil {
				return f, err
			}
			f.GivesSteel = true
		case "action":
			f.HasAction = true
		default:
			p.unread()
			return f, p.errorf("unknown filter")
		}
	}
	return f, nil
}

// phaseNames are the phase cards an upgrade may name: index 0 is "any",
// then phases I to V.
var phaseNames = [...]string{"any", "development", "construction", "action", "production", "research"}

func phaseByName(s string) (int16, bool) {
	for i, n := range phaseNames {
		if n == s {
			return int16(i), true
		}
	}
	return 0, false
}

func colorByName(s string) (Color, bool) {
	for i, n := range colorNames {
		if n == s {
			return Color(i), true
		}
	}
	return 0, false
}

// parseCountable reads "tag X", "N tag X", "forest", "card", "blue",
// "resource" (on this card), "all resource" (on all the player's cards),
// "steel", "titanium", "production R", "tr", "distinct-tag",
// "upgraded-phase", "milestone" (with an optional leading divisor).
func parseCountable(p *Parser) (Countable, error) {
	c := Countable{Per: 1}
	if n, err := p.int(); err == nil {
		if n < 1 {
			return c, p.errorf("divisor must be at least 1")
		}
		c.Per = n
	}
	switch w := p.next(); w {
	case "tag":
		t, ok := ParseTag(p.next())
		if !ok {
			p.unread()
			return c, p.errorf("expected a tag")
		}
		c.Kind, c.Tag = CountTag, t
	case "forest":
		c.Kind = CountForests
	case "card":
		c.Kind = CountCards
	case "resource", "animal", "microbe", "science":
		c.Kind = CountResources
	case "all":
		if err := p.expect("resource"); err != nil {
			return c, err
		}
		c.Kind = CountAllResources
	case "steel":
		c.Kind = CountSteel
	case "titanium":
		c.Kind = CountTitanium
	case "production":
		r, err := parseResource(p, true)
		if err != nil {
			return c, err
		}
		c.Kind, c.Res = CountProduction, r
	case "tr":
		c.Kind = CountTR
	case "distinct-tag":
		c.Kind = CountDistinctTags
	case "upgraded-phase":
		c.Kind = CountUpgraded
	case "milestone":
		c.Kind = CountMilestones
	default:
		col, ok := colorByName(w)
		if !ok {
			p.unread()
			return c, p.errorf("expected something to count")
		}
		c.Kind, c.Col = CountColor, col
	}
	return c, nil
}

// parseAtLeast reads ">= N".
func parseAtLeast(p *Parser) (int16, error) {
	if err := p.expect(">="); err != nil {
		return 0, err
	}
	return p.int()
}

// parseZoneAtLeast reads ">= ZONE".
func parseZoneAtLeast(p *Parser) (Zone, error) {
	if err := p.expect(">="); err != nil {
		return 0, err
	}
	z, ok := zoneByName(p.next())
	if !ok {
		p.unread()
		return 0, p.errorf("expected purple, red, yellow or white")
	}
	return z, nil
}

// parseCond reads "chose action", "chose upgraded", "tag X >= N",
// "COLOR >= N", "PARAM >= ZONE", "phase-start PARAM >= ZONE" or
// "COUNTABLE >= N".
func parseCond(p *Parser) (Cond, error) {
	switch w := p.peek(); w {
	case "chose":
		p.next()
		switch p.next() {
		case "action":
			return Cond{Kind: CondChoseAction}, nil
		case "upgraded":
			return Cond{Kind: CondChoseUpgraded}, nil
		}
		p.unread()
		return Cond{}, p.errorf("expected action or upgraded")
	case "phase-start":
		p.next()
		par, err := parseParam(p)
		if err != nil {
			return Cond{}, err
		}
		z, err := parseZoneAtLeast(p)
		return Cond{Kind: CondParamAtPhaseStart, Param: par, Zone: z}, err
	case "tag":
		p.next()
		t, ok := ParseTag(p.next())
		if !ok {
			p.unread()
			return Cond{}, p.errorf("expected a tag")
		}
		n, err := parseAtLeast(p)
		return Cond{Kind: CondTags, Tag: t, N: n}, err
	}
	if isParam(p.peek()) {
		par, _ := parseParam(p)
		z, err := parseZoneAtLeast(p)
		return Cond{Kind: CondParam, Param: par, Zone: z}, err
	}
	if col, ok := colorByName(p.peek()); ok {
		p.next()
		n, err := parseAtLeast(p)
		return Cond{Kind: CondColor, Col: col, N: n}, err
	}
	c, err := parseCountable(p)
	if err != nil {
		return Cond{}, p.errorf("expected a condition")
	}
	if c.Kind == CountResources {
		return Cond{}, p.errorf("a condition cannot count a card's own resources")
	}
	n, err := parseAtLeast(p)
	return Cond{Kind: CondCount, Count: c, N: n}, err
}

// isParam reports whether word names a global parameter.
func isParam(word string) bool {
	for _, n := range paramNames {
		if n == word {
			return true
		}
	}
	return false
}
