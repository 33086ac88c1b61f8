import CGtk4
import DragKit

/// A `GtkGestureDrag` with typed handlers: press, motion and release of a mouse, pen or finger,
/// in the widget's coordinates, with the GTK event time (issue 26: the host's pointer input).
@MainActor
final class DragGesture {
    /// The gesture (a `GtkGestureDrag*`).
    let gesture: OpaquePointer

    /// `(x, y)` of the press for `drag-begin`; the offset from it for `drag-update` and `drag-end`.
    typealias Handler = (Double, Double) -> Void

    init() {
        gesture = created(gtk_gesture_drag_new(), "a drag gesture")
        gtk_gesture_single_set_button(gesture, 1)
    }

    var controller: OpaquePointer { gesture }

    /// Where the drag started, in the widget's coordinates. O(1).
    var startPoint: (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        gtk_gesture_drag_get_start_point(gesture, &x, &y)
        return (x, y)
    }

    /// The time of the event being handled (ms). O(1).
    var eventTime: UInt32 { gtk_event_controller_get_current_event_time(controller) }

    /// The engine's device kind of the current sequence: a touch screen is `.touch` (the engine
    /// lifts after its long press, and a finger that moves sooner scrolls, F1), a stylus `.pen`,
    /// anything else `.mouse`. O(1).
    var device: PointerDevice {
        guard let device = gtk_gesture_get_device(gesture) else { return .mouse }
        return Self.pointerDevice(of: gdk_device_get_source(device))
    }

    /// The engine's device kind for a GDK input source (F1). O(1).
    static func pointerDevice(of source: GdkInputSource) -> PointerDevice {
        switch source {
        case GDK_SOURCE_TOUCHSCREEN: return .touch
        case GDK_SOURCE_PEN: return .pen
        default: return .mouse
        }
    }

    /// Shift, Control and Alt held now, as GDK reports them. O(1).
    var modifierState: GdkModifierType { gtk_event_controller_get_current_event_state(controller) }

    private typealias Trampoline = @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void

    func onBegin(_ handler: @escaping Handler) { connect("drag-begin", handler) }
    func onUpdate(_ handler: @escaping Handler) { connect("drag-update", handler) }
    func onEnd(_ handler: @escaping Handler) { connect("drag-end", handler) }

    private func connect(_ signal: String, _ handler: @escaping Handler) {
        let trampoline: Trampoline = { _, x, y, data in
            SignalBox<Handler>.from(data)?.handler(x, y)
        }
        connectSignal(raw(gesture), signal, handler, trampoline: callback(trampoline))
    }

    /// `cancel`: the sequence was taken away (a grab, a reset). O(1).
    func onCancel(_ handler: @escaping () -> Void) {
        typealias Cancel = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
        let trampoline: Cancel = { _, _, data in SignalBox<() -> Void>.from(data)?.handler() }
        connectSignal(raw(gesture), "cancel", handler, trampoline: callback(trampoline))
    }
}
