import DragKit

/// The editing layer's own state (S7, S5): the items Copy or Cut put aside for Paste. Cut
/// changes nothing until Paste, which then moves. It holds references, not content: a paste
/// takes the items as they are then, and skips those that are gone. Equatable, so an
/// ``EditingEngine`` compares whole.
public struct Pasteboard: Hashable, Sendable {
    /// The items put aside, in order; empty when nothing was copied.
    public private(set) var items: [ItemID] = []
    /// Whether a paste moves them (Cut) rather than copies them (Copy).
    public private(set) var isCut = false

    /// An empty pasteboard.
    public init() {}

    /// Whether nothing is on it. O(1).
    public var isEmpty: Bool { items.isEmpty }

    /// Puts `items` on it, replacing what was there. O(k).
    mutating func put(_ items: [ItemID], isCut: Bool) {
        self.items = items
        self.isCut = isCut
    }

    /// Empties it (a cut was pasted, or its items are all gone). O(1).
    mutating func clear() {
        self = Pasteboard()
    }
}
