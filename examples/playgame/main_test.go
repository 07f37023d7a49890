package main

// The example program is built and run by the tests, its output pinned.
func Example_main() {
	main()
	// Output: Kahoum win by points after 100 turns and 1 battle(s) (points 1 to 11)
}
