import CGtk4
import DragKit

// GTK input to the host (issue 26): one GtkGestureDrag (mouse, pen and touch; the engine times
// touch long presses itself, F1) in the capture phase so rows and buttons keep their own
// clicks; a click gesture for selection (S8) and double-click to open a folder; keys for
// keyboard drags (S7) and undo (S10); a GtkDropTargetAsync for drops from other apps and for
// our own drag coming back after it left the window.

extension DesktopWindow {
    func installInput() {
        dragGesture.onBegin { [weak self] x, y in
            guard let self, !self.handedOver else { return }
            self.host.pointer(.down, at: self.enginePoint(x, y), time: self.dragGesture.eventTime,
                              device: self.dragGesture.device, modifiers: self.modifiers(self.dragGesture.modifierState))
        }
        dragGesture.onUpdate { [weak self] dx, dy in
            guard let self, !self.handedOver else { return }
            let start = self.dragGesture.startPoint
            let x = start.x + dx, y = start.y + dy
            let time = self.dragGesture.eventTime
            if self.host.isDraggingMouse && self.isOutside(x, y) {
                self.handOver(time: time)
                return
            }
            self.host.pointer(.moved, at: self.enginePoint(x, y), time: time,
                              device: self.dragGesture.device, modifiers: self.modifiers(self.dragGesture.modifierState))
        }
        dragGesture.onEnd { [weak self] dx, dy in
            guard let self, !self.handedOver else { return }
            let start = self.dragGesture.startPoint
            self.host.pointer(.up, at: self.enginePoint(start.x + dx, start.y + dy), time: self.dragGesture.eventTime,
                              device: self.dragGesture.device, modifiers: self.modifiers(self.dragGesture.modifierState))
        }
        dragGesture.onCancel { [weak self] in
            guard let self, !self.handedOver, self.host.isDraggingMouse else { return }
            let start = self.dragGesture.startPoint
            self.host.pointer(.cancelled, at: self.enginePoint(start.x, start.y), time: self.dragGesture.eventTime,
                              device: self.dragGesture.device)
        }
        gtk_event_controller_set_propagation_phase(dragGesture.controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, dragGesture.controller)

        clickGesture.onPressed { [weak self] count, x, y in
            self?.clicked(count: count, at: x, y)
        }
        gtk_event_controller_set_propagation_phase(clickGesture.gesture, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, clickGesture.gesture)
        Button.onClicked(backButton) { [weak self] in
            guard let self else { return }
            self.host.open(folder: self.host.parentFolder)
        }

        keys.onKeyPressed { [weak self] keyval, state, time in
            self?.keyPressed(keyval, state: state, time: time) ?? false
        }
        gtk_event_controller_set_propagation_phase(keys.controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, keys.controller)

        installDropTarget()
    }

    /// GDK's modifier state as the engine's (Alt is Option; Control also predicts a copy, as
    /// Control-drag does in GTK file managers, S4). O(1).
    func modifiers(_ state: GdkModifierType) -> Modifiers {
        var modifiers: Modifiers = []
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.option) }
        if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        if state.rawValue & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }

    func isOutside(_ x: Double, _ y: Double) -> Bool {
        x < 0 || y < 0 || x >= Double(gtk_widget_get_width(window)) || y >= Double(gtk_widget_get_height(window))
    }

    // MARK: Clicks (S8) and keys (S7, S10)

    func clicked(count: Int, at x: Double, _ y: Double) {
        let point = enginePoint(x, y)
        guard let key = itemKey(at: point), let row = rows[key] else { return }
        focus(row)
        let filesKey = Pane.folder(host.openFolder).key
        if count == 2, key.hasPrefix(filesKey + "/"), key.hasSuffix("/") {
            let name = String(key.dropFirst(filesKey.count + 1))
            host.open(folder: host.subfolder(name))
            return
        }
        let container = String(key[..<(key.lastIndex(of: "/", ignoringTrailing: true) ?? key.endIndex)])
        // A tree's selection is one over its levels (issue 37, S8): Ctrl-click adds a file from
        // another folder's level to it, as Finder's list view does.
        var selection = host.selection(acrossTreeOf: container)
        let state = gtk_event_controller_get_current_event_state(clickGesture.gesture)
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 {
            if let index = selection.firstIndex(of: key) { selection.remove(at: index) } else { selection.append(key) }
            host.select(selection, in: container)
        } else if !selection.contains(key) {
            host.select([key], in: container)
        }
        updateSelection()
        queueSnapshot()
    }

    /// The engine key for GDK key `keyval`, if the engine acts on it. O(1).
    static func key(_ keyval: UInt32) -> Key? {
        switch Int32(keyval) {
        case GDK_KEY_space: return .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter: return .enter
        case GDK_KEY_Escape: return .escape
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab: return .tab
        case GDK_KEY_Up: return .arrowUp
        case GDK_KEY_Down: return .arrowDown
        case GDK_KEY_Left: return .arrowLeft
        case GDK_KEY_Right: return .arrowRight
        case GDK_KEY_Home: return .home
        case GDK_KEY_End: return .end
        case GDK_KEY_Page_Up: return .pageUp
        case GDK_KEY_Page_Down: return .pageDown
        default: return nil
        }
    }

    func keyPressed(_ keyval: UInt32, state: GdkModifierType, time: UInt32) -> Bool {
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        if control && (Int32(keyval) == GDK_KEY_z || Int32(keyval) == GDK_KEY_Z) {
            if shift { host.redo() } else { host.undo() }
            return true
        }
        // Cut, Copy and Paste on the focused row (S5, S7); not while a drag runs.
        if control, host.engine.draggingPointers.isEmpty, host.engine.phase(of: .keyboard) == nil, let focused = focusedKey {
            switch Int32(keyval) {
            case GDK_KEY_c, GDK_KEY_C: host.copy(at: focused); return true
            case GDK_KEY_x, GDK_KEY_X: host.cut(at: focused); return true
            case GDK_KEY_v, GDK_KEY_V: host.paste(at: focused); return true
            case GDK_KEY_m, GDK_KEY_M:
                // "Move to…" (S7): the places a drag could take the focused row (or its selection).
                MoveToDialog.ask(over: window, choices: host.moveChoices(at: focused)) { [weak self] choice in
                    if let choice { self?.host.move(at: focused, to: choice.container) }
                }
                return true
            default: break
            }
        }
        guard let key = Self.key(keyval) else { return false }
        var modifiers: Modifiers = []
        if shift { modifiers.insert(.shift) }
        if control || state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        let dragging = host.engine.phase(of: .keyboard) != nil || !host.engine.draggingPointers.isEmpty
        if dragging {
            host.key(key, modifiers: modifiers, time: time, target: focusedKey)
            return true
        }
        // Right and Left on a focused folder row show and hide its rows (issue 37, S7).
        if key == .arrowRight || key == .arrowLeft, modifiers.isEmpty, let focused = focusedKey,
           focused.hasPrefix("files"), setExpanded(focused, key == .arrowRight) {
            return true
        }
        if key == .space || key == .enter, let focused = focusedKey {
            if key == .enter, focused.hasSuffix("/"), focused.hasPrefix("files") {
                let filesKey = Pane.folder(host.openFolder).key
                host.open(folder: host.subfolder(String(focused.dropFirst(filesKey.count + 1))))
                return true
            }
            host.key(key, modifiers: modifiers, time: time, target: focused)
            return true
        }
        return false
    }
}
