/// One item of a folder as the Files pane shows it (issue 26).
public struct FolderEntry: Equatable, Sendable {
    /// The file name (one component, no `/`).
    public let name: String
    /// Whether it is a folder (a symbolic link counts as what it points to).
    public let isFolder: Bool
    /// The size in bytes; 0 for folders.
    public let size: Int64

    public init(name: String, isFolder: Bool, size: Int64) {
        self.name = name
        self.isFolder = isFolder
        self.size = size
    }

    /// The extensions of the image files the Photos pane shows (F6 grids), lower case.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "bmp"]

    /// The part of the name after its last dot, lower case (`""` if none, or for a folder or a
    /// name that only starts with a dot). O(n) in the name's length.
    public var fileExtension: String {
        guard !isFolder, let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Whether this is an image file by its extension (``imageExtensions``). O(n).
    public var isImage: Bool { Self.imageExtensions.contains(fileExtension) }
}
