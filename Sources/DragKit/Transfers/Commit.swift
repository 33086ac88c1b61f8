/// A drop, undo, redo or command the host must store, whatever its content: items moved,
/// copied or created in a list or grid (``Transfer``), or text edited in text views
/// (``TextTransfer``) (S10, S6, issue 23: one commit for every payload). The engine has already
/// applied it; the host reports the outcome with ``Event/transferSucceeded(_:)``,
/// ``Event/transferUnchanged(_:)`` or ``Event/transferFailed(_:reason:)``, and on failure the
/// engine takes it back (F7).
public enum Commit: Hashable, Sendable {
    /// Items into a list or grid (or out of one, for an undo that deletes copies).
    case items(Transfer)
    /// Text into a text view, from a text view or from items (P1).
    case text(TextTransfer)

    /// Names the commit in the host's reports. O(1).
    public var id: TransferID {
        switch self {
        case .items(let transfer): return transfer.id
        case .text(let transfer): return transfer.id
        }
    }

    /// `.move`, `.copy`, or `.delete` (an undo taking copies back, S10). O(1).
    public var operation: DropOperation {
        switch self {
        case .items(let transfer): return transfer.operation
        case .text(let transfer): return transfer.operation
        }
    }

    /// The item transfer, if the content is items. O(1).
    public var items: Transfer? {
        if case .items(let transfer) = self { return transfer }
        return nil
    }

    /// The text transfer, if the content is text. O(1). Always `nil` in the items-only build
    /// (condition `DRAGKIT_NO_TEXT`), so the optimiser drops the text paths behind it.
    #if DRAGKIT_NO_TEXT
    @inline(__always) public var text: TextTransfer? { nil }
    #else
    public var text: TextTransfer? {
        if case .text(let transfer) = self { return transfer }
        return nil
    }
    #endif
}
