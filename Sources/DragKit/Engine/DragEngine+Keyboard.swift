// Keyboard input during pointer drags: Escape cancels (F7), modifier changes update the
// predicted operation (S4, F8).

extension DragEngine {
    mutating func handleKey(_ event: KeyEvent, into actions: inout [Action]) {
        handleTextKey(event, into: &actions)  // S6: text drags.
        if event.key == .escape && event.isDown {
            for pointer in draggingPointers {
                cancelSession(of: pointer, reason: .escape, into: &actions)
            }
            return
        }
        for pointer in draggingPointers {
            guard case .dragging(var drag)? = sessions[pointer], drag.modifiers != event.modifiers else { continue }
            drag.modifiers = event.modifiers
            retarget(&drag, into: &actions)
            sessions[pointer] = .dragging(drag)
        }
    }

    mutating func handleTick(_ now: Timestamp, into actions: inout [Action]) {
        handleTextTick(now, into: &actions)  // S6: text long presses.
        for pointer in sessions.keys.sorted() {
            guard case .pending(let pending)? = sessions[pointer],
                  let deadline = pending.deadline, now >= deadline else { continue }
            advancePending(pending, at: now, into: &actions)
        }
    }
}
