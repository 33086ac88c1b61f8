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
            "DTSTART:\(stamp(minute: start))",
            "DTEND:\(stamp(minute: start + minutes))",
            "SUMMARY:\(ContactFields.escape(item.title))",
        ]
        let location = payload["location"]?.stringValue.map { ["LOCATION:\(ContactFields.escape($0))"] } ?? []
        let notes = payload["notes"]?.stringValue.map { ["DESCRIPTION:\(ContactFields.escape($0))"] } ?? []
        return (lines + location + notes + ["END:VEVENT", "END:VCALENDAR"]).map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// The event's own date (`YYYY-MM-DD` in its payload's `date`) when it is not in one of the
    /// week's days (an event on the Month view's other days, or dropped in from a file).
    var ownDate: (year: Int, month: Int, day: Int)? {
        guard !Self.weekdays.contains(String(item.containerID.dropFirst(4))) || !item.containerID.hasPrefix("cal-"),
            let date = payload["date"]?.stringValue, date.utf8.count == 10
        else { return nil }
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1970...2999).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        return (parts[0], parts[1], parts[2])
    }

    /// `YYYYMMDDTHHMMSS` of a minute offset from midnight of the event's day.
    func stamp(minute: Int) -> String {
        guard let own = ownDate else { return Self.dateTime(dayOffset: dayOffset, minute: minute) }
        let (year, month, day) = Self.civil(Self.dayNumber(own.year, own.month, own.day) + minute / 1440)
        let inDay = minute % 1440
        return String(year) + Self.two(month) + Self.two(day) + "T" + Self.two(inDay / 60) + Self.two(inDay % 60) + "00"
    }

    /// Days since 1970-01-01 of a civil date (proleptic Gregorian). O(1).
    static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    /// The civil date of a day number (inverse of ``dayNumber(_:_:_:)``). O(1).
    static func civil(_ number: Int) -> (Int, Int, Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
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

    static func two(_ value: Int) -> String {
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
