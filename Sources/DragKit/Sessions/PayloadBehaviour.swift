/// What one kind of drag content does at each verb of a drag (issue 36: one payload path): how
/// it targets what is under it, what a drop of it lands, how it goes back when the drag ends
/// without one, and, in a keyboard drag (S7), which drop points a container has for it and how
/// its place there is said.
///
/// There is one conforming type per ``DragPayload`` case: ``ItemPayload`` (this app's items),
/// ``TextPayload`` (a text view's selection, S6) and ``ExternalPayload`` (another app's content,
/// S1). The engine's verbs ask a drag's payload once, in ``DragEngine``'s dispatch below, and a
/// payload's behaviour lives in its own type, so no verb has a per-content twin and a new kind
/// of content must answer every verb before it compiles.
///
/// The requirements are static and take the engine as a parameter: Embedded Swift has no
/// existentials, so the dispatch is a `switch` over the payload whose every arm is a direct call.
/// A verb's cost is its payload's own, stated on the conforming type.
protocol PayloadBehaviour {
    /// Recomputes the drag's feedback where it is now (by location, or at the keyboard's drop
    /// point), emits the actions for what changed and says what a person must hear of it
    /// (F2, F5, F6, F8, S7).
    static func retarget(_ drag: inout ActiveDrag, in engine: inout DragEngine, into actions: inout [Action])

    /// Completes a drag released where it is, with its drop-time modifiers (S2–S4): a change
    /// committed, a load started, or an ``end(_:reason:in:into:)`` when nothing there takes it.
    static func drop(_ drag: ActiveDrag, in engine: inout DragEngine, into actions: inout [Action])

    /// Ends a drag without a drop: its cues cleared, the content put back as it was (F7).
    static func end(_ drag: ActiveDrag, reason: CancelReason, in engine: inout DragEngine, into actions: inout [Action])

    /// What a keyboard drop of the drag into `container` would do and how many drop points it
    /// has there; `nil` when the container takes none of the content (S7).
    static func keyboardDropShape(_ drag: ActiveDrag, in container: ContainerID, of engine: DragEngine) -> KeyboardDropShape?

    /// The keyboard drag's drop point as said: "Milk, position 3 of 6 in Later.", or that no
    /// place takes the content (S7).
    static func keyboardPositionWords(_ drag: ActiveDrag, of engine: DragEngine) -> Announcement.Event

    /// Where a keyboard drag's content came from: a drop there changes nothing (S7).
    static func keyboardHome(_ drag: ActiveDrag, of engine: DragEngine) -> KeyboardTarget

    /// How a keyboard drag that ends without a drop goes back: its image's ending and the words
    /// that say where the content is (F7, S7).
    static func keyboardReturn(_ drag: ActiveDrag, of engine: DragEngine) -> (ending: PreviewEnding, said: Announcement.Event)
}

/// What a keyboard drop into a container would do, and how many drop points (positions or caret
/// offsets) it has there (S7).
typealias KeyboardDropShape = (operation: DropOperation, positions: Int)

// MARK: - The dispatch: each verb asks the payload once

extension DragEngine {
    /// Recomputes the drag's feedback at its current location and emits the actions for what
    /// changed, and only that; its payload decides how (``PayloadBehaviour/retarget(_:in:into:)``).
    mutating func retarget(_ drag: inout ActiveDrag, into actions: inout [Action]) {
        switch drag.payload {
        case .items: ItemPayload.retarget(&drag, in: &self, into: &actions)
        case .text:
            // S6: a caret in text views, clippings in lists (never in the items-only build).
            if TextState.isCompiledIn { TextPayload.retarget(&drag, in: &self, into: &actions) }
        case .external: ExternalPayload.retarget(&drag, in: &self, into: &actions)  // S1
        }
    }

    /// Completes a drag released at its current location with its current (drop-time)
    /// modifiers (``PayloadBehaviour/drop(_:in:into:)``).
    mutating func drop(_ drag: ActiveDrag, into actions: inout [Action]) {
        // Issue 37, S13: where content from outside lands, read before it does, keeps open the
        // rows the drag opened around it.
        let opened = !drag.extras.outlineSpring.opened.isEmpty
        let landing = opened ? outsideLanding(of: drag) : nil
        switch drag.payload {
        case .items: ItemPayload.drop(drag, in: &self, into: &actions)
        case .text: if TextState.isCompiledIn { TextPayload.drop(drag, in: &self, into: &actions) }  // S6, P1
        case .external: ExternalPayload.drop(drag, in: &self, into: &actions)  // S1, P1: a load, as a copy.
        }
        if opened { closeRowsOpened(by: drag, landedIn: landing, into: &actions) }  // issue 37, S13
    }

    /// Sends the content back to its source: it flies back if its place there is visible,
    /// otherwise it evaporates (F7). Nothing in the content changes
    /// (``PayloadBehaviour/end(_:reason:in:into:)``).
    mutating func end(_ drag: ActiveDrag, reason: CancelReason, into actions: inout [Action]) {
        switch drag.payload {
        case .items: ItemPayload.end(drag, reason: reason, in: &self, into: &actions)
        case .text: if TextState.isCompiledIn { TextPayload.end(drag, reason: reason, in: &self, into: &actions) }  // S6
        case .external: ExternalPayload.end(drag, reason: reason, in: &self, into: &actions)  // S1: no effect.
        }
        if !drag.extras.outlineSpring.opened.isEmpty { closeRowsOpened(by: drag, into: &actions) }  // issue 37, S13
    }

    /// What a drop of the drag's content into `container` would do, and how many positions it
    /// has there; `nil` when the container takes none of the content. O(k) for items, O(t) for
    /// text (``PayloadBehaviour/keyboardDropShape(_:in:of:)``).
    func keyboardDropShape(_ drag: ActiveDrag, in container: ContainerID) -> KeyboardDropShape? {
        switch drag.payload {
        case .items: return ItemPayload.keyboardDropShape(drag, in: container, of: self)
        case .text: return TextState.isCompiledIn ? TextPayload.keyboardDropShape(drag, in: container, of: self) : nil
        case .external: return ExternalPayload.keyboardDropShape(drag, in: container, of: self)
        }
    }

    /// The keyboard drag's drop point as said (``PayloadBehaviour/keyboardPositionWords(_:of:)``).
    func keyboardPositionWords(_ drag: ActiveDrag) -> Announcement.Event {
        switch drag.payload {
        case .items: return ItemPayload.keyboardPositionWords(drag, of: self)
        case .text: return TextPayload.keyboardPositionWords(drag, of: self)
        case .external: return ExternalPayload.keyboardPositionWords(drag, of: self)
        }
    }

    /// Where the drag's content came from (``PayloadBehaviour/keyboardHome(_:of:)``).
    func keyboardHome(of drag: ActiveDrag) -> KeyboardTarget {
        switch drag.payload {
        case .items: return ItemPayload.keyboardHome(drag, of: self)
        case .text: return TextPayload.keyboardHome(drag, of: self)
        case .external: return ExternalPayload.keyboardHome(drag, of: self)
        }
    }

    /// How the keyboard drag goes back without a drop (``PayloadBehaviour/keyboardReturn(_:of:)``).
    func keyboardReturn(_ drag: ActiveDrag) -> (ending: PreviewEnding, said: Announcement.Event) {
        switch drag.payload {
        case .items: return ItemPayload.keyboardReturn(drag, of: self)
        case .text: return TextPayload.keyboardReturn(drag, of: self)
        case .external: return ExternalPayload.keyboardReturn(drag, of: self)
        }
    }
}
