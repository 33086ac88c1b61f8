import Foundation

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

    /// A UTC date-time value (`20261126T230000Z`, RFC 5545 §3.3.5 form 2) for seconds since 1970,
    /// written by Foundation's Gregorian calendar in UTC (no calendar arithmetic of our own). O(1).
    static func utcDateTime(secondsSince1970 seconds: Int64) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second],
            from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        func digits(_ value: Int?, _ count: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return digits(parts.year, 4) + digits(parts.month, 2) + digits(parts.day, 2) + "T"
            + digits(parts.hour, 2) + digits(parts.minute, 2) + digits(parts.second, 2) + "Z"
    }
}
