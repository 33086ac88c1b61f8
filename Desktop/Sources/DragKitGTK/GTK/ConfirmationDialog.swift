import CGtk4

/// Asks before a drop that cannot be undone (S11): a small modal window with the engine's
/// message and two buttons, "Drop" and "Cancel". Closing it counts as Cancel. From the keyboard
/// (S7): "Drop" is focused and the default, Return answers the focused button (Drop unless Tab
/// moved to Cancel), Escape answers Cancel.
@MainActor
enum ConfirmationDialog {
    static func ask(over parent: WidgetPointer, message: String, answer: @escaping (Bool) -> Void) {
        let dialog = created(gtk_window_new(), "the confirmation")
        gtk_window_set_title(cast(dialog), "Drop into Drop Box?")
        gtk_window_set_transient_for(cast(dialog), cast(parent))
        gtk_window_set_modal(cast(dialog), 1)
        gtk_window_set_resizable(cast(dialog), 0)
        let column = Widget.box(vertical: true, spacing: 12)
        gtk_widget_set_margin_top(column, 16); gtk_widget_set_margin_bottom(column, 16)
        gtk_widget_set_margin_start(column, 16); gtk_widget_set_margin_end(column, 16)
        let label = Widget.label(message)
        gtk_label_set_wrap(OpaquePointer(label), 1)
        Widget.append(label, to: column)
        let buttons = Widget.box(vertical: false, spacing: 8)
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        let cancel = created(gtk_button_new_with_label("Cancel"), "Cancel")
        let drop = created(gtk_button_new_with_label("Drop"), "Drop")
        gtk_widget_add_css_class(drop, "suggested-action")
        Widget.append(cancel, to: buttons)
        Widget.append(drop, to: buttons)
        Widget.append(buttons, to: column)
        gtk_window_set_child(cast(dialog), column)

        var answered = false
        let reply: (Bool) -> Void = { accepted in
            guard !answered else { return }
            answered = true
            answer(accepted)
            gtk_window_destroy(cast(dialog))
        }
        Button.onClicked(drop) { reply(true) }
        Button.onClicked(cancel) { reply(false) }
        typealias Close = @convention(c) (UnsafeMutablePointer<GtkWindow>?, gpointer?) -> gboolean
        let close: Close = { _, data in
            SignalBox<(Bool) -> Void>.from(data)?.handler(false)
            return 0
        }
        connectSignal(raw(dialog), "close-request", reply, trampoline: callback(close))
        let keys = KeyController()
        keys.onKeyPressed { keyval, _, _ in
            let focus = gtk_window_get_focus(cast(dialog))
            guard let accepted = ConfirmationDialog.answer(forKey: keyval, cancelFocused: focus == cancel) else { return false }
            reply(accepted)
            return true
        }
        gtk_event_controller_set_propagation_phase(keys.controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(dialog, keys.controller)
        gtk_window_set_default_widget(cast(dialog), drop)
        gtk_window_present(cast(dialog))
        gtk_widget_grab_focus(drop)
    }

    /// The answer key `keyval` gives (S7, S11): Escape is Cancel; Return or Enter answers the
    /// focused button (Drop, the default, unless Cancel has focus); other keys none. O(1).
    static func answer(forKey keyval: UInt32, cancelFocused: Bool) -> Bool? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Escape: return false
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return !cancelFocused
        default: return nil
        }
    }
}

/// `GtkButton`'s `clicked` signal with a typed handler.
@MainActor
enum Button {
    static func onClicked(_ button: WidgetPointer, _ handler: @escaping () -> Void) {
        typealias Trampoline = @convention(c) (UnsafeMutablePointer<GtkButton>?, gpointer?) -> Void
        let trampoline: Trampoline = { _, data in SignalBox<() -> Void>.from(data)?.handler() }
        connectSignal(raw(button), "clicked", handler, trampoline: callback(trampoline))
    }
}
