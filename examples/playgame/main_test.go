package main

// The example program is built and run by the tests, its output pinned.
func Example_main() {
	main()
	// Output: Terrans win by conquest after 94 turns and 6 battle(s) (points 7 to 7)
}
