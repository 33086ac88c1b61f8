import CGtk4

/// A `GtkGestureClick` with a typed `pressed` handler: `(count, x, y)` (double-click opens a folder).
@MainActor
final class ClickGesture {
    let gesture: OpaquePointer

    init() {
        gesture = created(gtk_gesture_click_new(), "a click gesture")
    }

    func onPressed(_ handler: @escaping (Int, Double, Double) -> Void) {
        typealias Trampoline = @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void
        let trampoline: Trampoline = { _, count, x, y, data in
            SignalBox<(Int, Double, Double) -> Void>.from(data)?.handler(Int(count), x, y)
        }
        connectSignal(raw(gesture), "pressed", handler, trampoline: callback(trampoline))
    }
}
