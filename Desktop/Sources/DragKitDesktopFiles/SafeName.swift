/// The rules a file name must meet before the folder model uses it (issue 26: hostile names).
///
/// Drops from other apps bring names nobody checked (`../x`, a NUL, 300 bytes of emoji). Every
/// name the model creates, and every component of every relative path it is given, passes
/// ``check(_:)`` first; paths are then resolved and verified to stay inside the folder by
/// ``DesktopFolder``, so a symbolic link can't lead outside either.
public enum SafeName {
    /// The longest name in bytes of UTF-8 that Linux file systems take (`NAME_MAX`).
    public static let maximumBytes = 255

    /// Returns `name` unchanged if it is a safe single file name, otherwise throws
    /// ``FolderError/unsafeName(_:)``. O(n) in the name's length.
    ///
    /// Refused: the empty name, `.` and `..`, a `/` or NUL or any other control character inside,
    /// more than 255 bytes of UTF-8, whitespace only, or whitespace at either end (names that look
    /// like another name, or like none).
    public static func check(_ name: String) throws(FolderError) -> String {
        guard !name.isEmpty, name != ".", name != "..", name.utf8.count <= maximumBytes else {
            throw .unsafeName(name)
        }
        for scalar in name.unicodeScalars where scalar == "/" || scalar.value < 0x20 || scalar.value == 0x7F {
            throw .unsafeName(name)
        }
        guard let first = name.unicodeScalars.first, let last = name.unicodeScalars.last,
              !first.properties.isWhitespace, !last.properties.isWhitespace else {
            throw .unsafeName(name)
        }
        return name
    }

    /// Splits a relative path into checked components. `""` (the root) and one trailing `/`
    /// (`"Projects/"`) are accepted; an absolute path, an empty component (`a//b`) or any
    /// unsafe component throws ``FolderError/unsafeName(_:)`` with the whole path. O(n).
    public static func components(of relativePath: String) throws(FolderError) -> [String] {
        if relativePath.isEmpty { return [] }
        guard !relativePath.hasPrefix("/") else { throw .unsafeName(relativePath) }
        var path = Substring(relativePath)
        if path.hasSuffix("/") { path = path.dropLast() }
        var components: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            do {
                components.append(try check(String(part)))
            } catch {
                throw .unsafeName(relativePath)
            }
        }
        return components
    }

    /// A safe file name made from arbitrary text (a reminder's title, the first words of a
    /// clipping) with `fileExtension` appended: control characters and `/` become spaces, runs of
    /// whitespace become one space, leading dots and spaces go, and the name is shortened (by whole
    /// characters) to fit 255 bytes; `fallback` if nothing is left. O(n).
    public static func derive(from text: String, fileExtension: String = "", fallback: String = "Untitled") -> String {
        var cleaned = ""
        var lastWasSpace = true
        for scalar in text.unicodeScalars {
            let isSpace = scalar == "/" || scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace
            if isSpace {
                if !lastWasSpace { cleaned.unicodeScalars.append(" ") }
                lastWasSpace = true
            } else {
                cleaned.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        var base = Substring(cleaned)
        while let first = base.first, first == "." || first == " " { base = base.dropFirst() }
        while base.last == " " { base = base.dropLast() }
        if base.isEmpty { base = Substring(fallback) }
        let suffix = fileExtension.isEmpty ? "" : "." + fileExtension
        while base.utf8.count + suffix.utf8.count > maximumBytes, !base.isEmpty { base = base.dropLast() }
        while base.last == " " { base = base.dropLast() }
        return String(base) + suffix
    }
}
