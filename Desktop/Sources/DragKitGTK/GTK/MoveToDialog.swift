import CGtk4

/// "Move to…" (S7): a small modal window listing the places the focused row (or its selection)
/// can go, one button each ("Errands", "Projects — copies"), and Cancel. Tab and the arrows move
/// between the buttons, Return or Space picks one, Escape or closing the window cancels.
@MainActor
enum MoveToDialog {
    static func ask(over parent: WidgetPointer, choices: [MoveChoice], answer: @escaping (MoveChoice?) -> Void) {
        let dialog = created(gtk_window_new(), "Move to…")
        gtk_window_set_title(cast(dialog), "Move to…")
        gtk_window_set_transient_for(cast(dialog), cast(parent))
        gtk_window_set_modal(cast(dialog), 1)
        gtk_window_set_resizable(cast(dialog), 0)
        gtk_window_set_default_size(cast(dialog), 280, -1)  // wide enough for its title
        let column = Widget.box(vertical: true, spacing: 6)
        gtk_widget_set_margin_top(column, 16); gtk_widget_set_margin_bottom(column, 16)
        gtk_widget_set_margin_start(column, 16); gtk_widget_set_margin_end(column, 16)
        Widget.append(Widget.label(choices.isEmpty ? "No other place takes this." : "Move to:"), to: column)

        var answered = false
        let reply: (MoveChoice?) -> Void = { choice in
            guard !answered else { return }
            answered = true
            answer(choice)
            gtk_window_destroy(cast(dialog))
        }
        var first: WidgetPointer?
        for choice in choices {
            let button = created(gtk_button_new_with_label(choice.title + (choice.copies ? " — copies" : "")), "a place")
            Button.onClicked(button) { reply(choice) }
            Widget.append(button, to: column)
            if first == nil { first = button }
        }
        let cancel = created(gtk_button_new_with_label("Cancel"), "Cancel")
        Button.onClicked(cancel) { reply(nil) }
        Widget.append(cancel, to: column)
        gtk_window_set_child(cast(dialog), column)

        typealias Close = @convention(c) (UnsafeMutablePointer<GtkWindow>?, gpointer?) -> gboolean
        let close: Close = { _, data in
            SignalBox<(MoveChoice?) -> Void>.from(data)?.handler(nil)
            return 0
        }
        connectSignal(raw(dialog), "close-request", reply, trampoline: callback(close))
        let keys = KeyController()
        keys.onKeyPressed { keyval, _, _ in
            guard Int32(keyval) == GDK_KEY_Escape else { return false }
            reply(nil)
            return true
        }
        gtk_event_controller_set_propagation_phase(keys.controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(dialog, keys.controller)
        gtk_window_present(cast(dialog))
        gtk_widget_grab_focus(first ?? cancel)
    }
}
