import Foundation

/// Files written when another app takes an item that has no file of its own (P1: content leaves
/// as a file the app can open again; issue 26: `text/uri-list` of real files written on demand).
///
/// Each is written atomically (a hidden `.part` file, synced, then renamed over the final name), so
/// the receiving app never reads half a file; writing the same name again replaces the earlier
/// file, so repeated drags of one item don't pile up copies. Give each drag its own directory if
/// two items could share a name.
public enum OnDemandFile {
    /// Writes a reminder as an iCalendar file (RFC 5545) with one VTODO into `directory` and
    /// returns its URL. O(n) in the title's length.
    ///
    /// The file has `VERSION`, `PRODID`, and in the VTODO `UID` (`id`), `DTSTAMP` (`stamp`, UTC)
    /// and `SUMMARY` (`title`), the text values escaped (`\\`, `\;`, `\,`, `\n`), lines folded at
    /// 75 octets, CRLF line ends. Its name is the title made safe (``SafeName/derive(from:fileExtension:fallback:)``)
    /// plus `.ics`.
    public static func calendarTodo(title: String, id: String, in directory: URL,
                                    stamp: Date = Date()) throws(FolderError) -> URL {
        let lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//DragKit//DragKit Desktop//EN",
            "BEGIN:VTODO",
            "UID:" + ICalendarText.escape(id),
            "DTSTAMP:" + ICalendarText.utcDateTime(secondsSince1970: Int64(stamp.timeIntervalSince1970.rounded(.down))),
            "SUMMARY:" + ICalendarText.escape(title),
            "END:VTODO",
            "END:VCALENDAR",
        ]
        let text = lines.map(ICalendarText.fold).joined(separator: "\r\n") + "\r\n"
        let name = SafeName.derive(from: title, fileExtension: "ics", fallback: "Reminder")
        return try write(Array(text.utf8), name: name, in: directory)
    }

    /// Writes `text` as a text clipping: a UTF-8 `.txt` file in `directory` named from its first
    /// words (at most six words and 40 characters of the first line; "Clipping" if there are none),
    /// holding exactly the text. Returns its URL. O(n) in the text's length.
    public static func clipping(text: String, in directory: URL) throws(FolderError) -> URL {
        let firstLine = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? ""
        var title = ""
        for word in firstLine.split(whereSeparator: \.isWhitespace).prefix(6) {
            let next = title.isEmpty ? String(word) : title + " " + word
            if next.count > 40 {
                if title.isEmpty { title = String(next.prefix(40)) }
                break
            }
            title = next
        }
        let name = SafeName.derive(from: title, fileExtension: "txt", fallback: "Clipping")
        return try write(Array(text.utf8), name: name, in: directory)
    }

    /// Writes `bytes` to `directory/name` atomically, replacing an earlier file of that name (but
    /// never a folder). O(n).
    static func write(_ bytes: [UInt8], name: String, in directory: URL) throws(FolderError) -> URL {
        let checked = try SafeName.check(name)
        let folder = directory.path
        guard let info = POSIX.status(folder) else { throw .notFound(folder) }
        guard POSIX.isDirectory(info) else { throw .notAFolder(folder) }
        let final = folder + "/" + checked
        if let existing = POSIX.lstatus(final), POSIX.isDirectory(existing) { throw .nameTaken(checked) }
        var part = try PartFile(folder: folder, name: checked, relativeFolder: folder)
        try part.write(bytes, count: bytes.count, reportingAs: checked)
        try part.replace(as: checked, reportingAs: checked)
        return URL(fileURLWithPath: final)
    }
}
