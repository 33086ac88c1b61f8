/// A calendar event item (`com.dragkit.event`) as iCalendar text (RFC 5545)
/// and as a one-line summary.
///
/// The showcase's week is the week of Monday 2 June 2025: an event in
/// `cal-mon` is on that Monday, `cal-tue` on the Tuesday, and so on (an event
/// elsewhere keeps the day in its payload's `day`, else counts as Monday). Times are floating local times from the
/// payload's `start` (minutes after midnight) and `minutes`.
struct ICalendarEvent {
    static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    let item: ItemRow
    let payload: JSONValue

    var dayOffset: Int {
        // An event copied out of the calendar keeps its day in its payload (P1).
        let suffix = item.containerID.hasPrefix("cal-") ? String(item.containerID.dropFirst(4))
            : payload["day"]?.stringValue ?? ""
        return Self.weekdays.firstIndex(of: suffix) ?? 0
    }
    var start: Int { min(max(payload["start"]?.intValue ?? 540, 0), 1439) }
    var minutes: Int { min(max(payload["minutes"]?.intValue ?? 60, 0), 7 * 1440) }

    /// `Standup, Monday 09:00–09:15`.
    var summaryLine: String {
        let end = start + minutes
        return "\(item.title), \(Self.weekdayNames[dayOffset]) \(Self.clock(start))–\(Self.clock(end % 1440))"
    }

    /// A VCALENDAR holding one VEVENT, CRLF line ends, long lines folded.
    var text: String {
        let lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//DragKit//Showcase//EN",
            "CALSCALE:GREGORIAN",
            "BEGIN:VEVENT",
            "UID:\(item.id)@showcase.dragkit.example",
            "DTSTAMP:20250601T000000Z",
            "DTSTART:\(Self.dateTime(dayOffset: dayOffset, minute: start))",
            "DTEND:\(Self.dateTime(dayOffset: dayOffset, minute: start + minutes))",
            "SUMMARY:\(ContactFields.escape(item.title))",
            "END:VEVENT",
            "END:VCALENDAR",
        ]
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// `HH:MM`.
    static func clock(_ minute: Int) -> String {
        two(minute / 60) + ":" + two(minute % 60)
    }

    /// `YYYYMMDDTHHMMSS` for a minute offset from midnight of the week's day.
    static func dateTime(dayOffset: Int, minute: Int) -> String {
        // Day 0 is 2 June 2025; June has 30 days.
        var day = 2 + dayOffset + minute / 1440
        var month = 6
        while day > 30 && month == 6 { day -= 30; month = 7 }
        let inDay = minute % 1440
        return "2025" + two(month) + two(day) + "T" + two(inDay / 60) + two(inDay % 60) + "00"
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// Folds a content line into 75-octet lines (continuations start with a space).
    static func fold(_ line: String) -> String {
        var result = ""
        var lineBytes = 0
        for character in line {
            let bytes = String(character).utf8.count
            if lineBytes + bytes > 75 {
                result += "\r\n "
                lineBytes = 1
            }
            result.append(character)
            lineBytes += bytes
        }
        return result
    }
}
