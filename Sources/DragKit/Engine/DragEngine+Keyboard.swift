// Keyboard input. Without a keyboard drag: Escape cancels pointer drags (F7) and modifier changes
// update their predicted operation (S4, F8), for drags of items and of text alike. With one (S7),
// of items or of text, the keys drive it instead: see DragEngine+KeyboardDrag.swift.

extension DragEngine {
    mutating func handleKey(_ event: KeyEvent, into actions: inout [Action]) {
        // S13: Space springs the control a drag pauses over; Escape backs out of the pause first.
        if event.isDown && event.key == .space && springOnSpace(into: &actions) { return }
        if event.isDown && event.key == .space && openRestingRowsOnSpace(into: &actions) { return }  // issue 37
        if event.isDown && event.key == .escape && backOutOfSprings() { return }
        let keyboardIsDragging = sessions[.keyboard] != nil
        // Escape belongs to the keyboard drag while there is one; otherwise it cancels every
        // pointer drag, of items or of text (F7).
        if event.key == .escape && event.isDown && !keyboardIsDragging {
            for pointer in sessions.draggingPointers {
                cancelSession(of: pointer, reason: .escape, into: &actions)
            }
            return
        }
        // S4, F8: a modifier change re-predicts every pointer drag's operation.
        for pointer in sessions.draggingPointers where pointer != .keyboard {
            guard case .dragging(var drag)? = sessions[pointer], drag.modifiers != event.modifiers else { continue }
            drag.hold(event.modifiers)
            retarget(&drag, into: &actions)
            sessions.update(drag)
        }
        handleKeyboardDragKey(event, into: &actions)
    }

    mutating func handleTick(_ now: Timestamp, into actions: inout [Action]) {
        for pointer in sessions.pointers {  // F1: long presses on items and on text (S6).
            guard case .pending(let pending)? = sessions[pointer],
                  let deadline = pending.deadline, now >= deadline else { continue }
            advancePending(pending, at: now, into: &actions)
        }
        applyDuePreviewShapes(into: &actions)  // F3
        announceRestingPositions(into: &actions)  // S7, P4
        springLoadingTick(now, into: &actions)
        outlineSpringTick(now, into: &actions)  // issue 37
        autoScrollTick(now, into: &actions)
    }
}
