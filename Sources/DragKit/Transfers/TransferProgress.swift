/// How far a slow transfer has come, in bytes of a total known before it started (S14, F9).
public struct TransferProgress: Hashable, Sendable {
    /// Bytes received so far; never decreases and never exceeds ``totalBytes``.
    public var completedBytes: UInt64
    /// The total the source stated: the sum of the chosen representations' sizes.
    public var totalBytes: UInt64

    public init(completedBytes: UInt64, totalBytes: UInt64) {
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
    }

    /// The share done, from 0 to 1 (0 when the total is unknown).
    public var fraction: Double {
        totalBytes == 0 ? 0 : Double(completedBytes) / Double(totalBytes)
    }
}

/// A drop waiting for its data (S14): nothing has changed in the content yet; a placeholder
/// stands at the drop location (F9).
struct PendingLoad: Sendable {
    var transfer: Transfer
    /// The items as they were at the drop, so the drop completes even if its source is removed
    /// meanwhile (S14).
    var snapshots: [Item]
    var progress: TransferProgress
    /// The item the placeholder stands before (`nil`: at the end), so the content lands where
    /// the placeholder is even if other drops change the list meanwhile (F9).
    var anchor: ItemID?
    /// How many items the drag offered, to say how many stayed put.
    var offeredCount: Int = 0
    /// The person already confirmed this irreversible drop before it loaded
    /// (``DropConfirmation/before``, S11): commit it without asking again.
    var confirmed: Bool = false
}
