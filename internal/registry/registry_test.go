package registry

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestRegisterNumbersOnce(t *testing.T) {
	var r Registry[int]
	a, b := new(int), new(int)
	ia, err := r.Register(a)
	require.NoError(t, err)
	ib, err := r.Register(b)
	require.NoError(t, err)
	again, err := r.Register(a)
	require.NoError(t, err)
	require.Equal(t, ia, again)
	require.NotEqual(t, ia, ib)
	require.Same(t, a, r.Get(ia))
	require.Same(t, b, r.Get(ib))
}

func TestRegisterConcurrently(t *testing.T) {
	var r Registry[int]
	p := new(int)
	var wg sync.WaitGroup
	ids := make([]uint16, 8)
	for i := range ids {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			ids[i], _ = r.Register(p)
		}(i)
	}
	wg.Wait()
	for _, id := range ids {
		require.Equal(t, ids[0], id)
	}
}
