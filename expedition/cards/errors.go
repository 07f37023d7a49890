package cards

import "errors"

// ErrBadData is returned, wrapped with the file, line, card and field,
// when card data cannot be read or fails validation.
var ErrBadData = errors.New("expedition: bad card data")
