/// A move made by ``DesktopFolder/move(_:into:)``: enough to undo it (S10) and redo it.
///
/// Both paths are relative to the folder's root, normalised (no trailing `/`). A move within the
/// same folder changes nothing on disk and has `from == to`.
public struct FileMove: Equatable, Sendable {
    /// Where the item was.
    public let from: String
    /// Where the item is now.
    public let to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// The move that undoes this one (for redo after undo, S10). O(1).
    public var reversed: FileMove { FileMove(from: to, to: from) }
}
