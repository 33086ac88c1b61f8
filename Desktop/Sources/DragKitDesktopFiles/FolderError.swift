import Foundation

/// Why a folder operation was refused or failed (issue 26).
///
/// Every operation of ``DesktopFolder`` checks first and throws before changing anything, so a
/// thrown error means nothing on disk changed, and nothing is half-written: an import's `.part`
/// file is removed on every failure (S2, F9).
///
/// Payloads are relative paths inside the folder (`"Projects/notes.txt"`, `""` for the folder
/// itself), or, for an import from another app, the source file's name. ``message`` turns each
/// case into a sentence to show people.
public enum FolderError: Error, Equatable, Sendable {
    /// The name or path can't be used: empty, `.` or `..`, a `/` or NUL inside a name, longer than
    /// 255 bytes, whitespace at either end, a control character, an absolute path, or a path that
    /// leads outside the folder (through `..` or a symbolic link).
    case unsafeName(String)
    /// The item (or the folder it was in) isn't there (any more).
    case notFound(String)
    /// An item already has this path; nothing was replaced.
    case nameTaken(String)
    /// A folder can't be moved into itself or one of its own subfolders.
    case intoItself(String)
    /// The path names something that isn't a folder where a folder is needed.
    case notAFolder(String)
    /// The folder can't be written to.
    case readOnly(String)
    /// The content is larger than the limit of an import.
    case tooLarge(String, limit: Int64)
    /// The source can't be read as an ordinary file: a folder, a device, a loop of symbolic links,
    /// no permission, or it changed while it was copied.
    case unreadable(String)
    /// The file system refused with this `errno` (`ECANCELED`: an import was cancelled).
    case io(String, errno: Int32)

    /// A clear sentence for people, naming the item. O(n) in the payload's length.
    ///
    /// For example `nameTaken("Projects/a.txt")` reads "“a.txt” can't be placed in “Projects”:
    /// an item with that name is already there."
    public var message: String {
        switch self {
        case .unsafeName(let name):
            return "“\(Self.display(name))” can't be used: a name can't be empty, “.” or “..”, "
                + "contain “/” or control characters, start or end with spaces, be longer than 255 bytes, "
                + "or lead outside the folder."
        case .notFound(let path):
            return "“\(Self.lastName(path))” isn't there any more."
        case .nameTaken(let path):
            return "“\(Self.lastName(path))” can't be placed in \(Self.folderPhrase(path)): "
                + "an item with that name is already there."
        case .intoItself(let path):
            return "“\(Self.lastName(path))” can't be moved into itself or into one of its own folders."
        case .notAFolder(let path):
            return "“\(Self.lastName(path))” isn't a folder."
        case .readOnly(let path):
            return path.isEmpty
                ? "The folder is read-only: nothing can be moved or copied into it or out of it."
                : "“\(Self.lastName(path))” is read-only: nothing can be moved or copied into it or out of it."
        case .tooLarge(let name, let limit):
            return "“\(Self.lastName(name))” is too large to copy: the limit is \(Self.size(limit))."
        case .unreadable(let name):
            return "“\(Self.lastName(name))” can't be read: only ordinary files you may read can be copied, "
                + "and they must not change while they are copied."
        case .io(let path, let code) where code == ECANCELED:
            return "Copying “\(Self.lastName(path))” was cancelled."
        case .io(let path, let code):
            return "“\(Self.lastName(path))” couldn't be changed: \(Self.describe(errno: code))."
        }
    }

    /// The name a person recognises: the last component of a relative path. O(n).
    static func lastName(_ path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return display(name.isEmpty ? "folder" : name)
    }

    /// "the folder" for the top, otherwise “Parent”. O(n).
    static func folderPhrase(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count > 1, let parent = parts.dropLast().last else { return "the folder" }
        return "“\(display(String(parent)))”"
    }

    /// A name made printable for a message: control characters shown as `␀`-style symbols or `?`,
    /// long names shortened to 60 characters. O(n).
    static func display(_ name: String) -> String {
        var shown = ""
        for scalar in name.unicodeScalars {
            if scalar.value < 0x20 {
                shown.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            } else if scalar.value == 0x7F {
                shown += "␡"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown.count > 60 ? String(shown.prefix(59)) + "…" : shown
    }

    /// A byte count in binary units ("512 MiB"). O(1).
    static func size(_ bytes: Int64) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(bytes) bytes" }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int64(rounded)) \(units[unit])" : "\(rounded) \(units[unit])"
    }

    /// The C library's description of `errno`, starting lower case. O(1).
    static func describe(errno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let sentence = String(cString: text)
        return sentence.prefix(1).lowercased() + sentence.dropFirst()
    }
}
