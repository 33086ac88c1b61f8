/// How far a slow transfer has come, in bytes of a total known before it started (S14, F9).
public struct TransferProgress: Hashable, Sendable {
    /// Bytes received so far; never decreases and never exceeds ``totalBytes``.
    public var completedBytes: UInt64
    /// The total the source stated: the sum of the chosen representations' sizes.
    public var totalBytes: UInt64
    /// Each item's share, in the transfer's item order, so each item's placeholder can show its
    /// own progress (F9). Empty when the transfer was not made per item.
    public var items: [ItemProgress]

    public init(completedBytes: UInt64, totalBytes: UInt64, items: [ItemProgress] = []) {
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
        self.items = items
    }

    /// Progress at zero for items of the stated sizes; the total is their sum.
    public init(itemTotals: [UInt64]) {
        var total: UInt64 = 0
        for bytes in itemTotals { total &+= bytes }
        self.init(completedBytes: 0, totalBytes: total,
                  items: itemTotals.map { ItemProgress(completedBytes: 0, totalBytes: $0) })
    }

    /// The share done, from 0 to 1 (0 when the total is unknown).
    public var fraction: Double {
        totalBytes == 0 ? 0 : Double(completedBytes) / Double(totalBytes)
    }
}

/// How far one item of a loading drop has come (F9).
public struct ItemProgress: Hashable, Sendable {
    /// Bytes of this item received so far; never decreases and never exceeds ``totalBytes``.
    public var completedBytes: UInt64
    /// The size of the item's chosen representation, as its source stated it.
    public var totalBytes: UInt64

    public init(completedBytes: UInt64, totalBytes: UInt64) {
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
    }

    /// The share done, from 0 to 1 (0 when the size is unknown).
    public var fraction: Double {
        totalBytes == 0 ? 0 : Double(completedBytes) / Double(totalBytes)
    }
}

/// One item of a loading drop as its placeholder shows it (F9): a drop of many photos shows
/// one placeholder per photo, each with its own label and progress.
public struct PlaceholderItem: Hashable, Sendable {
    public var item: ItemID
    /// What the item is, for the placeholder's label: the item's own label ("Beach at dusk"),
    /// or empty when nothing is known of it yet (content from another app): the host then
    /// shows the placeholder's label.
    public var label: String
    /// The size of its chosen representation (0: unknown).
    public var totalBytes: UInt64

    public init(item: ItemID, label: String, totalBytes: UInt64) {
        self.item = item
        self.label = label
        self.totalBytes = totalBytes
    }
}
