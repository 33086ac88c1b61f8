import CGtk4
import DragKit

// Drags across the window's edge (S1, S2, P1; issue 26). Internal drags are the engine's own,
// driven by the GtkGestureDrag (so gaps, spring loading, several items and keyboard drags work
// as in the web host). When the pointer leaves the window during one, the drag is handed to
// the platform with gdk_drag_begin (XDND on X11), offering the items' representations in
// fidelity order; the engine's session goes on "outside the app" until XDND says how it ended.
// Drops from other apps come through a GtkDropTargetAsync and read only what the destination takes.

extension DesktopWindow {
    func handOver(time: UInt32) {
        let items = host.draggedItems
        guard let surface = gtk_native_get_surface(OpaquePointer(window)),
              let device = gtk_gesture_get_device(dragGesture.gesture) else { return }
        let representations = host.representations(of: items, onDemand: onDemand)
        guard !representations.isEmpty, let content = ContentProvider.union(representations) else {
            host.refuse("These items cannot leave the app.")
            return
        }
        let start = dragGesture.startPoint
        let offset = surfaceOffset
        let begun = DragHandover(surface: surface, device: device, content: content, offset: (start.x + offset.x, start.y + offset.y))
        g_object_unref(UnsafeMutableRawPointer(content))
        guard let handover = begun else { return }
        if let first = items.first, let row = rows[first], let image = liftImage(of: first, row: row) {
            handover.setIcon(image, hot: (12, 12))
        }
        handover.onEnded { [weak self] delivered in
            guard let self else { return }
            self.handedOver = false
            self.handover = nil
            gtk_widget_set_visible(self.fixed, 1)
            if self.host.isDraggingMouse {
                self.host.dragEndedOutside(delivered: delivered, time: 0)
            }
        }
        self.handover = handover
        handedOver = true
        gtk_widget_set_visible(fixed, 0)
        host.pointerLeftWindow(time: time)
        gtk_event_controller_reset(dragGesture.controller)
    }

    /// Whether the pointer carrying `drop` is inside the window now. O(1).
    func pointerIsInside(_ drop: OpaquePointer) -> Bool {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)), let device = gdk_drop_get_device(drop) else { return false }
        var x = 0.0, y = 0.0
        var state = GdkModifierType(rawValue: 0)
        guard gdk_surface_get_device_position(surface, device, &x, &y, &state) != 0 else { return false }
        let offset = surfaceOffset
        return !isOutside(x - offset.x, y - offset.y)
    }

    /// Whether `drop` is our own drag coming back into the window. O(1).
    func isOwn(_ drop: OpaquePointer) -> Bool {
        guard let handover, let drag = gdk_drop_get_drag(drop) else { return false }
        return drag == handover.drag
    }

    func installDropTarget() {
        dropTarget.onAccept { _ in true }
        dropTarget.onEnter { [weak self] drop, x, y in
            guard let self, let drop else { return GdkDragAction(rawValue: 0) }
            self.ignoringStaleDropActions?.pointee = 0  // a drag is pending: its actions count
            let point = self.enginePoint(x, y)
            if self.isOwn(drop) {
                gtk_widget_set_visible(self.fixed, 1)
                self.host.dragReturned(to: point, time: 0)
                return GDK_ACTION_COPY
            }
            self.host.externalEntered(mimeTypes: DropTargetAsync.mimeTypes(of: drop), at: point, time: 0)
            return self.host.externalDropIsAccepted ? GDK_ACTION_COPY : GdkDragAction(rawValue: 0)
        }
        dropTarget.onMotion { [weak self] drop, x, y in
            guard let self, let drop else { return GdkDragAction(rawValue: 0) }
            let point = self.enginePoint(x, y)
            if self.isOwn(drop) {
                self.host.pointer(.moved, at: point, time: 0)
                return GDK_ACTION_COPY
            }
            guard self.host.externalDragIsOver else { return GdkDragAction(rawValue: 0) }
            self.host.externalMoved(to: point, time: 0)
            return self.host.externalDropIsAccepted ? GDK_ACTION_COPY : GdkDragAction(rawValue: 0)
        }
        dropTarget.onLeave { [weak self] drop in
            guard let self, let drop else { return }
            if self.isOwn(drop) {
                if self.host.isDraggingMouse && !self.host.mouseIsOutside {
                    gtk_widget_set_visible(self.fixed, 0)
                    self.host.pointerLeftWindow(time: 0)
                }
                return
            }
            guard self.host.externalDragIsOver else { return }
            // A release over a place that refused: XDND sends a leave, not a drop, with the
            // pointer still inside the window; a real leave has the pointer outside.
            if self.pointerIsInside(drop) {
                self.host.externalReleasedRefused(time: 0)
            } else {
                self.host.externalLeft(time: 0)
            }
        }
        dropTarget.onDrop { [weak self] drop, x, y in
            guard let self, let drop else { return false }
            // From now on the drop is no longer pending: what its source changes is not read.
            self.ignoringStaleDropActions?.pointee = 1
            let point = self.enginePoint(x, y)
            if self.isOwn(drop) {
                // Our own drag, back home: the engine drops it as any drag of its own (S3).
                self.host.pointer(.up, at: point, time: 0)
                gdk_drop_finish(drop, GDK_ACTION_COPY)
                return true
            }
            guard self.host.externalDragIsOver, let (transfer, mime) = self.host.externalDropped(at: point, time: 0) else {
                gdk_drop_finish(drop, GdkDragAction(rawValue: 0))
                return false
            }
            g_object_ref(UnsafeMutableRawPointer(drop))
            let limit = mime == "image/png" ? DesktopHost.imageLimit : DesktopHost.textLimit
            DropReader.read(drop, mime: mime, limit: limit) { [weak self] result in
                defer { g_object_unref(UnsafeMutableRawPointer(drop)) }
                guard let self else { return }
                switch result {
                case .success(let bytes):
                    self.host.externalData(transfer, mime: mime, bytes: bytes)
                    gdk_drop_finish(drop, GDK_ACTION_COPY)
                case .failure(let failure):
                    self.host.externalFailed(transfer, reason: failure.reason)
                    gdk_drop_finish(drop, GdkDragAction(rawValue: 0))
                }
            }
            return true
        }
        gtk_widget_add_controller(window, dropTarget.controller)
    }
}
