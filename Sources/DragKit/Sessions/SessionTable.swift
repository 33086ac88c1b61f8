/// Every pointer's session, by pointer: the engine's owned machine for presses, scrolls and item
/// drags (F1, F2, S8, S9: one session per pointer).
///
/// The table only records what the engine decided; the decisions (activation distance, long
/// press, targeting) stay with the engine. Each change is a mutating func named for what happens
/// to a session, so every transition is visible at its call site:
///
/// ```
/// (none) ──beginPending──► pending ──promote──► dragging ──update──► dragging
///                              └──pan──► panning          └──end──► (none)
/// ```
///
/// Reading a pointer's session is O(1); the ordered queries sort the pointers, O(s log s) for s
/// sessions (a handful: one per finger, pen or mouse, plus the keyboard).
struct SessionTable: Equatable, Sendable {
    private var byPointer: [PointerID: DragSession] = [:]
    /// Whether the keyboard (``PointerID/keyboard``) has a session: lets the per-event check
    /// for a keyboard drag (S7) skip hashing when there is none. Kept by every transition.
    private(set) var hasKeyboardSession = false

    init() {}

    // MARK: Transitions

    /// Records a press on an item that is not yet a drag, or its new location while it waits
    /// (F1). Replaces whatever `pending.pointer` had. O(1).
    mutating func beginPending(_ pending: PendingDrag) {
        byPointer[pending.pointer] = .pending(pending)
        if pending.pointer == .keyboard { hasKeyboardSession = true }
    }

    /// Records that a touch became a scroll, or where the scroll is now (F1). O(1).
    mutating func pan(_ panning: Panning) {
        byPointer[panning.pointer] = .panning(panning)
        if panning.pointer == .keyboard { hasKeyboardSession = true }
    }

    /// Records that a press lifted its content: the pointer is dragging (F1). O(1).
    mutating func promote(_ drag: ActiveDrag) {
        byPointer[drag.pointer] = .dragging(drag)
        if drag.pointer == .keyboard { hasKeyboardSession = true }
    }

    /// Stores a drag's new state (location, target, items) after the engine changed it (F2). O(1).
    mutating func update(_ drag: ActiveDrag) {
        byPointer[drag.pointer] = .dragging(drag)
        if drag.pointer == .keyboard { hasKeyboardSession = true }
    }

    /// Records a drag from another app over the window, or its new state (S1, P1). Replaces
    /// whatever `session.pointer` had. O(1).
    mutating func beginExternal(_ session: ExternalSession) {
        byPointer[session.pointer] = .external(session)
        if session.pointer == .keyboard { hasKeyboardSession = true }
    }

    /// Ends `pointer`'s session and returns what it was, or `nil` if it had none. O(1).
    @discardableResult
    mutating func end(_ pointer: PointerID) -> DragSession? {
        if pointer == .keyboard { hasKeyboardSession = false }
        return byPointer.removeValue(forKey: pointer)
    }

    /// Ends every session without any action (the content is being replaced). O(s).
    mutating func removeAll() {
        byPointer = [:]
        hasKeyboardSession = false
    }

    // MARK: Queries

    /// `pointer`'s session, if it has one. O(1).
    subscript(pointer: PointerID) -> DragSession? {
        byPointer[pointer]
    }

    /// `pointer`'s drag, if its session is dragging. O(1).
    func drag(of pointer: PointerID) -> ActiveDrag? {
        if case .dragging(let drag)? = byPointer[pointer] { return drag }
        return nil
    }

    /// `pointer`'s drag from another app, if it has one. O(1).
    func external(of pointer: PointerID) -> ExternalSession? {
        if case .external(let session)? = byPointer[pointer] { return session }
        return nil
    }

    /// Where `pointer`'s session is in its life, or `nil` if it has none. O(1).
    func phase(of pointer: PointerID) -> SessionPhase? {
        switch byPointer[pointer] {
        case .pending?: return .pending
        case .panning?: return .panning
        case .dragging?, .external?: return .dragging
        case nil: return nil
        }
    }

    /// The pointers that have a session, in ascending order. O(s log s).
    var pointers: [PointerID] {
        byPointer.keys.sorted()
    }

    /// The pointers that are dragging, in ascending order. O(s log s).
    var draggingPointers: [PointerID] {
        byPointer.keys.filter { phase(of: $0) == .dragging }.sorted()
    }

    /// Whether `item` is being dragged by some session (S9: an item belongs to one drag at a
    /// time). O(s · k) for k items per drag.
    func isDragging(_ item: ItemID) -> Bool {
        for session in byPointer.values {
            if case .dragging(let drag) = session, drag.items.contains(item) { return true }
        }
        return false
    }

    /// Every item some session is dragging. O(s · k).
    var draggedItems: Set<ItemID> {
        var items = Set<ItemID>()
        for session in byPointer.values {
            if case .dragging(let drag) = session { items.formUnion(drag.items) }
        }
        return items
    }

    /// Whether a press or a drag is in progress; a touch that is scrolling does not count. O(s).
    var hasPressOrDrag: Bool {
        for session in byPointer.values {
            switch session {
            case .pending, .dragging, .external: return true
            case .panning: continue
            }
        }
        return false
    }
}
