/// Reads the events of an iCalendar file (RFC 5545) dropped from another app: every VEVENT's
/// SUMMARY, DTSTART, DTEND (or DURATION in hours and minutes), LOCATION and DESCRIPTION.
///
/// Lines are unfolded (a line break followed by a space or tab continues the line), text
/// values unescaped (`\n`, `\,`, `\;`, `\\`); parameters such as `TZID` are ignored: times are
/// read as the showcase's floating local times. Bounded: at most
/// ``ImportLimits/maximumCalendarBytes`` and ``ImportLimits/maximumEvents`` events. O(n).
public enum ICalendarParser {
    /// One event as read.
    public struct Event: Sendable, Hashable {
        public var summary: String
        /// `YYYY-MM-DD` of DTSTART.
        public var date: String
        /// Minutes after midnight; 0 for an all-day event.
        public var start: Int
        public var minutes: Int
        public var location: String?
        public var description: String?
    }

    public static func events(in text: String) throws(ImportError) -> [Event] {
        guard text.utf8.count <= ImportLimits.maximumCalendarBytes else {
            throw ImportError(.tooLarge, "This calendar file is larger than 256 KB; the showcase takes smaller ones. Nothing was added.")
        }
        let broken = ImportError(.malformed, "This calendar file is damaged, so no event was added: \(Self.brokenHint)")
        var lines: [String] = []
        for raw in text.replacingAll("\r\n", with: "\n").replacingAll("\r", with: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += raw.dropFirst()
            } else if !raw.isEmpty {
                lines.append(String(raw))
            }
        }
        guard lines.first?.uppercased() == "BEGIN:VCALENDAR" else { throw broken }
        var events: [Event] = []
        var current: [String: String]?
        var depth = 0
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw broken }
            let name = line[..<colon].split(separator: ";").first.map { $0.uppercased() } ?? ""
            let value = String(line[line.index(after: colon)...])
            switch (name, value.uppercased()) {
            case ("BEGIN", "VEVENT"):
                guard current == nil else { throw broken }
                current = [:]
            case ("END", "VEVENT"):
                guard let properties = current else { throw broken }
                events.append(try event(properties, broken: broken))
                guard events.count <= ImportLimits.maximumEvents else {
                    throw ImportError(.tooLarge, "This calendar file holds more than \(ImportLimits.maximumEvents) events; the showcase takes at most that many at once. Nothing was added.")
                }
                current = nil
            case ("BEGIN", _): depth += 1
            case ("END", _): depth -= 1
            default:
                if current != nil, depth == 1, current?[name] == nil { current?[name] = value }
            }
        }
        guard current == nil, depth == 0 else { throw broken }
        guard !events.isEmpty else {
            throw ImportError(.malformed, "This calendar file holds no events, so nothing was added.")
        }
        return events
    }

    static let brokenHint = "it must be an iCalendar file (BEGIN:VCALENDAR) whose events each have a start (DTSTART)."

    private static func event(_ properties: [String: String], broken: ImportError) throws(ImportError) -> Event {
        guard let start = properties["DTSTART"].flatMap(dateTime) else { throw broken }
        var minutes = 60
        if let end = properties["DTEND"].flatMap(dateTime) {
            minutes = (end.dayNumber - start.dayNumber) * 1440 + end.minute - start.minute
        } else if let duration = properties["DURATION"].flatMap(durationMinutes) {
            minutes = duration
        } else if start.allDay {
            minutes = 1440
        }
        let summary = unescape(properties["SUMMARY"] ?? "").trimmedWhitespace
        return Event(
            summary: String((summary.isEmpty ? "Event" : summary).prefix(ListItem.maximumTitleLength)),
            date: start.date, start: start.minute, minutes: min(max(minutes, 0), 7 * 1440),
            location: properties["LOCATION"].map { String(unescape($0).prefix(500)) },
            description: properties["DESCRIPTION"].map { String(unescape($0).prefix(4000)) }
        )
    }

    /// `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`.
    private static func dateTime(_ value: String) -> (date: String, dayNumber: Int, minute: Int, allDay: Bool)? {
        let digits = Array(value.utf8)
        guard digits.count >= 8, digits[0..<8].allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let year = number(0..<4), month = number(4..<6), day = number(6..<8)
        guard (1970...2999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        let date = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        // Days since a fixed origin, enough to subtract two dates (civil-from-days inverse).
        let y = month <= 2 ? year - 1 : year
        let era = y / 400, yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayNumber = era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        guard digits.count > 8 else { return (date, dayNumber, 0, true) }
        guard digits.count >= 13, digits[8] == UInt8(ascii: "T"), digits[9..<13].allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let hour = number(9..<11), minute = number(11..<13)
        guard hour < 24, minute < 60 else { return nil }
        return (date, dayNumber, hour * 60 + minute, false)
    }

    /// `[+]P[nW][nD][T[nH][nM][nS]]` in minutes.
    private static func durationMinutes(_ value: String) -> Int? {
        var total = 0, number = 0, sawDigit = false
        for character in value.uppercased().drop(while: { $0 == "+" }) {
            if let digit = character.wholeNumberValue {
                number = min(number * 10 + digit, 1_000_000)
                sawDigit = true
                continue
            }
            switch character {
            case "P", "T": break
            case "W": total += number * 7 * 1440
            case "D": total += number * 1440
            case "H": total += number * 60
            case "M": total += number
            case "S": break
            default: return nil
            }
            number = 0
        }
        return sawDigit ? total : nil
    }

    /// RFC 5545 text unescaping.
    static func unescape(_ value: String) -> String {
        var result = ""
        var escaped = false
        for character in value {
            if escaped {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`. O(n).
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmedWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
