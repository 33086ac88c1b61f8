/// What a drag carries (issue 23: one drag, one payload): this app's items, a range of one of its
/// text views (S6), or another app's content, of which only the types are known until the drop
/// (S1, P1, A2). One ``ActiveDrag`` holds one, and the engine's one lift, retarget, drop and
/// cancel switch on it only where the content behaves differently: the feedback it computes,
/// what a drop lands, what a cancel puts back.
enum DragPayload: Equatable, Sendable {
    /// Items of the workspace, the pressed one and the selection it brought (S8), in order.
    case items([ItemID])
    /// A text view's selection, as it was when pressed (S6).
    case text(DraggedText)
    /// Another app's content over the window (``Event/externalDragEntered(_:)``): the types it
    /// offers, richest first, and how many items it carries (0 when unknown). Its data is read
    /// by the host at the drop, as a load (``PendingLoad``), and a drop always copies (S2).
    case external(types: [TypeIdentifier], count: Int)
}

extension ActiveDrag {
    /// The dragged items: empty for text and for another app's content. O(1).
    var items: [ItemID] {
        if case .items(let items) = payload { return items }
        return []
    }

    /// The dragged text, if the drag carries a text selection (S6). Always `nil` in the
    /// items-only build (condition `DRAGKIT_NO_TEXT`), so the optimiser drops every text path
    /// behind it. O(1).
    var text: DraggedText? {
        #if DRAGKIT_NO_TEXT
        return nil
        #else
        if case .text(let text) = payload { return text }
        return nil
        #endif
    }

    /// Whether the drag comes from another app (S1): no items or text of this app. O(1).
    var isExternal: Bool {
        if case .external = payload { return true }
        return false
    }
}
