package report

import "strconv"

// Schema returns the name of version version of the JSON document kind
// kind, the value of its "schema" field: "aresim-" + kind + "/" +
// version, such as "aresim-ares-balance/1". Every JSON document aresim
// writes starts with such a field; a change that renames or removes a
// field, or changes its meaning, takes a new version.
func Schema(kind string, version int) string {
	return "aresim-" + kind + "/" + strconv.Itoa(version)
}
