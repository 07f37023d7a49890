package main

// The example program is built and run by the tests, its output pinned.
func Example_main() {
	main()
	// Output: Terrans win by points after 100 turns and 1 battle(s) (points 8 to 6)
}
