/// The text rules of iCalendar (RFC 5545) that an `.ics` written for another app must follow
/// (P1: an event or reminder dragged out becomes a file Calendar apps open).
enum ICalendarText {
    /// Escapes a TEXT value (RFC 5545 §3.3.11): `\` → `\\`, `;` → `\;`, `,` → `\,`, a line break
    /// (CRLF, LF or CR) → `\n`. Other control characters, which a TEXT value can't hold, become
    /// spaces. O(n).
    static func escape(_ text: String) -> String {
        var escaped = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n": escaped += "\\n"
            case "\r":
                escaped += "\\n"
                if pending == "\n" { pending = scalars.next() }
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += " "
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// Folds one content line (RFC 5545 §3.1): no physical line longer than 75 octets (CRLF not
    /// counted), continuation lines starting with one space, never splitting a UTF-8 sequence.
    /// Returns the physical lines joined with CRLF, without a final CRLF. O(n).
    static func fold(_ line: String) -> String {
        let bytes = Array(line.utf8)
        guard bytes.count > 75 else { return line }
        var pieces: [[UInt8]] = []
        var start = 0
        var limit = 75
        while start < bytes.count {
            var end = min(start + limit, bytes.count)
            // Back off to a character boundary: never cut before a continuation byte (10xxxxxx).
            while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            pieces.append(Array(bytes[start..<end]))
            start = end
            limit = 74
        }
        var folded: [UInt8] = []
        for (index, piece) in pieces.enumerated() {
            if index > 0 { folded += [0x0D, 0x0A, 0x20] }
            folded += piece
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// A UTC date-time value (`20261126T230000Z`, RFC 5545 §3.3.5 form 2) for seconds since 1970.
    /// O(1).
    static func utcDateTime(secondsSince1970 seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var yearText = "\(year)"
        while yearText.count < 4 { yearText = "0" + yearText }
        return yearText + two(month) + two(day) + "T" + two(secondOfDay / 3600)
            + two(secondOfDay % 3600 / 60) + two(secondOfDay % 60) + "Z"
    }
}
