import CGtk4
import DragKit

// Drawing the panes from the host's content: rows for files and reminders, pictures for photos.
// Rebuilt whole after each change (the lists are short; O(shown items)).

extension DesktopWindow {
    func rebuild() {
        for widget in marked { gtk_widget_remove_css_class(widget, "dk-destination") }
        rows = [:]
        lists = [:]
        // Files: the open folder.
        Widget.removeChildren(of: filesList)
        let filesKey = Pane.folder(host.openFolder).key
        lists[filesKey] = filesList
        gtk_label_set_text(OpaquePointer(filesTitle), host.openFolder.isEmpty ? "Files" : "Files › " + host.openFolder)
        gtk_widget_set_visible(backButton, host.openFolder.isEmpty ? 0 : 1)
        if !host.openFolder.isEmpty { rows[DesktopHost.backKey] = backButton }
        // A tree (issue 37): every shown row in one list, indented one level per depth, a
        // folder row with an expander before its icon.
        for shown in host.filesRows {
            let record = shown.record
            let row = makeRow(record.title, icon: record.isFolder ? "folder" : "text-x-generic",
                              classes: record.isFolder ? ["row", "folder"] : ["row"])
            gtk_widget_set_margin_start(row, Int32(Double(shown.depth) * DesktopHost.indentation))
            gtk_box_prepend(cast(row), makeExpander(for: shown))
            Widget.append(row, to: filesList)
            rows[shown.key] = row
        }
        // Reminders: one list per stored list.
        Widget.removeChildren(of: remindersColumn)
        for key in host.shownContainers where key.hasPrefix("reminders/") {
            // The heading is the list's first child: a drop on "Errands" is a drop on the list,
            // at its start (issue 34), as its frame (the container's) includes the heading.
            let list = Widget.box(vertical: true, spacing: 0, classes: ["list"])
            let heading = Widget.label(host.title(ofList: key), classes: ["list-title"])
            gtk_label_set_ellipsize(OpaquePointer(heading), PANGO_ELLIPSIZE_END)
            Widget.append(heading, to: list)
            gtk_widget_set_vexpand(list, 1)
            lists[key] = list
            for record in host.records(in: key) {
                let row = makeRow(record.title, icon: nil, classes: ["row"])
                Widget.append(row, to: list)
                rows[key + "/" + record.name] = row
            }
            Widget.append(list, to: remindersColumn)
        }
        // Photos: a wrapping grid (F6).
        while let child = gtk_widget_get_first_child(photosFlow) {
            gtk_flow_box_remove(OpaquePointer(photosFlow), child)
        }
        if host.containerID("photos") != nil {
            lists["photos"] = photosFlow
            for record in host.records(in: "photos") {
                let cell = Widget.box(vertical: true, spacing: 2, classes: ["photo"])
                let path = host.folderURL(of: "photos/" + record.name)?.path ?? ""
                let picture = created(gtk_picture_new_for_filename(path), "a photo")
                gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_COVER)
                gtk_widget_set_size_request(picture, 96, 72)
                Widget.append(picture, to: cell)
                let caption = Widget.label(record.title, classes: ["caption"])
                gtk_label_set_ellipsize(OpaquePointer(caption), PANGO_ELLIPSIZE_END)
                gtk_label_set_max_width_chars(OpaquePointer(caption), 12)
                Widget.append(caption, to: cell)
                gtk_widget_set_focusable(cell, 1)
                dk_accessible_set_label(cell, record.title)
                gtk_flow_box_append(OpaquePointer(photosFlow), cell)
                rows["photos/" + record.name] = cell
            }
        }
        addPlaceholders()
        for key in lifted { if let row = rows[key] { gtk_widget_add_css_class(row, "dk-lifted") } }
        watchFolders()
        marked = []
        gapped = []
        gtk_widget_set_visible(marker, 0)
        updateSelection()
    }

    /// Keeps a monitor on every folder the host lists (the one shown, its subfolders, the
    /// photos), and none on folders it no longer lists; a change other programs make is listed
    /// again 50 ms later, with the other changes of the burst (issue 34). O(folders).
    func watchFolders() {
        let wanted = Set(host.watchedFolders)
        for path in monitors.keys where !wanted.contains(path) { monitors[path] = nil }
        for path in wanted where monitors[path] == nil {
            guard let absolute = host.absolutePath(of: path), let monitor = FolderMonitor(path: absolute) else { continue }
            monitor.onChanged { [weak self] _ in
                guard let self else { return }
                let first = self.changedFolders.isEmpty
                self.changedFolders.insert(path)
                guard first else { return }
                Timeout.once(after: 50) { [weak self] in
                    guard let self else { return }
                    let changed = self.changedFolders
                    self.changedFolders = []
                    for folder in changed.sorted() { self.host.folderChanged(folder) }
                }
            }
            monitors[path] = monitor
        }
    }

    /// A row with a progress bar where each slow drop will land (F9), labelled "Loading <item>"
    /// for assistive technology; Files and reminder lists only (Photos shows the status line).
    /// O(placeholders + rows).
    func addPlaceholders() {
        progressBars = [:]
        for (transfer, placeholder) in host.placeholders.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let list = lists[placeholder.container], placeholder.container != "photos" else { continue }
            let row = Widget.box(vertical: true, spacing: 2, classes: ["row", "placeholder"])
            Widget.append(Widget.label(placeholder.label, classes: ["caption"]), to: row)
            let bar = created(gtk_progress_bar_new(), "a progress bar")
            gtk_progress_bar_set_fraction(OpaquePointer(bar), placeholder.fraction)
            dk_accessible_set_label(bar, "Loading " + placeholder.label)
            Widget.append(bar, to: row)
            // Before the row now at the placeholder's index, else at the end.
            let keys = host.items(in: placeholder.container).map { placeholder.container + "/" + $0 }
            if placeholder.index < keys.count, let next = rows[keys[placeholder.index]] {
                if let previous = gtk_widget_get_prev_sibling(next) {
                    gtk_box_insert_child_after(cast(list), row, previous)
                } else {
                    gtk_box_prepend(cast(list), row)
                }
            } else {
                Widget.append(row, to: list)
            }
            progressBars[transfer.rawValue] = bar
        }
    }

    /// A row showing `title` (with a themed icon), labelled for assistive technology. Its text is
    /// a focusable `GtkInscription` (a `GtkBox` passes focus to its children and never takes it
    /// itself), so Tab reaches every row (S7) and the row shows `:focus-within`. O(1).
    func makeRow(_ title: String, icon: String?, classes: [String]) -> WidgetPointer {
        let row = Widget.box(vertical: false, spacing: 6, classes: classes)
        if let icon {
            let image = created(gtk_image_new_from_icon_name(icon), "an icon")
            Widget.append(image, to: row)
        }
        let text = created(gtk_inscription_new(title), "a row's text")
        gtk_inscription_set_text_overflow(OpaquePointer(text), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
        gtk_widget_set_hexpand(text, 1)
        gtk_widget_set_focusable(text, 1)
        gtk_widget_add_css_class(text, "row-text")
        dk_accessible_set_label(text, title)
        Widget.append(text, to: row)
        dk_accessible_set_label(row, title)
        return row
    }

    /// The disclosure triangle of a Files row (issue 37): a flat button that shows or hides the
    /// folder's rows, or, on a row with nothing to show, an empty space as wide, so names of one
    /// level line up. Not focusable: Right and Left on the focused row do the same (S7). O(1).
    func makeExpander(for shown: FilesRow) -> WidgetPointer {
        guard shown.canExpand else {
            let space = Widget.box(vertical: false, classes: ["expander-space"])
            return space
        }
        let button = created(gtk_button_new_with_label(shown.isExpanded ? "▾" : "▸"), "an expander")
        gtk_widget_add_css_class(button, "dk-expander")
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_focusable(button, 0)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        dk_accessible_set_label(button, (shown.isExpanded ? "Collapse " : "Expand ") + shown.record.title)
        let key = shown.key, expand = !shown.isExpanded
        Button.onClicked(button) { [weak self] in
            // After the click's own signal: showing the rows again replaces this button.
            Timeout.once(after: 0) { [weak self] in self?.setExpanded(key, expand) }
        }
        return button
    }

    /// Shows or hides folder row `key`'s rows through the host (which tells the engine and
    /// measures again), keeping the keyboard focus on the row. Returns whether it changed. O(rows).
    @discardableResult
    func setExpanded(_ key: String, _ expanded: Bool) -> Bool {
        let focused = focusedKey
        guard host.setExpanded(key, expanded) else { return false }
        if let focused, let row = rows[focused] { focus(row) }
        return true
    }

    /// Shows the engine's selection on the rows (S8). O(shown items).
    func updateSelection() {
        var selected = Set<String>()
        for key in host.shownContainers { selected.formUnion(host.selection(in: key)) }
        for (key, row) in rows where key != DesktopHost.backKey {
            Widget.setClass("dk-selected", on: row, selected.contains(key))
        }
    }

    /// The item key whose row holds `point` (engine coordinates), if any. O(shown items).
    func itemKey(at point: Point) -> String? {
        let frames = measure()
        return rows.keys.first { $0 != DesktopHost.backKey && (frames[$0]?.contains(point) ?? false) }
    }

    /// Gives the keyboard focus to `row`: its focusable text, or a photo's flow box child. O(1).
    func focus(_ row: WidgetPointer) {
        if let parent = gtk_widget_get_parent(row), gtk_widget_get_parent(parent) == photosFlow {
            gtk_widget_grab_focus(parent)
        } else if let text = gtk_widget_get_last_child(row) {
            gtk_widget_grab_focus(text)
        }
    }

    /// The item key of the focused row, if a row has the focus. O(shown items).
    var focusedKey: String? {
        guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { return nil }
        // A photo's cell sits in the flow box's own focusable child; a row's text in its row.
        var widget: WidgetPointer? = gtk_widget_get_parent(focus) == photosFlow ? gtk_widget_get_first_child(focus) : focus
        while let current = widget, current != window {
            if let key = rows.first(where: { $0.value == current && $0.key != DesktopHost.backKey })?.key { return key }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }
}
