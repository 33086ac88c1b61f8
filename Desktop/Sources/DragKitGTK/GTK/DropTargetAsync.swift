import CGtk4

/// A `GtkDropTargetAsync` with typed handlers (issue 26: drops from other apps, S1, A2): it
/// announces the MIME types it may take, and leaves reading to the host, which reads only the
/// one format its destination takes, at the drop.
@MainActor
final class DropTargetAsync {
    let target: OpaquePointer

    /// A target for `mimeTypes`, offering copy (drops from other apps copy, S2) and move (our own
    /// drag coming back, S3).
    init(mimeTypes: [String]) {
        var pointers = mimeTypes.map { strdup($0) }
        let formats = pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gdk_content_formats_new($0, guint(buffer.count))
                }
            } ?? nil
        }
        pointers.forEach { free($0) }
        target = created(gtk_drop_target_async_new(formats, GdkDragAction(rawValue: GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)),
                         "a drop target")
    }

    var controller: OpaquePointer { target }

    /// `(drop, x, y)` → the action to show (0 refuses here). The `GdkDrop` is `nil` only when
    /// the signal was emitted without one (the tests).
    typealias Motion = (OpaquePointer?, Double, Double) -> GdkDragAction
    typealias Leave = (OpaquePointer?) -> Void
    typealias Drop = (OpaquePointer?, Double, Double) -> Bool
    typealias Accept = (OpaquePointer?) -> Bool

    func onAccept(_ handler: @escaping Accept) {
        typealias Trampoline = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean
        let trampoline: Trampoline = { _, drop, data in
            return SignalBox<Accept>.from(data)?.handler(drop) == true ? 1 : 0
        }
        connectSignal(raw(target), "accept", handler, trampoline: callback(trampoline))
    }

    func onEnter(_ handler: @escaping Motion) { connectMotion("drag-enter", handler) }
    func onMotion(_ handler: @escaping Motion) { connectMotion("drag-motion", handler) }

    private func connectMotion(_ signal: String, _ handler: @escaping Motion) {
        typealias Trampoline = @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double, gpointer?) -> GdkDragAction
        let trampoline: Trampoline = { _, drop, x, y, data in
            guard let box = SignalBox<Motion>.from(data) else { return GdkDragAction(rawValue: 0) }
            return box.handler(drop, x, y)
        }
        connectSignal(raw(target), signal, handler, trampoline: callback(trampoline))
    }

    func onLeave(_ handler: @escaping Leave) {
        typealias Trampoline = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
        let trampoline: Trampoline = { _, drop, data in
            SignalBox<Leave>.from(data)?.handler(drop)
        }
        connectSignal(raw(target), "drag-leave", handler, trampoline: callback(trampoline))
    }

    func onDrop(_ handler: @escaping Drop) {
        typealias Trampoline = @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double, gpointer?) -> gboolean
        let trampoline: Trampoline = { _, drop, x, y, data in
            return SignalBox<Drop>.from(data)?.handler(drop, x, y) == true ? 1 : 0
        }
        connectSignal(raw(target), "drop", handler, trampoline: callback(trampoline))
    }

    /// The MIME types a drop offers, in its order (richest first). O(n).
    static func mimeTypes(of drop: OpaquePointer) -> [String] {
        guard let formats = gdk_drop_get_formats(drop) else { return [] }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0 ..< Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }
}
