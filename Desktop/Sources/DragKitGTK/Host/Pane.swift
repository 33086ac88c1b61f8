import DragKit

/// What a registered container shows: a folder of the Files pane (its path relative to the
/// root, `""` for the root), a reminders list (its store id), or the photo grid.
public enum Pane: Equatable, Sendable {
    case folder(String)
    case reminders(String)
    case photos

    /// The snapshot's container key: `files`, `files/<path>`, `reminders/<list>`, `photos`. O(n).
    public var key: String {
        switch self {
        case .folder(let path): return path.isEmpty ? "files" : "files/" + path
        case .reminders(let list): return "reminders/" + list
        case .photos: return "photos"
        }
    }

    /// The folder path of a Files or Photos container, relative to the root. O(1).
    var folderPath: String? {
        switch self {
        case .folder(let path): return path
        case .photos: return DesktopTypes.photosFolder
        case .reminders: return nil
        }
    }
}

/// What the host knows of an item beside the engine: its id in its container (a file name,
/// `"Projects/"` for a folder, a reminder's store id) and what it shows.
public struct ItemRecord: Equatable, Sendable {
    /// The id within its container; the snapshot's item id.
    public var name: String
    /// What the row shows.
    public var title: String
    public var isFolder: Bool
}

/// The engine's types for the desktop's content, and how MIME types of other apps map to them.
public enum DesktopTypes {
    public static let file: TypeIdentifier = "com.dragkit.desktop.file"
    public static let photo: TypeIdentifier = "com.dragkit.desktop.photo"
    public static let reminder: TypeIdentifier = "com.dragkit.reminder"
    /// The folder (relative to the root) the Photos pane shows.
    public static let photosFolder = "Photos"

    /// The engine type of a MIME type offered by another app, or `nil` when no pane takes it. O(1).
    public static func type(ofMIME mime: String) -> TypeIdentifier? {
        switch mime {
        case "text/uri-list": return .fileURL
        case "text/plain", "text/plain;charset=utf-8", "UTF8_STRING", "STRING", "TEXT": return .plainText
        case "image/png": return .png
        case "text/x-moz-url", "_NETSCAPE_URL": return .url
        default: return nil
        }
    }

    /// The MIME type read for an engine type (the first a drop lists is read, A2). O(1).
    public static func mime(of type: TypeIdentifier) -> String? {
        switch type {
        case .fileURL: return "text/uri-list"
        case .plainText: return "text/plain;charset=utf-8"
        case .png: return "image/png"
        case .url: return "text/plain;charset=utf-8"
        default: return nil
        }
    }
}
