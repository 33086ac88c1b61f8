// Ending a drag: a drop on a destination (S2–S4), or a cancel that sends the content back (F7).

/// Why a drag ended without a drop.
enum CancelReason: Equatable, Sendable {
    /// The platform cancelled the pointer.
    case cancelled
    /// The person pressed Escape.
    case escape
    /// Released over no destination.
    case noDestination
    /// Released over a destination that refuses the content.
    case refused(ContainerID)
}

extension DragEngine {
    /// Ends the session of `pointer` without a drop, if it has one.
    mutating func cancelSession(of pointer: PointerID, reason: CancelReason, into actions: inout [Action]) {
        guard let session = sessions.end(pointer) else { return }
        switch session {
        case .dragging(let drag): end(drag, reason: reason, into: &actions)
        case .pending, .panning: break
        }
    }

    /// Clears every cue of the session and retires its drag image.
    func finishPreview(_ drag: ActiveDrag, ending: PreviewEnding, into actions: inout [Action]) {
        if drag.feedback.destination != nil { actions.append(.markDestination(drag.pointer, nil)) }
        if drag.feedback.badge != nil { actions.append(.setBadge(drag.pointer, nil)) }
        actions.append(.setCursor(drag.pointer, .automatic))
        if !drag.items.isEmpty { actions.append(.setLifted(drag.items, false)) }  // not for text (S6)
        actions.append(.endPreview(drag.pointer, ending))
    }

    /// Fly back to where the primary item is now, if that place is on screen within its
    /// container; otherwise evaporate.
    func returnAnimation(for drag: ActiveDrag) -> PreviewEnding {
        guard let primary = drag.items.first, let container = workspace.container(of: primary),
              let frame = self.frame(of: primary) else { return .evaporate }
        if let containerFrame = layout.containerFrames[container], !containerFrame.intersects(frame) {
            return .evaporate
        }
        return .flyBack(to: frame)
    }
}
