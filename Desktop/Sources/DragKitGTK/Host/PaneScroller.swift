import DragKit

/// What a pane's scroller shows (A1, issue 26): its visible frame in window coordinates, the
/// length of its content along its vertical axis and how far it is scrolled. The GTK surface
/// reads it from the `GtkScrolledWindow` and its vertical `GtkAdjustment` (`upper`, `value`).
public struct PaneScroller: Equatable, Sendable {
    /// The visible area, in window coordinates.
    public var frame: Rect
    /// The content's height (the adjustment's `upper`).
    public var contentLength: Double
    /// How far the content is scrolled (the adjustment's `value`).
    public var offset: Double

    public init(frame: Rect, contentLength: Double, offset: Double) {
        self.frame = frame
        self.contentLength = contentLength
        self.offset = offset
    }

    /// The panes' scrollers, left to right: each holds one pane's containers (the Reminders
    /// pane's scroller holds every list, so it is a scroll view around them, not a container).
    public static let keys = ["files", "reminders", "photos"]
}
