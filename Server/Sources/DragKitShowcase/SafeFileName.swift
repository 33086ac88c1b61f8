/// File names for downloads, reduced to a safe basename (issue 13): whatever an item's title
/// holds (`../`, `/etc/passwd`, quotes, NUL, control characters, `<script>`), the name sent in
/// `Content-Disposition` is 1 to 64 characters from A-Z, a-z, 0-9, space, `-`, `_` and `.`,
/// never starts with `.` or `-`, and ends in the extension of what is sent.
enum SafeFileName {
    /// Longest basename, before the extension.
    static let maximumLength = 64

    /// `name` reduced to the safe characters, runs of anything else becoming one `_`,
    /// trimmed of leading dots, dashes, spaces and underscores; `download` when nothing is left.
    /// O(length of name).
    static func basename(_ name: String) -> String {
        var result = ""
        var lastWasReplacement = false
        for scalar in name.unicodeScalars {
            let safe =
                (scalar >= "A" && scalar <= "Z") || (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
                || scalar == " " || scalar == "-" || scalar == "_" || scalar == "."
            if safe {
                result.unicodeScalars.append(scalar)
                lastWasReplacement = false
            } else if !lastWasReplacement {
                result.unicodeScalars.append("_")
                lastWasReplacement = true
            }
            if result.unicodeScalars.count >= maximumLength { break }
        }
        while let first = result.first, first == "." || first == "-" || first == " " || first == "_" {
            result.removeFirst()
        }
        while let last = result.last, last == "." || last == " " || last == "_" {
            result.removeLast()
        }
        return result.isEmpty ? "download" : result
    }

    /// The extension for content of `type` sent as `contentType`.
    static func fileExtension(type: String, contentType: String) -> String {
        if type == "public.calendar-event" { return "ics" }
        if type == "public.vcard" { return "vcf" }
        if contentType.hasPrefix("image/svg") { return "svg" }
        if contentType.hasPrefix("image/png") { return "png" }
        if contentType.hasPrefix("image/jpeg") { return "jpg" }
        if contentType.hasPrefix("image/gif") { return "gif" }
        if contentType.hasPrefix("image/webp") { return "webp" }
        if contentType.hasPrefix("application/json") { return "json" }
        return "txt"
    }

    /// `attachment; filename="<basename>.<ext>"`.
    static func contentDisposition(name: String, type: String, contentType: String) -> String {
        let base = basename(name)
        let ext = fileExtension(type: type, contentType: contentType)
        let file = base.hasSuffix("." + ext) ? base : base + "." + ext
        return "attachment; filename=\"\(file)\""
    }
}
