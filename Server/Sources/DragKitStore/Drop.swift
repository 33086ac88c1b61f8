/// A request to move, copy, create or delete items (one item drop, or its undo).
///
/// Semantics, as applied by ``ShowcaseStore/apply(_:)``:
/// - ``index`` is a position in the destination *after* the dragged items
///   have been taken out of it. For a move within one container, dropping at the end
///   is therefore `index == count - itemIDs.count`; for a copy, or a move between
///   two containers, it is `index == destination count`.
/// - The dragged items are inserted at ``index`` in the order of ``itemIDs``
///   (not in their source order), unless ``indices`` says where each one ends up.
/// - For a copy, ``copyIDs`` gives one fresh id per item, pairwise with
///   ``itemIDs``; a copy takes its original's type, title and payload unless
///   ``created`` holds an entry with the copy's id (a converted item).
/// - A copy with no ``itemIDs`` stores ``created`` at ``index`` (items made at
///   the drop, e.g. a clipping of dropped text).
/// - A delete removes ``itemIDs`` from ``from``; ``to`` and ``index`` are ignored.
/// - ``times`` gives dragged events a new start (S2, F6: the time slot under the
///   pointer), applied to the moved event or to its copy in the same transaction;
///   ``dates`` gives them a date (a Month view day outside the seeded week).
public struct Drop: Sendable, Hashable {
    /// Largest number of items one drop may carry (dragged plus created).
    public static let maximumItemCount = 500

    public var operation: DropOperation
    /// Ids of the dragged items, in the order they are to appear in the destination.
    public var itemIDs: [String]
    /// Id of the container the items are dragged from.
    public var from: String
    /// Id of the container the items are dropped into (may equal ``from``).
    public var to: String
    /// Insertion position in the destination, counted without the dragged items.
    public var index: Int
    /// For a copy: the new ids, one per item, in the same order as ``itemIDs``.
    /// Must be empty otherwise.
    public var copyIDs: [String]
    /// Optional final index in the destination of each inserted item (pairwise
    /// with ``itemIDs``): restores a scattered layout when a move is undone.
    /// When given, ``index`` is not used.
    public var indices: [Int]?
    /// Items made at the drop (copy only): either the whole content of a copy with
    /// no ``itemIDs``, or conversions keyed by a ``copyIDs`` entry.
    public var created: [ListItem]
    /// New start times, in minutes after midnight, keyed by dragged item id (move or
    /// copy only). Each keyed item must be an event (a payload with a numeric
    /// `start`); its `minutes` (duration) is kept, and the event must end by midnight.
    public var times: [String: Int]
    /// New dates (`YYYY-MM-DD`), keyed by dragged item id (move or copy only), stored
    /// as the event's `date`: where the calendar's "other days" container shows it.
    public var dates: [String: String]
    /// The version of each container the drop was computed on, keyed by container id (`from`
    /// and `to` only). A named container whose stored version differs refuses the drop with a
    /// conflict, so a drop computed on a stale view never lands at a wrong place. Empty: not checked.
    public var versions: [String: Int]

    public init(
        operation: DropOperation, itemIDs: [String], from: String, to: String, index: Int, copyIDs: [String] = [],
        indices: [Int]? = nil, created: [ListItem] = [], times: [String: Int] = [:],
        dates: [String: String] = [:], versions: [String: Int] = [:]
    ) {
        self.operation = operation
        self.itemIDs = itemIDs
        self.from = from
        self.to = to
        self.index = index
        self.copyIDs = copyIDs
        self.indices = indices
        self.created = created
        self.times = times
        self.dates = dates
        self.versions = versions
    }

    /// Minutes in a day: an event's start is in `0..<minutesPerDay`.
    public static let minutesPerDay = 24 * 60
}
