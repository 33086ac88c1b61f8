import CGtk4
import DragKit
import Foundation

/// The app's window (issue 26): three panes side by side — Files, Reminders, Photos — drawn from
/// a ``DesktopHost`` and carrying out its ``HostSurface`` calls with widgets: the drag image is a
/// `GdkPaintable` of the item's own widget (`gtk_widget_paintable_new`) in a `GtkFixed` laid over
/// the window, with the badge and the flock; the destination is a CSS class; the insertion mark
/// a widget in the same layer, and the rows around it part with a CSS margin transition (the
/// gap); cursors come from `gtk_widget_set_cursor_from_name`.
///
/// Coordinates: the engine's are the window's (the toplevel's surface, as the snapshot's
/// frames): widget coordinates of the `GtkWindow` plus its surface transform (the client-side
/// shadow, 0 under server-side decorations). Confined to the main thread.
@MainActor
public final class DesktopWindow: HostSurface {
    public let host: DesktopHost
    let window: WidgetPointer
    let fixed: WidgetPointer
    let announcer = AlertAnnouncer()
    let filesList: WidgetPointer
    let filesTitle: WidgetPointer
    let backButton: WidgetPointer
    let remindersColumn: WidgetPointer
    let photosFlow: WidgetPointer
    /// The list widget of each shown container, by key.
    var lists: [String: WidgetPointer] = [:]
    /// The row widget of each shown item, by key (and the Back button under its key).
    var rows: [String: WidgetPointer] = [:]
    var lifted: Set<String> = []
    /// The images of rows taken as they were lifted, before they were dimmed (F2).
    var liftImages: [String: OpaquePointer] = [:]
    var preview: [(widget: WidgetPointer, frame: Rect)] = []
    var previewBase: Rect?
    var badge: WidgetPointer?
    let marker: WidgetPointer
    var marked: [WidgetPointer] = []
    var gapped: [WidgetPointer] = []
    /// The placeholders' progress bars, by transfer (F9).
    var progressBars: [UInt32: WidgetPointer] = [:]
    /// The panes' `GtkScrolledWindow`s, by ``PaneScroller/keys`` (A1).
    var scrollerWidgets: [String: WidgetPointer] = [:]
    var onDemand: (any OnDemandFiles)?
    /// Where the snapshot goes (`--snapshot`), and whether a write is already queued.
    public var snapshotPath: String?
    var snapshotQueued = false
    var measureQueued = false
    var lastGeometry: Rect?
    /// How many times ``checkQueuedLayout()`` found the rows not laid out yet.
    var layoutChecks = 0
    /// Until when (monotonic ms) rows move by a CSS transition (a gap closing): not measured.
    var settlingUntil: Int64 = 0
    /// The title the window shows (``updateTitle()``).
    var shownTitle = "DragKit Desktop"
    var handover: DragHandover?
    var handedOver = false
    /// The external drop being read, while its data loads.
    var currentDrop: OpaquePointer?
    /// Set between a drop and the next drag's enter: a source's late change of its XDND action
    /// list goes unread (``dk_ignore_stale_xdnd_actions``, issue 34).
    var ignoringStaleDropActions: UnsafeMutablePointer<gboolean>?
    /// A monitor of each folder the host lists, by its path relative to the root (issue 34).
    var monitors: [String: FolderMonitor] = [:]
    /// Folders a monitor reported changed, listed again together a moment later.
    var changedFolders: Set<String> = []
    // The controllers stay alive with the window.
    var dragGesture = DragGesture()
    var clickGesture = ClickGesture()
    var keys = KeyController()
    var dropTarget = DropTargetAsync(mimeTypes: ["text/uri-list", "image/png", "text/plain;charset=utf-8", "text/plain"])

    /// Builds the window for `host`, `width` × `height`, and makes itself the host's surface.
    public init(host: DesktopHost, width: Int32 = 1200, height: Int32 = 760, onDemand: (any OnDemandFiles)? = nil) {
        self.host = host
        self.onDemand = onDemand
        Widget.loadCSS(Self.css)
        window = created(gtk_window_new(), "the window")
        gtk_window_set_title(cast(window), "DragKit Desktop")
        gtk_window_set_default_size(cast(window), width, height)

        let overlay = created(gtk_overlay_new(), "the overlay")
        let column = Widget.box(vertical: true, spacing: 4)
        let panes = Widget.box(vertical: false, spacing: 8, classes: ["panes"])
        gtk_box_set_homogeneous(cast(panes), 1)
        gtk_widget_set_vexpand(panes, 1)

        // Files
        let files = Widget.box(vertical: true, spacing: 4, classes: ["pane"])
        let header = Widget.box(vertical: false, spacing: 6)
        backButton = created(gtk_button_new_with_label("‹ Back"), "the Back button")
        filesTitle = Widget.label("Files", classes: ["pane-title"])
        // A long folder name is shortened, never widening the window (issue 34).
        gtk_label_set_ellipsize(OpaquePointer(filesTitle), PANGO_ELLIPSIZE_MIDDLE)
        gtk_widget_set_hexpand(filesTitle, 1)
        Widget.append(backButton, to: header)
        Widget.append(filesTitle, to: header)
        filesList = Widget.box(vertical: true, spacing: 0, classes: ["list"])
        gtk_widget_set_vexpand(filesList, 1)
        Widget.append(header, to: files)
        let filesScroller = Self.scrolling(filesList)
        Widget.append(filesScroller, to: files)

        // Reminders
        let reminders = Widget.box(vertical: true, spacing: 4, classes: ["pane"])
        Widget.append(Widget.label("Reminders", classes: ["pane-title"]), to: reminders)
        remindersColumn = Widget.box(vertical: true, spacing: 6)
        let remindersScroller = Self.scrolling(remindersColumn)
        Widget.append(remindersScroller, to: reminders)

        // Photos
        let photos = Widget.box(vertical: true, spacing: 4, classes: ["pane"])
        Widget.append(Widget.label("Photos", classes: ["pane-title"]), to: photos)
        photosFlow = created(gtk_flow_box_new(), "the photo grid")
        gtk_flow_box_set_selection_mode(OpaquePointer(photosFlow), GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(OpaquePointer(photosFlow), 1)
        gtk_flow_box_set_max_children_per_line(OpaquePointer(photosFlow), 8)
        gtk_flow_box_set_activate_on_single_click(OpaquePointer(photosFlow), 0)
        gtk_widget_set_valign(photosFlow, GTK_ALIGN_START)
        gtk_widget_add_css_class(photosFlow, "list")
        let photosHolder = Widget.box(vertical: true)
        gtk_widget_set_vexpand(photosHolder, 1)
        Widget.append(photosFlow, to: photosHolder)
        let photosScroller = Self.scrolling(photosHolder)
        Widget.append(photosScroller, to: photos)

        Widget.append(files, to: panes)
        Widget.append(reminders, to: panes)
        Widget.append(photos, to: panes)
        Widget.append(panes, to: column)
        Widget.append(announcer.label, to: column)
        gtk_overlay_set_child(OpaquePointer(overlay), column)

        fixed = created(gtk_fixed_new(), "the drag layer")
        gtk_widget_set_can_target(fixed, 0)
        gtk_overlay_add_overlay(OpaquePointer(overlay), fixed)
        marker = Widget.box(vertical: false, classes: ["insertion-mark"])
        gtk_widget_set_visible(marker, 0)
        gtk_fixed_put(cast(fixed), marker, 0, 0)
        gtk_window_set_child(cast(window), overlay)

        scrollerWidgets = ["files": filesScroller, "reminders": remindersScroller, "photos": photosScroller]
        host.surface = self
        watchScrolling(in: column)
        installInput()
        ignoringStaleDropActions = dk_ignore_stale_xdnd_actions(gdk_display_get_default())
        rebuild()
    }

    /// Shows the window and starts watching its geometry (for the snapshot). O(1).
    public func present() {
        gtk_window_present(cast(window))
        watchLayout()
        Timeout.once(after: 150) { [weak self] in self?.watchGeometry() }
    }

    /// Closes the window (SIGTERM, tests). O(1).
    public func close() {
        gtk_window_close(cast(window))
    }

    /// Runs `body` when the window is closed. O(1).
    public func onClose(_ body: @escaping () -> Void) {
        typealias Trampoline = @convention(c) (UnsafeMutablePointer<GtkWindow>?, gpointer?) -> gboolean
        let trampoline: Trampoline = { _, data in
            SignalBox<() -> Void>.from(data)?.handler()
            return 0
        }
        connectSignal(raw(window), "close-request", body, trampoline: callback(trampoline))
    }

    /// `child` in a vertical scroller that fills its pane, so long content never grows the
    /// window (the window keeps the size the tests ask for). Scrolling re-measures (A1: the
    /// engine's frames follow the content). O(1).
    static func scrolling(_ child: WidgetPointer) -> WidgetPointer {
        let scroller = created(gtk_scrolled_window_new(), "a scroller")
        gtk_widget_add_css_class(scroller, "pane-scroller")
        // Tab goes to the rows, not to the scroller (S7: Tab focuses items).
        gtk_widget_set_focusable(scroller, 0)
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), child)
        // A finger's pan is the engine's (F1: it tells a scroll from a long press and asks for
        // the scroll with `.scroll`); the scroller's own touch drag would scroll twice.
        gtk_scrolled_window_set_kinetic_scrolling(OpaquePointer(scroller), 0)
        gtk_widget_set_vexpand(scroller, 1)
        return scroller
    }

    /// Re-measures (and writes the snapshot) whenever a pane scrolls: the engine's frames and the
    /// snapshot's follow the content (F6). O(widgets) once.
    func watchScrolling(in root: WidgetPointer) {
        var stack = [root]
        while let widget = stack.popLast() {
            if gtk_widget_has_css_class(widget, "pane-scroller") != 0,
               let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)) {
                typealias Changed = @convention(c) (OpaquePointer?, gpointer?) -> Void
                let changed: Changed = { _, data in SignalBox<() -> Void>.from(data)?.handler() }
                connectSignal(raw(adjustment), "value-changed", { [weak self] in self?.queueMeasure() } as () -> Void,
                              trampoline: callback(changed))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                stack.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
    }

    // MARK: Coordinates

    /// The window widget's origin in its surface (the client-side shadow). O(1).
    var surfaceOffset: (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window), &x, &y)
        return (x, y)
    }

    /// A point in the window widget's coordinates, in the engine's (surface) coordinates. O(1).
    func enginePoint(_ x: Double, _ y: Double) -> Point {
        let offset = surfaceOffset
        return Point(x: x + offset.x, y: y + offset.y)
    }

    /// Where the drag layer puts something at engine frame `frame`. O(1).
    func layerPoint(_ frame: Rect) -> (x: Double, y: Double) {
        let offset = surfaceOffset
        let origin = Widget.bounds(of: fixed, in: window) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return (frame.minX - offset.x - origin.minX, frame.minY - offset.y - origin.minY)
    }

    // MARK: HostSurface

    public func measure() -> [String: Rect] {
        let offset = surfaceOffset
        var frames: [String: Rect] = [:]
        func add(_ key: String, _ widget: WidgetPointer) {
            guard let rect = Widget.bounds(of: widget, in: window) else { return }
            frames[key] = Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
        }
        for (key, list) in lists { add(key, list) }
        for (key, row) in rows { add(key, row) }
        return frames
    }

    public func showProgress(of id: UInt32, fraction: Double) {
        guard let bar = progressBars[id] else { return }
        gtk_progress_bar_set_fraction(OpaquePointer(bar), fraction)
    }

    public func scrollers() -> [String: PaneScroller] {
        let offset = surfaceOffset
        var result: [String: PaneScroller] = [:]
        for (key, scroller) in scrollerWidgets {
            guard let rect = Widget.bounds(of: scroller, in: window),
                  let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller)) else { continue }
            let frame = Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
            let length = max(gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment), rect.height)
            result[key] = PaneScroller(frame: frame, contentLength: length,
                                       offset: gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment))
        }
        return result
    }

    public func scroll(_ key: String, by delta: Double) {
        guard delta.isFinite, let scroller = scrollerWidgets[key],
              let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller)) else { return }
        // The adjustment clamps to its content; "value-changed" measures again once the rows
        // are laid out at the new offset (``watchScrolling(in:)``), so the engine's frames follow.
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + delta)
    }

    public func contentChanged() {
        rebuild()
        queueMeasure()
    }

    public func beginPreview(items: [String], frame: Rect) {
        endPreview(flyBack: nil)
        previewBase = frame
        // The first three items' own widgets, drawn live as paintables (F2, F4).
        for (index, key) in items.prefix(3).enumerated().reversed() {
            guard let row = rows[key] else { continue }
            let image = Widget.box(vertical: false, classes: ["drag-image"])
            let picture = created(gtk_picture_new_for_paintable(liftImage(of: key, row: row)), "the drag image")
            gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
            let offset = Double(index) * 6
            let shown = Rect(x: frame.minX + offset, y: frame.minY + offset, width: frame.width, height: frame.height)
            gtk_widget_set_size_request(picture, Int32(max(shown.width, 8)), Int32(max(shown.height, 8)))
            Widget.append(picture, to: image)
            let at = layerPoint(shown)
            gtk_fixed_put(cast(fixed), image, at.x, at.y)
            preview.append((image, shown))
        }
        if items.count > 1 { setBadge(items.count) }
    }

    public func movePreview(frame: Rect) {
        guard let base = previewBase else { return }
        let dx = frame.minX - base.minX, dy = frame.minY - base.minY
        previewBase = frame
        for index in preview.indices {
            var shown = preview[index].frame
            shown.origin = Point(x: shown.minX + dx, y: shown.minY + dy)
            preview[index].frame = shown
            let at = layerPoint(shown)
            gtk_fixed_move(cast(fixed), preview[index].widget, at.x, at.y)
        }
        placeBadge()
    }

    public func flockPreview(frames: [Rect]) {
        for (index, frame) in frames.prefix(preview.count).enumerated() {
            let slot = preview.count - 1 - index  // the first item is drawn last (on top)
            preview[slot].frame = frame
            let at = layerPoint(frame)
            gtk_fixed_move(cast(fixed), preview[slot].widget, at.x, at.y)
        }
        if let first = frames.first { previewBase = first }
        placeBadge()
    }

    public func setBadge(_ count: Int?) {
        if let badge { gtk_fixed_remove(cast(fixed), badge); self.badge = nil }
        guard let count, count > 1, previewBase != nil else { return }
        let label = Widget.label("\(count)", classes: ["badge"])
        gtk_fixed_put(cast(fixed), label, 0, 0)
        badge = label
        placeBadge()
    }

    func placeBadge() {
        guard let badge, let base = previewBase else { return }
        let at = layerPoint(base)
        gtk_fixed_move(cast(fixed), badge, at.x + base.width - 12, at.y - 10)
    }

    public func endPreview(flyBack: Rect?) {
        for (widget, _) in preview { gtk_fixed_remove(cast(fixed), widget) }
        preview = []
        previewBase = nil
        setBadge(nil)
    }

    /// The row's image as it looks now (a `GdkPaintable` frozen from the row's live
    /// `GtkWidgetPaintable`), kept until the drag ends: the drag image shows the row as it was
    /// before it was dimmed in place. O(1) plus drawing the row once.
    func liftImage(of key: String, row: WidgetPointer) -> OpaquePointer? {
        if let image = liftImages[key] { return image }
        guard let live = gtk_widget_paintable_new(row) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(live)) }
        let image = gdk_paintable_get_current_image(live)
        liftImages[key] = image
        return image
    }

    public func setLifted(_ items: [String], _ on: Bool) {
        for key in items {
            if on, let row = rows[key] { _ = liftImage(of: key, row: row) }
            if !on, let image = liftImages.removeValue(forKey: key) { g_object_unref(UnsafeMutableRawPointer(image)) }
            if on { lifted.insert(key) } else { lifted.remove(key) }
            if let row = rows[key] { Widget.setClass("dk-lifted", on: row, on) }
        }
    }

    public func markDestination(container: String?, intoItem: String?, marker frame: Rect?, gap: RowGap?) {
        if !gapped.isEmpty && gap == nil {
            // The rows close the gap with a 150 ms transition: they are measured once it ended,
            // and until then the snapshot says its layout is pending (issue 34).
            settle(for: 200)
        }
        for widget in marked { gtk_widget_remove_css_class(widget, "dk-destination") }
        for widget in gapped {
            gtk_widget_remove_css_class(widget, "dk-gap-before")
            gtk_widget_remove_css_class(widget, "dk-gap-after")
        }
        marked = []
        gapped = []
        gtk_widget_set_visible(marker, 0)
        if let intoItem, let row = rows[intoItem] {
            gtk_widget_add_css_class(row, "dk-destination")  // "drop into" a folder (F6)
            marked.append(row)
            return
        }
        // A level of the Files tree is drawn in the Files list, among the rows above and below it.
        guard let container, let list = lists[container] ?? (host.shownLevels.contains(container) ? filesList : nil) else { return }
        gtk_widget_add_css_class(list, "dk-destination")
        marked.append(list)
        guard let frame else { return }
        let at = layerPoint(frame)
        gtk_widget_set_size_request(marker, Int32(max(frame.width, 3)), Int32(max(frame.height, 3)))
        gtk_fixed_move(cast(fixed), marker, at.x, at.y)
        gtk_widget_set_visible(marker, 1)
        if let gap { open(gap) }
    }

    /// Parts the rows at `gap` (animated by a CSS transition), where the host placed it by the
    /// engine's insertion index (F6). O(1).
    func open(_ gap: RowGap) {
        let (key, style): (String, String)
        switch gap {
        case .before(let row): (key, style) = (row, "dk-gap-before")
        case .after(let row): (key, style) = (row, "dk-gap-after")
        }
        guard let row = rows[key] else { return }
        gtk_widget_add_css_class(row, style)
        gapped.append(row)
    }

    public func setCursor(_ name: String?) {
        gtk_widget_set_cursor_from_name(window, name)
        updateTitle()
    }

    public func announce(_ text: String) {
        announcer.say(text, failure: false)
    }

    public func showStatus(_ text: String) {
        gtk_label_set_text(OpaquePointer(announcer.label), text)
    }

    public func showFailure(_ text: String) {
        announcer.say(text, failure: true)
    }

    public func scheduleTick(afterMilliseconds milliseconds: Int) {
        Timeout.once(after: milliseconds) { [weak self] in self?.host.tick() }
    }

    public func springFlash(_ key: String) {
        guard let row = rows[key] else { return }
        gtk_widget_add_css_class(row, "dk-flash")
        // By key when the flash ends: a drop or an undo meanwhile rebuilt the rows, and the old
        // row is gone (a critical on a freed widget, issue 34); a new row has no flash to end.
        Timeout.once(after: 150) { [weak self] in
            if let row = self?.rows[key] { gtk_widget_remove_css_class(row, "dk-flash") }
        }
    }

    public func askConfirmation(_ id: UInt32, message: String) {
        ConfirmationDialog.ask(over: window, message: message) { [weak self] accepted in
            self?.host.answerConfirmation(id, accepted: accepted)
        }
    }

    public func stateChanged() {
        updateSelection()
        updateTitle()
        queueSnapshot()
    }

    /// The window title carries the drag's state for readers that read titles (GTK 4.8 has no
    /// live region; see ``AlertAnnouncer``). O(1).
    func updateTitle() {
        let title = host.windowTitle
        guard title != shownTitle else { return }
        shownTitle = title
        gtk_window_set_title(cast(window), title)
    }

    static let css = """
    window { background: #e9e9ee; }
    .panes { padding: 8px; }
    .pane { background: #f8f8fa; border-radius: 10px; padding: 8px; }
    .pane-title { font-weight: bold; font-size: 15px; padding: 4px 4px 6px 4px; }
    .list-title { font-weight: bold; color: #555; padding: 2px 4px; }
    .list { border: 2px solid transparent; border-radius: 8px; padding: 3px; min-height: 36px; }
    .list.dk-destination { border-color: #0a84ff; background: rgba(10,132,255,0.08); }
    .row { padding: 7px 10px; margin: 2px 0; border-radius: 6px; background: white;
           transition: margin 150ms ease-out, opacity 150ms ease-out, background 150ms; }
    .row.folder { font-weight: bold; }
    .row .dk-expander { min-width: 16px; min-height: 16px; padding: 0 2px; margin: -4px 0; }
    .row .expander-space { min-width: 20px; }
    .row.dk-destination { background: #0a84ff; color: white; }
    .row.dk-lifted, .photo.dk-lifted { opacity: 0.3; }
    .row.dk-selected { background: #cfe3ff; }
    .row.dk-flash { background: #ffd60a; }
    .row.dk-gap-before { margin-top: 30px; }
    .row.dk-gap-after { margin-bottom: 30px; }
    .row:focus-within { outline: 2px solid #0a84ff; }
    .row-text, .row-text:focus, .row-text:focus-visible { outline-style: none; outline-width: 0; }
    .photo:focus-within, flowboxchild:focus .photo { outline: 2px solid #0a84ff; }
    .photo { padding: 3px; border-radius: 6px; background: white; }
    .drag-image { opacity: 0.85; box-shadow: 0 8px 20px rgba(0,0,0,0.35); border-radius: 6px; background: white; }
    .badge { background: #ff3b30; color: white; border-radius: 11px; padding: 1px 7px; font-weight: bold; }
    .insertion-mark { background: #0a84ff; border-radius: 2px; min-height: 3px; min-width: 3px; }
    .status { padding: 4px 12px 8px 12px; color: #333; }
    .status.failure { color: #c00; font-weight: bold; }
    """
}
