package web_test

import (
	"context"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

func TestDbgProfile(t *testing.T) {
	s := newSite(t)
	ctx := s.tab()
	_, err := chromedp.Call(ctx, emulation.SetHardwareConcurrencyOverride, emulation.SetHardwareConcurrencyOverrideParams{HardwareConcurrency: 1})
	require.NoError(t, err)
	s.open(ctx, "?method=montecarlo&battles=20000&spec="+spec64([]byte(threeForces)), "done")
	infos, err := chromedp.Targets(ctx)
	require.NoError(t, err)
	var wctxs []context.Context
	for _, info := range infos {
		t.Log(info.Type, info.Title, info.URL)
		if info.Type == "worker" {
			wctx, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(info.TargetID))
			defer cancel()
			require.NoError(t, chromedp.Do(wctx, chromedp.Func(func(c context.Context, tg *chromedp.Target) error {
				if _, err := cdp.Call(c, tg, profiler.Enable, cdp.Empty{}); err != nil {
					return err
				}
				if _, err := cdp.Call(c, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
					return err
				}
				_, err := cdp.Call(c, tg, profiler.Start, cdp.Empty{})
				return err
			})))
			wctxs = append(wctxs, wctx)
		}
	}
	setField(t, ctx, "battles", "60000")
	setField(t, ctx, "seed", "9")
	s.settledWithin(ctx, 5*time.Minute, "battles=60000", "seed=9")
	self := map[string]int64{}
	var total int64
	for _, wctx := range wctxs {
		res, err := chromedp.Run(wctx, chromedp.Action[*profiler.Profile](func(c context.Context, tg *chromedp.Target) (*profiler.Profile, error) {
			r, err := cdp.Call(c, tg, profiler.Stop, cdp.Empty{})
			return r.Profile, err
		}))
		require.NoError(t, err)
		for _, n := range res.Nodes {
			self[n.CallFrame.FunctionName] += n.HitCount
			total += n.HitCount
		}
	}
	type kv struct {
		k string
		v int64
	}
	var list []kv
	for k, v := range self {
		list = append(list, kv{k, v})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].v > list[j].v })
	for _, e := range list[:min(45, len(list))] {
		fmt.Printf("%6.2f%% %s\n", 100*float64(e.v)/float64(total), e.k)
	}
}
