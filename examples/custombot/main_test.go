package main

// The example program is built and run by the tests, its output pinned.
func Example_main() {
	main()
	// Output: Builder (Terrans) won 0 of 20 games against the heuristic bot (Kahoum)
}
