// Keyboard text drags (S7, S6, P1): dragging a text selection without a pointer.
//
// ``Event/pickUp(_:modifiers:)`` (``PickUpContent/selectedText(in:)``) picks up the selection of a text view. Hosts bind it to
// a shortcut or a menu command (the web host: Ctrl+Shift+D / Cmd+Shift+D and Edit ▸ Drag
// Selection); Space can't do it, since in an editable text view Space types. From then on the
// keyboard's keys drive it exactly as they drive an item drag (DragEngine+KeyboardDrag.swift,
// whose rules and wording it shares): arrows move the drop point (in a text view Left/Right by a
// character, Up/Down by a word boundary), Tab / Shift-Tab go to the next / previous place that
// takes text, Space or Enter drops, Escape cancels and leaves text and selection as they were.
//
// It is the keyboard's session (``PointerID/keyboard``, at most one keyboard drag at a time) with a
// text payload (``DraggedText``), with the feedback actions of a pointer text drag, and it drops
// through the pointer's drop (`drop`, which asks ``TextPayload``), so the result is the same as with a pointer:
// - into its own text view: a move (with Option held at the drop, a copy, S4), as built-in text
//   drags do (S6); dropping inside the picked-up range changes nothing;
// - into another text view: a copy, keeping its styles in a rich view and taking the view's
//   style in a plain one (A4), selected there while the source loses its selection (A5);
// - onto an item container that takes clippings: a new clipping item there, selected (P1, A5).
// Every drop is committed (``Action/commit(_:)``), undoable (S10)
// and taken back exactly if the commit fails (F7).
//
// Where it goes: it starts at the end of the selection in its own view (a drop there changes
// nothing). Text views take it at any caret offset, entered at their selection's end, caret or
// text's end; item containers at any position, entered at their end.

extension DragEngine {
    // MARK: Public API

    /// Picks up the selected text of the text view `container` with the keyboard or assistive
    /// technology, starting a keyboard text drag (S7, S6) that the keyboard's keys drive and
    /// ``Event/moveKeyboardDrag(to:)``, ``Event/dropKeyboardDrag`` and
    /// ``Event/cancelKeyboardDrag`` drive too.
    ///
    /// Nothing changes until the drop. While it runs, ``phase(of:)`` of ``PointerID/keyboard``
    /// is `.dragging` (``content(of:)`` is `.text`) and ``feedback(for:)`` shows where it is. When nothing can be picked up — a keyboard drag is
    /// already running, `container` is not a known text view, its text can't be dragged, it has
    /// no non-empty selection, or another drag carries that text — the only action is an
    /// announcement saying why.
    ///
    /// - Parameters:
    ///   - container: the text view whose selection to carry.
    ///   - modifiers: the modifiers held now (Option predicts a copy, S4).
    /// - Complexity: O(n) in the text's characters (the selection is copied out), plus O(c) to
    ///   find a place when its own view takes no drops.
    mutating func pickUpText(in container: ContainerID, modifiers: Modifiers = []) -> [Action] {
        guard sessions[.keyboard] == nil else {
            return [say(.alreadyDraggingWithKeyboard)]
        }
        guard let document = workspace.textState.documents[container] else {
            return [say(.notATextView(!workspace.containers.contains(container) ? nil : label(of: container)))]
        }
        let name = label(of: container)
        guard document.allowsDragging else { return [say(.textCantBeDragged(in: name))] }
        guard let range = document.selection, !range.isEmpty, range.upperBound <= document.text.count else {
            return [say(.selectTextFirst(in: name))]
        }
        if sessions.isDraggingText(in: container, overlapping: range, except: .keyboard) {
            return [say(.textAlreadyDragged(in: name))]
        }
        let originFrame = document.layout.bounds(of: range) ?? layout.containerFrames[container] ?? .zero
        let text = DraggedText(range: range, content: document.text.extract(range))
        var drag = textDrag(
            text, from: container, pointer: .keyboard, device: .mouse, originFrame: originFrame,
            origin: originFrame.center, at: originFrame.center, modifiers: modifiers)
        let home = KeyboardTarget(container: container, index: range.upperBound)
        drag.aim(at: keyboardStart(of: drag, home: home))
        var actions: [Action] = [.beginPreview(.keyboard, .text(source: container, range: range), frame: originFrame)]
        retargetKeyboard(&drag, into: &actions)
        sessions.promote(drag)
        var said: [Announcement.Event] = [.liftedText(excerpt(text.content), from: name)]
        if drag.keyboardTarget == nil {
            said.append(.noPlaceCanTakeIt)
        } else if drag.keyboardTarget != home {
            said.append(keyboardArrivalWords())
        }
        said.append(.keyboardHelp(betweenLists: false))
        actions.append(.announce(Announcement(.sequence(said))))
        return actions
    }
}
