import Composition

// The demo CLI; replaced by the real entry point.
