package cards

// parseTags reads a space-separated list of tags.
func parseTags(p *Parser) ([]Tag, TagMask, error) {
	var tags []Tag
	var mask TagMask
	for !p.eof() {
		t, ok := ParseTag(p.next())
		if !ok {
			p.unread()
			return nil, 0, p.errorf("unknown tag")
		}
		tags = append(tags, t)
		mask |= 1 << t
	}
	return tags, mask, nil
}

// parseRequires reads "temperature >= red, oceans <= 3, tags science >= 4, tr >= 7".
func parseRequires(p *Parser) ([]Requirement, error) {
	var out []Requirement
	for {
		var r Requirement
		switch w := p.peek(); w {
		case "tag":
			p.next()
			t, ok := ParseTag(p.next())
			if !ok {
				p.unread()
				return nil, p.errorf("expected a tag")
			}
			if err := p.expect(">="); err != nil {
				return nil, err
			}
			n, err := p.int()
			if err != nil {
				return nil, err
			}
			r = Requirement{Kind: ReqTags, Tag: t, N: n}
		case "tr":
			p.next()
			if err := p.expect(">="); err != nil {
				return nil, err
			}
			n, err := p.int()
			if err != nil {
				return nil, err
			}
			r = Requirement{Kind: ReqTR, N: n}
		default:
			if !isParam(w) {
				c, err := parseCountable(p)
				if err != nil || c.Kind == CountResources {
					return nil, p.errorf("expected a parameter, tag, tr or something to count")
				}
				n, err := parseAtLeast(p)
				if err != nil {
					return nil, err
				}
				r = Requirement{Kind: ReqCount, Count: c, N: n}
				break
			}
			par, err := parseParam(p)
			if err != nil {
				return nil, err
			}
			r.Param = par
			switch p.next() {
			case ">=":
				r.Kind = ReqParamMin
			case "<=":
				r.Kind = ReqParamMax
			default:
				p.unread()
				return nil, p.errorf("expected >= or <=")
			}
			if par == Oceans {
				n, err := p.int()
				if err != nil {
					return nil, err
				}
				r.N = n
			} else {
				z, ok := zoneByName(p.next())
				if !ok {
					p.unread()
					return nil, p.errorf("expected purple, red, yellow or white")
				}
				r.Zone = z
			}
		}
		out = append(out, r)
		if !p.accept(",") {
			break
		}
	}
	if !p.eof() {
		return nil, p.errorf("unexpected text")
	}
	return out, nil
}

func zoneByName(s string) (Zone, bool) {
	for i, n := range zoneNames {
		if n == s {
			return Zone(i), true
		}
	}
	return 0, false
}

// parsePlayCost reads "tr 1", "heat 3", "plant 2" (comma-separated).
func parsePlayCost(p *Parser) (PlayCost, error) {
	var c PlayCost
	for {
		w := p.next()
		n, err := p.int()
		if err != nil {
			return c, err
		}
		if n <= 0 {
			return c, p.errorf("a play cost must be positive")
		}
		switch w {
		case "tr":
			c.TR += n
		case "heat":
			c.Heat += n
		case "plant":
			c.Plants += n
		default:
			return c, p.errorf("expected tr, heat or plant")
		}
		if !p.accept(",") {
			break
		}
	}
	if !p.eof() {
		return c, p.errorf("unexpected text")
	}
	return c, nil
}

// parseVP reads "2", "-1" or "1 per [N] countable".
func parseVP(p *Parser) (VP, error) {
	var v VP
	n, err := p.int()
	if err != nil {
		return v, err
	}
	if !p.accept("per") {
		v.Fixed = n
	} else {
		v.Per = n
		c, err := parseCountable(p)
		if err != nil {
			return v, err
		}
		v.Count = c
	}
	if !p.eof() {
		return v, p.errorf("unexpected text")
	}
	return v, nil
}

// parseHolds reads "animal", "microbe" or "science".
func parseHolds(p *Parser) (Holding, error) {
	h, err := parseHolding(p)
	if err == nil && h == HoldAny {
		p.unread()
		return 0, p.errorf("a card holds animal, microbe or science")
	}
	if err == nil && !p.eof() {
		return 0, p.errorf("unexpected text")
	}
	return h, err
}

// parsePassive reads "; "-separated lasting modifiers into pas.
func parsePassive(p *Parser, pas *Passive) error {
	for {
		switch w := p.next(); w {
		case "discount":
			if err := parseDiscount(p, pas); err != nil {
				return err
			}
		case "forest-plants":
			n, err := p.int()
			if err != nil {
				return err
			}
			pas.ForestPlants += n
		case "value":
			what := p.next()
			n, err := p.int()
			if err != nil {
				return err
			}
			switch what {
			case "steel":
				pas.SteelValue += n
			case "titanium":
				pas.TitaniumValue += n
			case "sell":
				pas.SellValue += n
			default:
				return p.errorf("expected steel, titanium or sell")
			}
		case "heat-as-mc":
			pas.HeatAsMC = true
		case "shift-requirements":
			m, err := parseParamMask(p)
			if err != nil {
				return err
			}
			pas.ReqShift |= m
		case "research":
			for p.peek() == "draw" || p.peek() == "keep" {
				what := p.next()
				n, err := p.int()
				if err != nil {
					return err
				}
				if what == "draw" {
					pas.ResearchDraw += n
				} else {
					pas.ResearchKeep += n
				}
			}
			if pas.ResearchDraw == 0 && pas.ResearchKeep == 0 {
				return p.errorf("expected draw +N or keep +N")
			}
		case "alt-pay":
			a := AltPay{}
			switch p.next() {
			case "plant":
			case "microbe":
				a.Microbes = true
			default:
				p.unread()
				return p.errorf("expected plant or microbe")
			}
			n, err := p.int()
			if err != nil {
				return err
			}
			if err := p.expect("for"); err != nil {
				return err
			}
			m, err := p.int()
			if err != nil {
				return err
			}
			if n <= 0 || m <= 0 {
				return p.errorf("alt-pay amounts must be positive")
			}
			a.N, a.MC = n, m
			pas.AltPays = append(pas.AltPays, a)
		default:
			p.unread()
			return p.errorf("unknown passive effect")
		}
		if !p.accept(";") {
			break
		}
	}
	if !p.eof() {
		return p.errorf("unexpected text")
	}
	return nil
}

// parseTrigger reads "EVENT -> effect".
func parseTrigger(p *Parser) (Trigger, error) {
	var t Trigger
	switch w := p.next(); w {
	case "play":
		f, err := parseFilter(p)
		if err != nil {
			return t, err
		}
		t.Event, t.Filter = EvPlay, f
		t.InclSelf = p.accept("incl-self")
	case "raise":
		t.Event = EvRaise
		for {
			par, err := parseParam(p)
			if err != nil {
				return t, err
			}
			t.Params |= 1 << par
			if !p.accept("|") {
				break
			}
		}
	case "forest":
		t.Event = EvForest
	case "card-action":
		t.Event = EvCardAction
	case "tr":
		if err := p.expect("first-in-phase"); err != nil {
			return t, err
		}
		t.Event = EvTRFirst
	case "upgraded-phase-revealed":
		t.Event = EvUpgradedRevealed
	default:
		ev, ok := eventByWord(w)
		if !ok {
			p.unread()
			return t, p.errorf("unknown event")
		}
		t.Event = ev
	}
	if err := p.expect("->"); err != nil {
		return t, err
	}
	body, err := parseEffect(p)
	if err != nil {
		return t, err
	}
	t.Body = body
	return t, nil
}

// parseAction reads "COST, COST -> effect" (an empty cost is allowed).
func parseAction(p *Parser) (Option, error) {
	var o Option
	c := &o.Cost
	for !p.accept("->") {
		if p.eof() {
			return o, p.errorf("expected \"->\"")
		}
		switch w := p.next(); w {
		case "pay":
			n, err := p.int()
			if err != nil {
				return o, err
			}
			switch p.next() {
			case "mc":
				c.MC += n
			case "tr":
				c.TR += n
			default:
				p.unread()
				return o, p.errorf("expected mc or tr")
			}
			for p.accept("less") {
				k, err := p.int()
				if err != nil {
					return o, err
				}
				switch p.next() {
				case "per":
					cnt, err := parseCountable(p)
					if err != nil {
						return o, err
					}
					c.LessPer, c.Less = k, cnt
				case "if":
					cond, err := parseCond(p)
					if err != nil {
						return o, err
					}
					c.LessIf, c.Cond = k, cond
				default:
					p.unread()
					return o, p.errorf("expected per or if")
				}
			}
		case "spend":
			if p.accept("X") {
				if err := p.expect("heat"); err != nil {
					return o, err
				}
				c.XKind = XHeat
				var err error
				if c.XMax, err = p.optionalInt("max"); err != nil {
					return o, err
				}
				break
			}
			n, err := p.int()
			if err != nil {
				return o, err
			}
			switch p.next() {
			case "heat":
				c.Heat += n
			case "plant":
				c.Plants += n
				if p.accept("less") {
					k, err := p.int()
					if err != nil {
						return o, err
					}
					if err := p.expect("if"); err != nil {
						return o, err
					}
					cond, err := parseCond(p)
					if err != nil {
						return o, err
					}
					c.PlantsLessIf, c.Cond = k, cond
				}
			default:
				p.unread()
				return o, p.errorf("expected heat or plant")
			}
		case "discard":
			if p.accept("X") {
				c.XKind = XDiscard
				var err error
				if c.XMax, err = p.optionalInt("max"); err != nil {
					return o, err
				}
				break
			}
			n, err := p.int()
			if err != nil {
				return o, err
			}
			c.Discard += n
		case "remove":
			n, err := p.int()
			if err != nil {
				return o, err
			}
			h, err := parseHolding(p)
			if err != nil {
				return o, err
			}
			if err := p.expect("from"); err != nil {
				return o, err
			}
			t, err := parseTarget(p)
			if err != nil {
				return o, err
			}
			if t != OnThis && t != OnAny {
				return o, p.errorf("resources are removed from this or any")
			}
			c.Remove, c.RemoveHold, c.RemoveFrom = n, h, t
		default:
			p.unread()
			return o, p.errorf("unknown action cost")
		}
		if !p.accept(",") && p.peek() != "->" {
			return o, p.errorf("expected \",\" or \"->\"")
		}
	}
	body, err := parseEffect(p)
	if err != nil {
		return o, err
	}
	o.Body = body
	var run Program
	switch {
	case c.XKind == XDiscard:
		run = append(run, Op{Code: OpDiscard, X: true})
	case c.Discard > 0:
		run = append(run, Op{Code: OpDiscard, N: c.Discard})
	}
	if c.Remove > 0 {
		run = append(run, Op{Code: OpRemoveRes, N: c.Remove, Hold: c.RemoveHold, Target: c.RemoveFrom})
	}
	o.Run = append(run, relocate(append(Program(nil), body...), len(run))...)
	return o, nil
}

// parseDiscount reads "N on all|standard|tag X[|Y]|color X|cost>=N".
func parseDiscount(p *Parser, pas *Passive) error {
	n, err := p.int()
	if err != nil {
		return err
	}
	if err := p.expect("on"); err != nil {
		return err
	}
	f := AnyFilter
	switch p.next() {
	case "all":
	case "standard":
		pas.StandardDiscount += n
		return nil
	case "tag":
		for {
			t, ok := ParseTag(p.next())
			if !ok {
				p.unread()
				return p.errorf("expected a tag")
			}
			f.Tags |= 1 << t
			if !p.accept("|") {
				break
			}
		}
	case "color":
		c, ok := colorByName(p.next())
		if !ok {
			p.unread()
			return p.errorf("expected a colour")
		}
		f.Colors = 1 << c
	case "cost":
		if err := p.expect(">="); err != nil {
			return err
		}
		m, err := p.int()
		if err != nil {
			return err
		}
		f.MinCost = m
	default:
		p.unread()
		return p.errorf("expected all, standard, tag, color or cost")
	}
	pas.Discounts = append(pas.Discounts, Discount{Filter: f, N: n})
	return nil
}

// parseParamMask reads "temperature|oxygen|..." into a bitmask of Param.
func parseParamMask(p *Parser) (uint8, error) {
	var m uint8
	for {
		par, err := parseParam(p)
		if err != nil {
			return 0, err
		}
		m |= 1 << par
		if !p.accept("|") {
			return m, nil
		}
	}
}
