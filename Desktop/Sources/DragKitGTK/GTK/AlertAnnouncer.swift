import CGtk4
#if canImport(Glibc)
import Glibc
#endif

/// Says things to assistive technology (S7). GTK 4.14 has `gtk_accessible_announce`; it is
/// looked up at run time (`dlsym`), so one binary uses it where it exists. GTK 4.8 has no
/// announcements and no live regions: the degradation is a label with the ALERT role whose text
/// and accessible description change (AT-SPI emits a property change an Orca-like reader may
/// speak), plus the window title carrying the drag's state for screen readers that read titles.
@MainActor
final class AlertAnnouncer {
    /// The visible status line (ALERT role).
    let label: WidgetPointer
    private let announce: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Void)?

    init() {
        label = created(dk_alert_label_new(), "the status label")
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_label_set_wrap(OpaquePointer(label), 1)
        // Between words, and within a word longer than the line (a long file name): the status
        // line grows taller, never wider, so it never widens the window (issue 34).
        gtk_label_set_wrap_mode(OpaquePointer(label), PANGO_WRAP_WORD_CHAR)
        gtk_widget_add_css_class(label, "status")
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gtk_accessible_announce") {
            announce = unsafeBitCast(symbol, to: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Void).self)
        } else {
            announce = nil
        }
    }

    /// Whether GTK's own announcements (4.14+) are used.
    var usesGTKAnnouncements: Bool { announce != nil }

    /// Shows and says `text`; `failure` styles it as an error (F7). O(n).
    func say(_ text: String, failure: Bool) {
        gtk_label_set_text(OpaquePointer(label), text)
        dk_accessible_set_description(label, text)
        if failure { gtk_widget_add_css_class(label, "failure") } else { gtk_widget_remove_css_class(label, "failure") }
        // GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM (1) for news, HIGH (2) for failures.
        announce?(OpaquePointer(label), text, failure ? 2 : 1)
    }
}
