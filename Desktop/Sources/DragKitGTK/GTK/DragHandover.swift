import CGtk4

/// Hands a drag that left the window over to the platform (XDND on X11): `gdk_drag_begin` with
/// the drag's content, the item's image as the drag icon, and typed handlers for how it ended
/// (issue 26: S1, S2, P1). The engine's drag goes on as "outside the app" meanwhile.
@MainActor
final class DragHandover {
    /// The `GdkDrag*` in progress.
    let drag: OpaquePointer
    private var finished = false

    /// Starts the platform drag from `surface` for `device`, `offset` being the pointer's place
    /// in the surface where the drag started; `nil` when the platform refuses (no grab).
    init?(surface: OpaquePointer, device: OpaquePointer, content: UnsafeMutablePointer<GdkContentProvider>, offset: (x: Double, y: Double)) {
        guard let drag = gdk_drag_begin(surface, device, content, GDK_ACTION_COPY, offset.x, offset.y) else { return nil }
        self.drag = drag
    }

    /// Shows `paintable` as the drag icon, held at `hot`. O(1).
    func setIcon(_ paintable: OpaquePointer, hot: (x: Int32, y: Int32)) {
        gtk_drag_icon_set_from_paintable(drag, paintable, hot.x, hot.y)
    }

    /// `handler(true)` when another app took the drop (`dnd-finished`), `handler(false)` when the
    /// drag was cancelled or refused (`cancel`). Called once.
    func onEnded(_ handler: @escaping (Bool) -> Void) {
        let once: (Bool) -> Void = { [weak self] delivered in
            guard let self, !self.finished else { return }
            self.finished = true
            gdk_drag_drop_done(self.drag, delivered ? 1 : 0)
            handler(delivered)
            g_object_unref(UnsafeMutableRawPointer(self.drag))
        }
        typealias Finished = @convention(c) (OpaquePointer?, gpointer?) -> Void
        let finished: Finished = { _, data in
            SignalBox<(Bool) -> Void>.from(data)?.handler(true)
        }
        connectSignal(raw(drag), "dnd-finished", once, trampoline: callback(finished))
        typealias Cancel = @convention(c) (OpaquePointer?, GdkDragCancelReason, gpointer?) -> Void
        let cancel: Cancel = { _, _, data in
            SignalBox<(Bool) -> Void>.from(data)?.handler(false)
        }
        connectSignal(raw(drag), "cancel", once, trampoline: callback(cancel))
    }
}
