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
}
