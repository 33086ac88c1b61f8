import CGtk4
import DragKit

/// A GTK widget pointer (`GtkWidget*`).
typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Small helpers over `GtkWidget` (the cast macros are C macros; these are their typed forms).
@MainActor
enum Widget {
    static func box(vertical: Bool, spacing: Int32 = 0, classes: [String] = []) -> WidgetPointer {
        let box = created(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing), "a box")
        classes.forEach { gtk_widget_add_css_class(box, $0) }
        return box
    }

    static func label(_ text: String, classes: [String] = []) -> WidgetPointer {
        let label = created(gtk_label_new(text), "a label")
        gtk_label_set_xalign(OpaquePointer(label), 0)
        classes.forEach { gtk_widget_add_css_class(label, $0) }
        return label
    }

    /// Appends `child` to `box` (a `GtkBox`). O(1).
    static func append(_ child: WidgetPointer, to box: WidgetPointer) {
        gtk_box_append(cast(box), child)
    }

    /// Removes every child of `box`. O(children).
    static func removeChildren(of box: WidgetPointer) {
        while let child = gtk_widget_get_first_child(box) {
            gtk_box_remove(cast(box), child)
        }
    }

    static func setClass(_ name: String, on widget: WidgetPointer, _ on: Bool) {
        if on { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
    }

    /// `widget`'s bounds in `target`'s coordinates, or `nil` when it is not laid out. O(depth).
    static func bounds(of widget: WidgetPointer, in target: WidgetPointer) -> Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target, &rect) != 0 else { return nil }
        return Rect(x: Double(rect.origin.x), y: Double(rect.origin.y),
                    width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// Loads `css` for the whole display. O(css).
    static func loadCSS(_ css: String) {
        guard let provider = gtk_css_provider_new(), let display = gdk_display_get_default() else { return }
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
