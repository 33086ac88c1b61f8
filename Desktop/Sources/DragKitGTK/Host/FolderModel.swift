import Foundation

/// One entry of a folder as the Files pane lists it.
public struct FolderListing: Equatable, Sendable {
    public var name: String
    public var isFolder: Bool

    public init(name: String, isFolder: Bool) {
        self.name = name
        self.isFolder = isFolder
    }
}

/// A failure with the clear message the person sees (F7).
public struct HostFailure: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// What the Files and Photos panes need from the folder on disk (S2, S3, P1). The app backs it
/// with `DragKitDesktopFiles`' `DesktopFolder` (atomic renames, copies through `.part` files);
/// paths are relative to the root folder, `""` being the root. Confined to the main thread.
public protocol FolderModel: AnyObject {
    /// The entries of `folder`, sorted as shown. O(entries).
    func list(_ folder: String) throws(HostFailure) -> [FolderListing]
    /// Moves `path` into `folder` with one `rename(2)` (S3); a clash is refused. O(1) I/O.
    func moveItem(_ path: String, into folder: String) throws(HostFailure)
    /// Copies the file at `source` into `folder` (S2, F9); returns the name it got.
    func copyFile(at source: URL, into folder: String, progress: (Int64, Int64) -> Void) throws(HostFailure) -> String
    /// Writes `data` as a new file named after `suggestedName` in `folder`; returns its name.
    func writeFile(_ data: [UInt8], suggestedName: String, into folder: String) throws(HostFailure) -> String
    /// The same copy as ``copyFile(at:into:progress:)``, as a function that may run on another
    /// thread (the folder model is a value; F9). `nil`: copy on the main thread.
    func backgroundCopy() -> BackgroundCopy?
    /// Whether `folder` is a write-only drop box (S11).
    func isDropBox(_ folder: String) -> Bool
    /// The file's URL on disk, for other apps (P1).
    func url(of path: String) -> URL
    /// Keeps `names` as the order of `folder` (issue 34: a reorder is kept); names missing from
    /// it follow in the usual order. Refused for a folder that can't be written.
    func setOrder(_ names: [String], in folder: String) throws(HostFailure)
    /// Removes the copies a crash or `kill -9` left unfinished in `folder` (S2, F9).
    func removeUnfinishedCopies(in folder: String)
}

/// What the Reminders pane needs from its store (the server's `DragKitStore`): lists and their
/// reminders, and drops applied in one transaction (S8). Confined to the main thread.
public protocol ReminderStoring: AnyObject {
    /// The lists, in order, with their reminders `(id, title)` in order.
    func lists() throws(HostFailure) -> [(id: String, title: String, reminders: [(id: String, title: String)])]
    /// Moves (or copies, with `copyIDs`) `ids` from list `from` into list `to` at `index` (counted
    /// without the moved ones), or at `indices` when given (an undone move, S10).
    func apply(move ids: [String], from: String, to: String, index: Int, indices: [Int], copyIDs: [String]) throws(HostFailure)
    /// Deletes `ids` from list `from` (an undone copy, S10).
    func delete(_ ids: [String], from: String) throws(HostFailure)
    /// Adds a reminder titled `title` to list `list` at `index`; returns its id (S1).
    func add(title: String, to list: String, at index: Int) throws(HostFailure) -> String
}

/// Files written on demand for other apps (P1, S12): a reminder as a calendar to-do (`.ics`).
public protocol OnDemandFiles: AnyObject {
    /// Writes a VTODO for reminder `id` titled `title` and returns its URL.
    func calendarTodo(title: String, id: String) throws(HostFailure) -> URL
}
