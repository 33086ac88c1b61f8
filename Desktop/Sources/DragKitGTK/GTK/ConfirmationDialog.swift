import CGtk4

/// Asks before a drop that cannot be undone (S11): a small modal window with the engine's
/// message and two buttons, "Drop" and "Cancel". Closing it counts as Cancel.
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
        gtk_window_present(cast(dialog))
        gtk_widget_grab_focus(drop)
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
