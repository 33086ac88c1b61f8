/// A drag in progress: of items, of text or of another app's content, its ``payload``.
///
/// An owned state machine (issue 36), like the session table that stores it: the drag's own
/// state (where it is, what it carries, where that came from, its keyboard drop point) changes
/// only through the named transitions below, in this file. Four parts are sub-machines that
/// their subsystems own and write in place, so a pointer move copies nothing (F2): the
/// ``feedback`` (targeting), ``spoken`` (announcements, S7), ``shaping`` (the drag image's
/// predicted shape, F3) and ``extras`` (spring loading and auto-scroll, S13, A1).
struct ActiveDrag: Equatable, Sendable {
    let pointer: PointerID
    let device: PointerDevice
    /// What it carries (issue 23); read through ``items`` and ``text`` where only one kind matters.
    private(set) var payload: DragPayload
    let source: ContainerID
    /// Where each item was when it lifted, to put it back if the drag or its commit fails.
    private(set) var placements: [ItemPlacement]
    /// The ``Workspace/generation`` `placements` were read at; refreshed when content changes.
    private(set) var placementsGeneration: UInt64
    /// The primary item's frame when it lifted, where a cancelled drag flies back to.
    private(set) var originFrame: Rect
    /// The pointer location at the press; the image keeps its offset from it.
    let origin: Point
    private(set) var location: Point
    private(set) var modifiers: Modifiers
    /// Whether the content has been outside its source container since it lifted (F6).
    private(set) var hasLeftSource: Bool
    var feedback: DragFeedback
    /// Increases with each lift, so the most recently lifted session can be found (S8).
    private(set) var liftOrder: UInt64 = 0
    /// Whether the pressed item was selected when it lifted; an unselected item dragged from an
    /// inactive window leaves that window's selection alone (P2).
    private(set) var pressedSelected: Bool = false
    /// The predicted-result shape of the drag image (F3).
    var shaping = PreviewShaping()
    /// For the keyboard session (``PointerID/keyboard``): the drop point it is at, chosen by
    /// keys instead of by a location (S7). `nil` for pointer drags, and for a keyboard drag that
    /// no container accepts.
    private(set) var keyboardTarget: KeyboardTarget? = nil
    /// Whether the pointer is outside the app's window (``Event/pointerLeftApp(_:at:)``): no
    /// destination until it moves inside again (S1, S2).
    private(set) var isOutsideApp: Bool = false
    /// The insertion point last announced, and when a new one will be (S7, P4).
    var spoken = SpokenPosition()
    /// Its spring loading and auto-scroll (S13, A1), which end with the drag.
    var extras = DragExtras()

    /// A drag just lifted (or entered from another app), with no destination yet unless
    /// `feedback` has one. O(1).
    init(
        pointer: PointerID, device: PointerDevice, payload: DragPayload, source: ContainerID,
        placements: [ItemPlacement], placementsGeneration: UInt64, originFrame: Rect, origin: Point,
        location: Point, modifiers: Modifiers, hasLeftSource: Bool, feedback: DragFeedback
    ) {
        self.pointer = pointer
        self.device = device
        self.payload = payload
        self.source = source
        self.placements = placements
        self.placementsGeneration = placementsGeneration
        self.originFrame = originFrame
        self.origin = origin
        self.location = location
        self.modifiers = modifiers
        self.hasLeftSource = hasLeftSource
        self.feedback = feedback
    }
}

// MARK: - Transitions

extension ActiveDrag {
    /// It lifted: stamped with its lift order (S8) and whether its pressed item was selected
    /// (P2). O(1).
    mutating func lift(order: UInt64, pressedSelected: Bool) {
        liftOrder = order
        self.pressedSelected = pressedSelected
    }

    /// The pointer is at `location` with `modifiers` held, inside the window: a move, or the
    /// release that drops it (S1, S4: Option is read at drop time). O(1).
    mutating func move(to location: Point, modifiers: Modifiers) {
        self.location = location
        self.modifiers = modifiers
        isOutsideApp = false
    }

    /// The modifiers held changed without a move (S4, F8). O(1).
    mutating func hold(_ modifiers: Modifiers) {
        self.modifiers = modifiers
    }

    /// The pointer left the app's window (S1): no destination until it moves inside again. O(1).
    mutating func leaveApp() {
        isOutsideApp = true
    }

    /// The drag is over `container` (`nil`: over none): once anywhere but its source, it has
    /// left the source for good (F6: its own list is then highlighted as a destination). O(1).
    mutating func pass(over container: ContainerID?) {
        if container != source { hasLeftSource = true }
    }

    /// The keyboard drag's image was placed beside its drop point: its location is the image's
    /// centre (S7). O(1).
    mutating func showImage(at center: Point) {
        location = center
    }

    /// The keyboard drag is at `target`, or at no drop point (S7). O(1).
    mutating func aim(at target: KeyboardTarget?) {
        keyboardTarget = target
    }

    /// The keyboard drop point stays at its place in the list, before `item` (`nil`: at the
    /// end), when other sessions change the list (S7, S9). O(1).
    mutating func anchor(before item: ItemID?) {
        keyboardTarget?.before = item
        keyboardTarget?.isAnchored = true
    }

    /// The anchored keyboard drop point is at `index` now that the list changed (S7). O(1).
    mutating func reindex(_ index: Int) {
        keyboardTarget?.index = index
    }

    /// Keeps the record of where the items sit in step with the content: when it changed since
    /// `placements` were read (another session's drop, a deletion), items that no longer exist
    /// leave the drag and the rest's places are read again (S9). O(1) when nothing changed, else
    /// O(k) plus the workspace's placement lookups.
    mutating func refreshPlacements(in workspace: Workspace) {
        guard placementsGeneration != workspace.generation else { return }
        if case .items(let items) = payload { payload = .items(items.filter { workspace.items.contains($0) }) }
        readPlacements(in: workspace)
    }

    /// `item` joins the drag (S8: tapped during it), with the items' places read again and the
    /// image sized as its first item's, `originFrame`. O(k).
    mutating func add(_ item: ItemID, in workspace: Workspace, originFrame: Rect) {
        payload = .items(items + [item])
        readPlacements(in: workspace)
        self.originFrame = originFrame
    }

    /// Reads where the dragged items sit now, stamped with the content's generation. O(k) plus
    /// the workspace's placement lookups.
    private mutating func readPlacements(in workspace: Workspace) {
        placements = workspace.placements(of: items)
        placementsGeneration = workspace.generation
    }

    /// Another app's content entered the window again, offering `types` and `count` items (S1).
    /// O(1).
    mutating func offer(types: [TypeIdentifier], count: Int) {
        payload = .external(types: types, count: count)
    }
}
