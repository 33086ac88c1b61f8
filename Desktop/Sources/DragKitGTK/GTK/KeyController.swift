import CGtk4

/// A `GtkEventControllerKey` with a typed `key-pressed` handler: `(keyval, state, time)`,
/// returning whether the key was handled (issue 26: keyboard drags, S7; undo, S10).
@MainActor
final class KeyController {
    let controller: OpaquePointer

    init() {
        controller = created(gtk_event_controller_key_new(), "a key controller")
    }

    typealias Handler = (UInt32, GdkModifierType, UInt32) -> Bool

    func onKeyPressed(_ handler: @escaping Handler) {
        typealias Trampoline = @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean
        let trampoline: Trampoline = { controller, keyval, _, state, data in
            let time = controller.map { gtk_event_controller_get_current_event_time($0) } ?? 0
            return SignalBox<Handler>.from(data)?.handler(keyval, state, time) == true ? 1 : 0
        }
        connectSignal(raw(controller), "key-pressed", handler, trampoline: callback(trampoline))
    }
}
