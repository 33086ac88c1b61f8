// The records behind undo and redo (S10; the stacks are UndoHistory.swift) and confirmations of
// drops that cannot be undone (S11). The behaviour is in Engine/DragEngine+Undo.swift and
// DragEngine+Confirmation.swift; the menu commands' pasteboard (S7, S5) is the editing layer's
// (DragKitEditing, issue 23).

/// How a drop into a container that cannot undo it is confirmed (S11).
public enum DropConfirmation: UInt8, Hashable, Sendable {
    /// Ask first (a write-only drop box): nothing changes until the person confirms; declining
    /// sends the content back.
    case before = 0
    /// Show the drop at once, with an intermediate step offering Cancel before it is posted (a
    /// shared album): the commit waits for confirmation; declining takes the drop back.
    case cancelStepAfter = 1
}

/// Tag for ``ConfirmationID``.
public enum ConfirmationKind: IdentifierKind {}
/// One question about a drop that cannot be undone (S11), answered with
/// ``Event/confirm(_:)`` or ``Event/decline(_:)``.
public typealias ConfirmationID = Identifier<ConfirmationKind>

/// A question the host puts to the person before an irreversible drop is done or posted (S11).
public struct ConfirmationRequest: Hashable, Sendable {
    public var id: ConfirmationID
    /// Whether the drop waits (``DropConfirmation/before``) or is shown and waits to be posted.
    public var style: DropConfirmation
    /// The question, for an `Announcer` to put into words, show and read out ("Move Milk into
    /// Drop Box? This can't be undone.").
    public var message: Announcement.Event
    /// The container the content goes to.
    public var destination: ContainerID
    /// The items concerned, as they were dropped.
    public var items: [ItemID]

    /// Creates a request; the engine makes these, hosts only read them.
    public init(id: ConfirmationID, style: DropConfirmation, message: Announcement.Event, destination: ContainerID, items: [ItemID]) {
        self.id = id
        self.style = style
        self.message = message
        self.destination = destination
        self.items = items
    }
}

/// What the engine keeps beside the undo history: confirmations of irreversible drops (S11).
struct CommandState: Equatable, Sendable {
    /// Questions awaiting an answer (S11).
    var confirmations: [ConfirmationID: PendingConfirmation] = [:]
    private(set) var nextConfirmationID: UInt32 = 1

    /// A new confirmation id, never handed out before. O(1).
    mutating func issueConfirmationID() -> ConfirmationID {
        let id = ConfirmationID(nextConfirmationID)
        nextConfirmationID &+= 1
        return id
    }
}

/// The items selected in one container (those it holds), as a set: no walk of its list to put
/// them in order (issue 23).
struct ContainerSelection: Hashable, Sendable {
    var container: ContainerID
    var items: Set<ItemID>
}

/// The fingerprint of one container's order (``ContainerFingerprint``).
struct ContainerState: Hashable, Sendable {
    var container: ContainerID
    var fingerprint: ContainerFingerprint
}

/// The state of the containers a change touched, before or after it. Undo only acts when the
/// content is in the recorded "after" state, and redo when it is in the "before" state, so they
/// always restore exact orders (S10) and can never lose or duplicate an item. The orders are
/// kept as fingerprints, O(1) to take and compare (issue 23: the lists themselves made every
/// drop copy them); equal fingerprints of different orders have a chance of about 2⁻⁶⁴.
struct HistorySnapshot: Hashable, Sendable {
    /// One entry per touched container, sorted by container id.
    var orders: [ContainerState]
    /// Each touched container's selected items (S10 restores selection too, A5).
    /// Not compared when validating that undo may run: only content decides that.
    var selection: [ContainerSelection] = []
}

/// One undoable change: a drop, a paste or a "Move to…" (S10, S7).
struct UndoRecord: Equatable, Sendable {
    /// The transfer that first made the change; names the record for its whole life.
    var id: TransferID
    /// What kind of change it is (the menu's "Undo Move", "Undo Make Clipping").
    var kind: UndoKind
    /// `.move` or `.copy`.
    var operation: DropOperation
    /// The items moved or copied, in order.
    var items: [ItemID]
    var source: ContainerID
    var destination: ContainerID
    /// As in ``Transfer/index``.
    var index: Int
    /// For a copy, the copies (kept whole so redo can bring them back with the same ids).
    var copies: [Item]
    /// Where the moved items were before the change.
    var placements: [ItemPlacement]
    var before: HistorySnapshot
    var after: HistorySnapshot
    /// The transfer of this record's latest step (drop, undo or redo) while the host has not
    /// yet reported on it; the record can't be undone or redone meanwhile.
    var busy: TransferID?
    /// What the change did to text containers, in the order it was done (S10): a text drop's
    /// edits, an item drop's inserted text, a clipping's source losing its selection (A5).
    /// Always empty in the items-only build (``AbsentValue``).
    #if DRAGKIT_NO_TEXT
    @AbsentValue var textSteps: [TextHistoryStep] = []
    #else
    var textSteps: [TextHistoryStep] = []
    #endif
    /// Items the change made from text (P1), stored again by redo.
    var created: [CreatedItem] = []
    /// For a change that is only text (a text drop, items' text inserted): the drop's transfer,
    /// which redo commits again under a new id. Always `nil` in the items-only build.
    #if DRAGKIT_NO_TEXT
    @AbsentValue var textTransfer: TextTransfer? = nil
    #else
    var textTransfer: TextTransfer? = nil
    #endif
    /// The representations and fields the change's copies were made in (A2, A3), so a redo
    /// stores the same thing again (a photo copied into a note as PNG stays a PNG).
    var representations: [TypeIdentifier] = []
    var fields: [String] = []
    /// Outline rows the change's drag opened and left open because the drop went inside them
    /// (issue 37, S13): undo closes them again and redo opens them, so the outline is shown as
    /// it was on each side.
    var openedRows: [ItemID] = []
    /// For a group dropped from several levels of an outline (issue 37, S10): one record per
    /// source level, in the order they were applied and committed, each with its own transfer
    /// and `busy`. Undo takes them back newest first, redo does them again in order, each
    /// committed as its own transfer; the record itself then names them all (`items`,
    /// `placements`) and is never `busy`. Empty for every other change.
    var parts: [UndoRecord] = []

    /// Whether a step of the change (or of one of its ``parts``) is still being stored. O(p).
    var isBusy: Bool { busy != nil || parts.contains { $0.busy != nil } }

    /// Whether `transfer` is this record's latest step, or one of its parts'. O(p).
    func isStep(_ transfer: TransferID) -> Bool {
        busy == transfer || parts.contains { $0.busy == transfer }
    }
}

/// One text container's part in an undoable change (S10): the edits and the selection after,
/// the edits that take them back and the selection before, and the whole text on both sides,
/// so undo and redo act only on exactly the text they were recorded for.
struct TextHistoryStep: Equatable, Sendable {
    var container: ContainerID
    var edits: [TextEdit]
    var selectionAfter: TextRange?
    var inverse: [TextEdit]
    var selectionBefore: TextRange?
    var textBefore: StyledText
    var textAfter: StyledText
}

/// Which step of the history a pending transfer commits.
enum HistoryRole: UInt8, Sendable {
    case change = 0
    case undo = 1
    case redo = 2
}

/// A copy removed by undo, to bring back if the host can't store the removal.
struct Revival: Equatable, Sendable {
    /// The item it was copied from; `nil` for an item made from text (a clipping, P1).
    var original: ItemID?
    var copy: Item
    var container: ContainerID
    var index: Int
}

/// A move or copy the engine is about to make: a drop, a paste or a "Move to…".
struct TransferRequest: Equatable, Sendable {
    var operation: DropOperation
    /// The items that go (already filtered to what the destination accepts), in order.
    var items: [ItemID]
    var source: ContainerID
    var destination: ContainerID
    var index: Int
    /// How many items were offered, to say how many stayed put.
    var offeredCount: Int
    /// Where the caller last knew the items to be (a drag's record of them): each is checked in
    /// O(1) and spares a search for the item's index (issue 23); a stale one is ignored.
    var knownPlacements: [ItemPlacement] = []
}

/// A change the engine made to its workspace, with what undo, rollback and confirmation need.
struct AppliedTransfer: Equatable, Sendable {
    var transfer: Transfer
    var steps: [ContentStep]
    var placements: [ItemPlacement]
    var before: HistorySnapshot
    var after: HistorySnapshot
    var offeredCount: Int
}

/// A drop waiting for the person's answer (S11).
struct PendingConfirmation: Equatable, Sendable {
    var request: ConfirmationRequest
    var transfer: TransferRequest
    /// The drag that made it, whose image waits (``DropConfirmation/before``); `nil` for menu
    /// commands.
    var drag: ActiveDrag?
    /// For ``DropConfirmation/cancelStepAfter``: the change already shown, not yet committed.
    var applied: AppliedTransfer?
}
