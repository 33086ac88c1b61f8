/// A named place a keyboard or assistive-technology drag can drop at (S7): one gap in one
/// container, such as "Later, position 3 of 6", or a caret in a text view, such as "Note B, at
/// character 4, copy" (its ``name``, which an `Announcer` puts into words).
///
/// ``DragEngine/dropPoints(for:)`` lists them for a drag in progress, for a screen-reader rotor
/// or a "Move to…" menu; ``Event/moveKeyboardDrag(to:)`` jumps the keyboard drag to one.
public struct DropPoint: Hashable, Sendable {
    /// What names a drop point: a container and an insertion index there.
    public struct ID: Hashable, Sendable {
        public var container: ContainerID
        /// The index the drop inserts at, in the container's list without the dragged items when
        /// the drop moves them (as ``DestinationCue/insertionIndex``); in a text view, the caret
        /// offset (in characters, as ``DestinationCue/textOffset``).
        public var index: Int

        /// The drop point before `index` in `container`.
        @inlinable
        public init(container: ContainerID, index: Int) {
            self.container = container
            self.index = index
        }
    }

    public var id: ID
    /// How many drop points the container has (its positions, one more than the items a drop
    /// would insert among; in a text view, one more than its characters).
    public var count: Int
    /// What a drop here does: `.move` or `.copy` (S2–S4).
    public var operation: DropOperation
    /// Whether the keyboard drag is at this drop point now.
    public var isCurrent: Bool
    /// Its short name for assistive technology, for an `Announcer` to put into words:
    /// "Later, position 3 of 6" ("Note B, at character 4" or "Note B, at the end" in a text
    /// view), with ", copy" when a drop here copies
    /// (``Announcement/Event/dropPointName(in:at:asCopy:)``).
    public var name: Announcement.Event

    /// A drop point; the engine makes these (see ``DragEngine/dropPoints(for:)``).
    public init(id: ID, count: Int, operation: DropOperation, isCurrent: Bool, name: Announcement.Event) {
        self.id = id
        self.count = count
        self.operation = operation
        self.isCurrent = isCurrent
        self.name = name
    }

    /// The container the drop point is in.
    public var container: ContainerID { id.container }
    /// The insertion index (zero-based); the position read to people is `index + 1`.
    public var index: Int { id.index }
}

/// Where a keyboard drag is: a container and an insertion index there (as
/// ``DestinationCue/insertionIndex``; a caret offset in a text view).
struct KeyboardTarget: Hashable, Sendable {
    var container: ContainerID
    var index: Int
    /// In a list: the item the drop point stands before (`nil` at the end), set when its
    /// feedback is computed, so a change elsewhere leaves it between the same items (S7).
    var before: ItemID? = nil
    /// Whether ``before`` was set (a list's drop point, not a caret in a text view).
    var isAnchored = false

    /// The same place: the same container and index (what it stands before is how it keeps it).
    static func == (lhs: KeyboardTarget, rhs: KeyboardTarget) -> Bool {
        lhs.container == rhs.container && lhs.index == rhs.index
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(container)
        hasher.combine(index)
    }
}

extension Identifier where Kind == PointerTag {
    /// The id of the keyboard's drag session (S7, S9): the keyboard is one input source, so it
    /// drives at most one drag at a time, beside any pointer drags. Reserved: pointer events that
    /// use it are ignored, so hosts must number their pointers below `UInt32.max`.
    @inlinable
    public static var keyboard: PointerID { PointerID(UInt32.max) }
}
