// Package previous is the heuristic bot as it was before its valuation was
// reworked, kept only to measure the new one against it in mixed games.
package previous
