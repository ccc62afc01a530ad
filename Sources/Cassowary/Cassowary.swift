// Cassowary: the incremental simplex solver of Badros, Borning and Stuckey, used by AdaptiveKit's
// Auto Layout engine. This module depends on nothing, not even Foundation, so that it stays fast,
// portable and separable from the runtime.
