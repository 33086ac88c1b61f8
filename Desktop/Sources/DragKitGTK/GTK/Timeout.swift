import CGtk4

/// `g_timeout_add` with a Swift closure, run once on the main loop after `milliseconds`
/// (the engine's ticks, S13, F1; coalescing snapshot writes). O(1).
@MainActor
enum Timeout {
    static func once(after milliseconds: Int, _ body: @escaping () -> Void) {
        typealias Trampoline = @convention(c) (gpointer?) -> gboolean
        let box = Unmanaged.passRetained(SignalBox(body)).toOpaque()
        let trampoline: Trampoline = { data in
            guard let data else { return 0 }
            let box = Unmanaged<SignalBox<() -> Void>>.fromOpaque(data)
            box.takeUnretainedValue().handler()
            box.release()
            return 0  // G_SOURCE_REMOVE
        }
        g_timeout_add(guint(max(0, milliseconds)), trampoline, box)
    }
}
