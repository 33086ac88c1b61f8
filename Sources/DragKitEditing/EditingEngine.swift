import DragKit

/// The core engine with the editing layer over it (S7, S5, issue 23): a `DragEngine` and the
/// layer's own state, the ``Pasteboard``. Its one way in, ``handle(_:)``, takes
/// ``EditingEvent``s: the menu commands (Copy, Cut, Paste, Paste after, "Move to…") are
/// handled here and change content only through the core's
/// `DragEngine.transfer(_:operation:to:at:)`; core events pass through to ``engine``.
///
/// Undo and redo (S10), confirmations of irreversible drops (S11) and tasks started by drops
/// (F10) stay in the core: they are outcomes of the core's drop path (a drop asks first, is
/// held for Cancel, or starts a task) and are undone or answered with core events.
///
/// Values that tests compare whole: `==` compares the engine and the pasteboard. O(size of the
/// state).
public struct EditingEngine: Equatable, Sendable {
    /// The core engine: declarations (containers, items, types) are made on it directly.
    public var engine: DragEngine
    /// What Copy or Cut put aside for Paste.
    public private(set) var pasteboard = Pasteboard()

    /// An editing layer over `engine`, with an empty pasteboard.
    public init(engine: DragEngine = DragEngine()) {
        self.engine = engine
    }

    /// Feeds one event to the engine and its editing layer and returns what the host must do,
    /// in order. O(1) plus the event's own cost (``EditingEvent``, `Event`).
    public mutating func handle(_ event: EditingEvent) -> [Action] {
        pasteboard.handle(event, in: &engine)
    }

    /// Forgets the content (`DragEngine.removeAll()`) and empties the pasteboard. O(1) plus
    /// freeing the old state.
    public mutating func removeAll() {
        engine.removeAll()
        pasteboard = Pasteboard()
    }
}
