package learn

import "sync"

// reducer sums a loss and its gradient over chunks of the data on several
// goroutines, each chunk into its own buffer, then adds the chunks up in
// chunk order: the same sum, to the bit, at any number of workers.
type reducer struct {
	chunks, params, workers int
	grads                   [][]float64
	losses                  []float64
}

// newReducer returns a reducer of chunks chunks of params parameters.
func newReducer(chunks, params, workers int) *reducer {
	r := &reducer{chunks: chunks, params: params, workers: max(workers, 1), losses: make([]float64, chunks)}
	r.grads = make([][]float64, chunks)
	for c := range r.grads {
		r.grads[c] = make([]float64, params)
	}
	return r
}

// sum calls f for each chunk with a zeroed gradient buffer and writes the
// total gradient into grad; it returns the total loss.
func (r *reducer) sum(f func(c int, grad []float64) float64, grad []float64) float64 {
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(r.workers, r.chunks); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range next {
				g := r.grads[c]
				clear(g)
				r.losses[c] = f(c, g)
			}
		}()
	}
	for c := 0; c < r.chunks; c++ {
		next <- c
	}
	close(next)
	wg.Wait()
	clear(grad)
	var loss float64
	for c := 0; c < r.chunks; c++ {
		loss += r.losses[c]
		for i, g := range r.grads[c] {
			grad[i] += g
		}
	}
	return loss
}

// chunks returns the number of chunks of n items.
func chunks(n int) int { return (n + chunk - 1) / chunk }
