/// An item copied out of its app into a place that keeps files (P1): an event dropped on a
/// Files folder becomes an `.ics` file that holds the event's real content, with its real size.
extension ItemRow {
    /// This copy as it is stored in `destination`. A calendar event leaving the calendar keeps
    /// the day it was on (`payload.day`: `mon` … `sun`, so its iCalendar text stays the same)
    /// and states the byte size of that text (`payload.bytes`, what Files shows and what a
    /// drop of the file loads, S14). Every other copy is stored as it is. O(size of the event).
    func exported(from original: ItemRow, into destination: ContainerRow) -> ItemRow {
        guard type == "com.dragkit.event", destination.kind != ContainerKind.day.rawValue,
              case .object(var members) = payloadValue else { return self }
        if members["day"] == nil, original.containerID.hasPrefix("cal-") {
            members["day"] = .string(String(original.containerID.dropFirst(4)))
        }
        var copy = self
        copy.payload = JSONValue.object(members).jsonText()
        let text = ICalendarEvent(item: copy, payload: copy.payloadValue).text
        members["bytes"] = .number(Double(text.utf8.count))
        copy.payload = JSONValue.object(members).jsonText()
        return copy
    }
}
