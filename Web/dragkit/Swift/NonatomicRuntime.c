// The non-atomic reference counting entry points the engine wasm's code calls (issue 11, wasm
// size). Scripts/build-wasm.sh compiles the engine with `-assume-single-threaded` (the page runs
// the engine on one thread), so the Swift compiler emits `swift_nonatomic_retain` and its kin
// instead of `swift_retain` and its kin; the Embedded Swift runtime defines only the latter.
// These forward to them, O(1) each; wasm-opt inlines the forwards away. Compiled for wasm32 only
// (Scripts/build-wasm.sh); the native package never sees this file.

void *swift_retain(void *object);
void swift_release(void *object);
void *swift_retain_n(void *object, unsigned int count);
void swift_release_n(void *object, unsigned int count);

/// Retains `object` (which may be null) and returns it, as `swift_retain` does.
void *swift_nonatomic_retain(void *object) { return swift_retain(object); }

/// Releases `object` (which may be null), as `swift_release` does.
void swift_nonatomic_release(void *object) { swift_release(object); }

/// Retains `object` `count` times and returns it, as `swift_retain_n` does.
void *swift_nonatomic_retain_n(void *object, unsigned int count) { return swift_retain_n(object, count); }

/// Releases `object` `count` times, as `swift_release_n` does.
void swift_nonatomic_release_n(void *object, unsigned int count) { swift_release_n(object, count); }
