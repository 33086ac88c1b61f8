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
/// The drags are kept apart from the presses and scrolls, in a small array by pointer, so a
/// pointer move changes its drag where it is stored (``lendDrag(of:)``), neither hashing nor
/// copying it (F2). Reading a pointer's session is O(s) for s sessions (a handful: one per
/// finger, pen or mouse, plus the keyboard); the ordered queries are O(s log s) at most.
struct SessionTable: Equatable, Sendable {
    /// The dragging sessions, by ascending pointer: plain values in a small array (one per
    /// dragging finger, pen or mouse, plus the keyboard), so a move changes its drag where it
    /// is stored, with no hash and no copy of the drag (F2, issue 23).
    private var drags: [ActiveDrag] = []
    /// The sessions that are not dragging (pending and panning), by pointer.
    private var waiting: [PointerID: DragSession] = [:]
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
    /// (F1). Replaces whatever `pending.pointer` had. O(s) for s drags.
    mutating func beginPending(_ pending: PendingDrag) {
        wait(.pending(pending), for: pending.pointer)
    }

    /// Records that a touch became a scroll, or where the scroll is now (F1). O(s).
    mutating func pan(_ panning: Panning) {
        wait(.panning(panning), for: panning.pointer)
    }

    /// Records that a press lifted its content, or that a drag from another app entered the
    /// window (S1): the pointer is dragging (F1). O(s).
    mutating func promote(_ drag: ActiveDrag) {
        store(drag)
    }

    /// Stores a drag's new state (location, target, items) after the engine changed it (F2). O(s).
    mutating func update(_ drag: ActiveDrag) {
        store(drag)
    }

    /// Ends `pointer`'s session and returns what it was, or `nil` if it had none. O(s).
    @discardableResult
    mutating func end(_ pointer: PointerID) -> DragSession? {
        if pointer == .keyboard { hasKeyboardSession = false }
        if let index = dragIndex(of: pointer) { return .dragging(drags.remove(at: index)) }
        return waiting.removeValue(forKey: pointer)
    }

    /// Stores a session that is not dragging for `pointer`, keeping ``hasKeyboardSession``. O(s).
    private mutating func wait(_ session: DragSession, for pointer: PointerID) {
        if pointer == .keyboard { hasKeyboardSession = true }
        if let index = dragIndex(of: pointer) { drags.remove(at: index) }
        waiting[pointer] = session
    }

    /// Stores `drag` for its pointer, in pointer order, keeping ``hasKeyboardSession``. O(s).
    private mutating func store(_ drag: ActiveDrag) {
        let pointer = drag.pointer
        if pointer == .keyboard { hasKeyboardSession = true }
        if !waiting.isEmpty { waiting.removeValue(forKey: pointer) }
        var index = 0
        while index < drags.count, drags[index].pointer < pointer { index += 1 }
        if index < drags.count, drags[index].pointer == pointer {
            drags[index] = drag
        } else {
            drags.insert(drag, at: index)
        }
    }

    /// Where `pointer`'s drag is in ``drags``, if it is dragging. O(s), no hash.
    @inline(__always)
    private func dragIndex(of pointer: PointerID) -> Int? {
        var index = 0
        while index < drags.count {
            if drags[index].pointer == pointer { return index }
            index += 1
        }
        return nil
    }

    // MARK: Changing a drag in place

    /// The drags, lent to the engine to change one of them where it is (F2): the array moved
    /// out of the table (its reference, no drag copied), and the index of the lent one.
    struct LentDrags: ~Copyable {
        fileprivate var drags: [ActiveDrag]
        fileprivate let index: Int

        /// The lent drag, read and changed in place. O(1).
        var drag: ActiveDrag {
            @inline(__always) _read { yield drags[index] }
            @inline(__always) _modify { yield &drags[index] }
        }
    }

    /// Lends `pointer`'s drag for the engine to change in place, or returns `nil` (the table
    /// unchanged) if `pointer` is not dragging. Until ``giveBack(_:)``, the table has no drags
    /// at all: call nothing that reads them in between. Neither hashes nor copies a drag (F2).
    /// O(s) for s drags (a handful).
    @inline(__always)
    mutating func lendDrag(of pointer: PointerID) -> LentDrags? {
        guard let index = dragIndex(of: pointer) else { return nil }
        var lent: [ActiveDrag] = []
        swap(&lent, &drags)
        return LentDrags(drags: lent, index: index)
    }

    /// Takes back the drags lent by ``lendDrag(of:)``: the in-place ``update(_:)``. O(1).
    @inline(__always)
    mutating func giveBack(_ lent: consuming LentDrags) {
        swap(&lent.drags, &drags)
    }

    // MARK: Spring loading and auto-scroll

    /// Replaces the spring hover and auto-scroll run of `pointer`'s drag, whatever its payload
    /// (S13, A1); does nothing if `pointer` is not dragging. In place: O(s), no hash.
    mutating func setExtras(_ extras: DragExtras, of pointer: PointerID) {
        guard let index = dragIndex(of: pointer) else { return }
        drags[index].extras = extras
    }

    // MARK: Queries

    /// `pointer`'s session, if it has one. O(s).
    subscript(pointer: PointerID) -> DragSession? {
        if let index = dragIndex(of: pointer) { return .dragging(drags[index]) }
        return waiting[pointer]
    }

    /// `pointer`'s drag, if its session is dragging. O(s).
    func drag(of pointer: PointerID) -> ActiveDrag? {
        dragIndex(of: pointer).map { drags[$0] }
    }

    /// The spring hover and auto-scroll run of `pointer`'s drag, whatever its payload (S13,
    /// A1); `nil` if `pointer` is not dragging. O(s).
    func extras(of pointer: PointerID) -> DragExtras? {
        dragIndex(of: pointer).map { drags[$0].extras }
    }

    /// Where `pointer`'s session is in its life, or `nil` if it has none. O(s).
    func phase(of pointer: PointerID) -> SessionPhase? {
        if dragIndex(of: pointer) != nil { return .dragging }
        switch waiting[pointer] {
        case .pending?: return .pending
        case .panning?: return .panning
        case .dragging?: return .dragging
        case nil: return nil
        }
    }

    /// The pointers that have a session, in ascending order. O(s log s).
    var pointers: [PointerID] {
        (drags.map { $0.pointer } + waiting.keys).sortedByKey({ $0.rawValue })
    }

    /// The pointers that are dragging, in ascending order. O(s).
    var draggingPointers: [PointerID] {
        drags.map { $0.pointer }
    }

    /// Whether `pointer`'s session carries text (S6): a press on selected text or its drag.
    /// O(s).
    func carriesText(_ pointer: PointerID) -> Bool {
        if let index = dragIndex(of: pointer) { return drags[index].text != nil }
        if case .pending(let pending)? = waiting[pointer] { return pending.text != nil }
        return false
    }

    /// Whether a drag other than `pointer`'s carries text of `source` overlapping `range` (S9:
    /// text belongs to one drag at a time). O(s).
    func isDraggingText(in source: ContainerID, overlapping range: TextRange, except pointer: PointerID) -> Bool {
        for drag in drags {
            guard drag.pointer != pointer, drag.source == source, let text = drag.text else { continue }
            if text.range.lowerBound < range.upperBound && range.lowerBound < text.range.upperBound { return true }
        }
        return false
    }

    /// Whether `item` is being dragged by some session (S9: an item belongs to one drag at a
    /// time). O(s · k) for k items per drag.
    func isDragging(_ item: ItemID) -> Bool {
        drags.contains { $0.items.contains(item) }
    }

    /// Every item some session is dragging. O(s · k).
    var draggedItems: Set<ItemID> {
        var items = Set<ItemID>()
        for drag in drags { items.formUnion(drag.items) }
        return items
    }

    /// Whether a press or a drag is in progress; a touch that is scrolling does not count. O(s).
    var hasPressOrDrag: Bool {
        if !drags.isEmpty { return true }
        for session in waiting.values {
            if case .pending = session { return true }
        }
        return false
    }
}
