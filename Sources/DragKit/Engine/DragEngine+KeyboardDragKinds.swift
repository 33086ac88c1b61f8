// The keyboard's drag, whichever content it carries (S7): items (a session under
// ``PointerID/keyboard``, DragEngine+KeyboardDrag.swift) or a text selection (a text drag under
// the same id, DragEngine+KeyboardTextDrag.swift). There is at most one of the two at a time. The
// steps (arrows, Tab, "Move to…", modifiers) are written once, against the accessors here.

extension DragEngine {
    /// What the keyboard drags, for sentences ("Milk", "3 items", "text “wörld”"); `nil` when
    /// it drags nothing. O(1).
    var keyboardContent: Announcement.Subject? {
        if case .dragging(let drag)? = sessions[.keyboard] { return describe(drag.items) }
        if let drag = textState.drags[.keyboard] { return .text(excerpt(drag.content)) }
        return nil
    }

    /// The keyboard drag's drop point; `nil` when it drags nothing or no place takes its content.
    var keyboardTarget: KeyboardTarget? {
        if case .dragging(let drag)? = sessions[.keyboard] { return drag.keyboardTarget }
        return textState.drags[.keyboard]?.keyboardTarget
    }

    /// What the keyboard drag shows now.
    var currentKeyboardFeedback: DragFeedback? {
        if case .dragging(let drag)? = sessions[.keyboard] { return drag.feedback }
        return textState.drags[.keyboard]?.feedback
    }

    /// Where the keyboard drag's content came from: the items' place in their container, or the
    /// end of the picked-up text selection. A drop there leaves everything as it was.
    var keyboardHome: KeyboardTarget? {
        if case .dragging(let drag)? = sessions[.keyboard] {
            return KeyboardTarget(container: drag.source, index: homeIndex(drag.items, in: drag.source))
        }
        guard let drag = textState.drags[.keyboard] else { return nil }
        return KeyboardTarget(container: drag.source, index: drag.range.upperBound)
    }

    /// What a drop of the keyboard drag's content into `container` would do, and how many drop
    /// points it has there (for a text view, its characters + 1); `nil` when it takes none of
    /// the content, or the keyboard drags nothing. O(k) for k items.
    func keyboardShape(in container: ContainerID) -> (operation: DropOperation, positions: Int)? {
        dropShape(for: .keyboard, in: container)
    }

    /// ``keyboardShape(in:)`` for the drag of any session (pointer sessions carry items).
    func dropShape(for session: PointerID, in container: ContainerID) -> (operation: DropOperation, positions: Int)? {
        if case .dragging(let drag)? = sessions[session] { return keyboardDropShape(drag, in: container) }
        if session == .keyboard, let drag = textState.drags[.keyboard] { return keyboardTextDropShape(drag, in: container) }
        return nil
    }

    /// Where the keyboard drag lands on entering `container`: back home when `container` is
    /// `home`'s; in a text view at the end of its selection, or at its caret, if it has one,
    /// otherwise at the end of its text; elsewhere at the end (clamped by the feedback). O(1).
    func keyboardEntryIndex(in container: ContainerID, home: KeyboardTarget?) -> Int {
        if let home, home.container == container { return home.index }
        if let document = textState.documents[container] {
            return min(document.selection?.upperBound ?? document.text.count, document.text.count)
        }
        return Int.max
    }

    /// Moves the keyboard drag to `target` (or to no drop point) and emits what changed in its
    /// feedback, with a reveal of a new drop point; announces nothing (each step does).
    mutating func placeKeyboardDrag(at target: KeyboardTarget?, into actions: inout [Action]) {
        if case .dragging(var drag)? = sessions[.keyboard] {
            drag.keyboardTarget = target
            retargetKeyboard(&drag, into: &actions)
            sessions.update(drag)
        } else if var drag = textState.drags[.keyboard] {
            drag.keyboardTarget = target
            retargetKeyboardText(&drag, into: &actions)
            textState.drags[.keyboard] = drag
        }
    }

    /// Records the modifiers a key event reported for the keyboard drag; returns whether they
    /// changed (Option predicts a copy, S4).
    mutating func setKeyboardModifiers(_ modifiers: Modifiers) -> Bool {
        if case .dragging(var drag)? = sessions[.keyboard] {
            guard drag.modifiers != modifiers else { return false }
            drag.modifiers = modifiers
            sessions.update(drag)
            return true
        }
        guard var drag = textState.drags[.keyboard], drag.modifiers != modifiers else { return false }
        drag.modifiers = modifiers
        textState.drags[.keyboard] = drag
        return true
    }

    /// Where the drop point is now: "Milk, position 3 of 4 in Inbox.", "Milk, at character 12 in
    /// Note B, as a copy.", "Text “wörld”, position 2 of 3 in Documents, as a clipping."
    func keyboardPositionText() -> Announcement.Event {
        if case .dragging(let drag)? = sessions[.keyboard] { return keyboardPositionText(drag) }
        if let drag = textState.drags[.keyboard] { return keyboardTextPositionText(drag) }
        return .sequence([])
    }

    /// What is said when the keyboard drag arrives in a container (Tab, "Move to…"): in a text
    /// view where the caret is and what a drop does ("Over Note B, at character 12. Drop to copy
    /// its text."); in a list its position, as for a step.
    func keyboardArrivalText() -> Announcement.Event {
        guard let feedback = currentKeyboardFeedback, let cue = feedback.destination else { return keyboardPositionText() }
        if let offset = cue.textOffset {
            let verb: Announcement.DropVerb = textState.drags[.keyboard] == nil ? .copyItsText
                : feedback.operation == .move ? .move : .copy
            return .over(label(of: cue.container), at: caretSpot(offset, in: cue.container), drop: verb)
        }
        if textState.drags[.keyboard] != nil, let shape = keyboardShape(in: cue.container) {
            return .over(label(of: cue.container), at: .position(cue.insertionIndex + 1, of: shape.positions), drop: .makeClipping)
        }
        return keyboardPositionText()
    }

    /// Where a keyboard drag's image sits beside its insertion `marker` in `container`: just
    /// below a text caret's line, starting at the caret; in a list centred on the marker along
    /// the container's axis and indented 16 points across it. `nil` without a marker. O(1).
    func keyboardPreviewFrame(beside marker: Rect?, in container: ContainerID, size: Size) -> Rect? {
        guard let marker else { return nil }
        if textState.documents[container] != nil {
            return Rect(x: marker.minX, y: marker.maxY + 4, width: size.width, height: size.height)
        }
        return workspace.containers[container]?.policy.axis != .vertical
            ? Rect(x: marker.midX - size.width / 2, y: marker.minY + 16, width: size.width, height: size.height)
            : Rect(x: marker.minX + 16, y: marker.midY - size.height / 2, width: size.width, height: size.height)
    }
}
