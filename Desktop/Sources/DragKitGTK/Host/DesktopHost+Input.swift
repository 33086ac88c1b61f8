import DragKit
import DragKitEditing

// Host input to engine events (issue 26): pointer phases from GtkGestureDrag with the GTK event
// time, keys from GtkEventControllerKey, ticks from g_timeout_add, and the drag's crossing of
// the window's edge (XDND). Each feeds one event and carries its actions out.

extension DesktopHost {
    /// A pointer event at `location` (window coordinates) stamped `time` (GTK event time, ms). O(event).
    public func pointer(_ phase: PointerEvent.Phase, at location: Point, time: UInt32,
                        device: PointerDevice = .mouse, modifiers: Modifiers = [], pointer: PointerID = DesktopHost.mouse) {
        guard location.x.isFinite, location.y.isFinite else { return }
        pointerLocations[pointer] = location
        let now = clock.event(time, monotonic: monotonic())
        if phase == .down { measure() }
        let event = PointerEvent(pointer: pointer, device: device, phase: phase, location: location,
                                 modifiers: modifiers, timestamp: now, target: item(at: location))
        perform(engine.handle(.pointer(event)))
    }

    /// A key went down (or up) with the item of `target` (an item key) focused. O(event).
    public func key(_ key: Key, isDown: Bool = true, modifiers: Modifiers = [], time: UInt32, target: String? = nil) {
        let now = clock.event(time, monotonic: monotonic())
        if isDown, key == .space || key == .enter { measure() }
        let event = KeyEvent(key: key, isDown: isDown, modifiers: modifiers, timestamp: now,
                             target: target.flatMap { itemID($0) })
        perform(engine.handle(.key(event)))
    }

    /// Picks up `items` (item keys) with the keyboard (S7). O(k).
    public func pickUp(_ items: [String]) {
        measure()
        perform(engine.handle(.pickUp(.items(items.compactMap { itemID($0) }))))
    }

    /// A tick the engine asked for came due (S13, F1, A1). O(sessions).
    public func tick() {
        let now = clock.now(monotonic: monotonic())
        let actions = engine.handle(.tick(now))
        perform(actions)
        // A pause over a spring-loaded control still running with no tick asked for (a tick that
        // came early by the host's clocks): ask again shortly, so the folder always opens (S13).
        // The same for a drag resting on a collapsed row of the Files tree (issue 37).
        let waiting = engine.draggingPointers.contains { engine.springDwell(of: $0) != nil || restsOnClosedRow($0) }
        if waiting, !actions.contains(where: { if case .scheduleTick = $0 { return true } else { return false } }) {
            surface?.scheduleTick(afterMilliseconds: 50)
        }
    }

    /// Whether the drag of `pointer` would drop into a collapsed row of an outline (the Files
    /// tree): the engine opens it once the drag has rested there long enough (S13). O(d).
    func restsOnClosedRow(_ pointer: PointerID) -> Bool {
        guard let row = engine.feedback(for: pointer)?.destination?.intoItem else { return false }
        return !engine.isExpanded(row) && engine.openedContainer(of: row) != nil && engine.outlineDepth(of: row) != nil
    }

    /// Undo (S10). O(change).
    public func undo() { perform(editor.handle(.core(.undo))) }

    /// Redo (S10). O(change).
    public func redo() { perform(editor.handle(.core(.redo))) }

    /// The answer to a confirmation (S11). O(change).
    public func answerConfirmation(_ id: UInt32, accepted: Bool) {
        let confirmation = ConfirmationID(id)
        perform(engine.handle(accepted ? .confirm(confirmation) : .decline(confirmation)))
    }

    /// Makes `items` (item keys of container `container`) its selection (S8). O(k).
    public func select(_ items: [String], in container: String) {
        guard let id = containerIDs[container] else { return }
        _ = engine.handle(.setSelection(items.compactMap { itemID($0) }, in: id))
    }

    /// The items selected in container `key`, or in whichever level of the tree it is part of
    /// holds the tree's one selection (issue 37), as item keys. O(k) plus the engine's
    /// ``DragEngine/selectedItems(inOutlineOf:)``.
    public func selection(acrossTreeOf key: String) -> [String] {
        guard let id = containerIDs[key] else { return [] }
        return engine.selectedItems(inOutlineOf: id).compactMap { self.key(of: $0) }
    }

    /// The items selected in container `key`, as item keys. O(k).
    public func selection(in key: String) -> [String] {
        guard let id = containerIDs[key] else { return [] }
        return engine.selectedItems(in: id).compactMap { self.key(of: $0) }
    }

    // MARK: Crossing the window's edge (S1, S2, P1)

    /// The mouse's drag left the window: it goes on as an XDND drag (no destination here). O(1).
    public func pointerLeftWindow(time: UInt32) {
        let now = clock.event(time, monotonic: monotonic())
        mouseIsOutside = true
        perform(engine.handle(.pointerLeftApp(Self.mouse, at: now)))
    }

    /// The XDND drag that left the window ended: `delivered` when another app took it (a copy, S2).
    public func dragEndedOutside(delivered: Bool, time: UInt32) {
        let now = clock.event(time, monotonic: monotonic())
        mouseIsOutside = false
        perform(engine.handle(.dragEndedOutside(Self.mouse, delivered: delivered, at: now)))
    }

    /// Whether the mouse is carrying a drag (of items of this app).
    public var isDraggingMouse: Bool { engine.draggingPointers.contains(Self.mouse) }

    /// The window's title: the app's name, and while items of the app are dragged — by the
    /// mouse, a finger or the keyboard — how many ("DragKit Desktop — dragging 2 items"), for
    /// readers that read titles (GTK 4.8 has no live region, S7, issue 34). O(sessions).
    public var windowTitle: String {
        var count = 0
        for pointer in engine.draggingPointers where pointer != Self.external {
            count += engine.feedback(for: pointer)?.items.count ?? 0
        }
        guard count > 0 else { return "DragKit Desktop" }
        return "DragKit Desktop — dragging " + (count == 1 ? "1 item" : "\(count) items")
    }

    /// The items the mouse's drag carries, as item keys.
    public var draggedItems: [String] {
        engine.feedback(for: Self.mouse)?.items.compactMap { key(of: $0) } ?? []
    }

    // MARK: Layout

    /// Measures the shown content (through the surface) and reports it: shown containers and
    /// items get their frames; containers not shown an empty one; folder rows are spring-loaded
    /// controls (S13). O(shown items).
    public func measure() {
        guard let surface else { return }
        var frames = surface.measure()
        // The tree's lower levels are framed from their rows, as the engine reads an outline.
        frames.merge(levelFrames(frames)) { measured, _ in measured }
        let shown = Set(shownContainers)
        for (key, id) in containerIDs {
            let frame = shown.contains(key) ? frames[key] : nil
            _ = engine.handle(.containerFrame(frame ?? Rect(x: 0, y: 0, width: 0, height: 0), of: id))
        }
        for key in shown {
            guard let id = containerIDs[key], let container = engine.workspace.containers[id] else { continue }
            for item in container.items {
                guard let itemKey = self.key(of: item), let frame = frames[itemKey] else { continue }
                _ = engine.handle(.itemFrame(frame, of: item))
            }
        }
        // Rows of folders not shown (a tree row closed) are moved far off: never hit where they were.
        let hidden = Rect(x: -1e7, y: -1e7, width: 0, height: 0)
        for path in listedFolders where !shown.contains(Pane.folder(path).key) {
            guard let id = containerIDs[Pane.folder(path).key], let container = engine.workspace.containers[id] else { continue }
            for item in container.items where engine.frame(of: item).map({ $0 != hidden }) ?? false {
                _ = engine.handle(.itemFrame(hidden, of: item))
            }
        }
        updateSprings(frames)
        let scrollers = surface.scrollers()
        for (key, id) in scrollViews {
            if let scroller = scrollers[key] {
                _ = engine.handle(.containerFrame(scroller.frame, of: id))
                _ = engine.handle(.scrollMetrics(ScrollMetrics(contentLength: scroller.contentLength, offset: scroller.offset), of: id))
            } else {
                _ = engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 0, height: 0), of: id))
                _ = engine.handle(.scrollMetricsRemoved(of: id))
            }
        }
        perform(engine.handle(.layoutDidChange))
    }

    /// Registers the Files pane's Back button as a spring-loaded control (S13). Folder rows are
    /// not: they are rows of the tree, which the engine springs open in place (issue 37). O(1).
    func updateSprings(_ frames: [String: Rect]) {
        let wanted = openFolder.isEmpty ? [] : [Self.backKey]
        for (id, key) in springs where !wanted.contains(key) || frames[key] == nil {
            engine.removeSpringLoadedControl(id)
            springs[id] = nil
        }
        for key in wanted {
            guard let frame = frames[key] else { continue }
            let id = springs.first { $0.value == key }?.key ?? {
                let new = SpringID(nextSpring)
                nextSpring &+= 1
                return new
            }()
            springs[id] = key
            let label = key == Self.backKey ? "Back" : String(key.split(separator: "/").last ?? "") + " folder"
            engine.setSpringLoadedControl(SpringLoadedControl(id: id, frame: frame, label: label))
        }
    }

    /// The key of the Files pane's Back button (a spring-loaded control, S13).
    public static let backKey = "files:back"

    /// The path of subfolder `name` (`"Projects/"`) of the open folder. O(n).
    func subfolder(_ name: String) -> String {
        let bare = name.hasSuffix("/") ? String(name.dropLast()) : name
        return openFolder.isEmpty ? bare : openFolder + "/" + bare
    }

    /// The shown item whose frame holds `location`, if any. O(shown items).
    func item(at location: Point) -> ItemID? {
        for key in shownContainers {
            guard let id = containerIDs[key], let container = engine.workspace.containers[id] else { continue }
            for item in container.items {
                if let frame = engine.frame(of: item), frame.contains(location) { return item }
            }
        }
        return nil
    }

    // MARK: Opening folders

    /// Shows folder `path` in the Files pane (a double-click, a spring-loaded row, Back). O(entries).
    public func open(folder path: String) {
        loadFolder(path)
        let previous = openFolder
        openFolder = path
        declareOutline(replacing: previous)
        surface?.contentChanged()
        measure()
        surface?.stateChanged()
    }

    /// The parent of the open folder. O(n).
    public var parentFolder: String {
        guard let slash = openFolder.lastIndex(of: "/") else { return "" }
        return String(openFolder[..<slash])
    }
}
