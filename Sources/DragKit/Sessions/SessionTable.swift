/// Every pointer's session, by pointer: the engine's owned machine for presses, scrolls and
/// drags of items, of text or from another app (F1, F2, S1, S6, S8, S9: one session per
/// pointer, issue 23).
///
/// The table only records what the engine decided; the decisions (activation distance, long
/// press, targeting) stay with the engine. Each change is a mutating func named for what happens
/// to a session, so every transition is visible at its call site:
///
/// ```
/// (none) ──beginPending──► pending ──promote──► dragging ──update──► dragging
///    │                         └──pan──► panning          └──end──► (none)
///    └──promote (a drag from another app entered, S1)──► dragging
/// ```
///
/// Reading a pointer's session is O(1); the ordered queries sort the pointers, O(s log s) for s
/// sessions (a handful: one per finger, pen or mouse, plus the keyboard).
struct SessionTable: Equatable, Sendable {
    private var byPointer: [PointerID: DragSession] = [:]
    /// Whether the keyboard (``PointerID/keyboard``) has a session: lets the per-event check
    /// for a keyboard drag (S7) skip hashing when there is none. Kept by every transition.
    private(set) var hasKeyboardSession = false
    /// How many drags were lifted so far: the lift order of the latest (S8: items added to a
    /// group go to the most recently lifted drag).
    private(set) var liftCount: UInt64 = 0

    init() {}

    /// The lift order of a drag lifted now, later than every earlier drag's. O(1).
    mutating func nextLiftOrder() -> UInt64 {
        liftCount &+= 1
        return liftCount
    }

    // MARK: Transitions

    /// Records a press on an item that is not yet a drag, or its new location while it waits
    /// (F1). Replaces whatever `pending.pointer` had. O(1).
    mutating func beginPending(_ pending: PendingDrag) {
        store(.pending(pending), for: pending.pointer)
    }

    /// Records that a touch became a scroll, or where the scroll is now (F1). O(1).
    mutating func pan(_ panning: Panning) {
        store(.panning(panning), for: panning.pointer)
    }

    /// Records that a press lifted its content, or that a drag from another app entered the
    /// window (S1): the pointer is dragging (F1). O(1).
    mutating func promote(_ drag: ActiveDrag) {
        store(.dragging(drag), for: drag.pointer)
    }

    /// Stores a drag's new state (location, target, items) after the engine changed it (F2). O(1).
    mutating func update(_ drag: ActiveDrag) {
        store(.dragging(drag), for: drag.pointer)
    }

    /// Ends `pointer`'s session and returns what it was, or `nil` if it had none. O(1).
    @discardableResult
    mutating func end(_ pointer: PointerID) -> DragSession? {
        if pointer == .keyboard { hasKeyboardSession = false }
        return byPointer.removeValue(forKey: pointer)
    }

    /// Stores `session` for `pointer`, keeping ``hasKeyboardSession``. O(1).
    private mutating func store(_ session: DragSession, for pointer: PointerID) {
        if pointer == .keyboard { hasKeyboardSession = true }
        byPointer[pointer] = session
    }

    // MARK: Changing a drag in place

    /// Where a pointer's session is stored, found with one hash lookup. Valid until the table
    /// next gains or loses a session (``takeDrag(at:)`` makes it lose one).
    struct Slot {
        fileprivate let index: Dictionary<PointerID, DragSession>.Index
    }

    /// The slot of `pointer`'s session, if it has one. O(1): one hash lookup, no copy.
    func slot(of pointer: PointerID) -> Slot? {
        byPointer.index(forKey: pointer).map(Slot.init)
    }

    /// Moves the drag in `slot` out of the table for the engine to change, without copying it
    /// (no retain of its arrays), or returns `nil` (the table unchanged) if the session there
    /// is not dragging. Until ``putBack(_:)``, the drag's pointer has no session: call nothing
    /// that reads it in between. Removing the entry and inserting it again costs two cheap
    /// hashes (``Identifier``), less than moving the drag out of a slot and back in through an
    /// inert stand-in, which copied the whole session several times (F2). O(1).
    @inline(__always)
    mutating func takeDrag(at slot: Slot) -> ActiveDrag? {
        let (pointer, session) = byPointer.remove(at: slot.index)
        switch consume session {
        case .dragging(let drag):
            return drag
        case let other:
            byPointer[pointer] = other
            return nil
        }
    }

    /// Stores a drag taken with ``takeDrag(at:)`` back: the in-place ``update(_:)``. O(1).
    @inline(__always)
    mutating func putBack(_ drag: consuming ActiveDrag) {
        byPointer[drag.pointer] = .dragging(drag)
    }

    // MARK: Spring loading and auto-scroll

    /// Replaces the spring hover and auto-scroll run of `pointer`'s drag, whatever its payload
    /// (S13, A1); does nothing if `pointer` is not dragging. In place: O(1), one hash lookup.
    mutating func setExtras(_ extras: DragExtras, of pointer: PointerID) {
        guard let index = byPointer.index(forKey: pointer) else { return }
        Self.setExtras(extras, in: &byPointer.values[index])
    }

    private static func setExtras(_ extras: DragExtras, in session: inout DragSession) {
        switch consume session {
        case .dragging(var drag):
            drag.extras = extras
            session = .dragging(drag)
        case let other:
            session = other
        }
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

    /// The spring hover and auto-scroll run of `pointer`'s drag, whatever its payload (S13,
    /// A1); `nil` if `pointer` is not dragging. O(1).
    func extras(of pointer: PointerID) -> DragExtras? {
        if case .dragging(let drag)? = byPointer[pointer] { return drag.extras }
        return nil
    }

    /// Where `pointer`'s session is in its life, or `nil` if it has none. O(1).
    func phase(of pointer: PointerID) -> SessionPhase? {
        switch byPointer[pointer] {
        case .pending?: return .pending
        case .panning?: return .panning
        case .dragging?: return .dragging
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

    /// Whether `pointer`'s session carries text (S6): a press on selected text or its drag.
    /// O(1).
    func carriesText(_ pointer: PointerID) -> Bool {
        switch byPointer[pointer] {
        case .pending(let pending)?: return pending.text != nil
        case .dragging(let drag)?: return drag.text != nil
        default: return false
        }
    }

    /// Whether a drag other than `pointer`'s carries text of `source` overlapping `range` (S9:
    /// text belongs to one drag at a time). O(s).
    func isDraggingText(in source: ContainerID, overlapping range: TextRange, except pointer: PointerID) -> Bool {
        for session in byPointer.values {
            guard case .dragging(let drag) = session, drag.pointer != pointer, drag.source == source,
                  let text = drag.text else { continue }
            if text.range.lowerBound < range.upperBound && range.lowerBound < text.range.upperBound { return true }
        }
        return false
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
            case .pending, .dragging: return true
            case .panning: continue
            }
        }
        return false
    }
}
