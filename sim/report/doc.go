// Package report is the one style in which every study of aresim
// reports: a rate with its 95% Wilson interval (Estimate), a distribution
// (Distribution), the run it comes from and why it stopped (Run, with the
// stop words every report and the CLI use), tables that fit 100 columns
// (Table), tidy CSV with the same columns in every row (CSV), and the
// "schema" field that versions every JSON document (Schema).
//
// A study builds its report from a sim.Summary with these pieces, so that
// Ares balance, Expedition balance and any later study print rates,
// headers, tables and CSV the same way, and a JSON consumer reads every
// report with the same field names (camelCase) and the same shapes.
package report
