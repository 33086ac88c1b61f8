import CGtk4

/// Holds a Swift handler for a GObject signal: the C trampoline (a capture-free
/// `@convention(c)` function) gets it back from the signal's user data. Released by GLib when
/// the handler is disconnected or the object finalised (the destroy notify).
final class SignalBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    /// The box behind `data`, unretained. O(1).
    static func from(_ data: gpointer?) -> SignalBox<Handler>? {
        guard let data else { return nil }
        return Unmanaged<SignalBox<Handler>>.fromOpaque(data).takeUnretainedValue()
    }
}

/// Connects `trampoline` (a `@convention(c)` function whose last parameter is the user data) to
/// `signal` of `instance` with `handler` boxed as its data. Returns the handler id. O(1).
@discardableResult
func connectSignal<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler,
                            trampoline: GCallback) -> UInt {
    let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
    let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    return UInt(dk_signal_connect_full(instance, signal, trampoline, box, release))
}

/// A `@convention(c)` function as the `GCallback` GLib stores. O(1).
func callback<F>(_ function: F) -> GCallback {
    unsafeBitCast(function, to: GCallback.self)
}

/// A raw pointer to any GTK object pointer (typed or opaque). O(1).
@inline(__always) func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
@inline(__always) func raw(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

/// The object a GTK constructor returned; GTK aborts on out-of-memory itself, so `nil` means a
/// programming error (a wrong type name), never input. O(1).
func created<T>(_ object: T?, _ what: StaticString) -> T {
    guard let object else { fatalError("GTK could not create \(what)") }
    return object
}

/// `GTK_BOX (widget)` and the like: the same object as another GTK struct type. O(1).
@inline(__always) func cast<T, U>(_ pointer: UnsafeMutablePointer<U>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}
